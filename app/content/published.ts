/**
 * The owner's published values ("Mon site" in /pro), laid over the build's content files. The files in
 * app/content/ stay the first version and the structure of every page; a publication replaces only the values
 * listed in `EditableContent`, and every module that derives text from them (a "Appeler le …" label, the legal
 * page, the structured data) derives it from the published value, because the values are read once, when the
 * content modules are first evaluated: the publication renders pages in a worker thread that sets
 * `globalThis[PUBLISHED_GLOBAL]` before it loads the server build (app/services/site/render.server.ts).
 * A build page and the server's own process carry no published value: they show the content files as written.
 * Public pages do not hydrate; an island that shows owner values (the lead form) gets them in its props.
 */
import type { ResponsiveImage } from "#app/lib/responsive-image.ts";
import type { ProjectCategory } from "./projects.ts";
import type { Testimonial } from "./testimonials.ts";

export const PUBLISHED_GLOBAL = "__publishedSiteContent";

export interface EditableOpeningHours {
  opens: string | null;
  closes: string | null;
}

/** The company values the owner edits in "L'entreprise", in the shape of `SiteIdentity`. */
export interface EditableSite {
  name: string;
  phone: { display: string; e164: string };
  email: string;
  address: { street: string; postalCode: string; city: string };
  openingHours: EditableOpeningHours[];
  emergency: { label: string; delay: string };
  legal: { form: string; capital: string; siret: string; rcs: string; vat: string; director: string };
  insurance: { insurer: string; policyNumber: string; coverage: string };
  qualifications: { body: string; certificate: string; directory: { label: string; url: string } }[];
  host: { name: string; address: string; phone: string };
  mediator: { name: string; address: string; url: string };
}

/** The values of /tarifs the owner edits, in the shape of `pricesCopy`. */
export interface EditablePrices {
  rates: { lines: { label: string; amount: string; unit: string; detail: string }[] };
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

export interface EditableContent {
  site: EditableSite;
  prices: EditablePrices;
  testimonials: Testimonial[];
  announcement: Announcement | null;
  /** The owner's projects, newest first; the build's illustrated examples follow them. */
  projects: OwnerProject[];
}

export interface PublishedContent {
  version: number;
  /** ISO 8601: the sitemap's lastmod. */
  publishedAt: string;
  values: EditableContent;
}

/** The publication this module graph renders, or null for the build's own content (and in the browser). */
export const published: PublishedContent | null =
  ((globalThis as Record<string, unknown>)[PUBLISHED_GLOBAL] as PublishedContent | undefined) ?? null;

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `defaults` with every value of `values` that has a place in it: objects key by key, arrays element by element
 * (the content files fix how many price lines or certificates there are), anything else replaced.
 */
export function overlay<T>(defaults: T, values: unknown): T {
  if (values === undefined || values === null) return defaults;
  if (Array.isArray(defaults)) {
    if (!Array.isArray(values)) return defaults;
    return defaults.map((item, index) => overlay(item, values[index])) as T;
  }
  if (isPlain(defaults)) {
    if (!isPlain(values)) return defaults;
    const merged: Plain = { ...defaults };
    for (const key of Object.keys(defaults)) merged[key] = overlay(defaults[key], values[key]);
    return merged as T;
  }
  return (typeof values === typeof defaults || defaults === null ? values : defaults) as T;
}
