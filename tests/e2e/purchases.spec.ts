import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { buyerActionLabels } from "#app/content/purchase-statuses.ts";
import { purchasesCopy, purchaseTabLabels } from "#app/content/purchases.ts";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { PurchaseStore } from "#app/services/purchases/purchase-store.server.ts";
import { supplierInvoiceFile } from "#server/local-platform-supplier-invoice.js";
import { e2eLeadsDb } from "#tests/support/e2e-server.ts";
import { axeViolations, expect, ignoresExpected404, test, viewports } from "#tests/support/fixtures.ts";
import { marker } from "#tests/support/leads.ts";
import { addOwner, allowFailedLoads, logIn, ownerEmail, ownerForFile, ownerPassword } from "#tests/support/owner.ts";
import { photoWithGps } from "#tests/support/photos.ts";

const copy = purchasesCopy;
const owner = ownerForFile("purchases");
const buyer = { siren: "552100554", name: "Couverture Exemple" };
/** PURCHASES_SCREENSHOTS=1 writes the list, a purchase and the form at 375 and 1280 px to /tmp/shots. */
const shots = process.env.PURCHASES_SCREENSHOTS === "1";
let database: StoreDatabase;

test.use({ viewport: viewports.phone });
test.beforeAll(async () => {
  database = await openDatabase({ sqliteFile: e2eLeadsDb });
});
test.afterAll(() => database?.close());

async function shoot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  mkdirSync("/tmp/shots", { recursive: true });
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `/tmp/shots/achats-${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(viewports.phone);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

test("a till receipt's photo typed by hand: « À vérifier », approved, paid, « Payées »; kept without its metadata", async ({
  page,
}) => {
  const supplier = marker("Négoce Matériaux");
  const number = marker("T");
  await logIn(page, owner.email, owner.password);
  await page.goto("/pro/achats");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: copy.list.add }).click();
  await expect(page.getByRole("heading", { level: 1, name: copy.form.title })).toBeVisible();

  await page.getByLabel(copy.form.fileLabel).setInputFiles({
    name: "ticket.jpg",
    mimeType: "image/jpeg",
    buffer: await photoWithGps({ width: 1200, height: 1600 }),
  });
  await page.getByLabel(copy.form.supplierPick).selectOption({ label: copy.form.supplierNew });
  await page.getByLabel(copy.form.supplierName).fill(supplier);
  await page.getByLabel(copy.form.number).fill(number);
  await page.getByLabel(copy.form.issueDate).fill(new Date().toISOString().slice(0, 10));
  await page.getByLabel(copy.form.taxable("20\u00a0%")).fill("150,00");
  await page.getByLabel(copy.form.vat("20\u00a0%")).fill("30,00");
  await page.getByLabel(copy.form.taxable("5,5\u00a0%")).fill("20");
  await page.getByLabel(copy.form.vat("5,5\u00a0%")).fill("1,10");
  await expect(page.getByRole("status").filter({ hasText: "201,10" })).toBeVisible();
  await shoot(page, "formulaire");
  await page.getByRole("button", { name: copy.form.submit }).click();

  await expect(page.getByText(copy.detail.added)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Facture n° ${number}` })).toBeVisible();
  await expect(page.getByRole("region", { name: copy.detail.totals, exact: true })).toContainText("201,10");
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  const kept = await database.db
    .selectFrom("supplier_invoices")
    .select(["original", "original_type", "syntax"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  expect([kept.original_type, kept.syntax]).toEqual(["image/jpeg", "photo"]);
  const metadata = await sharp(Buffer.from(kept.original)).metadata();
  expect([metadata.exif, Math.max(metadata.width ?? 0, metadata.height ?? 0)]).toEqual([undefined, 1600]);

  await page.goto("/pro/achats");
  await expect(page.getByRole("link", { name: copy.list.open(supplier, `Facture n° ${number}`) })).toBeVisible();
  await page.getByRole("link", { name: copy.list.open(supplier, `Facture n° ${number}`) }).click();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: buyerActionLabels.approve, exact: true }).click();
  await expect(page.getByText(copy.detail.done.approve)).toBeVisible();
  await expect(page.getByRole("button", { name: buyerActionLabels.approve, exact: true })).toHaveCount(0);
  await expect(page.getByLabel(copy.detail.payAmount)).toHaveValue("201,10");
  await page.getByLabel(copy.detail.payMethod).selectOption("cheque");
  await page.getByRole("button", { name: copy.detail.paySent }).click();
  await expect(page.getByText(copy.detail.done.pay)).toBeVisible();
  await expect(page.getByRole("region", { name: copy.detail.payments, exact: true })).toContainText("Chèque");

  await page.goto("/pro/achats?onglet=payees");
  await expect(page.getByRole("link", { name: copy.list.open(supplier, `Facture n° ${number}`) })).toBeVisible();
  await page.goto("/pro/achats?onglet=a-payer");
  await expect(page.getByRole("link", { name: copy.list.open(supplier, `Facture n° ${number}`) })).toHaveCount(0);
});

