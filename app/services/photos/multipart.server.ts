import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { MAX_PHOTO_BYTES, MAX_PHOTOS, MAX_PHOTOS_TOTAL_BYTES, PHOTO_FIELD } from "#app/lib/photo-limits.ts";

/** One photo as it arrived, written to a temporary file; its name is the visitor's, cleaned for display only. */
export interface ReceivedPhoto {
  displayName: string;
  tempPath: string;
  bytes: number;
}

/** A limit the upload crossed: the visitor is told which, and nothing is kept. */
export type UploadRefusal = { reason: "too-many" } | { reason: "too-big"; name: string } | { reason: "total-too-big" };

export type MultipartForm =
  | { ok: true; fields: URLSearchParams; photos: ReceivedPhoto[]; refusal: UploadRefusal | null }
  | { ok: false; photos: ReceivedPhoto[]; tooLarge?: true };

const MAX_DISPLAY_NAME = 80;

/**
 * The visitor's file name as the owner may read it: no folder (a name like "../../etc/passwd.jpg" keeps only
 * "passwd.jpg"), no control or bidirectional-override characters (which could disguise "gpj.exe" as "exe.jpg"),
 * bounded in length. It is never used to name anything on disk.
 */
export function displayNameOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  const bounded =
    [...cleaned].length > MAX_DISPLAY_NAME ? `${[...cleaned].slice(0, MAX_DISPLAY_NAME - 1).join("")}…` : cleaned;
  return bounded === "" || bounded === "." || bounded === ".." ? "photo" : bounded;
}

/** Removes the temporary files of an upload, whatever became of it. */
export async function discardReceived(photos: readonly ReceivedPhoto[]): Promise<void> {
  await Promise.all(photos.map((photo) => rm(photo.tempPath, { force: true })));
}

/** The parser with the photo field's limits, for this request's Content-Type (throws when it has no boundary). */
function createParser(request: Request): busboy.Busboy {
  return busboy({
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    // Browsers write file names in UTF-8 without RFC 5987 encoding.
    defParamCharset: "utf8",
    limits: {
      files: MAX_PHOTOS,
      fileSize: MAX_PHOTO_BYTES,
      fields: 30,
      fieldNameSize: 100,
      // Far above the longest field (5,000 characters of up to 4 bytes each).
      fieldSize: 32 * 1024,
      parts: 40,
      headerPairs: 10,
    },
  });
}

/**
 * Reads a multipart form as it streams in: the text fields into memory (bounded), each photo straight to a
 * temporary file in `tempDir`, so a 40 MB upload never sits in memory. The body is always read to its end, even
 * past a limit, so that every text field reaches the answer and the visitor keeps what they typed; the bytes
 * past a limit are dropped. A body no browser would send (broken multipart, a field past its size, invalid
 * UTF-8) answers `ok: false`. A body that stops arriving is cut off by the Express guard, which closes the
 * connection: the read then fails here and the temporary files are removed.
 */
export async function readMultipartForm(request: Request, tempDir: string): Promise<MultipartForm> {
  const photos: ReceivedPhoto[] = [];
  const fields = new URLSearchParams();
  const writes: Promise<void>[] = [];
  const fileStreams: Readable[] = [];
  let refusal: UploadRefusal | null = null;
  let unreadable = false;
  let tooLarge = false;
  let totalBytes = 0;

  let parser: busboy.Busboy;
  try {
    parser = createParser(request);
  } catch {
    // No boundary, or not multipart at all: busboy refuses before reading a byte.
    return { ok: false, photos: [] };
  }

  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) tooLarge = true;
    else if (info.nameTruncated || value.includes("\uFFFD")) unreadable = true;
    else fields.append(name, value);
  });
  for (const event of ["fieldsLimit", "partsLimit"] as const) {
    parser.on(event, () => {
      unreadable = true;
    });
  }
  parser.on("filesLimit", () => {
    refusal ??= { reason: "too-many" };
  });
  parser.on("file", (name, stream, info) => {
    // An empty file input still sends a part with an empty name; busboy also counts as a file a part declared
    // application/octet-stream without any name, which no browser sends. Neither, nor a part under another
    // field name, is a photo.
    const filename = typeof info.filename === "string" ? info.filename : "";
    if (name !== PHOTO_FIELD || filename === "" || refusal) {
      stream.resume();
      return;
    }
    const photo: ReceivedPhoto = {
      displayName: displayNameOf(filename),
      tempPath: path.join(tempDir, `${randomBytes(16).toString("hex")}.upload`),
      bytes: 0,
    };
    photos.push(photo);
    fileStreams.push(stream);
    stream.on("limit", () => {
      refusal ??= { reason: "too-big", name: photo.displayName };
    });
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        photo.bytes += chunk.length;
        totalBytes += chunk.length;
        if (totalBytes > MAX_PHOTOS_TOTAL_BYTES) refusal ??= { reason: "total-too-big" };
        callback(null, refusal ? undefined : chunk);
      },
    });
    writes.push(pipeline(stream, counter, createWriteStream(photo.tempPath, { flags: "wx", mode: 0o600 })));
  });

  const parsed = new Promise<void>((resolve, reject) => {
    parser.once("close", resolve);
    parser.once("error", reject);
  });
  // The pipeline below reports the same error first; this one is awaited only when it did not fail.
  parsed.catch(() => undefined);
  try {
    if (!request.body) return { ok: false, photos };
    await pipeline(Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>), parser);
    await parsed;
    await Promise.all(writes);
  } catch (error) {
    // A body cut short leaves a file stream that will never end: its write is stopped here.
    for (const stream of fileStreams) stream.destroy();
    await Promise.allSettled(writes);
    await discardReceived(photos);
    // A broken multipart body is the visitor's; a connection closed under us (the guard's stall cut-off) too.
    if (error instanceof Error && "code" in error && error.code === "ENOSPC") throw error;
    return { ok: false, photos: [] };
  }
  if (unreadable || tooLarge) {
    await discardReceived(photos);
    return tooLarge ? { ok: false, photos: [], tooLarge: true } : { ok: false, photos: [] };
  }
  return { ok: true, fields, photos, refusal };
}
