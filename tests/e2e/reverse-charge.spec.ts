import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { invoicesCopy } from "#app/content/invoices.ts";
import { quotesCopy } from "#app/content/quotes.ts";
import { reverseChargeCopy } from "#app/content/reverse-charge.ts";
import { accountantExport } from "#app/services/billing/exports/invoice-export.server.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import {
  expectValid,
  flowsTracked,
  issueOnScreen,
  parisToday,
  platformFlows,
  platformSiteForBlock,
  readyToInvoice,
  validators,
} from "#tests/support/einvoicing-site.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";

/**
 * A roof subcontracted by a general contractor, on the owner's phone (375 px), from the quote to the paid invoice
 * (decision 064): the client marked as a VAT-registered contractor with its SIREN and VAT number, the quote sent and
 * accepted on the client's page, the final invoice issued as a Factur-X in category AE that both validators accept
 * and deposited on the platform, paid without any « Encaissée » sent, and the contractor's 411 at zero in the books.
 */
const quotes = quotesCopy.editor;
const editor = invoicesCopy.editor;
const contractor = {
  name: "Bâtiments de l’Artois SARL",
  address: "8 rue des Mineurs, 62300 Lens",
  siren: "123456782",
  vat: "FR11123456782",
};
const shots = "/tmp/shots";
const fold = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: viewports.phone });

const site = platformSiteForBlock("reverse-charge");

