import { z } from "zod";
import { articleCategories, buildArticles } from "#app/content/articles.ts";
import { buildPricesCopy } from "#app/content/prices.ts";
import { type ProjectCategory, projectCategories } from "#app/content/projects.ts";
import type {
  Announcement,
  ArticleCategory,
  EditableContent,
  EditablePrices,
  EditableSite,
  OwnerArticle,
  OwnerProject,
} from "#app/content/published.ts";
import { serviceSlugs, services } from "#app/content/services.ts";
import { addressLine, buildSite } from "#app/content/site.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { buildTestimonials, maxRating, type Testimonial } from "#app/content/testimonials.ts";
import { towns } from "#app/content/towns.ts";
import { parseArticleBody } from "#app/lib/article-markdown.ts";
import {
  formatSiret,
  formatVat,
  frenchPhone,
  frenchPhoneDigits,
  isHttpsUrl,
  siretDigits,
  vatCompact,
  vatForSiren,
} from "#app/lib/french-identifiers.ts";
import {
  type CountedService,
  countedServices,
  MAX_FLAT_RATES,
  MAX_JOB_COUNT,
  MAX_PRICE_LINES,
  MAX_QUALIFICATIONS,
  optionalPriceLineFields,
  requiredPriceLines,
} from "#app/lib/site-limits.ts";
import { type VatRegime, vatRegimes } from "#app/services/ereporting/calendar.ts";

const errors = siteEditorCopy.errors;

/**
 * The build's own values of everything the owner may edit: the first version, and what a field may keep
 * while the owner has not replaced it yet (a placeholder `npm run check-content` still reports), whatever
 * version the process serves.
 */
export function buildContent(): EditableContent {
  return {
    site: {
      name: buildSite.name,
      shortName: buildSite.shortName,
      phone: { ...buildSite.phone },
      email: buildSite.email,
      address: {
        street: buildSite.address.street,
        postalCode: buildSite.address.postalCode,
        city: buildSite.address.city,
      },
      openingHours: buildSite.openingHours.map(({ opens, closes }) => ({ opens, closes })),
      emergency: { ...buildSite.emergency },
      legal: { ...buildSite.legal },
      insurance: { ...buildSite.insurance },
      qualifications: buildSite.qualifications.map((qualification) => ({
        ...qualification,
        directory: { ...qualification.directory },
      })),
      host: { ...buildSite.host },
      mediator: { ...buildSite.mediator },
      credit: { ...buildSite.credit },
      foundedYear: buildSite.foundedYear,
      serviceRadiusKm: buildSite.serviceRadiusKm,
      geo: buildSite.geo ? { ...buildSite.geo } : null,
      confirmed: [...buildSite.confirmed],
      hiddenServices: [...buildSite.hiddenServices],
      googleReviewUrl: buildSite.googleReviewUrl,
      completedJobs: { ...buildSite.completedJobs },
      vatRegime: buildSite.vatRegime,
    },
    prices: {
      rates: {
        lines: buildPricesCopy.rates.lines.map(({ id, icon, label, amount, unit, detail }) => ({
          id,
          icon,
          label,
          amount,
          unit,
          detail,
        })),
      },
      emergency: { surcharge: buildPricesCopy.emergency.surcharge, nightHours: buildPricesCopy.emergency.nightHours },
      flatRates: {
        jobs: buildPricesCopy.flatRates.jobs.map(({ label, amount, includes }) => ({ label, amount, includes })),
      },
    },
    testimonials: buildTestimonials.map((testimonial) => ({ ...testimonial })),
    announcement: null,
    projects: [],
    reviews: [],
    articles: buildArticles.map((article) => ({
      ...article,
      services: [...article.services],
      towns: [...article.towns],
      photos: [],
    })),
  };
}

const firstVersion = buildContent();

/**
 * A stored document as this build reads it: a version published before a field existed gets the build's value
 * for it (a short name, the credit, the founding year...), and its fixed-length lists of then get the keys their
 * entries lacked (a certificate's name, a price line's anchor) from the build's entry of the same rank.
 */
