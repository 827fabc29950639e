import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { situationLineNote } from "#app/content/situations.ts";
import { invoiceCompany } from "#app/services/billing/documents/billing-settings.server.ts";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import { InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import { QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import { invoiceXml, renderInvoicePdf } from "#app/services/billing/pdf/invoice-pdf.server.ts";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { buildingManager, exampleBilling, reroofingLines } from "#tests/support/billing.ts";
import { completeCompany, exampleAcceptance, exampleQuote } from "#tests/support/quotes.ts";

/**
 * A building manager's re-roofing invoiced by two situations after a deposit (decision 066), through the real stores
 * and PDF layout: each situation an invoice 380 whose lines are this situation's amounts, the cumulative figures in
 * each line's note (BT-127), the earlier situations referenced (BG-3), the last deducting the deposit; judged by the
 * CEN's rules and the French profile's (scripts nobody here wrote), the statement read back from the PDFs' text.
 */
const validators = {
  "EN 16931": path.resolve("../shared/validators/en16931-cii/check-cii"),
  "BR-FR": path.resolve("../shared/validators/france-ctc/check-br-fr"),
} as const;
const noValidators = !Object.values(validators).every((file) => existsSync(file));
const skipReason = "skipped when ../shared/validators is missing";

const owner = { userId: 1, email: "patron@example.com" };
const dir = mkdtempSync(path.join(tmpdir(), "facturx-situations-"));
let database: StoreDatabase;
const issued: { name: string; document: InvoiceDocument; pdf: string; xml: string }[] = [];

function pdfText(file: string): string {
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(
    /[\s\u00a0\u202f]+/g,
    " ",
  );
}

/** The first group of `pattern` in the XML we wrote (one element per line of text, no pretty-printing). */
function first(xml: string, pattern: RegExp): string | undefined {
  return pattern.exec(xml)?.[1];
}

function check(validator: keyof typeof validators, file: string): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    execFile(validators[validator], [file], { encoding: "utf8" }, (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === "number" ? error.code : 2) : 0, output: `${stdout}${stderr}` });
    });
  });
}

const byName = (name: string) => issued.find((entry) => entry.name === name) as (typeof issued)[number];

beforeAll(async () => {
  database = await openDatabase({ sqliteFile: path.join(dir, "store.sqlite") });
  const now = () => Date.parse("2026-11-23T09:00:00.000Z");
  const quotes = new QuoteStore(database, now);
  const invoices = new InvoiceStore(database, now);
  const company = invoiceCompany(completeCompany(), exampleBilling);
  const quoteId = (await quotes.create(null, {})) as number;
  await quotes.save(quoteId, {
    ...exampleQuote,
    ...buildingManager,
    title: "Réfection de la toiture",
    lines: reroofingLines,
  });
  const sent = await quotes.send(quoteId, completeCompany(), owner);
  if (!sent.ok) throw new Error(sent.reason);
  expect(await quotes.accept(quoteId, exampleAcceptance(1))).toBe("accepted");

  const issue = async (name: string, id: number) => {
    const result = await invoices.issue(id, company, renderInvoicePdf);
    if (!result.ok) throw new Error(`${name}: ${result.reason}`);
    const pdf = path.join(dir, `${result.number}.pdf`);
    const xml = pdf.replace(/\.pdf$/, ".xml");
    writeFileSync(pdf, result.pdf);
    writeFileSync(xml, invoiceXml(result.document));
    issued.push({ name, document: result.document, pdf, xml: readFileSync(xml, "utf8") });
  };
  const deposit = await invoices.createFromQuote(quoteId, "acompte");
  if (!deposit.ok) throw new Error(deposit.reason);
  await issue("deposit", deposit.id);
  for (const [name, basisPoints] of [
    ["situation 1", [3000, 5000, 0]],
    ["situation 2", [10_000, 10_000, 10_000]],
  ] as const) {
    const saved = await invoices.saveSituation(quoteId, basisPoints);
    if (!saved.ok) throw new Error(saved.reason);
    await issue(name, saved.id);
  }
}, 60_000);

afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a re-roofing invoiced by situations", () => {
  it("goes out as invoices 380 whose lines are what this situation claims, the cumulative figures in each line's note", () => {
    for (const name of ["situation 1", "situation 2"]) {
      const { xml, document } = byName(name);
      expect(first(xml, /<rsm:ExchangedDocument>.*?<ram:TypeCode>(\d+)</s)).toBe("380");
      const items = xml.split("<ram:IncludedSupplyChainTradeLineItem>").slice(1);
      // Situation 1 claims nothing of the zinc yet: two lines; the last one all three.
      expect(items).toHaveLength(name === "situation 1" ? 2 : 3);
      document.situation?.lines
        .filter((line) => line.thisExclCents > 0)
        .forEach((line, index) => {
          const item = items[index] as string;
          expect(first(item, /<ram:AssociatedDocumentLineDocument>.*?<ram:IncludedNote><ram:Content>(.*?)</s)).toBe(
            situationLineNote(line),
          );
          expect(first(item, /<ram:LineTotalAmount>(.*?)</)).toBe((line.thisExclCents / 100).toFixed(2));
          expect(first(item, /<ram:BilledQuantity unitCode="LS">(.*?)</)).toBe("1.000");
        });
    }
    const one = byName("situation 1");
    const two = byName("situation 2");
    expect(one.xml).not.toContain("<ram:InvoiceReferencedDocument>");
    expect(first(two.xml, /<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>(.*?)</)).toBe(one.document.number);
    const framework = /<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>(.*?)</;
    expect(first(one.xml, framework)).toBe("S1");
    // The last situation is the final invoice after a deposit: framework S4, the deposit as the prepaid amount.
    expect(first(two.xml, framework)).toBe("S4");
    expect(first(two.xml, /<ram:TotalPrepaidAmount>(.*?)</)).toBe(
      (byName("deposit").document.totals.inclCents / 100).toFixed(2),
    );
  });

  describe.each(["situation 1", "situation 2"])("%s's Factur-X", (name) => {
    for (const validator of Object.keys(validators) as (keyof typeof validators)[]) {
      it.skipIf(noValidators)(
        `passes the ${validator} rules (${skipReason})`,
        async () => {
          const verdict = await check(validator, byName(name).pdf);
          expect(verdict.output).toContain("valid:");
          expect(verdict.status, verdict.output).toBe(0);
        },
        60_000,
      );
    }
  });

  it("prints the statement on each PDF: cumulative %, previously invoiced, this situation, the deposit at the last", () => {
    const first = pdfText(byName("situation 1").pdf);
    expect(first).toContain("Situation n° 1");
    expect(first).not.toContain("décompte final");
    expect(first).toMatch(/Couverture en ardoise naturelle 10 % 40 517,40 € 50 % 20 258,70 € 0,00 € 20 258,70 €/);
    const last = pdfText(byName("situation 2").pdf);
    expect(last).toContain("Situation n° 2 et décompte final");
    expect(last).toMatch(/Couverture en ardoise naturelle 10 % 40 517,40 € 100 % 40 517,40 € 20 258,70 € 20 258,70 €/);
    expect(last).toContain(`Situations précédentes déduites : ${byName("situation 1").document.number}`);
    expect(last).toContain(`Acompte n° ${byName("deposit").document.number}`);
  });
});
