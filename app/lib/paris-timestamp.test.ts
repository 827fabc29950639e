import { describe, expect, it } from "vitest";
import { parisTimestamp } from "./paris-timestamp.ts";

describe("parisTimestamp", () => {
  it("writes the Paris wall clock, an hour ahead of UTC in winter and two in summer", () => {
    expect(parisTimestamp(new Date("2026-11-28T23:30:05Z"))).toBe("20261129003005");
    expect(parisTimestamp(new Date("2027-07-01T09:00:00Z"))).toBe("20270701110000");
  });

  it("refuses a date that is no moment", () => {
    expect(() => parisTimestamp(new Date("pas une date"))).toThrow("Horodatage invalide");
  });
});