export function upgradeDocument(stored: EditableContent): EditableContent {
  const build = buildContent();
  const site = { ...build.site, ...stored.site } as EditableSite;
  site.completedJobs = { ...build.site.completedJobs, ...stored.site?.completedJobs };
  site.qualifications = (stored.site?.qualifications ?? build.site.qualifications).map((entry, index) => ({
    ...(build.site.qualifications[index] ?? { id: `certificat-${index + 1}`, name: "", scope: "" }),
    ...entry,
  })) as EditableSite["qualifications"];
  const lines = (stored.prices?.rates?.lines ?? build.prices.rates.lines).map((line, index) => ({
    ...(build.prices.rates.lines[index] ?? { id: `tarif-${index + 1}`, icon: "labour" as const }),
    ...line,
  }));
  return {
    ...build,
    ...stored,
    site,
    prices: { ...build.prices, ...stored.prices, rates: { lines } },
  };
}

/**
 * Owner text is data: one Unicode form (NFC), runs of ordinary spaces and line breaks as one space, nothing
 * around it. French non-breaking spaces (before « : », in « 45,00 € ») stay where the owner put them.
 */
function cleanText(value: string): string {
  return value
    .normalize("NFC")
    .replace(/[ \t\r\n]+/g, " ")
    .replace(/^[\s]+|[\s]+$/g, "");
}

/** C0 and C1 controls, line and paragraph separators, and the bidirectional overrides that can disguise text. */
const controlCharacter = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/**
 * A text field: trimmed and NFC-normalised, required, at most `max` characters, without `<` or `>` (a page
 * shows it as text anyway; refusing markup tells the owner at once that it will not become formatting).
 * `check` adds the field's own rule, which the build's value is spared (a placeholder stays publishable).
 */
