import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import type { PageSources } from "#server/security.ts";
import type { RenderedFile } from "./render.server.ts";

/**
 * The identity of a server build: the SHA-256 of its bundle, which holds the routes, the components, the
 * content files and the manifest of the client's hashed assets. Two processes of one deployment share it;
 * another deployment renders the same version differently and so never loads this one's set.
 */
export function buildIdentity(serverBuildFile: string): string {
  return createHash("sha256").update(readFileSync(serverBuildFile)).digest("hex").slice(0, 32);
}

interface PackedEntry {
  key: string;
  contentType: string;
  status: number;
  /** How the body is stored: its gzip twin (what most visitors are sent anyway), or as it is when small. */
  encoding: "gzip" | "identity";
  offset: number;
  length: number;
  sources: PageSources | null;
}

/** A rendered set as one manifest (JSON) and one blob of bodies, for the database (site_renders). */
export function packRenderedSet(files: readonly RenderedFile[]): { manifest: string; bodies: Buffer } {
  const entries: PackedEntry[] = [];
  const chunks: Uint8Array[] = [];
  let offset = 0;
  for (const file of files) {
    const stored = file.gz ?? file.body;
    entries.push({
      key: file.key,
      contentType: file.contentType,
      status: file.status,
      encoding: file.gz ? "gzip" : "identity",
      offset,
      length: stored.byteLength,
      sources: file.sources,
    });
    chunks.push(stored);
    offset += stored.byteLength;
  }
  return { manifest: JSON.stringify(entries), bodies: Buffer.concat(chunks) };
}

const gunzipAsync = promisify(gunzip);

/**
 * The set back from its manifest and blob: each body unzipped once (on libuv's threads, off the one that answers
 * visitors), its gzip twin kept as stored.
 */
export function unpackRenderedSet(manifest: string, bodies: Uint8Array): Promise<RenderedFile[]> {
  const blob = Buffer.from(bodies.buffer, bodies.byteOffset, bodies.byteLength);
  const entries = JSON.parse(manifest) as PackedEntry[];
  return Promise.all(
    entries.map(async (entry): Promise<RenderedFile> => {
      const stored = blob.subarray(entry.offset, entry.offset + entry.length);
      if (stored.byteLength !== entry.length) throw new Error(`the stored set is cut short at ${entry.key}`);
      const gzipped = entry.encoding === "gzip";
      return {
        key: entry.key,
        contentType: entry.contentType,
        status: entry.status,
        body: gzipped ? await gunzipAsync(stored) : stored,
        gz: gzipped ? stored : null,
        br: null,
        sources: entry.sources,
      };
    }),
  );
}
