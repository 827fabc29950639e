import {
  articleCategories,
  articleListPath,
  articlePath,
  articlesCopy,
  articlesPath,
  findArticle,
} from "#app/content/articles.ts";
import { pageLabels, type StaticPath, staticPaths } from "#app/content/pages.ts";
import type { OwnerArticle } from "#app/content/published.ts";
import { offeredServices, type ServiceSlug, servicePath, services } from "#app/content/services.ts";
import { site, siteGeo } from "#app/content/site.ts";
import { structuredDataCopy } from "#app/content/structured-data.ts";
import { findTown, type Town, townPath, towns } from "#app/content/towns.ts";
import { absoluteUrl, siteUrl } from "./site-url.ts";

/** One schema.org node of a page's JSON-LD graph. */
export type JsonLdNode = { "@type": string; "@id"?: string } & Record<string, unknown>;

export interface Crumb {
  name: string;
  path: string;
}

/** The one company node every page carries; other nodes point at it through this @id. */
export const contractorId = `${siteUrl}/#entreprise`;

export const cityId = (town: Town) => `${absoluteUrl(townPath(town.slug))}#ville`;
export const serviceId = (path: string) => `${absoluteUrl(path)}#service`;

const weekDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** A town as the company's list names it; its own page describes it in full (`townServiceNode`). */
function cityReference(town: Town): JsonLdNode {
  return { "@type": "City", "@id": cityId(town), name: town.name };
}

function city(town: Town): JsonLdNode {
  return {
    ...cityReference(town),
    geo: { "@type": "GeoCoordinates", latitude: town.geo.latitude, longitude: town.geo.longitude },
    containedInPlace: { "@type": "AdministrativeArea", name: town.department },
  };
}

export function roofingContractor(): JsonLdNode {
  const { address } = site;
  return {
    "@type": "RoofingContractor",
    "@id": contractorId,
    name: site.name,
    alternateName: site.shortName,
    description: structuredDataCopy.description,
    slogan: site.tagline,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    image: absoluteUrl("/og-image.jpg"),
    telephone: site.phone.e164,
    email: site.email,
    // Stated only when the owner gave it; coordinates only once confirmed for this address.
    ...(site.foundedYear === null ? {} : { foundingDate: String(site.foundedYear) }),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressRegion: address.region,
      addressCountry: address.country,
    },
    ...(siteGeo ? { geo: { "@type": "GeoCoordinates", ...siteGeo } } : {}),
    openingHoursSpecification: site.openingHours
      .filter((hours) => hours.opens && hours.closes)
      .map((hours) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hours.days,
        opens: hours.opens,
        closes: hours.closes,
      })),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: structuredDataCopy.emergencyContact,
      telephone: site.phone.e164,
      availableLanguage: "fr",
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: weekDays,
        opens: "00:00",
        closes: "23:59",
      },
    },
    // Every page carries this node, so it stays lean: references to the towns and services, whose pages
    // describe them in full.
    areaServed: towns.map(cityReference),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: structuredDataCopy.offerCatalog,
      itemListElement: offeredServices.map((service) => ({
        "@type": "Offer",
        itemOffered: {
          "@type": "Service",
          "@id": serviceId(servicePath(service.slug)),
          name: service.title,
          url: absoluteUrl(servicePath(service.slug)),
        },
      })),
    },
  };
}

/**
 * The trail from the home page to `path`, built from the route table's content so it cannot name a page
 * that does not exist. The home page and unknown paths have none.
 */
export function breadcrumbTrail(path: string): Crumb[] {
  const home = { name: pageLabels["/"], path: "/" };
  if (path === "/") return [];
  if ((staticPaths as readonly string[]).includes(path)) {
    return [home, { name: pageLabels[path as StaticPath], path }];
  }
  const [, section, slug = ""] = path.split("/");
  const service = section === "services" ? services.find((candidate) => candidate.slug === slug) : undefined;
  if (service) return [home, { name: service.title, path }];
  const town = section === "villes" ? findTown(slug) : undefined;
  if (town) {
    return [home, { name: pageLabels["/zone-intervention"], path: "/zone-intervention" }, { name: town.name, path }];
  }
  if (section === "articles") return [home, ...articleTrail(path)];
  return [];
}

export function breadcrumbList(trail: readonly Crumb[]): JsonLdNode {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** A service page: what it offers, offered by the company, within its radius around the head office. */
export function serviceNode({
  slug,
  name,
  description,
}: {
  slug: ServiceSlug;
  name: string;
  description: string;
}): JsonLdNode {
  const path = servicePath(slug);
  return {
    "@type": "Service",
    "@id": serviceId(path),
    name,
    serviceType: services.find((service) => service.slug === slug)?.title ?? name,
    description,
    url: absoluteUrl(path),
    provider: { "@id": contractorId },
    // A circle needs a centre: without confirmed coordinates, the head office's town stands for the area.
    areaServed: siteGeo
      ? {
          "@type": "GeoCircle",
          geoMidpoint: { "@type": "GeoCoordinates", ...siteGeo },
          geoRadius: site.serviceRadiusKm * 1000,
        }
      : { "@type": "City", name: site.address.city },
  };
}

/**
 * A town page describes the company's work in that City. The company has one address, its head office:
 * the town gets no PostalAddress, which would claim an office that does not exist.
 */
export function townServiceNode({ slug, description }: { slug: string; description: string }): JsonLdNode[] {
  const town = findTown(slug);
  if (!town) return [];
  const path = townPath(town.slug);
  return [
    {
      "@type": "Service",
      "@id": serviceId(path),
      name: structuredDataCopy.townService(town.name),
      serviceType: structuredDataCopy.townServiceType,
      description,
      url: absoluteUrl(path),
      provider: { "@id": contractorId },
      areaServed: city(town),
    },
  ];
}

export function faqPage(path: string, items: readonly { question: string; answer: string }[]): JsonLdNode {
  return {
    "@type": "FAQPage",
    "@id": `${absoluteUrl(path)}#faq`,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** The JSON-LD document of one page: the company, the page's trail, then what the page itself is about. */
export function pageGraph(path: string, nodes: readonly JsonLdNode[] = []): Record<string, unknown> {
  const trail = breadcrumbTrail(path);
  return {
    "@context": "https://schema.org",
    "@graph": [roofingContractor(), ...(trail.length > 0 ? [breadcrumbList(trail)] : []), ...nodes],
  };
}

/** The crumbs after home of an article's page or list: the list, then the category or the article. */
function articleTrail(path: string): Crumb[] {
  const list = { name: articlesCopy.breadcrumb, path: articlesPath };
  const category = articleCategories.find((candidate) => path.startsWith(articleListPath(candidate.key)));
  if (category) return [list, { name: category.label, path }];
  const article = findArticle(path.slice(articlesPath.length + 1));
  if (article) return [list, { name: article.title, path }];
  return path === articlesPath || path.startsWith(`${articlesPath}/page/`) ? [{ ...list, path }] : [];
}

/**
 * An article as a BlogPosting, written and published by the company (its node's @id, on every page); `image`: the
 * cover's absolute URL.
 */
export function blogPosting(article: OwnerArticle, image: string | null): JsonLdNode {
  const url = absoluteUrl(articlePath(article.slug));
  return {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: article.title,
    description: article.summary,
    url,
    mainEntityOfPage: url,
    datePublished: article.date,
    inLanguage: "fr-FR",
    ...(image ? { image } : {}),
    author: { "@id": contractorId },
    publisher: { "@id": contractorId },
  };
}
