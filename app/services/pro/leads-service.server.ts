import { getLeads } from "#app/services/leads/service.server.ts";
import type { StoredPhoto } from "#app/services/leads/store.server.ts";
import { OwnerLeads } from "./leads.server.ts";

/** The owner's view of the running store, for the routes of the owner's space. */
export async function ownerLeads(): Promise<OwnerLeads> {
  return new OwnerLeads((await getLeads()).database);
}

/** Wakes the mail worker after a delivery was queued again, so it leaves now rather than at the next poll. */
export async function wakeMailWorker(): Promise<void> {
  (await getLeads()).worker.notify();
}

/** Removes the photo files of erased requests, once the erasure has committed (no row names them any more). */
export async function removePhotoFiles(storedNames: readonly string[]): Promise<void> {
  await (await getLeads()).photos.remove(storedNames);
}

/** A request's photos in the visitor's order, for its page. */
export async function leadPhotos(leadId: number): Promise<StoredPhoto[]> {
  return (await getLeads()).store.photosOf(leadId);
}
