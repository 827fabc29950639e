import { getService } from "#app/content/services.ts";
import { site, telHref } from "#app/content/site.ts";
import { headOffice, townPath, towns } from "#app/content/towns.ts";
import { bandLabel, responseBands, serviceDelays, townCountLabel, zoneCopy } from "#app/content/zone.ts";
import { expect, test } from "#tests/support/fixtures.ts";

test("the zone page answers 200 and states 20+ towns, the three distance bands and the radius in its HTML", async ({
  request,
}) => {
  const response = await request.get("/zone-intervention", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(townCountLabel).toBe("20+");
  expect(html).toContain("20+ villes");
  for (const band of responseBands) {
    expect(html).toContain(bandLabel(band));
    expect(html).toContain(band.time);
  }
  expect(html).toContain(`${site.serviceRadiusKm} km`);
});

test("shows one card per town, each linking to an existing town page", async ({ page, request }) => {
  await page.goto("/zone-intervention");
  const cards = page.locator("[data-town-card]");
  await expect(cards).toHaveCount(towns.length);
  const hrefs = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? ""));
  expect(hrefs).toEqual(towns.map((town) => townPath(town.slug)));
  for (const href of hrefs) expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);

  for (const town of towns) {
    const card = cards.filter({ hasText: town.name }).first();
    await expect(card).toContainText(zoneCopy.towns.dedicated);
    await expect(card).toContainText(zoneCopy.towns.distance(town.distanceKm));
  }
  const headOfficeCard = cards.filter({ hasText: headOffice.name });
  await expect(headOfficeCard).toContainText(zoneCopy.towns.headOffice);
  await expect(cards.filter({ hasText: new RegExp(zoneCopy.towns.headOffice) })).toHaveCount(1);
});

test("a town card opens its page", async ({ page }) => {
  await page.goto("/zone-intervention");
  await page.locator(`[data-town-card][href="${townPath("arras")}"]`).click();
  await expect(page).toHaveURL(townPath("arras"));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Arras");
});

test("lists the six services with their delays, the projects carousel and the call-or-contact block", async ({
  page,
}) => {
  await page.goto("/zone-intervention");
  const services = page.getByRole("region", { name: zoneCopy.services.title });
  await expect(services.getByRole("listitem")).toHaveCount(serviceDelays.length);
  for (const { service, delay } of serviceDelays) {
    const card = services.getByRole("link", { name: new RegExp(getService(service).title) });
    await expect(card).toContainText(delay);
  }
  await expect(page.locator(`[aria-label="${zoneCopy.projects.carouselLabel}"]`)).toBeVisible();
  const bands = page.locator("[data-response-bands] li");
  await expect(bands).toHaveCount(responseBands.length);
  const cta = page.getByRole("region", { name: zoneCopy.cta.title });
  await expect(cta.getByRole("link", { name: zoneCopy.cta.call })).toHaveAttribute("href", telHref);
  await expect(cta.getByRole("link", { name: zoneCopy.cta.contact })).toHaveAttribute("href", "/contact");
});
