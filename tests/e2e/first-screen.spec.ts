import { contactServiceOptions, formsCopy } from "#app/content/forms.ts";
import { contentPaths } from "#app/content/pages.ts";
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

test.describe("the first paint needs the page alone", () => {
  /** What the page had asked for when the browser put its first contentful paint on screen, and what came after. */
  const requestsAroundFirstPaint = (page: import("@playwright/test").Page) =>
    page.evaluate(async () => {
      const paint = await new Promise<PerformanceEntry>((resolve) =>
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName("first-contentful-paint")[0];
          if (entry) {
            observer.disconnect();
            resolve(entry);
          }
        }).observe({ type: "paint", buffered: true }),
      );
      const name = (entry: PerformanceEntry) => new URL(entry.name).pathname;
      const resources = performance.getEntriesByType("resource");
      return {
        before: resources.filter((entry) => entry.startTime < paint.startTime).map(name),
        after: resources.filter((entry) => entry.startTime >= paint.startTime).map(name),
      };
    });

  for (const path of ["/villes/lens", "/services/couverture-zinc", "/devis"]) {
    test(`${path}: no script or drawing is requested before the first paint, the islands after it`, async ({
      page,
    }) => {
      await page.goto(path);
      const { before, after } = await requestsAroundFirstPaint(page);
      expect(before).toEqual([]);
      expect(after.some((file) => /\/island-layout-[\w-]+\.js$/.test(file))).toBe(true);
    });
  }

  test("the home page asks only for its hero photo before the first paint", async ({ page }) => {
    await page.goto("/");
    const { before } = await requestsAroundFirstPaint(page);
    expect(before).toHaveLength(1);
    expect(before[0]).toMatch(/\/accueil-corons-\d+-[\w-]+\.avif$/);
  });
});

test("no page downloads a font: the text is set in the system's face from the first paint", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  for (const path of ["/", "/villes/lens", "/contact", "/pro/connexion"]) {
    await page.goto(path);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily), path).toMatch(/^-apple-system,/);
  }
  expect(fonts).toEqual([]);
});

/** The layout shifts a page has had so far, each with the element that moved. */
function layoutShifts(page: import("@playwright/test").Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        // The observer reports the shifts so far at once, and says nothing when there were none.
        setTimeout(() => resolve([]), 300);
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[];
          resolve(
            entries.map((entry) => {
              const node = entry.sources?.[0]?.node;
              const label = node instanceof Element ? `${node.tagName} ${node.className}`.slice(0, 80) : "?";
              return `${entry.value.toFixed(4)} ${label}`;
            }),
          );
        }).observe({ type: "layout-shift", buffered: true });
      }),
  );
}

for (const [name, viewport] of Object.entries(viewports)) {
  test(`on a ${name}, nothing on any public page moves once painted, its islands started`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const shifts: string[] = [];
    for (const path of contentPaths) {
      await page.goto(path);
      await page.waitForSelector("script[data-islands][data-loaded]", { state: "attached" });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      shifts.push(...(await layoutShifts(page)).map((shift) => `${path}: ${shift}`));
    }
    expect(shifts).toEqual([]);
    await context.close();
  });
}

test.describe("a page is shown once read to its footer", () => {
  const heldAnimations = (page: import("@playwright/test").Page) =>
    page.evaluate(() =>
      document.body
        .getAnimations()
        .filter((animation) => animation instanceof CSSAnimation && animation.animationName === "shown-when-read")
        .map((animation) => animation.effect?.getTiming().delay),
    );

  test("a whole page, and any page of the owner's space, is shown as soon as it is read", async ({ page }) => {
    for (const path of ["/villes/lens", "/pro/connexion"]) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      expect(await heldAnimations(page), path).toEqual([]);
      expect(await page.evaluate(() => getComputedStyle(document.body).visibility), path).toBe("visible");
    }
  });

  test("a page cut off before its footer still shows what came, a few seconds on", async ({ page, baseURL }) => {
    const whole = await (await page.request.get(`${baseURL}/villes/lens`)).text();
    const cut = whole.slice(0, whole.indexOf("<footer"));
    await page.route("**/villes/lens", (route) => route.fulfill({ contentType: "text/html", body: cut }));
    await page.goto("/villes/lens", { waitUntil: "domcontentloaded" });
    expect(await heldAnimations(page)).toEqual([3000]);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).visibility)).toBe("visible");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
