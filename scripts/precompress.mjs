// @ts-check
// Every text file of a client build gets a Brotli (quality 11) and a gzip twin, which the server sends as they
// are (server/precompressed.ts) instead of compressing each response on the fly at a lower quality.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".xml",
  ".txt",
  ".json",
  ".webmanifest",
  ".data",
  ".ico",
]);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Every file under `dir`, depth first.
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
export async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * The Brotli twin of one text, at the highest quality: the build's files, and the pages a publication renders
 * again while the server runs.
 * @param {Buffer} content
 * @returns {Promise<Buffer>}
 */
export function brotliTwin(content) {
  return brotli(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/**
 * The gzip twin of one text, at the highest level (a few milliseconds for a page, where Brotli takes a fifth
 * of a second).
 * @param {Buffer} content
 * @returns {Promise<Buffer>}
 */
export function gzipTwin(content) {
  return gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/** Below this size the encoding headers cost more than they save. */
export const minimumCompressedBytes = 1024;

/**
 * Writes the `.br` and `.gz` twins of the compressible files under `clientDir`.
 * @param {string} clientDir
 * @returns {Promise<{ twins: number, bytesBefore: number, bytesAfter: number }>}
 */
export async function precompress(clientDir) {
  const files = [];
  for await (const file of filesUnder(clientDir)) files.push(file);
  const totals = { twins: 0, bytesBefore: 0, bytesAfter: 0 };
  await Promise.all(
    files.map(async (file) => {
      if (!compressible.has(path.extname(file))) return;
      const { size } = await stat(file);
      if (size < minimumCompressedBytes) return;
      const content = await readFile(file);
      const [br, gz] = await Promise.all([brotliTwin(content), gzipTwin(content)]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      totals.twins += 1;
      totals.bytesBefore += content.length;
      totals.bytesAfter += br.length;
    }),
  );
  return totals;
}
