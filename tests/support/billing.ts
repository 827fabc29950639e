import type { BillingSettings } from "#app/services/billing/documents/billing-settings.server.ts";

/** A real French IBAN example (its mod-97 key is right) and its bank's BIC. */
export const exampleBilling: BillingSettings = {
  reminderOffsets: [-3, 1, 15, 30],
  iban: "FR7630006000011234567890189",
  bic: "AGRIFRPP",
  vatOnDebits: false,
};
export { completeCompany } from "./quotes.ts";
