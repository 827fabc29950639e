import { describe, expect, it } from "vitest";
import { pricesPath } from "#app/content/navigation.ts";
import { contentPaths, pageLabels } from "#app/content/pages.ts";
import { pricesCopy } from "#app/content/prices.ts";
import { getServiceFaq } from "#app/content/service-pages/index.ts";
import { servicePath, services } from "#app/content/services.ts";
import { site } from "#app/content/site.ts";
import { buildTownPage } from "#app/content/town-pages/index.ts";
import { townPath, towns } from "#app/content/towns.ts";
import { absoluteUrl, siteUrl } from "./site-url.ts";
import {
  breadcrumbList,
  breadcrumbTrail,
  contractorId,
  faqPage,
  pageGraph,
  roofingContractor,
  serviceNode,
  townServiceNode,
} from "./structured-data.ts";

type Node = Record<string, unknown>;
const contractor = roofingContractor() as unknown as Node & {
  areaServed: Node[];
  hasOfferCatalog: { itemListElement: { itemOffered: Node }[] };
  contactPoint: Node & { hoursAvailable: Node & { dayOfWeek: string[] } };
  openingHoursSpecification: (Node & { dayOfWeek: string[] })[];
};

describe("the company node", () => {
  it("has a stable @id on the site origin", () => {
    expect(contractor["@type"]).toBe("RoofingContractor");
    expect(contractor["@id"]).toBe(contractorId);
    expect(contractorId).toBe(`${siteUrl}/#entreprise`);
  });

  it("states who, where and how to reach it, from site.ts", () => {
    expect(contractor).toMatchObject({
      name: site.name,
      url: absoluteUrl("/"),
      telephone: site.phone.e164,
      email: site.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.street,
        postalCode: site.address.postalCode,
        addressLocality: site.address.city,
        addressCountry: site.address.country,
      },
    });
    // The build's coordinates are not the owner's: no page states any until he confirms them.
    expect(contractor).not.toHaveProperty("geo");
  });

  it("publishes the opening hours (closed days left out) and the 24/7 emergency line", () => {
    const open = site.openingHours.filter((hours) => hours.opens);
    expect(contractor.openingHoursSpecification).toEqual(
      open.map((hours) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hours.days,
        opens: hours.opens,
        closes: hours.closes,
      })),
    );
    expect(contractor.contactPoint).toMatchObject({ "@type": "ContactPoint", telephone: site.phone.e164 });
    expect(contractor.contactPoint.hoursAvailable).toMatchObject({ opens: "00:00", closes: "23:59" });
    expect(contractor.contactPoint.hoursAvailable.dayOfWeek).toHaveLength(7);
  });

  it("serves every town as a City and offers every service", () => {
    expect(contractor.areaServed).toHaveLength(towns.length);
    expect(contractor.areaServed.map((city) => city.name)).toEqual(towns.map((town) => town.name));
    for (const city of contractor.areaServed) expect(city["@type"]).toBe("City");
    const offered = contractor.hasOfferCatalog.itemListElement.map((offer) => offer.itemOffered);
    expect(offered).toHaveLength(services.length);
    expect(offered.map((service) => service.url)).toEqual(
      services.map((service) => absoluteUrl(servicePath(service.slug))),
    );
  });
});

describe("breadcrumbs", () => {
  it("give every page but the home page a trail that starts at home and ends on the page", () => {
    expect(breadcrumbTrail("/")).toEqual([]);
    for (const path of contentPaths.filter((candidate) => candidate !== "/")) {
      const trail = breadcrumbTrail(path);
      expect(trail[0]).toEqual({ name: pageLabels["/"], path: "/" });
      expect(trail.at(-1)?.path).toBe(path);
    }
  });

  it("match the trail a town page shows", () => {
    const lens = buildTownPage("lens");
    expect(breadcrumbTrail(townPath("lens")).map((crumb) => crumb.name)).toEqual([
      lens?.breadcrumb.home,
      lens?.breadcrumb.zone,
      lens?.breadcrumb.current,
    ]);
  });

  it("leave unknown paths without a trail", () => {
    expect(breadcrumbTrail("/villes/paris")).toEqual([]);
    expect(breadcrumbTrail("/services/piscine")).toEqual([]);
  });

  it("become a BreadcrumbList of absolute URLs", () => {
    expect(breadcrumbList(breadcrumbTrail("/realisations"))).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: pageLabels["/"], item: absoluteUrl("/") },
        { "@type": "ListItem", position: 2, name: pageLabels["/realisations"], item: absoluteUrl("/realisations") },
      ],
    });
  });
});

describe("page nodes", () => {
  it("a service page's Service is provided by the company", () => {
    const node = serviceNode({ slug: "ardoise", name: "Couverture en ardoise", description: "Pose d’ardoise." });
    expect(node).toMatchObject({
      "@type": "Service",
      url: absoluteUrl(servicePath("ardoise")),
      provider: { "@id": contractorId },
    });
  });

  it("a town page describes the service in its City, with no address of its own", () => {
    const [node] = townServiceNode({ slug: "lens", description: "Couvreur à Lens." });
    expect(node).toMatchObject({
      "@type": "Service",
      provider: { "@id": contractorId },
      areaServed: { "@type": "City", name: "Lens" },
    });
    expect(JSON.stringify(node)).not.toContain("PostalAddress");
    expect(townServiceNode({ slug: "paris", description: "x" })).toEqual([]);
  });

  it("the moss-removal FAQ lists the page's questions and answers", () => {
    const faq = getServiceFaq("nettoyage-demoussage");
    expect(faq.length).toBeGreaterThan(0);
    const node = faqPage(servicePath("nettoyage-demoussage"), faq) as unknown as Node & {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(node["@type"]).toBe("FAQPage");
    expect(node.mainEntity.map((question) => question.name)).toEqual(faq.map((item) => item.question));
    expect(node.mainEntity.map((question) => question.acceptedAnswer.text)).toEqual(faq.map((item) => item.answer));
  });

  it("a page graph puts the company first, then the trail, then the page's own nodes", () => {
    const extra = { "@type": "FAQPage" };
    const graph = pageGraph("/services/ardoise", [extra])["@graph"] as Node[];
    expect(graph.map((node) => node["@type"])).toEqual(["RoofingContractor", "BreadcrumbList", "FAQPage"]);
    expect((pageGraph("/")["@graph"] as Node[]).map((node) => node["@type"])).toEqual(["RoofingContractor"]);
  });
});

describe("the price page's visible trail", () => {
  it("matches its structured data", () => {
    expect(breadcrumbTrail(pricesPath)).toEqual(pricesCopy.breadcrumb);
  });
});
