import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import {
  photoWithGps,
  plainAvif,
  plainPng,
  plainWebp,
  pngBomb,
  svgWithScript,
  TEST_CAMERA_SERIAL,
  textNamedJpg,
  truncatedJpeg,
} from "#tests/support/photos.ts";
import { canDecodeHeic, reencodePhoto } from "./reencode.server.ts";
import { sniffPhotoFormat } from "./sniff.server.ts";

const dir = mkdtempSync(path.join(tmpdir(), "reencode-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;
async function reencode(bytes: Buffer) {
  counter += 1;
  const input = path.join(dir, `in-${counter}`);
  const output = path.join(dir, `out-${counter}.jpg`);
  writeFileSync(input, bytes);
  return { result: await reencodePhoto(input, output), output };
}

describe("sniffPhotoFormat", () => {
  it("names the five photo formats by their bytes", async () => {
    expect(sniffPhotoFormat(await photoWithGps())).toBe("jpeg");
    expect(sniffPhotoFormat(await plainPng())).toBe("png");
    expect(sniffPhotoFormat(await plainWebp())).toBe("webp");
    expect(sniffPhotoFormat(await plainAvif())).toBe("avif");
    const heic = Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1");
    expect(sniffPhotoFormat(heic)).toBe("heic");
  });

  it("refuses what is not a photo, whatever it is called", () => {
    expect(sniffPhotoFormat(svgWithScript)).toBeNull();
    expect(sniffPhotoFormat(textNamedJpg)).toBeNull();
    expect(sniffPhotoFormat(Buffer.from("%PDF-1.7\n"))).toBeNull();
    expect(sniffPhotoFormat(Buffer.from("PK\x03\x04", "latin1"))).toBeNull();
    expect(sniffPhotoFormat(Buffer.from("<!doctype html><script>"))).toBeNull();
    expect(sniffPhotoFormat(Buffer.from("GIF89a"))).toBeNull();
    expect(sniffPhotoFormat(new Uint8Array())).toBeNull();
    // An MP4 video is an ISO media file too, with other brands.
    expect(sniffPhotoFormat(Buffer.from("\0\0\0\x18ftypisom\0\0\0\0isomiso2", "latin1"))).toBeNull();
  });
});

describe("reencodePhoto", () => {
  it("keeps the picture upright and drops every metadata: EXIF, GPS, serial number, ICC profile", async () => {
    const original = await photoWithGps({ width: 1200, height: 900 });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { result, output } = await reencode(original);
    expect(result).toMatchObject({ ok: true, format: "jpeg" });
    const stored = readFileSync(output);
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe("jpeg");
    // Orientation 6 was applied to the pixels: the landscape sensor image stands as a portrait.
    expect([metadata.width, metadata.height]).toEqual([900, 1200]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from(TEST_CAMERA_SERIAL))).toBe(false);
    expect(stored.includes(Buffer.from("TestPhone"))).toBe(false);
  });

  it("reduces the long side to 2560 px and never enlarges a small photo", async () => {
    const big = await reencode(await photoWithGps({ width: 4032, height: 3024 }));
    // Stored on its side (orientation 6): upright, the photo is 3024 wide and 4032 high.
    expect(big.result).toMatchObject({ ok: true, photo: { width: 1920, height: 2560 } });
    const small = await reencode(await plainPng(640, 480));
    expect(small.result).toMatchObject({ ok: true, photo: { width: 640, height: 480, contentType: "image/jpeg" } });
  });

  it("accepts PNG, WebP and AVIF and stores each as JPEG", async () => {
    for (const file of [await plainPng(), await plainWebp(), await plainAvif()]) {
      const { result, output } = await reencode(file);
      expect(result.ok).toBe(true);
      expect((await sharp(readFileSync(output)).metadata()).format).toBe("jpeg");
    }
  });

  it("refuses a text file named .jpg and an SVG with a script before any decoder reads them", async () => {
    expect((await reencode(textNamedJpg)).result).toEqual({ ok: false, problem: "not-image" });
    expect((await reencode(svgWithScript)).result).toEqual({ ok: false, problem: "not-image" });
  });

  it("refuses a 30,000 × 30,000 PNG bomb without decoding it", async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    expect((await reencode(bomb)).result).toEqual({ ok: false, problem: "too-many-pixels" });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("refuses a truncated JPEG", async () => {
    expect((await reencode(await truncatedJpeg())).result).toEqual({ ok: false, problem: "damaged" });
  });

  it("refuses HEIC with its own reason when this libvips cannot decode it", async () => {
    const heic = Buffer.concat([Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1"), Buffer.alloc(200)]);
    const { result } = await reencode(heic);
    expect(result).toEqual({ ok: false, problem: canDecodeHeic() ? "damaged" : "heic" });
  });
});
