import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { supplierInvoiceFile } from "#server/local-platform-supplier-invoice.js";
import { renderPurchasePdf } from "./purchase-pdf.server.ts";
import { readSupplierInvoiceFile } from "./supplier-invoice-pdf.server.ts";

/** The PDF's text as pdftotext reads it, spaces of every kind folded into one. */
function pdfText(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf, encoding: "utf8" }).replace(
    /[\s\u00a0\u202f]+/g,
    " ",
  );
}

const buyer = { siren: "552100554", name: "Couverture Exemple", vatNumber: "FR12552100554" };

async function read(syntax: "CII" | "UBL", number: string) {
  const { file } = await supplierInvoiceFile({ syntax, buyer, number });
  const read = readSupplierInvoiceFile(file);
  if (!read.ok) throw new Error(read.reason);
  return read.invoice;
}

describe("the readable PDF of a supplier's XML invoice", () => {
  for (const syntax of ["CII", "UBL"] as const) {
    it(`prints what the ${syntax} says: supplier, buyer, number, dates, lines, VAT per rate, totals, payment`, async () => {
      const invoice = await read(syntax, `${syntax}-2026-0042`);
      const pdf = await renderPurchasePdf(invoice);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const text = pdfText(pdf);
      expect(text).toContain(`Facture n° ${syntax}-2026-0042`);
      expect(text).toContain(`Fournisseur : ${invoice.supplier.name}`);
      expect(text).toContain(`SIREN ${invoice.supplier.siren}`);
      expect(text).toContain("Client : Couverture Exemple");
      const [year, month, day] = invoice.issueDate.split("-");
      expect(text).toContain(`Émise le ${day}/${month}/${year}`);
      for (const line of invoice.lines) expect(text).toContain(line.name.replace(/\s+/g, " ").slice(0, 20));
      const euros = (cents: number) =>
        `${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, " ")},${String(cents % 100).padStart(2, "0")} €`;
      expect(text).toContain(`Total HT ${euros(invoice.totals.taxExclusiveCents)}`);
      expect(text).toContain(`Total TTC ${euros(invoice.totals.taxInclusiveCents)}`);
      for (const row of invoice.vatBreakdown) expect(text).toContain(euros(row.vatCents));
      if (invoice.iban) expect(text).toContain("IBAN :");
      expect(text).toContain(`reçue en XML ${syntax} – l’original fait foi – Page 1 / 1`);
    });
  }
});
