// @ts-check
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** The twins scripts/postbuild.mjs writes beside each text file, best first. */
const encodings = /** @type {const} */ ([
  ["br", ".br"],
  ["gzip", ".gz"],
]);

/**
 * Lists, once at start, the build files that have precompressed twins (absolute paths of the originals).
 * @param {string} clientDir
 * @returns {Set<string>}
 */
export function findPrecompressed(clientDir) {
  /** @type {Set<string>} */
  const originals = new Set();
  /** @param {string} dir */
  const walk = (dir) => {
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
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {string} file absolute path of the original
 * @param {Set<string>} precompressed
 * @returns {string}
 */
export function precompressedFile(req, res, file, precompressed) {
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
 * @param {import("express").Request} req
 * @param {readonly string[]} available
 * @returns {"br" | "gzip" | null}
 */
export function chooseEncoding(req, available) {
  if (!req.headers["accept-encoding"]) return null;
  for (const [encoding] of encodings) {
    if (available.includes(encoding) && req.acceptsEncodings(encoding) === encoding) return encoding;
  }
  return null;
}

/** @param {"br" | "gzip"} encoding */
export function extensionOf(encoding) {
  return /** @type {string} */ (encodings.find(([name]) => name === encoding)?.[1]);
}

/**
 * In front of `express.static(root)`: points the request at the file's twin when there is one and the browser
 * accepts it, so the static handler sends it with its usual caching headers (and `compression()` leaves an
 * already encoded response alone).
 * @param {string} root the folder the following express.static serves
 * @param {Set<string>} precompressed
 * @returns {import("express").RequestHandler}
 */
export function precompressedStatic(root, precompressed) {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let pathname;
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
