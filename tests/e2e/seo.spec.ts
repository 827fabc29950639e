import { readFileSync } from "node:fs";
import path from "node:path";
import { contentPaths, servicePaths, townPaths } from "#app/content/pages.ts";
import { getServiceFaq } from "#app/content/service-pages/index.ts";
import { servicePath, services } from "#app/content/services.ts";
import { site } from "#app/content/site.ts";
import { findTown, towns } from "#app/content/towns.ts";
import { absoluteUrl, DESCRIPTION_MAX, TITLE_MAX } from "#app/lib/seo.ts";
import { contractorId } from "#app/lib/structured-data.ts";
import { inlineScriptHashes, styleElementHashes } from "#server/security.ts";
import { expect, ignoresExpected404, test } from "#tests/support/fixtures.ts";

type JsonLd = Record<string, unknown> & { "@type"?: string; "@id"?: string };

function unescapeHtml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The raw HTML's head tags, the way a crawler that runs no JavaScript reads them. */
function head(html: string) {
  const attribute = (tag: string, name: string) => {
    const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    return value === undefined ? undefined : unescapeHtml(value);
  };
  const tags = [...html.matchAll(/<(meta|link)\b[^>]*>/g)].map((match) => match[0]);
  const meta = (key: "name" | "property", value: string) =>
    attribute(tags.find((tag) => tag.startsWith("<meta") && attribute(tag, key) === value) ?? "", "content");
  const link = (rel: string) =>
    attribute(tags.find((tag) => tag.startsWith("<link") && attribute(tag, "rel") === rel) ?? "", "href");
  return {
    title: unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    meta,
    link,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
      const document = JSON.parse(match[1] ?? "") as JsonLd & { "@graph"?: JsonLd[] };
      return document["@graph"] ?? [document];
    }),
    images: [...html.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]),
  };
}

async function rawHtml(request: import("@playwright/test").APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return response.text();
}

const ofType = (nodes: JsonLd[], type: string) => nodes.filter((node) => node["@type"] === type);

test("every page: unique title and description within limits, absolute canonical, share tags, language, theme", async ({
  request,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of contentPaths) {
    const html = await rawHtml(request, path);
    const page = head(html);
    expect(page.title.length, `title of ${path}`).toBeGreaterThan(0);
    expect(page.title.length, `title of ${path}: ${page.title}`).toBeLessThanOrEqual(TITLE_MAX);
    expect(titles.has(page.title), `title of ${path} is used twice`).toBe(false);
    titles.add(page.title);

    const description = page.meta("name", "description") ?? "";
    expect(description.length, `description of ${path}`).toBeGreaterThan(0);
    expect(description.length, `description of ${path}`).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(descriptions.has(description), `description of ${path} is used twice`).toBe(false);
    descriptions.add(description);

    expect(page.link("canonical"), path).toBe(absoluteUrl(path));
    expect(page.meta("property", "og:url"), path).toBe(absoluteUrl(path));
    expect(page.meta("property", "og:title"), path).toBe(page.title);
    expect(page.meta("property", "og:image"), path).toMatch(/^https?:\/\/.+\.(jpe?g|png)$/);
    expect(page.meta("name", "twitter:card"), path).toBe("summary_large_image");
    expect(page.meta("name", "theme-color"), path).toMatch(/^#[0-9a-f]{6}$/i);
    expect(page.meta("name", "robots"), path).toBeUndefined();
    expect(html, path).toContain('<html lang="fr"');
  }
});

test("the icons and the share card answer; the public pages link no manifest, the owner's space its app's", async ({
  request,
}) => {
  const html = await rawHtml(request, "/");
  const page = head(html);
  const iconLinks = [...html.matchAll(/<link\b[^>]*\brel="icon"[^>]*>/g)].map((match) => match[0]);
  const svgIcon = iconLinks.find((tag) => tag.includes('type="image/svg+xml"'));
  // The browser's icon is in the page: a valid SVG that asks for no file.
  const svgHref = unescapeHtml(/href="([^"]*)"/.exec(svgIcon ?? "")?.[1] ?? "");
  expect(svgHref).toMatch(/^data:image\/svg\+xml,/);
  expect(decodeURIComponent(svgHref.slice("data:image/svg+xml,".length))).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/,
  );
  for (const file of [
    "/favicon.ico",
    page.link("apple-touch-icon") ?? "missing apple-touch-icon",
    new URL(page.meta("property", "og:image") ?? "", absoluteUrl("/")).pathname,
  ]) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()["content-type"], file).toMatch(/^image\//);
  }
  for (const path of contentPaths) expect(head(await rawHtml(request, path)).link("manifest"), path).toBeUndefined();

  const login = head(await rawHtml(request, "/pro/connexion"));
  const manifestPath = login.link("manifest") ?? "missing manifest";
  const response = await request.get(manifestPath);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await response.json()) as { icons: { src: string; sizes: string }[] };
  expect(manifest).toMatchObject({
    lang: "fr",
    name: expect.stringContaining(site.name),
    short_name: site.shortName,
    start_url: "/pro",
    scope: "/pro",
    display: "standalone",
  });
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"], icon.src).toBe("image/png");
  }
});

