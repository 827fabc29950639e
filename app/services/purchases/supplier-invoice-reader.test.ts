import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readSupplierInvoiceFile } from "./supplier-invoice-pdf.server.ts";
import { readSupplierInvoiceXml, supplierInvoiceIdentity } from "./supplier-invoice-reader.ts";
import type { SupplierInvoice, SupplierInvoiceReadResult } from "./supplier-invoice-types.ts";

/** The CEN's own examples (../shared/fixtures/supplier-invoices/README.md): files nobody here wrote. */
const fixtures = path.resolve("../shared/fixtures/supplier-invoices");
const noFixtures = !existsSync(fixtures);
const noFixturesReason = "skipped when ../shared/fixtures/supplier-invoices is missing";
const checkCii = path.resolve("../shared/validators/en16931-cii/check-cii");
const checkUbl = path.resolve("../shared/validators/en16931-ubl/check-ubl");

const fixture = (name: string) => readFileSync(path.join(fixtures, name));
const fixtureText = (name: string) => readFileSync(path.join(fixtures, name), "utf8");

function invoiceOf(result: SupplierInvoiceReadResult): SupplierInvoice {
  if (!result.ok) throw new Error(`expected an invoice, got ${result.code}: ${result.reason}`);
  return result.invoice;
}

function failureOf(result: SupplierInvoiceReadResult) {
  if (result.ok) throw new Error(`expected a failure, read invoice ${result.invoice.number}`);
  return result;
}

interface Expected {
  number: string;
  type: string;
  issueDate: string;
  dueDate: string | null;
  currency: string;
  supplier: string;
  supplierVat: string | null;
  buyer: string;
  lines: number;
  /** BT-106, BT-107, BT-108, BT-109, BT-110, BT-112, BT-113, BT-115, in cents. */
  totals: [number, number, number, number, number, number, number, number];
  /** Category, rate in hundredths of a percent, BT-116, BT-117. */
  vat: [string, number | null, number, number][];
  iban: string | null;
  attachments: string[];
}

