/** How many entries each list of "Mon site" takes: the schema enforces them, the screens disable "Ajouter" at them. */
export const MAX_QUALIFICATIONS = 8;
export const MAX_PRICE_LINES = 12;
export const MAX_FLAT_RATES = 20;

/**
 * The lines the arrêté du 24 janvier 2017 requires on the page before any call-out (article 2: the hourly rate
 * TTC and the travel costs): the owner changes their values, never removes them.
 */
export const requiredPriceLines: readonly string[] = ["taux-horaire", "deplacement-intervention"];

/**
 * Of a price line the arrêté asks for the service and its price TTC; of the hourly rate also its unit and how the
 * time is counted ("les modalités de décompte du temps"). Elsewhere the unit and the detail are the owner's choice.
 */
const hourlyRateLine = "taux-horaire";
export const optionalPriceLineFields = (lineId: string): readonly string[] =>
  lineId === hourlyRateLine ? [] : ["unit", "detail"];

/**
 * The services whose page has a figures band stating how many jobs of that kind the company has done: each count is
 * the owner's ("Chantiers réalisés" in "L’entreprise"), and a page states none until he gives it (decision 031).
 */
export const countedServices = [
  "ardoise",
  "bac-acier",
  "charpente",
  "desamiantage",
  "maconnerie",
  "peinture-exterieure",
  "traitement-facade",
] as const;
export type CountedService = (typeof countedServices)[number];

/** A job count above this is a typing slip, not a roofer's record. */
export const MAX_JOB_COUNT = 100_000;
