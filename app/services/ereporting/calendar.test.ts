import { describe, expect, it } from "vitest";
import { closedPeriods, namedPeriod, reportingPeriod, reportingPeriods, transmissionPeriods } from "./calendar.ts";

/**
 * Table 13 of the DGFiP's external specifications v3.2 (§ 3.7.7), row by row: the period of a date and the day its
 * data are due at the platform, then at the administration (8 h, the next day).
 */
describe("the e-reporting calendar of table 13", () => {
  it("réel normal mensuel: transactions by decade, payments by month", () => {
    expect(reportingPeriod("reel-normal-mensuel", "transactions", "2027-09-01")).toEqual({
      flow: "transactions",
      start: "2027-09-01",
      end: "2027-09-10",
      platformDeadline: "2027-09-20",
      administrationDeadline: "2027-09-21",
    });
    expect(reportingPeriod("reel-normal-mensuel", "transactions", "2027-09-20")).toMatchObject({
      start: "2027-09-11",
      end: "2027-09-20",
      platformDeadline: "2027-09-30",
      administrationDeadline: "2027-10-01",
    });
    expect(reportingPeriod("reel-normal-mensuel", "transactions", "2027-12-31")).toMatchObject({
      start: "2027-12-21",
      end: "2027-12-31",
      platformDeadline: "2028-01-10",
      administrationDeadline: "2028-01-11",
    });
    expect(reportingPeriod("reel-normal-mensuel", "transactions", "2028-02-25")).toMatchObject({
      start: "2028-02-21",
      end: "2028-02-29",
    });
    expect(reportingPeriod("reel-normal-mensuel", "payments", "2027-09-05")).toMatchObject({
      start: "2027-09-01",
      end: "2027-09-30",
      platformDeadline: "2027-10-10",
      administrationDeadline: "2027-10-11",
    });
  });

  it("réel normal trimestriel: both flows by month, due on the 10th of the next", () => {
    for (const flow of ["transactions", "payments"] as const) {
      expect(reportingPeriod("reel-normal-trimestriel", flow, "2027-11-17")).toEqual({
        flow,
        start: "2027-11-01",
        end: "2027-11-30",
        platformDeadline: "2027-12-10",
        administrationDeadline: "2027-12-11",
      });
    }
  });

  it("simplifié: both flows by month, due on the last day of the next month", () => {
    for (const flow of ["transactions", "payments"] as const) {
      expect(reportingPeriod("simplifie", flow, "2028-01-31")).toMatchObject({
        start: "2028-01-01",
        end: "2028-01-31",
        platformDeadline: "2028-02-29",
        administrationDeadline: "2028-03-01",
      });
    }
  });

  it("franchise en base: calendar two-month periods, due on the last day of the month after", () => {
    expect(reportingPeriod("franchise", "transactions", "2027-09-30")).toMatchObject({
      start: "2027-09-01",
      end: "2027-10-31",
      platformDeadline: "2027-11-30",
      administrationDeadline: "2027-12-01",
    });
    expect(reportingPeriod("franchise", "payments", "2027-12-01")).toMatchObject({
      start: "2027-11-01",
      end: "2027-12-31",
      platformDeadline: "2028-01-31",
      administrationDeadline: "2028-02-01",
    });
  });

  it("lists the periods a month overlaps, and refuses a day that does not exist", () => {
    expect(
      reportingPeriods("reel-normal-mensuel", "transactions", "2027-09-01", "2027-09-30").map((p) => [p.start, p.end]),
    ).toEqual([
      ["2027-09-01", "2027-09-10"],
      ["2027-09-11", "2027-09-20"],
      ["2027-09-21", "2027-09-30"],
    ]);
    expect(reportingPeriods("franchise", "payments", "2027-10-01", "2027-10-31")).toHaveLength(1);
    expect(() => reportingPeriod("simplifie", "payments", "2027-02-30")).toThrow("not a calendar day");
    expect(() => reportingPeriod("simplifie", "payments", "2027-13-01")).toThrow("not a calendar day");
  });
});