/** Each file's values as they are written in it, read by hand (the amounts in cents). */
const nokExample: Expected = {
  number: "TOSL108",
  type: "380",
  issueDate: "2013-06-30",
  dueDate: "2013-07-20",
  currency: "NOK",
  supplier: "Salescompany ltd.",
  supplierVat: "NO123456789MVA",
  buyer: "The Buyercompany",
  lines: 5,
  totals: [143650, 10000, 10000, 143650, 36528, 180178, 100000, 80178],
  vat: [
    ["S", 2500, 146050, 36513],
    ["S", 1500, 100, 15],
    ["E", 0, -2500, 0],
  ],
  iban: "NO9386011117947",
  attachments: ["EHF.pdf"],
};
const koksmaat: Expected = {
  number: "12115118",
  type: "380",
  issueDate: "2015-01-09",
  dueDate: "2015-01-09",
  currency: "EUR",
  supplier: "De Koksmaat",
  supplierVat: "NL8200.98.395.B.01",
  buyer: "ODIN 59",
  lines: 20,
  totals: [22960, 0, 0, 22960, 2073, 25033, 0, 25033],
  vat: [
    ["S", 600, 18323, 1099],
    ["S", 2100, 4637, 974],
  ],
  iban: "NL57RABO0107307510",
  attachments: [],
};
const dkk4000 = {
  number: "TOSL110",
  type: "380",
  issueDate: "2013-04-10",
  dueDate: "2013-05-10",
  currency: "DKK",
  supplier: "SellerCompany",
  supplierVat: "DK16356706",
  buyer: "Buyercompany ltd",
  lines: 3,
  totals: [400000, 0, 0, 400000, 67500, 467500, 0, 467500],
  vat: [
    ["S", 2500, 150000, 37500],
    ["S", 1200, 250000, 30000],
  ],
  iban: "DK1212341234123412",
  attachments: [],
} satisfies Expected;
const expected: Record<string, Expected> = {
  "CII_business_example_01.xml": nokExample,
  "CII_example1.xml": koksmaat,
  "CII_example2.xml": nokExample,
  "CII_example3.xml": {
    number: "TOSL108",
    type: "380",
    issueDate: "2013-04-10",
    dueDate: "2013-05-10",
    currency: "DKK",
    supplier: "SubscriptionSeller",
    supplierVat: "DK16356706",
    buyer: "Buyercompany ltd",
    lines: 1,
    totals: [80000, 0, 10000, 90000, 22500, 112500, 0, 112500],
    vat: [["S", 2500, 90000, 22500]],
    iban: "DK1212341234123412",
    attachments: [],
  },
  "CII_example4.xml": dkk4000,
  "CII_example5.xml": {
    ...dkk4000,
    supplierVat: "NL16356706",
    totals: [400000, 15000, 15000, 400000, 67500, 467500, 233750, 233750],
    attachments: ["EHF.pdf"],
  },
  "ubl-tc434-creditnote1.xml": {
    number: "018304 / 28865",
    type: "381",
    issueDate: "2019-09-23",
    dueDate: null,
    currency: "EUR",
    supplier: "My Supplier Company",
    supplierVat: "BE0000000196",
    buyer: "My Customer Company",
    lines: 1,
    totals: [10011, 0, 0, 10011, 0, 10011, 0, 10011],
    vat: [["E", 0, 10011, 0]],
    iban: "BE91000000143476",
    attachments: [],
  },
  "ubl-tc434-example1.xml": koksmaat,
  "ubl-tc434-example2.xml": { ...nokExample, attachments: ["test.pdf"] },
  "ubl-tc434-example3.xml": {
    number: "TOSL108",
    type: "380",
    issueDate: "2013-04-10",
    dueDate: "2013-05-10",
    currency: "DKK",
    supplier: "SubscriptionSeller",
    supplierVat: "DK16356706",
    buyer: "Buyercompany ltd",
    lines: 2,
    totals: [160000, 0, 10000, 170000, 30500, 200500, 0, 200500],
    vat: [
      ["S", 2500, 90000, 22500],
      ["S", 1000, 80000, 8000],
    ],
    iban: "DK1212341234123412",
    attachments: [],
  },
  "ubl-tc434-example4.xml": dkk4000,
  // A direct debit (49): the account it gives is the buyer's (BT-91), not one to pay to.
  "ubl-tc434-example5.xml": {
    ...dkk4000,
    supplierVat: "NL16356706",
    totals: [400000, 15000, 15000, 400000, 67500, 467500, 233750, 233750],
    iban: null,
    attachments: ["EHF.pdf"],
  },
};

