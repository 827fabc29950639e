import type { Locator, Page } from "@playwright/test";
import { dayName, planningCopy } from "#app/content/planning.ts";
import { addDays } from "#app/lib/french-format.ts";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import { isoWeekOf, isWorkingDay, mondayOfWeek, weekDays } from "#app/services/jobs/planning-rules.ts";

/*
 * The planning as the office uses it, for the specs that plan jobs through its screen: the week to plan in, a day's
 * card and a person's row in it at 375 px, and the plan form opened from a job's address.
 */

/** The first week from next week on whose five days are all worked, so a plan never meets a public holiday. */
export function plannableWeek(): { week: string; days: [string, string, string, string, string] } {
  let week = isoWeekOf(addDays(parisToday(), 7));
  while (!weekDays(week).every(isWorkingDay)) week = isoWeekOf(addDays(mondayOfWeek(week) as string, 7));
  return { week, days: weekDays(week) as [string, string, string, string, string] };
}

export function planningUrl(origin: string, week: string, query = ""): string {
  return `${origin}/pro/planning?semaine=${week}${query}`;
}

export const dayCard = (page: Page, day: string): Locator =>
  page.locator("ol > li").filter({ has: page.getByRole("heading", { name: new RegExp(dayName(day), "i") }) });

export const personRow = (card: Locator, name: string): Locator =>
  card.getByRole("listitem").filter({ has: card.page().getByText(name, { exact: true }) });

/** Opens a job's plan form by its address, ticks its people, picks each day's choice (« Journée », « Matin »…) and saves. */
export async function planOnScreen(
  page: Page,
  url: string,
  people: string[],
  picks: [string, string][],
  screenshot?: string,
): Promise<void> {
  await page.goto(url);
  const form = page.locator('section[aria-labelledby="planifier"]');
  for (const person of people) await form.getByLabel(person, { exact: true }).check();
  for (const [day, choice] of picks) {
    await form
      .getByRole("radiogroup", { name: new RegExp(dayName(day), "i") })
      .getByText(choice, { exact: true })
      .click();
  }
  if (screenshot) await form.screenshot({ path: screenshot });
  await form.getByRole("button", { name: planningCopy.plan.save }).click();
}
