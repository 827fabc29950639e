import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type CalendarEvent, calendarFile, escapeText, foldLine, periodHours } from "./ical.ts";

const now = new Date("2026-03-02T09:15:00Z");

function day(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    uid: "day-7f3a@chantiers",
    sequence: 0,
    day: "2026-03-10",
    period: "day",
    cancelled: false,
    summary: "Réfection de toiture",
    location: "12 rue des Lilas, 62300 Lens",
    description: "Arrivée entre 08:00 et 09:00.",
    arrivalWindow: "08:00-09:00",
    ...overrides,
  };
}

/** The file read back by ical.js, each VEVENT as the parser sees it. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    const start = component.getFirstProperty("dtstart");
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: component.getFirstPropertyValue("status"),
      summary: event.summary,
      location: event.location,
      description: event.description,
      tzid: start?.getParameter("tzid"),
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      utcStart: event.startDate.toJSDate().toISOString(),
    };
  });
  return { calendar, events };
}

function registerParis(calendar: InstanceType<typeof ICAL.Component>) {
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
}

describe("calendarFile", () => {
  it("writes a calendar ical.js reads: its header, the Paris zone, one event per day in Paris time", () => {
    const text = calendarFile({
      name: "Chantier",
      events: [day(), day({ uid: "day-2@chantiers", day: "2026-07-01", period: "pm" })],
      now,
    });
    expect(text.startsWith("BEGIN:VCALENDAR\r\nPRODID:")).toBe(true);
    expect(text).toMatch(/\r\nVERSION:2\.0\r\n/);
    expect(text).toMatch(/\r\nCALSCALE:GREGORIAN\r\n/);
    expect(text).toMatch(/\r\nMETHOD:PUBLISH\r\n/);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/\n/);
    const { calendar, events } = parsed(text);
    registerParis(calendar);
    const { events: zoned } = parsed(text);
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Europe/Paris");
    expect(events.map((event) => event.tzid)).toEqual(["Europe/Paris", "Europe/Paris"]);
    expect(events[0]).toMatchObject({ start: "2026-03-10T08:00:00", end: "2026-03-10T17:00:00", status: "CONFIRMED" });
    // Winter then summer time, read through the file's own VTIMEZONE.
    expect(zoned[0]?.utcStart).toBe("2026-03-10T07:00:00.000Z");
    expect(zoned[1]).toMatchObject({ start: "2026-07-01T13:30:00", end: "2026-07-01T17:00:00" });
    expect(zoned[1]?.utcStart).toBe("2026-07-01T11:30:00.000Z");
    ICAL.TimezoneService.reset();
  });

  it("keeps the UID and raises the SEQUENCE of a moved day, and says CANCELLED for a removed one", () => {
    const before = parsed(calendarFile({ name: "Chantier", events: [day(), day({ uid: "day-2@chantiers" })], now }));
    const after = parsed(
      calendarFile({
        name: "Chantier",
        events: [
          day({ sequence: 1, day: "2026-03-12" }),
          day({ uid: "day-2@chantiers", sequence: 1, cancelled: true }),
        ],
        now,
      }),
    );
    const [moved, removed] = after.events;
    expect(moved?.uid).toBe(before.events[0]?.uid);
    expect(moved?.sequence).toBeGreaterThan(before.events[0]?.sequence ?? 0);
    expect(moved?.start).toBe("2026-03-12T08:00:00");
    expect(removed).toMatchObject({ uid: "day-2@chantiers", sequence: 1, status: "CANCELLED" });
  });

  it("escapes hostile text so that it stays one property's value", () => {
    const hostile = "Portail\\code; 1234, chien\r\nEND:VEVENT\nBEGIN:VEVENT\u0000\u0007\tfin";
    const text = calendarFile({
      name: "Chantier, Lens; \\",
      events: [day({ summary: hostile, location: "Rue A;B,C", description: hostile })],
      now,
    });
    const { calendar, events } = parsed(text);
    expect(events).toHaveLength(1);
    // ical.js types an X- property as unknown and keeps it as written: escaped, on its one line.
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Chantier\\, Lens\\; \\\\");
    expect(events[0]?.summary).toBe("Portail\\code; 1234, chien\nEND:VEVENT\nBEGIN:VEVENT fin");
    expect(events[0]?.description).toBe(events[0]?.summary);
    expect(events[0]?.location).toBe("Rue A;B,C");
    expect(text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(1);
  });

  it("folds long lines at 75 octets without cutting a character, and ical.js unfolds them as written", () => {
    const long = `Toiture ${"é€ ".repeat(60)}fin`;
    const text = calendarFile({ name: "Chantier", events: [day({ description: long })], now });
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(parsed(text).events[0]?.description).toBe(long);
    expect(foldLine("a".repeat(80))).toBe(`${"a".repeat(75)}\r\n ${"a".repeat(5)}`);
  });
});

describe("periodHours", () => {
  it("opens a whole day or a morning at the arrival window's start, an afternoon at 13:30", () => {
    expect(periodHours("day", "07:30-08:30")).toEqual({ start: "07:30", end: "17:00" });
    expect(periodHours("am", "09:00-10:00")).toEqual({ start: "09:00", end: "12:00" });
    expect(periodHours("am", "13:00-14:00")).toEqual({ start: "08:00", end: "12:00" });
    expect(periodHours("pm", "07:30-08:30")).toEqual({ start: "13:30", end: "17:00" });
    expect(periodHours("day", "n'importe")).toEqual({ start: "08:00", end: "17:00" });
  });
});

describe("escapeText", () => {
  it("escapes the four characters TEXT reserves", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });
});
