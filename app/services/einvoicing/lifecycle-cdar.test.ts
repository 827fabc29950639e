import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceCompany } from "#app/services/billing/documents/billing-settings.server.ts";
import type { InvoiceDocument, InvoiceLine } from "#app/services/billing/documents/invoice-document.ts";
import { quoteTotals, type VatRate } from "#app/services/billing/documents/quote-totals.ts";
import { exampleBilling } from "#tests/support/billing.ts";
import { completeCompany } from "#tests/support/quotes.ts";
import {
  type CollectedPayment,
  collectedStatusCorrection,
  collectedStatusMessage,
  shouldReportCollection,
  splitByRate,
} from "./lifecycle-cdar.ts";
import { lifecycleStatuses, lifecycleStatusLabel } from "./lifecycle-statuses.ts";

/**
 * The collected status (212) as the French reform's validator nobody here wrote judges it
 * (../shared/validators/README.md: the CDAR D22B schema, then the FNFE-MPE's BR-FR-CDV rules). Each run costs a
 * Java start, so the files are written first and checked two at a time (the machine's cores), once.
 */
const validator = path.resolve("../shared/validators/france-ctc/check-br-fr");
const noValidator = !existsSync(validator);
const skipReason = "skipped when ../shared/validators is missing";

const hostileClient = `Toitures "Les <Ardoises> & Fils"`;
const lines: InvoiceLine[] = [
  {
    designation: "Réfection de la couverture",
    quantityMilli: 85_500,
    unit: "m²",
    unitPriceCents: 6_790,
    vatRate: 1000,
  },
  { designation: "Fenêtre de toit", quantityMilli: 2_000, unit: "u", unitPriceCents: 48_333, vatRate: 2000 },
  { designation: "Zinguerie", quantityMilli: 12_250, unit: "ml", unitPriceCents: 4_411, vatRate: 1000 },
];
const totals = quoteTotals(lines);

function invoice(changes: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    kind: "facture",
    number: "F-2026-0042",
    date: "2026-11-23",
    serviceDate: "2026-11-20",
    dueDate: "2026-12-23",
    company: invoiceCompany(completeCompany(), exampleBilling),
    client: {
      name: hostileClient,
      address: { street: "3 rue des Couvreurs", postalCode: "62300", city: "Lens", country: "FR" },
      email: "compta@ardoises.example",
      siren: "732829320",
      vatNumber: "FR44732829320",
    },
    siteAddress: "",
    title: "Réfection de la toiture",
    quote: null,
    credited: null,
    lines,
    totals,
    deposits: [],
    amountDueCents: totals.inclCents,
    paymentTerms: "À réception",
    paymentReference: "F-2026-0042",
    operationCategory: "prestations",
    reducedRateCertifiedBy: null,
    ...changes,
  };
}

const partial: CollectedPayment = { id: 17, paidOn: "2026-11-25", amountCents: 250_001 };
const rest: CollectedPayment = { id: 18, paidOn: "2026-12-02", amountCents: totals.inclCents - partial.amountCents };
const cancellationOfRest: CollectedPayment = { id: 19, paidOn: "2026-12-03", amountCents: -rest.amountCents };
const sentAt = new Date("2026-11-25T09:30:05Z");

const dir = mkdtempSync(path.join(tmpdir(), "lifecycle-cdar-"));
const files = {
  partial: path.join(dir, "partial.xml"),
  full: path.join(dir, "full.xml"),
  correction: path.join(dir, "correction.xml"),
  withoutAmounts: path.join(dir, "without-amounts.xml"),
};
const verdicts = new Map<string, { status: number; output: string }>();

function check(file: string): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    execFile(validator, ["--cdar", file], { encoding: "utf8" }, (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === "number" ? error.code : 2) : 0, output: `${stdout}${stderr}` });
    });
  });
}

