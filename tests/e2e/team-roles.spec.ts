import type { APIRequestContext, Browser, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { proCopy } from "#app/content/pro.ts";
import { teamCopy } from "#app/content/team.ts";
import { mayOpenPath, type TeamRole } from "#app/services/team/policy.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { formBody, leadsMentioning, quoteInput } from "#tests/support/leads.ts";
import { e2eDatabase, logIn, ownerForFile, ownerPassword } from "#tests/support/owner.ts";
import { ownerAddress, ownerRoutePatterns } from "#tests/support/owner-routes.ts";

const patron = ownerForFile("team-roles");
const form = { "Content-Type": "application/x-www-form-urlencoded" };
const documentRequest = { Accept: "text/html", "Sec-Fetch-Dest": "document" };

/** Invites a person through the screen and answers the link it shows, made to point at the suite's server. */
async function invite(page: Page, baseURL: string, person: { name: string; email: string; role: TeamRole }) {
  await page.getByLabel(teamCopy.invite.name).fill(person.name);
  await page.getByLabel(teamCopy.invite.email).fill(person.email);
  await page.getByLabel(teamCopy.invite.phone).fill("06 12 34 56 78");
  await page.getByRole("radio", { name: new RegExp(`^${teamCopy.roles[person.role]}`) }).check();
  await page.getByRole("button", { name: teamCopy.invite.submit }).click();
  await expect(page.getByRole("status")).toHaveText(teamCopy.notices.invited(person.email));
  const link = await page.getByLabel(teamCopy.invite.link).inputValue();
  expect(link).toMatch(/\/pro\/invitation\?code=[\w-]{43}$/);
  return `${baseURL}${new URL(link).pathname}${new URL(link).search}`;
}

/** The invitee, in a browser of his own: his password twice, and he is in, on his role's home. */
async function accept(browser: Browser, link: string, password: string, home: RegExp) {
  const context = await browser.newContext({ viewport: viewports.phone, locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/pro\/invitation$/);
  await page.getByLabel(teamCopy.accept.password, { exact: true }).fill(password);
  await page.getByLabel(teamCopy.accept.confirm).fill(password);
  await page.getByRole("button", { name: teamCopy.accept.submit }).click();
  await expect(page).toHaveURL(home, { timeout: 15_000 });
  return { context, page };
}

function sessionCookieOf(cookies: { name: string; value: string }[]): string {
  const cookie = cookies.find((entry) => entry.name === "pro_session");
  if (!cookie) throw new Error("no session cookie");
  return `pro_session=${cookie.value}`;
}

/** The real ids the walk fills the addresses with: a request, a quote and an invoice made by the patron. */
async function realIds(request: APIRequestContext, baseURL: string, cookie: string, tag: string) {
  await request.post("/devis", { headers: form, data: formBody(quoteInput(tag)) });
  const lead = leadsMentioning(e2eDatabase, tag)[0];
  if (!lead) throw new Error("the request was not stored");
  const made = async (path: string) => {
    const answer = await request.post(path, {
      headers: { Cookie: cookie, Origin: baseURL, ...form },
      data: "",
      maxRedirects: 0,
    });
    expect(answer.status(), path).toBe(303);
    return Number(/\/(\d+)$/.exec(answer.headers().location ?? "")?.[1]);
  };
  return { lead: lead.id, quote: await made("/pro/devis/nouveau"), invoice: await made("/pro/factures/nouvelle") };
}

test("the patron invites a bureau and a compagnon; each opens only what his role gives, and removal ends a session at once", async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const origin = baseURL ?? "";
  const tag = `equipe${Date.now().toString(36)}`;
  const bureau = { name: "Julie Leroy", email: `julie.${tag}@example.com`, role: "bureau" as const };
  const compagnon = { name: "Paul Martin", email: `paul.${tag}@example.com`, role: "compagnon" as const };
  const passwords = { bureau: ownerPassword(), compagnon: ownerPassword() };

  await page.setViewportSize(viewports.phone);
  await logIn(page, patron.email, patron.password, "/pro/equipe");
  await expect(page.getByRole("heading", { level: 1, name: teamCopy.title })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const bureauLink = await invite(page, origin, bureau);
  const compagnonLink = await invite(page, origin, compagnon);
  await expect(page.getByRole("button", { name: teamCopy.invites.revokeLabel(compagnon.email) })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("team-375.png"), fullPage: true });

  // Each invitation's e-mail waits in the outbox, with its link.
  const db = new Database(e2eDatabase, { readonly: true });
  const queued = (email: string) =>
    db.prepare("SELECT notice FROM outbox WHERE notice LIKE ?").all(`%${email}%`) as { notice: string }[];
  expect(JSON.parse(queued(bureau.email)[0]?.notice ?? "{}").text).toContain(new URL(bureauLink).search);

  const office = await accept(browser, bureauLink, passwords.bureau, /\/pro$/);
  const worker = await accept(browser, compagnonLink, passwords.compagnon, /\/pro\/journee$/);
  // A used link opens nothing any more.
  expect((await request.get(bureauLink, { maxRedirects: 0 })).status()).toBe(404);

  // Each logs in again as himself and lands on his home; the compagnon's nav holds his sections only.
  for (const [person, session, home] of [
    [bureau, office, "/pro"],
    [compagnon, worker, "/pro/journee"],
  ] as const) {
    await session.page.getByRole("button", { name: proCopy.nav.logout }).click();
    await expect(session.page).toHaveURL(/\/pro\/connexion/);
    await logIn(session.page, person.email, passwords[person.role]);
    await expect(session.page).toHaveURL(`${origin}${home}`);
  }
  const workerNav = worker.page.getByRole("navigation", { name: proCopy.nav.label }).last();
  await expect(workerNav.getByRole("link")).toHaveText([proCopy.nav.myDay, proCopy.nav.help, proCopy.nav.account]);

  // No amount on any page a compagnon reaches.
  for (const path of ["/pro/journee", "/pro/compte", "/pro/aide"]) {
    await worker.page.goto(path);
    await expect(worker.page.locator("main")).toBeVisible();
    // The page and the data it carries for its application: the server sends no amount at all.
    expect(await worker.page.content(), path).not.toContain("€");
  }

  // Every /pro address, as each role, straight from the server: the policy's 404 wherever the role has no right.
  const patronCookie = sessionCookieOf(await page.context().cookies());
  const ids = await realIds(request, origin, patronCookie, tag);
  const value = (pattern: string, param: string) => {
    if (param === "file") return "2026-11.xml";
    if (pattern.startsWith("/pro/demandes/")) return param === "id" ? ids.lead : 1;
    if (pattern.startsWith("/pro/devis/")) return ids.quote;
    if (pattern.startsWith("/pro/factures/")) return ids.invoice;
    return 999_999;
  };
  const addresses = ownerRoutePatterns().map(({ pattern }) => ownerAddress(pattern, value));
  const answerTo = async (cookie: string, path: string) => {
    const answer = await request.get(path, { headers: { Cookie: cookie, ...documentRequest }, maxRedirects: 0 });
    // A route without a loader (a form's target) refuses a GET before any check (400 or 405): post to it instead.
    if (answer.status() !== 400 && answer.status() !== 405) return answer;
    return request.post(path, {
      headers: { Cookie: cookie, Origin: origin, ...form },
      data: "intent=x",
      maxRedirects: 0,
    });
  };
  // The policy's refusal is told from a screen's own 404 (a draft has no PDF yet) by its line in the audit trail.
  const deniedLine = (email: string, role: TeamRole, path: string) =>
    db
      .prepare("SELECT 1 FROM owner_audit WHERE action = 'role.denied' AND email = ? AND detail LIKE ?")
      .get(email, `${role} % ${path}`);

  // The bureau's office screens offer no link nor form his role would be answered 404 for (the server leaves out
  // the patron's books: settings, bank, e-invoicing, e-reporting, the accountant's export, the team).
  const bureauCookie = sessionCookieOf(await office.context.cookies());
  const offered = new Set<string>();
  for (const path of ["/pro/factures", `/pro/factures/${ids.invoice}`, "/pro/tableau-de-bord", "/pro/compte"]) {
    await office.page.goto(path);
    if (path === "/pro/factures")
      await office.page.screenshot({ path: testInfo.outputPath("invoices-bureau-375.png"), fullPage: true });
    const targets = await office.page
      .locator('a[href^="/pro"], form[action^="/pro"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? node.getAttribute("action") ?? ""));
    for (const target of targets) offered.add(target.split(/[?#]/)[0] ?? "");
  }
  expect(offered).toContain("/pro/factures/nouvelle");
  for (const path of offered) {
    if (/^\/pro\/(?:connexion|deconnexion)/.test(path)) continue;
    expect((await answerTo(bureauCookie, path)).status(), `bureau offered ${path}`).toBeLessThan(500);
    expect(deniedLine(bureau.email, "bureau", path), `bureau offered ${path}`).toBeUndefined();
  }

  for (const [role, session] of [
    ["bureau", office],
    ["compagnon", worker],
  ] as const) {
    const cookie = sessionCookieOf(await session.context.cookies());
    for (const path of addresses) {
      if (/^\/pro\/(?:connexion|deconnexion)/.test(path)) continue;
      const answer = await answerTo(cookie, path);
      const label = `${role} ${path}`;
      const deniedRow = deniedLine(role === "bureau" ? bureau.email : compagnon.email, role, path);
      if (path === "/pro" && role === "compagnon") {
        expect(answer.status(), label).toBe(303);
        expect(answer.headers().location, label).toBe("/pro/journee");
      } else if (!mayOpenPath(role, path)) {
        expect(answer.status(), label).toBe(404);
        expect(deniedRow, label).toBeDefined();
      } else {
        expect(answer.status(), label).toBeLessThan(500);
        expect(deniedRow, label).toBeUndefined();
      }
    }
  }
  // The denials name who asked, his role, the method and the address.
  const denied = db
    .prepare("SELECT email, detail FROM owner_audit WHERE action = 'role.denied' AND email IN (?, ?)")
    .all(bureau.email, compagnon.email) as { email: string; detail: string }[];
  expect(denied).toContainEqual({ email: compagnon.email, detail: `compagnon GET /pro/devis/${ids.quote}` });
  expect(denied).toContainEqual({ email: bureau.email, detail: "bureau GET /pro/factures/reglages" });
  expect(denied).toContainEqual({ email: compagnon.email, detail: "compagnon POST /pro/devis/nouveau" });

  // The patron removes the compagnon: his live session ends at once, his next request goes to the login page.
  await page.goto("/pro/equipe");
  const card = page.getByRole("listitem").filter({ hasText: compagnon.email });
  await card.locator("summary", { hasText: teamCopy.people.remove }).click();
  await card.getByRole("button", { name: teamCopy.people.confirm }).click();
  await expect(page.getByRole("status")).toHaveText(teamCopy.notices.removed(compagnon.name));
  const after = await request.get("/pro/journee", {
    headers: { Cookie: sessionCookieOf(await worker.context.cookies()), ...documentRequest },
    maxRedirects: 0,
  });
  expect(after.status()).toBe(303);
  expect(after.headers().location).toMatch(/^\/pro\/connexion/);
  await worker.page.reload();
  await expect(worker.page).toHaveURL(/\/pro\/connexion/);
  expect(
    db
      .prepare("SELECT action FROM owner_audit WHERE action LIKE 'team.%' AND (email LIKE ? OR detail LIKE ?)")
      .all(`%${tag}%`, `%${tag}%`),
  ).toEqual(
    expect.arrayContaining([{ action: "team.invited" }, { action: "team.joined" }, { action: "team.removed" }]),
  );

  await page.setViewportSize(viewports.desktop);
  await page.goto("/pro/equipe");
  await page.screenshot({ path: testInfo.outputPath("team-1280.png"), fullPage: true });
  db.close();
  await office.context.close();
  await worker.context.close();
});
