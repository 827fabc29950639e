import { existsSync } from "node:fs";
import path from "node:path";
import { legalLink, pricesPath, quoteLink } from "#app/content/navigation.ts";
import { pricesCopy } from "#app/content/prices.ts";
import { servicePath } from "#app/content/services.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { expect, test } from "#tests/support/fixtures.ts";

test("the price page is prerendered and lists what the law asks before any call-out", async ({ page }) => {
  expect(existsSync(path.resolve(process.env.BUILD_DIR ?? "build", "client", "tarifs", "index.html"))).toBe(true);
  await page.goto(pricesPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pricesCopy.hero.title);
  const main = page.getByRole("main");
  for (const line of pricesCopy.rates.lines) {
    const card = main.locator(`#${line.id}`);
    await expect(card.getByRole("heading", { name: line.label })).toBeVisible();
    await expect(card).toContainText(line.amount);
    await expect(card).toContainText(line.unit);
  }
  // Travel for a quote is free within the radius the site promises everywhere.
  await expect(main.locator("#deplacement-devis")).toContainText("Gratuit");
  await expect(main.locator("#deplacement-devis")).toContainText("50\u00a0km");
  const emergency = page.getByRole("region", { name: pricesCopy.emergency.title });
  await expect(emergency).toContainText(pricesCopy.emergency.surcharge);
  for (const when of pricesCopy.emergency.when) await expect(emergency).toContainText(when);
  const table = page.getByRole("table", { name: pricesCopy.flatRates.title });
  await expect(table.getByRole("row")).toHaveCount(pricesCopy.flatRates.jobs.length + 1);
  const quote = page.getByRole("region", { name: pricesCopy.quote.title });
  await expect(quote).toContainText("gratuit");
  await expect(quote.getByRole("link", { name: pricesCopy.quote.link })).toHaveAttribute("href", quoteLink.href);
});

test("amounts the owner has not given yet are flagged, not passed off as prices", async ({ page }) => {
  await page.goto(pricesPath);
  const flagged = page.getByRole("main").locator("mark");
  const placeholders = [
    ...pricesCopy.rates.lines.flatMap((line) => [line.amount, line.detail]),
    pricesCopy.emergency.surcharge,
    ...pricesCopy.flatRates.jobs.map((job) => job.amount),
  ].filter((value) => value.includes("PLACEHOLDER"));
  expect(placeholders.length).toBeGreaterThan(0);
  for (const value of placeholders) await expect(flagged.filter({ hasText: value }).first()).toBeVisible();
});

test("a visible breadcrumb and its structured data lead back home", async ({ page, request }) => {
  await page.goto(pricesPath);
  const trail = page.getByRole("navigation", { name: "Fil d’Ariane" });
  await expect(trail.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/");
  await expect(trail.locator("[aria-current=page]")).toHaveText("Nos tarifs");
  const html = await (await request.get(pricesPath)).text();
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).toContain(`"item":"${absoluteUrl(pricesPath)}"`);
  expect(html).toContain(`<link rel="canonical" href="${absoluteUrl(pricesPath)}"/>`);
});

test("the footer, the emergency page and the quote page link to the prices; the sitemap lists them", async ({
  page,
  request,
}) => {
  for (const [from, scope] of [
    ["/", "contentinfo"],
    [servicePath("urgence-fuite"), "main"],
    [quoteLink.href, "main"],
  ] as const) {
    await page.goto(from);
    const link = page.getByRole(scope).locator(`a[href="${pricesPath}"]`).first();
    await expect(link, from).toBeVisible();
  }
  await page.getByRole("main").locator(`a[href="${pricesPath}"]`).first().click();
  await expect(page).toHaveURL(pricesPath);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${absoluteUrl(pricesPath)}</loc>`);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: legalLink.label })).toBeVisible();
});
