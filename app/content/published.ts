/**
 * The owner's published values ("Mon site" in /pro), laid over the build's content files. The files in
 * app/content/ stay the first version and the structure of every page; a publication replaces only the values
 * listed in `EditableContent`, and every module that derives text from them (a "Appeler le …" label, the legal
 * page, the structured data) derives it from the published value inside `derive`, run when the module is first
 * evaluated and again for each version the process serves. The publication renders its pages in a worker thread
 * that sets `globalThis[PUBLISHED_GLOBAL]` before it loads the server build (app/services/site/render.server.ts);
 * the server's own process, which renders the client's pages, e-mails and PDFs, calls `servePublication`.
 * A build page carries no published value: it shows the content files as written.
 * Public pages do not hydrate; an island that shows owner values (the lead form) gets them in its props.
 */
import type { ResponsiveImage } from "#app/lib/responsive-image.ts";
import type { CountedService } from "#app/lib/site-limits.ts";
import { frenchSpaced, frenchSpacing } from "#app/lib/typography.ts";
import type { VatRegime } from "#app/services/ereporting/calendar.ts";
import type { ProjectCategory } from "./project-categories.ts";
import type { ClientReview, Testimonial } from "./review-shapes.ts";

export const PUBLISHED_GLOBAL = "__publishedSiteContent";

export interface EditableOpeningHours {
  opens: string | null;
  closes: string | null;
}

/** A certification the company claims, with who certified it and where anyone can check it. */
export interface EditableQualification {
  /** Stable key: "rge" and "amiante" are the ones pages name (service pages, badges); others are listed only. */
  id: string;
  name: string;
  scope: string;
  body: string;
  certificate: string;
  directory: { label: string; url: string };
}

/**
 * The head office's coordinates, and the address the owner confirmed them for: no geocoding service is
 * reachable from the server, so coordinates are the owner's word, and they stop counting once the address changes.
 */
export interface SiteGeo {
  latitude: number;
  longitude: number;
  /** `addressLine(address)` when the owner confirmed them; any other value: not confirmed, not published. */
  confirmedFor: string;
}

/** Claims the owner confirms are true; the build's values are the template's until then (Code de la consommation, L121-2). */
export type ConfirmableClaim = "foundedYear" | "qualifications" | "serviceRadiusKm";

/** The company values the owner edits in "L'entreprise", in the shape of `SiteIdentity`. */
export interface EditableSite {
  name: string;
  /** The name at the end of every page title and in the e-mails' subjects. */
  shortName: string;
  phone: { display: string; e164: string };
  email: string;
  address: { street: string; postalCode: string; city: string };
  openingHours: EditableOpeningHours[];
  emergency: { label: string; delay: string };
  legal: { form: string; capital: string; siret: string; rcs: string; vat: string; director: string };
  insurance: { insurer: string; policyNumber: string; coverage: string };
  qualifications: EditableQualification[];
  host: { name: string; address: string; phone: string };
  mediator: { name: string; address: string; url: string };
  /** The site's maker's credit in the footer and the legal page; an empty label shows none. */
  credit: { label: string; url: string };
  /** Every "N ans d'expérience" and the foundingDate come from it; null: the pages state no age. */
  foundedYear: number | null;
  serviceRadiusKm: number;
  /** Null, or not confirmed for the current address: the pages and the structured data give no coordinates. */
  geo: SiteGeo | null;
  confirmed: ConfirmableClaim[];
  /** Services the company does not offer: off every page, their addresses answer 410. */
  hiddenServices: string[];
  /** The company's Google review page (https, a Google address), offered to clients asked for a review; "" none. */
  googleReviewUrl: string;
  /** "Chantiers réalisés" per service with a figures band; null: not stated, and the page states no count. */
  completedJobs: Record<CountedService, number | null>;
  /** The company's VAT regime: it sets the periods and deadlines of its e-reporting (decision 041). */
  vatRegime: VatRegime;
}

/** The values of /tarifs the owner edits, in the shape of `pricesCopy`. */
export interface EditablePrices {
  /** `id` names the line's anchor; the hourly rate and the call-out fee (required by law) keep theirs. */
  rates: {
    lines: {
      id: string;
      icon: "labour" | "quote-visit" | "call-out";
      label: string;
      amount: string;
      unit: string;
      detail: string;
    }[];
  };
  emergency: { surcharge: string; nightHours: string };
  flatRates: { jobs: { label: string; amount: string; includes: string }[] };
}

/** A banner above the header of every page until the end of `endsOn` (Europe/Paris). */
export interface Announcement {
  text: string;
  /** YYYY-MM-DD, the last day it shows. */
  endsOn: string;
}

/** A photo of the owner's: re-encoded without metadata into AVIF and WebP at several widths, content-hashed names. */
export interface ProjectPhoto {
  image: ResponsiveImage;
  /** What the photo shows, for someone who cannot see it: required. */
  alt: string;
}