/** An XPath read by libxml2's xmllint, not by our code, namespaces matched by local name. */
function xpath(file: string, expression: string): string {
  const local = expression.replace(/(rsm|ram|udt|qdt):(\w+)/g, (_m, _p, name: string) => `*[local-name()="${name}"]`);
  return execFileSync("xmllint", ["--xpath", local, file], { encoding: "utf8" }).trim();
}

/** The MEN parts as the file states them: rate → amount in cents. */
function collectedParts(file: string): Map<string, number> {
  const parts = new Map<string, number>();
  const count = Number(xpath(file, "count(//ram:SpecifiedDocumentCharacteristic[ram:TypeCode = 'MEN'])"));
  for (let index = 1; index <= count; index++) {
    const block = `(//ram:SpecifiedDocumentCharacteristic[ram:TypeCode = 'MEN'])[${index}]`;
    const amount = xpath(file, `string(${block}/ram:ValueAmount)`);
    parts.set(xpath(file, `string(${block}/ram:ValuePercent)`), Math.round(Number(amount) * 100));
  }
  return parts;
}

const sum = (parts: Map<string, number>) => [...parts.values()].reduce((total, cents) => total + cents, 0);

beforeAll(async () => {
  writeFileSync(files.partial, collectedStatusMessage(invoice(), partial, sentAt));
  writeFileSync(files.full, collectedStatusMessage(invoice(), rest, sentAt));
  writeFileSync(files.correction, collectedStatusCorrection(invoice(), rest, cancellationOfRest, sentAt));
  writeFileSync(
    files.withoutAmounts,
    collectedStatusMessage(invoice(), partial, sentAt).replace(/<ram:SpecifiedDocumentCharacteristic>.*\n/g, ""),
  );
  if (noValidator) return;

  const names = Object.keys(files) as (keyof typeof files)[];
  for (let index = 0; index < names.length; index += 2) {
    const pair = names.slice(index, index + 2);
    const results = await Promise.all(pair.map((name) => check(files[name])));
    for (const [position, name] of pair.entries()) {
      verdicts.set(name, results[position] as { status: number; output: string });
    }
  }
}, 240_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the collected status (212) of an invoice at 10 % and 20 %", () => {
  it.skipIf(noValidator).each(["partial", "full", "correction"] as const)(
    `the %s message passes the CDAR schema and BR-FR-CDV (${skipReason})`,
    (name) => {
      const verdict = verdicts.get(name);
      expect(verdict?.output).toContain("valid: BR-FR-CDV rules (0 fatal)");
      expect(verdict?.status, verdict?.output).toBe(0);
    },
  );

  it.skipIf(noValidator)(`the validator refuses a 212 without its amounts per rate (${skipReason})`, () => {
    const verdict = verdicts.get("withoutAmounts");
    expect(verdict?.status).toBe(1);
    expect(verdict?.output).toContain("BR-FR-CDV-14");
  });

  it("states each payment per rate, VAT included, the parts summing exactly to the payment", () => {
    const byRateIncl = new Map(totals.byRate.map((rate) => [rate.vatRate, rate.baseCents + rate.vatCents]));
    for (const [file, payment] of [
      [files.partial, partial],
      [files.full, rest],
    ] as const) {
      const parts = collectedParts(file);
      expect([...parts.keys()].sort()).toEqual(["10.00", "20.00"]);
      expect(sum(parts)).toBe(payment.amountCents);
      for (const [rate, cents] of parts) {
        const exact =
          (payment.amountCents * (byRateIncl.get(Math.round(Number(rate) * 100) as VatRate) ?? 0)) / totals.inclCents;
        expect(Math.abs(cents - exact)).toBeLessThan(1);
      }
    }
    const both = [collectedParts(files.partial), collectedParts(files.full)];
    expect(sum(both[0] as Map<string, number>) + sum(both[1] as Map<string, number>)).toBe(totals.inclCents);
  });

  it("takes a cancelled payment back by the same parts negated, dated on the cancellation, with its reason", () => {
    const original = collectedParts(files.full);
    const correction = collectedParts(files.correction);
    expect([...correction]).toEqual([...original].map(([rate, cents]) => [rate, -cents]));
    expect(xpath(files.correction, "string(//ram:ReferenceReferencedDocument/ram:ProcessConditionCode)")).toBe("212");
    expect(
      xpath(files.correction, "string(//ram:SpecifiedDocumentStatus/ram:ReferenceDateTime/udt:DateTimeString)"),
    ).toBe("20261203");
    expect(xpath(files.correction, "string(//ram:SpecifiedDocumentStatus/ram:IncludedNote/ram:Content)")).toBe(
      "Annulation de l’encaissement du 02/12/2026 (message F-2026-0042-212-18) : paiement enregistré à tort ou non abouti.",
    );
    expect(xpath(files.correction, "string(//rsm:ExchangedDocument/ram:ID)")).toBe("F-2026-0042-212-19");
  });

  it("names the invoice, its date, the seller and the buyer by their SIREN, the message and its time", () => {
    const read = (expression: string) => xpath(files.partial, `string(${expression})`);
    expect(read("//rsm:ExchangedDocument/ram:ID")).toBe("F-2026-0042-212-17");
    expect(read("//rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString")).toBe("20261125103005");
    expect(read("//ram:ReferenceReferencedDocument/ram:IssuerAssignedID")).toBe("F-2026-0042");
    expect(read("//ram:ReferenceReferencedDocument/ram:TypeCode")).toBe("380");
    expect(read("//ram:ReferenceReferencedDocument/ram:FormattedIssueDateTime/qdt:DateTimeString")).toBe("20261123");
    expect(read("//ram:ReferenceReferencedDocument/ram:ProcessCondition")).toBe("Encaissée");
    expect(read("//ram:SpecifiedDocumentStatus/ram:ReferenceDateTime/udt:DateTimeString")).toBe("20261125");
    expect(read("//ram:ReferenceReferencedDocument/ram:IssuerTradeParty/ram:GlobalID[@schemeID = '0002']")).toBe(
      "987654324",
    );
    expect(read("//ram:ReferenceReferencedDocument/ram:IssuerTradeParty/ram:RoleCode")).toBe("SE");
    expect(read("//rsm:ExchangedDocument/ram:SenderTradeParty/ram:RoleCode")).toBe("SE");
    expect(read("count(//rsm:ExchangedDocument/ram:SenderTradeParty/ram:GlobalID)")).toBe("0");
    expect(read("//rsm:ExchangedDocument/ram:RecipientTradeParty/ram:GlobalID[@schemeID = '0002']")).toBe("732829320");
    expect(
      read(
        "//rsm:ExchangedDocument/ram:RecipientTradeParty/ram:URIUniversalCommunication/ram:URIID[@schemeID = '0225']",
      ),
    ).toBe("732829320");
  });

  it("escapes the client's name: the XML reads back the very text typed", () => {
    expect(xpath(files.partial, "string(//rsm:ExchangedDocument/ram:RecipientTradeParty/ram:Name)")).toBe(
      hostileClient,
    );
  });

  it("refuses what is not a payment to report: a refund, a cancellation of another amount, a consumer's invoice", () => {
    expect(() => collectedStatusMessage(invoice(), { ...partial, amountCents: -100 }, sentAt)).toThrow();
    expect(() =>
      collectedStatusCorrection(invoice(), rest, { ...cancellationOfRest, amountCents: -1 }, sentAt),
    ).toThrow();
    const consumer = invoice({ client: { ...invoice().client, siren: null, vatNumber: null } });
    expect(() => collectedStatusMessage(consumer, partial, sentAt)).toThrow(/pas d’encaissement à déclarer/);
  });
});

