import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceCompany } from "#app/services/billing/documents/billing-settings.server.ts";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import { type InvoiceInput, InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import { quoteUnits, vatRates } from "#app/services/billing/documents/quote-totals.ts";
import { type QuoteLine, QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import { invoiceXml, renderInvoicePdf } from "#app/services/billing/pdf/invoice-pdf.server.ts";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { exampleBilling } from "#tests/support/billing.ts";
import { completeCompany, exampleAcceptance, exampleQuote } from "#tests/support/quotes.ts";

/**
 * Every kind of document the product issues, made by the real store and the real PDF layout, then judged by two
 * validators nobody here wrote (../shared/validators/README.md): the CEN's EN 16931 rules and the French
 * e-invoicing reform's own rules (BR-FR, the FNFE-MPE's artefacts). Each takes a few seconds (a Java start), so
 * the files are checked two at a time (the machine's cores) once, and each test reads its verdicts.
 */
const validators = {
  "EN 16931": path.resolve("../shared/validators/en16931-cii/check-cii"),
  "BR-FR": path.resolve("../shared/validators/france-ctc/check-br-fr"),
} as const;
type Validator = keyof typeof validators;
const noValidators = !Object.values(validators).every((file) => existsSync(file));
const skipReason = "skipped when ../shared/validators is missing";

const owner = { userId: 1, email: "patron@example.com" };
const businessSiren = "732829320";
const businessVat = "FR44732829320";
const consumerEmail = "jeanne@example.com";

/** 30 lines: every unit, every rate, some quantities with decimals, as a large roof's quote has them. */
const thirtyLines: QuoteLine[] = Array.from({ length: 30 }, (_, index) => ({
  kind: "line",
  designation: `Poste ${index + 1} – ${["Dépose", "Liteaunage", "Ardoise naturelle", "Zinguerie", "Échafaudage"][index % 5]}`,
  quantityMilli: 1000 + index * 1250,
  unit: quoteUnits[index % quoteUnits.length] as string,
  unitPriceCents: 1500 + index * 733,
  vatRate: vatRates[index % vatRates.length] as QuoteLine["vatRate"],
}));

interface Issued {
  name: string;
  document: InvoiceDocument;
  /** The file a platform would receive: the Factur-X PDF, or the bare XML when the PDF carries none. */
  file: string;
  pdf: string;
}

const dir = mkdtempSync(path.join(tmpdir(), "facturx-reform-"));
let database: StoreDatabase;
const issued: Issued[] = [];
const verdicts = new Map<string, { status: number; output: string }>();
let validationMs = 0;

function check(validator: Validator, file: string): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    execFile(validators[validator], [file], { encoding: "utf8" }, (error, stdout, stderr) => {
      const status = error ? (typeof error.code === "number" ? error.code : 2) : 0;
      resolve({ status, output: `${stdout}${stderr}` });
    });
  });
}

