import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InvoiceDocument, InvoiceKind, InvoiceLine } from "#app/services/billing/documents/invoice-document.ts";
import { QUOTE_LIMITS, quoteTotals, type VatRate, vatRates } from "#app/services/billing/documents/quote-totals.ts";
import { accountantArchive, zipArchive } from "./accountant-archive.server.ts";
import { invoicesCsv, paymentsCsv } from "./accounting-csv.server.ts";
import {
  FEC_COLUMNS,
  fecEntries,
  fecFileName,
  fecText,
  type Payment,
  paymentEntries,
} from "./accounting-export.server.ts";

const company: InvoiceDocument["company"] = {
  name: "Toitures Exemple",
  legalForm: "SARL",
  capital: "10 000 €",
  siret: "12345678900011",
  rcs: "RCS Arras 123 456 789",
  vatNumber: "FR12123456789",
  address: { street: "1 rue de la Gare", postalCode: "62750", city: "Loos-en-Gohelle", country: "FR" },
  phone: "03 21 00 00 00",
  email: "contact@example.fr",
  iban: "FR7630006000011234567890189",
  bic: "AGRIFRPP",
  insurance: { insurer: "Assureur", policyNumber: "123", coverage: "France" },
  vatOnDebits: false,
};

const line = (quantityMilli: number, unitPriceCents: number, vatRate: VatRate): InvoiceLine => ({
  designation: "Travaux",
  quantityMilli,
  unit: "u",
  unitPriceCents,
  vatRate,
});

function invoice(
  kind: InvoiceKind,
  number: string,
  date: string,
  lines: InvoiceLine[],
  extra: Partial<InvoiceDocument> = {},
): InvoiceDocument {
  const totals = quoteTotals(lines, extra.reverseCharge ?? false);
  const deposits = extra.deposits ?? [];
  return {
    kind,
    number,
    date,
    serviceDate: date,
    dueDate: date,
    company,
    client: {
      name: "Jean Dupont",
      address: { street: "2 rue Haute", postalCode: "62300", city: "Lens", country: "FR" },
      email: "jean@example.fr",
      siren: null,
      vatNumber: null,
    },
    siteAddress: "",
    title: "Réfection de toiture",
    quote: { number: "D-2026-0001", date: "2026-03-01" },
    credited: null,
    lines,
    totals,
    deposits,
    amountDueCents: totals.inclCents - deposits.reduce((sum, deposit) => sum + deposit.inclCents, 0),
    paymentTerms: "À réception",
    paymentReference: number,
    operationCategory: "prestations",
    reducedRateCertifiedBy: null,
    ...extra,
  };
}

/** The example: the quote, its 30 % deposit, the final invoice deducting it, and a 100 € HT credit note. */
function example() {
  const quoteLines = [line(2000, 4500, 1000), line(12_000, 6500, 1000), line(1000, 15_000, 2000)];
  const deposit = invoice("acompte", "F-2026-0001", "2026-03-05", [line(1000, 26_100, 1000), line(1000, 4500, 2000)]);
  const final = invoice("solde", "F-2026-0002", "2026-04-10", quoteLines, {
    deposits: [{ number: deposit.number, date: deposit.date, ...deposit.totals }],
  });
  const creditNote = invoice("avoir", "AV-2026-0001", "2026-04-20", [line(1000, 10_000, 2000)], {
    credited: { number: final.number, date: final.date },
    quote: null,
  });
  return { deposit, final, creditNote };
}

interface FecRecord {
  [column: string]: string;
}

/** Reads the file back as the accountant's software would: CRLF records, tab-separated zones, a header line. */
function readFec(text: string): { header: string[]; records: FecRecord[]; widths: number[] } {
  expect(text.endsWith("\r\n")).toBe(true);
  const [headerLine = "", ...lines] = text.slice(0, -2).split("\r\n");
  const header = headerLine.split("\t");
  const rows = lines.map((record) => record.split("\t"));
  return {
    header,
    widths: [header.length, ...rows.map((row) => row.length)],
    records: rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ""]))),
  };
}

