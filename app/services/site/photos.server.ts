import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ResponsiveImage } from "#app/lib/responsive-image.ts";
import { type PhotoProblem, reencodePhoto } from "#app/services/photos/reencode.server.ts";

/** The URL folder the public photos are served from, with a year's immutable cache (their names change with their bytes). */
export const PUBLIC_PHOTOS_PATH = "/photos";

/** The widths each photo is encoded at (never above its own): a phone's card, a tablet's, a desktop's, a large screen's. */
const WIDTHS = [480, 800, 1200, 1600] as const;

/**
 * libaom's effort 2: a phone photo's four AVIF widths in a few seconds on a busy 2-core server, where its default
 * (4) took close to a minute for a detailed 1200-pixel photo; the files are a few percent larger.
 */
const AVIF_EFFORT = 2;

const publicName = /^[0-9a-f]{20}-\d{2,4}\.(?:avif|webp)$/;

export function isPublicPhotoName(name: string): boolean {
  return publicName.test(name);
}

/**
 * Where a photo is encoded before it is renamed to its public name: inside SITE_PHOTOS_DIR (one file system,
 * so the rename is atomic) yet never served, and left out of backups (data-folders.server.ts).
 */
export const PHOTOS_WORK_FOLDER = ".incoming";

let folder: string | null = null;

/** Where the public photos live (SITE_PHOTOS_DIR), created at start with its work folder. */
export async function preparePublicPhotos(dir: string): Promise<void> {
  await mkdir(path.join(dir, PHOTOS_WORK_FOLDER), { recursive: true });
  folder = path.resolve(dir);
}

export function publicPhotosFolder(): string {
  if (!folder) throw new Error("the public photo folder is not prepared");
  return folder;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Turns an upload into a public photo through the visitors' rules (identified by its bytes, a pixel limit, decoded
 * strictly, turned upright, re-encoded without any metadata: no EXIF, no GPS position, no camera serial), then
 * into AVIF and WebP at several widths named by the hash of the cleaned image. Nothing of the upload itself is
 * ever served. A file already there (the same photo twice) is kept as it is.
 */
export async function publishUpload(
  upload: string,
): Promise<{ ok: true; image: ResponsiveImage } | { ok: false; problem: PhotoProblem }> {
  const dir = publicPhotosFolder();
  const work = path.join(dir, PHOTOS_WORK_FOLDER);
  const cleaned = path.join(work, `upload-${randomBytes(8).toString("hex")}.jpg`);
  try {
    const result = await reencodePhoto(upload, cleaned);
    if (!result.ok) return result;
    const bytes = await readFile(cleaned);
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 20);
    const { width, height } = result.photo;
    const widths = [...WIDTHS.filter((candidate) => candidate < width), Math.min(width, WIDTHS.at(-1) ?? width)];
    const sizes = [...new Set(widths)];
    for (const size of sizes) {
      for (const format of ["avif", "webp"] as const) {
        const name = `${hash}-${size}.${format}`;
        const target = path.join(dir, name);
        if (await exists(target)) continue;
        const temporary = path.join(work, `${name}.${randomBytes(4).toString("hex")}.tmp`);
        const resized = sharp(bytes).resize({ width: size, withoutEnlargement: true });
        await (format === "avif"
          ? resized.avif({ quality: 50, effort: AVIF_EFFORT })
          : resized.webp({ quality: 76 })
        ).toFile(temporary);
        await rename(temporary, target);
      }
    }
    const largest = sizes.at(-1) ?? width;
    const url = (size: number, format: string) => `${PUBLIC_PHOTOS_PATH}/${hash}-${size}.${format}`;
    const srcSet = (format: string) => sizes.map((size) => `${url(size, format)} ${size}w`).join(", ");
    return {
      ok: true,
      image: {
        width: largest,
        height: Math.round((height * largest) / width),
        src: url(largest, "webp"),
        srcSet: { avif: srcSet("avif"), webp: srcSet("webp") },
      },
    };
  } finally {
    await rm(cleaned, { force: true });
  }
}
