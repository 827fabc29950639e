/**
 * The browser side of the photo field, downloaded only when a visitor chooses photos: each photo is decoded and
 * drawn again at PHOTO_LONG_SIDE at most as a JPEG (a 4 MB phone photo becomes about 600 KB, and its EXIF position
 * does not leave the phone); the form then carries the reduced files (its upload's progress is reported by
 * lead-submission.ts). A photo the browser cannot decode (HEIC in most browsers) is sent as it is: the server decides.
 */
import { PHOTO_LONG_SIDE } from "#app/lib/photo-limits.ts";

/** Under this size a photo that needs no resizing is sent as chosen: drawing it again would gain nothing. */
const SMALL_ENOUGH_BYTES = 1024 * 1024;
const JPEG_QUALITY = 0.85;

function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, "");
  return `${base || "photo"}.jpg`;
}

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: "image/jpeg", quality: JPEG_QUALITY });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
}

/** The photo as it will be sent: reduced when it is larger than needed, the original when it cannot be decoded. */
export async function downscalePhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, PHOTO_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= SMALL_ENOUGH_BYTES) return file;
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const blob = await encodeJpeg(bitmap, width, height);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: "image/jpeg", lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

/** Puts these files in the file input, so that the form itself (and so React Router's submission) carries them. */
export function setInputFiles(input: HTMLInputElement, files: readonly File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
}