describe("splitting a payment by VAT rate", () => {
  it("sums exactly to every amount from 1 cent to the whole invoice, each part within a cent of its share", () => {
    for (let cents = 1; cents <= totals.inclCents; cents += 997) {
      for (const amount of [cents, -cents]) {
        const parts = splitByRate(amount, { totals });
        expect(parts.reduce((total, part) => total + part.cents, 0)).toBe(amount);
        for (const part of parts) {
          const rate = totals.byRate.find((entry) => entry.vatRate === part.vatRate);
          const exact = (amount * ((rate?.baseCents ?? 0) + (rate?.vatCents ?? 0))) / totals.inclCents;
          expect(Math.abs(part.cents - exact)).toBeLessThan(1);
        }
      }
    }
  });

  it("gives the last cent to the larger remainder, and a single-rate invoice all of it", () => {
    const even = quoteTotals([
      { quantityMilli: 1000, unitPriceCents: 10_000, vatRate: 2000 },
      { quantityMilli: 1000, unitPriceCents: 10_000, vatRate: 2000 },
      { quantityMilli: 1000, unitPriceCents: 12_000, vatRate: 1000 },
    ]);
    // 240,00 € at 20 % and 132,00 € at 10 %: 1 cent splits 0.645 / 0.355.
    expect(splitByRate(1, { totals: even })).toEqual([{ vatRate: 2000, cents: 1 }]);
    const single = quoteTotals([{ quantityMilli: 3000, unitPriceCents: 3_333, vatRate: 550 }]);
    expect(splitByRate(4_567, { totals: single })).toEqual([{ vatRate: 550, cents: 4_567 }]);
  });
});

