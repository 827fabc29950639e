/**
 * Copy of the retention guarantee (« retenue de garantie », loi n° 71-584 du 16 juillet 1971; decision 065): the
 * quote's editor, the mentions of the quote and the invoice (page and PDF from the same function), the owner's
 * screens, the dashboard and the Factur-X note, so that each says it the same way.
 */
import { formatEuros, formatRate } from "#app/lib/french-format.ts";
import type { InvoiceRetention, RetentionTerms } from "#app/services/billing/documents/retention.ts";
import { frenchDate } from "./quotes.ts";

/** What the retention guarantees and when it is paid back, as art. 1 and 2 of the law put it. */
export const retentionLaw =
  "Retenue de garantie (loi n° 71-584 du 16 juillet 1971) : elle garantit l’exécution des travaux pour satisfaire, le cas échéant, aux réserves faites à la réception par le maître de l’ouvrage ; elle est libérée un an après la réception, faite avec ou sans réserve, sauf opposition motivée notifiée par lettre recommandée.";

export const bankGuaranteeLaw = (guarantor: string) =>
  `Retenue de garantie remplacée par une caution personnelle et solidaire de ${guarantor} (article 1er, alinéa 4, de la loi n° 71-584 du 16 juillet 1971) : aucune somme n’est retenue sur les paiements ; la caution est libérée un an après la réception des travaux.`;

/** When the amount held is due: known once the PV de réception is signed (decision 057). */
export function releaseText(releaseDate: string | null): string {
  return releaseDate
    ? `payable le ${frenchDate(releaseDate)}, un an après la réception des travaux`
    : "payable un an après la réception des travaux";
}

export const retentionCopy = {
  /** The quote's editor. */
  legend: "Retenue de garantie",
  percentLabel: "Retenue de garantie (%)",
  percentHint:
    "Pour un client professionnel ou public qui retient une part du prix jusqu’à un an après la réception : 5 % au plus. Laissez vide s’il n’en retient pas.",
  bankLabel: "Une caution bancaire remplace la retenue",
  guarantorLabel: "Banque et référence de la caution",
  guarantorHint: "Par exemple : Crédit Agricole Nord de France, caution n° 2026-1187.",
  errors: {
    rate: "Retenue de garantie : indiquez un pourcentage, par exemple 5 ou 2,5.",
    cap: "La retenue de garantie ne peut pas dépasser 5 % du prix (loi n° 71-584 du 16 juillet 1971, article 1er).",
    guarantor: "Caution bancaire : indiquez la banque et la référence de la caution (200 caractères au plus).",
    both: "Choisissez la retenue de garantie ou la caution bancaire qui la remplace, pas les deux.",
  },
  /** The totals of the page and the PDF. */
  held: (rateBasisPoints: number) => `Retenue de garantie ${formatRate(rateBasisPoints)}`,
  dueNow: "Net à payer maintenant",
  heldDue: (releaseDate: string | null) => `Retenue de garantie, ${releaseText(releaseDate)}`,
  /** The owner's summary of an invoice. */
  ownerHeld: "Retenue de garantie",
  ownerRelease: "Libérée le",
  bankTag: "Caution bancaire",
  /** The dashboard's block. */
  dashboardTitle: "Retenues de garantie à échéance",
  dashboardEmpty: "Aucune retenue de garantie n’arrive à échéance dans les 60 jours.",
  dashboardOverdue: "Échue",
  dashboardUnreceived: "Réception non signée",
  dashboardInvoice: (number: string) => `Facture ${number}`,
  dashboardRelease: (date: string) => `libérée le ${date}`,
} as const;

/** The quote's mention: the share agreed, or the bank's guarantee in its place. */
export function quoteRetentionParagraphs(terms: RetentionTerms): string[] {
  return terms.kind === "held"
    ? [
        `Le client retient ${formatRate(terms.rateBasisPoints)} du montant TTC de chaque facture des travaux (acomptes exclus), au plus 5 % du prix.`,
        retentionLaw,
      ]
    : [bankGuaranteeLaw(terms.guarantor)];
}

/** The invoice's mention: the amount held, what is due now and when the rest is. */
export function invoiceRetentionParagraphs(
  retention: InvoiceRetention,
  amountDueCents: number,
  releaseDate: string | null,
): string[] {
  if (retention.kind === "bankGuarantee") return [bankGuaranteeLaw(retention.guarantor)];
  return [
    `${retentionCopy.held(retention.rateBasisPoints)} : ${formatEuros(retention.heldCents)}, ${releaseText(releaseDate)}. ${retentionCopy.dueNow} : ${formatEuros(amountDueCents - retention.heldCents)}.`,
    retentionLaw,
  ];
}

/** BT-20 and BT-22 of the Factur-X: EN 16931 has no retention amount, so the terms say it (decision 065). */
export function retentionPaymentNote(retention: InvoiceRetention, amountDueCents: number, releaseDate: string | null) {
  return retention.kind === "bankGuarantee"
    ? `Retenue de garantie remplacée par une caution personnelle et solidaire de ${retention.guarantor} (loi 71-584 du 16 juillet 1971).`
    : `Retenue de garantie ${formatRate(retention.rateBasisPoints)} (loi 71-584 du 16 juillet 1971) : ${formatEuros(retention.heldCents)} ${releaseText(releaseDate)} ; à payer à l’échéance : ${formatEuros(amountDueCents - retention.heldCents)}.`;
}