/** The files the site deposits by itself (decision 048): which periods, in which file, and when they are closed. */
describe("the files the calendar asks for", () => {
  const files = (periods: ReturnType<typeof transmissionPeriods>) =>
    periods.map((period) => `${period.contents} ${period.start}..${period.end} → ${period.platformDeadline}`);

  it("réel normal mensuel: three decades of sales and one month of payments, each its own file", () => {
    expect(files(transmissionPeriods("reel-normal-mensuel", "2027-09-01", "2027-09-30"))).toEqual([
      "transactions 2027-09-01..2027-09-10 → 2027-09-20",
      "transactions 2027-09-11..2027-09-20 → 2027-09-30",
      "payments 2027-09-01..2027-09-30 → 2027-10-10",
      "transactions 2027-09-21..2027-09-30 → 2027-10-10",
    ]);
  });

  it("réel normal trimestriel, simplifié and franchise: one file with sales and payments per period", () => {
    expect(files(transmissionPeriods("reel-normal-trimestriel", "2027-12-01", "2028-01-31"))).toEqual([
      "both 2027-12-01..2027-12-31 → 2028-01-10",
      "both 2028-01-01..2028-01-31 → 2028-02-10",
    ]);
    expect(files(transmissionPeriods("simplifie", "2027-12-15", "2028-01-02"))).toEqual([
      "both 2027-12-01..2027-12-31 → 2028-01-31",
      "both 2028-01-01..2028-01-31 → 2028-02-29",
    ]);
    expect(files(transmissionPeriods("franchise", "2027-09-01", "2028-02-29"))).toEqual([
      "both 2027-09-01..2027-10-31 → 2027-11-30",
      "both 2027-11-01..2027-12-31 → 2028-01-31",
      "both 2028-01-01..2028-02-29 → 2028-03-31",
    ]);
  });

  it("a period is closed from the day after its end, across the turn of the year", () => {
    const closed = (regime: Parameters<typeof closedPeriods>[0], today: string) =>
      files(closedPeriods(regime, "2027-09-01", today));
    expect(closed("reel-normal-mensuel", "2027-12-31")).not.toContain(
      "transactions 2027-12-21..2027-12-31 → 2028-01-10",
    );
    expect(closed("reel-normal-mensuel", "2028-01-01").slice(-2)).toEqual([
      "payments 2027-12-01..2027-12-31 → 2028-01-10",
      "transactions 2027-12-21..2027-12-31 → 2028-01-10",
    ]);
    expect(closed("reel-normal-mensuel", "2028-01-01")).toHaveLength(4 * 3 + 4);
    expect(closed("simplifie", "2027-09-30")).toEqual([]);
    expect(closed("simplifie", "2027-10-01")).toEqual(["both 2027-09-01..2027-09-30 → 2027-10-31"]);
    expect(closed("franchise", "2027-10-31")).toEqual([]);
    expect(closed("franchise", "2028-01-01")).toEqual([
      "both 2027-09-01..2027-10-31 → 2027-11-30",
      "both 2027-11-01..2027-12-31 → 2028-01-31",
    ]);
    // Nothing before the first day reported: a company that starts on 1 September 2027 files nothing for August.
    expect(closedPeriods("simplifie", "2027-09-01", "2027-09-15")).toEqual([]);
  });

  it("names a month or a decade on the command line, and nothing else", () => {
    expect(namedPeriod("2027-09")).toEqual({ from: "2027-09-01", to: "2027-09-30" });
    expect(namedPeriod("2028-02-D3")).toEqual({ from: "2028-02-21", to: "2028-02-29" });
    expect(namedPeriod("2027-09-D2")).toEqual({ from: "2027-09-11", to: "2027-09-20" });
    for (const wrong of ["2027-9", "2027-13", "2027-09-D4", "2027-09-d1", "septembre", undefined])
      expect(namedPeriod(wrong)).toBeNull();
  });
});
