import type { Locator, Page } from "@playwright/test";
import { formsCopy } from "#app/content/forms.ts";
import { fieldTables, formLabel, type LeadKind } from "#app/lib/lead-fields.ts";
import type { ContactInput, QuoteInput } from "./leads.ts";

/** The lead form on the page (the only form posting to the page itself). */
export function leadForm(page: Page): Locator {
  return page.locator('form[method="post"]');
}

/**
 * The form's send button, by the names a visitor reads on it ("Envoyer ma demande", "Demander mon devis gratuit",
 * "Envoi en cours…" while sending): the photo field's file input is a button to assistive technology too.
 */
export function submitButton(form: Locator): Locator {
  const names = [formsCopy.contact.submit, formsCopy.quote.submit, formsCopy.submitting];
  return form.getByRole("button", {
    name: new RegExp(`^(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`),
  });
}

/** The label a visitor reads next to a field, from the form's table. */
export function fieldLabel(kind: LeadKind, name: string): string {
  const field = fieldTables[kind].find((spec) => spec.name === name);
  if (!field) throw new Error(`no field ${name} in the ${kind} form`);
  return formLabel(field);
}

/**
 * A person scrolls to the form and starts filling it: the first focus in it starts its island, which hydrates it
 * (data-ready). With JavaScript off nothing loads, and the form is filled as the plain form it is.
 */
export async function reachLeadForm(form: Locator): Promise<void> {
  await form.scrollIntoViewIfNeeded();
  const island = form.locator("xpath=ancestor::*[@data-lead-form]");
  // The islands' loader marks the form it watches for a first use (app/lib/island-loader.ts).
  if ((await island.getAttribute("data-prepared")) !== null) {
    await form.locator("input:not([type=hidden]), textarea, select").first().focus();
    await form.locator("xpath=ancestor::*[@data-ready]").waitFor({ state: "attached" });
  }
}

/**
 * Fills every field of the table the way a person would: typing, choosing in the list, ticking the box. With
 * `atOnce`, the person does not wait for the form's island to take the form over.
 */
async function fillFromTable(
  form: Locator,
  kind: LeadKind,
  input: Record<string, string | boolean>,
  { atOnce = false } = {},
): Promise<void> {
  if (atOnce) await form.scrollIntoViewIfNeeded();
  else await reachLeadForm(form);
  for (const field of fieldTables[kind]) {
    const control = form.getByLabel(formLabel(field), { exact: true });
    const value = input[field.name];
    if (field.control === "checkbox") await control.setChecked(value === true);
    else if (field.control === "select") await control.selectOption(String(value));
    else await control.fill(String(value));
  }
}

export function fillContactForm(form: Locator, input: ContactInput): Promise<void> {
  return fillFromTable(form, "contact", { ...input });
}

export function fillQuoteForm(form: Locator, input: QuoteInput, options?: { atOnce?: boolean }): Promise<void> {
  return fillFromTable(form, "devis", { ...input }, options);
}

/** Chromium reports every 4xx/5xx answer as a console error; a test that expects one removes it. */
export function ignoreFailedResource(errors: string[], status: number): void {
  const index = errors.findIndex((text) => text.includes(`status of ${status}`));
  if (index >= 0) errors.splice(index, 1);
}
