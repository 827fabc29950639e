/**
 * A PDFKit document made a Factur-X invoice (decision 024): PDF/A-3b, with the EN 16931 CII XML attached as
 * `factur-x.xml` and declared in the XMP metadata, as the Factur-X 1.0.07 specification (FNFE-MPE / FeRD) asks.
 * PDFKit 0.20 writes the PDF/A identification (pdfaid), the sRGB output intent and the file's ID itself once
 * `subset: "PDF/A-3b"` is set; the invoice layout only has to keep to the rules in `createInvoicePdfDocument`.
 */
import PDFDocument from "pdfkit";
import { xmlText } from "./facturx-xml.ts";

/** The Factur-X profiles, as the XMP's fx:ConformanceLevel spells them. */
export type FacturXConformanceLevel = "MINIMUM" | "BASIC WL" | "BASIC" | "EN 16931" | "EXTENDED";

export interface FacturXMeta {
  /** "Facture F-2026-0001": the document's title, shown by the PDF viewer. */
  title: string;
  /** The company's name. */
  author: string;
  /** The issue date: the same invoice renders the same metadata. */
  creationDate: Date;
}

export const FACTURX_FILE_NAME = "factur-x.xml";

const FACTURX_NAMESPACE = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#";

/**
 * A PDFKit document for an invoice, PDF/A-3b: a business client's invoice then gets `attachFacturX`, a private
 * client's is the same file without it (decision 024). `layout` holds the layout's own options (size, margins,
 * bufferPages); PDF/A-3 is built on PDF 1.7 (ISO 19005-3), and PDFKit writes no XMP metadata below 1.4.
 * The layout must then: draw text only in an embedded font (register DejaVu and select it before any text:
 * PDFKit's default Helvetica is not embedded), use RGB colours only (the output intent is sRGB: no CMYK),
 * add no annotation other than links (no notes, no highlights: they would need appearance streams), no
 * JavaScript, no form fields, no encryption (no userPassword or ownerPassword), and print only characters
 * its font has (a glyph missing from DejaVu, a control character included, is drawn as .notdef, which PDF/A forbids).
 */
export function createInvoicePdfDocument(
  meta: FacturXMeta,
  layout: PDFKit.PDFDocumentOptions = {},
): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    ...layout,
    pdfVersion: "1.7",
    subset: "PDF/A-3b",
    lang: "fr-FR",
    displayTitle: true,
    info: { Title: meta.title, Author: meta.author, CreationDate: meta.creationDate },
  });
  escapeInfoInXmp(doc);
  return doc;
}

/** `doc.file()` takes the associated file's relationship, which @types/pdfkit 0.17 does not declare. */
type AttachmentOptions = PDFKit.Mixins.PDFAttachmentOptions & {
  relationship: "Alternative" | "Data" | "Source" | "Supplement" | "Unspecified";
};

/** The Info keys PDFKit copies into the XMP packet as they are, unescaped. */
const infoKeysInXmp = ["Title", "Author", "Subject", "Keywords", "Creator", "Producer"] as const;

/**
 * The Factur-X XMP properties and the PDF/A extension schema that declares them (ISO 19005-3, 6.6.2.3: custom
 * XMP properties are allowed only when an extension schema describes them), as the Factur-X specification gives it.
 */
function facturXXmp(conformanceLevel: FacturXConformanceLevel): string {
  const property = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return [
    `<rdf:Description rdf:about="" xmlns:fx="${FACTURX_NAMESPACE}">`,
    "<fx:DocumentType>INVOICE</fx:DocumentType>",
    `<fx:DocumentFileName>${FACTURX_FILE_NAME}</fx:DocumentFileName>`,
    "<fx:Version>1.0</fx:Version>",
    `<fx:ConformanceLevel>${conformanceLevel}</fx:ConformanceLevel>`,
    "</rdf:Description>",
    '<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">',
    '<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">',
    "<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>",
    `<pdfaSchema:namespaceURI>${FACTURX_NAMESPACE}</pdfaSchema:namespaceURI>`,
    "<pdfaSchema:prefix>fx</pdfaSchema:prefix>",
    "<pdfaSchema:property><rdf:Seq>",
    property("DocumentFileName", "The name of the embedded XML document"),
    property("DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER"),
    property("Version", "The actual version of the standard applying to the embedded XML document"),
    property("ConformanceLevel", "The conformance level of the embedded XML document"),
    "</rdf:Seq></pdfaSchema:property>",
    "</rdf:li></rdf:Bag></pdfaExtension:schemas>",
    "</rdf:Description>",
  ].join("\n");
}

/**
 * Attaches the CII XML as `factur-x.xml` and declares it in the XMP metadata; call it once, before `doc.end()`, on
 * a document made by `createInvoicePdfDocument`. The file is an associated file of the document (the catalog's
 * /AF array, ISO 19005-3, 6.8) with the relationship "Alternative": from the BASIC profile up, the XML is an
 * equivalent, machine-readable form of the invoice the pages show (Factur-X 1.0.07; "Data" is kept for the
 * MINIMUM and BASIC WL profiles, which are not full invoices).
 */
export function attachFacturX(
  doc: PDFKit.PDFDocument,
  xml: string,
  options: { conformanceLevel: FacturXConformanceLevel; modifiedDate: Date },
): void {
  const attachment: AttachmentOptions = {
    name: FACTURX_FILE_NAME,
    type: "text/xml",
    description: `Factur-X ${options.conformanceLevel}`,
    relationship:
      options.conformanceLevel === "MINIMUM" || options.conformanceLevel === "BASIC WL" ? "Data" : "Alternative",
    // ISO 19005-3, 6.8: the embedded file's parameters carry its modification date.
    creationDate: options.modifiedDate,
    modifiedDate: options.modifiedDate,
  };
  doc.file(Buffer.from(xml, "utf8"), attachment);
  doc.appendXML(facturXXmp(options.conformanceLevel));
}

/**
 * PDFKit 0.20 writes the Info dictionary first, then copies Title, Author… into the XMP packet without escaping
 * them: "Dupont & Fils" would make the metadata unreadable XML, and a PDF/A reader rejects the file. The values
 * are escaped for the XMP only, once the Info dictionary is written, so both say the same text, as PDF/A requires of the two.
 */
function escapeInfoInXmp(doc: PDFKit.PDFDocument): void {
  const document = doc as PDFKit.PDFDocument & { info: Record<string, unknown>; endMetadata(): void };
  const endMetadata = document.endMetadata.bind(document);
  document.endMetadata = () => {
    for (const key of infoKeysInXmp) {
      const value = document.info[key];
      if (typeof value === "string") document.info[key] = xmlText(value);
    }
    endMetadata();
  };
}
