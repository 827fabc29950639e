/**
 * The company's identity: the only place these values may be written in code, and the first version of the
 * values the owner edits from /pro ("L'entreprise"): a publication lays its values over these (published.ts).
 * Every value marked PLACEHOLDER must be replaced with the owner's real data before going live.
 */
import { type CountedService, countedServices } from "#app/lib/site-limits.ts";
import type { VatRegime } from "#app/services/ereporting/calendar.ts";
import { type ConfirmableClaim, derive, overlay, published, type SiteGeo } from "./published.ts";

export interface OpeningHours {
  /** schema.org day names, used both for display and for structured data. */
  days: readonly ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")[];
  label: string;
  opens: string | null;
  closes: string | null;
}

export interface Qualification {
  id: string;
  name: string;
  scope: string;
  body: string;
  certificate: string;
  /** The certifier's public directory, where a visitor checks the certificate. */
  directory: { label: string; url: string };
}

export interface SiteIdentity {
  name: string;
  shortName: string;
  tagline: string;
  phone: { display: string; e164: string };
  email: string;
  address: {
    street: string;
    postalCode: string;
    city: string;
    region: string;
    country: string;
  };
  openingHours: readonly OpeningHours[];
  emergency: { label: string; delay: string };
  serviceRadiusKm: number;
  legal: {
    form: string;
    capital: string;
    siret: string;
    rcs: string;
    vat: string;
    director: string;
  };
  /** The ten-year liability insurance (assurance décennale) behind the "garantie décennale" the site promises. */
  insurance: { insurer: string; policyNumber: string; coverage: string };
  /** Qualifications the site claims, each with who certified it and where anyone can check it. */
  qualifications: readonly Qualification[];
  host: { name: string; address: string; phone: string };
  mediator: { name: string; address: string; url: string };
  credit: { label: string; url: string };
  foundedYear: number | null;
  geo: SiteGeo | null;
  confirmed: readonly ConfirmableClaim[];
  hiddenServices: readonly string[];
  googleReviewUrl: string;
  completedJobs: Readonly<Record<CountedService, number | null>>;
  vatRegime: VatRegime;
}

