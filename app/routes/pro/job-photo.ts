import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { jobsCopy } from "#app/content/jobs.ts";
import { jobStore } from "#app/services/jobs/job-service.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import { mayOpenJob } from "#app/services/team/policy.ts";
import type { Route } from "./+types/job-photo";

/** The thumbnails of a job's page: three to a phone's row. */
const THUMBNAIL_LONG_SIDE = 360;

function positiveId(raw: string | undefined): number | null {
  const id = Number(raw);
  return /^\d{1,15}$/.test(raw ?? "") && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function notFound(): Response {
  return new Response(jobsCopy.job.photoNotFound, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * One photo of one job, served as a request's photo is (app/routes/pro/lead-photo.ts): found through the job's own
 * row, with the type the server wrote, inline, never cached, sandboxed; and only to someone who may open the job
 * (the office, or a person on it), 404 to anyone else.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireOwner(request);
  const jobId = positiveId(params.id);
  const photoId = positiveId(params.photoId);
  if (jobId === null || photoId === null) return notFound();
  const store = await jobStore();
  if (!mayOpenJob(member.role, member.userId, await store.assigneeIds(jobId))) return notFound();
  const photo = await store.photo(jobId, photoId);
  const file = photo ? (await getLeads()).photos.pathOf(photo.storedName) : null;
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
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": thumbnail ? "image/jpeg" : photo.contentType,
      "Content-Length": String(body.length),
      "Content-Disposition": `inline; filename="chantier-${jobId}-${photo.phase}-${photoId}${thumbnail ? "-vignette" : ""}.jpg"`,
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; sandbox",
    },
  });
}