describe("which invoices report their payments as status 212", () => {
  const business = invoice();
  it("a French company's invoice for works, without the option for debits", () => {
    expect(shouldReportCollection(business)).toBe(true);
    expect(shouldReportCollection({ ...business, operationCategory: "mixte" })).toBe(true);
    expect(shouldReportCollection({ ...business, kind: "acompte" })).toBe(true);
  });
  it("not for reverse-charged works: the VAT is the contractor's to pay, none of it collected by the company", () => {
    expect(shouldReportCollection({ ...business, reverseCharge: true })).toBe(false);
    expect(shouldReportCollection({ ...business, kind: "acompte", reverseCharge: true })).toBe(false);
  });
  it("not when the invoice stated the option for debits, nor for a credit note", () => {
    expect(shouldReportCollection({ ...business, company: { ...business.company, vatOnDebits: true } })).toBe(false);
    expect(shouldReportCollection({ ...business, kind: "avoir" })).toBe(false);
  });
  it("not for a consumer nor a company abroad: their sales are e-reported", () => {
    expect(shouldReportCollection({ ...business, client: { ...business.client, siren: null, vatNumber: null } })).toBe(
      false,
    );
    expect(
      shouldReportCollection({ ...business, client: { ...business.client, siren: null, vatNumber: "DE123456789" } }),
    ).toBe(false);
  });
  it("for goods, only a deposit invoice, whatever the option", () => {
    const goods = { ...business, operationCategory: "biens" as const };
    expect(shouldReportCollection(goods)).toBe(false);
    expect(
      shouldReportCollection({ ...goods, kind: "acompte", company: { ...goods.company, vatOnDebits: true } }),
    ).toBe(true);
  });
});

describe("the lifecycle statuses' table", () => {
  it("holds the fourteen statuses of the specifications, the four mandatory ones marked", () => {
    expect(lifecycleStatuses.map((status) => status.code)).toEqual(
      Array.from({ length: 14 }, (_, index) => String(200 + index)),
    );
    expect(lifecycleStatuses.filter((status) => status.mandatory).map((status) => status.code)).toEqual([
      "200",
      "210",
      "212",
      "213",
    ]);
    expect(lifecycleStatusLabel("212")).toBe("Encaissée");
    expect(lifecycleStatusLabel("999")).toBeNull();
  });
});
