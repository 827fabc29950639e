import { inboxCopy } from "#app/content/pro-inbox.ts";

const relative = new Intl.RelativeTimeFormat("fr", { numeric: "auto" });
const shortDate = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "numeric", month: "short" });
const longDate = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const dateTime = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  dateStyle: "long",
  timeStyle: "short",
});
const parisDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole calendar days between two instants in Paris (a request from 23:50 is "hier" at 00:10). */
function calendarDaysBetween(then: Date, now: Date): number {
  const day = (date: Date) => Date.parse(`${parisDay.format(date)}T00:00:00Z`);
  return Math.round((day(now) - day(then)) / DAY);
}

/**
 * How long ago a request came, as a roofer says it: "à l’instant", "il y a 5 minutes", "il y a 2 heures"
 * the same day, then "hier", "avant-hier", "il y a 4 jours", and the date beyond a week. `now` comes from
 * the server, so the page hydrates with the same words it was rendered with.
 */
export function formatAge(iso: string, now: number): string {
  const then = new Date(iso);
  const elapsed = now - then.getTime();
  if (elapsed < MINUTE) return inboxCopy.age.now;
  const days = calendarDaysBetween(then, new Date(now));
  if (days === 0 || elapsed < HOUR) {
    return elapsed < HOUR
      ? relative.format(-Math.floor(elapsed / MINUTE), "minute")
      : relative.format(-Math.floor(elapsed / HOUR), "hour");
  }
  if (days <= 7) return relative.format(-days, "day");
  const sameYear = parisDay.format(then).slice(0, 4) === parisDay.format(new Date(now)).slice(0, 4);
  return (sameYear ? shortDate : longDate).format(then);
}

/** "23 novembre 2026 à 09:41", Paris time, for the page of a request and its history. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "23 nov. 2026", Paris time. */
export function formatDay(iso: string): string {
  return longDate.format(new Date(iso));
}
