import { addDays } from "#app/lib/french-format.ts";

/*
 * The planning's rules, without a database (decision 055): the working days (Monday to Friday but the French
 * public holidays), the weeks of the address (`2026-W49`), the half-days a job takes, who is booked twice, and the
 * postponement that pushes a team's later jobs along. The store (planning.server.ts) reads the jobs, asks these
 * functions, and writes their answer in one transaction.
 */

export const DAY_PERIODS = ["day", "am", "pm"] as const;
/** A whole day, the morning or the afternoon (the same values as `job_days.period`). */
export type DayPeriod = (typeof DAY_PERIODS)[number];
export type Half = "am" | "pm";
export const POSTPONE_REASONS = ["intemperies", "client", "fournisseur", "autre"] as const;
export type PostponeReason = (typeof POSTPONE_REASONS)[number];

/** One day or half-day of a job: `day` is YYYY-MM-DD, Europe/Paris. */
export interface Slot {
  day: string;
  period: DayPeriod;
}

export function isDayPeriod(value: unknown): value is DayPeriod {
  return typeof value === "string" && (DAY_PERIODS as readonly string[]).includes(value);
}

export function isPostponeReason(value: unknown): value is PostponeReason {
  return typeof value === "string" && (POSTPONE_REASONS as readonly string[]).includes(value);
}