/** A finished job the owner adds from "Réalisations": its photos come first on the portfolio and its service's page. */
export interface OwnerProject {
  id: string;
  title: string;
  description: string;
  town: string;
  /** Month and year as text ("Septembre 2026"). */
  date: string;
  category: ProjectCategory;
  /** A hidden project stays in the draft and the versions, and on no page. */
  hidden: boolean;
  photos: ProjectPhoto[];
}

/** What an article is about, and its filter on /articles. */
export type ArticleCategory = "conseils" | "actualites" | "chantiers";

/**
 * An article of "Mon site" → "Articles": its body is the owner's restricted Markdown (app/lib/article-markdown.ts),
 * kept as typed and turned into the page's elements when the pages are rendered.
 */
export interface OwnerArticle {
  id: string;
  /** Its address, /articles/<slug>: made from the first title, then kept so that links to it keep working. */
  slug: string;
  title: string;
  summary: string;
  body: string;
  category: ArticleCategory;
  /** Service slugs: the article shows on their pages and ends on the first one's call to action. */
  services: string[];
  /** Town slugs: the article shows on their pages. */
  towns: string[];
  /** Its photos, uploaded like a project's; the first is the cover, any may be placed in the body (`[photo 2]`). */
  photos: ProjectPhoto[];
  /** A photo of the build's image set (app/images/photos.ts) as its cover while it has none of its own. */
  buildCover: string | null;
  /** YYYY-MM-DD: the day it first went on the site (the owner may change it). */
  date: string;
  /** A hidden article stays in the draft and the versions, and on no page. */
  hidden: boolean;
  /** False for the template's example articles until the owner confirms them (decision 021): "Mon site" lists them. */
  confirmed: boolean;
}

export interface EditableContent {
  site: EditableSite;
  prices: EditablePrices;
  testimonials: Testimonial[];
  announcement: Announcement | null;
  /** The owner's projects, newest first; the build's illustrated examples follow them. */
  projects: OwnerProject[];
  /**
   * The reviews clients left through their private link and the owner approved, newest first. Never edited in the
   * draft: every publication takes them from the reviews' table as they stand (decision 031).
   */
  reviews: ClientReview[];
  /** The owner's articles, newest first (the template's five examples until he replaces them). */
  articles: OwnerArticle[];
}

export interface PublishedContent {
  version: number;
  /** ISO 8601: the sitemap's lastmod. */
  publishedAt: string;
  values: EditableContent;
}

function spaced(publication: PublishedContent | null | undefined): PublishedContent | null {
  return publication ? { ...publication, values: frenchSpaced(publication.values) } : null;
}

/**
 * The publication this module graph renders, or null for the build's own content (and in the browser). The
 * owner's text is French-spaced here, once, for every page that shows it (the content files are at the source).
 * A render worker finds it set before it loads the build; the server's own process, which renders a client's
 * quote, invoice and review pages, its error pages, e-mails and PDFs on each request, is given each version it
 * serves through `servePublication`.
 */
export let published: PublishedContent | null = spaced(
  (globalThis as Record<string, unknown>)[PUBLISHED_GLOBAL] as PublishedContent | undefined,
);

const derivations: (() => void)[] = [];

/**
 * Registers how a content module derives its exports from the publication (an overlay, a label with the phone
 * number, the services offered): run once now, and again whenever this process serves another publication, so
 * that every render reads the values of the version served and no module keeps a copy of an older one. Modules
 * register as they are evaluated, after the modules they import, so a derivation reads values already current.
 */
export function derive(compute: () => void): void {
  compute();
  derivations.push(compute);
}

/** Makes `publication` (null: the build's own values) the one every content module's exports derive from. */
export function servePublication(publication: PublishedContent | null): void {
  published = spaced(publication);
  for (const compute of derivations) compute();
}

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `defaults` with every value of `values` that has a place in it: objects key by key, arrays as the owner's list
 * (as many entries as published, each laid over the build's entry of its rank for any key it lacks), null as
 * "none" (a closed day, no founding year), anything else replaced.
 */
export function overlay<T>(defaults: T, values: unknown): T {
  if (values === undefined) return defaults;
  if (values === null)
    return (defaults === null || isPlain(defaults) || typeof defaults !== "object" ? null : defaults) as T;
  if (Array.isArray(defaults)) {
    if (!Array.isArray(values)) return defaults;
    return values.map((item, index) => overlay(defaults[index] ?? defaults[0] ?? item, item)) as T;
  }
  if (isPlain(defaults)) {
    if (!isPlain(values)) return defaults;
    const merged: Plain = { ...defaults };
    for (const key of Object.keys(defaults)) merged[key] = overlay(defaults[key], values[key]);
    return merged as T;
  }
  if (typeof values === "string" && (typeof defaults === "string" || defaults === null))
    return frenchSpacing(values) as T;
  return (typeof values === typeof defaults || defaults === null ? values : defaults) as T;
}
