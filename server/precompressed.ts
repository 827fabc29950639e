import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Request, RequestHandler, Response } from "express";

/** The twins scripts/postbuild.mjs writes beside each text file, best first. */
const encodings = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;

type Encoding = (typeof encodings)[number][0];

/**
 * Lists, once at start, the build files that have precompressed twins (absolute paths of the originals).
 */
export function findPrecompressed(clientDir: string): Set<string> {
  const originals = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".br")) originals.add(full.slice(0, -".br".length));
    }
  };
  if (existsSync(clientDir)) walk(clientDir);
  return originals;
}

/**
 * The twin to send for `file`, if the browser accepts one: sets Content-Encoding, Vary and the original's
 * Content-Type, and returns the twin's path; otherwise returns `file` untouched. Brotli is preferred whenever
 * it is accepted (browsers list gzip first but every one that sends `br` decodes it faster and smaller).
 * A request without Accept-Encoding gets the plain file.
 * `file` is the absolute path of the original.
 */
export function precompressedFile(req: Request, res: Response, file: string, precompressed: Set<string>): string {
  res.vary("Accept-Encoding");
  if (!precompressed.has(file)) return file;
  const encoding = chooseEncoding(req, ["br", "gzip"]);
  if (!encoding) return file;
  res.type(path.extname(file) || "html");
  res.setHeader("Content-Encoding", encoding);
  return `${file}${extensionOf(encoding)}`;
}

/**
 * The encoding to send among those available, in the order of preference above; null for the plain file
 * (no Accept-Encoding, or none of them accepted).
 */
export function chooseEncoding(req: Request, available: readonly string[]): Encoding | null {
  if (!req.headers["accept-encoding"]) return null;
  for (const [encoding] of encodings) {
    if (available.includes(encoding) && req.acceptsEncodings(encoding) === encoding) return encoding;
  }
  return null;
}

export function extensionOf(encoding: Encoding): string {
  return encodings.find(([name]) => name === encoding)?.[1] ?? "";
}

/**
 * In front of `express.static(root)`: points the request at the file's twin when there is one and the browser
 * accepts it, so the static handler sends it with its usual caching headers (and `compression()` leaves an
 * already encoded response alone).
 * `root` is the folder the following express.static serves.
 */
export function precompressedStatic(root: string, precompressed: Set<string>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, pathname);
    const chosen = precompressedFile(req, res, file, precompressed);
    if (chosen !== file) req.url = `${req.path}${chosen.slice(file.length)}${req.url.slice(req.path.length)}`;
    next();
  };
}