/** Runs the jobs `width` at a time, in order. */
async function inTurns<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await (jobs[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

/** An XPath read by libxml2's xmllint, not by our code, namespaces matched by local name. */
function xpath(file: string, expression: string): string {
  const local = expression.replace(
    /(rsm|ram|udt|qdt):(\w+)/g,
    (_match, _prefix, name: string) => `*[local-name()="${name}"]`,
  );
  return execFileSync("xmllint", ["--xpath", local, file], { encoding: "utf8" }).trim();
}

/** The XML a PDF carries, saved once by poppler's pdfdetach, or null when it carries none. */
function embeddedXml(pdf: string): string | null {
  const xml = pdf.replace(/\.pdf$/, ".embedded.xml");
  if (existsSync(xml)) return xml;
  if (!/factur-x\.xml/.test(execFileSync("pdfdetach", ["-list", pdf], { encoding: "utf8" }))) return null;
  execFileSync("pdfdetach", ["-save", "1", "-o", xml, pdf]);
  return xml;
}

const byName = (name: string) => {
  const found = issued.find((entry) => entry.name === name);
  if (!found) throw new Error(`no document « ${name} »`);
  return found;
};

beforeAll(async () => {
  database = await openDatabase({ sqliteFile: path.join(dir, "store.sqlite") });
  const now = () => Date.parse("2026-11-23T09:00:00.000Z");
  const quotes = new QuoteStore(database, now);
  const invoices = new InvoiceStore(database, now);
  const company = invoiceCompany(completeCompany(), exampleBilling);

  async function issue(name: string, id: number, issuer = company): Promise<number> {
    const result = await invoices.issue(id, issuer, renderInvoicePdf);
    if (!result.ok) throw new Error(`${name}: ${result.reason}`);
    const pdf = path.join(dir, `${result.number}.pdf`);
    writeFileSync(pdf, result.pdf);
    let file = pdf;
    if (!result.document.client.siren) {
      file = path.join(dir, `${result.number}.xml`);
      writeFileSync(file, invoiceXml(result.document));
    }
    issued.push({ name, document: result.document, file, pdf });
    return id;
  }
  async function edit(id: number, changes: Partial<InvoiceInput>): Promise<void> {
    const draft = await invoices.detail(id);
    if (!draft) throw new Error(`no draft ${id}`);
    expect(await invoices.save(id, { ...draft, ...changes })).toBe("saved");
  }

  const quoteId = (await quotes.create(null, {})) as number;
  await quotes.save(quoteId, {
    ...exampleQuote,
    siteAddress: "Résidence Les Lilas, bâtiment B\n5 allée des Tilleuls, 62300 Lens",
    lines: thirtyLines,
  });
  const sent = await quotes.send(quoteId, completeCompany(), owner);
  if (!sent.ok) throw new Error(sent.reason);
  expect(await quotes.accept(quoteId, exampleAcceptance(1))).toBe("accepted");
  const business = { clientName: "SCI Les Lilas", clientSiren: businessSiren, clientVat: businessVat };

  const deposit = await invoices.createFromQuote(quoteId, "acompte");
  if (!deposit.ok) throw new Error(deposit.reason);
  await edit(deposit.id, business);
  await issue("deposit invoice (business with SIREN and VAT number)", deposit.id);

  const final = await invoices.createFromQuote(quoteId, "solde");
  if (!final.ok) throw new Error(final.reason);
  await edit(final.id, { ...business, serviceDate: "2026-11-20" });
  await issue("final invoice of 30 lines deducting the deposit, work site elsewhere", final.id);

  const partial = (await invoices.createCreditNote(final.id)) as number;
  await edit(partial, { lines: thirtyLines.slice(0, 2) });
  await issue("partial credit note of the final invoice", partial);

  const standalone = (await invoices.create(null, {})) as number;
  await edit(standalone, {
    clientName: 'A & B <Toitures> "SARL"\u0007',
    clientEmail: "",
    clientAddress: "5 rue du Port, 59000 Lille",
    clientSiren: businessSiren,
    clientVat: "",
    title: "Recherche de fuite",
    serviceDate: "2026-11-20",
    lines: [thirtyLines[1] as QuoteLine],
  });
  await issue("stand-alone invoice (business with SIREN, no VAT number, VAT on debits)", standalone, {
    ...company,
    vatOnDebits: true,
  });

  const full = (await invoices.createCreditNote(standalone)) as number;
  await issue("full credit note of the stand-alone invoice", full);

  const consumer = (await invoices.create(null, {})) as number;
  await edit(consumer, {
    clientName: "Jeanne Martin",
    clientEmail: consumerEmail,
    clientAddress: "3 rue des Lilas, 62300 Lens",
    title: "Remplacement de tuiles",
    serviceDate: "2026-11-20",
    lines: thirtyLines.slice(3, 6),
  });
  await issue("stand-alone invoice of a consumer", consumer);

  const started = performance.now();
  const jobs = issued.flatMap((entry) =>
    (Object.keys(validators) as Validator[]).map((validator) => async () => {
      verdicts.set(`${validator} ${entry.name}`, await check(validator, entry.file));
    }),
  );
  if (!noValidators) await inTurns(jobs, 2);
  validationMs = performance.now() - started;
}, 240_000);

afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
  if (validationMs) console.info(`facturx-reform: ${verdicts.size} validator runs in ${Math.round(validationMs)} ms`);
});

