import { describe, expect, it } from "vitest";
import { reportingPeriod, reportingPeriods } from "./calendar.ts";

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
