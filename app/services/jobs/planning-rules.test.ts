import { describe, expect, it } from "vitest";
import {
  easterSunday,
  findConflicts,
  frenchHolidays,
  halfDayCount,
  holidayOn,
  isIsoDate,
  isoWeekOf,
  isWorkingDay,
  mondayOfWeek,
  nextWorkingDay,
  parseSlotKey,
  planPostponement,
  type ScheduledJob,
  type Slot,
  shiftWeek,
  slotKey,
  slotsError,
  weekDays,
} from "./planning-rules.ts";

const slot = (key: string): Slot => parseSlotKey(key) as Slot;
const slots = (...keys: string[]) => keys.map(slot);
const keys = (list: readonly Slot[]) => list.map(slotKey);
const job = (id: number, assignees: number[], ...days: string[]): ScheduledJob => ({
  id,
  assignees,
  slots: slots(...days),
  movable: true,
});

describe("working days and holidays", () => {
  it("computes Easter, then Easter Monday, Ascension and Whit Monday from it", () => {
    expect([2024, 2025, 2026, 2027, 2028].map(easterSunday)).toEqual([
      "2024-03-31",
      "2025-04-20",
      "2026-04-05",
      "2027-03-28",
      "2028-04-16",
    ]);
    expect(holidayOn("2026-04-06")).toBe("lundiDePaques");
    expect(holidayOn("2026-05-14")).toBe("ascension");
    expect(holidayOn("2026-05-25")).toBe("lundiDePentecote");
    expect(holidayOn("2027-03-29")).toBe("lundiDePaques");
    expect(holidayOn("2027-05-06")).toBe("ascension");
    expect(holidayOn("2027-05-17")).toBe("lundiDePentecote");
  });

  it("lists the eleven holidays of 2026 and of 2027", () => {
    expect([...frenchHolidays(2026).keys()].sort()).toEqual([
      "2026-01-01",
      "2026-04-06",
      "2026-05-01",
      "2026-05-08",
      "2026-05-14",
      "2026-05-25",
      "2026-07-14",
      "2026-08-15",
      "2026-11-01",
      "2026-11-11",
      "2026-12-25",
    ]);
    expect([...frenchHolidays(2027).keys()].sort()).toEqual([
      "2027-01-01",
      "2027-03-29",
      "2027-05-01",
      "2027-05-06",
      "2027-05-08",
      "2027-05-17",
      "2027-07-14",
      "2027-08-15",
      "2027-11-01",
      "2027-11-11",
      "2027-12-25",
    ]);
  });

  it("works Monday to Friday except on holidays, and skips both to find the next working day", () => {
    expect(isWorkingDay("2026-12-07")).toBe(true);
    expect(isWorkingDay("2026-12-05")).toBe(false);
    expect(isWorkingDay("2026-12-06")).toBe(false);
    expect(isWorkingDay("2026-12-25")).toBe(false);
    expect(isWorkingDay("2026-11-11")).toBe(false);
    expect(nextWorkingDay("2026-12-04")).toBe("2026-12-07");
    expect(nextWorkingDay("2026-12-24")).toBe("2026-12-28");
    expect(nextWorkingDay("2026-12-31")).toBe("2027-01-04");
    expect(nextWorkingDay("2027-05-05")).toBe("2027-05-07");
    expect(nextWorkingDay("2026-05-22")).toBe("2026-05-26");
  });

  it("reads and writes ISO weeks, the 53rd of 2026 included", () => {
    expect(isoWeekOf("2026-12-03")).toBe("2026-W49");
    expect(isoWeekOf("2026-12-31")).toBe("2026-W53");
    expect(isoWeekOf("2027-01-03")).toBe("2026-W53");
    expect(isoWeekOf("2027-01-04")).toBe("2027-W01");
    expect(isoWeekOf("2025-12-29")).toBe("2026-W01");
    expect(mondayOfWeek("2026-W49")).toBe("2026-11-30");
    expect(mondayOfWeek("2026-W53")).toBe("2026-12-28");
    expect(mondayOfWeek("2027-W53")).toBeNull();
    expect(mondayOfWeek("2026-W00")).toBeNull();
    expect(mondayOfWeek("2026-49")).toBeNull();
    expect(shiftWeek("2026-W53", 1)).toBe("2027-W01");
    expect(shiftWeek("2027-W01", -1)).toBe("2026-W53");
    expect(weekDays("2026-W52")).toEqual(["2026-12-21", "2026-12-22", "2026-12-23", "2026-12-24", "2026-12-25"]);
  });

  it("accepts only real dates and slots written as the forms write them", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-2-3")).toBe(false);
    expect(isIsoDate("1999-01-01")).toBe(false);
    expect(parseSlotKey("2026-12-07:am")).toEqual({ day: "2026-12-07", period: "am" });
    expect(parseSlotKey("2026-12-07:soir")).toBeNull();
    expect(parseSlotKey("2026-12-07:am:x")).toBeNull();
    expect(parseSlotKey(undefined)).toBeNull();
  });

  it("refuses a day off, the same day twice, or more days than a year holds", () => {
    expect(slotsError(slots("2026-12-07:day", "2026-12-09:am"))).toBeNull();
    expect(slotsError(slots("2026-12-05:day"))).toEqual({ kind: "notWorkingDay", day: "2026-12-05" });
    expect(slotsError(slots("2026-12-25:am"))).toEqual({ kind: "notWorkingDay", day: "2026-12-25" });
    expect(slotsError(slots("2026-12-07:am", "2026-12-07:pm"))).toEqual({ kind: "twice", day: "2026-12-07" });
    expect(slotsError(Array.from({ length: 261 }, () => slot("2026-12-07:am")))).toEqual({ kind: "tooMany" });
  });
});

