import type { LeadActionResult } from "#app/lib/lead-fields.ts";

/** Sends a form that carries photos and answers the action's result; set by the photo field once it is ready. */
export type PhotoUploader = (actionUrl: string, form: FormData) => Promise<LeadActionResult>;

const uploaders = new Map<string, PhotoUploader>();

/**
 * The photo field (which owns the progress bar) hands the route's client action its way of sending, keyed by the
 * form's kind; the client action stays a few lines in the forms' chunk and the sending code is loaded with the
 * photos.
 */
export function registerPhotoUploader(kind: string, uploader: PhotoUploader | null): void {
  if (uploader) uploaders.set(kind, uploader);
  else uploaders.delete(kind);
}

export function photoUploaderFor(kind: string): PhotoUploader | undefined {
  return uploaders.get(kind);
}
