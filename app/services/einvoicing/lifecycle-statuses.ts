/**
 * The lifecycle statuses of an e-invoice, as the tax administration's external specifications list them (dossier
 * général v3.2, § 3.6.4, « Tableau 8 - Les statuts d'une facture »), for the screens that will show where an
 * invoice stands. « Obligatoire » statuses are the ones the approved platforms pass on to the tax administration;
 * the others travel only between the companies and their platforms.
 */

export const lifecycleStatuses = [
  { code: "200", label: "Déposée", mandatory: true },
  { code: "201", label: "Émise par la plateforme", mandatory: false },
  { code: "202", label: "Reçue par la plateforme", mandatory: false },
  { code: "203", label: "Mise à disposition", mandatory: false },
  { code: "204", label: "Prise en charge", mandatory: false },
  { code: "205", label: "Approuvée", mandatory: false },
  { code: "206", label: "Approuvée partiellement", mandatory: false },
  { code: "207", label: "En litige", mandatory: false },
  { code: "208", label: "Suspendue", mandatory: false },
  { code: "209", label: "Complétée", mandatory: false },
  { code: "210", label: "Refusée", mandatory: true },
  { code: "211", label: "Paiement transmis", mandatory: false },
  { code: "212", label: "Encaissée", mandatory: true },
  { code: "213", label: "Rejetée", mandatory: true },
] as const satisfies readonly { code: string; label: string; mandatory: boolean }[];

export type LifecycleStatusCode = (typeof lifecycleStatuses)[number]["code"];

/** The status's French label, or null for a code the table does not hold (a platform's own, or a typo). */
export function lifecycleStatusLabel(code: string): string | null {
  return lifecycleStatuses.find((status) => status.code === code)?.label ?? null;
}
