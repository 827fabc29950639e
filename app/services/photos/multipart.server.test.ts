import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES } from "#app/lib/photo-limits.ts";
import { discardReceived, displayNameOf, readMultipartForm } from "./multipart.server.ts";

const root = mkdtempSync(path.join(tmpdir(), "multipart-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dir = "";
let count = 0;
beforeEach(() => {
  count += 1;
  dir = path.join(root, String(count));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
});

const boundary = "----test-boundary";
type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer };

function body(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ("value" in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        part.content,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function request(payload: Buffer | ReadableStream<Uint8Array>): Request {
  return new Request("http://localhost/devis", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body: payload,
    duplex: "half",
  } as RequestInit);
}

const photo = (filename: string, bytes = 1000) => ({ name: "photos", filename, content: Buffer.alloc(bytes, 7) });

describe("readMultipartForm", () => {
  it("keeps the text fields in memory and writes each photo to its own temporary file", async () => {
    const form = await readMultipartForm(
      request(body([{ name: "name", value: "Jeanne Liévin" }, photo("toit.jpg", 5000), photo("gouttière.jpg", 300)])),
      dir,
    );
    expect(form.ok).toBe(true);
    if (!form.ok) return;
    expect(form.fields.get("name")).toBe("Jeanne Liévin");
    expect(form.refusal).toBeNull();
    expect(form.photos.map((received) => [received.displayName, received.bytes])).toEqual([
      ["toit.jpg", 5000],
      ["gouttière.jpg", 300],
    ]);
    for (const received of form.photos) expect(path.dirname(received.tempPath)).toBe(dir);
    expect(readFileSync(form.photos[0]!.tempPath).length).toBe(5000);
    await discardReceived(form.photos);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("answers unreadable for a multipart type without a boundary", async () => {
    const noBoundary = new Request("http://localhost/devis", {
      method: "POST",
      headers: { "content-type": "multipart/form-data" },
      body: "--x\r\n",
    });
    expect(await readMultipartForm(noBoundary, dir)).toEqual({ ok: false, photos: [] });
  });

  it("skips the empty part a file input sends when nothing was chosen", async () => {
    const form = await readMultipartForm(request(body([{ name: "name", value: "x" }, photo("", 0)])), dir);
    expect(form).toMatchObject({ ok: true, photos: [], refusal: null });
  });

  it("ignores a part busboy takes for a file but that has no file name (application/octet-stream)", async () => {
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"\r\nContent-Type: application/octet-stream\r\n\r\nabc\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nJeanne\r\n--${boundary}--\r\n`,
    );
    const form = await readMultipartForm(request(payload), dir);
    expect(form).toMatchObject({ ok: true, photos: [], refusal: null });
    if (form.ok) expect(form.fields.get("name")).toBe("Jeanne");
  });

  it("refuses a seventh photo, and still reads the fields that follow", async () => {
    const parts: Part[] = Array.from({ length: 7 }, (_, index) => photo(`p${index}.jpg`, 10));
    const form = await readMultipartForm(request(body([...parts, { name: "description", value: "après" }])), dir);
    expect(form).toMatchObject({ ok: true, refusal: { reason: "too-many" } });
    if (form.ok) expect(form.fields.get("description")).toBe("après");
  });

  it("refuses a photo over 15 MB by name, without writing past the limit", async () => {
    const form = await readMultipartForm(request(body([photo("grosse.jpg", MAX_PHOTO_BYTES + 10)])), dir);
    expect(form).toMatchObject({ ok: true, refusal: { reason: "too-big", name: "grosse.jpg" } });
    if (form.ok) expect(form.photos[0]!.bytes).toBeLessThanOrEqual(MAX_PHOTO_BYTES);
  });

  it("refuses photos that together pass 40 MB", async () => {
    const parts = Array.from({ length: 3 }, (_, index) => photo(`p${index}.jpg`, 14 * 1024 * 1024));
    const form = await readMultipartForm(request(body(parts)), dir);
    expect(form).toMatchObject({ ok: true, refusal: { reason: "total-too-big" } });
  });

  it("answers unreadable for a broken body or invalid UTF-8, too large for a field past its size, and leaves no file", async () => {
    const cut = body([photo("toit.jpg", 5000)]).subarray(0, 3000);
    expect(await readMultipartForm(request(cut), dir)).toEqual({ ok: false, photos: [] });
    const long = body([{ name: "description", value: "x".repeat(40 * 1024) }]);
    expect(await readMultipartForm(request(long), dir)).toEqual({ ok: false, photos: [], tooLarge: true });
    const latin1 = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n`),
      Buffer.from([0xe9, 0x0d, 0x0a]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    expect(await readMultipartForm(request(latin1), dir)).toEqual({ ok: false, photos: [] });
    expect(readdirSync(dir)).toEqual([]);
  });

  /** A body cut in the middle of its photo: the reader has started writing the file and waits for the rest. */
  async function halfSentPhoto() {
    const whole = body([{ name: "name", value: "x" }, photo("toit.jpg", 200_000)]);
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({
      start(control) {
        controller = control;
      },
    });
    const reading = readMultipartForm(request(stream), dir);
    controller.enqueue(whole.subarray(0, 100_000));
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { reading, controller };
  }

  it("removes what it wrote when the connection closes halfway through a photo", async () => {
    const { reading, controller } = await halfSentPhoto();
    expect(readdirSync(dir)).toHaveLength(1);
    controller.error(new Error("aborted"));
    expect(await reading).toEqual({ ok: false, photos: [] });
    expect(readdirSync(dir)).toEqual([]);
  });

  it("removes what it wrote when the body just ends halfway through a photo", async () => {
    const { reading, controller } = await halfSentPhoto();
    controller.close();
    expect(await reading).toEqual({ ok: false, photos: [] });
    expect(existsSync(dir) && readdirSync(dir)).toEqual([]);
  });
});

describe("displayNameOf", () => {
  it("keeps only the last part of a path and drops invisible characters", () => {
    expect(displayNameOf("../../etc/passwd.jpg")).toBe("passwd.jpg");
    expect(displayNameOf("C:\\Users\\x\\toit.jpg")).toBe("toit.jpg");
    expect(displayNameOf("photo\u202Egpj.exe")).toBe("photogpj.exe");
    expect(displayNameOf("a\r\nb.jpg")).toBe("ab.jpg");
    expect(displayNameOf("..")).toBe("photo");
    expect(displayNameOf("")).toBe("photo");
    expect([...displayNameOf(`${"é".repeat(200)}.jpg`)]).toHaveLength(80);
  });
});
