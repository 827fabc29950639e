import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { leadPhotosCopy } from "#app/content/pro-photos.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/lead-photo";

/** The gallery's thumbnails: small enough for six on a phone's screen, sharp enough to recognise the photo. */
const THUMBNAIL_LONG_SIDE = 480;

function positiveId(raw: string | undefined): number | null {
  const id = Number(raw);
  return /^\d{1,15}$/.test(raw ?? "") && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function notFound(): Response {
  return new Response(leadPhotosCopy.notFound, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * One photo of one request, for the signed-in owner only. The file is found through the request's own row (never
 * from a name in the URL), served with the type of the format the server wrote (never sniffed: the security
 * headers send `X-Content-Type-Options: nosniff` with every response), inline under a name the server makes, and
 * never cached (the owner's space guard sends `Cache-Control: no-store`: a visitor's photo stays off a shared
 * computer's disk). `?vignette` answers a small copy for the gallery.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOwner(request);
  const leadId = positiveId(params.id);
  const photoId = positiveId(params.photoId);
  if (leadId === null || photoId === null) return notFound();
  const { store, photos } = await getLeads();
  const photo = await store.photo(leadId, photoId);
  const file = photo ? photos.pathOf(photo.storedName) : null;
  if (!photo || !file) return notFound();
  const original = await readFile(file).catch(() => null);
  if (!original) return notFound();
  const thumbnail = new URL(request.url).searchParams.has("vignette");
  const body = thumbnail
    ? await sharp(original)
        .resize({ width: THUMBNAIL_LONG_SIDE, height: THUMBNAIL_LONG_SIDE, fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: 72, mozjpeg: true })
        .toBuffer()
    : original;
  const suffix = thumbnail ? "-vignette" : "";
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": thumbnail ? "image/jpeg" : photo.contentType,
      "Content-Length": String(body.length),
      "Content-Disposition": `inline; filename="demande-${leadId}-photo-${photo.position}${suffix}.jpg"`,
      // Opened on its own, the photo is a document that can run nothing.
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; sandbox",
    },
  });
}
