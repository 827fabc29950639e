import { layoutCopy } from "#app/content/layout.ts";
import { mainNavigation, quoteLink, serviceLinks } from "#app/content/navigation.ts";
import { site } from "#app/content/site.ts";
import { expect, test } from "#tests/support/fixtures.ts";

// The phone the issue was found on: 375 × 667 (iPhone SE), where the fold is closest.
test.use({ viewport: { width: 375, height: 667 } });

const menu = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Menu principal" });

test("opened, the menu shows the quote and call buttons at once, inside the screen", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: layoutCopy.header.openMenu }).click();
  const quote = menu(page).getByRole("link", { name: quoteLink.label });
  const call = menu(page).getByRole("link", { name: layoutCopy.header.callButton });
  await expect(quote).toHaveAttribute("href", quoteLink.href);
  await expect(call).toHaveAttribute("href", `tel:${site.phone.e164}`);
  for (const action of [quote, call]) {
    await expect(action).toBeInViewport({ ratio: 1 });
  }
  // Every top-level entry fits on the first screen too, the services folded under their button.
  const services = menu(page).getByRole("button", { name: "Services" });
  await expect(services).toHaveAttribute("aria-expanded", "false");
  await expect(menu(page).getByRole("link", { name: serviceLinks[0]!.label })).toBeHidden();
  for (const item of mainNavigation.filter((entry) => !entry.children)) {
    await expect(menu(page).getByRole("link", { name: item.label, exact: true })).toBeInViewport({ ratio: 1 });
  }
});

test("the services group opens and closes, and starts open on a service page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: layoutCopy.header.openMenu }).click();
  const services = menu(page).getByRole("button", { name: "Services" });
  await services.click();
  await expect(services).toHaveAttribute("aria-expanded", "true");
  for (const link of serviceLinks) {
    await expect(menu(page).getByRole("link", { name: link.label })).toBeVisible();
  }
  await services.click();
  await expect(services).toHaveAttribute("aria-expanded", "false");
  await expect(menu(page).getByRole("link", { name: serviceLinks[1]!.label })).toBeHidden();

  await page.goto("/services/ardoise");
  await page.getByRole("button", { name: layoutCopy.header.openMenu }).click();
  await expect(menu(page).getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "true");
  await expect(menu(page).getByRole("link", { name: "Ardoise" })).toHaveAttribute("aria-current", "page");
});

test("the keyboard alone reaches every link of the menu; Escape closes it and returns focus to the toggle", async ({
  page,
}) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: layoutCopy.header.openMenu });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(menu(page)).toBeVisible();

  const reached: string[] = [];
  const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute("href") ?? null);
  const focusedLabel = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
  // Tab through the panel; open the services group with the keyboard when its button is reached.
  for (let index = 0; index < 40; index += 1) {
    await page.keyboard.press("Tab");
    const insideMenu = await menu(page).evaluate((nav) => nav.contains(document.activeElement));
    if (!insideMenu) break;
    const href = await focusedHref();
    if (href) reached.push(href);
    else if ((await focusedLabel()) === "Services") await page.keyboard.press("Enter");
  }
  const expected = [
    quoteLink.href,
    `tel:${site.phone.e164}`,
    ...mainNavigation.flatMap((item) => (item.children ? item.children.map((child) => child.href) : [item.href])),
  ];
  expect(reached).toEqual(expected);

  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Escape");
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole("button", { name: layoutCopy.header.openMenu })).toBeFocused();
});
