import { legalCopy, legalSections, personalDataSectionId, prospectRetention } from "#app/content/legal.ts";
import { insuranceSectionId, legalLink } from "#app/content/navigation.ts";
import { site } from "#app/content/site.ts";
import { expect, test } from "#tests/support/fixtures.ts";

test("has one h1 and the nine anchored h2 sections of the product spec", async ({ page }) => {
  await page.goto(legalLink.href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(legalCopy.hero.title);
  expect(legalSections).toHaveLength(9);
  for (const section of legalSections) {
    const heading = page.locator(`h2#${section.id}`);
    await expect(heading).toHaveText(section.title);
    await expect(page.getByRole("region", { name: section.title })).toBeVisible();
  }
});

test("the table of contents leads to each section", async ({ page }) => {
  await page.goto(legalLink.href);
  const toc = page.getByRole("navigation", { name: legalCopy.tocLabel });
  await expect(toc.getByRole("link")).toHaveCount(legalSections.length);
  const personalData = legalSections.find((section) => section.id === personalDataSectionId)!;
  await toc.getByRole("link", { name: personalData.title }).click();
  await expect(page).toHaveURL(new RegExp(`#${personalDataSectionId}$`));
  await expect(page.locator(`#${personalDataSectionId}`)).toBeInViewport();
});

test("the personal data section gives retention, rights and the CNIL", async ({ page }) => {
  await page.goto(`${legalLink.href}#${personalDataSectionId}`);
  const section = page.getByRole("region", { name: "Données personnelles (RGPD)" });
  await expect(page.locator(`#${personalDataSectionId}`)).toBeVisible();
  await expect(section).toContainText(prospectRetention);
  await expect(section).toContainText("3 ans");
  await expect(section).toContainText("CNIL");
  await expect(section).toContainText("6.1.b");
  await expect(section.locator('a[href="https://www.cnil.fr"]')).toBeVisible();
  await expect(section.locator(`a[href="mailto:${site.email}"]`).first()).toBeVisible();
});

test("shows the company's identifiers as they are, placeholders flagged", async ({ page }) => {
  await page.goto(legalLink.href);
  const main = page.getByRole("main");
  for (const value of [site.name, site.legal.siret, site.legal.vat, site.host.name, site.mediator.name]) {
    await expect(main.getByText(value, { exact: true }).first()).toBeVisible();
  }
  for (const value of [site.legal.siret, site.host.name].filter((text) => text.includes("PLACEHOLDER"))) {
    await expect(main.locator("mark", { hasText: value }).first()).toBeVisible();
  }
});

test("names the ten-year insurer, the certificates with where to check them, and the consumer mediator", async ({
  page,
}) => {
  await page.goto(legalLink.href);
  const main = page.getByRole("main");
  for (const value of Object.values(site.insurance)) await expect(main).toContainText(value);
  for (const qualification of site.qualifications) {
    await expect(main).toContainText(qualification.body);
    await expect(main).toContainText(qualification.certificate);
    await expect(main.getByRole("link", { name: qualification.directory.label })).toHaveAttribute(
      "href",
      qualification.directory.url,
    );
  }
  await expect(main.getByRole("link", { name: /Annuaire France Rénov/ })).toHaveAttribute(
    "href",
    /^https:\/\/france-renov\.gouv\.fr\//,
  );
  const mediation = page.getByRole("region", { name: "Droit applicable et médiation" });
  await expect(mediation).toContainText("L616-1");
  await expect(mediation).toContainText(site.mediator.name);
  await expect(mediation).toContainText(site.mediator.url);
});

test("every page's footer mentions the ten-year insurance and links to its details", async ({ page }) => {
  await page.goto("/services/charpente");
  const mention = page.getByRole("contentinfo").getByTestId("insurance-mention");
  await expect(mention).toContainText("Assurance décennale");
  await expect(mention).toContainText(site.insurance.insurer);
  await expect(mention).toContainText(site.insurance.policyNumber);
  await mention.getByRole("link").click();
  await expect(page).toHaveURL(`${legalLink.href}#${insuranceSectionId}`);
  await expect(page.locator(`#${insuranceSectionId}`)).toBeInViewport();
});
