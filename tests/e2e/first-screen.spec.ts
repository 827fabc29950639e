import { contactServiceOptions, formsCopy } from "#app/content/forms.ts";
import { expect, test, viewports } from "#tests/support/fixtures.ts";
import { fieldLabel, fillContactForm, leadForm } from "#tests/support/lead-forms.ts";

test.use({ viewport: viewports.phone });

test.describe("carousel below the first screen", () => {
  const emblaRequested = (page: import("@playwright/test").Page) =>
    page.evaluate(() =>
      performance.getEntriesByType("resource").some((entry) => new URL(entry.name).pathname.includes("embla")),
    );

  test("is not loaded until the visitor scrolls towards it, then swipes", async ({ page }) => {
    await page.goto("/");
    await page.waitForTimeout(500);
    expect(await emblaRequested(page)).toBe(false);

    const carousel = page.locator("[aria-roledescription='carousel']").first();
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => emblaRequested(page)).toBe(true);

    const track = carousel.locator("[data-carousel-track]");
    await expect.poll(() => track.evaluate((node) => node.style.transform)).not.toBe("");
    const before = await track.evaluate((node) => node.style.transform);
    const box = (await carousel.locator("[data-carousel-viewport]").boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => track.evaluate((node) => node.style.transform)).not.toBe(before);
  });

  test("a key press before it has loaded is not lost", async ({ page }) => {
    await page.goto("/");
    expect(await emblaRequested(page)).toBe(false);
    const carousel = page.locator("[aria-roledescription='carousel']").first();
    const slides = carousel.locator("[aria-roledescription='slide']");
    // Focus without scrolling, as a screen reader's virtual cursor might, then ask for the next slide.
    await carousel.evaluate((node: HTMLElement) => node.focus({ preventScroll: true }));
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() =>
        slides.evaluateAll((nodes) => {
          const viewport = nodes[0]!.closest("[data-carousel-viewport]")!.getBoundingClientRect();
          return nodes.findIndex((node) => Math.abs(node.getBoundingClientRect().left - viewport.left) < 20);
        }),
      )
      .toBe(1);
  });
});

test("a form's rules are downloaded when the visitor starts filling it, and then check it in the browser", async ({
  page,
}) => {
  const rulesRequested = () =>
    page.evaluate(() =>
      performance.getEntriesByType("resource").some((entry) => new URL(entry.name).pathname.includes("lead-schema")),
    );
  await page.goto("/contact");
  await page.waitForTimeout(500);
  expect(await rulesRequested()).toBe(false);

  const form = leadForm(page);
  await form.getByLabel(fieldLabel("contact", "name"), { exact: true }).focus();
  await expect.poll(rulesRequested).toBe(true);

  // A phone number that is not French is refused before anything is sent.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await fillContactForm(form, {
    name: "Jeanne Martin",
    phone: "12 34",
    email: "jeanne@example.com",
    city: "Lens",
    service: contactServiceOptions[0],
    message: "Une fuite au-dessus de la cuisine.",
  });
  await form.getByRole("button", { name: formsCopy.contact.submit }).click();
  await expect(form.getByLabel(fieldLabel("contact", "phone"), { exact: true })).toHaveAccessibleDescription(
    formsCopy.errors.phone,
  );
  expect(posts).toEqual([]);
});

test("when the form's rules cannot be downloaded, the server checks the form and answers the same error", async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\/assets\/lead-schema-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
  await page.goto("/contact");
  const form = leadForm(page);
  await fillContactForm(form, {
    name: "Jeanne Martin",
    phone: "12 34",
    email: "jeanne@example.com",
    city: "Lens",
    service: contactServiceOptions[0],
    message: "Une fuite au-dessus de la cuisine.",
  });
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await form.getByRole("button", { name: formsCopy.contact.submit }).click();
  expect((await answer).status()).toBe(400);
  await expect(form.getByLabel(fieldLabel("contact", "phone"), { exact: true })).toHaveAccessibleDescription(
    formsCopy.errors.phone,
  );
  // Chromium reports the blocked download (and the server's 400) as console errors; nothing else may appear.
  const unexpected = consoleErrors.filter((text) => !/ERR_INTERNET_DISCONNECTED|status of 400/.test(text));
  expect(unexpected).toEqual([]);
  consoleErrors.length = 0;
});
