import { serviceLinks } from "#app/content/navigation.ts";
import { services } from "#app/content/services.ts";
import { site } from "#app/content/site.ts";
import { expect, test, viewports } from "#tests/support/fixtures.ts";

test.describe("desktop header", () => {
  test.use({ viewport: viewports.desktop });

  test("the services dropdown lists the 11 services, the emergency one badged 24h/24", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Menu principal" }).first();
    await nav.getByRole("button", { name: "Services" }).click();
    const links = nav.getByRole("link").filter({ has: page.locator("xpath=self::a[starts-with(@href,'/services/')]") });
    await expect(links).toHaveCount(services.length);
    const emergency = nav.getByRole("link", { name: /Urgence Fuite Toiture/ });
    await expect(emergency).toContainText("24h/24");
    await expect(emergency).toHaveAttribute("href", "/services/urgence-fuite");
  });

  test("the dropdown works with the keyboard alone", async ({ page }) => {
    await page.goto("/");
    const trigger = page
      .getByRole("navigation", { name: "Menu principal" })
      .first()
      .getByRole("button", { name: "Services" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAttribute("href", serviceLinks[0]!.href);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(serviceLinks[0]!.href);
  });

  test("marks the current entry with aria-current: home only on /, others by prefix", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Menu principal" }).first();
    await page.goto("/");
    await expect(nav.getByRole("link", { name: "Accueil" })).toHaveAttribute("aria-current", "page");
    await page.goto("/realisations");
    await expect(nav.getByRole("link", { name: "Accueil" })).not.toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Réalisations" })).toHaveAttribute("aria-current", "page");
    await page.goto("/services/ardoise");
    await expect(nav.getByRole("button", { name: "Services" })).toHaveAttribute("data-active", "true");
    await expect(nav.getByRole("link", { name: "Contact" })).not.toHaveAttribute("aria-current", "page");
  });

  test("header buttons lead to the quote form and call the company", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Devis Gratuit" })).toHaveAttribute("href", "/devis");
    await expect(header.getByRole("link", { name: "Urgence" })).toHaveAttribute("href", `tel:${site.phone.e164}`);
  });
});

test.describe("phone layout", () => {
  test.use({ viewport: viewports.phone });

  test("the menu panel opens, navigates, and closes on link choice", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const panel = page.getByRole("navigation", { name: "Menu principal" });
    await expect(panel).toBeVisible();
    await expect(page.getByRole("button", { name: "Fermer le menu" })).toHaveAttribute("aria-expanded", "true");
    await panel.getByRole("link", { name: "Zone d'Intervention" }).click();
    await expect(page).toHaveURL("/zone-intervention");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the panel and gives focus back to the toggle", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeFocused();
  });

  test("the floating call button appears only after scrolling past 100 px", async ({ page }) => {
    await page.goto("/");
    const button = page.getByTestId("floating-call");
    await expect(button).toHaveAttribute("href", `tel:${site.phone.e164}`);
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, 60);
    await page.waitForFunction(() => window.scrollY > 0);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName(/Appeler/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(button).toBeHidden();
  });

  test("the emergency banner calls the company", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: `Appelez le ${site.phone.display}` }).first()).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
  });
});

test("the footer links every service it lists to a real page and credits the builder", async ({ page, request }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const hrefs = await footer
    .locator("a[href^='/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(6);
  for (const href of new Set(hrefs)) {
    const response = await request.get(href!, { maxRedirects: 0 });
    expect(response.status(), href!).toBe(200);
  }
  await expect(footer).toContainText(`© 2024–${new Date().getFullYear()}`);
  await expect(footer.getByRole("link", { name: "Mentions légales" })).toHaveAttribute("href", "/mentions-legales");
  await expect(footer.getByRole("link", { name: site.credit.label })).toHaveAttribute("href", site.credit.url);
});
