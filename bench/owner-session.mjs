// The owner's side of the benchmark: an account in a server's store, a working inbox, and a session to measure his
// pages with (bench/run.mjs).
import { spawnSync } from "node:child_process";
import { seedPlanning } from "./planning-jobs.mjs";
import { seedPurchases } from "./purchases.mjs";

/** A full first page of the inbox (INBOX_PAGE_SIZE): the owner's screens are measured as a live site fills them. */
export const benchRequests = 25;

const towns = ["Liévin", "Lens", "Loos-en-Gohelle", "Grenay", "Hulluch", "Vimy"];

/**
 * An owner's account in the server's store (`npm run pro -- add-user`, as the owner does it), {@link benchRequests}
 * requests sent through the contact form, the owner logged in through the login page as a person does, a quote
 * ("Faire un devis") and an invoice ("Faire une facture") made from the latest request, and for /pro/planning a
 * week of jobs (bench/planning-jobs.mjs), for « Achats » a month of purchases (bench/purchases.mjs). Returns the
 * session's cookie and the owner's pages with `:demande`, `:devis`, `:facture` and `:achat` replaced by that
 * request's, that quote's, that invoice's and the last purchase's numbers. The server must accept that many posts from one address (FORM_RATE_LIMIT).
 * @param {{ name: string, origin: string, cwd: string, env: Record<string, string> }} server
 * @param {import("@playwright/test").Browser} browser
 * @param {string[]} ownerPages
 * @returns {Promise<{ cookie: string, paths: Map<string, string> }>}
 */
export async function ownerSession({ name, origin, cwd, env }, browser, ownerPages) {
  const email = `patron.bench.${Date.now().toString(36)}@example.com`;
  const password = `Ardoise-et-zinc ${Math.random().toString(36).slice(2, 10)}`;
  const added = spawnSync(process.execPath, ["server/pro-cli.js", "add-user", email], {
    cwd,
    input: `${password}\n`,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (added.status !== 0) throw new Error(`${name}: npm run pro -- add-user failed: ${added.stderr}`);
  // The planning's week, when measured: a team and its jobs (bench/planning-jobs.mjs).
  if (ownerPages.includes("/pro/planning") && env.LEADS_DB) seedPlanning(env.LEADS_DB);
  const achat =
    ownerPages.some((page) => page.startsWith("/pro/achats")) && env.LEADS_DB ? seedPurchases(env.LEADS_DB) : null;
  const context = await browser.newContext({ locale: "fr-FR" });
  try {
    for (let index = 0; index < benchRequests; index++) {
      const sent = await context.request.post(`${origin}/contact`, {
        form: {
          name: `Jeanne Martin ${index + 1}`,
          phone: "06 12 34 56 78",
          email: "jeanne.martin@example.com",
          city: towns[index % towns.length] ?? "Lens",
          service: "Couverture Zinc",
          message: "Gouttière en zinc percée au-dessus de la porte d’entrée, maison de cité en briques.",
        },
      });
      if (!sent.ok()) throw new Error(`${name}: the contact form answered ${sent.status()}`);
    }
    const page = await context.newPage();
    await page.goto(`${origin}/pro/connexion`);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe").fill(password);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await page.waitForURL(`${origin}/pro`, { timeout: 30_000 });
    const request = await page.locator('a[href^="/pro/demandes/"]').first().getAttribute("href");
    const demande = /^\/pro\/demandes\/(\d+)$/.exec(request ?? "")?.[1];
    if (!demande) throw new Error(`${name}: the inbox lists no request`);
    /** @param {string} button @param {RegExp} made */
    const makeFromRequest = async (button, made) => {
      await page.goto(`${origin}/pro/demandes/${demande}`);
      await page.getByRole("button", { name: button }).click();
      await page.waitForURL(made, { timeout: 30_000 });
      return /(\d+)$/.exec(page.url())?.[1] ?? "";
    };
    const devis = await makeFromRequest("Faire un devis", /\/pro\/devis\/\d+$/);
    // Only when measured: a baseline from before the invoices has no such button.
    const facture = ownerPages.some((page) => page.includes(":facture"))
      ? await makeFromRequest("Faire une facture", /\/pro\/factures\/\d+$/)
      : "";
    const cookie = (await context.cookies(origin)).map(({ name, value }) => `${name}=${value}`).join("; ");
    const paths = new Map(
      ownerPages.map((page) => [
        page,
        page
          .replace(":demande", demande)
          .replace(":devis", devis)
          .replace(":facture", facture)
          .replace(":achat", achat ?? ""),
      ]),
    );
    return { cookie, paths };
  } finally {
    await context.close();
  }
}
