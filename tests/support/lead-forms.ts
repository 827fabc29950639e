import type { Locator, Page } from "@playwright/test";
import { formsCopy } from "#app/content/forms.ts";
import type { ContactInput, QuoteInput } from "./leads.ts";

/** The lead form on the page (the only form posting to the page itself). */
export function leadForm(page: Page): Locator {
  return page.locator('form[method="post"]');
}

export async function fillContactForm(form: Locator, input: ContactInput): Promise<void> {
  const { labels } = formsCopy.contact;
  await form.getByLabel(labels.name, { exact: true }).fill(input.name);
  await form.getByLabel(labels.phone, { exact: true }).fill(input.phone);
  await form.getByLabel(labels.email, { exact: true }).fill(input.email);
  await form.getByLabel(labels.city, { exact: true }).fill(input.city);
  await form.getByLabel(labels.service, { exact: true }).selectOption(input.service);
  await form.getByLabel(labels.message, { exact: true }).fill(input.message);
}

export async function fillQuoteForm(form: Locator, input: QuoteInput): Promise<void> {
  const { labels } = formsCopy.quote;
  await form.getByLabel(labels.nom, { exact: true }).fill(input.nom);
  await form.getByLabel(labels.email, { exact: true }).fill(input.email);
  await form.getByLabel(labels.telephone, { exact: true }).fill(input.telephone);
  await form.getByLabel(labels.adresse, { exact: true }).fill(input.adresse);
  await form.getByLabel(labels.typeService, { exact: true }).selectOption(input.typeService);
  await form.getByLabel(new RegExp(`^${labels.description}`)).fill(input.description);
  await form.getByLabel(labels.accepteConditions, { exact: true }).setChecked(input.accepteConditions);
}

/** Chromium reports every 4xx/5xx answer as a console error; a test that expects one removes it. */
export function ignoreFailedResource(errors: string[], status: number): void {
  const index = errors.findIndex((text) => text.includes(`status of ${status}`));
  if (index >= 0) errors.splice(index, 1);
}
