import type { LinkedDocument } from "#app/services/billing/documents/invoice-types.ts";
import { directionsHref, displayPhone, telHref } from "#app/services/pro/contact-links.server.ts";
import type { TeamMember } from "#app/services/pro/session.server.ts";
import { mayOpenJob, maySeeAmounts } from "#app/services/team/policy.ts";
import type { JobDetail } from "./job-types.ts";
import { SCHEDULE_EVENT_KINDS } from "./schedule-contract.ts";

/*
 * What a job's page is sent, decided on the server by the person's role (decision 054): what everyone on the job
 * needs on site, and the office's part only to the office. A compagnon's answer is built without the office's
 * fields at all, so no price, amount, other client nor history can reach his phone.
 */

/** Whether the person may open this job's page, its photos and its actions: the office, or someone on it. */
export function mayWorkOn(member: Pick<TeamMember, "role" | "userId">, job: Pick<JobDetail, "assignees">): boolean {
  return mayOpenJob(
    member.role,
    member.userId,
    job.assignees.map((person) => person.userId),
  );
}

/** The site's one-tap links: call the client, the way to the site in the phone's map app. */
export function siteLinks(job: { clientPhone: string; siteAddress: string; town: string }) {
  return {
    phone: job.clientPhone ? displayPhone(job.clientPhone) : "",
    call: telHref(job.clientPhone),
    map: directionsHref(job.siteAddress || job.town),
  };
}

export function siteView(job: JobDetail) {
  return {
    id: job.id,
    origin: job.origin,
    state: job.state,
    title: job.title,
    clientName: job.clientName,
    siteAddress: job.siteAddress,
    town: job.town,
    links: siteLinks(job),
    // An emergency has no window: the team left when the office pressed « Intervenir ».
    arrivalWindow: job.origin === "emergency" ? "" : job.arrivalWindow,
    toBring: job.toBring,
    clientPreparation: job.clientPreparation,
    postponeReason: job.postponeReason,
    postponeNote: job.postponeNote,
    days: job.days.map(({ id, day, period, cancelled }) => ({ id, day, period, cancelled })),
    team: job.assignees.map(({ userId, name }) => ({ userId, name })),
    notes: job.notes,
    photos: job.photos,
    arrivedAt: job.arrivedAt,
    arrivedBy: job.arrivedBy,
    finishedAt: job.finishedAt,
  };
}

export type SiteView = ReturnType<typeof siteView>;

export interface OfficeQuote {
  id: number;
  number: string | null;
  exclCents: number;
}

export type ClientAnswer =
  | { kind: "confirmed"; at: string; current: boolean }
  | { kind: "change"; at: string; message: string }
  | null;

/**
 * The client's last answer from his page: another date asked, or his dates confirmed, and whether that confirmation
 * still holds (no date changed since), as his own page decides it.
 */
export function clientAnswer(
  job: Pick<JobDetail, "clientConfirmedAt" | "clientChangeRequest" | "events">,
): ClientAnswer {
  const latest = (kinds: readonly string[]) => job.events.find((event) => kinds.includes(event.kind))?.at ?? null;
  if (job.clientChangeRequest) {
    const at = latest(["client.change_requested"]) ?? "";
    return { kind: "change", at, message: job.clientChangeRequest };
  }
  if (!job.clientConfirmedAt) return null;
  const changedAt = latest(SCHEDULE_EVENT_KINDS);
  return {
    kind: "confirmed",
    at: job.clientConfirmedAt,
    current: changedAt === null || job.clientConfirmedAt >= changedAt,
  };
}

export function officeView(job: JobDetail, quote: OfficeQuote | null, invoices: readonly LinkedDocument[]) {
  return {
    quote,
    invoices: invoices.map(({ id, number, kind, date, inclCents, state }) => ({
      id,
      number,
      kind,
      date,
      inclCents,
      state,
    })),
    leadId: job.leadId,
    clientEmail: job.clientEmail,
    requestedAt: job.requestedAt,
    clientAnswer: clientAnswer(job),
    events: job.events.map(({ id, at, kind, by }) => ({ id, at, kind, by })),
    createdAt: job.createdAt,
  };
}

export type OfficeView = ReturnType<typeof officeView>;

/** Whether the office's part is sent: never to a role that may not see amounts. */
export function seesOffice(member: Pick<TeamMember, "role">): boolean {
  return maySeeAmounts(member.role);
}
