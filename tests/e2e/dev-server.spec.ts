import { readFileSync } from "node:fs";
import path from "node:path";
import { formGuardCopy } from "#app/content/forms.ts";
import { portfolioFilterHref } from "#app/content/projects.ts";
import { permanentRedirects } from "#app/content/redirects.ts";
import { DEVELOPMENT_DIRECTIVES } from "#server/security.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { contactInput, formBody, leadsWith, marker } from "#tests/support/leads.ts";
import { type RawAnswer, type RawRequest, sendRaw } from "#tests/support/raw-http.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";

// `npm run dev` serves the same Express app as `npm start`, over Vite's middleware instead of the build. The one
// intended difference is in the Content-Security-Policy (DEVELOPMENT_DIRECTIVES in server/security.ts): in
// development, styles may be inline (Vite's client and React Router's development CSS insert <style> elements at
// run time, and there are no prerendered pages to hash style attributes from) and Vite's client may start a worker
// from a blob: URL. Scripts keep the per-response nonce, and every other directive and header is the same.

const root = path.resolve(import.meta.dirname, "../..");
const form = { "Content-Type": "application/x-www-form-urlencoded" };
const html = { Accept: "text/html" };
// The headers the security layer writes, compared one by one between the two servers.
const SECURITY_HEADERS = [
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "permissions-policy",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-powered-by",
  "x-xss-protection",
];
// Answer headers that belong to the request's outcome rather than to the server's mode.
const OUTCOME_HEADERS = ["allow", "location", "content-type"];

/** The policy as directive → sources, with this response's nonce written `'nonce'` so two responses compare. */
function policyOf(answer: RawAnswer): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(answer.headers["content-security-policy"] ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name)
      map.set(
        name,
        sources.map((source) => (source.startsWith("'nonce-") ? "'nonce'" : source)),
      );
  }
  return map;
}

// One development server for the file, its tests in series: two Vite servers started at once would both write
// the optimised dependencies into node_modules/.vite.
test.describe.configure({ mode: "serial" });
// Five POSTs per address in the window: the sixth shows the limit in both modes.
const env = { FORM_RATE_LIMIT: "5", SITE_URL: "http://127.0.0.1" };
const developmentDb = temporaryDatabase();
let development: RunningServer;

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  development = await startServer({
    port: await freePort(testInfo),
    env: { ...env, LEADS_DB: developmentDb.file },
    args: ["--dev"],
    timeoutMs: 150_000,
  });
  // In a fresh checkout, Vite bundles the browser's dependencies as the first visit discovers them, answers that
  // visit's modules 504 "Outdated Optimize Dep" and reloads: one visit first, as a developer's first page.
  const warmUp = await browser.newPage();
  await warmUp.goto(`${development.url}/devis`);
  await warmUp.waitForLoadState("networkidle");
  await warmUp.close();
});

test.afterAll(async () => {
  await development?.stop();
  developmentDb.remove();
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a test's fixtures from this pattern.
test("npm run dev answers with the production server's headers, guards, redirects and form answers", async ({}, testInfo) => {
  test.setTimeout(180_000);
  const scripts = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts;
  expect(scripts.dev).toBe("node server/start.js --dev");

  const productionDb = temporaryDatabase();
  const production = await startServer({
    port: await freePort(testInfo),
    env: { ...env, LEADS_DB: productionDb.file },
  });
  try {
    expect(development.output()).toContain("development");

    const tag = marker("dev");
    const [legacy] = Object.entries(permanentRedirects)[0] ?? [];
    const get = (path: string): RawRequest => ({ method: "GET", path, headers: html, body: "", chunked: false });
    const post = (path: string, body: string, headers = form, method = "POST"): RawRequest => ({
      method,
      path,
      headers: { ...html, ...headers },
      body,
      chunked: false,
    });
    const tooLarge = post("/devis", `nom=${"a".repeat(70_000)}`);
    const requests: [string, RawRequest, number][] = [
      // A query string: production renders it on the fly too, with a nonce, as development renders every page.
      ["page rendered on the fly", get(portfolioFilterHref("zinc")), 200],
      ["not found", get("/nexiste-pas"), 404],
      ["trailing-slash redirect", get("/devis/"), 301],
      ["legacy redirect", get(encodeURI(legacy ?? "")), 301],
      ["public file", get("/favicon.svg"), 200],
      ["health check", get("/healthz"), 200],
      ["wrong method", post("/contact", "x", form, "PUT"), 405],
      ["POST where no form posts", post("/services", "x"), 405],
      // The POSTs below count towards the limit of five.
      ["form sent", post("/contact", formBody(contactInput(tag))), 200],
      ["form refused", post("/contact", formBody({ name: "x" })), 400],
      ["wrong type", post("/contact", "{}", { "Content-Type": "application/json" }), 415],
      ["no length", { ...post("/contact", "nom=x"), chunked: true }, 411],
      ["too large", tooLarge, 413],
      ["over the limit", post("/contact", formBody({ name: "x" })), 429],
    ];

    for (const [label, shape, status] of requests) {
      const expected = await sendRaw(production.url, shape);
      const actual = await sendRaw(development.url, shape);
      expect(expected.status, `${label} (production)`).toBe(status);
      expect(actual.status, `${label} (development)`).toBe(status);
      for (const name of [...SECURITY_HEADERS, ...OUTCOME_HEADERS]) {
        expect(actual.headers[name], `${label}: ${name}`).toEqual(expected.headers[name]);
      }
      expect(Boolean(actual.headers["retry-after"]), `${label}: Retry-After`).toBe(status === 429);

      const productionPolicy = policyOf(expected);
      const developmentPolicy = policyOf(actual);
      // Production answers an unknown address and a form posted without JavaScript from prerendered files, their
      // scripts allowed by hash alone (decision 026); development renders those pages, with the response's nonce too.
      if (developmentPolicy.has("script-src") && !productionPolicy.get("script-src")?.includes("'nonce'")) {
        developmentPolicy.set(
          "script-src",
          (developmentPolicy.get("script-src") ?? []).filter((source) => source !== "'nonce'"),
        );
      }
      // A file carries no policy in either mode (server/security.ts, assetHeaders).
      const expectedPolicy = new Map<string, readonly string[]>(
        productionPolicy.size > 0 ? [...productionPolicy, ...Object.entries(DEVELOPMENT_DIRECTIVES)] : [],
      );
      expect(Object.fromEntries(developmentPolicy), label).toEqual(Object.fromEntries(expectedPolicy));
      expect(productionPolicy.get("style-src")?.join(" ") ?? "", label).not.toContain("unsafe-inline");
      expect(productionPolicy.has("worker-src"), label).toBe(false);
    }

    // The refusals carry the French page in development too.
    expect((await sendRaw(development.url, tooLarge)).body).toContain(formGuardCopy.pageTitle);
    // The form sent reached each server's own store once.
    expect(leadsWith(productionDb.file, "name", tag)).toHaveLength(1);
    expect(leadsWith(developmentDb.file, "name", tag)).toHaveLength(1);
  } finally {
    await production.stop();
    productionDb.remove();
  }
});

test("in development a page hydrates under the policy, with no violation reported", async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  try {
    // goto waits for React Router to take over the page (tests/support/fixtures.ts).
    await page.goto(`${development.url}/devis`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Everything the page asked for has answered before the server stops (a font still loading would fail).
    await page.waitForLoadState("networkidle");
    expect(consoleErrors.filter((error) => /Content Security Policy|CSP violation/.test(error))).toEqual([]);
  } finally {
    // Nothing left loading when the server stops after the last test.
    await page.close();
  }
});
