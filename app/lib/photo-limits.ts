/**
 * The photo field's limits, shared by the browser (which downsizes before sending) and the server (which
 * enforces them on whatever arrives): six pictures, each a phone photo at most, forty megabytes in all.
 */
export const PHOTO_FIELD = "photos";
export const MAX_PHOTOS = 6;
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTOS_TOTAL_BYTES = 40 * 1024 * 1024;
/** Long side of a stored photo: enough to read a tile or a crack, a tenth of a phone original's weight. */
export const PHOTO_LONG_SIDE = 2560;
/** The formats a phone or a computer saves photos in; HEIC only where the server's image library decodes it. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif";

/** "4,2 Mo" (or "380 ko" under a megabyte) as a French reader writes it. */
export function formatMegabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} ko`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes.toLocaleString("fr-FR", { maximumFractionDigits: megabytes < 10 ? 1 : 0 })} Mo`;
}