describe.skipIf(noFixtures)(`the CEN's example invoices (${noFixturesReason})`, () => {
  it("has an expectation for every file of the folder, so a new example is read too", () => {
    const files = readdirSync(fixtures).filter((name) => name.endsWith(".xml"));
    expect(files.sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))("reads %s as the file writes it", (name, want) => {
    const invoice = invoiceOf(readSupplierInvoiceXml(fixture(name)));
    expect(invoice.syntax).toBe(name.startsWith("CII") ? "CII" : "UBL");
    expect([invoice.number, invoice.documentTypeCode, invoice.issueDate, invoice.dueDate, invoice.currency]).toEqual([
      want.number,
      want.type,
      want.issueDate,
      want.dueDate,
      want.currency,
    ]);
    expect(invoice.isCreditNote).toBe(want.type === "381");
    expect([invoice.supplier.name, invoice.supplier.vatNumber, invoice.buyer.name]).toEqual([
      want.supplier,
      want.supplierVat,
      want.buyer,
    ]);
    expect(invoice.lines).toHaveLength(want.lines);
    const t = invoice.totals;
    expect([
      t.linesCents,
      t.allowancesCents,
      t.chargesCents,
      t.taxExclusiveCents,
      t.vatCents,
      t.taxInclusiveCents,
      t.prepaidCents,
      t.payableCents,
    ]).toEqual(want.totals);
    expect(
      invoice.vatBreakdown.map((row) => [row.category, row.rateBasisPoints, row.taxableCents, row.vatCents]),
    ).toEqual(want.vat);
    expect(invoice.iban).toBe(want.iban);
    expect(invoice.attachments.map((attachment) => attachment.filename)).toEqual(want.attachments);
  });

  it("reads the lines, the parties and the payment of a many-line Dutch invoice", () => {
    const invoice = invoiceOf(readSupplierInvoiceXml(fixture("CII_example1.xml")));
    expect(invoice.lines[0]).toEqual({
      id: "1",
      name: "PATAT FRITES 10MM 10KG",
      quantity: "2",
      quantityMilli: 2000,
      unitCode: "H87",
      netUnitPrice: "9.95",
      netUnitPriceCents: 995,
      priceBaseQuantity: null,
      netAmountCents: 1990,
      vatCategory: "S",
      vatRateBasisPoints: 600,
    });
    expect(invoice.supplier.address).toEqual({
      lines: ["Postbus 7l"],
      postalCode: "1950 AB",
      city: "Velsen-Noord",
      subdivision: null,
      country: "NL",
    });
    expect(invoice.supplier.legalId).toEqual({ value: "57151520", scheme: null });
    // A Dutch registration number is not a SIREN, however many digits it has.
    expect(invoice.supplier.siren).toBeNull();
    expect(invoice.paymentReference).toBe("Deb. 10202 / Fact. 12115118");
  });

  it("reads the Norwegian example's negative line, BIC, allowances, terms and attachment bytes", () => {
    const invoice = invoiceOf(readSupplierInvoiceXml(fixture("CII_business_example_01.xml")));
    const returned = invoice.lines.find((line) => line.quantity === "-1");
    expect(returned).toMatchObject({ id: "2", netAmountCents: -396, netUnitPrice: "3.96" });
    expect(invoice.bic).toBe("DNBANOKK");
    expect(invoice.supplier.email).toBe("antonio@salescompany.no");
    expect(invoice.purchaseOrderReference).toBe("123");
    expect(invoice.paymentTerms).toBe("2 % discount if paid within 2 days\nPenalty percentage 10% from due date");
    expect(invoice.vatBreakdown[2]?.exemptionReason).toBe("Exempt New Means of Transport");
    expect(invoice.allowancesAndCharges).toEqual([
      expect.objectContaining({ isCharge: false, amountCents: 10000, reason: "Promotion discount" }),
      expect.objectContaining({ isCharge: true, amountCents: 10000, reason: "Freight" }),
    ]);
    const [attachment] = invoice.attachments;
    expect(attachment).toMatchObject({ id: "Doc1", description: "Timesheet", mimeCode: "application/pdf" });
    // The CEN's example holds 77 bytes that are themselves base64 ("JVBERi0x" is "%PDF-1"): read as written, once.
    expect(new TextDecoder().decode(attachment?.bytes.subarray(0, 8))).toBe("JVBERi0x");
    expect([attachment?.size, attachment?.bytes.length]).toEqual([77, 77]);
  });

  it("reads the UBL credit note: a credit note, its exemption, its account, its one line", () => {
    const invoice = invoiceOf(readSupplierInvoiceXml(fixture("ubl-tc434-creditnote1.xml")));
    expect([invoice.documentTypeCode, invoice.isCreditNote]).toEqual(["381", true]);
    expect(invoice.supplier.tradingName).toBe("My Supplier Company N.V.");
    expect(invoice.supplier.email).toBe("john.doole@mysuppliercompany.be");
    expect(invoice.supplier.electronicAddress).toEqual({ value: "0000000196", scheme: "0201" });
    expect([invoice.iban, invoice.bic]).toEqual(["BE91000000143476", "BPOTBEB1"]);
    expect(invoice.vatBreakdown[0]?.exemptionReason).toBe("Taxes are not applicable");
    expect(invoice.lines[0]).toMatchObject({ name: "Exonération du versement du PP", netAmountCents: 10011 });
  });

  it("reads the preceding invoice, the order and the prepayment of the maximal UBL example", () => {
    const invoice = invoiceOf(readSupplierInvoiceXml(fixture("ubl-tc434-example5.xml")));
    expect(invoice.precedingInvoices).toEqual([{ number: "TOSL109", issueDate: "2013-03-10" }]);
    expect(invoice.purchaseOrderReference).toBe("PO4711");
    expect(invoice.paymentTerms).toBe("50% prepaid, 50% within one month");
    expect(new TextDecoder().decode(invoice.attachments[0]?.bytes)).toBe("Testing Base64 encoding");
    // BT-110 is the total in the invoice's currency (DKK), not the 628.62 EUR of the VAT accounting currency.
    expect(invoice.totals.vatCents).toBe(67500);
  });

  it("reads the same invoice in both syntaxes to the same values and the same identity", () => {
    const cii = invoiceOf(readSupplierInvoiceXml(fixture("CII_example4.xml")));
    const ubl = invoiceOf(readSupplierInvoiceXml(fixture("ubl-tc434-example4.xml")));
    expect([ubl.totals, ubl.vatBreakdown, ubl.number]).toEqual([cii.totals, cii.vatBreakdown, cii.number]);
    expect(supplierInvoiceIdentity(ubl)).toBe(supplierInvoiceIdentity(cii));
    expect(supplierInvoiceIdentity(cii)).toBe("tva:DK16356706|facture|TOSL110");
  });

  it("reads a Latin-1 file by its declaration", () => {
    const xml = fixtureText("ubl-tc434-example1.xml")
      .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
      .replace("De Koksmaat", "Zinguerie Lefèvre");
    const invoice = invoiceOf(readSupplierInvoiceXml(Buffer.from(xml, "latin1")));
    expect(invoice.supplier.name).toBe("Zinguerie Lefèvre");
  });

  it.skipIf(!existsSync(checkCii) || !existsSync(checkUbl))(
    "the CEN's validators find the CII and the UBL read here valid (skipped when ../shared/validators is missing)",
    () => {
      for (const [validator, name] of [
        [checkCii, "CII_example1.xml"],
        [checkUbl, "ubl-tc434-creditnote1.xml"],
      ] as const) {
        const run = spawnSync(validator, [path.join(fixtures, name)], { encoding: "utf8" });
        expect(`${run.status} ${run.stdout}${run.stderr}`).toMatch(/^0 /);
      }
    },
    120_000,
  );
});

/** A French supplier: CII_example1 with its seller given a SIREN in scheme 0002 and a French VAT number. */
const frenchSupplier = () =>
  fixtureText("CII_example1.xml")
    .replace("<ram:ID>57151520</ram:ID>", '<ram:ID schemeID="0002">732829320</ram:ID>')
    .replace("<ram:CountryID>NL</ram:CountryID>", "<ram:CountryID>FR</ram:CountryID>")
    .replace("NL8200.98.395.B.01", "FR44732829320");

describe.skipIf(noFixtures)(`the identity of a received invoice (${noFixturesReason})`, () => {
  it("is the SIREN, the kind and the number: a second delivery of the same invoice is the same one", () => {
    const invoice = invoiceOf(readSupplierInvoiceXml(frenchSupplier()));
    expect(invoice.supplier.siren).toBe("732829320");
    expect(supplierInvoiceIdentity(invoice)).toBe("siren:732829320|facture|12115118");
    // Only the VAT number given: the SIREN inside it makes the same key.
    const vatOnly = frenchSupplier().replace('<ram:ID schemeID="0002">732829320</ram:ID>', "<ram:ID>X</ram:ID>");
    expect(supplierInvoiceIdentity(readSupplierInvoiceXml(vatOnly))).toBe("siren:732829320|facture|12115118");
    // A credit note numbered alike is another document.
    const credit = frenchSupplier().replace("<ram:TypeCode>380</ram:TypeCode>", "<ram:TypeCode>381</ram:TypeCode>");
    expect(supplierInvoiceIdentity(readSupplierInvoiceXml(credit))).toBe("siren:732829320|avoir|12115118");
  });

  it("falls back on the normalized name, and is null for a file that could not be read", () => {
    const nameOnly = fixtureText("CII_example1.xml")
      .replace('<ram:ID schemeID="VA">NL8200.98.395.B.01</ram:ID>', '<ram:ID schemeID="FC">123</ram:ID>')
      .replace("De Koksmaat", "Dé  KOKSMAAT");
    expect(supplierInvoiceIdentity(readSupplierInvoiceXml(nameOnly))).toBe("nom:de koksmaat|facture|12115118");
    expect(supplierInvoiceIdentity(readSupplierInvoiceXml("pas une facture"))).toBeNull();
  });
});

describe.skipIf(noFixtures)(`a hostile or broken file (${noFixturesReason})`, () => {
  const cii = () => fixtureText("CII_example1.xml");
  const ubl = () => fixtureText("ubl-tc434-example1.xml");
  const refused = (input: string | Uint8Array) => failureOf(readSupplierInvoiceXml(input));

  it("with a DTD (external entity, entity expansion) is refused before anything is expanded", () => {
    const xxe = cii().replace(
      "<rsm:CrossIndustryInvoice",
      '<!DOCTYPE rsm:CrossIndustryInvoice [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<rsm:CrossIndustryInvoice',
    );
    expect(refused(xxe.replace("De Koksmaat", "&xxe;"))).toMatchObject({ code: "dtd_forbidden" });
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><lolz>&lol2;</lolz>`;
    const refusal = refused(laughs);
    expect(refusal.code).toBe("dtd_forbidden");
    expect(refusal.reason).toMatch(/DTD.*refusée/);
    // Without a DTD an entity is undefined: refused, never left as text.
    expect(refused(cii().replace("De Koksmaat", "&xxe;")).reason).toMatch(/entité « &xxe; » n'est pas définie/);
  });

  it("that is not XML, is truncated or has another root says so in French", () => {
    expect(refused("Bonjour, voici notre facture").reason).toMatch(/n'est pas un XML/);
    expect(refused(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))).toMatchObject({ code: "not_xml" });
    expect(refused(new Uint8Array([0x3c, 0x61, 0x3e, 0xff, 0xfe, 0x3c]))).toMatchObject({
      code: "unsupported_encoding",
    });
    const truncated = refused(cii().slice(0, 5000));
    expect(truncated.code).toBe("not_xml");
    expect(truncated.reason).toMatch(/tronqué/);
    const cdar = refused(
      '<rsm:CrossDomainAcknowledgementAndResponse xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100"/>',
    );
    expect(cdar).toMatchObject({ code: "unknown_syntax" });
    expect(cdar.reason).toMatch(/ni une facture CII.*« CrossDomainAcknowledgementAndResponse »/);
    // The right name in no namespace is not UBL.
    expect(refused("<Invoice><ID>1</ID></Invoice>")).toMatchObject({ code: "unknown_syntax" });
  });

  it("whose totals do not add up is refused whole, with the amounts in the reason", () => {
    const lines = refused(ubl().replace(">19.90</cbc:LineExtensionAmount>", ">19.91</cbc:LineExtensionAmount>"));
    expect(lines.code).toBe("totals_mismatch");
    expect(lines.reason).toBe(
      "La somme des lignes (229,61 EUR) ne correspond pas au total des lignes (BT-106) annoncé par la facture (229,60 EUR) : la facture est incohérente et n'est pas importée.",
    );
    const grand = refused(cii().replace("<ram:GrandTotalAmount>250.33<", "<ram:GrandTotalAmount>250.43<"));
    expect(grand.reason).toMatch(/^Le total HT plus la TVA \(250,33 EUR\) ne correspond pas au total TTC \(BT-112\)/);
    const vat = refused(ubl().replace(">10.99</cbc:TaxAmount>", ">11.09</cbc:TaxAmount>"));
    expect(vat.code).toBe("vat_mismatch");
    expect(vat.reason).toMatch(/TVA détaillée par taux \(20,83 EUR\).*\(20,73 EUR, BT-110\)/);
    // A cent per rate is rounding: two rates, two cents at most.
    expect(readSupplierInvoiceXml(ubl().replace(">10.99</cbc:TaxAmount>", ">11.01</cbc:TaxAmount>")).ok).toBe(true);
  });

  it("missing a mandatory term or with a malformed value names the term", () => {
    expect(refused(cii().replace("<ram:ID>12115118</ram:ID>", ""))).toEqual({
      ok: false,
      code: "missing_field",
      reason: "Le champ obligatoire « numéro de facture (BT-1) » est absent : la facture ne peut pas être lue.",
    });
    expect(refused(ubl().replace("<cbc:IssueDate>2015-01-09", "<cbc:IssueDate>2015-02-30")).reason).toMatch(
      /« 2015-02-30 » du champ « date d'émission \(BT-2\) » n'est pas une date valide/,
    );
    expect(
      refused(ubl().replace(">19.90</cbc:LineExtensionAmount>", ">19.905</cbc:LineExtensionAmount>")).reason,
    ).toMatch(/a plus de 2 décimales/);
    expect(
      refused(ubl().replace(">19.90</cbc:LineExtensionAmount>", ">19,90</cbc:LineExtensionAmount>")).reason,
    ).toMatch(/n'est pas un nombre décimal/);
    expect(refused(cii().replace("<ram:TypeCode>380<", "<ram:TypeCode>999<")).reason).toMatch(
      /ni une facture ni un avoir/,
    );
  });

  it("of 10 MB, or nested beyond reason, is refused before it costs memory", () => {
    const huge = cii().replace(
      "<rsm:ExchangedDocument>",
      `<!--${"x".repeat(10 * 1000 * 1000)}--><rsm:ExchangedDocument>`,
    );
    const refusal = refused(Buffer.from(huge));
    expect(refusal.code).toBe("too_large");
    expect(refusal.reason).toMatch(
      /^Le fichier pèse 10 Mo, plus que les 8 Mo acceptés pour une facture : il n'est pas lu\.$/,
    );
    expect(failureOf(readSupplierInvoiceFile(Buffer.from(huge)))).toMatchObject({ code: "too_large" });
    const deep = `<a>${"<b>".repeat(100_000)}${"</b>".repeat(100_000)}</a>`;
    expect(refused(deep)).toMatchObject({ code: "too_deep" });
    // Quadratic traps answered in linear time, within the test's few seconds.
    const attributes = Array.from({ length: 200_000 }, (_, i) => `a${i}="${i}"`).join(" ");
    expect(refused(`<Invoice ${attributes}/>`)).toMatchObject({ code: "unknown_syntax" });
    const digits = Buffer.from(`%PDF-1.7\n${"1".repeat(5_000_000)} ${"stream ".repeat(100_000)}`);
    expect(failureOf(readSupplierInvoiceFile(digits)).code).toMatch(/^pdf_/);
    const attachment = failureOf(readSupplierInvoiceXml(fixture("CII_example2.xml"), { maxAttachmentBytes: 64 }));
    expect(attachment.code).toBe("attachment_too_large");
    expect(attachment.reason).toMatch(/« EHF\.pdf » dépasse/);
  });

  it("never throws and never half-reads, whatever is cut or changed in a real invoice", () => {
    const source = ubl();
    fc.assert(
      fc.property(fc.nat(source.length), fc.nat(source.length), fc.string({ maxLength: 8 }), (from, length, insert) => {
        const mutated = source.slice(0, from) + insert + source.slice(from + (length % 40));
        const result = readSupplierInvoiceFile(Buffer.from(mutated));
        if (result.ok) {
          // Whatever survived the change still adds up: never half an invoice.
          const { lines, totals } = result.invoice;
          expect(lines.reduce((sum, line) => sum + line.netAmountCents, 0)).toBe(totals.linesCents);
          expect(totals.taxExclusiveCents + totals.vatCents).toBe(totals.taxInclusiveCents);
        } else expect(result.reason).toMatch(/^[A-ZÀ-Ý«].{10,}[.]$/s);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const result = readSupplierInvoiceFile(bytes);
        expect(result.ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