test("a Factur-X PDF added by hand is read, not typed; a bare XML's purchase opens a PDF drawn from it, a refusal asked twice", async ({
  page,
  consoleErrors,
}) => {
  const facturX = await supplierInvoiceFile({ syntax: "Factur-X", buyer, number: marker("FX") });
  await logIn(page, owner.email, owner.password);
  await page.goto("/pro/achats/nouveau");
  await page.getByLabel(copy.form.fileLabel).setInputFiles({
    name: "facture.pdf",
    mimeType: "application/pdf",
    buffer: facturX.file,
  });
  await page.getByRole("button", { name: copy.form.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Facture n° ${facturX.number}` })).toBeVisible();
  await expect(page.getByRole("region", { name: copy.detail.supplier, exact: true })).toContainText(
    facturX.seller.name,
  );
  await expect(page.getByRole("region", { name: copy.detail.lines, exact: true }).getByRole("row")).not.toHaveCount(0);
  const pdf = await page.request.get(
    (await page.getByRole("link", { name: copy.detail.viewPdf }).getAttribute("href")) ?? "",
  );
  expect([pdf.status(), pdf.headers()["content-type"]]).toEqual([200, "application/pdf"]);
  expect(Buffer.from(await pdf.body()).equals(facturX.file)).toBe(true);

  // The same file again is the same invoice: the form says so and links to it.
  const first = page.url();
  await page.goto("/pro/achats/nouveau");
  await page
    .getByLabel(copy.form.fileLabel)
    .setInputFiles({ name: "encore.pdf", mimeType: "application/pdf", buffer: facturX.file });
  await page.getByRole("button", { name: copy.form.submit }).click();
  await expect(page.getByText(copy.form.duplicate)).toBeVisible();
  await page.getByRole("link", { name: copy.form.duplicateLink }).click();
  await expect(page).toHaveURL(new URL(first).pathname);
  allowFailedLoads(consoleErrors, [409], /\/pro\/achats\/nouveau/);

  const cii = await supplierInvoiceFile({ syntax: "CII", buyer, number: marker("CII") });
  const received = await new PurchaseStore(database).receiveFlow(marker("flow"), "CII", {
    bytes: cii.file,
    name: cii.name,
    type: "application/xml",
  });
  if (received.outcome !== "imported") throw new Error(received.outcome);
  await page.goto("/pro/achats");
  await shoot(page, "liste");
  await page.goto(`/pro/achats/${received.purchaseId}`);
  await expect(page.getByText(copy.detail.drawnHint)).toBeVisible();
  await shoot(page, "facture");
  const drawn = await page.request.get(`/pro/achats/${received.purchaseId}/apercu`);
  expect([drawn.status(), drawn.headers()["content-type"]]).toEqual([200, "application/pdf"]);
  expect(
    Buffer.from(await drawn.body())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  const original = await page.request.get(`/pro/achats/${received.purchaseId}/original`);
  expect(Buffer.from(await original.body()).equals(cii.file)).toBe(true);

  const refuse = page.locator("details").filter({ hasText: buyerActionLabels.refuse });
  await refuse.locator("summary").click();
  await refuse.getByLabel(copy.detail.reasonCode).selectOption("DOUBLON");
  await refuse.getByRole("button", { name: buyerActionLabels.refuse }).click();
  await expect(page.getByRole("heading", { name: copy.detail.refuseAsk })).toBeVisible();
  await page.getByRole("button", { name: copy.detail.refuseConfirm }).click();
  await expect(page.getByText(copy.detail.done.refuse)).toBeVisible();
  await expect(page.getByRole("button", { name: buyerActionLabels.approve, exact: true })).toHaveCount(0);
  await page.goto("/pro/achats?onglet=refusees");
  await expect(page.getByRole("link", { name: new RegExp(cii.number) })).toBeVisible();
  await expect(page.getByRole("link", { name: purchaseTabLabels.refusees })).toHaveAttribute("aria-current", "page");
});

test("a compagnon gets the policy's 404 on « Achats » and never sees it in his navigation", async ({
  page,
  consoleErrors,
}) => {
  const compagnon = { email: ownerEmail("purchases-compagnon"), password: ownerPassword() };
  await addOwner(compagnon.email, compagnon.password);
  await database.db
    .updateTable("owner_users")
    .set({ role: "compagnon" })
    .where("email", "=", compagnon.email)
    .execute();
  await logIn(page, compagnon.email, compagnon.password);
  await expect(page.getByRole("link", { name: copy.list.title })).toHaveCount(0);
  const answer = await page.goto("/pro/achats");
  expect(answer?.status()).toBe(404);
  ignoresExpected404(consoleErrors);
});