describe("double bookings", () => {
  it("sees a whole day overlap each of its halves, and a morning never overlap an afternoon", () => {
    const conflicts = findConflicts([
      { jobId: 1, userId: 7, day: "2026-12-07", period: "day" },
      { jobId: 2, userId: 7, day: "2026-12-07", period: "am" },
      { jobId: 3, userId: 8, day: "2026-12-07", period: "am" },
      { jobId: 4, userId: 8, day: "2026-12-07", period: "pm" },
      { jobId: 5, userId: 9, day: "2026-12-08", period: "pm" },
      { jobId: 6, userId: 9, day: "2026-12-08", period: "day" },
      { jobId: 6, userId: 9, day: "2026-12-08", period: "day" },
    ]);
    expect(conflicts).toEqual([
      { userId: 7, day: "2026-12-07", half: "am", jobIds: [1, 2] },
      { userId: 9, day: "2026-12-08", half: "pm", jobIds: [5, 6] },
    ]);
  });

  it("counts half-days", () => {
    expect(halfDayCount(slots("2026-12-07:day", "2026-12-08:pm"))).toBe(3);
  });
});

describe("postponement", () => {
  it("moves the days from the given date on and keeps the earlier ones, each keeping its size, in order", () => {
    const plan = planPostponement({
      jobId: 1,
      from: "2026-12-09",
      jobs: [job(1, [7], "2026-12-08:day", "2026-12-09:am", "2026-12-10:day")],
    });
    expect(plan).toEqual({
      ok: true,
      moves: [
        {
          jobId: 1,
          before: slots("2026-12-08:day", "2026-12-09:am", "2026-12-10:day"),
          after: slots("2026-12-08:day", "2026-12-10:am", "2026-12-11:day"),
        },
      ],
    });
    const [move] = plan.ok ? plan.moves : [];
    expect(halfDayCount(move?.after ?? [])).toBe(5);
  });

  it("skips the weekend and the holidays", () => {
    const friday = planPostponement({ jobId: 1, from: "2026-12-04", jobs: [job(1, [7], "2026-12-04:day")] });
    expect(friday.ok && keys(friday.moves[0]?.after ?? [])).toEqual(["2026-12-07:day"]);
    const christmas = planPostponement({
      jobId: 1,
      from: "2026-12-24",
      jobs: [job(1, [7], "2026-12-24:day", "2026-12-28:am")],
    });
    expect(christmas.ok && keys(christmas.moves[0]?.after ?? [])).toEqual(["2026-12-28:day", "2026-12-29:am"]);
  });

  it("pushes the team's later jobs along, one after the other", () => {
    const plan = planPostponement({
      jobId: 1,
      from: "2026-12-08",
      jobs: [
        job(1, [7, 8], "2026-12-07:day", "2026-12-08:day"),
        job(2, [7, 8], "2026-12-09:day", "2026-12-10:day"),
        job(3, [7], "2026-12-11:day"),
        // Another team's job on the same days stays where it is.
        job(4, [9], "2026-12-09:day"),
      ],
    });
    expect(plan).toEqual({
      ok: true,
      moves: [
        {
          jobId: 1,
          before: slots("2026-12-07:day", "2026-12-08:day"),
          after: slots("2026-12-07:day", "2026-12-09:day"),
        },
        {
          jobId: 2,
          before: slots("2026-12-09:day", "2026-12-10:day"),
          after: slots("2026-12-10:day", "2026-12-11:day"),
          pushedBy: 1,
        },
        { jobId: 3, before: slots("2026-12-11:day"), after: slots("2026-12-14:day"), pushedBy: 1 },
      ],
    });
  });

  it("pushes a job that shares one person only, and that job's own later jobs with it", () => {
    const plan = planPostponement({
      jobId: 1,
      from: "2026-12-07",
      jobs: [job(1, [7], "2026-12-07:day"), job(2, [7, 8], "2026-12-08:day"), job(3, [8], "2026-12-09:day")],
    });
    expect(plan.ok && plan.moves.map((move) => [move.jobId, keys(move.after)])).toEqual([
      [1, ["2026-12-08:day"]],
      [2, ["2026-12-09:day"]],
      [3, ["2026-12-10:day"]],
    ]);
  });

  it("steps over what it may not push: a job that began earlier, a finished one", () => {
    const plan = planPostponement({
      jobId: 1,
      from: "2026-12-08",
      jobs: [
        job(1, [7], "2026-12-07:day", "2026-12-08:day"),
        job(2, [7], "2026-12-01:day", "2026-12-09:day"),
        { ...job(3, [7], "2026-12-10:day"), movable: false },
      ],
    });
    expect(plan.ok && plan.moves.map((move) => [move.jobId, keys(move.after)])).toEqual([
      [1, ["2026-12-07:day", "2026-12-11:day"]],
    ]);
  });

  it("places half-days on the first free half, pushing a later morning to the afternoon", () => {
    const plan = planPostponement({
      jobId: 1,
      from: "2026-12-08",
      jobs: [job(1, [7], "2026-12-08:pm"), job(2, [7], "2026-12-09:am"), job(3, [7], "2026-12-09:pm")],
    });
    expect(plan.ok && plan.moves.map((move) => [move.jobId, keys(move.after)])).toEqual([
      [1, ["2026-12-09:am"]],
      [2, ["2026-12-09:pm"]],
      [3, ["2026-12-10:am"]],
    ]);
  });

  it("waits for the resumption date when one is given", () => {
    const plan = planPostponement({
      jobId: 1,
      from: "2026-12-08",
      resumeOn: "2026-12-12",
      jobs: [job(1, [7], "2026-12-08:day", "2026-12-09:am")],
    });
    expect(plan.ok && keys(plan.moves[0]?.after ?? [])).toEqual(["2026-12-14:day", "2026-12-15:am"]);
  });

  it("says when there is nothing to move, the job is unknown or may not move", () => {
    const jobs = [job(1, [7], "2026-12-07:day"), { ...job(2, [7], "2026-12-08:day"), movable: false }];
    expect(planPostponement({ jobId: 1, from: "2026-12-08", jobs })).toEqual({ ok: false, reason: "nothingToMove" });
    expect(planPostponement({ jobId: 5, from: "2026-12-08", jobs })).toEqual({ ok: false, reason: "unknown" });
    expect(planPostponement({ jobId: 2, from: "2026-12-08", jobs })).toEqual({ ok: false, reason: "notMovable" });
  });
});
