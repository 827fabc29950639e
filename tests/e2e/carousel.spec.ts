import { portfolioProjects } from "#app/content/projects.ts";
import { expect, test, viewports } from "#tests/support/fixtures.ts";

test.describe("project carousel on a desktop", () => {
  test.use({ viewport: viewports.desktop });

  test("is a labelled carousel region showing three slides at a time", async ({ page }) => {
    await page.goto("/");
    const carousel = page.locator("[aria-roledescription='carousel']").first();
    await expect(carousel).toHaveAttribute("aria-label", /.+/);
    const slides = carousel.locator("[aria-roledescription='slide']");
    await expect(slides).toHaveCount(portfolioProjects.length);
    const widths = await slides.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().width));
    const viewportWidth = await carousel.evaluate(
      (node) => node.querySelector("[data-carousel-viewport]")!.clientWidth,
    );
    expect(Math.round(viewportWidth / widths[0]!)).toBe(3);
  });

  test("previous and next buttons scroll and loop", async ({ page }) => {
    await page.goto("/");
    const carousel = page.locator("[aria-roledescription='carousel']").first();
    const next = carousel.getByRole("button", { name: "Suivant" });
    const previous = carousel.getByRole("button", { name: "Précédent" });
    await expect(next).toBeVisible();
    await expect(next).toBeEnabled();
    await expect(previous).toBeEnabled();
    const track = carousel.locator("[data-carousel-track]");
    const before = await track.evaluate((node) => getComputedStyle(node).transform);
    await next.click();
    await expect.poll(() => track.evaluate((node) => getComputedStyle(node).transform)).not.toBe(before);
  });

  test("Left and Right arrow keys scroll when the carousel has focus", async ({ page }) => {
    await page.goto("/");
    const carousel = page.locator("[aria-roledescription='carousel']").first();
    const track = carousel.locator("[data-carousel-track]");
    await carousel.focus();
    const start = await track.evaluate((node) => getComputedStyle(node).transform);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => track.evaluate((node) => getComputedStyle(node).transform)).not.toBe(start);
    const moved = await track.evaluate((node) => getComputedStyle(node).transform);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => track.evaluate((node) => getComputedStyle(node).transform)).not.toBe(moved);
  });
});

test.describe("project carousel on a phone", () => {
  test.use({ viewport: viewports.phone });

  test("shows one slide at a time and hides the buttons", async ({ page }) => {
    await page.goto("/");
    const carousel = page.locator("[aria-roledescription='carousel']").first();
    const slide = carousel.locator("[aria-roledescription='slide']").first();
    const viewportWidth = await carousel.evaluate(
      (node) => node.querySelector("[data-carousel-viewport]")!.clientWidth,
    );
    const slideWidth = await slide.evaluate((node) => node.getBoundingClientRect().width);
    expect(Math.round(viewportWidth / slideWidth)).toBe(1);
    await expect(carousel.getByRole("button", { name: "Suivant" })).toBeHidden();
  });
});
