import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import type { Plugin } from "vite";

/** `import photo from "responsive-image:<name>"` reads `<sourceDir>/<name>.(jpg|jpeg|png|webp|avif|tif|tiff)`. */
export const responsiveImagePrefix = "responsive-image:";

/** Widths generated in AVIF and WebP for every source (never wider than the source itself). */
export const imageWidths = [480, 800, 1200, 1800] as const;

/** Every browser that cannot read srcset or <source> can read WebP or AVIF anyway: one JPEG is enough. */
const fallbackWidth = 1200;

// Qualities chosen by eye on our sources: AVIF and WebP at these settings match the JPEG fallback.
const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 72, effort: 5 }),
  jpeg: (image: Sharp) => image.flatten({ background: "#ffffff" }).jpeg({ quality: 74, mozjpeg: true }),
} as const;
type Format = keyof typeof encoders;
const formats = Object.keys(encoders) as Format[];

const sourceExtensions = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif", ".tif", ".tiff"]);
const resolvedPrefix = "\0responsive-image:";

/**
 * Encoded files outlive the clone (a fresh clone or a CI run on the same machine finds them encoded already):
 * RESPONSIVE_IMAGES_CACHE, or the user's cache folder as the XDG base directories define it.
 */
export function defaultCacheDir(environment: NodeJS.ProcessEnv = process.env): string {
  if (environment.RESPONSIVE_IMAGES_CACHE) return path.resolve(environment.RESPONSIVE_IMAGES_CACHE);
  // The XDG specification ignores a relative XDG_CACHE_HOME.
  const cacheHome = environment.XDG_CACHE_HOME;
  const base = cacheHome && path.isAbsolute(cacheHome) ? cacheHome : path.join(homedir(), ".cache");
  return path.join(base, "couvreur-responsive-images");
}

/**
 * Build-time image pipeline. Each raster source becomes AVIF, WebP and JPEG files at a few widths, emitted by
 * Vite as hashed, immutable assets, and the import gives a typed description (`ResponsiveImage`: intrinsic
 * size, one srcset per format, a fallback src) that `<Picture>` renders. Encoded files are cached by content
 * hash under `cacheDir`, so only a new or changed source costs encoding time; nothing generated is committed.
 * Builds and test runs share that folder, even at the same time: a file appears there whole or not at all.
 */
export function responsiveImages({
  sourceDir = path.resolve(import.meta.dirname, "../app/images/source"),
  cacheDir = defaultCacheDir(),
}: {
  sourceDir?: string;
  cacheDir?: string;
} = {}): Plugin {
  return {
    name: "responsive-images",
    enforce: "pre",
    async resolveId(id) {
      if (!id.startsWith(responsiveImagePrefix)) return;
      const name = id.slice(responsiveImagePrefix.length);
      const matches = (await readdir(sourceDir)).filter(
        (file) => path.parse(file).name === name && sourceExtensions.has(path.extname(file).toLowerCase()),
      );
      if (matches.length !== 1) {
        this.error(
          `${id}: expected exactly one image named "${name}" in ${path.relative(process.cwd(), sourceDir)}, found ${matches.length}`,
        );
      }
      return `${resolvedPrefix}${path.join(sourceDir, matches[0] as string)}`;
    },
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return;
      const file = id.slice(resolvedPrefix.length);
      this.addWatchFile(file);
      const { width, height, variants } = await encode(file, cacheDir);
      const imports = variants.map(
        (variant, index) => `import u${index} from ${JSON.stringify(`${variant.file}?url&no-inline`)};`,
      );
      const srcSet = (format: Format) =>
        variants
          .flatMap((variant, index) => (variant.format === format ? [`\${u${index}} ${variant.width}w`] : []))
          .join(", ");
      const fallbackIndex = variants.findIndex((variant) => variant.format === "jpeg");
      return [
        ...imports,
        "export default {",
        `  width: ${width},`,
        `  height: ${height},`,
        `  src: u${fallbackIndex},`,
        `  srcSet: { avif: \`${srcSet("avif")}\`, webp: \`${srcSet("webp")}\` },`,
        "};",
      ].join("\n");
    },
  };
}

interface Variant {
  file: string;
  format: Format;
  width: number;
}

/** The source's intrinsic size (what width/height attributes need for the aspect ratio) and its encoded files. */
async function encode(file: string, cacheDir: string): Promise<{ width: number; height: number; variants: Variant[] }> {
  const input = await readFile(file);
  const { width = 0, height = 0 } = await sharp(input).metadata();
  if (!width || !height) throw new Error(`${file}: not a readable raster image`);
  const hash = createHash("sha256")
    .update(input)
    .update(String(imageWidths))
    .update(String(Object.values(encoders)))
    .digest("hex")
    .slice(0, 16);
  const folder = path.join(cacheDir, hash);
  await mkdir(folder, { recursive: true });
  const name = path.parse(file).name;
  const widths = [...new Set(imageWidths.map((candidate) => Math.min(candidate, width)))];
  const variants: Variant[] = [];
  for (const format of formats) {
    for (const variantWidth of format === "jpeg" ? [Math.min(fallbackWidth, width)] : widths) {
      const output = path.join(folder, `${name}-${variantWidth}.${format === "jpeg" ? "jpg" : format}`);
      if (!existsSync(output)) {
        const encoded = await encoders[format](sharp(input).resize({ width: variantWidth })).toBuffer();
        // Written under a temporary name of this process's own first, then renamed (atomic on one file system): an
        // interrupted build never leaves a truncated file, and two processes encoding the same source at once each
        // write their own file, the last rename winning with the same bytes.
        const temporary = `${output}.${randomUUID()}.tmp`;
        await writeFile(temporary, encoded);
        await rename(temporary, output);
      }
      variants.push({ file: output, format, width: variantWidth });
    }
  }
  return { width, height, variants };
}
