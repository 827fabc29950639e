import { tmpdir } from "node:os";
import { jobsCopy } from "#app/content/jobs.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { discardReceived, readMultipartForm } from "#app/services/photos/multipart.server.ts";
import { storeReceivedPhotos, uploadRefusal } from "#app/services/photos/upload.server.ts";
import { ownerSettings } from "#app/services/pro/service.server.ts";
import { wakeOutbox } from "#app/services/push/service.server.ts";
import { afterJobFinished } from "./job-finish.server.ts";
import { type EmergencyResult, type FinishResult, JobStore } from "./job-store.server.ts";
import { isJobPhotoPhase, type JobActor, type JobPhotoPhase } from "./job-types.ts";

/** The jobs of the running store, for the owner's routes. */
export async function jobStore(): Promise<JobStore> {
  return new JobStore((await getLeads()).database);
}

/** The domain of the calendar events' UIDs: the site's own host, so no other calendar's UID can equal one. */
export function calendarUidDomain(): string {
  try {
    return new URL(ownerSettings().siteUrl).hostname || "localhost";
  } catch {
    return "localhost";
  }
}

/** What the request's page needs for « Intervenir »: the team to choose from (when the form is open), its jobs. */
export async function emergencyPanel(leadId: number, open: boolean) {
  const store = await jobStore();
  const [team, jobs] = await Promise.all([open ? store.team() : [], store.jobsOfLead(leadId)]);
  return { open, team: team.map(({ userId, name }) => ({ userId, name })), jobs };
}

/** The people ticked in « Intervenir »: ids only, anything else dropped (the store checks they are in the team). */
export function chosenPeople(form: FormData): number[] {
  return form
    .getAll("personne")
    .map((value) => Number(value))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** « Intervenir »: the emergency job, then the office's notifications leave at once. */
export async function openEmergencyJob(
  leadId: number,
  assigneeIds: readonly number[],
  actor: JobActor,
): Promise<EmergencyResult> {
  const result = await (await jobStore()).openEmergency(leadId, assigneeIds, actor, calendarUidDomain());
  if (result.ok && result.created) await wakeOutbox();
  return result;
}

/** « Terminé », then what follows the commit (job-finish.server.ts). */
export async function finishJob(jobId: number, actor: JobActor): Promise<FinishResult> {
  const result = await (await jobStore()).finish(jobId, actor);
  if (result === "finished") await afterJobFinished(jobId);
  return result;
}

export type PhotoUpload =
  | { ok: true; photoId: number }
  | { ok: false; status: number; error: string; phase: JobPhotoPhase | null };

/**
 * One photo added to a job from a multipart POST (`phase`, one file in `photos`): re-encoded without metadata
 * like a visitor's photo, written under a server-made name, then its row; a row that cannot be written takes its
 * file with it. The caller has checked that the person may open the job.
 */
export async function addJobPhoto(request: Request, jobId: number, actor: JobActor): Promise<PhotoUpload> {
  const form = await readMultipartForm(request, tmpdir());
  try {
    if (!form.ok) return { ok: false, status: 400, error: jobsCopy.job.photoOne, phase: null };
    const raw = form.fields.get("phase");
    const phase = isJobPhotoPhase(raw) ? raw : null;
    if (form.refusal) return { ok: false, status: 413, error: uploadRefusal(form.refusal).message, phase };
    if (!phase) return { ok: false, status: 400, error: jobsCopy.job.photoPhaseUnknown, phase };
    if (form.photos.length !== 1) return { ok: false, status: 400, error: jobsCopy.job.photoOne, phase };
    const { photos } = await getLeads();
    const stored = await storeReceivedPhotos(form.photos, photos);
    if (!stored.ok) return { ok: false, status: stored.refusal.status, error: stored.refusal.message, phase };
    const [photo] = stored.photos;
    if (!photo) return { ok: false, status: 400, error: jobsCopy.job.photoOne, phase };
    try {
      const photoId = await (await jobStore()).addPhoto(jobId, phase, photo, actor);
      if (photoId === null) {
        await photos.remove([photo.storedName]);
        return { ok: false, status: 404, error: jobsCopy.job.photoNotFound, phase };
      }
      return { ok: true, photoId };
    } catch (error) {
      await photos.remove([photo.storedName]);
      throw error;
    }
  } finally {
    await discardReceived(form.photos);
  }
}
