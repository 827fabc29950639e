import { describe, expect, it } from "vitest";
import { frenchDate, frenchDateOfInstant } from "./quotes.ts";

describe("dates as the owner reads them", () => {
  it("writes a calendar date as it is", () => {
    expect(frenchDate("2026-11-27")).toBe("27/11/2026");
  });

  it("writes an instant's day in Paris, not in UTC", () => {
    expect(frenchDateOfInstant("2026-11-27T23:30:00.000Z")).toBe("28/11/2026");
    expect(frenchDateOfInstant("2026-07-14T21:59:00.000Z")).toBe("14/07/2026");
    expect(frenchDateOfInstant("2026-07-14T22:00:00.000Z")).toBe("15/07/2026");
  });
});
