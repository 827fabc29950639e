import type { ServerEnv } from "#app/services/env.server.ts";
import { PHOTOS_WORK_FOLDER } from "#app/services/site/photos.server.ts";

/** A folder of files the business owns, saved in every snapshot next to the database and restored with it. */
export interface DataFolder {
  /** Its name inside the snapshot (`uploads/…`): a plain word, fixed once released. */
  name: string;
  /** Where it lives on this machine. */
  dir: (env: ServerEnv) => string;
  /** Top-level entries that are work in progress, never saved (an upload not committed yet). */
  skip: readonly string[];
}

/**
 * Every folder a snapshot holds, in one list: a feature that keeps files of its own (published content, public
 * photos) adds its folder here, and backup, verification and restore follow.
 */
export const DATA_FOLDERS: readonly DataFolder[] = [
  { name: "uploads", dir: (env) => env.UPLOADS_DIR, skip: [".incoming"] },
  // The owner's public project photos: the published versions (in the database) name them.
  { name: "site-photos", dir: (env) => env.SITE_PHOTOS_DIR, skip: [PHOTOS_WORK_FOLDER] },
];