/** "1137,00" → 113700, refusing any other shape. */
function cents(amount: string | undefined): number {
  const match = /^(\d+),(\d{2})$/.exec(amount ?? "");
  if (!match) throw new Error(`not an FEC amount: ${amount}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

/** Debit minus credit of the records matching the filter. */
function balance(records: FecRecord[], keep: (record: FecRecord) => boolean): number {
  return records.filter(keep).reduce((sum, record) => sum + cents(record.Debit) - cents(record.Credit), 0);
}

const onAccount = (account: string) => (record: FecRecord) => record.CompteNum === account;

function pieces(records: FecRecord[]): Map<string, FecRecord[]> {
  const grouped = new Map<string, FecRecord[]>();
  for (const record of records)
    grouped.set(record.EcritureNum ?? "", [...(grouped.get(record.EcritureNum ?? "") ?? []), record]);
  return grouped;
}

describe("FEC entries of the sales journal", () => {
  it("books the issue's deposit, final invoice and credit note: each balances, 411 ends at 1 137,00 € minus the credit note", () => {
    const { deposit, final, creditNote } = example();
    expect([deposit.totals.exclCents, deposit.totals.vatCents, deposit.totals.inclCents]).toEqual([
      30_600, 3510, 34_110,
    ]);
    expect(final.totals.inclCents).toBe(113_700);
    expect(final.amountDueCents).toBe(79_590);
    expect(creditNote.totals.inclCents).toBe(12_000);

    const { header, records, widths } = readFec(fecText(fecEntries([deposit, final, creditNote])));
    expect(header).toEqual([...FEC_COLUMNS]);
    expect(new Set(widths)).toEqual(new Set([18]));

    const grouped = pieces(records);
    expect([...grouped.keys()]).toEqual(["1", "2", "3"]);
    for (const piece of grouped.values()) expect(balance(piece, () => true)).toBe(0);

    expect(balance(records, onAccount("411000"))).toBe(113_700 - 12_000);
    expect(balance(records, onAccount("419100"))).toBe(0);
    expect(balance(records, onAccount("706200"))).toBe(-87_000);
    expect(balance(records, onAccount("706100"))).toBe(-15_000 + 10_000);
    expect(balance(records, onAccount("445712"))).toBe(-8700);
    expect(balance(records, onAccount("445711"))).toBe(-3000 + 2000);

    const lines = (piece: string) =>
      (grouped.get(piece) ?? []).map((record) => [record.CompteNum, record.Debit, record.Credit]);
    expect(lines("1")).toEqual([
      ["411000", "341,10", "0,00"],
      ["419100", "0,00", "45,00"],
      ["445711", "0,00", "9,00"],
      ["419100", "0,00", "261,00"],
      ["445712", "0,00", "26,10"],
    ]);
    expect(lines("2")).toEqual([
      ["411000", "795,90", "0,00"],
      ["706100", "0,00", "150,00"],
      ["445711", "0,00", "30,00"],
      ["706200", "0,00", "870,00"],
      ["445712", "0,00", "87,00"],
      ["419100", "45,00", "0,00"],
      ["445711", "9,00", "0,00"],
      ["419100", "261,00", "0,00"],
      ["445712", "26,10", "0,00"],
    ]);
    expect(lines("3")).toEqual([
      ["411000", "0,00", "120,00"],
      ["706100", "100,00", "0,00"],
      ["445711", "20,00", "0,00"],
    ]);

    const first = records[0] ?? {};
    expect([first.JournalCode, first.EcritureDate, first.PieceRef, first.PieceDate, first.ValidDate]).toEqual([
      "VT",
      "20260305",
      "F-2026-0001",
      "20260305",
      "20260305",
    ]);
    const clientAccounts = new Set(records.filter(onAccount("411000")).map((record) => record.CompAuxNum));
    expect(clientAccounts.size).toBe(1);
    expect([...clientAccounts][0]).toMatch(/^CJEANDUPONT[0-9A-F]{4}$/);
    for (const record of records) {
      for (const date of [record.EcritureDate, record.PieceDate, record.ValidDate]) expect(date).toMatch(/^\d{8}$/);
      expect([record.EcritureLet, record.DateLet, record.Montantdevise, record.Idevise]).toEqual(["", "", "", ""]);
    }
  });

  it("balances every kind, and leaves 4191 at zero and each rate's sales and VAT as the final invoice says, whatever the rounding", () => {
    const pricedLine = fc.record({
      quantityMilli: fc.integer({ min: 1, max: QUOTE_LIMITS.maxQuantityMilli }),
      unitPriceCents: fc.integer({ min: 1, max: QUOTE_LIMITS.maxUnitPriceCents }),
      vatRate: fc.constantFrom(...vatRates),
    });
    fc.assert(
      fc.property(
        fc.array(pricedLine, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 99 }),
        fc.nat(5),
        (priced, percent, creditedIndex) => {
          const quoteLines = priced.map((item) => line(item.quantityMilli, item.unitPriceCents, item.vatRate));
          const depositLines = quoteTotals(quoteLines).byRate.map((rate) =>
            line(1000, Math.round((rate.baseCents * percent) / 100), rate.vatRate),
          );
          const deposit = invoice("acompte", "F-1", "2026-01-02", depositLines);
          const final = invoice("solde", "F-2", "2026-01-03", quoteLines, {
            deposits: [{ number: deposit.number, date: deposit.date, ...deposit.totals }],
          });
          const standalone = invoice("facture", "F-3", "2026-01-04", quoteLines.slice(0, 1));
          const creditNote = invoice("avoir", "AV-1", "2026-01-05", [quoteLines[creditedIndex % quoteLines.length]!], {
            credited: { number: standalone.number, date: standalone.date },
          });
          const depositRefund = invoice("avoir", "AV-2", "2026-01-06", depositLines.slice(0, 1), {
            credited: { number: deposit.number, date: deposit.date },
          });

          const all = readFec(fecText(fecEntries([deposit, final, standalone, creditNote, depositRefund])));
          for (const piece of pieces(all.records).values()) expect(balance(piece, () => true)).toBe(0);

          const chain = readFec(fecText(fecEntries([deposit, final]))).records;
          expect(balance(chain, onAccount("411000"))).toBe(final.totals.inclCents);
          expect(balance(chain, onAccount("419100"))).toBe(0);
          for (const rate of final.totals.byRate) {
            const digit = vatRates.indexOf(rate.vatRate) + 1;
            expect(balance(chain, onAccount(`706${digit}00`)) + rate.baseCents).toBe(0);
            expect(balance(chain, onAccount(`44571${digit}`)) + rate.vatCents).toBe(0);
          }
          const refund = readFec(fecText(fecEntries([depositRefund], { earlierInvoices: [deposit] }))).records;
          expect(refund.filter((record) => record.CompteNum?.startsWith("706"))).toEqual([]);
          expect(balance(refund, onAccount("419100"))).toBe(depositRefund.totals.exclCents);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("asks for a deducted deposit or a credited invoice issued before the period instead of guessing its rates", () => {
    const { deposit, final, creditNote } = example();
    expect(() => fecEntries([final])).toThrow(/F-2026-0001.*earlierInvoices/);
    expect(() => fecEntries([creditNote])).toThrow(/F-2026-0002.*earlierInvoices/);
    expect(fecEntries([final, creditNote], { earlierInvoices: [deposit] })).toHaveLength(2);
    const tampered = { ...final, deposits: [{ ...final.deposits[0]!, vatCents: 3500, inclCents: 34_100 }] };
    expect(() => fecEntries([deposit, { ...tampered, amountDueCents: 79_600 }])).toThrow(/differ/);
    expect(() => fecEntries([deposit, { ...final, amountDueCents: 79_500 }])).toThrow(/amount due/);
  });

  it("keeps 18 zones on every line when a client's name holds tabs or line breaks, and names the file after A47 A-1 IX", () => {
    const hostile = invoice("facture", "F-2026-0009", "2026-05-01", [line(1000, 10_000, 2000)], {
      client: { ...example().final.client, name: "Evil\tCorp\r\nSARL|x" },
    });
    const { records, widths } = readFec(fecText(fecEntries([hostile])));
    expect(new Set(widths)).toEqual(new Set([18]));
    expect(records[0]?.CompAuxLib).toBe("Evil Corp SARL|x");
    expect(fecFileName("123456789", "2026-12-31")).toBe("123456789FEC20261231.txt");
    expect(() => fecFileName("../12345", "2026-12-31")).toThrow();
    expect(() => fecFileName("123456789", "2026-02-30")).toThrow();
  });
});

const payments: Payment[] = [
  {
    invoiceNumber: "F-2026-0002",
    clientName: "Jean Dupont",
    date: "2026-04-10",
    amountCents: 79_590,
    method: "virement",
  },
  {
    invoiceNumber: "F-2026-0001",
    clientName: "Jean Dupont",
    date: "2026-03-06",
    amountCents: 34_110,
    method: "especes",
  },
];

describe("payment entries", () => {
  it("debits the bank (or the cash box) and credits the same client account as the invoices, numbered in date order", () => {
    const { deposit, final } = example();
    const nothing: Payment = { ...payments[0]!, date: "2026-03-07", amountCents: 0 };
    const { records } = readFec(fecText([...paymentEntries([...payments, nothing]), ...fecEntries([deposit, final])]));
    const order = [...pieces(records)].map(([number, piece]) => [
      number,
      piece[0]?.JournalCode,
      piece[0]?.EcritureDate,
    ]);
    expect(order).toEqual([
      ["1", "VT", "20260305"],
      ["2", "CA", "20260306"],
      ["3", "VT", "20260410"],
      ["4", "BQ", "20260410"],
    ]);
    expect(records.filter((record) => record.JournalCode === "CA").map((record) => record.CompteNum)).toEqual([
      "530000",
      "411000",
    ]);
    expect(records.filter((record) => record.JournalCode === "BQ").map((record) => record.CompteNum)).toEqual([
      "512000",
      "411000",
    ]);
    expect(new Set(records.filter(onAccount("411000")).map((record) => record.CompAuxNum)).size).toBe(1);
    expect(balance(records, onAccount("411000"))).toBe(0);
    expect(balance(records, onAccount("512000")) + balance(records, onAccount("530000"))).toBe(113_700);
  });
});

/** Parses a CSV with Python's csv module, not ours: rows of cells. */
function pythonCsv(text: string): string[][] {
  const script =
    "import csv,json,sys; print(json.dumps(list(csv.reader(sys.stdin.read().splitlines(), delimiter=';'))))";
  return JSON.parse(execFileSync("python3", ["-c", script], { input: text.replace(/^\uFEFF/, ""), encoding: "utf8" }));
}

describe("spreadsheets", () => {
  it("writes one row per invoice with its amounts by rate, credit notes negative, and neutralises a formula in a name", () => {
    const { deposit, final, creditNote } = example();
    const formula = '=HYPERLINK("http://evil.example","Cliquez")';
    const hostile = { ...creditNote, client: { ...creditNote.client, name: formula, siren: "+33612345678" } };
    const subcontract = invoice("facture", "F-2026-0003", "2026-04-25", [line(1000, 80_000, 2000)], {
      reverseCharge: true,
      quote: null,
    });
    const csv = invoicesCsv([deposit, final, hostile, subcontract]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header = [], ...rows] = pythonCsv(csv);
    expect(header).toEqual([
      "Numéro",
      "Type",
      "Date",
      "Échéance",
      "Client",
      "SIREN client",
      "Devis",
      "Facture créditée",
      "HT 20\u00a0%",
      "TVA 20\u00a0%",
      "HT 10\u00a0%",
      "TVA 10\u00a0%",
      "HT 5,5\u00a0%",
      "TVA 5,5\u00a0%",
      "HT autoliquidation (sous-traitance)",
      "Total HT",
      "Total TVA",
      "Total TTC",
      "Acomptes déduits TTC",
      "Net à payer",
      "Retenue de garantie",
    ]);
    expect(rows.map((row) => row.length)).toEqual([21, 21, 21, 21]);
    expect(rows[0]?.slice(0, 4)).toEqual(["F-2026-0001", "Facture d’acompte", "05/03/2026", "05/03/2026"]);
    expect(rows[1]?.slice(8)).toEqual([
      "150,00",
      "30,00",
      "870,00",
      "87,00",
      "",
      "",
      "",
      "1020,00",
      "117,00",
      "1137,00",
      "341,10",
      "795,90",
      "0,00",
    ]);
    expect(rows[2]?.[4]).toBe(`'${formula}`);
    expect(rows[2]?.[5]).toBe("'+33612345678");
    expect(rows[2]?.[7]).toBe("F-2026-0002");
    expect(rows[2]?.slice(14)).toEqual(["", "-100,00", "-20,00", "-120,00", "0,00", "-120,00", "0,00"]);
    expect(rows[3]?.slice(8)).toEqual([
      "",
      "",
      "",
      "",
      "",
      "",
      "800,00",
      "800,00",
      "0,00",
      "800,00",
      "0,00",
      "800,00",
      "0,00",
    ]);
  });

  it("writes one row per payment", () => {
    const [header, ...rows] = pythonCsv(paymentsCsv([{ ...payments[0]!, clientName: "@SUM(A1:A9)" }]));
    expect(header).toEqual(["Date", "Facture", "Client", "Mode de paiement", "Montant"]);
    expect(rows).toEqual([["10/04/2026", "F-2026-0002", "'@SUM(A1:A9)", "Virement", "795,90"]]);
  });
});

