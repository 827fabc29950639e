import { parseDecimal } from "#app/lib/french-format.ts";
import type { CostCategory } from "#app/services/db/purchase-tables.server.ts";
import { MAX_DAY_MINUTES } from "./job-costs-rules.ts";

/*
 * The costing's forms read on the server (decision 062): hours typed on a job, a person's cost per hour, where a
 * purchase goes. Each answers the values it read or which field is wrong; the amounts of a purchase's shares are
 * never read from the form, only where each part goes.
 */

export const COST_CATEGORIES = ["materials", "subcontracting", "other"] as const satisfies readonly CostCategory[];

export function isCostCategory(value: unknown): value is CostCategory {
  return typeof value === "string" && (COST_CATEGORIES as readonly string[]).includes(value);
}

/** "7:30", "7h30", "7 h 30", "7" (hours) to minutes; null when unreadable, zero or over a day. */
export function parseHours(text: string): number | null {
  const match = /^(\d{1,2})(?:\s*[:hH]\s*(\d{2})?)?$/.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2] ?? "0");
  if (Number(match[2] ?? "0") > 59 || minutes < 1 || minutes > MAX_DAY_MINUTES) return null;
  return minutes;
}

/** A calendar day YYYY-MM-DD that exists. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return new Date(`${text}T12:00:00Z`).toISOString().slice(0, 10) === text;
}

/** The most an hour may cost: 1 000,00 €, far above any roofer's, below a typing slip of a zero too many. */
const MAX_HOURLY_CENTS = 100_000;

/** A cost per hour typed in euros ("32,50"); empty clears it. */
export function parseHourlyCost(text: string): { cents: number | null } | { error: true } {
  if (text.trim() === "") return { cents: null };
  const parsed = parseDecimal(text, 2, MAX_HOURLY_CENTS);
  return "value" in parsed && parsed.value > 0 ? { cents: parsed.value } : { error: true };
}

/** Where a part of a purchase goes: a job's id, or null for the general costs. */
export function parseTarget(text: string): { jobId: number | null } | null {
  if (text === "general") return { jobId: null };
  if (!/^\d{1,12}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 ? { jobId: id } : null;
}