test("a subcontract for a general contractor: invoiced without VAT, the mention on every page, the books at zero", async ({
  page,
  browser,
}) => {
  const origin = site.server.url;
  mkdirSync(shots, { recursive: true });
  await readyToInvoice(page, origin, site.owner);

  // The quote: the contractor's numbers, the box ticked; the rate leaves the line and the VAT the totals.
  await page.goto(`${origin}/pro/devis`);
  await page.getByRole("button", { name: quotesCopy.list.create }).click();
  await expect(page).toHaveURL(/\/pro\/devis\/\d+$/);
  const quoteUrl = page.url();
  await page.getByLabel(quotes.clientName).fill(contractor.name);
  await page.getByLabel(quotes.clientAddress).fill(contractor.address);
  await page.getByLabel(reverseChargeCopy.clientSiren).fill(contractor.siren);
  await page.getByLabel(reverseChargeCopy.clientVat).fill(contractor.vat);
  await page.getByLabel(reverseChargeCopy.label).check();
  await page.getByLabel(quotes.titleLabel).fill("Couverture en ardoise, résidence Les Tilleuls");
  await page.getByRole("button", { name: quotes.addLine }).click();
  const line = page.locator("#quote-lines").locator("xpath=..").getByRole("listitem").first();
  await line.getByLabel(quotes.designation).fill("Couverture ardoise naturelle");
  await line.getByLabel(quotes.quantity).fill("120");
  await line.getByLabel(quotes.unit).selectOption("m²");
  await line.getByLabel(quotes.unitPrice).fill("85");
  await expect(line.getByLabel(quotes.vatRate)).toBeHidden();
  await page.getByLabel(quotes.startText).fill("Semaine 12, selon le planning de l’entreprise générale");
  await page.getByLabel(quotes.paymentTerms).fill("Virement à 30 jours");
  const totals = page.getByRole("region", { name: quotes.totals });
  await expect(totals).toContainText(`${reverseChargeCopy.vatLabel}${reverseChargeCopy.vatValue}`);
  await expect(page.getByTestId("quote-total-incl")).toHaveText(/10\s200,00\s€/);
  await page.getByRole("button", { name: quotes.send }).click();
  await expect(page.getByRole("status").filter({ hasText: /Le devis .*est envoyé/ })).toBeVisible();
  const quoteLink = await page.getByLabel(quotes.link).inputValue();

  // The contractor reads the quote on its own phone: the mention, no VAT, nothing to certify; it accepts.
  const phoneContext = await browser.newContext({ viewport: viewports.phone });
  const phone = await phoneContext.newPage();
  await phone.goto(quoteLink);
  await expect(phone.getByRole("heading", { name: reverseChargeCopy.mentionTitle })).toBeVisible();
  expect(fold((await phone.locator("main").textContent()) ?? "")).toContain(fold(reverseChargeCopy.mention));
  await expect(phone.getByText(reverseChargeCopy.vatLabel, { exact: true })).toBeVisible();
  await expect(phone.getByLabel(quotesCopy.client.certification)).toHaveCount(0);
  expect(await axeViolations(phone)).toEqual([]);
  await phone.screenshot({ path: path.join(shots, "reverse-charge-quote-375.png"), fullPage: true });
  await phone.setViewportSize(viewports.desktop);
  await phone.screenshot({ path: path.join(shots, "reverse-charge-quote-1280.png"), fullPage: true });
  await phone.setViewportSize(viewports.phone);
  const acceptance = phone.getByRole("region", { name: quotesCopy.client.acceptTitle });
  await acceptance.getByLabel(quotesCopy.client.fullName).fill("Paul Lefebvre");
  await acceptance.getByLabel(quotesCopy.client.bonPourAccord).check();
  await acceptance.getByRole("button", { name: quotesCopy.client.accept }).click();
  await expect(phone.getByText(quotesCopy.client.accepted)).toBeVisible();

  // The final invoice from the accepted quote: the box and the numbers carried over, issued as an e-invoice.
  await page.goto(quoteUrl);
  await page
    .getByRole("region", { name: invoicesCopy.fromQuote.title })
    .getByRole("button", { name: invoicesCopy.fromQuote.final })
    .click();
  await expect(page).toHaveURL(/\/pro\/factures\/\d+$/);
  const invoiceUrl = page.url();
  await expect(page.getByLabel(reverseChargeCopy.label)).toBeChecked();
  await expect(page.getByLabel(editor.clientVat)).toHaveValue(contractor.vat);
  await page.getByLabel(editor.serviceDate).fill(parisToday());
  const number = await issueOnScreen(page);
  await expect(page.getByText(reverseChargeCopy.vatLabel, { exact: true })).toBeVisible();

  // The Factur-X the platform receives: AE at 0 %, accepted by the CEN's rules and the French ones.
  const pdf = Buffer.from(await (await page.request.get(`${invoiceUrl}/pdf`)).body());
  const dir = mkdtempSync(path.join(tmpdir(), "reverse-charge-"));
  try {
    const file = path.join(dir, `${number}.pdf`);
    writeFileSync(file, pdf);
    expectValid(validators.cii, [file]);
    expectValid(validators.brFr, [file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await expect(async () => expect(await flowsTracked(site.platform, number)).toHaveLength(1)).toPass({
    timeout: 30_000,
  });

  // The contractor's page of the invoice: the mention where the VAT would be.
  await phone.goto(await page.getByLabel(editor.link).inputValue());
  expect(fold((await phone.locator("main").textContent()) ?? "")).toContain(fold(reverseChargeCopy.mention));
  await expect(phone.getByText(reverseChargeCopy.vatLabel, { exact: true })).toBeVisible();
  expect(await axeViolations(phone)).toEqual([]);
  await phone.screenshot({ path: path.join(shots, "reverse-charge-invoice-375.png"), fullPage: true });
  await phone.setViewportSize(viewports.desktop);
  await phone.screenshot({ path: path.join(shots, "reverse-charge-invoice-1280.png"), fullPage: true });
  await phoneContext.close();

  // Paid in full: no « Encaissée » goes to the platform, the VAT being the contractor's.
  await page.goto(invoiceUrl);
  await page.getByLabel(editor.paymentAmount).fill("10200,00");
  await page.getByRole("button", { name: editor.recordPayment }).click();
  await expect(page.getByRole("status").filter({ hasText: /10\s200,00/ })).toBeVisible();
  await page.waitForTimeout(3000);
  const collected = (await platformFlows(site.platform)).filter((flow) => flow.trackingId?.startsWith(`${number}-212`));
  expect(collected).toEqual([]);

  // The books: 706400 credited without VAT, the contractor's 411 back at zero.
  const database = await openDatabase({ sqliteFile: site.file });
  try {
    const year = parisToday().slice(0, 4);
    const exported = await accountantExport(
      database,
      { from: `${year}-01-01`, to: `${year}-12-31` },
      { siren: "123456789", name: "Toitures Exemple" },
    );
    const files = unzipSync(new Uint8Array(exported.zip));
    const fecName = Object.keys(files).find((name) => /FEC\d{8}\.txt$/.test(name)) ?? "";
    const records = new TextDecoder()
      .decode(files[fecName])
      .split("\r\n")
      .filter(Boolean)
      .slice(1)
      .map((record) => record.split("\t"));
    const cents = (amount = "0") => Math.round(Number(amount.replace(",", ".")) * 100);
    const balance = (account: string, auxiliary?: string) =>
      records
        .filter((record) => record[4] === account && (auxiliary === undefined || record[7] === auxiliary))
        .reduce((sum, record) => sum + cents(record[11]) - cents(record[12]), 0);
    expect(balance("411000", contractor.name), "the contractor's 411").toBe(0);
    expect(balance("706400"), "706400").toBe(-1_020_000);
    expect(records.filter((record) => record[4]?.startsWith("4457"))).toEqual([]);
  } finally {
    await database.close();
  }
});