test("Chromium offers to install the owner's space from its login page, and a public page as nothing", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  const installabilityErrors = async () =>
    ((await cdp.send("Page.getInstallabilityErrors")).installabilityErrors ?? [])
      .map((error) => error.errorId)
      // A test's browser context is off the record, where Chromium offers no install whatever the site.
      .filter((errorId) => errorId !== "in-incognito");
  await page.goto("/pro/connexion");
  expect(await installabilityErrors()).toEqual([]);
  await page.goto("/villes/lens");
  expect(await installabilityErrors()).toContain("no-manifest");
});

test("every page carries the company node, with everything a local search needs", async ({ request }) => {
  for (const path of contentPaths) {
    const nodes = head(await rawHtml(request, path)).jsonLd;
    const [contractor, ...others] = ofType(nodes, "RoofingContractor");
    expect(others, `${path}: one company node`).toHaveLength(0);
    expect(contractor, path).toMatchObject({
      "@id": contractorId,
      name: site.name,
      url: absoluteUrl("/"),
      telephone: site.phone.e164,
      email: site.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.street,
        postalCode: site.address.postalCode,
        addressLocality: site.address.city,
      },
    });
    // The build's coordinates are not the owner's: no page states any until he confirms them.
    expect(contractor).not.toHaveProperty("geo");
    const company = contractor as JsonLd & {
      openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
      contactPoint: { telephone: string; hoursAvailable: { dayOfWeek: string[]; opens: string; closes: string } };
      areaServed: JsonLd[];
      hasOfferCatalog: { itemListElement: { itemOffered: JsonLd & { url: string } }[] };
    };
    expect(company.openingHoursSpecification.flatMap((hours) => hours.dayOfWeek)).toHaveLength(6);
    expect(company.contactPoint.telephone).toBe(site.phone.e164);
    expect(company.contactPoint.hoursAvailable).toMatchObject({ opens: "00:00", closes: "23:59" });
    expect(company.contactPoint.hoursAvailable.dayOfWeek).toHaveLength(7);
    expect(company.areaServed, path).toHaveLength(towns.length);
    expect(company.areaServed.every((city) => city["@type"] === "City")).toBe(true);
    expect(company.areaServed.map((city) => city.name)).toEqual(towns.map((town) => town.name));
    const offered = company.hasOfferCatalog.itemListElement.map((offer) => offer.itemOffered);
    expect(offered, path).toHaveLength(services.length);
    expect(offered.map((service) => service.url)).toEqual(
      services.map((service) => absoluteUrl(servicePath(service.slug))),
    );
  }
});

test("every page but the home page has a breadcrumb trail ending on itself", async ({ request }) => {
  for (const path of contentPaths) {
    const trails = ofType(head(await rawHtml(request, path)).jsonLd, "BreadcrumbList") as (JsonLd & {
      itemListElement: { position: number; name: string; item: string }[];
    })[];
    if (path === "/") {
      expect(trails, "home").toHaveLength(0);
      continue;
    }
    expect(trails, path).toHaveLength(1);
    const items = trails[0]?.itemListElement ?? [];
    expect(items[0]?.item, path).toBe(absoluteUrl("/"));
    expect(items.at(-1)?.item, path).toBe(absoluteUrl(path));
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
  }
});

test("each service page describes its Service, provided by the company", async ({ request }) => {
  for (const path of servicePaths) {
    const [service, ...others] = ofType(head(await rawHtml(request, path)).jsonLd, "Service");
    expect(others, path).toHaveLength(0);
    expect(service, path).toMatchObject({ url: absoluteUrl(path), provider: { "@id": contractorId } });
    expect(String(service?.name).length, path).toBeGreaterThan(0);
  }
});

test("the moss-removal page's FAQPage holds exactly the questions the page shows", async ({ request, page }) => {
  const path = servicePath("nettoyage-demoussage");
  const [faq] = ofType(head(await rawHtml(request, path)).jsonLd, "FAQPage") as (JsonLd & {
    mainEntity: { "@type": string; name: string; acceptedAnswer: { text: string } }[];
  })[];
  expect(faq).toBeDefined();
  await page.goto(path);
  const visible = (await page.locator("details > summary").allInnerTexts()).map((text) => text.trim());
  expect(visible.length).toBeGreaterThan(0);
  expect(faq?.mainEntity.map((question) => question.name)).toEqual(visible);
  expect(faq?.mainEntity.map((question) => question.acceptedAnswer.text)).toEqual(
    getServiceFaq("nettoyage-demoussage").map((item) => item.answer),
  );
  // No other page claims an FAQ it does not show.
  for (const other of servicePaths.filter((candidate) => candidate !== path)) {
    if (getServiceFaq(other.split("/").at(-1) as Parameters<typeof getServiceFaq>[0]).length > 0) continue;
    expect(ofType(head(await rawHtml(request, other)).jsonLd, "FAQPage"), other).toHaveLength(0);
  }
});

