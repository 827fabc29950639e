import { readFile } from "node:fs/promises";
import sharp from "sharp";
import type { StoredPhoto } from "#app/services/leads/store.server.ts";
import type { PhotoStorage } from "./storage.server.ts";

/** The photos as the owner's e-mail carries them: attached, or as links to the owner's space when too heavy. */
export interface PhotoDelivery {
  attachments: { filename: string; content: Buffer; contentType: string }[];
  links: { name: string; url: string }[];
}

/**
 * What the attachments may weigh before base64 (which adds a third): the whole message stays under 10 MB, the
 * limit of the usual mailboxes, with room for the text.
 */
export const ATTACHMENT_BUDGET_BYTES = 7 * 1024 * 1024;
/** A smaller copy for the e-mail when the stored photos together pass the budget: still enough to judge a roof. */
const MAIL_LONG_SIDE = 1600;

export const NO_PHOTOS: PhotoDelivery = { attachments: [], links: [] };

/** Where the owner sees a photo full size, behind the owner's log-in. */
export function photoUrl(siteUrl: string, photo: Pick<StoredPhoto, "leadId" | "id">): string {
  return `${siteUrl.replace(/\/+$/, "")}/pro/demandes/${photo.leadId}/photos/${photo.id}`;
}

function attachmentName(photo: StoredPhoto): string {
  return `photo-${photo.position}.jpg`;
}

/**
 * The stored photos as attachments when they fit the budget, else smaller copies of them, else links. A photo
 * whose file is missing (deleted meanwhile) is given as a link, which then answers "not found".
 */
export async function preparePhotoDelivery(
  photos: readonly StoredPhoto[],
  storage: PhotoStorage,
  siteUrl: string,
): Promise<PhotoDelivery> {
  if (photos.length === 0) return NO_PHOTOS;
  const asLinks = (): PhotoDelivery => ({
    attachments: [],
    links: photos.map((photo) => ({ name: photo.originalName, url: photoUrl(siteUrl, photo) })),
  });
  const files: Buffer[] = [];
  for (const photo of photos) {
    const file = storage.pathOf(photo.storedName);
    const content = file ? await readFile(file).catch(() => null) : null;
    if (!content) return asLinks();
    files.push(content);
  }
  const total = (buffers: Buffer[]) => buffers.reduce((sum, buffer) => sum + buffer.length, 0);
  let contents = files;
  if (total(contents) > ATTACHMENT_BUDGET_BYTES) {
    contents = await Promise.all(
      files.map((file) =>
        sharp(file)
          .resize({ width: MAIL_LONG_SIDE, height: MAIL_LONG_SIDE, fit: "inside", withoutEnlargement: true })
          .jpeg({ quality: 75, mozjpeg: true })
          .toBuffer(),
      ),
    );
    if (total(contents) > ATTACHMENT_BUDGET_BYTES) return asLinks();
  }
  return {
    attachments: photos.map((photo, index) => ({
      filename: attachmentName(photo),
      content: contents[index]!,
      contentType: "image/jpeg",
    })),
    links: [],
  };
}
