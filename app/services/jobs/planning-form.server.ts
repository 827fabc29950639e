import { planningCopy } from "#app/content/planning.ts";
import type { Actor } from "#app/services/pro/leads.server.ts";
import type { ConflictDetail, PlanningStore, ScheduleFailure } from "./planning.server.ts";
import {
  isDayPeriod,
  isIsoDate,
  isPostponeReason,
  mondayOfWeek,
  type PostponeReason,
  parseSlotKey,
  type Slot,
  type SlotError,
  weekDays,
} from "./planning-rules.ts";

/*
 * The planning's forms, read on the server (decision 055): every field is checked here, the store decides the rest.
 * A form names its `intent`, the job and the `revision` it was drawn at; a double booking answers with the fields
 * as sent, for the page to send them again with « Je confirme la double réservation » ticked.
 */

const copy = planningCopy;
export const PLANNING_INTENTS = ["planifier", "deplacer", "ajouter", "retirer", "reporter"] as const;
export type PlanningIntent = (typeof PLANNING_INTENTS)[number];
export const POSTPONE_NOTE_MAX = 500;

export interface PlanningFailure {
  intent: PlanningIntent | null;
  jobId: number | null;
  error: string;
  status: number;
  /** `stale` and `changed`: the page offers to look again rather than to send the same form. */
  lookAgain?: "stale" | "changed";
  conflicts?: ConflictDetail[];
  /** The fields as sent, for the confirmation of a double booking. */
  fields?: [string, string][];
}
export type PlanningOutcome =
  | { ok: true; intent: PlanningIntent; jobId: number }
  | { ok: false; failure: PlanningFailure };

