import type { Page } from "@playwright/test";
import { portfolioCopy } from "#app/content/portfolio.ts";
import {
  filterProjects,
  type ProjectCategory,
  portfolioFilterHref,
  portfolioPath,
  portfolioProjects,
  projectCategories,
} from "#app/content/projects.ts";
import { maxRating, testimonials } from "#app/content/testimonials.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";

const copy = portfolioCopy.projects;
const filters: { key: ProjectCategory | null; label: string }[] = [
  ...projectCategories.map((category) => ({ key: category.key, label: category.label })),
  { key: null, label: copy.all },
];

const filterNav = (page: Page) => page.getByRole("navigation", { name: copy.filterLabel });
const shownTitles = (page: Page) => page.locator(`#${copy.anchor} article h3`).allTextContents();
const titlesFor = (key: ProjectCategory | null) =>
  filterProjects(portfolioProjects, key).map((project) => project.title);

async function expectFilterApplied(page: Page, filter: { key: ProjectCategory | null; label: string }) {
  await expect(filterNav(page).locator('[aria-current="page"]')).toHaveText([filter.label]);
  await expect(page.locator(`#${copy.anchor} article h3`)).toHaveText(titlesFor(filter.key));
  const label = projectCategories.find((category) => category.key === filter.key)?.label ?? null;
  await expect(page.getByRole("status")).toHaveText(copy.count(titlesFor(filter.key).length, label));
}

async function clickEveryFilter(page: Page) {
  for (const filter of filters) {
    await filterNav(page).getByRole("link", { name: filter.label, exact: true }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === portfolioFilterHref(filter.key));
    await expectFilterApplied(page, filter);
  }
}

test.describe("portfolio without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows every project with Tous current by default", async ({ page }) => {
    await page.goto(portfolioPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(portfolioCopy.hero.title);
    expect(await shownTitles(page)).toEqual(titlesFor(null));
    await expectFilterApplied(page, { key: null, label: copy.all });
  });

  test("each filter link shows only its projects and is marked current", async ({ page }) => {
    await page.goto(portfolioPath);
    await clickEveryFilter(page);
  });

  test("an unknown filter shows every project, like Tous", async ({ page }) => {
    await page.goto(`${portfolioPath}?service=xyz`);
    await expectFilterApplied(page, { key: null, label: copy.all });
  });
});

test.describe("portfolio with JavaScript", () => {
  test("each filter link loads its filtered list (a page of its own, fetched ahead) and is marked current", async ({
    page,
  }) => {
    await page.goto(portfolioPath, { waitUntil: "networkidle" });
    await clickEveryFilter(page);
  });

  test("a filtered URL opened directly renders filtered, and its Tous link shows every project again", async ({
    page,
  }) => {
    const ardoise = projectCategories.find((category) => category.key === "ardoise")!;
    await page.goto(portfolioFilterHref("ardoise"), { waitUntil: "networkidle" });
    await expectFilterApplied(page, ardoise);
    await filterNav(page).getByRole("link", { name: copy.all, exact: true }).click();
    await expectFilterApplied(page, { key: null, label: copy.all });
  });

  test("shows three five-star testimonials and links to the quote and contact pages", async ({ page }) => {
    await page.goto(portfolioPath);
    const cards = page.locator("figure");
    await expect(cards).toHaveCount(testimonials.length);
    for (const testimonial of testimonials) {
      const card = cards.filter({ hasText: testimonial.name });
      await expect(card).toContainText(portfolioCopy.testimonials.rating(testimonial.rating, maxRating));
      await expect(card).toContainText(testimonial.town);
      await expect(card).toContainText(testimonial.serviceLabel);
    }
    const main = page.getByRole("main");
    await expect(main.locator('a[href="/devis"]').first()).toBeVisible();
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
  });
});

for (const [name, viewport] of Object.entries(viewports)) {
  const filtered = portfolioFilterHref("ardoise");
  test(`${filtered} has no axe violation on ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(filtered, { waitUntil: "networkidle" });
    expect(await axeViolations(page)).toEqual([]);
  });
}
