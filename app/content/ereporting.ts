import { frenchSpaced, frenchSpacing } from "#app/lib/typography.ts";

/**
 * The owner's screen « Factures › E-reporting » (decision 048): the periods of the company's calendar, what each
 * file declared and where it stands with the platform. Typed with ordinary spaces; frenchSpaced binds the
 * punctuation once (decision 022).
 */

const months = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
] as const;

const monthOf = (date: string) => months[Number(date.slice(5, 7)) - 1] ?? "";
const yearOf = (date: string) => date.slice(0, 4);
const dayOf = (date: string) => {
  const day = Number(date.slice(8, 10));
  return day === 1 ? "1er" : String(day);
};

/** "1re décade de septembre 2027", "septembre 2027", "septembre et octobre 2027", "décembre 2027 et janvier 2028". */
export function periodName(start: string, end: string): string {
  const sameMonth = start.slice(0, 7) === end.slice(0, 7);
  if (sameMonth && !(start.endsWith("-01") && Number(end.slice(8, 10)) >= 28)) {
    const decade = start.endsWith("-01") ? "1re" : start.endsWith("-11") ? "2e" : "3e";
    return `${decade} décade de ${monthOf(start)} ${yearOf(start)}`;
  }
  if (sameMonth) return `${monthOf(start)} ${yearOf(start)}`;
  if (yearOf(start) === yearOf(end)) return `${monthOf(start)} et ${monthOf(end)} ${yearOf(end)}`;
  return `${monthOf(start)} ${yearOf(start)} et ${monthOf(end)} ${yearOf(end)}`;
}

/** "30 septembre 2027". */
export function longDate(date: string): string {
  return `${dayOf(date)} ${monthOf(date)} ${yearOf(date)}`;
}

/** frenchSpaced leaves functions as they are: their sentences are spaced when they are made. */
const spaced =
  <A extends unknown[]>(sentence: (...args: A) => string) =>
  (...args: A) =>
    frenchSpacing(sentence(...args));

export const eReportingScreenCopy = frenchSpaced({
  title: "E-reporting",
  link: "E-reporting",
  fromSettings: "Voir les déclarations e-reporting (ventes aux particuliers)",
  intro:
    "Les ventes aux particuliers et leurs encaissements sont déclarés à l’administration par votre plateforme agréée, période par période, selon votre régime de TVA. Le site prépare et dépose chaque fichier dès la fin de la période, avant la date limite.",
  regime: spaced((label: string) => `Régime de TVA : ${label} (Mon site › L’entreprise).`),
  since: spaced((date: string) => `Première période déclarée : celle du ${date}.`),
  noSiret:
    "Renseignez le SIRET de l’entreprise (Mon site › L’entreprise) : le fichier nomme le déclarant par son SIREN.",
  noPlatform:
    "Aucune plateforme agréée n’est configurée : les fichiers sont prêts mais rien n’est déposé. Renseignez-la dans « Facturation électronique ».",
  platformLink: "Facturation électronique",
  empty: "Aucune période à afficher pour le moment.",
  periods: "Périodes",
  contents: { both: "Ventes et encaissements", transactions: "Ventes", payments: "Encaissements" },
  deadline: spaced((date: string) => `À remettre à la plateforme au plus tard le ${date}`),
  states: {
    upcoming: "À venir",
    nothing: "Rien à déclarer",
    ready: "Prête",
    deposited: "Déposée",
    accepted: "Acceptée",
    rejected: "Rejetée",
    corrected: "Rectifiée",
  },
  stateHints: {
    upcoming: "La période n’est pas finie : les montants peuvent encore changer.",
    nothing: "Aucune vente ni aucun encaissement à déclarer : aucun fichier n’est dû.",
    ready: "Le fichier part à la plateforme au prochain passage.",
    retrying: spaced(
      (attempts: number, error: string) => `Envoi en échec (${attempts} essais), nouvel essai bientôt : ${error}`,
    ),
  },
  corrective: "Fichier rectificatif : il annule et remplace le précédent pour cette période.",
  depositedOn: spaced((date: string, flowId: string) => `Déposée le ${date} (flux ${flowId})`),
  acceptedOn: spaced((date: string) => `Acceptée par la plateforme le ${date}`),
  reasons: "Motifs :",
  sales: "Ventes",
  payments: "Encaissements",
  category: { TPS1: "Prestations de services", TLB1: "Livraisons de biens" },
  salesLine: spaced((category: string, excl: string, vat: string) => `${category} : ${excl} HT, ${vat} de TVA`),
  paymentLine: spaced((rate: string, amount: string) => `TVA à ${rate} : ${amount} TTC`),
  noSales: "Aucune vente.",
  noPayments: "Aucun encaissement.",
  download: "Télécharger le XML",
  downloadOf: spaced((name: string, revision: number) =>
    revision === 0 ? `Télécharger le XML de ${name}` : `Télécharger le XML rectificatif n° ${revision} de ${name}`,
  ),
  history: "Fichiers précédents",
});
