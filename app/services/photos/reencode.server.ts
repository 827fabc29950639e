import { open } from "node:fs/promises";
import sharp from "sharp";
import { PHOTO_LONG_SIDE } from "#app/lib/photo-limits.ts";
import { type PhotoFormat, sniffPhotoFormat } from "./sniff.server.ts";

/** A decompression bomb (a few kilobytes that decode to gigabytes) stops at this many pixels. */
export const MAX_INPUT_PIXELS = 50_000_000;

export type PhotoProblem = "not-image" | "too-many-pixels" | "damaged" | "heic";

export interface ReencodedPhoto {
  contentType: "image/jpeg";
  width: number;
  height: number;
  bytes: number;
}

// Photos are decoded one at a time and never twice: libvips' cache would only hold memory.
sharp.cache(false);

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await open(file, "r");
  try {
    const head = new Uint8Array(64);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Whether this server's libvips can decode HEIC (HEVC): the prebuilt sharp cannot, for patent reasons. */
export function canDecodeHeic(): boolean {
  const suffixes = sharp.format.heif?.input.fileSuffix ?? [];
  return suffixes.includes(".heic");
}

/**
 * Turns an upload into the photo that is kept: identified by its bytes (never its name or declared type), decoded
 * under a pixel limit and strictly (a truncated or corrupt file is refused, not half-decoded), turned upright
 * from its EXIF orientation, reduced to PHOTO_LONG_SIDE without enlarging, flattened on white and written as a
 * JPEG without any metadata: no EXIF, no GPS position, no camera serial, no colour profile (sharp converts to
 * sRGB and keeps nothing unless asked to).
 */
export async function reencodePhoto(
  input: string,
  output: string,
): Promise<{ ok: true; photo: ReencodedPhoto; format: PhotoFormat } | { ok: false; problem: PhotoProblem }> {
  const format = sniffPhotoFormat(await readHead(input));
  if (!format) return { ok: false, problem: "not-image" };
  if (format === "heic" && !canDecodeHeic()) return { ok: false, problem: "heic" };
  try {
    const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", sequentialRead: true } as const;
    const metadata = await sharp(input, options).metadata();
    // The header's own claim is checked first: a bomb is refused before a pixel is decoded.
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS)
      return { ok: false, problem: "too-many-pixels" };
    const info = await sharp(input, options)
      .rotate()
      .resize({ width: PHOTO_LONG_SIDE, height: PHOTO_LONG_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(output);
    return {
      ok: true,
      format,
      photo: { contentType: "image/jpeg", width: info.width, height: info.height, bytes: info.size },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) return { ok: false, problem: "too-many-pixels" };
    if (format === "heic") return { ok: false, problem: "heic" };
    return { ok: false, problem: "damaged" };
  }
}
