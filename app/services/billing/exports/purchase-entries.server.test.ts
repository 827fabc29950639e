import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ArchivedPurchase, accountantArchive } from "./accountant-archive.server.ts";
import { purchasesCsv, supplierPaymentsCsv } from "./accounting-csv.server.ts";
import { fecText, type LedgerEntry } from "./accounting-export.server.ts";
import {
  type BookedPurchase,
  purchaseEntries,
  type SupplierPaymentRecord,
  supplierAccount,
  supplierPaymentEntries,
} from "./purchase-entries.server.ts";

const zinc = { id: 1, name: "Zinc & Ardoises du Nord", siren: "552100554" };
const crew = { id: 2, name: "Échafaudages Léon", siren: null };

/** An invoice of 870,00 € HT at 20 % and 100,00 € HT at 10 %: 174,00 € + 10,00 € of VAT, 1 154,00 € TTC. */
function purchase(extra: Partial<BookedPurchase> = {}): BookedPurchase {
  return {
    id: 10,
    supplier: zinc,
    number: "FA-778",
    issueDate: "2026-11-05",
    isCreditNote: false,
    currency: "EUR",
    taxExclusiveCents: 97_000,
    vatCents: 18_400,
    taxInclusiveCents: 115_400,
    payableCents: 115_400,
    vat: [
      { category: "S", rateBasisPoints: 2000, taxableCents: 87_000, vatCents: 17_400 },
      { category: "S", rateBasisPoints: 1000, taxableCents: 10_000, vatCents: 1000 },
    ],
    costs: [],
    ...extra,
  };
}

/** A subcontractor's roofing works, 1 500,00 € HT, reverse-charged: no VAT on the invoice. */
const reverseCharged = purchase({
  id: 11,
  supplier: crew,
  number: "2026-031",
  taxExclusiveCents: 150_000,
  vatCents: 0,
  taxInclusiveCents: 150_000,
  payableCents: 150_000,
  vat: [{ category: "AE", rateBasisPoints: 0, taxableCents: 150_000, vatCents: 0 }],
  costs: [{ category: "subcontracting", amountCents: 150_000 }],
});

type Row = [account: string, auxiliary: string, debit: number, credit: number];

function rows(entry: LedgerEntry | undefined): Row[] {
  return (entry?.lines ?? []).map((line) => [
    line.account.number,
    line.auxiliary?.number ?? "",
    line.debitCents,
    line.creditCents,
  ]);
}

function balances(entry: LedgerEntry): number {
  return entry.lines.reduce((total, line) => total + line.debitCents - line.creditCents, 0);
}

