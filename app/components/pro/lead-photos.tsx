import { leadPhotosCopy as copy } from "#app/content/pro-photos.ts";
import { formatMegabytes } from "#app/lib/photo-limits.ts";
import { Panel } from "./lead-sections.tsx";

export interface LeadPhotoView {
  id: number;
  position: number;
  originalName: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * The photos the visitor sent, as thumbnails that open full size. The visitor's file name is shown as text only;
 * every address is built from the server's own ids.
 */
export function LeadPhotos({ leadId, photos }: { leadId: number; photos: readonly LeadPhotoView[] }) {
  if (photos.length === 0) return null;
  return (
    <Panel title={copy.title(photos.length)} id="photos">
      <p className="-mt-1 mb-3 text-sm text-muted">{copy.intro}</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo) => {
          const href = `/pro/demandes/${leadId}/photos/${photo.id}`;
          return (
            <li key={photo.id} className="overflow-hidden rounded-lg border border-line bg-surface">
              <a
                href={href}
                target="_blank"
                rel="noopener"
                aria-label={copy.open(photo.position, photo.originalName)}
                className="block focus-visible:outline-offset-[-3px]"
              >
                <img
                  src={`${href}?vignette`}
                  alt={copy.alt(photo.position, photo.originalName)}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  className="aspect-[4/3] w-full bg-line object-cover"
                />
              </a>
              <div className="px-2 py-1.5">
                <p className="truncate text-xs font-medium text-ink" title={photo.originalName}>
                  {photo.originalName}
                </p>
                <p className="text-xs text-muted">
                  {copy.size(photo.width, photo.height, formatMegabytes(photo.bytes))}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