const text = (form: FormData | URLSearchParams, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

function positiveId(raw: string): number | null {
  if (!/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

export function slotErrorText(error: SlotError): string {
  if (error.kind === "tooMany") return copy.errors.tooMany;
  return error.kind === "notWorkingDay" ? copy.errors.notWorkingDay(error.day) : copy.errors.twice(error.day);
}

export interface PostponeQuery {
  from: string;
  reason: PostponeReason;
  note: string;
  resumeOn: string | null;
}

/** « Reporter »'s fields, from the preview's address or the confirmation's form. */
export function readPostpone(
  form: FormData | URLSearchParams,
): { ok: true; value: PostponeQuery } | { ok: false; error: string } {
  const from = text(form, "depuis");
  const reason = text(form, "motif");
  const note = text(form, "note");
  const resumeOn = text(form, "reprise");
  if (!isIsoDate(from) || (resumeOn !== "" && !isIsoDate(resumeOn))) return { ok: false, error: copy.errors.badDate };
  if (!isPostponeReason(reason)) return { ok: false, error: copy.errors.badReason };
  if (note.length > POSTPONE_NOTE_MAX) return { ok: false, error: copy.errors.noteTooLong(POSTPONE_NOTE_MAX) };
  return { ok: true, value: { from, reason, note, resumeOn: resumeOn || null } };
}

function readSlot(form: FormData, dateName: string): Slot | string {
  const day = text(form, dateName);
  const period = text(form, "moment");
  if (!isIsoDate(day)) return copy.errors.badDate;
  if (!isDayPeriod(period)) return copy.errors.badPeriod;
  return { day, period };
}

/**
 * The plan form's days: the week it showed (`semaine`), one choice a day (`jour-YYYY-MM-DD`: day, am, pm or
 * nothing), and the job's days outside that week it kept (`garder`).
 */
function readPlannedSlots(form: FormData): Slot[] | string {
  const monday = mondayOfWeek(text(form, "semaine"));
  if (!monday) return copy.errors.badDate;
  const shown = weekDays(text(form, "semaine"));
  const slots: Slot[] = [];
  for (const day of shown) {
    const period = text(form, `jour-${day}`);
    if (period === "") continue;
    if (!isDayPeriod(period)) return copy.errors.badPeriod;
    slots.push({ day, period });
  }
  for (const kept of form.getAll("garder")) {
    const slot = parseSlotKey(kept);
    if (!slot) return copy.errors.badDate;
    if (!shown.includes(slot.day)) slots.push(slot);
  }
  return slots;
}

function failureOf(
  intent: PlanningIntent,
  jobId: number,
  result: ScheduleFailure | { ok: false; reason: "changed" | "nothingToMove" | "noRoom" },
  form: FormData,
): PlanningFailure {
  const base = { intent, jobId };
  switch (result.reason) {
    case "stale":
      return { ...base, error: copy.errors.stale, status: 409, lookAgain: "stale" };
    case "changed":
      return { ...base, error: copy.errors.changed, status: 409, lookAgain: "changed" };
    case "conflicts":
      return {
        ...base,
        error: copy.conflicts.mustConfirm,
        status: 409,
        conflicts: result.conflicts,
        fields: [...form.entries()]
          .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "confirmer")
          .slice(0, 100),
      };
    case "invalid":
      return { ...base, error: slotErrorText(result.error), status: 400 };
    case "missing":
      return { ...base, error: copy.errors.missing, status: 404 };
    case "finished":
      return { ...base, error: copy.errors.finished, status: 409 };
    case "unknownPerson":
      return { ...base, error: copy.errors.unknownPerson, status: 400 };
    case "nothingToMove":
      return { ...base, error: copy.errors.nothingToMove, status: 400 };
    case "noRoom":
      return { ...base, error: copy.errors.noRoom, status: 409 };
  }
}

/** Reads the form of one of the planning's intents and asks the store; answers what the page says. */
export async function planningAction(form: FormData, store: PlanningStore, actor: Actor): Promise<PlanningOutcome> {
  const intentText = text(form, "intent");
  const intent = (PLANNING_INTENTS as readonly string[]).includes(intentText) ? (intentText as PlanningIntent) : null;
  const jobId = positiveId(text(form, "job"));
  const revision = Number(text(form, "revision"));
  const bad = (error: string, status = 400): PlanningOutcome => ({
    ok: false,
    failure: { intent, jobId, error, status },
  });
  if (!intent) return bad(copy.errors.unknownAction);
  if (!jobId || !/^\d{1,9}$/.test(text(form, "revision"))) return bad(copy.errors.missing, 404);
  const confirm = text(form, "confirmer") === "oui";
  const dayId = positiveId(text(form, "jour"));

  let result: Awaited<ReturnType<PlanningStore["plan"]>> | Awaited<ReturnType<PlanningStore["postpone"]>>;
  switch (intent) {
    case "planifier": {
      const slots = readPlannedSlots(form);
      if (typeof slots === "string") return bad(slots);
      const assignees = form.getAll("personnes").map((value) => positiveId(String(value)));
      if (assignees.some((id) => id === null) || assignees.length > 50) return bad(copy.errors.unknownPerson);
      result = await store.plan(jobId, { slots, assignees: assignees as number[], revision, confirm }, actor);
      break;
    }
    case "deplacer":
    case "ajouter": {
      const slot = readSlot(form, intent === "deplacer" ? "vers" : "date");
      if (typeof slot === "string") return bad(slot);
      if (intent === "ajouter") {
        result = await store.addDay(jobId, { slot, revision, confirm }, actor);
        break;
      }
      if (!dayId) return bad(copy.errors.missing, 404);
      result = await store.moveDay(jobId, { dayId, to: slot, revision, confirm }, actor);
      break;
    }
    case "retirer": {
      if (!dayId) return bad(copy.errors.missing, 404);
      result = await store.removeDay(jobId, { dayId, revision }, actor);
      break;
    }
    case "reporter": {
      const postpone = readPostpone(form);
      if (!postpone.ok) return bad(postpone.error);
      result = await store.postpone(
        jobId,
        { ...postpone.value, revision, fingerprint: text(form, "empreinte") },
        actor,
      );
      break;
    }
  }
  return result.ok ? { ok: true, intent, jobId } : { ok: false, failure: failureOf(intent, jobId, result, form) };
}
