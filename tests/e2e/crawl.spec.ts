import type { APIRequestContext } from "@playwright/test";
import { contentPaths } from "#app/content/pages.ts";
import { findRedirect } from "#app/content/redirects.ts";
import { expect, test } from "#tests/support/fixtures.ts";

const sitemapPath = "/sitemap.xml";

function decodeEntities(value: string): string {
  return value
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");
}

/** Internal hrefs and image sources of a page: "/..." but not "//..." (protocol-relative is external). */
function internalLinks(html: string): string[] {
  const found = [
    ...[...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)].map((match) => match[1] ?? ""),
    ...[...html.matchAll(/<img\s[^>]*?\bsrc="([^"]*)"/g)].map((match) => match[1] ?? ""),
  ];
  return found
    .map((value) => decodeEntities(value).split("#")[0] ?? "")
    .filter((value) => value.startsWith("/") && !value.startsWith("//"));
}

interface CrawlResult {
  failures: string[];
  reached: Set<string>;
  pagesLinkingToSitemap: string[];
}

/** Visits every internal link and image once, from "/", without following redirects silently. */
async function crawl(request: APIRequestContext): Promise<CrawlResult> {
  const queue: { url: string; from: string }[] = [{ url: "/", from: "(start)" }];
  const seen = new Set(["/"]);
  const failures: string[] = [];
  const reached = new Set<string>();
  const pagesLinkingToSitemap: string[] = [];
  const enqueue = (url: string, from: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    queue.push({ url, from });
  };

  for (let next = queue.shift(); next; next = queue.shift()) {
    const { url, from } = next;
    const response = await request.get(url, { maxRedirects: 0 });
    const status = response.status();
    const pathname = new URL(url, "http://crawl.invalid").pathname;

    if (status >= 300 && status < 400) {
      const location = response.headers().location ?? "";
      const expected = findRedirect(pathname);
      const target = new URL(location, "http://crawl.invalid");
      if (!expected) failures.push(`${url} (linked from ${from}): ${status} to ${location}, not a known redirect`);
      else if (status !== 301 || target.pathname !== expected)
        failures.push(`${url} (linked from ${from}): ${status} to ${location}, expected 301 to ${expected}`);
      else enqueue(`${target.pathname}${target.search}`, url);
      continue;
    }
    if (status !== 200) {
      failures.push(`${url} (linked from ${from}): HTTP ${status}`);
      continue;
    }
    reached.add(decodeURIComponent(pathname));
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;

    for (const link of internalLinks(await response.text())) {
      if (link === sitemapPath && !pagesLinkingToSitemap.includes(url)) pagesLinkingToSitemap.push(url);
      enqueue(link, url);
    }
  }
  return { failures, reached, pagesLinkingToSitemap };
}

test("every internal link and image answers 200, and every content page is reachable from /", async ({
  request,
  page,
}) => {
  test.setTimeout(180_000);
  const { failures, reached, pagesLinkingToSitemap } = await crawl(request);
  expect(failures, "broken links and images").toEqual([]);
  expect(
    contentPaths.filter((path) => !reached.has(path)),
    "content pages no link leads to",
  ).toEqual([]);

  // The product spec wants /sitemap.xml opened as a file, not as an in-app screen: clicking a link to it must load it.
  const linkingPage = pagesLinkingToSitemap[0];
  if (linkingPage) {
    await page.goto(linkingPage, { waitUntil: "networkidle" });
    await Promise.all([
      page.waitForURL((url) => url.pathname === sitemapPath),
      page.locator(`a[href="${sitemapPath}"]`).first().click(),
    ]);
    expect(await page.content()).toContain("urlset");
  }
});

test("the sitemap lists exactly the content pages, as absolute URLs", async ({ request }) => {
  const response = await request.get(sitemapPath, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    decodeEntities(match[1] ?? ""),
  );
  const urls = locations.map((location) => new URL(location));
  for (const url of urls) expect(url.protocol).toMatch(/^https?:$/);
  expect(new Set(urls.map((url) => url.origin)).size).toBe(1);
  const paths = urls.map((url) => decodeURIComponent(url.pathname));
  expect(paths.toSorted()).toEqual([...contentPaths].toSorted());
  expect(new Set(paths).size).toBe(paths.length);
});

test("robots.txt allows crawling and points at the sitemap", async ({ request }) => {
  const [robots, sitemap] = await Promise.all([request.get("/robots.txt"), request.get(sitemapPath)]);
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await robots.text()).split("\n");
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
  const sitemapLine = lines.find((line) => line.startsWith("Sitemap: "));
  const sitemapUrl = new URL(sitemapLine?.slice("Sitemap: ".length) ?? "");
  expect(sitemapUrl.pathname).toBe(sitemapPath);
  const firstLocation = /<loc>([^<]+)<\/loc>/.exec(await sitemap.text())?.[1] ?? "";
  expect(sitemapUrl.origin).toBe(new URL(firstLocation).origin);
});
