import { expect, type Page } from "@playwright/test";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { siretDigits, vatForSiren } from "#app/lib/french-identifiers.ts";
import { type CommandResult, runSiteCommand } from "./owner.ts";
import { completeCompanyValues } from "./quotes.ts";

/** A SIRET whose Luhn key is right, made up for the tests from eight digits (not a real company's). */
export function fictionalSiret(prefix = "98765432"): { siret: string; vat: string } {
  for (let sirenKey = 0; sirenKey < 10; sirenKey++) {
    const siren = `${prefix}${sirenKey}`;
    for (let key = 0; key < 10; key++) {
      const candidate = `${siren}0001${key}`;
      if (siretDigits(candidate)) return { siret: candidate, vat: vatForSiren(siren) };
    }
  }
  throw new Error(`no SIRET with a valid key from ${prefix}`);
}

/** `npm run check-content` against a store (LEADS_DB or DATABASE_URL in `env`), as the owner would run it on the server. */
export function runCheckContent(env: Record<string, string>): Promise<CommandResult> {
  return runSiteCommand("scripts/check-content.mjs", [], { env });
}

/** The number `npm run check-content` reports ("33 placeholder(s) …"), 0 when it says the content is ready. */
export function placeholderCount(result: CommandResult): number {
  const match = /(\d+) (?:placeholder|item)\(s\)/.exec(result.stdout);
  return match ? Number(match[1]) : 0;
}

/**
 * The owner, logged in on `origin`, types in "L'entreprise" the values the template left as PLACEHOLDER that a quote
 * prints (legal identifiers, insurer, mediator: `completeCompanyValues`) and saves the draft. Sending a quote reads
 * the published company: `publishDraft` next.
 */
export async function saveCompleteCompany(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/pro/site/entreprise`);
  for (const [group, values] of Object.entries(completeCompanyValues)) {
    for (const [name, value] of Object.entries(values)) {
      await page.locator(`#champ-${group}-${name}`).fill(value);
    }
  }
  await page.getByRole("button", { name: siteEditorCopy.save }).click();
  await expect(page.getByText(siteEditorCopy.saved)).toBeVisible();
}

/** "Publier" on "Mon site", until the new version is served. */
export async function publishDraft(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/pro/site`);
  await page.getByRole("button", { name: siteEditorCopy.draft.publish, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /publiée/ })).toBeVisible({ timeout: 60_000 });
}