describe("every document the product issues, under the e-invoicing reform's rules", () => {
  const names = [
    "deposit invoice (business with SIREN and VAT number)",
    "final invoice of 30 lines deducting the deposit, work site elsewhere",
    "partial credit note of the final invoice",
    "stand-alone invoice (business with SIREN, no VAT number, VAT on debits)",
    "full credit note of the stand-alone invoice",
    "stand-alone invoice of a consumer",
  ];

  it("issues the six documents", () => {
    expect(issued.map((entry) => entry.name)).toEqual(names);
  });

  describe.each(names)("%s", (name) => {
    for (const validator of Object.keys(validators) as Validator[]) {
      it.skipIf(noValidators)(`passes the ${validator} rules (${skipReason})`, () => {
        const verdict = verdicts.get(`${validator} ${name}`);
        expect(verdict?.output, `${validator} on ${byName(name).file}`).toContain("valid:");
        expect(verdict?.status, verdict?.output).toBe(0);
      });
    }
  });

  it("says in the XML each PDF carries what the French profile asks: framework, channel, addresses, notes", () => {
    const read = (name: string, expression: string) => {
      const xml = embeddedXml(byName(name).pdf);
      if (!xml) throw new Error(`${name}: no factur-x.xml in its PDF`);
      return xpath(xml, `string(${expression})`);
    };
    const framework = "//rsm:ExchangedDocumentContext/ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID";
    const bar = "//ram:IncludedNote[ram:SubjectCode = 'BAR']/ram:Content";
    expect(read(names[0] as string, framework)).toBe("S1");
    expect(read(names[0] as string, "//rsm:ExchangedDocument/ram:TypeCode")).toBe("386");
    expect(read(names[1] as string, framework)).toBe("S4");
    expect(read(names[1] as string, "//ram:TotalPrepaidAmount")).toBe(
      (byName(names[0] as string).document.totals.inclCents / 100).toFixed(2),
    );
    expect(read(names[1] as string, "count(//ram:IncludedSupplyChainTradeLineItem)")).toBe("30");
    expect(read(names[1] as string, "//ram:ShipToTradeParty//ram:LineOne")).toBe(
      "Résidence Les Lilas, bâtiment B, 5 allée des Tilleuls, 62300 Lens",
    );
    expect(read(names[2] as string, framework)).toBe("S1");
    expect(read(names[2] as string, "//rsm:ExchangedDocument/ram:TypeCode")).toBe("381");
    expect(read(names[3] as string, "//ram:DueDateTypeCode")).toBe("5");
    expect(read(names[3] as string, "//ram:BuyerTradeParty/ram:Name")).toBe('A & B <Toitures> "SARL"');
    for (const name of names.slice(0, 5)) {
      expect(read(name, bar), name).toBe("B2B");
      expect(read(name, "//ram:BuyerTradeParty/ram:SpecifiedLegalOrganization/ram:ID[@schemeID = '0002']")).toBe(
        businessSiren,
      );
      expect(read(name, "//ram:BuyerTradeParty/ram:URIUniversalCommunication/ram:URIID[@schemeID = '0225']")).toBe(
        businessSiren,
      );
      expect(read(name, "//ram:SellerTradeParty/ram:URIUniversalCommunication/ram:URIID/@schemeID")).toBe("0225");
      for (const code of ["PMT", "PMD", "AAB"]) {
        expect(read(name, `count(//ram:IncludedNote[ram:SubjectCode = '${code}'])`), `${name} ${code}`).toBe("1");
      }
    }
    expect(read(names[0] as string, "//ram:BuyerTradeParty/ram:SpecifiedTaxRegistration/ram:ID")).toBe(businessVat);
    expect(read(names[3] as string, "count(//ram:BuyerTradeParty/ram:SpecifiedTaxRegistration)")).toBe("0");
  }, 30_000);

  it("gives a consumer's PDF no XML, and writes his XML for e-reporting as B2C, addressed to his e-mail", () => {
    const consumer = byName(names[5] as string);
    expect(embeddedXml(consumer.pdf)).toBeNull();
    expect(xpath(consumer.file, "string(//ram:IncludedNote[ram:SubjectCode = 'BAR']/ram:Content)")).toBe("B2C");
    expect(xpath(consumer.file, "count(//ram:BuyerTradeParty/ram:SpecifiedLegalOrganization)")).toBe("0");
    expect(xpath(consumer.file, "string(//ram:BuyerTradeParty/ram:URIUniversalCommunication/ram:URIID)")).toBe(
      consumerEmail,
    );
    expect(
      xpath(consumer.file, "string(//ram:BuyerTradeParty/ram:URIUniversalCommunication/ram:URIID/@schemeID)"),
    ).toBe("EM");
    expect(xpath(consumer.file, "string(//ram:IncludedNote[ram:SubjectCode = 'PMT']/ram:Content)")).toContain(
      "sans objet",
    );
  });

  it.skipIf(noValidators)(
    `the reform's validator rejects a final invoice without its billing framework (${skipReason})`,
    async () => {
      const final = byName(names[1] as string);
      const broken = path.join(dir, "without-framework.xml");
      writeFileSync(
        broken,
        invoiceXml(final.document).replace(
          /<ram:BusinessProcessSpecifiedDocumentContextParameter>.*?<\/ram:BusinessProcessSpecifiedDocumentContextParameter>/s,
          "",
        ),
      );
      const verdict = await check("BR-FR", broken);
      expect(verdict.output).toContain("BR-FR-08");
      expect(verdict.status).toBe(1);
    },
    60_000,
  );
});
