import { buildArticles } from "#app/content/articles.ts";
import { buildPricesCopy } from "#app/content/prices.ts";
import type { EditableContent, EditableSite } from "#app/content/published.ts";
import { buildSite } from "#app/content/site.ts";
import { buildTestimonials } from "#app/content/testimonials.ts";

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
