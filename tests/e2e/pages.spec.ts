import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { layoutCopy } from "#app/content/layout.ts";
import { contentPaths } from "#app/content/pages.ts";
import routes from "#app/routes.ts";
import { axeViolations, expect, ignoresExpected404, test, viewports } from "#tests/support/fixtures.ts";

function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? "";
}

test("every content route answers 200 with its own title and content in the raw HTML", async ({ request }) => {
  const titles = new Map<string, string>();
  for (const path of contentPaths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain("text/html");
    const html = await response.text();
    const title = titleOf(html);
    expect(title, `title of ${path}`).not.toBe("");
    expect(titles.get(title), `title of ${path} is also used by`).toBeUndefined();
    titles.set(title, path);
    expect(html, path).toMatch(/<h1[\s>]/);
    expect(html, path).toContain('<html lang="fr"');
  }
});

test("a trailing slash redirects permanently to the canonical form", async ({ request }) => {
  const response = await request.get("/devis/", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/devis");
  expect((await request.get("/devis")).status()).toBe(200);
});

test("an unknown path answers 404 with the not-found page", async ({ request, page, consoleErrors }) => {
  const response = await request.get("/cette-page-nexiste-pas");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain("Oops! Page not found");
  expect(html).toContain('name="robots" content="noindex"');

  await page.goto("/cette-page-nexiste-pas");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: /Return to Home/ }).click();
  await expect(page).toHaveURL("/");
  ignoresExpected404(consoleErrors);
});

test("a missing page looks the same whichever route finds it missing: one screen, one title, noindex, no closing block", async ({
  request,
  page,
  consoleErrors,
}) => {
  for (const path of ["/cette-page-nexiste-pas", "/services/nexistepas", "/villes/paris"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(titleOf(html), path).toBe("Page introuvable (404)");
    expect(html, path).toContain('name="robots" content="noindex"');
    expect(html, path).not.toContain(layoutCopy.closingCta.title);

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" }), path).toBeVisible();
    await expect(page.getByRole("heading", { name: layoutCopy.closingCta.title }), path).toHaveCount(0);
    ignoresExpected404(consoleErrors);
  }
});

test("a moved page is redirected before any loader runs, keeping its query string", async ({ request, page }) => {
  const moved = await request.get("/urgence?source=flyer", { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe("/services/urgence-fuite?source=flyer");

  // Navigation between public pages is a full document load: a link to a moved address lands on its new one.
  await page.goto("/villes/m%C3%A9ricourt?depuis=carte");
  await expect(page).toHaveURL("/villes/mericourt?depuis=carte");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Méricourt");
});

test("the health check and static assets are served correctly", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok" });

  const html = await (await request.get("/")).text();
  // The layout's island: big enough to be compressed (files under 1 KB are sent as they are).
  const asset = /\/assets\/island-layout-[^"'\s]+\.js/.exec(html)?.[0];
  expect(asset).toBeDefined();
  const response = await request.get(asset!, { headers: { "Accept-Encoding": "gzip, br" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["content-encoding"]).toMatch(/gzip|br/);
  expect(response.headers()["x-powered-by"]).toBeUndefined();
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
});

/**
 * The template (route module) that renders a path: the pages of one template share its markup, landmarks and
 * components, and differ by their content.
 */
function templateOf(path: string): string {
  const template = matchRoutes(routeObjects(routes), path)?.at(-1)?.route.handle;
  if (typeof template !== "string") throw new Error(`${path}: no route of app/routes.ts renders it`);
  return template;
}

/** The route table as the router's matcher reads it, each route carrying its module's file. */
function routeObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { index: true, path: entry.path, handle: entry.file }
      : { path: entry.path, handle: entry.file, children: entry.children && routeObjects(entry.children) },
  );
}

const auditedPaths = [...contentPaths, "/page-inconnue"];

/** The first page of each template, in the order of the content list. */
const onePagePerTemplate = new Map<string, string>();
for (const path of auditedPaths) {
  const template = templateOf(path);
  if (!onePagePerTemplate.has(template)) onePagePerTemplate.set(template, path);
}

// The one place axe reads the content pages as served (other specs check the states they make). Every page at 375 px,
// the width of the phone most visitors come with: its own content (a town's list, an article's body) is checked there.
// At 1280 px the layout is the template's, whatever the content: one page of each template covers every page's
// desktop markup.
test.describe(`accessibility of every page at ${viewports.phone.width} px`, () => {
  test.use({ viewport: viewports.phone });
  for (const path of auditedPaths) {
    test(`${path} has no axe violation (phone)`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
      if (path === "/page-inconnue") ignoresExpected404(consoleErrors);
    });
  }
});

test.describe(`accessibility of each template at ${viewports.desktop.width} px`, () => {
  test.use({ viewport: viewports.desktop });
  for (const [template, path] of onePagePerTemplate) {
    test(`${path} has no axe violation (desktop, for ${template})`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
      if (path === "/page-inconnue") ignoresExpected404(consoleErrors);
    });
  }
});