function text(
  label: string,
  max: number,
  options: { buildValue?: string | undefined; check?: (value: string) => string | null; optional?: boolean } = {},
) {
  return z.string({ error: errors.required(label) }).transform((raw, context) => {
    const value = cleanText(raw);
    const fail = (message: string) => {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (value.length === 0) return options.optional ? value : fail(errors.required(label));
    // The build's own value (a placeholder the owner has not replaced yet) stays publishable as it is.
    if (options.buildValue !== undefined && value === cleanText(options.buildValue)) return value;
    if (value.length > max) return fail(errors.tooLong(label, max));
    if (controlCharacter.test(raw.replace(/[\r\n\t]/g, " "))) return fail(errors.control(label));
    if (/[<>]/.test(value)) return fail(errors.markup(label));
    if (options.check) {
      const problem = options.check(value);
      if (problem) return fail(problem);
    }
    return value;
  });
}

const SHORT = 120;
const LONG = 400;

const emailPattern =
  /^[^\s@"<>,;]{1,64}@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;
const timePattern = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

function httpsUrl(label: string, buildValue: string) {
  return text(label, 300, { buildValue, check: (value) => (isHttpsUrl(value) ? null : errors.https(label)) });
}

const phoneDisplay = z.string().transform((raw, context): { display: string; e164: string } => {
  const value = cleanText(raw);
  if (value === firstVersion.site.phone.display) return { ...firstVersion.site.phone };
  const digits = frenchPhoneDigits(value);
  if (!digits) {
    context.addIssue({ code: "custom", message: errors.phone(siteEditorCopy.labels.phone) });
    return z.NEVER;
  }
  return frenchPhone(digits);
});

const openingHours = z.object({ opens: z.string(), closes: z.string() }).transform(({ opens, closes }, context) => {
  const [open, close] = [opens.trim(), closes.trim()];
  if (!open && !close) return { opens: null, closes: null };
  if (!timePattern.test(open) || !timePattern.test(close) || open >= close) {
    context.addIssue({ code: "custom", message: errors.hours });
    return z.NEVER;
  }
  return { opens: open, closes: close };
});

const labels = siteEditorCopy.labels;
const build = firstVersion.site;

export const confirmableClaims = ["foundedYear", "qualifications", "serviceRadiusKm"] as const;

/**
 * The company's page on Google where a client leaves a review: https on a Google host (g.page, google.com or a
 * country's google.xx with /maps or search.google.com), nothing else, so the e-mail never sends a client elsewhere.
 */
export function isGoogleReviewUrl(value: string): boolean {
  if (!isHttpsUrl(value)) return false;
  const url = new URL(value);
  if (url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  if (host === "g.page" || host === "search.google.com") return true;
  if (/^(?:www\.)?google\.[a-z]{2,3}(?:\.[a-z]{2})?$/.test(host) || host === "maps.google.com") {
    return host === "maps.google.com" || url.pathname.startsWith("/maps");
  }
  return host === "maps.app.goo.gl";
}

/** "Chantiers réalisés": a whole number the owner states, or empty (the page then states no count). */
function jobCount(label: string) {
  return z.string().transform((raw, context): number | null => {
    const value = raw.replace(/[\s\u00a0\u202f]/g, "");
    if (value === "") return null;
    const count = Number(value);
    if (!/^\d{1,6}$/.test(value) || count < 1 || count > MAX_JOB_COUNT) {
      context.addIssue({ code: "custom", message: errors.jobCount(label, MAX_JOB_COUNT) });
      return z.NEVER;
    }
    return count;
  });
}

function serviceTitle(slug: string): string {
  return services.find((service) => service.slug === slug)?.title ?? slug;
}

/** "L'entreprise": every rule the pages need (a French phone, an https URL, a SIRET with its key, a VAT number of that SIREN). */
export const siteSchema = z
  .object({
    name: text(labels.name, 80),
    shortName: text(labels.shortName, 40),
    phone: phoneDisplay,
    email: text(labels.email, 254, {
      buildValue: build.email,
      check: (value) => (emailPattern.test(value) ? null : errors.email(labels.email)),
    }),
    address: z.object({
      street: text(labels.street, SHORT),
      postalCode: text(labels.postalCode, 5, {
        check: (value) => (/^\d{5}$/.test(value) ? null : errors.postalCode(labels.postalCode)),
      }),
      city: text(labels.city, 80),
    }),
    openingHours: z.array(openingHours).length(build.openingHours.length),
    emergency: z.object({ label: text(labels.emergencyLabel, 80), delay: text(labels.emergencyDelay, 80) }),
    legal: z.object({
      form: text(labels.legalForm, 80),
      capital: text(labels.capital, 80),
      siret: text(labels.siret, 40, {
        buildValue: build.legal.siret,
        check: (value) => (siretDigits(value) ? null : errors.siret(labels.siret)),
      }).transform((value) => {
        const digits = siretDigits(value);
        return digits ? formatSiret(digits) : value;
      }),
      rcs: text(labels.rcs, SHORT),
      vat: text(labels.vat, 40, {
        buildValue: build.legal.vat,
        check: (value) => (vatCompact(value) ? null : errors.vatShape(labels.vat)),
      }).transform((value) => {
        const compact = vatCompact(value);
        return compact ? formatVat(compact) : value;
      }),
      director: text(labels.director, SHORT),
    }),
    insurance: z.object({
      insurer: text(labels.insurer, LONG),
      policyNumber: text(labels.policyNumber, 80),
      coverage: text(labels.coverage, LONG),
    }),
    qualifications: z
      .array(
        z.object({
          id: z.string().regex(/^[a-z0-9-]{1,40}$/),
          name: text(labels.qualificationName, SHORT),
          scope: text(labels.qualificationScope, LONG),
          body: text(labels.qualificationBody, SHORT),
          certificate: text(labels.certificate, 80),
          directory: z.object({
            label: text(labels.directoryLabel, SHORT),
            url: z.string(),
          }),
        }),
      )
      .max(MAX_QUALIFICATIONS, { error: errors.tooManyQualifications })
      .refine((list) => new Set(list.map((entry) => entry.id)).size === list.length),
    host: z.object({
      name: text(labels.hostName, SHORT),
      address: text(labels.hostAddress, LONG),
      phone: text(labels.hostPhone, 40, {
        buildValue: build.host.phone,
        check: (value) => (/^\+?[\d\s.()-]{6,30}$/.test(value) ? null : errors.phone(labels.hostPhone)),
      }),
    }),
    mediator: z.object({
      name: text(labels.mediatorName, SHORT),
      address: text(labels.mediatorAddress, LONG),
      url: httpsUrl(labels.mediatorUrl, build.mediator.url),
    }),
    credit: z.object({
      label: text(labels.creditLabel, SHORT, { optional: true }),
      url: text(labels.creditUrl, 300, {
        optional: true,
        buildValue: build.credit.url,
        check: (value) => (isHttpsUrl(value) ? null : errors.https(labels.creditUrl)),
      }),
    }),
    foundedYear: z.string().transform((raw, context): number | null => {
      const value = raw.trim();
      if (value === "") return null;
      const year = Number(value);
      if (!/^\d{4}$/.test(value) || year < 1800 || year > new Date().getFullYear()) {
        context.addIssue({ code: "custom", message: errors.year(labels.foundedYear) });
        return z.NEVER;
      }
      return year;
    }),
    serviceRadiusKm: z.string().transform((raw, context): number => {
      const value = raw.trim();
      const km = Number(value);
      if (!/^\d{1,3}$/.test(value) || km < 1 || km > 200) {
        context.addIssue({ code: "custom", message: errors.radius(labels.serviceRadius) });
        return z.NEVER;
      }
      return km;
    }),
    geo: z.object({ latitude: z.string(), longitude: z.string(), confirm: z.string() }),
    confirmed: z.array(z.enum(confirmableClaims)).transform((list) => [...new Set(list)]),
    hiddenServices: z.array(z.enum(serviceSlugs)).transform((list) => [...new Set(list)]),
    googleReviewUrl: text(labels.googleReviewUrl, 300, {
      optional: true,
      check: (value) => (isGoogleReviewUrl(value) ? null : errors.googleReviewUrl),
    }),
    vatRegime: z.string().transform((raw, context): VatRegime => {
      const regime = vatRegimes.find((known) => known === raw.trim());
      if (!regime) {
        context.addIssue({ code: "custom", message: errors.vatRegime(labels.vatRegime) });
        return z.NEVER;
      }
      return regime;
    }),
    completedJobs: z.object(
      Object.fromEntries(countedServices.map((slug) => [slug, jobCount(labels.completedJobs(serviceTitle(slug)))])) as {
        [slug in CountedService]: ReturnType<typeof jobCount>;
      },
    ),
  })
  .transform((value, context): EditableSite => {
    const siret = siretDigits(value.legal.siret);
    const vat = vatCompact(value.legal.vat);
    // The VAT number is derived from the SIREN: a mismatch means one of the two is mistyped.
    if (siret && vat && vat !== vatForSiren(siret.slice(0, 9))) {
      context.addIssue({ code: "custom", path: ["legal", "vat"], message: errors.vatSiren(labels.vat) });
      return z.NEVER;
    }
    const qualifications = value.qualifications.map((qualification, index) => {
      const buildUrl = build.qualifications[index]?.directory.url ?? "";
      const url = cleanText(qualification.directory.url);
      if (url !== buildUrl && !isHttpsUrl(url)) {
        context.addIssue({
          code: "custom",
          path: ["qualifications", index, "directory", "url"],
          message: errors.https(labels.directoryUrl),
        });
      }
      return { ...qualification, directory: { ...qualification.directory, url } };
    });
    // A credit names who made the site and links there: both, or neither.
    if (value.credit.label && !value.credit.url) {
      context.addIssue({ code: "custom", path: ["credit", "url"], message: errors.required(labels.creditUrl) });
    }
    const geo = coordinates(value.geo, addressLine(value.address), context);
    return {
      ...value,
      qualifications,
      credit: value.credit.label ? value.credit : { label: "", url: "" },
      geo,
      confirmed: value.confirmed,
    };
  }) satisfies z.ZodType<EditableSite, unknown>;

/**
 * The head office's coordinates as typed (a decimal point or comma, within France's reach), confirmed for the
 * address of the same form when the owner ticked the box; both empty: none.
 */
function coordinates(
  typed: { latitude: string; longitude: string; confirm: string },
  address: string,
  context: z.RefinementCtx,
): EditableSite["geo"] {
  const [latitude, longitude] = [typed.latitude, typed.longitude].map((raw) => raw.trim().replace(",", "."));
  if (!latitude && !longitude) return null;
  const lat = Number(latitude);
  const lon = Number(longitude);
  const decimal = /^-?\d{1,3}(?:\.\d{1,7})?$/;
  if (!decimal.test(latitude ?? "") || !decimal.test(longitude ?? "") || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    context.addIssue({ code: "custom", path: ["geo", "latitude"], message: errors.coordinates });
    return null;
  }
  return { latitude: lat, longitude: lon, confirmedFor: typed.confirm === "on" ? address : "" };
}

const amountPattern = /^(?:Gratuit|\d{1,3}(?:[  ]?\d{3})*(?:,\d{2})? ?€)$/;

function amount(label: string, buildValue: string) {
  return text(label, 30, { buildValue, check: (value) => (amountPattern.test(value) ? null : errors.amount(label)) });
}

const pricesBuild = firstVersion.prices;

const iconOfLine: Record<string, EditablePrices["rates"]["lines"][number]["icon"]> = {
  "taux-horaire": "labour",
  "deplacement-devis": "quote-visit",
  "deplacement-intervention": "call-out",
};

/** A price's build value, if the line (by its anchor) comes from the build: its placeholder stays publishable. */
const buildAmounts = new Map<string, string>([
  ...pricesBuild.rates.lines.map((line) => [line.id, line.amount] as const),
  ...pricesBuild.flatRates.jobs.map((job) => [job.label, job.amount] as const),
]);

/** "Tarifs": the lines of /tarifs as the owner lists them, amounts in euros TTC, the legal lines always there. */
export const pricesSchema = z.object({
  rates: z.object({
    lines: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z0-9-]{1,40}$/),
            label: text(labels.priceLabel, SHORT),
            amount: z.string(),
            unit: text(labels.unit, SHORT, { optional: true }),
            detail: text(labels.priceDetail, LONG, { optional: true }),
          })
          .transform((line, context) => {
            // A flat price such as "Pose de fenêtre de toit, 450 €" is complete with its label and amount.
            const optional = optionalPriceLineFields(line.id);
            for (const [field, label] of [
              ["unit", labels.unit],
              ["detail", labels.priceDetail],
            ] as const) {
              if (line[field] === "" && !optional.includes(field)) {
                context.addIssue({ code: "custom", path: [field], message: errors.required(label) });
              }
            }
            const parsed = amount(labels.amount, buildAmounts.get(line.id) ?? "").safeParse(line.amount);
            if (!parsed.success) {
              context.addIssue({ code: "custom", path: ["amount"], message: parsed.error.issues[0]?.message ?? "" });
              return z.NEVER;
            }
            return { ...line, amount: parsed.data, icon: iconOfLine[line.id] ?? ("labour" as const) };
          }),
      )
      .max(MAX_PRICE_LINES, { error: errors.tooManyLines })
      .superRefine((lines, context) => {
        const ids = lines.map((line) => line.id);
        if (new Set(ids).size !== ids.length) context.addIssue({ code: "custom", message: errors.tooManyLines });
        for (const required of requiredPriceLines) {
          if (!ids.includes(required)) context.addIssue({ code: "custom", message: errors.requiredLine });
        }
      }),
  }),
  emergency: z.object({
    surcharge: text(labels.surcharge, 20, {
      buildValue: pricesBuild.emergency.surcharge,
      check: (value) => (/^\d{1,3} ?%$/.test(value) ? null : errors.percent(labels.surcharge)),
    }),
    nightHours: text(labels.nightHours, 80),
  }),
  flatRates: z.object({
    jobs: z
      .array(
        z
          .object({ label: text(labels.jobLabel, SHORT), amount: z.string(), includes: text(labels.includes, LONG) })
          .transform((job, context) => {
            const parsed = amount(labels.amount, buildAmounts.get(job.label) ?? "").safeParse(job.amount);
            if (!parsed.success) {
              context.addIssue({ code: "custom", path: ["amount"], message: parsed.error.issues[0]?.message ?? "" });
              return z.NEVER;
            }
            return { ...job, amount: parsed.data };
          }),
      )
      .max(MAX_FLAT_RATES, { error: errors.tooManyLines }),
  }),
}) satisfies z.ZodType<EditablePrices, unknown>;