function written(zip: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "accounting-export-")), "archive.zip");
  writeFileSync(file, zip);
  return file;
}

describe("the accountant's ZIP", () => {
  it("holds the FEC, both spreadsheets, each PDF and LISEZMOI, which Info-ZIP's unzip lists, tests and extracts", () => {
    const { deposit, final, creditNote } = example();
    const hostileNumber = { ...creditNote, number: "../../etc/passwd" };
    const invoices = [deposit, final, hostileNumber];
    const pdfs = new Map(invoices.map((document) => [document.number, Buffer.from(`%PDF-1.7 ${document.number}`)]));
    const file = written(
      accountantArchive({
        period: { from: "2026-01-01", to: "2026-12-31" },
        company: { siren: "123456789", name: "Toitures Exemple" },
        invoices,
        payments,
        pdfs,
        purchases: [],
        supplierPayments: [],
        generatedAt: new Date(2027, 0, 15, 10, 30),
      }),
    );
    const unzip = (...args: string[]) => execFileSync("unzip", [...args, file]);
    const extracted = (name: string) => execFileSync("unzip", ["-p", file, name]).toString("utf8");

    expect(unzip("-t").toString()).toMatch(/No errors detected in compressed data/);
    expect(unzip("-Z1").toString().trim().split("\n").sort()).toEqual([
      "123456789FEC20261231.txt",
      "LISEZMOI.txt",
      "achats.csv",
      "factures.csv",
      "paiements-fournisseurs.csv",
      "paiements.csv",
      "pdf/F-2026-0001.pdf",
      "pdf/F-2026-0002.pdf",
      "pdf/_etc_passwd.pdf",
    ]);
    expect(unzip("-Z", "-T").toString()).toMatch(/20270115\.1030/);
    const methods = unzip("-v")
      .toString()
      .split("\n")
      .map((row) => row.trim().split(/\s+/))
      .filter((cells) => cells.length === 8 && /^\d+$/.test(cells[0] ?? ""))
      .map((cells) => [cells[7], cells[1]]);
    expect(Object.fromEntries(methods)).toMatchObject({
      "123456789FEC20261231.txt": "Defl:N",
      "factures.csv": "Defl:N",
      "pdf/F-2026-0001.pdf": "Stored",
    });
    expect(extracted("123456789FEC20261231.txt")).toBe(fecText([...fecEntries(invoices), ...paymentEntries(payments)]));
    expect(extracted("factures.csv")).toBe(invoicesCsv(invoices));
    expect(extracted("paiements.csv")).toBe(paymentsCsv(payments));
    expect(extracted("pdf/F-2026-0001.pdf")).toBe("%PDF-1.7 F-2026-0001");
    expect(extracted("pdf/_etc_passwd.pdf")).toBe("%PDF-1.7 ../../etc/passwd");
    const readme = extracted("LISEZMOI.txt");
    expect(readme).toContain("A47 A-1");
    expect(readme).toContain("factures.csv");
    expect(readme).toContain("Période du 01/01/2026 au 31/12/2026");
  });

  it("refuses names that leave the folder, a document outside the period and an invoice without its PDF", () => {
    const bytes = new Uint8Array([1]);
    for (const name of ["../x.txt", "/etc/passwd", "a/../../b", "a\\b", "", "a//b", "./a", "C:evil"]) {
      expect(() => zipArchive([{ name, bytes }]), name).toThrow(/unsafe/);
    }
    expect(() =>
      zipArchive([
        { name: "a.txt", bytes },
        { name: "a.txt", bytes },
      ]),
    ).toThrow(/twice/);
    const { deposit } = example();
    const base = {
      period: { from: "2026-04-01", to: "2026-06-30" },
      company: { siren: "123456789", name: "Toitures Exemple" },
      payments: [],
      purchases: [],
      supplierPayments: [],
    };
    expect(() => accountantArchive({ ...base, invoices: [deposit], pdfs: new Map([[deposit.number, bytes]]) })).toThrow(
      /outside.*F-2026-0001/,
    );
    const inPeriod = { ...deposit, date: "2026-04-02" };
    expect(() => accountantArchive({ ...base, invoices: [inPeriod], pdfs: new Map() })).toThrow(/no PDF/);
  });
});
