import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceCompany } from "#app/services/billing/documents/billing-settings.server.ts";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import { InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import { renderInvoicePdf } from "#app/services/billing/pdf/invoice-pdf.server.ts";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { exampleBilling } from "#tests/support/billing.ts";
import { completeCompany } from "#tests/support/quotes.ts";

/**
 * The directory's line frozen at issue (decision 049) is where the Factur-X addresses the buyer: BT-49 in scheme
 * 0225, and a department's routing code as the buyer's identifier BT-46 in scheme 0224. The PDFs the real store
 * and layout make are judged by the CEN's and the French reform's validators (../shared/validators).
 */
const validators = [
  path.resolve("../shared/validators/en16931-cii/check-cii"),
  path.resolve("../shared/validators/france-ctc/check-br-fr"),
];
const noValidators = !validators.every((file) => existsSync(file));

const dir = mkdtempSync(path.join(tmpdir(), "facturx-directory-"));
let database: StoreDatabase;
const issued = new Map<string, { document: InvoiceDocument; pdf: string; xml: string }>();
const verdicts = new Map<string, { status: number; output: string }>();

function check(validator: string, file: string): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    execFile(validator, [file], { encoding: "utf8" }, (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === "number" ? error.code : 2) : 0, output: `${stdout}${stderr}` });
    });
  });
}

const buyerOf = (name: string) =>
  /<ram:BuyerTradeParty>([\s\S]*?)<\/ram:BuyerTradeParty>/.exec(issued.get(name)?.xml ?? "")?.[1] ?? "";

beforeAll(async () => {
  database = await openDatabase({ sqliteFile: path.join(dir, "store.sqlite") });
  const invoices = new InvoiceStore(database, () => Date.parse("2026-11-23T09:00:00.000Z"));
  const company = invoiceCompany(completeCompany(), exampleBilling);

  async function issue(
    name: string,
    siren: string,
    address: { identifier: string; routingCode: string | null } | null,
  ): Promise<void> {
    const id = (await invoices.create(null, {})) as number;
    const draft = await invoices.detail(id);
    if (!draft) throw new Error(`no draft ${id}`);
    expect(
      await invoices.save(id, {
        ...draft,
        clientName: "Hôtel Exemple",
        clientEmail: "compta@hotel.example",
        clientAddress: "3 place du Général-de-Gaulle, 59000 Lille",
        clientSiren: siren,
        clientVat: "",
        title: "Réfection de la toiture terrasse",
        serviceDate: "2026-11-20",
        lines: [
          {
            kind: "line",
            designation: "Étanchéité bicouche",
            quantityMilli: 42_500,
            unit: "m²",
            unitPriceCents: 6_400,
            vatRate: 2000,
          },
        ],
      }),
    ).toBe("saved");
    const result = await invoices.issue(id, company, renderInvoicePdf, undefined, address);
    if (!result.ok) throw new Error(`${name}: ${result.reason}`);
    const pdf = path.join(dir, `${result.number}.pdf`);
    writeFileSync(pdf, result.pdf);
    const xml = path.join(dir, `${result.number}.xml`);
    execFileSync("pdfdetach", ["-save", "1", "-o", xml, pdf]);
    issued.set(name, { document: result.document, pdf, xml: readFileSync(xml, "utf8") });
  }

  await issue("routing code", "741234561", {
    identifier: "741234561_74123456100016_SERVICE-ACHATS",
    routingCode: "SERVICE-ACHATS",
  });
  await issue("establishment", "523456788", { identifier: "523456788_52345678800018", routingCode: null });
  await issue("another company's line", "812345676", { identifier: "523456788", routingCode: null });
  await issue("no line", "812345676", null);

  if (!noValidators) {
    for (const name of ["routing code", "establishment"]) {
      const file = issued.get(name)?.pdf ?? "";
      const results = await Promise.all(validators.map((validator) => check(validator, file)));
      results.forEach((result, index) => {
        verdicts.set(`${path.basename(validators[index] ?? "")} ${name}`, result);
      });
    }
  }
}, 240_000);

afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the buyer's address from the directory, in the Factur-X", () => {
  it("names a department's line as BT-49 and its routing code as BT-46, the SIREN staying BT-47", () => {
    const buyer = buyerOf("routing code");
    expect(buyer).toContain('<ram:URIID schemeID="0225">741234561_74123456100016_SERVICE-ACHATS</ram:URIID>');
    expect(buyer).toContain('<ram:GlobalID schemeID="0224">SERVICE-ACHATS</ram:GlobalID>');
    expect(buyer).toContain('<ram:ID schemeID="0002">741234561</ram:ID>');
    expect(issued.get("routing code")?.document.client.electronicAddress).toEqual({
      identifier: "741234561_74123456100016_SERVICE-ACHATS",
      routingCode: "SERVICE-ACHATS",
    });
  });

  it("names an establishment's line without a routing code", () => {
    const buyer = buyerOf("establishment");
    expect(buyer).toContain('<ram:URIID schemeID="0225">523456788_52345678800018</ram:URIID>');
    expect(buyer).not.toContain("GlobalID");
  });

  it("keeps the SIREN when the line found is not this client's, or when there is none", () => {
    for (const name of ["another company's line", "no line"]) {
      expect(buyerOf(name)).toContain('<ram:URIID schemeID="0225">812345676</ram:URIID>');
      expect(issued.get(name)?.document.client.electronicAddress).toBeUndefined();
    }
  });

  for (const name of ["routing code", "establishment"]) {
    for (const validator of validators) {
      const label = path.basename(validator);
      it.skipIf(noValidators)(`${name}: passes ${label} (skipped when ../shared/validators is missing)`, () => {
        const verdict = verdicts.get(`${label} ${name}`);
        expect(verdict?.output).toContain("valid:");
        expect(verdict?.status, verdict?.output).toBe(0);
      });
    }
  }
});