/** "Avis clients": a client's words as he agreed to show them; nothing here is ever made up by the site. */
export const testimonialSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,60}$/),
  name: text(labels.reviewName, 60),
  town: text(labels.reviewTown, 60),
  quote: text(labels.reviewQuote, 1000),
  rating: z.coerce
    .number({ error: errors.rating })
    .int({ error: errors.rating })
    .min(1, { error: errors.rating })
    .max(maxRating, { error: errors.rating }) as unknown as z.ZodType<Testimonial["rating"], unknown>,
  serviceLabel: text(labels.reviewService, 60),
}) satisfies z.ZodType<Testimonial, unknown>;

export const testimonialsSchema = z.array(testimonialSchema).max(30);

/** "Annonce": a short text and the last day it shows, today or later. */
export function announcementSchema(today: string) {
  return z
    .object({
      text: text(labels.announcementText, 200),
      endsOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: errors.date(labels.announcementEnd) }),
    })
    .refine((value) => value.endsOn >= today, { path: ["endsOn"], error: errors.pastDate(labels.announcementEnd) })
    .nullable() satisfies z.ZodType<Announcement | null, unknown>;
}

/** "Réalisations": a project's text; its photos are checked as files (app/services/site/photos.server.ts). */
export const projectSchema = z.object({
  title: text(labels.projectTitle, 100),
  description: text(labels.projectDescription, 1000),
  town: text(labels.projectTown, 60),
  date: text(labels.projectDate, 30),
  category: z.enum(projectCategories.map((category) => category.key) as [ProjectCategory, ...ProjectCategory[]], {
    error: errors.category,
  }),
}) satisfies z.ZodType<Omit<OwnerProject, "id" | "hidden" | "photos">, unknown>;

