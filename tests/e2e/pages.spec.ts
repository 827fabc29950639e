import { contentPaths } from "#app/content/pages.ts";
import { axeViolations, expect, ignoresExpected404, test, viewports } from "../support/fixtures.ts";

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

test("the health check and static assets are served correctly", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok" });

  const html = await (await request.get("/")).text();
  // The entry module: big enough to be compressed (files under 1 KB are sent as they are).
  const asset = /\/assets\/entry\.client-[^"']+\.js/.exec(html)?.[0];
  expect(asset).toBeDefined();
  const response = await request.get(asset!, { headers: { "Accept-Encoding": "gzip, br" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["content-encoding"]).toMatch(/gzip|br/);
  expect(response.headers()["x-powered-by"]).toBeUndefined();
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
});

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of [...contentPaths, "/page-inconnue"]) {
      test(`${path} has no axe violation (${name})`, async ({ page, consoleErrors }) => {
        await page.goto(path);
        expect(await axeViolations(page)).toEqual([]);
        if (path === "/page-inconnue") ignoresExpected404(consoleErrors);
      });
    }
  });
}