test("town pages describe the service in their City, with no address of their own", async ({ request }) => {
  for (const path of townPaths) {
    const town = findTown(path.split("/").at(-1) ?? "");
    const nodes = head(await rawHtml(request, path)).jsonLd;
    const [service] = ofType(nodes, "Service");
    expect(service, path).toMatchObject({
      url: absoluteUrl(path),
      provider: { "@id": contractorId },
      areaServed: { "@type": "City", name: town?.name },
    });
    // The only postal address on the page is the company's own, in its node.
    const others = nodes.filter((node) => node["@type"] !== "RoofingContractor");
    expect(JSON.stringify(others), path).not.toContain("PostalAddress");
  }
});

test("every image reserves its space; only the first screen's image is eager, the rest lazy", async ({ request }) => {
  for (const path of contentPaths) {
    const { images } = head(await rawHtml(request, path));
    for (const image of images) {
      expect(image, path).toMatch(/\swidth="\d+"/);
      expect(image, path).toMatch(/\sheight="\d+"/);
      expect(image, path).toMatch(/\sloading="lazy"|\sfetchpriority="high"/i);
    }
    const priority = images.filter((image) => /fetchpriority="high"/i.test(image));
    expect(priority.length, `${path}: at most one image fetched first`).toBeLessThanOrEqual(1);
    for (const image of priority) expect(image, path).not.toContain('loading="lazy"');
  }
});

test("the home hero and the portfolio serve AVIF and WebP at several widths", async ({ request }) => {
  for (const path of ["/", "/realisations"]) {
    const html = await rawHtml(request, path);
    const sources = [...html.matchAll(/<source type="image\/(avif|webp)" srcSet="([^"]+)"/g)];
    expect(sources.length, path).toBeGreaterThan(0);
    for (const [, , srcSet] of sources) expect((srcSet ?? "").split(",").length, path).toBeGreaterThanOrEqual(3);
    const first = sources[0]?.[2]?.split(",")[0]?.trim().split(" ")[0] ?? "";
    const file = await request.get(first);
    expect(file.status(), first).toBe(200);
    expect(file.headers()["content-type"]).toMatch(/^image\/(avif|webp)/);
  }
});

test("the not-found page stays out of the index", async ({ request, page, consoleErrors }) => {
  const response = await request.get("/cette-page-nexiste-pas");
  expect(response.status()).toBe(404);
  const page404 = head(await response.text());
  expect(page404.meta("name", "robots")).toBe("noindex");
  expect(page404.jsonLd).toHaveLength(0);
  await page.goto("/villes/paris");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  ignoresExpected404(consoleErrors);
});

test("an unknown address gets the build's 404 page as a file, byte for byte, under the policy of its own inline code", async ({
  request,
}) => {
  const file = readFileSync(path.resolve(process.env.BUILD_DIR ?? "build", "client/404/index.html"));
  const html = file.toString("utf8");
  for (const address of ["/wp-login.php", "/services/nexiste-pas", "/404", "/.env"]) {
    for (const encoding of ["identity", "br"]) {
      const response = await request.get(address, { headers: { "accept-encoding": encoding } });
      expect(response.status(), address).toBe(404);
      expect(response.headers()["content-type"], address).toMatch(/^text\/html/);
      // A page rendered now would carry a fresh nonce on its scripts: the file has none and is sent as written.
      expect(Buffer.compare(await response.body(), file), `${address} (${encoding})`).toBe(0);
      const policy = response.headers()["content-security-policy"] ?? "";
      expect(policy, address).not.toContain("'nonce-");
      for (const hash of [...inlineScriptHashes(html), ...styleElementHashes(html)])
        expect(policy, address).toContain(hash);
    }
  }
  const asset = await request.get("/assets/nexiste-pas-A1b2C3d4.js");
  expect(asset.status()).toBe(404);
  expect(asset.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(asset.headers()["content-security-policy"]).toBeUndefined();
  expect((await asset.body()).length).toBeLessThan(64);
  // The owner's space keeps its own not-found page (behind its door), a client's document link goes to the router.
  expect((await request.get("/pro/nexiste-pas", { maxRedirects: 0 })).status()).not.toBe(404);
  const quote = await request.get("/d/jeton-inconnu");
  expect(quote.status()).toBe(404);
  expect(Buffer.compare(await quote.body(), file)).not.toBe(0);
});
