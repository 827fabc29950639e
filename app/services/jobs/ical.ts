import type { DayPeriod } from "#app/services/db/job-tables.server.ts";

/*
 * The calendars' files (RFC 5545, decision 056): the client's « Ajouter à mon agenda » and each person's feed are
 * the same VCALENDAR. Every planned day is one VEVENT whose UID never changes and whose SEQUENCE the planning
 * raises at each change, so a calendar that imported or subscribed moves its event instead of adding one; a removed
 * day stays in the file as STATUS:CANCELLED for a few weeks, so a subscribed calendar removes it. Times are Paris
 * wall-clock times with TZID=Europe/Paris and the zone's own VTIMEZONE, so summer time is the calendar's business.
 * Every text is escaped and every line folded at 75 octets: the client's and the office's words reach it as typed.
 */

export interface CalendarEvent {
  /** job_days.uid. */
  uid: string;
  /** job_days.sequence. */
  sequence: number;
  /** YYYY-MM-DD, Paris. */
  day: string;
  period: DayPeriod;
  cancelled: boolean;
  summary: string;
  location: string;
  description: string;
  /** Where the event's page is (the client's page, the job's page in the owner's space). */
  url?: string;
  /** "HH:MM-HH:MM": the arrival window, whose start opens a whole day or a morning. */
  arrivalWindow?: string;
}

export interface CalendarFile {
  /** The calendar's name in the application (X-WR-CALNAME). */
  name: string;
  events: readonly CalendarEvent[];
  /** When the file is made: DTSTAMP. */
  now: Date;
}

const PRODID = "-//Couvreur//Chantiers 1.0//FR";

/** When a period starts and ends: a morning 08:00–12:00, an afternoon 13:30–17:00, a whole day 08:00–17:00. */
export const PERIOD_HOURS: Record<DayPeriod, { start: string; end: string }> = {
  day: { start: "08:00", end: "17:00" },
  am: { start: "08:00", end: "12:00" },
  pm: { start: "13:30", end: "17:00" },
};

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The event's hours: the arrival window's start opens a whole day or a morning when it falls before the period's
 * end (the team said it comes at 07:30, the calendar says 07:30); an afternoon keeps 13:30.
 */
export function periodHours(period: DayPeriod, arrivalWindow = ""): { start: string; end: string } {
  const hours = PERIOD_HOURS[period];
  const start = arrivalWindow.split("-")[0] ?? "";
  if (period === "pm" || !CLOCK.test(start) || start >= hours.end) return hours;
  return { start, end: hours.end };
}

/** TEXT (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\n/g, "\\n")
    .replace(/\p{Cc}/gu, (character) => (character === "\t" ? " " : ""));
}

const encoder = new TextEncoder();

/**
 * A content line folded (§3.1): no line longer than 75 octets, each continuation starting with one space, never
 * cutting a UTF-8 character in two.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** 2026-03-05 and 08:00 as DATE-TIME's local form, 20260305T080000. */
function localDateTime(day: string, time: string): string {
  return `${day.replaceAll("-", "")}T${time.replace(":", "")}00`;
}

/** A moment in UTC, 20260305T070000Z. */
function utcDateTime(moment: Date): string {
  return moment
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** Europe/Paris since 1996: UTC+1, UTC+2 from the last Sunday of March to the last Sunday of October. */
const PARIS_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Paris",
  "X-LIC-LOCATION:Europe/Paris",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const hours = periodHours(event.period, event.arrivalWindow);
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=Europe/Paris:${localDateTime(event.day, hours.start)}`,
    `DTEND;TZID=Europe/Paris:${localDateTime(event.day, hours.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url.replace(/[\p{Cc}\s"]/gu, "")}`] : []),
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** The whole file, CRLF line ends, folded. */
export function calendarFile({ name, events, now }: CalendarFile): string {
  const stamp = utcDateTime(now);
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${PRODID}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    "X-WR-TIMEZONE:Europe/Paris",
    // RFC 7986: how often a subscribed calendar should fetch the feed again.
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...PARIS_TIMEZONE,
    ...events.flatMap((event) => eventLines(event, stamp)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