export const photoAltSchema = text(labels.photoAlt, 200);

const townSlugs = towns.map((town) => town.slug) as [string, ...string[]];

/**
 * "Articles": an article's fields. Its body is parsed as the pages will parse it (app/lib/article-markdown.ts),
 * against the photos the article has: what the parser refuses (HTML, a `javascript:` link, a photo it lacks) is
 * refused here with its French reason, so a saved body always renders.
 */
export function articleSchema(photoCount: number) {
  return z.object({
    title: text(labels.articleTitle, 100),
    summary: text(labels.articleSummary, 160),
    body: z.string().transform((raw, context) => {
      const body = raw.normalize("NFC").replace(/\r\n?/g, "\n").trim();
      const parsed = parseArticleBody(body, photoCount);
      if (!parsed.ok) {
        context.addIssue({ code: "custom", message: parsed.errors.join(" ") });
        return z.NEVER;
      }
      return body;
    }),
    category: z.enum(articleCategories.map((category) => category.key) as [ArticleCategory, ...ArticleCategory[]], {
      error: errors.articleCategory,
    }),
    services: z.array(z.enum(serviceSlugs)).transform((list) => [...new Set(list)]),
    towns: z.array(z.enum(townSlugs)).transform((list) => [...new Set(list)]),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: errors.date(labels.articleDate) })
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: errors.date(labels.articleDate) }),
    confirmed: z.boolean(),
  }) satisfies z.ZodType<Omit<OwnerArticle, "id" | "slug" | "hidden" | "photos" | "buildCover">, unknown>;
}

/** The field each problem belongs to, as the form names it (`legal.siret`), with its French message. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    found[key] ??= issue.message;
  }
  return found;
}
