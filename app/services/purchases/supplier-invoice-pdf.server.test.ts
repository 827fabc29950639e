import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { attachFacturX, createInvoicePdfDocument } from "#app/services/billing/facturx/facturx-pdf.server.ts";
import { extractFacturXml, readSupplierInvoiceFile } from "./supplier-invoice-pdf.server.ts";
import { readSupplierInvoiceXml, supplierInvoiceIdentity } from "./supplier-invoice-reader.ts";
import type { SupplierInvoice, SupplierInvoiceReadResult } from "./supplier-invoice-types.ts";

/** The CEN's own examples (../shared/fixtures/supplier-invoices/README.md), here inside PDFs. */
const fixtures = path.resolve("../shared/fixtures/supplier-invoices");
const noFixtures = !existsSync(fixtures);
const noFixturesReason = "skipped when ../shared/fixtures/supplier-invoices is missing";

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

async function facturXPdf(xml: string | null): Promise<Buffer> {
  const date = new Date("2026-09-15T00:00:00Z");
  const doc = createInvoicePdfDocument({ title: "Facture", author: "Fournisseur", creationDate: date });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on("end", resolve));
  if (xml !== null) attachFacturX(doc, xml, { conformanceLevel: "EN 16931", modifiedDate: date });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** A minimal PDF by hand: the objects given, in order, and a trailer (the reader scans objects, not the xref). */
function handPdf(objects: (string | Buffer)[], trailer = "<< /Root 1 0 R >>"): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  objects.forEach((object, index) => {
    parts.push(Buffer.from(`${index + 1} 0 obj\n`), Buffer.from(object), Buffer.from("\nendobj\n"));
  });
  parts.push(Buffer.from(`trailer\n${trailer}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const stream = (dict: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from("\nendstream")]);

describe.skipIf(noFixtures)(`a Factur-X PDF (${noFixturesReason})`, () => {
  it("is read from the factur-x.xml that this product's own Factur-X writer embeds", async () => {
    const pdf = await facturXPdf(fixtureText("CII_example1.xml"));
    const fromPdf = invoiceOf(readSupplierInvoiceFile(pdf));
    const fromXml = invoiceOf(readSupplierInvoiceXml(fixture("CII_example1.xml")));
    expect(fromPdf.fromPdf).toBe(true);
    expect({ ...fromPdf, fromPdf: false }).toEqual(fromXml);
    expect(supplierInvoiceIdentity(fromPdf)).toBe(supplierInvoiceIdentity(fromXml));
  });

  it("is found in an object stream, uncompressed, under a name given in UTF-16", () => {
    const xml = fixture("CII_example3.xml");
    const utf16Name = `<FEFF${Buffer.from("factur-x.xml", "utf16le").swap16().toString("hex")}>`;
    const packed = `<< /Type /Filespec /UF ${utf16Name} /EF << /F 3 0 R >> >>`;
    const header = "4 0 ";
    const pdf = handPdf([
      "<< /Type /Catalog /AF [4 0 R] >>",
      stream(
        `/Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode`,
        deflateSync(Buffer.from(header + packed)),
      ),
      stream("/Type /EmbeddedFile /Subtype /text#2Fxml", xml),
    ]);
    expect(invoiceOf(readSupplierInvoiceFile(pdf)).number).toBe("TOSL108");
  });

  it("without factur-x.xml, encrypted, damaged or inflating past the cap, says why in French", async () => {
    const plain = failureOf(readSupplierInvoiceFile(await facturXPdf(null)));
    expect(plain.code).toBe("pdf_without_facturx");
    expect(plain.reason).toMatch(/ne contient pas de fichier factur-x\.xml/);

    const encrypted = handPdf(
      ["<< /Type /Catalog >>", "<< /Filter /Standard /V 2 >>"],
      "<< /Root 1 0 R /Encrypt 2 0 R >>",
    );
    expect(failureOf(readSupplierInvoiceFile(encrypted))).toMatchObject({ code: "pdf_encrypted" });

    // 64 MB of zeros deflate to about 64 kB: the inflating stops at the XML cap.
    const bomb = handPdf([
      "<< /Type /Catalog >>",
      "<< /Type /Filespec /F (factur-x.xml) /EF << /F 3 0 R >> >>",
      stream("/Type /EmbeddedFile /Filter /FlateDecode", deflateSync(Buffer.alloc(64 * 1024 * 1024))),
    ]);
    const bombed = failureOf(readSupplierInvoiceFile(bomb));
    expect(bombed.code).toBe("too_large");
    expect(bombed.reason).toMatch(/décompressé/);

    const damaged = handPdf([
      "<< /Type /Catalog >>",
      "<< /Type /Filespec /F (factur-x.xml) /EF << /F 3 0 R >> >>",
      stream("/Type /EmbeddedFile /Filter /FlateDecode", Buffer.from("pas du deflate")),
    ]);
    expect(failureOf(readSupplierInvoiceFile(damaged))).toMatchObject({ code: "pdf_unreadable" });

    const nested = handPdf([`<< /Type /Catalog /A ${"[".repeat(10_000)} >>`]);
    expect(extractFacturXml(nested)).toMatchObject({ ok: false, code: "pdf_without_facturx" });
  });

  it("whose XML is no invoice is refused as the XML would be", () => {
    const pdf = handPdf([
      "<< /Type /Catalog >>",
      "<< /Type /Filespec /F (factur-x.xml) /EF << /F 3 0 R >> >>",
      stream("/Type /EmbeddedFile", Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>')),
    ]);
    expect(failureOf(readSupplierInvoiceFile(pdf))).toMatchObject({ code: "dtd_forbidden" });
  });
});
