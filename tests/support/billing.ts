import { site } from "#app/content/site.ts";
import type { BillingSettings } from "#app/services/billing/billing-settings.server.ts";
import { companyOf, type PublishedCompany } from "#app/services/site/company.server.ts";

/** A company with every mention a quote or an invoice prints filled in (none of the template's placeholders). */
export function completeCompany(): PublishedCompany {
  return companyOf({
    ...site,
    legal: {
      form: "SARL",
      capital: "10 000 €",
      siret: "481 234 565 00002",
      rcs: "RCS Arras 481 234 565",
      vat: "FR36481234565",
      director: "Marc Dupont",
    },
    insurance: {
      insurer: "Mutuelle des Bâtisseurs, 10 rue de l’Assurance, 59000 Lille",
      policyNumber: "DEC-2026-4711",
      coverage: "France métropolitaine",
    },
    mediator: {
      name: "Médiateur du bâtiment",
      address: "1 place de la Médiation, 75001 Paris",
      url: "https://mediateur.example.fr",
    },
  });
}

/** A real French IBAN example (its mod-97 key is right) and its bank's BIC. */
export const exampleBilling: BillingSettings = {
  reminderOffsets: [-3, 1, 15, 30],
  iban: "FR7630006000011234567890189",
  bic: "AGRIFRPP",
  vatOnDebits: false,
};