/** The company as the content files write it: the first version, and what a value still the template's is told by. */
export const buildSite: SiteIdentity = {
  // PLACEHOLDER: the company's real trading name.
  name: "Toitures de la Gohelle",
  // PLACEHOLDER: the short name that ends every page title.
  shortName: "Toitures Gohelle",
  tagline: "Votre expert en couverture, étanchéité et maçonnerie",
  // PLACEHOLDER: the real phone number. 03 53 01 00 00 sits in a range that ARCEP reserves for fiction.
  phone: { display: "03 53 01 00 00", e164: "+33353010000" },
  // PLACEHOLDER: the company's real e-mail address.
  email: "contact@example.com",
  address: {
    // PLACEHOLDER: the head office's street address.
    street: "12 rue de la Fosse 11",
    postalCode: "62750",
    city: "Loos-en-Gohelle",
    region: "Pas-de-Calais",
    country: "FR",
  },
  openingHours: [
    {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      label: "Lundi – Vendredi",
      opens: "08:00",
      closes: "18:00",
    },
    { days: ["Saturday"], label: "Samedi", opens: "08:00", closes: "16:00" },
    { days: ["Sunday"], label: "Dimanche", opens: null, closes: null },
  ],
  emergency: { label: "Urgences 24h/24 – 7j/7", delay: "intervention en 1 à 2 h" },
  serviceRadiusKm: 50,
  legal: {
    // PLACEHOLDER values: the owner supplies the real identifiers; none of these is a real number.
    form: "SARL (PLACEHOLDER – forme juridique à confirmer)",
    capital: "PLACEHOLDER – capital social à compléter",
    siret: "PLACEHOLDER – SIRET à compléter",
    rcs: "PLACEHOLDER – RCS Arras à compléter",
    vat: "PLACEHOLDER – n° TVA intracommunautaire à compléter",
    director: "PLACEHOLDER – nom du gérant",
  },
  insurance: {
    insurer: "PLACEHOLDER – nom et adresse de l’assureur",
    policyNumber: "PLACEHOLDER – n° de contrat",
    coverage: "PLACEHOLDER – couverture géographique (par exemple : France métropolitaine)",
  },
  qualifications: [
    {
      id: "rge",
      name: "RGE (Reconnu garant de l’environnement)",
      scope: "Travaux d’isolation et de rénovation énergétique de la toiture",
      body: "PLACEHOLDER – organisme de qualification (Qualibat, Qualit’EnR…)",
      certificate: "PLACEHOLDER – n° de certificat RGE",
      directory: {
        label: "Annuaire France Rénov’ des professionnels RGE",
        url: "https://france-renov.gouv.fr/annuaires-professionnels/artisan-rge-architectes",
      },
    },
    {
      id: "amiante",
      name: "Désamiantage, sous-sections 3 et 4 (SS3 et SS4)",
      scope:
        "Sous-section 3 : retrait et encapsulage de matériaux amiantés ; sous-section 4 : interventions sur des matériaux susceptibles de libérer des fibres d’amiante",
      body: "PLACEHOLDER – organisme certificateur (Qualibat, AFNOR Certification…)",
      certificate: "PLACEHOLDER – n° de certificat amiante",
      directory: {
        label: "PLACEHOLDER – annuaire de l’organisme certificateur (celui de Qualibat pour un certificat Qualibat)",
        url: "https://www.qualibat.com/",
      },
    },
  ],
  // PLACEHOLDER: the hosting provider chosen at deployment.
  host: {
    name: "PLACEHOLDER – hébergeur",
    address: "PLACEHOLDER – adresse de l’hébergeur",
    phone: "PLACEHOLDER – téléphone de l’hébergeur",
  },
  // The consumer mediator the company adheres to (Code de la consommation, art. L612-1), named on the site (L616-1).
  mediator: {
    name: "PLACEHOLDER – médiateur de la consommation",
    address: "PLACEHOLDER – adresse du médiateur",
    url: "PLACEHOLDER – site internet du médiateur (https://…)",
  },
  // PLACEHOLDER: who made the site, or nothing (an empty label shows no credit).
  credit: { label: "Site réalisé par notre studio", url: "https://example.com/" },
  // PLACEHOLDER: the year the company was founded, until the owner confirms it.
  foundedYear: 2008,
  // The head office's coordinates are the owner's to give: until then no page states any.
  geo: null,
  confirmed: [],
  hiddenServices: [],
  // The owner's Google review page, once he gives it: clients asked for a review are offered it.
  googleReviewUrl: "",
  // How many jobs of each kind the company has done is the owner's to say: until then no page states a count.
  completedJobs: Object.fromEntries(countedServices.map((slug) => [slug, null])) as Record<
    CountedService,
    number | null
  >,
  // The default regime of a small company; it sets when its sales and payments are e-reported (decision 041).
  vatRegime: "simplifie",
};

/** The company as the version served publishes it (the build's values until one is). */
export let site: SiteIdentity = buildSite;
export let telHref = "";
export let mailtoHref = "";
/** The head office's coordinates when the owner confirmed them for the address the site shows, else null. */
export let siteGeo: { latitude: number; longitude: number } | null = null;
/** The claims the copy may make, each only while the owner's content backs it. */
export let claims = { rge: false, asbestos: false };

derive(() => {
  site = overlay(buildSite, published?.values.site);
  telHref = `tel:${site.phone.e164}`;
  mailtoHref = `mailto:${site.email}`;
  siteGeo =
    site.geo && site.geo.confirmedFor === addressLine(site.address)
      ? { latitude: site.geo.latitude, longitude: site.geo.longitude }
      : null;
  claims = { rge: holds("rge"), asbestos: holds("amiante") };
});

/** The head office's address on one line: what the owner confirms coordinates for. */
export function addressLine(address: { street: string; postalCode: string; city: string }): string {
  return `${address.street}, ${address.postalCode} ${address.city}`;
}

/** Whether the company holds the certification `id` ("rge", "amiante"): a removed one leaves no page claiming it. */
export function holds(id: string): boolean {
  return site.qualifications.some((qualification) => qualification.id === id);
}

/**
 * Whole years since the founding year, counted when the page is rendered; null without a founding year (the
 * copy then states no age). Derived, never typed: "15+ ans d'expérience" cannot outlive the facts.
 */
export function yearsOfExperience(now: Date = new Date()): number | null {
  if (site.foundedYear === null) return null;
  const years = now.getFullYear() - site.foundedYear;
  return years >= 1 ? years : null;
}

/** "7 ans", "1 an": the company's age as the copy writes it, or null. */
export function experienceLabel(now: Date = new Date()): string | null {
  const years = yearsOfExperience(now);
  return years === null ? null : `${years}\u00a0an${years > 1 ? "s" : ""}`;
}
