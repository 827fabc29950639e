import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reverseChargeCopy, reverseChargeMention } from "#app/content/reverse-charge.ts";
import { invoiceCompany } from "#app/services/billing/documents/billing-settings.server.ts";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import { InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import { QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import { invoiceXml, renderInvoicePdf } from "#app/services/billing/pdf/invoice-pdf.server.ts";
import { renderQuotePdf } from "#app/services/billing/pdf/quote-pdf.server.ts";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { shouldReportCollection } from "#app/services/einvoicing/lifecycle-cdar.ts";
import { exampleBilling, generalContractor } from "#tests/support/billing.ts";
import { completeCompany, exampleAcceptance, exampleQuote } from "#tests/support/quotes.ts";
import { reformChannel } from "./reform-channel.ts";

/**
 * A roof subcontracted by a general contractor (decision 064), from the quote to its credit note through the real
 * stores and PDF layout: every line and the VAT breakdown in category AE at 0 % with VATEX-FR-AE, judged by the
 * CEN's rules and the French profile's (scripts nobody here wrote, ../shared/validators/README.md); the mention
 * read back from the PDFs' text.
 */
const validators = {
  "EN 16931": path.resolve("../shared/validators/en16931-cii/check-cii"),
  "BR-FR": path.resolve("../shared/validators/france-ctc/check-br-fr"),
} as const;
const noValidators = !Object.values(validators).every((file) => existsSync(file));
const skipReason = "skipped when ../shared/validators is missing";

const owner = { userId: 1, email: "patron@example.com" };
const dir = mkdtempSync(path.join(tmpdir(), "facturx-reverse-charge-"));
let database: StoreDatabase;
const issued: { name: string; document: InvoiceDocument; pdf: string }[] = [];
let quotePdfText = "";

/** The PDF's text as pdftotext reads it, spaces of every kind folded into one. */
function pdfText(file: string): string {
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(
    /[\s\u00a0\u202f]+/g,
    " ",
  );
}

/** pdftotext joins a word cut at its hyphen at the end of a line: compared without either. */
const squash = (text: string) => text.replace(/[\s\u00a0\u202f-]+/g, "");

/** An XPath read by libxml2's xmllint, namespaces matched by local name. */
function xpath(file: string, expression: string): string {
  const local = expression.replace(/(rsm|ram):(\w+)/g, (_m, _p, name: string) => `*[local-name()="${name}"]`);
  return execFileSync("xmllint", ["--xpath", `string(${local})`, file], { encoding: "utf8" }).trim();
}

function check(validator: keyof typeof validators, file: string): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    execFile(validators[validator], [file], { encoding: "utf8" }, (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === "number" ? error.code : 2) : 0, output: `${stdout}${stderr}` });
    });
  });
}

beforeAll(async () => {
  database = await openDatabase({ sqliteFile: path.join(dir, "store.sqlite") });
  const now = () => Date.parse("2026-11-23T09:00:00.000Z");
  const quotes = new QuoteStore(database, now);
  const invoices = new InvoiceStore(database, now);
  const company = invoiceCompany(completeCompany(), exampleBilling);

  const quoteId = (await quotes.create(null, {})) as number;
  await quotes.save(quoteId, { ...exampleQuote, ...generalContractor });
  const sent = await quotes.send(quoteId, completeCompany(), owner);
  if (!sent.ok) throw new Error(sent.reason);
  const quotePdf = path.join(dir, "devis.pdf");
  writeFileSync(quotePdf, await renderQuotePdf(sent.document));
  quotePdfText = pdfText(quotePdf);
  expect(await quotes.accept(quoteId, { ...exampleAcceptance(1), reducedRateCertified: false })).toBe("accepted");

  const issue = async (name: string, id: number) => {
    const result = await invoices.issue(id, company, renderInvoicePdf);
    if (!result.ok) throw new Error(`${name}: ${result.reason}`);
    const pdf = path.join(dir, `${result.number}.pdf`);
    writeFileSync(pdf, result.pdf);
    writeFileSync(pdf.replace(/\.pdf$/, ".xml"), invoiceXml(result.document));
    issued.push({ name, document: result.document, pdf });
  };
  const deposit = await invoices.createFromQuote(quoteId, "acompte");
  if (!deposit.ok) throw new Error(deposit.reason);
  await issue("deposit", deposit.id);
  const final = await invoices.createFromQuote(quoteId, "solde");
  if (!final.ok) throw new Error(final.reason);
  const draft = await invoices.detail(final.id);
  await invoices.save(final.id, { ...(draft as NonNullable<typeof draft>), serviceDate: "2026-11-20" });
  await issue("final", final.id);
  const creditNote = await invoices.createCreditNote(final.id);
  if (typeof creditNote !== "number") throw new Error(creditNote);
  // Unticked on the credit note's draft: it still mirrors the invoice it corrects.
  const note = await invoices.detail(creditNote);
  await invoices.save(creditNote, { ...(note as NonNullable<typeof note>), reverseCharge: false });
  await issue("credit note", creditNote);
}, 60_000);

afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a subcontract for a general contractor, VAT reverse-charged", () => {
  it("asks no VAT at any rate: 1 020,00 € HT, a 30 % deposit of 306,00 €, the final invoice 714,00 €", () => {
    const [deposit, final, credit] = issued.map((entry) => entry.document);
    expect(deposit?.totals).toEqual({ byRate: [], exclCents: 30_600, vatCents: 0, inclCents: 30_600 });
    expect(final?.totals).toEqual({ byRate: [], exclCents: 102_000, vatCents: 0, inclCents: 102_000 });
    expect(final?.amountDueCents).toBe(71_400);
    expect(issued.map((entry) => entry.document.reverseCharge)).toEqual([true, true, true]);
    expect(credit?.client).toMatchObject({
      siren: generalContractor.clientSiren,
      vatNumber: generalContractor.clientVat,
    });
    // The reduced rates a homeowner's quote had do not apply: nothing to certify, nothing carried.
    expect(final?.reducedRateCertifiedBy).toBeNull();
  });

  it("is a B2B e-invoice that reports no payment as 212 and is not e-reported", () => {
    for (const { document } of issued) {
      expect(reformChannel(document.client)).toBe("e-invoice");
      expect(shouldReportCollection(document)).toBe(false);
    }
  });

  it("writes each line and the breakdown in category AE at 0 % with VATEX-FR-AE and both VAT numbers", () => {
    const xml = (issued[1] as { pdf: string }).pdf.replace(/\.pdf$/, ".xml");
    expect(xpath(xml, "count(//ram:IncludedSupplyChainTradeLineItem)")).toBe("3");
    expect(xpath(xml, "count(//ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax[ram:CategoryCode='AE'])")).toBe(
      "3",
    );
    expect(xpath(xml, "count(//ram:RateApplicablePercent[. != '0.00'])")).toBe("0");
    const breakdown = "//ram:ApplicableHeaderTradeSettlement/ram:ApplicableTradeTax";
    expect(xpath(xml, `count(${breakdown})`)).toBe("1");
    expect(xpath(xml, `${breakdown}/ram:CategoryCode`)).toBe("AE");
    expect(xpath(xml, `${breakdown}/ram:ExemptionReasonCode`)).toBe("VATEX-FR-AE");
    expect(xpath(xml, `${breakdown}/ram:ExemptionReason`)).toBe(reverseChargeCopy.exemptionReason);
    expect(xpath(xml, `${breakdown}/ram:BasisAmount`)).toBe("1020.00");
    expect(xpath(xml, `${breakdown}/ram:CalculatedAmount`)).toBe("0.00");
    expect(xpath(xml, "//ram:TaxTotalAmount")).toBe("0.00");
    expect(xpath(xml, "//ram:BuyerTradeParty/ram:SpecifiedTaxRegistration/ram:ID")).toBe(generalContractor.clientVat);
    expect(xpath(xml, "//ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID")).toMatch(/^FR\d{11}$/);
  });

  describe.each(["deposit", "final", "credit note"])("the %s's Factur-X", (name) => {
    for (const validator of Object.keys(validators) as (keyof typeof validators)[]) {
      it.skipIf(noValidators)(
        `passes the ${validator} rules (${skipReason})`,
        async () => {
          const entry = issued.find((candidate) => candidate.name === name);
          const verdict = await check(validator, entry?.pdf as string);
          expect(verdict.output).toContain("valid:");
          expect(verdict.status, verdict.output).toBe(0);
        },
        60_000,
      );
    }
  });

  it("prints the mention and « TVA due par le preneur » on the quote's and the invoices' PDFs", () => {
    for (const text of [quotePdfText, ...issued.map((entry) => pdfText(entry.pdf))]) {
      expect(squash(text)).toContain(squash(reverseChargeMention));
      expect(text).toContain(`${reverseChargeCopy.vatLabel} ${reverseChargeCopy.vatValue}`);
      expect(text).not.toMatch(/TVA (20|10|5,5) %/);
    }
    expect(quotePdfText).toContain(`SIREN ${generalContractor.clientSiren}`);
    expect(quotePdfText).not.toContain("Droit de rétractation");
    expect(quotePdfText).not.toContain("Médiation de la consommation");
  });
});
