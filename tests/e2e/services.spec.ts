import {
  carouselSize,
  getServiceFaq,
  getServicePage,
  sectionsOfKind,
  servicePageCopy,
} from "#app/content/service-pages/index.ts";
import { servicePath, services } from "#app/content/services.ts";
import { expect, ignoresExpected404, test, viewports } from "#tests/support/fixtures.ts";

/** What React writes for a text node, so content can be looked up in the raw HTML. */
function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

function h1Of(html: string): string | undefined {
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
}

test.describe("service pages in the raw HTML", () => {
  for (const service of services) {
    const content = getServicePage(service.slug);
    test(`${service.slug} answers 200 with its h1, figures and FAQ answers`, async ({ request }) => {
      const response = await request.get(servicePath(service.slug), { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(h1Of(html)).toBe(escapeHtml(content.hero.title));
      expect(html).toContain(`<title>${escapeHtml(content.meta.title)}</title>`);
      for (const stat of sectionsOfKind(content, "stats").flatMap((section) => section.stats)) {
        expect(html, `figure ${stat.value}`).toContain(`>${escapeHtml(stat.value)}<`);
      }
      for (const item of getServiceFaq(service.slug)) {
        expect(html).toContain(escapeHtml(item.answer));
      }
    });
  }
});

test.describe("service page carousels", () => {
  test.use({ viewport: viewports.desktop });
  for (const service of services) {
    const content = getServicePage(service.slug);
    const label = [...sectionsOfKind(content, "projects"), ...sectionsOfKind(content, "before-after")][0]
      ?.carouselLabel;
    test(`${service.slug} shows its ${carouselSize(content)} carousel items`, async ({ page }) => {
      await page.goto(servicePath(service.slug));
      const carousel = page.getByRole("region", { name: label, exact: true });
      await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
      await expect(carousel.locator("[aria-roledescription='slide']")).toHaveCount(carouselSize(content));
    });
  }
});

test("the facade before/after comparison works with the keyboard", async ({ page }) => {
  const pairs = sectionsOfKind(getServicePage("traitement-facade"), "before-after").flatMap(
    (section) => section.projects,
  );
  const first = pairs[0]!;
  const label = sectionsOfKind(getServicePage("traitement-facade"), "before-after")[0]!.carouselLabel;
  await page.goto(servicePath("traitement-facade"));
  await page.waitForLoadState("networkidle");
  const carousel = page.getByRole("region", { name: label, exact: true });
  const track = carousel.locator("[data-carousel-track]");
  const trackBefore = await track.evaluate((node) => getComputedStyle(node).transform);

  // From the focused carousel, Tab reaches the first slider.
  await carousel.focus();
  await page.keyboard.press("Tab");
  const slider = page.getByRole("slider", { name: servicePageCopy.beforeAfter.sliderLabel(first.title) });
  await expect(slider).toBeFocused();
  await expect(slider).toHaveValue("50");
  const afterLayer = carousel.getByTestId("after-layer").first();
  await expect(afterLayer).toHaveCSS("clip-path", "inset(0px 0px 0px 50%)");

  await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue("55");
  await expect(afterLayer).toHaveCSS("clip-path", "inset(0px 0px 0px 55%)");
  await page.keyboard.press("End");
  await expect(slider).toHaveValue("100");
  await expect(slider).toHaveAttribute("aria-valuetext", servicePageCopy.beforeAfter.valueText(0));
  await page.keyboard.press("Home");
  await expect(slider).toHaveValue("0");
  await expect(slider).toHaveAttribute("aria-valuetext", servicePageCopy.beforeAfter.valueText(100));
  await expect(afterLayer).toHaveCSS("clip-path", "inset(0px 0px 0px 0%)");

  // The arrow keys moved the slider, not the carousel.
  expect(await track.evaluate((node) => getComputedStyle(node).transform)).toBe(trackBefore);
  await expect(page.getByRole("img", { name: first.imageAvantAlt })).toBeAttached();
  await expect(page.getByRole("img", { name: first.imageApresAlt })).toBeAttached();
});

test("the cleaning FAQ opens and closes with the keyboard", async ({ page }) => {
  const [first, second] = getServiceFaq("nettoyage-demoussage");
  await page.goto(servicePath("nettoyage-demoussage"));
  const question = page.locator("summary", { hasText: first!.question });
  const details = page.locator("details", { has: question });
  const answer = details.getByText(first!.answer);
  await expect(answer).toBeHidden();

  await question.focus();
  await expect(question).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(details).toHaveAttribute("open", "");
  await expect(answer).toBeVisible();

  await page.keyboard.press("Enter");
  await expect(details).not.toHaveAttribute("open", "");
  await expect(answer).toBeHidden();

  // Tab moves on to the next question, which Space opens.
  await page.keyboard.press("Tab");
  const next = page.locator("summary", { hasText: second!.question });
  await expect(next).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByText(second!.answer)).toBeVisible();
});

test("an unknown service answers 404 with the not-found page", async ({ request, page, consoleErrors }) => {
  const response = await request.get("/services/nexistepas", { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain("Oops! Page not found");
  expect(html).toContain('name="robots" content="noindex"');

  await page.goto("/services/nexistepas");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  ignoresExpected404(consoleErrors);
});

test("the old service URLs redirect permanently to the real pages", async ({ request }) => {
  for (const [legacy, target] of [
    ["/services/urgence-fuite-toiture", servicePath("urgence-fuite")],
    ["/services/d%C3%A9samiantage", servicePath("desamiantage")],
  ] as const) {
    const response = await request.get(legacy, { maxRedirects: 0 });
    expect(response.status(), legacy).toBe(301);
    expect(new URL(response.headers().location ?? "", "http://127.0.0.1").pathname, legacy).toBe(target);
    expect((await request.get(target, { maxRedirects: 0 })).status()).toBe(200);
  }
});
