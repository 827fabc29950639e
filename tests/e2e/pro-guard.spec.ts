import type { APIRequestContext } from "@playwright/test";
import Database from "better-sqlite3";
import { contentPaths } from "#app/content/pages.ts";
import { proCopy } from "#app/content/pro.ts";
import { expect, ignoresExpected404, test } from "#tests/support/fixtures.ts";
import { addOwner, e2eDatabase, ownerEmail, ownerPassword } from "#tests/support/owner.ts";

const form = { "Content-Type": "application/x-www-form-urlencoded" };

/**
 * Every kind of /pro URL: pages that exist, pages to come (inbox, request, dashboard), a file route (CSV
 * export, photos), an unknown one, and spellings that reach the same routes (case, percent-escapes).
 */
const pagePaths = [
  "/pro",
  "/pro/compte",
  "/pro/tableau-de-bord",
  "/pro/demandes/1",
  "/pro/demandes/1/photos/1",
  "/pro/export.csv",
  "/pro/nimporte/quoi",
  "/PRO/compte",
  "/Pro/Compte",
  "/%70ro/compte",
  "/pro%2Fcompte",
];
const dataPaths = [
  "/pro.data",
  "/pro/compte.data",
  "/pro/compte.data?_routes=routes%2Fpro%2Flayout%2Croutes%2Fpro%2Faccount",
  "/pro/demandes/1.data",
  "/pro/tableau-de-bord.data",
  "/PRO/compte.data",
];

