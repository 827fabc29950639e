import { describe, expect, it } from "vitest";
import { formatAge, formatDateTime } from "./relative-age.ts";

const now = Date.parse("2026-11-23T14:00:00.000Z"); // 15:00 in Paris

describe("the age of a request", () => {
  it.each([
    ["2026-11-23T13:59:30.000Z", "à l’instant"],
    ["2026-11-23T13:55:00.000Z", "il y a 5 minutes"],
    ["2026-11-23T12:00:00.000Z", "il y a 2 heures"],
    ["2026-11-22T23:30:00.000Z", "il y a 14 heures"], // 00:30 in Paris: still today
    ["2026-11-22T22:50:00.000Z", "hier"], // 23:50 in Paris on the 22nd
    ["2026-11-21T10:00:00.000Z", "avant-hier"],
    ["2026-11-19T10:00:00.000Z", "il y a 4 jours"],
    ["2026-11-16T10:00:00.000Z", "il y a 7 jours"],
    ["2026-11-10T10:00:00.000Z", "10 nov."],
    ["2025-12-31T10:00:00.000Z", "31 déc. 2025"],
  ])("%s reads %s", (iso, expected) => {
    expect(formatAge(iso, now).replace(/\u202f|\u00a0/g, " ")).toBe(expected);
  });

  it("dates a request in Paris time", () => {
    expect(formatDateTime("2026-11-23T08:41:00.000Z")).toBe("23 novembre 2026 à 09:41");
  });
});
