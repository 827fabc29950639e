import { z } from "zod";
import type { EditableSite } from "#app/content/published.ts";
import { serviceSlugs, services } from "#app/content/services.ts";
import { addressLine } from "#app/content/site.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
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
import { type CountedService, countedServices, MAX_JOB_COUNT, MAX_QUALIFICATIONS } from "#app/lib/site-limits.ts";
import { type VatRegime, vatRegimes } from "#app/services/ereporting/calendar.ts";
import { buildContent } from "./build-content.server.ts";
import { cleanText, LONG, SHORT, text } from "./text-field.server.ts";

const errors = siteEditorCopy.errors;
const firstVersion = buildContent();

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
