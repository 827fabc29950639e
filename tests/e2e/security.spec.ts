import type { APIResponse, Page } from "@playwright/test";
import { formGuardCopy, formsCopy } from "#app/content/forms.ts";
import { contentPaths } from "#app/content/pages.ts";
import { portfolioCopy } from "#app/content/portfolio.ts";
import { filterProjects, portfolioFilterHref, portfolioProjects, projectCategories } from "#app/content/projects.ts";
import { permanentRedirects } from "#app/content/redirects.ts";
import { servicePath } from "#app/content/services.ts";
import { inlineScriptHashes, layoutConstantSources, PERMISSIONS_POLICY, styleElementHashes } from "#server/security.ts";
import { expect, test, viewports } from "#tests/support/fixtures.ts";
import {
  fillContactForm,
  fillQuoteForm,
  ignoreFailedResource,
  leadForm,
  submitButton,
} from "#tests/support/lead-forms.ts";
import { contactInput, formBody, marker, quoteInput } from "#tests/support/leads.ts";
import { freePort, startServer, temporaryDatabase } from "#tests/support/server.ts";

const form = { "Content-Type": "application/x-www-form-urlencoded" };

/** The policy as a map of directive → sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

/** What every answer must carry, whatever produced it. */
function expectHardenedHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  const csp = directives(headers["content-security-policy"]);
  expect(csp.get("default-src"), label).toEqual(["'none'"]);
  const scripts = csp.get("script-src") ?? [];
  expect(scripts[0], label).toBe("'self'");
  for (const source of scripts.slice(1))
    expect(source, label).toMatch(/^'(sha256-[A-Za-z0-9+/]+=*|nonce-[A-Za-z0-9+/]+=*)'$/);
  // Files, and on prerendered pages the hash of their inlined stylesheet: never 'unsafe-inline'.
  const styles = csp.get("style-src") ?? [];
  expect(styles[0], label).toBe("'self'");
  for (const source of styles.slice(1)) expect(source, label).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(csp.get("img-src"), label).toEqual(["'self'", "data:", "blob:"]);
  for (const directive of ["font-src", "connect-src", "manifest-src", "form-action"]) {
    expect(csp.get(directive), `${label} ${directive}`).toEqual(["'self'"]);
  }
  for (const directive of ["frame-ancestors", "base-uri", "object-src"]) {
    expect(csp.get(directive), `${label} ${directive}`).toEqual(["'none'"]);
  }
  // Plain HTTP here (SITE_URL is http): no HSTS and no upgrade, which browsers would ignore or misapply.
  expect(csp.has("upgrade-insecure-requests"), label).toBe(false);
  expect(headers["strict-transport-security"], label).toBeUndefined();
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  // Isolation from other sites' windows is for the documents that show personal data (the owner's space) only.
  expect(headers["cross-origin-opener-policy"], label).toBeUndefined();
  expect(headers["origin-agent-cluster"], label).toBeUndefined();
  expect(headers["cross-origin-resource-policy"], label).toBe("same-origin");
  expect(headers["x-frame-options"], label).toBe("DENY");
  expect(headers["permissions-policy"], label).toBe(PERMISSIONS_POLICY);
  expect(headers["x-powered-by"], label).toBeUndefined();
}

