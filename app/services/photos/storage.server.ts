import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";

/** The only names the folder ever holds: chosen by the server, so no visitor's string becomes a path. */
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|webp)$/;
const INCOMING = ".incoming";

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

async function fsyncPath(target: string, flags: "r" | "r+"): Promise<void> {
  const handle = await open(target, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The photo files in UPLOADS_DIR: finished photos at the top level under random names, uploads and re-encodings
 * in progress in `.incoming/` (on the same file system, so the final rename is atomic). A photo becomes visible
 * under its final name only once its bytes are on disk (fsync, rename, fsync of the folder), and before the
 * lead's transaction commits: a committed row always points at a complete file. A crash in between leaves a file
 * with no row, which `sweep` removes at the next start.
 */
export class PhotoStorage {
  readonly dir: string;
  readonly incomingDir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
    this.incomingDir = path.join(this.dir, INCOMING);
  }

  async prepare(): Promise<void> {
    await mkdir(this.incomingDir, { recursive: true, mode: 0o700 });
  }

  /** A fresh path in `.incoming/` for a file being written. */
  incomingPath(extension: string): string {
    return path.join(this.incomingDir, `${randomBytes(16).toString("hex")}${extension}`);
  }

  /** The file of a stored photo, or null for any name the server did not make. */
  pathOf(storedName: string): string | null {
    return isStoredName(storedName) ? path.join(this.dir, storedName) : null;
  }

  /** Moves finished files from `.incoming/` to their final names, durably; answers those names in order. */
  async commit(files: readonly { path: string; extension: ".jpg" | ".webp" }[]): Promise<string[]> {
    // A request without photos renames nothing: syncing the folder would only make it wait for the disk.
    if (files.length === 0) return [];
    const names: string[] = [];
    try {
      for (const file of files) {
        await fsyncPath(file.path, "r+");
        const name = `${randomBytes(16).toString("hex")}${file.extension}`;
        await rename(file.path, path.join(this.dir, name));
        names.push(name);
      }
      // The renames themselves are on disk only once the folder is.
      await fsyncPath(this.dir, "r");
      return names;
    } catch (error) {
      await this.remove(names);
      throw error;
    }
  }

  /** Deletes stored photos by name; a name that is already gone is not an error. */
  async remove(storedNames: readonly string[]): Promise<void> {
    await Promise.all(
      storedNames.map((name) => {
        const file = this.pathOf(name);
        return file ? rm(file, { force: true }) : undefined;
      }),
    );
  }

  /**
   * Removes what a crash can leave: files in `.incoming/`, and photos no lead row names. `olderThanMs` spares
   * what is younger, for a folder shared by several server processes where another one may be between its rename
   * and its commit; a single process passes 0. Answers how many files went.
   */
  async sweep(isReferenced: (storedName: string) => boolean, olderThanMs: number, now = Date.now()): Promise<number> {
    let removed = 0;
    const oldEnough = async (file: string) => olderThanMs === 0 || now - (await stat(file)).mtimeMs > olderThanMs;
    for (const entry of await readdir(this.incomingDir, { withFileTypes: true })) {
      const file = path.join(this.incomingDir, entry.name);
      if (entry.isFile() && (await oldEnough(file))) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    for (const entry of await readdir(this.dir, { withFileTypes: true })) {
      if (!entry.isFile() || !isStoredName(entry.name) || isReferenced(entry.name)) continue;
      const file = path.join(this.dir, entry.name);
      if (await oldEnough(file)) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
