/*
 * How the planning and the client's notices meet without calling each other (decision 054). Every change of a
 * job's dates (planned, moved, split, postponed, a day removed) is written by the planning in one transaction that
 * also raises `jobs.schedule_revision` by one, raises `job_days.sequence` of each day it touched (a removed day gets
 * `cancelled_at`), and appends one `job_events` row of a kind below whose detail is a ScheduleEventDetail. The
 * notices' sweep, on any instance, tells the client and the team once per revision (its `job_notices` key is
 * `scheduleNoticeKey`), so a change is never lost if the process stops after its commit, and never told twice.
 */

export const SCHEDULE_EVENT_KINDS = ["schedule.planned", "schedule.moved", "schedule.postponed"] as const;
export type ScheduleEventKind = (typeof SCHEDULE_EVENT_KINDS)[number];

export interface ScheduleEventDetail {
  revision: number;
  /** The days before and after the change, `YYYY-MM-DD:day|am|pm`, sorted. */
  before: string[];
  after: string[];
  /** For a postponement: its reason code and the office's words. */
  reason?: "intemperies" | "client" | "fournisseur" | "autre";
  note?: string;
  /** Another job moved because this one was postponed onto its days. */
  pushedBy?: number;
}

export function scheduleNoticeKey(revision: number): string {
  return `schedule:${revision}`;
}