describe("the purchases journal HA", () => {
  it("credits the supplier's 401 with what it asks, debits 601 while set against nothing and 44566 per rate", () => {
    const [entry] = purchaseEntries([purchase()]);
    expect(entry?.journal).toEqual({ number: "HA", label: "Achats" });
    expect([entry?.date, entry?.pieceRef, entry?.pieceDate]).toEqual(["2026-11-05", "FA-778", "2026-11-05"]);
    expect(rows(entry)).toEqual([
      ["401000", "F552100554", 0, 115_400],
      ["601000", "", 97_000, 0],
      ["445660", "", 17_400, 0],
      ["445660", "", 1000, 0],
    ]);
    expect(entry?.lines.map((line) => line.label)).toEqual([
      "Facture FA-778 Zinc & Ardoises du Nord",
      "Facture FA-778 Zinc & Ardoises du Nord",
      "Facture FA-778 Zinc & Ardoises du Nord TVA 20 %",
      "Facture FA-778 Zinc & Ardoises du Nord TVA 10 %",
    ]);
  });

  it("debits each kind of cost set against jobs on its own account: 601, 604, 606", () => {
    const split = purchase({
      costs: [
        { category: "materials", amountCents: 60_000 },
        { category: "other", amountCents: 7000 },
        { category: "materials", amountCents: 20_000 },
        { category: "subcontracting", amountCents: 10_000 },
      ],
    });
    expect(rows(purchaseEntries([split])[0]).slice(1, 4)).toEqual([
      ["601000", "", 80_000, 0],
      ["606000", "", 7000, 0],
      ["604000", "", 10_000, 0],
    ]);
    const wrong = purchase({ costs: [{ category: "materials", amountCents: 96_999 }] });
    expect(() => purchaseEntries([wrong])).toThrow(/do not add up/);
  });

  it("self-assesses a reverse-charged subcontracting at 20 %: 300,00 € both due on 445201 and deducted on 44566", () => {
    const [entry] = purchaseEntries([reverseCharged]);
    expect(rows(entry)).toEqual([
      ["401000", expect.stringMatching(/^FECHAFAUDAG[0-9A-F]{4}$/), 0, 150_000],
      ["604000", "", 150_000, 0],
      ["445660", "", 30_000, 0],
      ["445201", "", 0, 30_000],
    ]);
    expect(entry?.lines.at(-1)?.label).toBe("Facture 2026-031 Échafaudages Léon autoliquidation TVA 20 %");
    const atTen = { ...reverseCharged, vat: [{ ...reverseCharged.vat[0]!, rateBasisPoints: 1000 }] };
    expect(rows(purchaseEntries([atTen])[0]).slice(2)).toEqual([
      ["445660", "", 15_000, 0],
      ["445201", "", 0, 15_000],
    ]);
  });

  it("reverses every side for a credit note", () => {
    const credit = purchase({
      number: "AV-12",
      isCreditNote: true,
      taxExclusiveCents: 10_000,
      vatCents: 2000,
      taxInclusiveCents: 12_000,
      payableCents: 12_000,
      vat: [{ category: "S", rateBasisPoints: 2000, taxableCents: 10_000, vatCents: 2000 }],
      costs: [{ category: "materials", amountCents: -10_000 }],
    });
    const [entry] = purchaseEntries([credit]);
    expect(rows(entry)).toEqual([
      ["401000", "F552100554", 12_000, 0],
      ["601000", "", 0, 10_000],
      ["445660", "", 0, 2000],
    ]);
    expect(entry?.lines[0]?.label).toBe("Avoir AV-12 Zinc & Ardoises du Nord");
    const refund = {
      ...reverseCharged,
      isCreditNote: true,
      costs: [{ category: "subcontracting" as const, amountCents: -150_000 }],
    };
    expect(rows(purchaseEntries([refund])[0]).slice(2)).toEqual([
      ["445660", "", 0, 30_000],
      ["445201", "", 30_000, 0],
    ]);
  });

  it("deducts the invoice's VAT total when its rates round a cent apart, and takes an advance paid back from 4091", () => {
    const rounded = purchase({
      vatCents: 18_401,
      taxInclusiveCents: 115_401,
      payableCents: 85_401,
    });
    expect(rows(purchaseEntries([rounded])[0])).toEqual([
      ["401000", "F552100554", 0, 85_401],
      ["409100", "", 0, 30_000],
      ["601000", "", 97_000, 0],
      ["445660", "", 17_401, 0],
      ["445660", "", 1000, 0],
    ]);
    expect(() => purchaseEntries([purchase({ taxInclusiveCents: 115_401 })])).toThrow(/not its total/);
    expect(() => purchaseEntries([purchase({ currency: "USD" })])).toThrow(/USD/);
    expect(() => purchaseEntries([purchase({ issueDate: "2026-02-30" })])).toThrow(/real/);
  });

  it("balances whatever the rates, the costs' split, the reverse charge, an advance or the side", () => {
    const rate = fc.constantFrom(2000, 1000, 550, 210, 850, 0);
    fc.assert(
      fc.property(
        fc.array(fc.record({ rate, taxable: fc.integer({ min: 1, max: 10_000_000 }), ae: fc.boolean() }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.array(fc.constantFrom("materials", "subcontracting", "other"), { maxLength: 3 }),
        fc.boolean(),
        fc.nat(100),
        fc.integer({ min: -2, max: 2 }),
        (drawn, categories, isCreditNote, advancePercent, vatGap) => {
          const vat = drawn.map((row) => ({
            category: row.ae ? "AE" : row.rate === 0 ? "Z" : "S",
            rateBasisPoints: row.ae ? 0 : row.rate,
            taxableCents: row.taxable,
            vatCents: row.ae ? 0 : Math.round((row.taxable * row.rate) / 10_000),
          }));
          const exclusive = vat.reduce((total, row) => total + row.taxableCents, 0);
          const charges = vat.some((row) => row.vatCents > 0);
          const vatCents = vat.reduce((total, row) => total + row.vatCents, 0) + (charges ? vatGap : 0);
          const inclusive = exclusive + vatCents;
          const sign = isCreditNote ? -1 : 1;
          const shares = categories.map((category, index) => ({
            category,
            amountCents: sign * (index === 0 ? exclusive - (categories.length - 1) : 1),
          }));
          const entries = purchaseEntries([
            purchase({
              isCreditNote,
              taxExclusiveCents: exclusive,
              vatCents,
              taxInclusiveCents: inclusive,
              payableCents: inclusive - Math.floor((inclusive * advancePercent) / 100),
              vat,
              costs: shares,
            }),
          ]);
          for (const entry of entries) expect(balances(entry)).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

const payments: SupplierPaymentRecord[] = [
  {
    supplier: zinc,
    purchaseNumber: "FA-778",
    paidOn: "2026-11-05",
    amountCents: 115_400,
    currency: "EUR",
    method: "virement",
  },
  {
    supplier: crew,
    purchaseNumber: "2026-031",
    paidOn: "2026-11-20",
    amountCents: 5000,
    currency: "EUR",
    method: "especes",
  },
];

describe("the payments sent to suppliers", () => {
  it("debits the supplier's 401 and credits 512 in the bank's journal (530 and CA for cash), after the purchase", () => {
    const entries = [...supplierPaymentEntries(payments), ...purchaseEntries([purchase(), reverseCharged])];
    expect(entries.map((entry) => [entry.journal.number, ...rows(entry).flat()].join(" ")).slice(0, 2)).toEqual([
      "BQ 401000 F552100554 115400 0 512000  0 115400",
      `CA 401000 ${supplierAccount(crew).number} 5000 0 530000  0 5000`,
    ]);
    const records = fecText(entries)
      .split("\r\n")
      .slice(1, -1)
      .map((record) => record.split("\t"));
    expect(new Set(records.map((record) => record.length))).toEqual(new Set([18]));
    // On 5 November the invoice is booked (HA) before the transfer that pays it (BQ).
    expect(records.map((record) => `${record[2]} ${record[0]} ${record[3]}`)).toEqual([
      "1 HA 20261105",
      "1 HA 20261105",
      "1 HA 20261105",
      "1 HA 20261105",
      "2 HA 20261105",
      "2 HA 20261105",
      "2 HA 20261105",
      "2 HA 20261105",
      "3 BQ 20261105",
      "3 BQ 20261105",
      "4 CA 20261120",
      "4 CA 20261120",
    ]);
    const onZinc = records.filter((record) => record[4] === "401000" && record[6] === "F552100554");
    expect(onZinc.map((record) => [record[7], record[11], record[12]])).toEqual([
      ["Zinc & Ardoises du Nord", "0,00", "1154,00"],
      ["Zinc & Ardoises du Nord", "1154,00", "0,00"],
    ]);
  });

  it("keeps a supplier without SIREN on one account whatever the entry, distinct from a namesake", () => {
    const namesake = { ...crew, id: 3 };
    expect(supplierAccount(crew)).toEqual(supplierAccount({ ...crew }));
    expect(supplierAccount(crew).number).not.toBe(supplierAccount(namesake).number);
    expect(supplierAccount({ id: 4, name: "A\tB\nC", siren: null }).label).toBe("A B C");
  });
});

/** Parses a CSV with Python's csv module, not ours: rows of cells. */
function pythonCsv(text: string): string[][] {
  const script =
    "import csv,json,sys; print(json.dumps(list(csv.reader(sys.stdin.read().splitlines(), delimiter=';'))))";
  return JSON.parse(execFileSync("python3", ["-c", script], { input: text.replace(/^\uFEFF/, ""), encoding: "utf8" }));
}

function archived(
  booked: BookedPurchase,
  original: ArchivedPurchase["original"],
  files: ArchivedPurchase["files"] = [],
) {
  return { ...booked, original, files };
}

describe("the purchases in the accountant's spreadsheets and ZIP", () => {
  it("writes one row per purchase, by kind of cost, credit notes negative, and neutralises a formula in a name", () => {
    const hostile = { id: 5, name: '=HYPERLINK("http://evil.example")', siren: null };
    const credit = purchase({
      id: 12,
      supplier: hostile,
      number: "AV-1",
      isCreditNote: true,
      costs: [
        { category: "materials", amountCents: -90_000 },
        { category: "other", amountCents: -7000 },
      ],
    });
    const files = new Map([[10, "achats/Zinc_Ardoises_du_Nord_FA-778.xml"]]);
    const [header, ...body] = pythonCsv(purchasesCsv([purchase(), reverseCharged, credit], files));
    expect(header).toEqual([
      "Date",
      "Fournisseur",
      "SIREN fournisseur",
      "Compte fournisseur",
      "Numéro",
      "Type",
      "HT matériaux",
      "HT sous-traitance",
      "HT autres achats",
      "TVA facturée",
      "Base autoliquidée",
      "TVA autoliquidée",
      "Total HT",
      "Total TTC",
      "Net à payer",
      "Devise",
      "Fichier",
    ]);
    expect(body[0]).toEqual([
      "05/11/2026",
      "Zinc & Ardoises du Nord",
      "552100554",
      "F552100554",
      "FA-778",
      "Facture",
      "970,00",
      "0,00",
      "0,00",
      "184,00",
      "0,00",
      "0,00",
      "970,00",
      "1154,00",
      "1154,00",
      "EUR",
      "achats/Zinc_Ardoises_du_Nord_FA-778.xml",
    ]);
    expect(body[1]?.slice(6, 12)).toEqual(["0,00", "1500,00", "0,00", "0,00", "1500,00", "300,00"]);
    expect(body[2]?.[1]).toBe(`'${hostile.name}`);
    expect(body[2]?.slice(5, 9)).toEqual(["Avoir", "-900,00", "0,00", "-70,00"]);
    const [paymentHeader, ...paid] = pythonCsv(supplierPaymentsCsv(payments));
    expect(paymentHeader).toEqual([
      "Date",
      "Facture",
      "Fournisseur",
      "Compte fournisseur",
      "Mode de paiement",
      "Montant",
    ]);
    expect(paid[1]).toEqual([
      "20/11/2026",
      "2026-031",
      "Échafaudages Léon",
      supplierAccount(crew).number,
      "Espèces",
      "50,00",
    ]);
  });

  it("holds each purchase's file exactly as received, named by supplier and number, its attachments beside it, and one in another currency outside the FEC", () => {
    const xml = new TextEncoder().encode('<?xml version="1.0"?><rsm:CrossIndustryInvoice/>\n');
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0, 255]);
    const note = new Uint8Array([37, 80, 68, 70, 0, 1, 2]);
    const purchases = [
      archived(purchase(), { bytes: xml, name: "flow-1.xml", type: "application/xml" }, [
        { filename: "../../bon de livraison.pdf", mime: "application/pdf", bytes: note },
        { filename: "bon de livraison.pdf", mime: "application/pdf", bytes: note },
      ]),
      archived(reverseCharged, { bytes: photo, name: "IMG_2041", type: "image/jpeg" }),
      archived(
        purchase({ id: 14, supplier: { id: 9, name: "Tag Ålborg", siren: null }, number: "TOSL108", currency: "DKK" }),
        {
          bytes: xml,
          name: "ubl.xml",
          type: "application/xml",
        },
      ),
      archived(purchase({ id: 13, number: "FA/778", issueDate: "2026-11-06" }), {
        bytes: xml,
        name: "x.xml",
        type: "application/xml",
      }),
    ];
    const file = path.join(mkdtempSync(path.join(tmpdir(), "purchases-archive-")), "archive.zip");
    writeFileSync(
      file,
      accountantArchive({
        period: { from: "2026-11-01", to: "2026-11-30" },
        company: { siren: "123456789", name: "Toitures Exemple" },
        invoices: [],
        payments: [],
        pdfs: new Map(),
        purchases,
        supplierPayments: [...payments, { ...payments[0]!, purchaseNumber: "TOSL108", currency: "DKK" }],
        generatedAt: new Date(2026, 11, 1, 8, 0),
      }),
    );
    const unzip = (...args: string[]) => execFileSync("unzip", [...args, file]);
    expect(unzip("-t").toString()).toMatch(/No errors detected in compressed data/);
    expect(unzip("-Z1").toString().trim().split("\n").sort()).toEqual([
      "123456789FEC20261130.txt",
      "LISEZMOI.txt",
      "achats.csv",
      "achats/Echafaudages_Leon_2026-031.jpg",
      "achats/Tag_Alborg_TOSL108.xml",
      "achats/Zinc_Ardoises_du_Nord_FA-778.xml",
      "achats/Zinc_Ardoises_du_Nord_FA-778/bon_de_livraison-2.pdf",
      "achats/Zinc_Ardoises_du_Nord_FA-778/bon_de_livraison.pdf",
      "achats/Zinc_Ardoises_du_Nord_FA_778.xml",
      "factures.csv",
      "paiements-fournisseurs.csv",
      "paiements.csv",
    ]);
    const extracted = (name: string) => execFileSync("unzip", ["-p", file, name]);
    expect(extracted("achats/Echafaudages_Leon_2026-031.jpg").equals(Buffer.from(photo))).toBe(true);
    expect(extracted("achats/Zinc_Ardoises_du_Nord_FA-778.xml").equals(Buffer.from(xml))).toBe(true);
    expect(extracted("achats/Zinc_Ardoises_du_Nord_FA-778/bon_de_livraison.pdf").equals(Buffer.from(note))).toBe(true);
    const csv = extracted("achats.csv").toString("utf8");
    expect(csv).toContain("achats/Zinc_Ardoises_du_Nord_FA-778.xml");
    const fec = extracted("123456789FEC20261130.txt").toString("utf8");
    expect(fec.split("\r\n").filter((record) => record.startsWith("HA\t"))).toHaveLength(12);
    const readme = extracted("LISEZMOI.txt").toString("utf8");
    expect(readme).toContain("des achats (HA)");
    expect(readme).toContain("445201");
    expect(readme).toContain("4 facture(s) ou avoir(s) fournisseur, 3 paiement(s) envoyé(s).");
    expect(readme).toContain("05/11/2026  paiement Zinc & Ardoises du Nord  TOSL108  1154,00 DKK");
    // The Danish invoice needs the day's rate: in the spreadsheet and the folder, listed, not booked.
    expect(readme).toContain("05/11/2026  Tag Ålborg  TOSL108  1154,00 DKK");
    expect(fec).not.toContain("TOSL108");
    expect(csv).toContain("TOSL108");
  });

  it("refuses a purchase or a supplier payment outside the period", () => {
    const base = {
      period: { from: "2026-12-01", to: "2026-12-31" },
      company: { siren: "123456789", name: "Toitures Exemple" },
      invoices: [],
      payments: [],
      pdfs: new Map(),
    };
    const original = { bytes: new Uint8Array([1]), name: "a.xml", type: "application/xml" };
    expect(() =>
      accountantArchive({ ...base, purchases: [archived(purchase(), original)], supplierPayments: [] }),
    ).toThrow(/outside.*FA-778/);
    expect(() => accountantArchive({ ...base, purchases: [], supplierPayments: payments })).toThrow(
      /outside.*supplier payment 2026-11-05/,
    );
  });
});
