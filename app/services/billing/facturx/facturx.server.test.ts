import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { InvoiceCompany, InvoiceDocument, InvoiceLine } from "#app/services/billing/documents/invoice-document.ts";
import { quoteTotals, vatRates } from "#app/services/billing/documents/quote-totals.ts";
import { attachFacturX, createInvoicePdfDocument } from "./facturx-pdf.server.ts";
import { type CiiNote, invoiceCii } from "./facturx-xml.ts";

/** The CEN's schema and business rules, run by a script nobody here wrote (../shared/validators/README.md). */
const checkCii = path.resolve("../shared/validators/en16931-cii/check-cii");
const noValidator = !existsSync(checkCii);
const noValidatorReason = "skipped when ../shared/validators/en16931-cii/check-cii is missing";

const dir = mkdtempSync(path.join(tmpdir(), "facturx-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const company: InvoiceCompany = {
  name: "Toitures Dupont & Fils",
  legalForm: "SARL",
  capital: "10 000 €",
  siret: "12345678200017",
  rcs: "RCS Arras 123 456 782",
  vatNumber: "FR11123456782",
  address: { street: "12 rue de la Gare", postalCode: "62000", city: "Arras", country: "FR" },
  phone: "03 21 00 00 00",
  email: "contact@toitures-dupont.example",
  iban: "FR76 3000 6000 0112 3456 7890 189",
  bic: "AGRIFRPP",
  insurance: {
    insurer: "Assureur Exemple, 1 place de l’Assurance, 75001 Paris",
    policyNumber: "DEC-123",
    coverage: "France",
  },
  vatOnDebits: false,
};

const client = {
  name: "SCI Les Lilas",
  address: { street: "3 rue des Lilas", postalCode: "62300", city: "Lens", country: "FR" },
  email: "gestion@sci-lilas.example",
  siren: "812345676",
  vatNumber: "FR19812345676",
};

/** The quote of decision 020: 1 020,00 € HT, 87,00 € + 30,00 € VAT, 1 137,00 € TTC. */
const quoteLines: InvoiceLine[] = [
  { designation: "Dépose de la gouttière", quantityMilli: 2000, unit: "h", unitPriceCents: 4500, vatRate: 1000 },
  { designation: "Zinc naturel", quantityMilli: 12_000, unit: "m²", unitPriceCents: 6500, vatRate: 1000 },
  { designation: "Déplacement", quantityMilli: 1000, unit: "forfait", unitPriceCents: 15_000, vatRate: 2000 },
];

const notes: CiiNote[] = [
  { subjectCode: "PMT", text: "Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 €." },
  { subjectCode: "PMD", text: "Pénalités de retard : trois fois le taux d’intérêt légal." },
  { subjectCode: "AAB", text: "Pas d’escompte pour paiement anticipé." },
  { subjectCode: "REG", text: "SARL au capital de 10 000 € – RCS Arras 123 456 782" },
];

function invoice(kind: InvoiceDocument["kind"], lines: InvoiceLine[], changes: Partial<InvoiceDocument> = {}) {
  const totals = quoteTotals(lines);
  const deposits = changes.deposits ?? [];
  const document: InvoiceDocument = {
    kind,
    number: "F-2026-0002",
    date: "2026-12-10",
    serviceDate: "2026-12-08",
    dueDate: "2027-01-09",
    company,
    client,
    siteAddress: "",
    title: "Réfection de la gouttière",
    quote: { number: "D-2026-0001", date: "2026-11-23" },
    credited: null,
    lines,
    totals,
    deposits,
    amountDueCents: totals.inclCents - deposits.reduce((sum, deposit) => sum + deposit.inclCents, 0),
    paymentTerms: "À 30 jours, par virement",
    paymentReference: "F-2026-0002",
    operationCategory: "prestations",
    reducedRateCertifiedBy: null,
    ...changes,
  };
  return document;
}

/** 30 % of the quote, one line per rate: 261,00 € at 10 % and 45,00 € at 20 %. */
const depositLines: InvoiceLine[] = vatRates
  .map((vatRate) => quoteTotals(quoteLines).byRate.find((rate) => rate.vatRate === vatRate))
  .filter((rate) => rate !== undefined)
  .map((rate) => ({
    designation: `Acompte de 30 % sur le devis D-2026-0001 (travaux à ${rate.vatRate / 100} %)`,
    quantityMilli: 1000,
    unit: "forfait",
    unitPriceCents: Math.round((rate.baseCents * 30) / 100),
    vatRate: rate.vatRate,
  }));
const deposit = invoice("acompte", depositLines, {
  number: "F-2026-0001",
  date: "2026-11-25",
  serviceDate: "2026-11-25",
  dueDate: "2026-11-25",
  paymentReference: "F-2026-0001",
});

const documents: Record<string, InvoiceDocument> = {
  acompte: deposit,
  solde: invoice("solde", quoteLines, {
    deposits: [
      {
        number: deposit.number,
        date: deposit.date,
        exclCents: deposit.totals.exclCents,
        vatCents: deposit.totals.vatCents,
        inclCents: deposit.totals.inclCents,
      },
    ],
    siteAddress: "Résidence Les Lilas, bâtiment B\n5 allée des Tilleuls, 62300 Lens",
  }),
  avoir: invoice("avoir", [quoteLines[2] as InvoiceLine], {
    number: "AV-2026-0001",
    credited: { number: "F-2026-0002", date: "2026-12-10" },
    paymentTerms: "Remboursement par virement sous 15 jours",
    paymentReference: "AV-2026-0001",
  }),
  "facture, TVA sur les débits, client au nom hostile": invoice(
    "facture",
    [
      {
        designation: "Réparation <urgente> & bâchage",
        quantityMilli: 1500,
        unit: "h",
        unitPriceCents: 5000,
        vatRate: 2000,
      },
    ],
    {
      company: { ...company, vatOnDebits: true },
      client: { ...client, name: 'A & B <Toitures> "SARL"\u0007', vatNumber: null },
      siteAddress: "Chantier <nord> & sud",
      quote: null,
    },
  ),
};

/** A small page drawn as the invoice layout would, in the embedded DejaVu font, then the Factur-X attachment. */
function renderFacturX(document: InvoiceDocument, xml: string): Promise<Buffer> {
  const doc = createInvoicePdfDocument(
    {
      title: `Facture ${document.number}`,
      author: document.company.name,
      creationDate: new Date(`${document.date}T00:00:00Z`),
    },
    { size: "A4", margin: 48 },
  );
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.registerFont("regular", path.resolve("assets/fonts/DejaVuSans.ttf"));
  doc.font("regular").fontSize(11).fillColor("#0f1f33");
  doc.text(`Facture ${document.number} – ${document.company.name}`);
  // The layout prints what the font can draw: no control character reaches a text run.
  doc.text(document.client.name.replace(/\p{Cc}/gu, ""));
  for (const line of document.lines) doc.text(line.designation);
  attachFacturX(doc, xml, { conformanceLevel: "EN 16931", modifiedDate: new Date(`${document.date}T00:00:00Z`) });
  doc.end();
  return done;
}

function write(name: string, content: string | Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

function validate(file: string) {
  const run = spawnSync(checkCii, [file], { encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** An XPath read by libxml2's xmllint, not by our code. */
function xpath(file: string, expression: string): string {
  return execFileSync("xmllint", ["--xpath", expression, file], { encoding: "utf8" }).trim();
}

const ns = (expression: string) =>
  expression.replace(/(rsm|ram|udt|qdt):(\w+)/g, (_match, _prefix, name: string) => `*[local-name()="${name}"]`);

/**
 * Hand-built documents, read back by xmllint; the validators judge the documents the store issues in
 * facturx-reform.server.test.ts.
 */
describe("the Factur-X invoice of a business client", () => {
  it("writes the amounts of each kind as the totals give them", () => {
    const read = (key: string, expression: string) =>
      xpath(
        write(`${key}-read.xml`, invoiceCii(documents[key] as InvoiceDocument, notes)),
        `string(${ns(expression)})`,
      );
    expect(read("acompte", "//ram:ExchangedDocument/ram:TypeCode")).toBe("386");
    expect(read("acompte", "//ram:GrandTotalAmount")).toBe("341.10");
    expect(
      read(
        "acompte",
        "//ram:ApplicableHeaderTradeSettlement/ram:ApplicableTradeTax[ram:RateApplicablePercent = '10.00']/ram:BasisAmount",
      ),
    ).toBe("261.00");
    expect(
      read(
        "acompte",
        "//ram:ApplicableHeaderTradeSettlement/ram:ApplicableTradeTax[ram:RateApplicablePercent = '20.00']/ram:BasisAmount",
      ),
    ).toBe("45.00");
    expect(read("solde", "//ram:ExchangedDocument/ram:TypeCode")).toBe("380");
    expect(read("solde", "//ram:TaxBasisTotalAmount")).toBe("1020.00");
    expect(read("solde", "//ram:TaxTotalAmount")).toBe("117.00");
    expect(read("solde", "//ram:GrandTotalAmount")).toBe("1137.00");
    expect(read("solde", "//ram:TotalPrepaidAmount")).toBe("341.10");
    expect(read("solde", "//ram:DuePayableAmount")).toBe("795.90");
    expect(read("solde", "//ram:ShipToTradeParty//ram:LineOne")).toBe(
      "Résidence Les Lilas, bâtiment B, 5 allée des Tilleuls, 62300 Lens",
    );
    expect(read("solde", "//ram:IBANID")).toBe("FR7630006000011234567890189");
    expect(read("solde", "//ram:SellerTradeParty/ram:SpecifiedLegalOrganization/ram:ID")).toBe("123456782");
    expect(read("solde", "//ram:DueDateTypeCode")).toBe("72");
    expect(read("avoir", "//ram:ExchangedDocument/ram:TypeCode")).toBe("381");
    expect(read("avoir", "//ram:DuePayableAmount")).toBe("180.00");
    expect(read("avoir", "//ram:InvoiceReferencedDocument/ram:IssuerAssignedID")).toBe("F-2026-0002");
    expect(read("avoir", "//ram:InvoiceReferencedDocument//qdt:DateTimeString")).toBe("20261210");
  });

  it("keeps a hostile client name as text and says the VAT is due on the invoice when the company opted for debits", () => {
    const file = write(
      "hostile.xml",
      invoiceCii(documents["facture, TVA sur les débits, client au nom hostile"] as InvoiceDocument, notes),
    );
    expect(xpath(file, `string(${ns("//ram:BuyerTradeParty/ram:Name")})`)).toBe('A & B <Toitures> "SARL"');
    expect(xpath(file, `string(${ns("//ram:ShipToTradeParty//ram:LineOne")})`)).toBe("Chantier <nord> & sud");
    expect(xpath(file, `string(${ns("//ram:DueDateTypeCode")})`)).toBe("5");
    expect(xpath(file, `count(${ns("//ram:TaxPointDate")})`)).toBe("0");
  });

  it("refuses an XML without the mentions the French profile requires, or a sale to a consumer without his e-mail", () => {
    const document = invoice("facture", quoteLines);
    expect(() =>
      invoiceCii(
        document,
        notes.filter((note) => note.subjectCode !== "PMD"),
      ),
    ).toThrow("Mentions obligatoires absentes des notes : PMD");
    const consumer = { ...client, siren: null, vatNumber: null };
    expect(invoiceCii(invoice("facture", quoteLines, { client: consumer }), notes)).toContain(
      `<ram:URIID schemeID="EM">${client.email}</ram:URIID>`,
    );
    expect(() => invoiceCii(invoice("facture", quoteLines, { client: { ...consumer, email: " " } }), notes)).toThrow(
      "e-mail manquant",
    );
  });

  it.skipIf(noValidator)(
    `the validator rejects a total that does not add up (${noValidatorReason})`,
    () => {
      const broken = invoiceCii(documents.solde as InvoiceDocument, notes).replace(
        "<ram:DuePayableAmount>795.90<",
        "<ram:DuePayableAmount>795.00<",
      );
      const result = validate(write("broken.xml", broken));
      expect(result.output).toContain("BR-CO-16");
      expect(result.status).toBe(1);
    },
    30_000,
  );

  it("attaches factur-x.xml as poppler lists it and declares PDF/A-3 in metadata an XML parser reads", async () => {
    const document = documents["facture, TVA sur les débits, client au nom hostile"] as InvoiceDocument;
    const xml = invoiceCii(document, notes);
    const file = write("listed.pdf", await renderFacturX(document, xml));
    expect(execFileSync("pdfdetach", ["-list", file], { encoding: "utf8" })).toMatch(/^1: factur-x\.xml$/m);
    const saved = path.join(dir, "saved.xml");
    execFileSync("pdfdetach", ["-save", "1", "-o", saved, file]);
    expect(readFileSync(saved, "utf8")).toBe(xml);
    const meta = write("meta.xml", execFileSync("pdfinfo", ["-meta", file], { encoding: "utf8" }));
    expect(xpath(meta, 'string(//*[local-name()="part"])')).toBe("3");
    expect(xpath(meta, 'string(//*[local-name()="conformance"])')).toBe("B");
    expect(xpath(meta, 'string(//*[local-name()="ConformanceLevel"])')).toBe("EN 16931");
    expect(xpath(meta, 'string(//*[local-name()="creator"]//*[local-name()="li"])')).toBe("Toitures Dupont & Fils");
    expect(execFileSync("pdfinfo", [file], { encoding: "utf8" })).toMatch(/^Author:\s+Toitures Dupont & Fils$/m);
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" }).trim().split("\n").slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/\byes yes\b/);
  });
});