/** A real calendar date written YYYY-MM-DD (not 2026-02-30), between 2000 and 2099. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^20\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/** 1 for Monday … 7 for Sunday. */
export function weekdayOf(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** Easter Sunday of a Gregorian year (the anonymous algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export const HOLIDAYS = [
  "jourDeLAn",
  "lundiDePaques",
  "feteDuTravail",
  "victoire1945",
  "ascension",
  "lundiDePentecote",
  "feteNationale",
  "assomption",
  "toussaint",
  "armistice",
  "noel",
] as const;
export type Holiday = (typeof HOLIDAYS)[number];

const holidayCache = new Map<number, Map<string, Holiday>>();

/** The eleven public holidays of metropolitan France (Code du travail, L3133-1): eight fixed, three after Easter. */
export function frenchHolidays(year: number): Map<string, Holiday> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const fixed = (monthDay: string) => `${year}-${monthDay}`;
  const holidays = new Map<string, Holiday>([
    [fixed("01-01"), "jourDeLAn"],
    [addDays(easter, 1), "lundiDePaques"],
    [fixed("05-01"), "feteDuTravail"],
    [fixed("05-08"), "victoire1945"],
    [addDays(easter, 39), "ascension"],
    [addDays(easter, 50), "lundiDePentecote"],
    [fixed("07-14"), "feteNationale"],
    [fixed("08-15"), "assomption"],
    [fixed("11-01"), "toussaint"],
    [fixed("11-11"), "armistice"],
    [fixed("12-25"), "noel"],
  ]);
  holidayCache.set(year, holidays);
  return holidays;
}

export function holidayOn(date: string): Holiday | null {
  return frenchHolidays(Number(date.slice(0, 4))).get(date) ?? null;
}

/** Monday to Friday, but a public holiday. */
export function isWorkingDay(date: string): boolean {
  return weekdayOf(date) <= 5 && holidayOn(date) === null;
}

/** The first working day strictly after `date`. */
export function nextWorkingDay(date: string): string {
  let day = addDays(date, 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** `date` itself when it is a working day, else the next one. */
export function workingDayFrom(date: string): string {
  return isWorkingDay(date) ? date : nextWorkingDay(date);
}

/** The ISO 8601 week of a date, `2026-W49` (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeekOf(date: string): string {
  const thursday = addDays(date, 4 - weekdayOf(date));
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor((Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${year}-01-01T00:00:00Z`)) / 604_800_000);
  return `${year}-W${String(week + 1).padStart(2, "0")}`;
}

/** The Monday of an ISO week written `2026-W49`, or null when the text is not one (week 53 only where it exists). */
export function mondayOfWeek(week: string): string | null {
  const match = /^(20\d{2})-W(\d{2})$/.exec(week);
  if (!match) return null;
  const [year, number] = [Number(match[1]), Number(match[2])];
  if (number < 1 || number > 53) return null;
  const january4 = `${year}-01-04`;
  const monday = addDays(addDays(january4, 1 - weekdayOf(january4)), (number - 1) * 7);
  return isoWeekOf(monday) === week ? monday : null;
}

/** The week `weeks` after (or before) an ISO week. */
export function shiftWeek(week: string, weeks: number): string {
  const monday = mondayOfWeek(week);
  if (!monday) throw new Error(`not an ISO week: ${week}`);
  return isoWeekOf(addDays(monday, weeks * 7));
}

/** Monday to Friday of an ISO week (holidays included: the screen shows them closed). */
export function weekDays(week: string): string[] {
  const monday = mondayOfWeek(week);
  if (!monday) throw new Error(`not an ISO week: ${week}`);
  return [0, 1, 2, 3, 4].map((offset) => addDays(monday, offset));
}

/** `2026-12-07:am`: how the schedule's events and the forms write a slot. */
export function slotKey(slot: Slot): string {
  return `${slot.day}:${slot.period}`;
}

export function parseSlotKey(text: unknown): Slot | null {
  if (typeof text !== "string") return null;
  const [day, period, ...rest] = text.split(":");
  return rest.length === 0 && isIsoDate(day) && isDayPeriod(period) ? { day, period } : null;
}

const periodOrder: Record<DayPeriod, number> = { am: 0, day: 0, pm: 1 };

/** By day, the morning (or the whole day) before the afternoon. */
export function sortSlots<T extends Slot>(slots: readonly T[]): T[] {
  return [...slots].sort((a, b) => a.day.localeCompare(b.day) || periodOrder[a.period] - periodOrder[b.period]);
}

export function halvesOf(period: DayPeriod): Half[] {
  return period === "day" ? ["am", "pm"] : [period];
}

/** How many half-days the slots take. */
export function halfDayCount(slots: readonly Slot[]): number {
  return slots.reduce((count, slot) => count + halvesOf(slot.period).length, 0);
}

export type SlotError = { kind: "notWorkingDay"; day: string } | { kind: "twice"; day: string } | { kind: "tooMany" };

/** A job's planning holds at most this many days (a year of working days): a bound for hostile forms. */
export const MAX_SLOTS = 260;

/** Each slot on a working day, one slot a day at most (a morning and an afternoon are one whole day). */
export function slotsError(slots: readonly Slot[]): SlotError | null {
  if (slots.length > MAX_SLOTS) return { kind: "tooMany" };
  const seen = new Set<string>();
  for (const slot of sortSlots(slots)) {
    if (!isWorkingDay(slot.day)) return { kind: "notWorkingDay", day: slot.day };
    if (seen.has(slot.day)) return { kind: "twice", day: slot.day };
    seen.add(slot.day);
  }
  return null;
}

/** One person on one job's day or half-day. */
export interface Booking {
  jobId: number;
  userId: number;
  day: string;
  period: DayPeriod;
}

/** A person booked on two jobs or more on the same half-day. */
export interface Conflict {
  userId: number;
  day: string;
  half: Half;
  jobIds: number[];
}

/** Every half-day where someone is on two jobs at once (a whole day overlaps both its halves), in order. */
export function findConflicts(bookings: readonly Booking[]): Conflict[] {
  const jobsAt = new Map<string, { userId: number; day: string; half: Half; jobIds: Set<number> }>();
  for (const booking of bookings) {
    for (const half of halvesOf(booking.period)) {
      const key = `${booking.userId}|${booking.day}|${half}`;
      const entry = jobsAt.get(key) ?? { userId: booking.userId, day: booking.day, half, jobIds: new Set<number>() };
      entry.jobIds.add(booking.jobId);
      jobsAt.set(key, entry);
    }
  }
  return [...jobsAt.values()]
    .filter((entry) => entry.jobIds.size > 1)
    .map((entry) => ({ ...entry, jobIds: [...entry.jobIds].sort((a, b) => a - b) }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.half.localeCompare(b.half) || a.userId - b.userId);
}

/** The bookings of a job: each of its slots for each of its people. */
export function bookingsOf(job: { id: number; slots: readonly Slot[]; assignees: readonly number[] }): Booking[] {
  return job.slots.flatMap((slot) => job.assignees.map((userId) => ({ jobId: job.id, userId, ...slot })));
}

/** A job as the postponement sees it: its active slots, its people, and whether it may be pushed. */
export interface ScheduledJob {
  id: number;
  slots: readonly Slot[];
  assignees: readonly number[];
  /** A finished job is never pushed; it stands in the way like any fixed booking. */
  movable: boolean;
}

export interface JobMove {
  jobId: number;
  before: Slot[];
  after: Slot[];
  /** The postponed job whose new days this one stood on. */
  pushedBy?: number;
}

export type PostponePlan =
  | { ok: true; moves: JobMove[] }
  | { ok: false; reason: "unknown" | "nothingToMove" | "noRoom" | "notMovable" };

/** How far ahead a postponement looks for room before it gives up. */
export const POSTPONE_HORIZON_DAYS = 370;

/** A half-day's place in time: the morning of a day sorts before its afternoon. */
function position(day: string, half: Half): string {
  return `${day}:${half === "am" ? 0 : 1}`;
}

function firstPosition(slot: Slot): string {
  return position(slot.day, slot.period === "pm" ? "pm" : "am");
}

/**
 * « Reporter » a job from a date: its slots on or after `from` move to the team's next free working half-days
 * from the working day after the first of them (or from `resumeOn`, when later), in their order, each keeping its
 * size (a whole day stays a whole day, on a day whose two halves are free). The job's days before `from` stay.
 *
 * A half-day is free for a job when none of its people is booked on it, or only by a later job of the same people
 * (one that starts on or after the moving part's first half-day): that job is pushed along in turn, from its first
 * day the moved one now stands on, the same way, and so on down the team's planning. Anything else booked
 * (earlier jobs, a finished one, what already moved) is stepped over. The answer is every move, the postponed job
 * first, so the screen can show them before anything is written.
 */
export function planPostponement(input: {
  jobId: number;
  from: string;
  resumeOn?: string | null;
  jobs: readonly ScheduledJob[];
}): PostponePlan {
  const jobs = new Map(input.jobs.map((job) => [job.id, job]));
  const root = jobs.get(input.jobId);
  if (!root) return { ok: false, reason: "unknown" };
  if (!root.movable) return { ok: false, reason: "notMovable" };
  const remaining = sortSlots(root.slots.filter((slot) => slot.day >= input.from));
  const [first] = remaining;
  if (!first) return { ok: false, reason: "nothingToMove" };
  let start = nextWorkingDay(first.day);
  if (input.resumeOn && input.resumeOn > start) start = workingDayFrom(input.resumeOn);
  const horizon = addDays(start, POSTPONE_HORIZON_DAYS);

  // Who is on what, per person and half-day; a moving job's part leaves it before being placed again.
  const occupancy = new Map<number, Map<string, Set<number>>>();
  const occupy = (jobId: number, userId: number, slot: Slot, add: boolean) => {
    const halves = occupancy.get(userId) ?? new Map<string, Set<number>>();
    occupancy.set(userId, halves);
    for (const half of halvesOf(slot.period)) {
      const key = position(slot.day, half);
      const here = halves.get(key) ?? new Set<number>();
      if (add) here.add(jobId);
      else here.delete(jobId);
      halves.set(key, here);
    }
  };
  for (const job of input.jobs)
    for (const slot of job.slots) for (const user of job.assignees) occupy(job.id, user, slot, true);

  const firstOf = new Map(input.jobs.map((job) => [job.id, sortSlots(job.slots)[0]]));
  const settled = new Set<number>();
  const queue: { jobId: number; part: Slot[]; start: string; from: string }[] = [];
  const enqueue = (job: ScheduledJob, part: Slot[], startDay: string) => {
    settled.add(job.id);
    for (const slot of part) for (const user of job.assignees) occupy(job.id, user, slot, false);
    queue.push({ jobId: job.id, part, start: startDay, from: firstPosition(part[0] as Slot) });
  };
  enqueue(root, remaining, start);

  const moves: JobMove[] = [];
  while (queue.length > 0) {
    queue.sort((a, b) => a.from.localeCompare(b.from));
    const { jobId, part, start: startDay, from } = queue.shift() as (typeof queue)[number];
    const job = jobs.get(jobId) as ScheduledJob;
    const pushable = (otherId: number) => {
      const other = jobs.get(otherId);
      const otherFirst = firstOf.get(otherId);
      return (
        !settled.has(otherId) &&
        other?.movable === true &&
        otherFirst !== undefined &&
        firstPosition(otherFirst) >= from
      );
    };
    const placed: Slot[] = [];
    const pushed = new Set<number>();
    let day = workingDayFrom(startDay);
    let half: Half = "am";
    for (const slot of part) {
      for (;;) {
        if (day > horizon) return { ok: false, reason: "noRoom" };
        if (slot.period === "day" && half === "pm") {
          [day, half] = [nextWorkingDay(day), "am"];
          continue;
        }
        const wanted: Slot = { day, period: slot.period === "day" ? "day" : half };
        const standing = new Set<number>();
        let blocked = false;
        for (const user of job.assignees) {
          for (const h of halvesOf(wanted.period)) {
            for (const other of occupancy.get(user)?.get(position(day, h)) ?? []) {
              if (pushable(other)) standing.add(other);
              else blocked = true;
            }
          }
        }
        if (!blocked) {
          placed.push(wanted);
          for (const user of job.assignees) occupy(job.id, user, wanted, true);
          for (const other of standing) pushed.add(other);
          [day, half] = wanted.period === "am" ? [day, "pm"] : [nextWorkingDay(day), "am"];
          break;
        }
        [day, half] = half === "am" && slot.period !== "day" ? [day, "pm"] : [nextWorkingDay(day), "am"];
      }
    }
    const before = sortSlots(job.slots);
    const kept = before.filter((slot) => !part.includes(slot));
    moves.push({
      jobId,
      before,
      after: sortSlots([...kept, ...placed]),
      ...(jobId === root.id ? {} : { pushedBy: root.id }),
    });
    for (const otherId of pushed) {
      const other = jobs.get(otherId) as ScheduledJob;
      // From its first slot the moved job now overlaps for someone they share, to its end.
      const overlapped = sortSlots(other.slots).find((slot) =>
        placed.some(
          (mine) =>
            mine.day === slot.day &&
            halvesOf(mine.period).some((h) => halvesOf(slot.period).includes(h)) &&
            other.assignees.some((user) => job.assignees.includes(user)),
        ),
      ) as Slot;
      const otherPart = sortSlots(other.slots).filter((slot) => firstPosition(slot) >= firstPosition(overlapped));
      enqueue(other, otherPart, overlapped.day);
    }
  }
  return { ok: true, moves };
}
