import { telHref } from "#app/content/site.ts";
import { buildTownPage, distanceLabel, interventionLabel } from "#app/content/town-pages/index.ts";
import { lilleExtras } from "#app/content/town-pages/lille.ts";
import { localServices } from "#app/content/town-pages/shared.ts";
import { findTown, townPath, towns } from "#app/content/towns.ts";
import { expect, ignoresExpected404, test } from "#tests/support/fixtures.ts";

function h1Of(html: string): string {
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
}

test("every town page answers 200 with its name in the h1 and its distance and time in the raw HTML", async ({
  request,
}) => {
  for (const town of towns) {
    const response = await request.get(townPath(town.slug), { maxRedirects: 0 });
    expect(response.status(), town.slug).toBe(200);
    const html = await response.text();
    expect(h1Of(html), town.slug).toContain(town.name);
    expect(html, town.slug).toContain(distanceLabel(town));
    expect(html, town.slug).toContain(interventionLabel(town));
    expect(html, town.slug).toContain(buildTownPage(town.slug)!.about.paragraphs[0]);
    expect(html, town.slug).toContain(`href="${telHref}"`);
    expect(html, town.slug).toContain('href="/devis"');
  }
});

test("Lens shows the same urgent time everywhere on its page", async ({ request }) => {
  const lens = findTown("lens")!;
  const html = await (await request.get(townPath(lens.slug))).text();
  const times = [...html.matchAll(/(\d+)\u00a0min/g)].map((match) => match[0]);
  expect(new Set(times)).toEqual(new Set([lens.interventionTime]));
});

test("each town's gallery has the right number of photos, every alt text naming the town", async ({ page }) => {
  for (const town of towns) {
    await page.goto(townPath(town.slug));
    const images = page.locator("[data-gallery] img");
    await expect(images, town.slug).toHaveCount(town.galleryCount);
    for (const alt of await images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("alt") ?? ""))) {
      expect(alt, town.slug).toContain(town.name);
    }
    await expect(page.locator("[data-gallery] figcaption").first()).toContainText(town.name);
  }
});

test("Grenay's captions name Grenay, not Hénin-Beaumont", async ({ page }) => {
  await page.goto(townPath("grenay"));
  const gallery = page.locator("[data-gallery]");
  await expect(gallery).not.toContainText("Hénin-Beaumont");
  await expect(gallery.locator("figcaption")).toHaveCount(findTown("grenay")!.galleryCount);
});

test("the twelve services link to existing pages", async ({ page, request }) => {
  await page.goto(townPath("lens"));
  const section = page.getByRole("region", { name: buildTownPage("lens")!.services.title });
  const links = section.getByRole("link");
  await expect(links).toHaveCount(localServices.length);
  for (const href of await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? ""))) {
    expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
  }
});

for (const path of ["/villes/m%C3%A9ricourt", "/villes/méricourt"]) {
  test(`${path} redirects permanently to /villes/mericourt`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(townPath("mericourt"));
  });
}

test("an unknown town answers 404 with the not-found page", async ({ request, page, consoleErrors }) => {
  const response = await request.get("/villes/inconnue", { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain("Oops! Page not found");
  expect(html).toContain('name="robots" content="noindex"');

  await page.goto("/villes/inconnue");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  ignoresExpected404(consoleErrors);
});

test("Lille adds ten checkmarks, ten neighbourhoods, a 24h emergency section and its postal code", async ({ page }) => {
  await page.goto(townPath("lille"));
  await expect(page.locator("[data-lille-checkmarks] li")).toHaveCount(lilleExtras.services.items.length);
  const neighbourhoods = page.locator("[data-lille-neighbourhoods] li");
  await expect(neighbourhoods).toHaveCount(lilleExtras.neighbourhoods.items.length);
  for (const item of lilleExtras.neighbourhoods.items) await expect(neighbourhoods).toContainText([item.name]);
  const emergency = page.getByRole("region", { name: lilleExtras.emergency.title });
  await expect(emergency.getByRole("link", { name: lilleExtras.emergency.call })).toHaveAttribute("href", telHref);
  await expect(page.locator("main")).toContainText(findTown("lille")!.postalCode);
  await expect(page.getByRole("heading", { name: lilleExtras.closing.title })).toBeVisible();
});

test("only the towns list neighbours, and a neighbour with a page links to it", async ({ page }) => {
  for (const town of towns) {
    await page.goto(townPath(town.slug));
    const neighbours = buildTownPage(town.slug)!.neighbours;
    const list = page.locator(`ul[aria-label="${neighbours?.listLabel ?? "none"}"]`);
    if (!town.showsNeighbours) {
      await expect(page.getByRole("heading", { name: /Communes voisines/ })).toHaveCount(0);
      continue;
    }
    await expect(list.locator("li")).toHaveCount(neighbours!.items.length);
    await expect(list.getByRole("link")).toHaveCount(neighbours!.items.filter((item) => item.href).length);
  }

  await page.goto(townPath("harnes"));
  await page.locator('ul[aria-label="Communes voisines de Harnes"]').getByRole("link", { name: "Lens" }).click();
  await expect(page).toHaveURL(townPath("lens"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Couvreur à ${findTown("lens")!.name}`);
});

test("each town page has its own title and description", async ({ request }) => {
  const titles = new Set<string>();
  for (const town of towns) {
    const html = await (await request.get(townPath(town.slug))).text();
    const page = buildTownPage(town.slug)!;
    expect(html).toContain(`<title>${page.meta.title}</title>`);
    expect(html).toContain(`<link rel="canonical" href="`);
    titles.add(page.meta.title);
  }
  expect(titles.size).toBe(towns.length);
});
