import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { constants } from "node:zlib";
import { create, Parser, type ReadEntry } from "tar";
import { isSafeRelativePath, MANIFEST_PATH, type Manifest, parseManifest, SnapshotError } from "./manifest.server.ts";

export interface FileRecord {
  path: string;
  bytes: number;
  sha256: string;
}

/** SHA-256 and size of a file, read as a stream. */
export async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest("hex") };
}

/**
 * The regular files under a folder, as paths relative to it with forward slashes. Symbolic links and other
 * special files are left out (the site never makes any there), as are the top-level entries in `skip`.
 */
export async function listFiles(root: string, skip: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  async function walk(relative: string): Promise<void> {
    const entries = await readdir(path.join(root, relative), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (!relative && skip.includes(entry.name)) continue;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
    }
  }
  try {
    if (!(await lstat(root)).isDirectory()) return found;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return found;
    throw error;
  }
  await walk("");
  return found;
}

/**
 * Writes the archive: `manifest.json` first, then the files, read from `cwd` (where each top-level name of the
 * snapshot is a file or a link to the folder it stands for). gzip with Huffman coding only: the photos (already
 * JPEG) do not shrink under any level, and searching them for matches made the backup CPU-bound (measured on
 * 180 MB of photos: 11 s at level 1, 7 s at level 6, 2.3 s Huffman-only); the database's text still shrinks, and
 * gzip's CRC-32 still covers every byte of the file, padding included.
 */
export async function writeArchive(cwd: string, entries: readonly string[], target: string): Promise<void> {
  await pipeline(
    create(
      { cwd, gzip: { level: 1, strategy: constants.Z_HUFFMAN_ONLY }, portable: true, noDirRecurse: true, strict: true },
      [MANIFEST_PATH, ...entries],
    ),
    createWriteStream(target, { flags: "wx" }),
  );
}

/**
 * Where a reader writes a file of the snapshot once its path and size are known to be the manifest's: a stream
 * to write it to, or null to only check it.
 */
export type FileSink = (record: FileRecord) => Promise<Writable | null>;

/** Hashes an entry's bytes while they go to `destination`, at the pace the destination takes them. */
function drain(entry: ReadEntry, destination: Writable | null): Promise<string> {
  const hash = createHash("sha256");
  return new Promise((resolve, reject) => {
    entry.on("data", (chunk: Buffer) => {
      hash.update(chunk);
      if (destination && !destination.write(chunk)) {
        entry.pause();
        destination.once("drain", () => entry.resume());
      }
    });
    entry.once("error", reject);
    entry.once("end", () => {
      if (!destination) resolve(hash.digest("hex"));
      else {
        destination.once("error", reject);
        destination.once("close", () => resolve(hash.digest("hex")));
        destination.end();
      }
    });
    destination?.once("error", reject);
  });
}

/**
 * Reads a snapshot from start to end, refusing at the first doubt: not a gzip'd tar, truncated, a checksum of
 * the archive wrong (gzip's CRC, tar's header sums), a first entry that is not our manifest, an entry that is
 * not a plain file or whose path could leave the folder it is unpacked into (`..`, absolute, links), a file the
 * manifest does not list or lists with another size or SHA-256, a listed file missing. `sink` receives each
 * file's bytes as they are checked; nothing it wrote may be used unless this resolves.
 */
export async function readArchive(file: string, sink: FileSink): Promise<Manifest> {
  let manifest: Manifest | null = null;
  const seen = new Set<string>();
  const work: Promise<void>[] = [];
  let refusal: Error | null = null;
  const refuse = (error: Error) => {
    refusal ??= error;
  };

  const parser = new Parser({
    strict: true,
    // An entry waits for its destination before its bytes flow, so none are lost while a folder is made.
    noResume: true,
    // A SQLite file of text and empty pages compresses far beyond tar's default bound against zip bombs.
    maxDecompressionRatio: 100_000,
    onReadEntry: (entry: ReadEntry) => {
      if (refusal) {
        entry.resume();
        return;
      }
      const name = entry.path;
      if (!isSafeRelativePath(name.replace(/\/$/, ""))) {
        refuse(
          new SnapshotError(`refused: the snapshot holds a path that leaves its folder (${JSON.stringify(name)})`),
        );
        entry.resume();
        return;
      }
      if (entry.type === "Directory") {
        entry.resume();
        return;
      }
      if (entry.type !== "File" && entry.type !== "OldFile") {
        refuse(
          new SnapshotError(
            `refused: the snapshot holds a ${entry.type} (${JSON.stringify(name)}), only plain files are allowed`,
          ),
        );
        entry.resume();
        return;
      }
      if (!manifest) {
        if (name !== MANIFEST_PATH || entry.size > 64 * 1024 * 1024) {
          refuse(new SnapshotError("not a site snapshot: it does not start with the site's manifest"));
          entry.resume();
          return;
        }
        const chunks: Buffer[] = [];
        entry.on("data", (chunk: Buffer) => chunks.push(chunk));
        work.push(
          new Promise<void>((resolve) => {
            entry.on("end", () => {
              try {
                manifest = parseManifest(Buffer.concat(chunks).toString("utf8"));
              } catch (error) {
                refuse(error as Error);
              }
              resolve();
            });
          }),
        );
        return;
      }
      const record = manifest.files.find((candidate) => candidate.path === name);
      if (!record || seen.has(name)) {
        refuse(new SnapshotError(`refused: ${JSON.stringify(name)} is not in the snapshot's manifest`));
        entry.resume();
        return;
      }
      seen.add(name);
      if (record.bytes !== entry.size) {
        refuse(new SnapshotError(`refused: ${name} has ${entry.size} bytes, the manifest says ${record.bytes}`));
        entry.resume();
        return;
      }
      work.push(
        sink(record)
          .then((destination) => drain(entry, destination))
          .then(
            (sha256) => {
              if (sha256 !== record.sha256) {
                refuse(new SnapshotError(`refused: ${name} does not match its SHA-256 in the manifest (damaged)`));
              }
            },
            (error: unknown) => {
              entry.resume();
              refuse(error as Error);
            },
          ),
      );
    },
  });

  try {
    await pipeline(createReadStream(file), parser);
  } catch (error) {
    if (error instanceof SnapshotError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EISDIR" || code === "EACCES")
      throw new SnapshotError(`cannot read ${file}: ${code}`);
    throw new SnapshotError(`refused: the snapshot is damaged or truncated (${(error as Error).message})`);
  }
  await Promise.all(work);
  if (refusal) throw refusal;
  const read = manifest as Manifest | null;
  if (!read) throw new SnapshotError("not a site snapshot: it holds no manifest");
  const missing = read.files.find((record) => !seen.has(record.path));
  if (missing) throw new SnapshotError(`refused: ${missing.path} is listed in the manifest but missing (truncated?)`);
  return read;
}