test.describe("headers on every kind of answer", () => {
  test("pages, files, redirects, errors, refusals, form answers and the health check", async ({ request }) => {
    // A public page names its islands' modules in its loader's data-islands attribute.
    const [legacy] = Object.keys(permanentRedirects);
    const answers: [string, Promise<APIResponse>, number][] = [
      ["prerendered page", request.get("/"), 200],
      ["prerendered page, HEAD", request.head("/devis"), 200],
      ["page rendered on the fly", request.get(portfolioFilterHref("zinc")), 200],
      ["health check", request.get("/healthz"), 200],
      ["trailing-slash redirect", request.get("/devis/", { maxRedirects: 0 }), 301],
      ["legacy redirect", request.get(encodeURI(legacy!), { maxRedirects: 0 }), 301],
      ["not found", request.get("/nexiste-pas"), 404],
      ["form refused", request.post("/contact", { data: formBody({ name: "x" }), headers: form }), 400],
      ["wrong method", request.put("/contact", { data: "x", headers: form }), 405],
      ["wrong type", request.post("/contact", { data: "{}", headers: { "Content-Type": "application/json" } }), 415],
      ["too large", request.post("/devis", { data: `nom=${"a".repeat(70_000)}`, headers: form }), 413],
    ];
    for (const [label, pending, status] of answers) {
      const response = await pending;
      expect(response.status(), label).toBe(status);
      expectHardenedHeaders(response, label);
    }
  });

  test("the owner's space is also isolated from other sites' windows", async ({ request }) => {
    for (const path of ["/pro/connexion", "/pro", "/%70ro/connexion"]) {
      const headers = (await request.get(path, { maxRedirects: 0 })).headers();
      expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
      expect(headers["origin-agent-cluster"], path).toBe("?1");
      expect(headers["content-security-policy"], path).toContain("default-src 'none'");
    }
  });

  test("a file carries a file's headers only: no policy, no nonce, under 600 bytes of headers", async ({ request }) => {
    const html = await (await request.get("/devis")).text();
    const scripts = /data-islands="([^"]+)"/.exec(html)?.[1]?.split(" ") ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    const files = [...scripts, "/favicon.ico", "/robots.txt", `${servicePath("ardoise")}.data`];
    for (const file of files) {
      const response = await request.get(file, { headers: { "Accept-Encoding": "br" } });
      expect(response.status(), file).toBe(200);
      const headers = response.headers();
      expect(headers["content-security-policy"], file).toBeUndefined();
      expect(headers["permissions-policy"], file).toBeUndefined();
      expect(headers["x-content-type-options"], file).toBe("nosniff");
      expect(headers["cross-origin-resource-policy"], file).toBe("same-origin");
      // As they travel: "Name: value\r\n" for each header, the status line aside.
      const headerBytes = response
        .headersArray()
        .reduce((sum, { name, value }) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 0);
      expect(headerBytes, file).toBeLessThan(600);
    }
    // A build file that does not exist gets a short text 404 with a file's headers (decision 026): no page, no policy.
    const missing = await request.get("/assets/nexiste-pas.js");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(missing.headers()["content-security-policy"]).toBeUndefined();
    expect(missing.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("a prerendered page's policy lists the hash of each of its inline scripts, and no nonce is baked in", async ({
    request,
  }) => {
    for (const path of contentPaths) {
      const response = await request.get(path);
      const html = await response.text();
      expect(html, path).not.toMatch(/\snonce=/);
      const scripts = directives(response.headers()["content-security-policy"]).get("script-src") ?? [];
      const hashes = inlineScriptHashes(html);
      // The layout's constant blocks (the first paint's hold, the speculation rules, the islands' loader) and no other.
      expect([...hashes].sort(), path).toEqual([...layoutConstantSources].sort());
      for (const hash of hashes) expect(scripts, path).toContain(hash);
      expect(
        scripts.some((source) => source.startsWith("'nonce-")),
        path,
      ).toBe(false);
      // The inlined stylesheet, and nothing else inline: no 'unsafe-inline' for styles.
      const styles = directives(response.headers()["content-security-policy"]).get("style-src") ?? [];
      expect(styleElementHashes(html), path).toHaveLength(1);
      expect(styles, path).toEqual(["'self'", ...styleElementHashes(html)]);
    }
  });

  test("a page rendered on the fly gets a fresh nonce, and its constant inline blocks are allowed by their hashes", async ({
    request,
  }) => {
    const nonces = new Set<string>();
    // The 404 page is a file now (decision 026); a content page with a query is still rendered on request.
    for (const path of [portfolioFilterHref("zinc"), portfolioFilterHref("zinc"), "/devis?utm_source=essai"]) {
      const response = await request.get(path);
      const scripts = directives(response.headers()["content-security-policy"]).get("script-src") ?? [];
      const nonce = /^'nonce-(.+)'$/.exec(scripts.find((source) => source.startsWith("'nonce-")) ?? "")?.[1];
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce!);
      const html = await response.text();
      const hashes = inlineScriptHashes(html);
      expect([...hashes].sort(), path).toEqual([...layoutConstantSources].sort());
      for (const hash of hashes) expect(scripts, path).toContain(hash);
    }
    expect(nonces.size).toBe(3);
  });

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a test's fixtures from this pattern.
  test("over HTTPS: HSTS for two years with subdomains, and insecure requests upgraded", async ({}, testInfo) => {
    const database = temporaryDatabase();
    const app = await startServer({
      port: await freePort(testInfo),
      env: { LEADS_DB: database.file, SITE_URL: "https://www.example.fr" },
    });
    try {
      for (const path of ["/", "/nexiste-pas", "/healthz", "/favicon.svg"]) {
        const response = await fetch(`${app.url}${path}`);
        expect(response.headers.get("strict-transport-security"), path).toBe("max-age=63072000; includeSubDomains");
        // A file has no policy to upgrade its requests with: it makes none.
        if (path !== "/favicon.svg")
          expect(
            directives(response.headers.get("content-security-policy") ?? "").has("upgrade-insecure-requests"),
          ).toBe(true);
      }
    } finally {
      await app.stop();
      database.remove();
    }
  });
});

