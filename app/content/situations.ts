/**
 * Copy of progress invoices (« situations de travaux », decision 066): the owner's form and screens, the client's
 * pages, the PDF and the Factur-X's line notes say the same thing the same way.
 */
import { formatEuros, formatRate } from "#app/lib/french-format.ts";
import type {
  InvoiceDocument,
  SituationLine,
  SituationStatement,
} from "#app/services/billing/documents/invoice-document.ts";
import { documentTitle, invoiceMentions } from "./invoices.ts";
import type { Mention } from "./quotes.ts";

/** 3000 → "30 %", 3333 → "33,33 %". */
export function situationPercent(basisPoints: number): string {
  return formatRate(basisPoints);
}

/** « Situation n° 2 » or, the last one, « Situation n° 2 et décompte final ». */
export function situationName(statement: Pick<SituationStatement, "number" | "final">): string {
  return statement.final ? `Situation n° ${statement.number} et décompte final` : `Situation n° ${statement.number}`;
}

/**
 * The invoice's title, « Facture n° F-2026-0002 – Situation n° 1 » for a situation. Kept here, not in invoices.ts,
 * whose copy the job's page loads and whose budget has no room for the situations' (decision 066).
 */
export function invoiceTitle(document: Pick<InvoiceDocument, "kind" | "number" | "situation">): string {
  const title = documentTitle(document);
  return document.situation ? `${title} – ${situationName(document.situation)}` : title;
}

/** The invoice's mentions, a situation's paragraphs after the quote it bills. */
export function invoiceMentionsOf(document: InvoiceDocument, releaseDate: string | null = null): Mention[] {
  const mentions = invoiceMentions(document, releaseDate);
  const { situation } = document;
  if (!situation) return mentions;
  return mentions.map((mention) => {
    if (mention.id !== "document") return mention;
    const paragraphs = [...mention.paragraphs];
    const quoteAt = paragraphs.findIndex((paragraph) => paragraph.startsWith("Devis n°"));
    paragraphs.splice(quoteAt + 1, 0, ...situationParagraphs(situation));
    return { ...mention, paragraphs };
  });
}

/** What one quote line has come to, as the page, the PDF and the Factur-X's line note (BT-127) say it. */
export function situationLineNote(line: SituationLine): string {
  return `Marché ${formatEuros(line.lineExclCents)} HT ; avancement cumulé ${situationPercent(line.cumulativeBasisPoints)}, soit ${formatEuros(line.cumulativeExclCents)} HT ; déjà facturé ${formatEuros(line.previousExclCents)} HT ; cette situation ${formatEuros(line.thisExclCents)} HT.`;
}

/** The line under a quote line's name on the client's page: where it stands; its right side is this situation's. */
export function situationLineSummary(line: SituationLine): string {
  return `Marché ${formatEuros(line.lineExclCents)} HT · réalisé ${situationPercent(line.cumulativeBasisPoints)}, soit ${formatEuros(line.cumulativeExclCents)} · déjà facturé ${formatEuros(line.previousExclCents)} · TVA ${formatRate(line.vatRate)}`;
}

/** The paragraph the invoice's mentions add: what a situation is and which ones came before. */
export function situationParagraphs(statement: SituationStatement): string[] {
  const earlier = statement.earlier.map((situation) => situation.number).join(", ");
  return [
    `${situationName(statement)} : facture des travaux réalisés à ce jour, ligne par ligne du devis, déduction faite des situations précédentes.`,
    ...(earlier ? [`Situations précédentes déduites : ${earlier}.`] : []),
    ...(statement.final
      ? ["Dernière situation : tous les postes du devis sont réalisés à 100 % ; les acomptes versés sont déduits."]
      : []),
  ];
}

export const situationsCopy = {
  /** The quote's billing card. */
  start: "Facturer une situation",
  startHint: "Chantier facturé au fur et à mesure : une facture par étape, selon l’avancement de chaque poste.",
  form: {
    title: (number: number) => `Situation n° ${number}`,
    intro:
      "Indiquez pour chaque poste le pourcentage réalisé depuis le début du chantier (cumulé), pas seulement ce mois-ci. Les montants sont calculés sur le devis.",
    quote: (number: string) => `Devis ${number}`,
    lineTotal: "Montant du poste",
    previous: (percent: string) => `Déjà facturé : ${percent}`,
    cumulative: "Réalisé à ce jour (%)",
    cumulativeHint: (floor: string) => `Au moins ${floor}, au plus 100 %`,
    thisSituation: "Cette situation",
    allDone: "Tout à 100 %",
    save: "Préparer la facture de situation",
    saved: "Situation enregistrée : vérifiez-la puis émettez-la.",
    back: "Retour au devis",
  },
  errors: {
    title: "La situation n’est pas enregistrée :",
    notAccepted: "Ce devis n’est pas accepté : il ne peut pas encore être facturé.",
    finalExists:
      "Ce devis a une facture de solde : il ne se facture plus par situations (annulez le solde par un avoir pour facturer par situations).",
    situationsExist:
      "Ce devis est facturé par situations : la dernière situation, à 100 %, tient lieu de facture de solde.",
    complete: "Tous les postes de ce devis sont déjà facturés à 100 %.",
    shape: "Le devis a changé depuis ce formulaire : rechargez la page.",
    percent: (line: number) => `Poste ${line} : indiquez un pourcentage de 0 à 100, deux décimales au plus.`,
    over: (line: number) => `Poste ${line} : l’avancement ne peut pas dépasser 100 %.`,
    lowered: (line: number, floor: string) =>
      `Poste ${line} : l’avancement ne peut pas baisser sous ${floor}, déjà facturé par les situations précédentes (annulez la situation par un avoir pour corriger).`,
    nothing: "Cette situation ne facture rien : augmentez l’avancement d’au moins un poste.",
    issue: "L’avancement de cette situation est sous celui d’une situation émise depuis : corrigez les pourcentages.",
    partialSituation:
      "Une situation s’annule en entier : établissez un avoir de tout son montant, puis une nouvelle situation avec les bons pourcentages.",
  },
  /** The document's columns (page and PDF). */
  columns: {
    designation: "Poste",
    lineTotal: "Marché HT",
    percent: "Cumul",
    cumulative: "Cumul HT",
    previous: "Déjà facturé",
    thisSituation: "Cette situation",
  },
  linesTitle: "Avancement des travaux",
  linesHint: "Montants hors taxes ; à droite, le montant de cette situation.",
  edit: "Modifier les pourcentages",
  creditNoteHint:
    "Un avoir sur une situation l’annule en entier ; faites ensuite une nouvelle situation avec les bons pourcentages.",
  earlier: (numbers: string) => `Situations précédentes déduites : ${numbers}.`,
  finalHint: "Dernière situation : tous les postes sont à 100 %, les acomptes sont déduits du net à payer.",
  /** The owner's dashboard. */
  dashboard: {
    title: "Chantiers facturés par situations",
    empty: "Aucun chantier en cours de facturation par situations.",
    invoiced: (percent: string) => `${percent} facturé`,
    left: (amount: string) => `reste ${amount} HT`,
    last: (date: string) => `dernière situation le ${date}`,
    late: "plus d’un mois : situation à faire ?",
  },
  /** The invoices' list and the summary: a tag. */
  tag: (statement: Pick<SituationStatement, "number" | "final">) => situationName(statement),
} as const;
