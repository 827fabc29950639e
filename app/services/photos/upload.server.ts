import { rm } from "node:fs/promises";
import { photoCopy } from "#app/content/photos.ts";
import type { NewLeadPhoto } from "#app/services/leads/store.server.ts";
import type { ReceivedPhoto, UploadRefusal } from "./multipart.server.ts";
import { type PhotoProblem, reencodePhoto } from "./reencode.server.ts";
import type { PhotoStorage } from "./storage.server.ts";

/** Why a submission's photos were refused: the HTTP status and the French sentence naming the file. */
export interface PhotoRefusal {
  status: 408 | 413 | 415 | 422;
  message: string;
}

const copy = photoCopy.errors;

export function uploadRefusal(refusal: UploadRefusal): PhotoRefusal {
  switch (refusal.reason) {
    case "too-many":
      return { status: 413, message: copy.tooMany };
    case "too-big":
      return { status: 413, message: copy.tooBig(refusal.name) };
    default:
      return { status: 413, message: copy.totalTooBig };
  }
}

function problemRefusal(problem: PhotoProblem, name: string): PhotoRefusal {
  switch (problem) {
    case "not-image":
      return { status: 415, message: copy.notImage(name) };
    case "heic":
      return { status: 415, message: copy.heic(name) };
    case "too-many-pixels":
      return { status: 413, message: copy.tooManyPixels(name) };
    default:
      return { status: 422, message: copy.damaged(name) };
  }
}

/**
 * Re-encodes every received photo and moves the results to their final names, or refuses them all: one bad
 * file refuses the submission, so nothing of it is kept. The caller removes the received (temporary) files, and
 * the stored ones if the lead's transaction does not commit.
 */
export async function storeReceivedPhotos(
  received: readonly ReceivedPhoto[],
  storage: PhotoStorage,
): Promise<{ ok: true; photos: NewLeadPhoto[] } | { ok: false; refusal: PhotoRefusal }> {
  const encoded: { path: string; photo: Omit<NewLeadPhoto, "storedName"> }[] = [];
  const dropEncoded = () => Promise.all(encoded.map((file) => rm(file.path, { force: true })));
  try {
    for (const upload of received) {
      const output = storage.incomingPath(".jpg");
      const result = await reencodePhoto(upload.tempPath, output);
      if (!result.ok) {
        await rm(output, { force: true });
        await dropEncoded();
        return { ok: false, refusal: problemRefusal(result.problem, upload.displayName) };
      }
      encoded.push({ path: output, photo: { ...result.photo, originalName: upload.displayName } });
    }
    const names = await storage.commit(encoded.map((file) => ({ path: file.path, extension: ".jpg" })));
    return { ok: true, photos: encoded.map((file, index) => ({ ...file.photo, storedName: names[index]! })) };
  } catch (error) {
    await dropEncoded();
    throw error;
  }
}
