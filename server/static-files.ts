import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Express, Request } from "express";
import express from "express";
import { precompressedStatic } from "./precompressed.ts";

// The files of the build and the owner's project photos: which requests name one (they leave with a file's headers,
// not a document's), and the static handlers that serve them with their caching. Pages are prerendered-pages.ts's.

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * The URL paths of the build's files that are not pages (scripts, styles, images, icons, the manifest, the
 * robots and sitemap files), listed once at start: a request for one of them gets a file's headers. A page's own
 * file (`/devis/index.html`) and the compressed twins are not in the list.
 */
export function findAssetPaths(clientDir: string, pageFiles: Set<string>): Set<string> {
  const paths = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!pageFiles.has(full) && !/\.(?:br|gz)$/.test(entry.name))
        paths.add(`/${path.relative(clientDir, full).split(path.sep).join("/")}`);
    }
  };
  if (existsSync(clientDir) && statSync(clientDir).isDirectory()) walk(clientDir);
  return paths;
}

/** A project photo as the encoder leaves it once finished (never a temporary file): a content hash and a width. */
const FINISHED_PHOTO = /^\/[0-9a-f]{20}-\d{2,4}\.(?:avif|webp)$/;

/** Whether `pathname` names a finished project photo that exists in the public photos folder. */
function isPublicPhoto(photosDir: string, pathname: string): boolean {
  if (!pathname.startsWith("/photos/")) return false;
  const name = pathname.slice("/photos".length);
  return FINISHED_PHOTO.test(name) && existsSync(path.join(photosDir, name));
}

/**
 * Whether a GET or HEAD names a file: one of the build's that exists, any path under /assets outside development, or
 * a finished project photo. Such a request leaves with a file's headers, every other with a document's.
 */
export function fileRequests({
  clientDir,
  pageFiles,
  development,
  publicPhotosDir,
}: {
  clientDir: string;
  pageFiles: Set<string>;
  development: boolean;
  publicPhotosDir: string | undefined;
}): (req: Request) => boolean {
  const assetPaths = findAssetPaths(clientDir, pageFiles);
  return (req) =>
    (req.method === "GET" || req.method === "HEAD") &&
    (assetPaths.has(req.path) ||
      // A missing build file gets a file's short 404, not a document.
      (!development && req.path.startsWith("/assets/")) ||
      (publicPhotosDir !== undefined && isPublicPhoto(publicPhotosDir, req.path)));
}

/**
 * Serves the build's files (the hashed ones under /assets for a year, the others for an hour), their Brotli and gzip
 * twins written at build time when the browser takes them, and the owner's project photos.
 */
export function serveStaticFiles(
  app: Express,
  {
    clientDir,
    precompressed,
    development,
    publicPhotosDir,
  }: { clientDir: string; precompressed: Set<string>; development: boolean; publicPhotosDir: string | undefined },
): void {
  app.use(
    "/assets",
    precompressedStatic(path.join(clientDir, "assets"), precompressed),
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
      index: false,
      redirect: false,
      fallthrough: true,
    }),
  );
  if (!development) {
    // A build file that does not exist (an old hashed name, a probe): a short answer, no page rendered.
    app.use("/assets", (req, res, next) =>
      req.method === "GET" || req.method === "HEAD" ? res.status(404).type("txt").send("Not found") : next(),
    );
  }
  app.use(
    precompressedStatic(clientDir, precompressed),
    express.static(clientDir, {
      maxAge: "1h",
      index: false,
      redirect: false,
    }),
  );

  if (publicPhotosDir) {
    // Content-hashed names: a changed photo gets a new name, so a year's cache never shows a stale one. Only
    // finished files answer (a name the encoder writes last), never a temporary one.
    const photos = express.static(publicPhotosDir, {
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
      index: false,
      redirect: false,
      dotfiles: "deny",
    });
    app.use("/photos", (req, res, next) => (FINISHED_PHOTO.test(req.path) ? photos(req, res, next) : next()));
  }
}
