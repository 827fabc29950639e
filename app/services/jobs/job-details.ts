import { jobsCopy } from "#app/content/jobs.ts";

/*
 * A job's practical details as the office types them on its page: the team's arrival window, what the client gets
 * ready and what the team brings. The client's e-mails, his page and the calendars read them as stored, so they are
 * checked here as hostile input: a readable window, bounded texts, no invisible character.
 */

export const JOB_DETAILS_MAX_LENGTH = { clientPreparation: 1000, toBring: 1000 } as const;

export interface JobDetails {
  /** "HH:MM-HH:MM", or "" for no window. */
  arrivalWindow: string;
  clientPreparation: string;
  toBring: string;
}

export type JobDetailsField = "arrival" | keyof typeof JOB_DETAILS_MAX_LENGTH;

export type ParsedJobDetails =
  | { ok: true; details: JobDetails }
  | { ok: false; errors: Partial<Record<JobDetailsField, string>>; values: JobDetails };

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "08:00-09:30" into its two ends, for the form's time inputs; an unreadable window as two empty ones. */
export function arrivalEnds(window: string): { from: string; to: string } {
  const [from = "", to = ""] = window.split("-");
  return CLOCK.test(from) && CLOCK.test(to) ? { from, to } : { from: "", to: "" };
}

/** Lines kept; any other control or direction-changing character refused. */
function hasControl(text: string): boolean {
  return /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u.test(text.replace(/\n/g, ""));
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The details form (`arrivee_de`, `arrivee_a`, `preparation`, `a_apporter`), or a French reason per field. */
export function parseJobDetails(form: FormData): ParsedJobDetails {
  const errors: Partial<Record<JobDetailsField, string>> = {};
  const messages = jobsCopy.job.detailsErrors;
  const from = field(form, "arrivee_de").trim();
  const to = field(form, "arrivee_a").trim();
  let arrivalWindow = "";
  if (from || to) {
    if (!CLOCK.test(from) || !CLOCK.test(to)) errors.arrival = messages.arrivalFormat;
    else if (from >= to) errors.arrival = messages.arrivalOrder;
    arrivalWindow = `${from}-${to}`;
  }
  const text = (name: string, key: keyof typeof JOB_DETAILS_MAX_LENGTH) => {
    const value = field(form, name).replace(/\r\n?/g, "\n").trim();
    const max = JOB_DETAILS_MAX_LENGTH[key];
    if (value.length > max) errors[key] = messages.tooLong(max);
    else if (hasControl(value)) errors[key] = messages.control;
    return value.slice(0, max);
  };
  const details = {
    arrivalWindow,
    clientPreparation: text("preparation", "clientPreparation"),
    toBring: text("a_apporter", "toBring"),
  };
  return Object.keys(errors).length === 0 ? { ok: true, details } : { ok: false, errors, values: details };
}
