/** What `npm run invoices -- e-reporting` says, in French (decision 041). */
import { type VatRegime, vatRegimeLabels, vatRegimes } from "./calendar.ts";

const euros = (cents: number) =>
  `${(cents / 100).toLocaleString("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\s/g, "\u00a0")}\u00a0€`;

/** "2027-09-30" as "30/09/2027". */
const frenchDate = (date: string) => date.split("-").reverse().join("/");

export const eReportingCopy = {
  badPeriod:
    "Indiquez la période à déclarer\u202f: --period AAAA-MM pour un mois (par exemple --period 2027-09), ou AAAA-MM-D1, -D2, -D3 pour une décade (par exemple --period 2027-09-D1).",
  badRegime: (value: string) =>
    `Régime de TVA inconnu\u202f: ${value}. Valeurs possibles\u202f: ${vatRegimes.join(", ")}.`,
  noSiret:
    "Renseignez le SIRET de l’entreprise (Mon site › L’entreprise) avant de déclarer\u202f: le fichier nomme le déclarant par son SIREN.",
  written: (file: string, documents: number, payments: number) =>
    `${file} écrit\u202f: ${documents} facture(s) ou avoir(s), ${payments} encaissement(s).`,
  totals: (exclCents: number, vatCents: number, paidCents: number) =>
    `Ventes déclarées\u202f: ${euros(exclCents)} HT, ${euros(vatCents)} de TVA\u202f; encaissements déclarés\u202f: ${euros(paidCents)}.`,
  deadline: (regime: VatRegime, flow: "transactions" | "payments", start: string, end: string, deadline: string) =>
    `${vatRegimeLabels[regime]}, ${flow === "transactions" ? "ventes" : "encaissements"} du ${frenchDate(start)} au ${frenchDate(end)}\u202f: à remettre à la plateforme au plus tard le ${frenchDate(deadline)}.`,
  internationalLeftOut: (numbers: readonly string[]) =>
    `Non déclaré dans ce fichier : ${numbers.join(", ")}, vente(s) à une entreprise étrangère, à déclarer facture par facture (flux 10.1 et 10.2), ce que le site ne fait pas encore.`,
  noPlatform:
    "Aucune plateforme agréée n’est configurée (Factures › Facturation électronique, ou les variables EINVOICING_*)\u202f: rien n’a été envoyé.",
  platformMisconfigured: (errors: readonly string[]) =>
    `La plateforme agréée est mal configurée, rien n’a été envoyé\u202f: ${errors.join(" ")}`,
  refused: (reason: string) => `La plateforme n’a pas pris le fichier, rien n’a été envoyé\u202f: ${reason}`,
  sent: (flowId: string) => `Fichier déposé sur la plateforme agréée\u202f: flux ${flowId}.`,
} as const;
