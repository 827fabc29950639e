import { describe, expect, it } from "vitest";
import { formatTimeRange } from "./hours.ts";

describe("formatTimeRange", () => {
  it("writes hours the French way", () => {
    expect(formatTimeRange("08:00", "18:00")).toBe("8h00 – 18h00");
    expect(formatTimeRange("08:30", "16:00")).toBe("8h30 – 16h00");
  });

  it("returns null for a closed day", () => {
    expect(formatTimeRange(null, null)).toBeNull();
  });
});