test.describe("the browser enforces the policy", () => {
  test("an injected inline script and style are blocked, and the test fixture sees both", async ({
    page,
    consoleErrors,
  }) => {
    // A page under the policy the server sends, with markup an attacker would have slipped in.
    await page.route("**/csp-probe", async (route) => {
      const real = await route.fetch({ url: route.request().url().replace("/csp-probe", "/nexiste-pas") });
      const headers = { ...real.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({
        status: 200,
        headers,
        body: '<!doctype html><p id="injected" style="color:rgb(255, 0, 0)">x</p><script>window.__injected = true;</script>',
      });
    });
    await page.goto("/csp-probe");
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect(page.locator("#injected")).not.toHaveCSS("color", "rgb(255, 0, 0)");
    await expect.poll(() => consoleErrors.length).toBeGreaterThanOrEqual(4);
    // Chromium's own messages, and the policy event the fixture listens to, for both the script and the style.
    expect(consoleErrors.some((text) => /inline script/i.test(text) && /Content Security Policy/i.test(text))).toBe(
      true,
    );
    expect(consoleErrors.some((text) => /inline style/i.test(text) && /Content Security Policy/i.test(text))).toBe(
      true,
    );
    expect(consoleErrors).toContain("CSP violation: script-src-elem blocked inline");
    expect(consoleErrors).toContain("CSP violation: style-src-attr blocked inline");
    consoleErrors.length = 0;
  });

  async function documentPolicies(page: Page): Promise<string[]> {
    const policies: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "document") {
        policies.push(response.headers()["content-security-policy"] ?? "");
      }
    });
    return policies;
  }

  test.describe("on a desktop", () => {
    test.use({ viewport: viewports.desktop });

    test("hydration, dropdown, carousels, before/after slider, FAQ and filters work with the policy on", async ({
      page,
    }) => {
      const policies = await documentPolicies(page);
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Menu principal" }).first();
      await nav.getByRole("button", { name: "Services" }).click();
      await expect(nav.getByRole("link", { name: /Urgence Fuite Toiture/ })).toBeVisible();
      await page.keyboard.press("Escape");

      const carousel = page.locator("[aria-roledescription='carousel']").first();
      const track = carousel.locator("[data-carousel-track]");
      const start = await track.evaluate((node) => getComputedStyle(node).transform);
      await carousel.getByRole("button", { name: "Suivant" }).click();
      await expect.poll(() => track.evaluate((node) => getComputedStyle(node).transform)).not.toBe(start);

      await page.goto(servicePath("traitement-facade"));
      const slider = page.getByRole("slider").first();
      const afterLayer = page.getByTestId("after-layer").first();
      // The server-rendered style attribute applies (its hash is in the policy), then React moves it.
      await expect(afterLayer).toHaveCSS("clip-path", "inset(0px 0px 0px 50%)");
      await slider.focus();
      await page.keyboard.press("ArrowRight");
      await expect(afterLayer).toHaveCSS("clip-path", "inset(0px 0px 0px 55%)");

      await page.goto(servicePath("nettoyage-demoussage"));
      const faq = page.locator("details").first();
      await faq.locator("summary").click();
      await expect(faq).toHaveAttribute("open", "");

      await page.goto(portfolioFilterHref(null));
      const category = projectCategories[0]!;
      await page
        .getByRole("navigation", { name: portfolioCopy.projects.filterLabel })
        .getByRole("link", { name: category.label, exact: true })
        .click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === portfolioFilterHref(category.key));
      await expect(page.locator(`#${portfolioCopy.projects.anchor} article h3`)).toHaveText(
        filterProjects(portfolioProjects, category.key).map((project) => project.title),
      );
      expect(policies.length).toBeGreaterThanOrEqual(3);
      for (const policy of policies) expect(policy).toContain("default-src 'none'");
    });

    test("both forms send with JavaScript", async ({ page }) => {
      const tag = marker("csp-js");
      await page.goto("/devis");
      await fillQuoteForm(leadForm(page), quoteInput(tag));
      await submitButton(leadForm(page)).click();
      await expect(page.getByRole("heading", { name: formsCopy.quote.success.title })).toBeVisible();
      await page.goto("/contact");
      await fillContactForm(leadForm(page), contactInput(tag));
      await submitButton(leadForm(page)).click();
      await expect(page.getByRole("heading", { name: formsCopy.contact.success.title })).toBeVisible();
    });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: viewports.phone });

    test("the menu opens and the home page form sends", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Ouvrir le menu" }).click();
      await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeVisible();
      await page.getByRole("button", { name: "Fermer le menu" }).click();
      const tag = marker("csp-phone");
      await fillContactForm(leadForm(page), contactInput(tag));
      await submitButton(leadForm(page)).click();
      await expect(page.getByRole("heading", { name: formsCopy.contact.success.title })).toBeVisible();
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("both forms still pass React Router's origin check", async ({ page }) => {
      const origins: (string | null)[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") origins.push(request.headers().origin ?? null);
      });
      const tag = marker("csp-nojs");
      await page.goto("/devis");
      await fillQuoteForm(leadForm(page), quoteInput(tag));
      await submitButton(leadForm(page)).click();
      await expect(page.getByRole("heading", { name: formsCopy.quote.success.title })).toBeVisible();
      await page.goto("/contact");
      await fillContactForm(leadForm(page), contactInput(tag));
      await submitButton(leadForm(page)).click();
      await expect(page.getByRole("heading", { name: formsCopy.contact.success.title })).toBeVisible();
      // strict-origin-when-cross-origin sends the real origin with a same-origin POST, never "null".
      expect(origins).toHaveLength(2);
      for (const origin of origins) expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    });
  });

  test("a refused POST still shows a French page under the policy", async ({ page, consoleErrors }) => {
    await page.goto("/");
    const response = await page.evaluate(async () => {
      const answer = await fetch("/contact", { method: "DELETE" });
      return { status: answer.status, allow: answer.headers.get("allow"), text: await answer.text() };
    });
    expect(response.status).toBe(405);
    expect(response.allow).toBe("GET, HEAD, POST");
    expect(response.text).toContain(formGuardCopy.pageTitle);
    ignoreFailedResource(consoleErrors, 405);
  });
});
