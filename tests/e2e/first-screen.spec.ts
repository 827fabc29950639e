import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { contactServiceOptions, formsCopy } from "#app/content/forms.ts";
import { contentPaths } from "#app/content/pages.ts";
import { firstPaintHoldSource, footerId } from "#app/lib/first-paint-hold.ts";
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

test.describe("a public page is painted once read to its footer", () => {
  /**
   * Serves the suite's pages through a local proxy that sends `path` in two parts, the second (from its footer on)
   * `pauseMs` later, as a slow connection would; `withoutHold` takes the page's hold out, to show what it prevents.
   */
  async function slowFooterProxy(
    origin: string,
    path: string,
    { pauseMs, withoutHold = false }: { pauseMs: number; withoutHold?: boolean },
  ) {
    const server = createServer(async (request, response) => {
      const upstream = await fetch(`${origin}${request.url}`);
      const headers: Record<string, string> = { "content-type": upstream.headers.get("content-type") ?? "" };
      if (request.url !== path) {
        response.writeHead(upstream.status, headers).end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      let html = await upstream.text();
      if (withoutHold) html = html.replace(`<script>${firstPaintHoldSource}</script>`, "");
      else headers["content-security-policy"] = upstream.headers.get("content-security-policy") ?? "";
      const footer = html.indexOf("<footer");
      response.writeHead(upstream.status, headers);
      response.write(html.slice(0, footer));
      setTimeout(() => response.end(html.slice(footer)), pauseMs);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}${path}`, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  /**
   * At the page's first rendering opportunity: whether its footer was there, whether the browser was still reading
   * the page, and when that came. Undefined if the page was never rendered.
   */
  async function firstFrame(page: Page, url: string, load: () => Promise<unknown> = () => page.goto(url)) {
    await page.addInitScript((id) => {
      requestAnimationFrame(() => {
        const frame = { footer: document.getElementById(id) !== null, reading: document.readyState === "loading" };
        Object.assign(window, { firstFrame: { ...frame, at: performance.now() } });
      });
    }, footerId);
    await load();
    await page.waitForFunction(() => "firstFrame" in window, null, { timeout: 10_000 });
    return page.evaluate(
      () => (window as unknown as { firstFrame: { footer: boolean; reading: boolean; at: number } }).firstFrame,
    );
  }

  test("a page arriving slowly is first painted whole, and without its hold it would have been painted in halves", async ({
    page,
    baseURL,
  }) => {
    const held = await slowFooterProxy(baseURL ?? "", "/", { pauseMs: 1000 });
    const unheld = await slowFooterProxy(baseURL ?? "", "/", { pauseMs: 1000, withoutHold: true });
    try {
      expect((await firstFrame(page, held.url)).footer).toBe(true);
      expect(await firstFrame(page, unheld.url)).toMatchObject({ footer: false, reading: true });
    } finally {
      await Promise.all([held.close(), unheld.close()]);
    }
  });

  test("a page stalled before its footer shows what came once the hold's limit is reached", async ({
    page,
    baseURL,
  }) => {
    const stalled = await slowFooterProxy(baseURL ?? "", "/villes/lens", { pauseMs: 6000 });
    try {
      const frame = await firstFrame(page, stalled.url, () => page.goto(stalled.url, { waitUntil: "commit" }));
      // Rendered while the page was still arriving, and not before the hold's 3 s.
      expect(frame).toMatchObject({ footer: false, reading: true });
      expect(frame.at).toBeGreaterThanOrEqual(3000);
    } finally {
      await stalled.close();
    }
  });

  test("a page cut off before its footer shows what came", async ({ page, baseURL }) => {
    const whole = await (await page.request.get(`${baseURL}/villes/lens`)).text();
    const cut = whole.slice(0, whole.indexOf("<footer"));
    await page.route("**/villes/lens", (route) => route.fulfill({ contentType: "text/html", body: cut }));
    const frame = await firstFrame(page, "/villes/lens", () => page.goto("/villes/lens", { waitUntil: "commit" }));
    expect(frame).toMatchObject({ footer: false, reading: false });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the owner's space has no footer and is not held", async ({ page }) => {
    await page.goto("/pro/connexion");
    await expect(page.locator("link[rel=expect]")).toHaveCount(0);
  });
});
