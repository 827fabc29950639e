import type { DayPeriod, JobOrigin, JobPhotoPhase, JobState } from "#app/services/db/job-tables.server.ts";

export type { DayPeriod, JobOrigin, JobPhotoPhase, JobState } from "#app/services/db/job-tables.server.ts";

/*
 * A job as the screens read it (decision 054). Nothing here is a price: the office's screens add the quote's
 * amounts themselves, so what a compagnon is sent cannot carry one by mistake.
 */

export const JOB_STATES = [
  "a_planifier",
  "planifie",
  "en_cours",
  "reporte",
  "termine",
] as const satisfies readonly JobState[];

export function isJobState(value: unknown): value is JobState {
  return typeof value === "string" && (JOB_STATES as readonly string[]).includes(value);
}

/** The longest note a person may add: a few paragraphs typed on a roof. */
export const JOB_NOTE_MAX_LENGTH = 2000;

export const JOB_PHOTO_PHASES = ["avant", "pendant", "apres"] as const satisfies readonly JobPhotoPhase[];

export function isJobPhotoPhase(value: unknown): value is JobPhotoPhase {
  return typeof value === "string" && (JOB_PHOTO_PHASES as readonly string[]).includes(value);
}

/** Who did something, as the history names him: the account's id and e-mail as they were. */
export interface JobActor {
  userId: number;
  email: string;
}

/** A person of the team: his name, or his e-mail for an account made before names were asked. */
export interface TeamPerson {
  userId: number;
  name: string;
  phone: string;
}

export interface PlannedDay {
  id: number;
  /** YYYY-MM-DD, Europe/Paris. */
  day: string;
  period: DayPeriod;
  uid: string;
  sequence: number;
  cancelled: boolean;
}

export interface JobNote {
  id: number;
  at: string;
  by: string | null;
  body: string;
}

export interface JobPhoto {
  id: number;
  phase: JobPhotoPhase;
  width: number;
  height: number;
  bytes: number;
  at: string;
  by: string | null;
}

export interface JobEvent {
  id: number;
  at: string;
  kind: string;
  by: string | null;
  detail: Record<string, unknown>;
}

/** What every job's row and page start with. */
export interface JobSummary {
  id: number;
  origin: JobOrigin;
  state: JobState;
  title: string;
  clientName: string;
  town: string;
  service: string;
  quoteId: number | null;
  leadId: number | null;
}

export interface JobRow extends JobSummary {
  /** The first planned day from today, or the last one when all are past. */
  nextDay: { day: string; period: DayPeriod } | null;
  people: string[];
  updatedAt: string;
}

export interface JobDetail extends JobSummary {
  clientEmail: string;
  clientPhone: string;
  siteAddress: string;
  postponeReason: string | null;
  postponeNote: string;
  arrivalWindow: string;
  clientPreparation: string;
  toBring: string;
  requestedAt: string | null;
  arrivedAt: string | null;
  arrivedBy: string | null;
  finishedAt: string | null;
  clientConfirmedAt: string | null;
  clientChangeRequest: string | null;
  scheduleRevision: number;
  createdAt: string;
  updatedAt: string;
  days: PlannedDay[];
  assignees: TeamPerson[];
  notes: JobNote[];
  photos: JobPhoto[];
  events: JobEvent[];
}

/** One job on one day of a person's week (« Ma journée »). */
export interface DayJob {
  day: string;
  period: DayPeriod;
  job: JobSummary & { siteAddress: string; clientPhone: string; toBring: string; arrivalWindow: string };
}

/** An accepted quote that has no job yet: « Créer le chantier ». */
export interface QuoteWithoutJob {
  quoteId: number;
  number: string | null;
  clientName: string;
  title: string;
  acceptedAt: string | null;
}

/** A photo's file as the server wrote it (app/services/photos/upload.server.ts). */
export interface NewJobPhoto {
  storedName: string;
  contentType: "image/jpeg" | "image/webp";
  bytes: number;
  width: number;
  height: number;
}
