import { describe, expect, it } from "vitest";
import { slowestSummary } from "./e2e-slowest-reporter.ts";

const times = [
  { file: "tests/e2e/a.spec.ts", title: "quick", durationMs: 1_000 },
  { file: "tests/e2e/b.spec.ts", title: "group › slow", durationMs: 90_000 },
  { file: "tests/e2e/a.spec.ts", title: "long", durationMs: 50_000 },
  { file: "tests/e2e/a.spec.ts", title: "longer", durationMs: 59_000 },
];

describe("the end-to-end stage's summary", () => {
  it("says how busy the workers were, then the spec files by worker time and the slowest tests, longest first", () => {
    const summary = slowestSummary(times, 100_000, 2, 2);
    expect(summary).toBe(
      [
        "== where the end-to-end time went: 4 tests, 200.0 s of tests in 100.0 s with 2 workers (busy 100 % of the time)",
        "the 2 spec files that took the most:",
        "  110.0 s  tests/e2e/a.spec.ts (3 tests)",
        "   90.0 s  tests/e2e/b.spec.ts (1 test)",
        "the 2 slowest tests:",
        "   90.0 s  tests/e2e/b.spec.ts › group › slow",
        "   59.0 s  tests/e2e/a.spec.ts › longer",
        "",
      ].join("\n"),
    );
  });

  it("shows a worker left idle, and lists fewer lines when there are fewer tests", () => {
    const summary = slowestSummary(times.slice(0, 1), 10_000, 2);
    expect(summary).toContain("1 tests, 1.0 s of tests in 10.0 s with 2 workers (busy 5 % of the time)");
    expect(summary).toContain("the 1 spec files that took the most:");
    expect(summary).toContain("the 1 slowest tests:");
  });
});
