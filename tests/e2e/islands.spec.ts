import { layoutCopy } from "#app/content/layout.ts";
import { serviceLinks } from "#app/content/navigation.ts";
import { contentPaths } from "#app/content/pages.ts";
import { speculationRules } from "#app/lib/speculation-rules.ts";
import { expect, ignoresExpected404, test, viewports } from "#tests/support/fixtures.ts";
import { fieldLabel, leadForm } from "#tests/support/lead-forms.ts";

type Page = import("@playwright/test").Page;

/** The paths of the scripts the page has requested so far. */
function scriptsRequested(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".js")),
  );
}

const formPages = new Set(["/", "/contact", "/devis"]);
const islandModule = /^\/assets\/(island-[\w-]+|preload-helper-[\w-]+)\.js$/;

test.describe("public pages on a phone", () => {
  test.use({ viewport: viewports.phone });

  test("every public page loads no React Router, and none but a form page loads React: only its islands", async ({
    page,
    consoleErrors,
  }) => {
    for (const path of [...contentPaths, "/nexiste-pas"]) {
      await page.goto(path);
      expect(
        await page.evaluate(() => "__reactRouterContext" in window || "__reactRouterManifest" in window),
        path,
      ).toBe(false);
      const scripts = await scriptsRequested(page);
      expect(
        scripts.some((script) => script.includes("island-layout")),
        `${path} has its layout island`,
      ).toBe(true);
      for (const script of scripts) {
        expect(script, path).not.toMatch(/entry\.client|\/root-|manifest-/);
        if (!formPages.has(path)) expect(script, path).toMatch(islandModule);
      }
    }
    ignoresExpected404(consoleErrors);
  });

  test("the home page's form loads its code only when the visitor first uses it, then React takes it over", async ({
    page,
  }) => {
    await page.goto("/");
    const form = leadForm(page);
    await form.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect((await scriptsRequested(page)).filter((script) => /react-dom|lead-form/.test(script))).toEqual([]);

    await form.getByRole("textbox").first().focus();
    await expect(form.locator("xpath=ancestor::*[@data-ready]")).toHaveCount(1);
    expect((await scriptsRequested(page)).some((script) => script.includes("react-dom"))).toBe(true);
  });

  test("/devis requests no script but the layout island until the visitor focuses the form, and keeps every key typed meanwhile", async ({
    page,
  }) => {
    await page.goto("/devis");
    await page.waitForTimeout(500);
    const before = await scriptsRequested(page);
    expect(before.filter((script) => !/\/island-layout-[\w-]+\.js$/.test(script))).toEqual([]);
    expect(before).toHaveLength(1);

    const form = leadForm(page);
    const name = form.getByLabel(fieldLabel("devis", "name"), { exact: true });
    await name.focus();
    // Typed at once, while the island is still on its way.
    await page.keyboard.type("Jean-Édouard Lefèvre", { delay: 15 });
    await expect(form.locator("xpath=ancestor::*[@data-ready]")).toHaveCount(1);
    await expect(name).toHaveValue("Jean-Édouard Lefèvre");
    await expect(name).toBeFocused();
    await page.keyboard.type(" fils");
    await expect(name).toHaveValue("Jean-Édouard Lefèvre fils");
  });

  test("the phone menu traps nothing: Tab leaves it for the page, and it stays usable", async ({ page }) => {
    await page.goto("/villes/lens");
    const toggle = page.getByRole("button", { name: layoutCopy.header.openMenu });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: layoutCopy.header.mainMenuLabel });
    await expect(menu).toBeVisible();
    const links = await menu.getByRole("link").count();
    const buttons = await menu.getByRole("button").count();
    for (let index = 0; index < links + buttons + 1; index += 1) await page.keyboard.press("Tab");
    expect(await menu.evaluate((nav) => nav.contains(document.activeElement))).toBe(false);
  });

  test("speculation rules fetch the next page ahead and prepare /devis, never the owner's space", async ({ page }) => {
    await page.goto("/services/ardoise");
    const block = await page.locator('script[type="speculationrules"]').textContent();
    expect(block).toBe(speculationRules);
    const rules = JSON.parse(block ?? "{}") as {
      prerender: { where: { href_matches: string } }[];
      prefetch: { where: { and: unknown[] }; eagerness: string }[];
    };
    expect(rules.prerender[0]?.where.href_matches).toBe("/devis");
    expect(JSON.stringify(rules.prefetch)).toContain("/pro");
    expect(rules.prefetch[0]?.eagerness).toBe("moderate");
  });
});

test.describe("desktop dropdown", () => {
  test.use({ viewport: viewports.desktop });

  const trigger = (page: Page) =>
    page
      .getByRole("navigation", { name: layoutCopy.header.mainMenuLabel })
      .first()
      .getByRole("button", { name: "Services" });

  test("opens when the pointer rests on it and closes when it leaves", async ({ page }) => {
    await page.goto("/realisations");
    await trigger(page).hover();
    await expect(trigger(page)).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("navigation", { name: layoutCopy.header.mainMenuLabel }).first().locator("[popover]");
    const first = panel.getByRole("link", { name: serviceLinks[0]!.label });
    await expect(first).toBeVisible();
    // Under the trigger, inside the screen.
    const triggerBox = (await trigger(page).boundingBox())!;
    const firstBox = (await first.boundingBox())!;
    expect(firstBox.y).toBeGreaterThan(triggerBox.y + triggerBox.height);
    await first.hover();
    await expect(trigger(page)).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(5, 600);
    await expect(trigger(page)).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });

  test("arrow keys open it and move through the services; Escape closes it and returns to the trigger", async ({
    page,
  }) => {
    await page.goto("/realisations");
    await trigger(page).focus();
    await page.keyboard.press("ArrowDown");
    await expect(trigger(page)).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(":focus")).toHaveAttribute("href", serviceLinks[0]!.href);
    await page.keyboard.press("ArrowDown");
    await expect(page.locator(":focus")).toHaveAttribute("href", serviceLinks[1]!.href);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(page.locator(":focus")).toHaveAttribute("href", serviceLinks.at(-1)!.href);
    await page.keyboard.press("Escape");
    await expect(trigger(page)).toHaveAttribute("aria-expanded", "false");
    await expect(trigger(page)).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone menu opens from its toggle, lists every page and service, and Escape closes it", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/");
    await page.getByRole("button", { name: layoutCopy.header.openMenu }).click();
    const menu = page.getByRole("navigation", { name: layoutCopy.header.mainMenuLabel });
    await expect(menu).toBeVisible();
    for (const link of serviceLinks) await expect(menu.getByRole("link", { name: link.label })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("the desktop dropdown opens on click, under its trigger", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/");
    const trigger = page
      .getByRole("navigation", { name: layoutCopy.header.mainMenuLabel })
      .first()
      .getByRole("button", { name: "Services" });
    await trigger.click();
    const first = page.getByRole("link", { name: serviceLinks[0]!.label }).first();
    await expect(first).toBeVisible();
    const triggerBox = (await trigger.boundingBox())!;
    expect((await first.boundingBox())!.y).toBeGreaterThan(triggerBox.y + triggerBox.height);
  });

  test("a carousel shows its first slides in place and the floating call button stays out of the way", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/zone-intervention");
    const carousel = page.locator("[aria-roledescription='carousel']").first();
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator("[aria-roledescription='slide']").first()).toBeInViewport();
    await expect(page.getByTestId("floating-call")).toBeHidden();
  });
});