async function sessionCookie(request: APIRequestContext, baseURL: string, email: string, password: string) {
  const response = await request.post("/pro/connexion", {
    headers: { ...form, Origin: baseURL },
    data: new URLSearchParams({ email, password }).toString(),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const cookie = /pro_session=([\w-]+)/.exec(response.headers()["set-cookie"] ?? "")?.[1];
  expect(cookie).toBeTruthy();
  return `pro_session=${cookie}`;
}

/** What a stranger gets for every /pro URL with this Cookie header (none, forged, expired). */
async function expectClosed(request: APIRequestContext, baseURL: string, cookie: string | undefined, label: string) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  for (const path of pagePaths) {
    const page = await request.get(path, {
      headers: { ...headers, Accept: "text/html", "Sec-Fetch-Dest": "document" },
      maxRedirects: 0,
    });
    expect(page.status(), `${label} ${path}`).toBe(303);
    // An ended session's page request also says why (`fin=inactivite`): the same login page.
    expect(page.headers().location, `${label} ${path}`).toMatch(
      /^\/pro\/connexion(\?(retour=%2Fpro[^"&]*)?(&?fin=inactivite)?)?$/,
    );
    expect(page.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    expect(page.headers()["cache-control"], path).toBe("no-store");
    const file = await request.get(path, { headers: { ...headers, Accept: "*/*" }, maxRedirects: 0 });
    expect(file.status(), `${label} ${path} as a file`).toBe(401);
  }
  for (const path of dataPaths) {
    const data = await request.get(path, { headers, maxRedirects: 0 });
    expect(data.status(), `${label} ${path}`).toBe(401);
    expect(await data.text(), `${label} ${path}`).toBe(proCopy.errors.unauthorized);
  }
  for (const path of ["/pro/compte", "/pro/compte.data", "/pro/compte/cles-d-acces"]) {
    const post = await request.post(path, {
      headers: { ...headers, ...form, Origin: baseURL },
      data: "intent=logout-others",
      maxRedirects: 0,
    });
    expect(post.status(), `${label} POST ${path}`).toBe(401);
  }
}

test.describe("the owner's space is closed to strangers", () => {
  test("without a session, with a forged cookie, with an expired session", async ({ request, baseURL }) => {
    await expectClosed(request, baseURL!, undefined, "no cookie");
    await expectClosed(request, baseURL!, `pro_session=${"A".repeat(43)}`, "forged");
    await expectClosed(request, baseURL!, "pro_session=../../etc/passwd", "malformed");

    const email = ownerEmail("expired");
    const password = ownerPassword();
    await addOwner(email, password);
    const cookie = await sessionCookie(request, baseURL!, email, password);
    const open = await request.get("/pro/compte.data", { headers: { Cookie: cookie } });
    expect(open.status()).toBe(200);
    expect(await open.text()).toContain(email);

    const db = new Database(e2eDatabase);
    db.prepare(
      "UPDATE owner_sessions SET expires_at = ? WHERE user_id = (SELECT id FROM owner_users WHERE email = ?)",
    ).run(Date.now() - 1000, email);
    db.close();
    await expectClosed(request, baseURL!, cookie, "expired");
  });

  test("a page asked for comes back after logging in, never another site", async ({ page, consoleErrors }) => {
    const email = ownerEmail("return");
    const password = ownerPassword();
    await addOwner(email, password);
    await page.goto("/pro/connexion?retour=%2F%2Fevil.example%2Fpro");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe").fill(password);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/pro$/);
    // Until the inbox exists, /pro is the owner's own "page not found", inside his space.
    await expect(
      page.getByRole("navigation", { name: "Espace pro" }).or(page.getByRole("heading", { name: "Page introuvable" })),
    ).toBeVisible();
    ignoresExpected404(consoleErrors);
  });
});

test.describe("state-changing requests must come from this site", () => {
  test("a POST from another origin, or without Origin, is refused with 403", async ({ request, baseURL }) => {
    const email = ownerEmail("origin");
    const password = ownerPassword();
    await addOwner(email, password);
    const evil = { ...form, Origin: "https://evil.example" };
    const body = new URLSearchParams({ email, password }).toString();

    for (const headers of [evil, form, { ...form, Origin: "null" }]) {
      const login = await request.post("/pro/connexion", { headers, data: body, maxRedirects: 0 });
      expect(login.status()).toBe(403);
      expect(login.headers()["set-cookie"]).toBeUndefined();
      expect(await login.text()).toBe(proCopy.errors.forbidden);
    }

    const cookie = await sessionCookie(request, baseURL!, email, password);
    for (const path of ["/pro/deconnexion", "/pro/compte", "/pro/compte.data", "/pro/compte/cles-d-acces"]) {
      const post = await request.post(path, {
        headers: { ...evil, Cookie: cookie },
        data: "intent=logout-others",
        maxRedirects: 0,
      });
      expect(post.status(), path).toBe(403);
    }
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await request.fetch("/pro/compte", {
        method,
        headers: { ...evil, Cookie: cookie },
        data: "x=1",
        maxRedirects: 0,
      });
      expect(response.status(), method).toBe(403);
    }
    // The session survived the forged logout.
    expect((await request.get("/pro/compte.data", { headers: { Cookie: cookie } })).status()).toBe(200);
  });
});

test.describe("search engines", () => {
  test("robots.txt disallows /pro, the sitemap never names it, every /pro answer says noindex", async ({
    request,
    page,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots.split("\n")).toContain("Disallow: /pro");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/pro");
    expect(contentPaths.some((path) => path.startsWith("/pro"))).toBe(false);

    const login = await request.get("/pro/connexion");
    expect(login.status()).toBe(200);
    expect(login.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(login.headers()["cache-control"]).toBe("no-store");
    expect(login.headers()["permissions-policy"]).toContain("publickey-credentials-get=(self)");
    await page.goto("/pro/connexion");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

    // The public pages keep their policy: no passkeys there.
    const home = await request.get("/");
    expect(home.headers()["permissions-policy"]).toContain("publickey-credentials-get=()");
    expect(home.headers()["x-robots-tag"]).toBeUndefined();
  });
});

test.describe("public pages", () => {
  test("load nothing of the owner's space: no module, stylesheet or request under /pro", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    for (const path of ["/", "/devis", "/contact", "/services/couverture-zinc"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    const publicRequests = [...requested];
    // Public pages carry no React Router manifest: it is read where it lives, on the owner's login page.
    await page.goto("/pro/connexion");
    const ownerFiles = await page.evaluate(() => {
      const manifest = (
        window as unknown as {
          __reactRouterManifest: {
            routes: Record<string, { id: string; module: string; imports?: string[]; css?: string[] }>;
          };
        }
      ).__reactRouterManifest;
      const publicFiles = new Set(
        Object.values(manifest.routes)
          .filter((route) => !route.id.startsWith("routes/pro/"))
          .flatMap((route) => [route.module, ...(route.imports ?? []), ...(route.css ?? [])]),
      );
      return Object.values(manifest.routes)
        .filter((route) => route.id.startsWith("routes/pro/"))
        .flatMap((route) => [route.module, ...(route.imports ?? []), ...(route.css ?? [])])
        .filter((file) => !publicFiles.has(file));
    });
    expect(ownerFiles.length).toBeGreaterThan(3);
    expect(publicRequests.filter((path) => ownerFiles.includes(path))).toEqual([]);
    expect(publicRequests.filter((path) => /^\/pro(\/|\.|$)/.test(path))).toEqual([]);
    // The root layout draws the public chrome on public pages.
    await page.goto("/services/couverture-zinc");
    await expect(page.getByRole("link", { name: /Devis Gratuit/ }).first()).toBeVisible();
  });
});
