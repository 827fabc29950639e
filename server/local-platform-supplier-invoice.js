// @ts-check
// The supplier invoices the local platform delivers to the company, as a real platform hands on what a supplier's
// software deposited: the CEN's own EN 16931 examples (bundled beside this file, EUPL 1.2, because a deployed machine
// has no ../shared) with the company written in as the buyer and a French supplier as the seller, so the site reads
// names, SIRENs and VAT numbers a French buyer meets, and a status sent back names a supplier by its SIREN. A Factur-X
// is drawn as PDF/A-3b carrying the CII as `factur-x.xml`, as app/services/billing/facturx makes the site's own.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";

const here = path.dirname(fileURLToPath(import.meta.url));
export const BUNDLED_FIXTURES_DIR = path.join(here, "local-platform-supplier-invoices");
const SHARED_FIXTURES_DIR = path.resolve(here, "../../shared/fixtures/supplier-invoices");
const FONT = path.resolve(here, "../assets/fonts/DejaVuSans.ttf");

/** @typedef {"CII" | "Factur-X" | "UBL"} SupplierInvoiceSyntax */
/** @typedef {{ siren: string, name: string, vatNumber?: string, address?: { line: string, postcode: string, city: string } }} Party */

export const SUPPLIER_INVOICE_SYNTAXES = /** @type {const} */ (["CII", "Factur-X", "UBL"]);

/**
 * What each syntax delivers when no fixture is named: three examples with three numbers (TOSL108, TOSL110,
 * 12115118) and three suppliers, so a test that delivers one of each gets three invoices, not one read three times.
 * The SIRENs are fictional, with a valid key; each VAT number is the SIREN's.
 * @type {Record<SupplierInvoiceSyntax, { fixture: string, seller: Party }>}
 */
export const DEFAULT_SUPPLIER_INVOICES = {
  CII: {
    fixture: "CII_example2.xml",
    seller: {
      siren: "620145839",
      name: "Zinguerie du Pas-de-Calais",
      vatNumber: "FR33620145839",
      address: { line: "12 rue des Ardoisiers", postcode: "62300", city: "Lens" },
    },
  },
  "Factur-X": {
    fixture: "CII_example4.xml",
    seller: {
      siren: "620318774",
      name: "Bois et Ardoises du Nord",
      vatNumber: "FR82620318774",
      address: { line: "4 avenue de la Gare", postcode: "62000", city: "Arras" },
    },
  },
  UBL: {
    fixture: "ubl-tc434-example1.xml",
    seller: {
      siren: "620472092",
      name: "Bennes Artois Location",
      vatNumber: "FR62620472092",
      address: { line: "Zone d'activité du Marais", postcode: "62400", city: "Béthune" },
    },
  },
};

export class SupplierInvoiceError extends Error {}

/** @param {string} value */
const xmlText = (value) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** @param {string} name @returns {string} */
function fixtureXml(name) {
  // A name only, never a path: the admin endpoint is not a way to read the machine's files.
  if (!/^[\w.-]+\.xml$/.test(name)) throw new SupplierInvoiceError(`fixture: a file name (.xml), not "${name}"`);
  for (const dir of [BUNDLED_FIXTURES_DIR, SHARED_FIXTURES_DIR]) {
    const file = path.join(dir, name);
    if (existsSync(file)) return readFileSync(file, "utf8");
  }
  throw new SupplierInvoiceError(`fixture: no ${name} in server/local-platform-supplier-invoices nor ../shared`);
}

/**
 * A CII trade party (D16B's order of elements: Name, SpecifiedLegalOrganization, PostalTradeAddress,
 * URIUniversalCommunication, SpecifiedTaxRegistration): the SIREN as legal registration (scheme 0002) and as the
 * electronic address of the directory (0225), the VAT number when there is one.
 * @param {string} element @param {Party} who
 */
function ciiParty(element, who) {
  const address = who.address;
  return [
    `<ram:${element}>`,
    `<ram:Name>${xmlText(who.name)}</ram:Name>`,
    `<ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">${who.siren}</ram:ID></ram:SpecifiedLegalOrganization>`,
    "<ram:PostalTradeAddress>",
    address ? `<ram:PostcodeCode>${xmlText(address.postcode)}</ram:PostcodeCode>` : "",
    address ? `<ram:LineOne>${xmlText(address.line)}</ram:LineOne>` : "",
    address ? `<ram:CityName>${xmlText(address.city)}</ram:CityName>` : "",
    "<ram:CountryID>FR</ram:CountryID>",
    "</ram:PostalTradeAddress>",
    `<ram:URIUniversalCommunication><ram:URIID schemeID="0225">${who.siren}</ram:URIID></ram:URIUniversalCommunication>`,
    who.vatNumber
      ? `<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${xmlText(who.vatNumber)}</ram:ID></ram:SpecifiedTaxRegistration>`
      : "",
    `</ram:${element}>`,
  ].join("");
}

/**
 * A UBL 2.1 party (its order: EndpointID, PartyName, PostalAddress, PartyTaxScheme, PartyLegalEntity).
 * @param {Party} who
 */
function ublParty(who) {
  const address = who.address;
  return [
    "<cac:Party>",
    `<cbc:EndpointID schemeID="0225">${who.siren}</cbc:EndpointID>`,
    `<cac:PartyName><cbc:Name>${xmlText(who.name)}</cbc:Name></cac:PartyName>`,
    "<cac:PostalAddress>",
    address ? `<cbc:StreetName>${xmlText(address.line)}</cbc:StreetName>` : "",
    address ? `<cbc:CityName>${xmlText(address.city)}</cbc:CityName>` : "",
    address ? `<cbc:PostalZone>${xmlText(address.postcode)}</cbc:PostalZone>` : "",
    "<cac:Country><cbc:IdentificationCode>FR</cbc:IdentificationCode></cac:Country>",
    "</cac:PostalAddress>",
    who.vatNumber
      ? `<cac:PartyTaxScheme><cbc:CompanyID>${xmlText(who.vatNumber)}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>`
      : "",
    `<cac:PartyLegalEntity><cbc:RegistrationName>${xmlText(who.name)}</cbc:RegistrationName><cbc:CompanyID schemeID="0002">${who.siren}</cbc:CompanyID></cac:PartyLegalEntity>`,
    "</cac:Party>",
  ].join("");
}

/** @param {string} xml @param {RegExp} pattern @param {string} replacement @param {string} what */
function replaceOnce(xml, pattern, replacement, what) {
  if (!pattern.test(xml)) throw new SupplierInvoiceError(`the fixture has no ${what}`);
  return xml.replace(pattern, () => replacement);
}

/** @param {string} xml */
const isUbl = (xml) => /<(?:\w+:)?(?:Invoice|CreditNote)\b[^>]*urn:oasis:names:specification:ubl/.test(xml);
/** @param {string} xml */
const isCii = (xml) => /<(?:\w+:)?CrossIndustryInvoice\b/.test(xml);

/**
 * The example with its seller, buyer and (when given) number replaced.
 * @param {string} xml @param {"CII" | "UBL"} syntax @param {Party} seller @param {Party} buyer @param {string | undefined} number
 */
function rewrite(xml, syntax, seller, buyer, number) {
  let out = xml;
  if (syntax === "CII") {
    out = replaceOnce(
      out,
      /<ram:SellerTradeParty>[\s\S]*?<\/ram:SellerTradeParty>/,
      ciiParty("SellerTradeParty", seller),
      "seller",
    );
    out = replaceOnce(
      out,
      /<ram:BuyerTradeParty>[\s\S]*?<\/ram:BuyerTradeParty>/,
      ciiParty("BuyerTradeParty", buyer),
      "buyer",
    );
    if (number !== undefined) {
      out = replaceOnce(
        out,
        /<rsm:ExchangedDocument>\s*<ram:ID>[^<]*<\/ram:ID>/,
        `<rsm:ExchangedDocument><ram:ID>${xmlText(number)}</ram:ID>`,
        "number",
      );
    }
  } else {
    out = replaceOnce(
      out,
      /<cac:AccountingSupplierParty>\s*<cac:Party>[\s\S]*?<\/cac:Party>/,
      `<cac:AccountingSupplierParty>${ublParty(seller)}`,
      "supplier",
    );
    out = replaceOnce(
      out,
      /<cac:AccountingCustomerParty>\s*<cac:Party>[\s\S]*?<\/cac:Party>/,
      `<cac:AccountingCustomerParty>${ublParty(buyer)}`,
      "customer",
    );
    // The invoice's own ID is the document's first cbc:ID: it comes before every aggregate.
    if (number !== undefined)
      out = replaceOnce(out, /<cbc:ID>[^<]*<\/cbc:ID>/, `<cbc:ID>${xmlText(number)}</cbc:ID>`, "number");
  }
  // Delivered today, due in thirty days, as a supplier's invoice reaches the company: the examples' dates from 2013
  // and 2015 would fall outside any period the books or the margins are read for.
  const issued = new Date();
  const due = new Date(issued.getTime() + 30 * 86_400_000);
  const paris = (/** @type {Date} */ date) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(date);
  if (syntax === "CII") {
    out = out
      .replace(
        /(<ram:IssueDateTime>\s*<udt:DateTimeString format="102">)\d{8}/,
        `$1${paris(issued).replaceAll("-", "")}`,
      )
      .replace(
        /(<ram:DueDateDateTime>\s*<udt:DateTimeString format="102">)\d{8}/,
        `$1${paris(due).replaceAll("-", "")}`,
      );
  } else {
    out = out
      .replace(/<cbc:IssueDate>[^<]*</, `<cbc:IssueDate>${paris(issued)}<`)
      .replace(/<cbc:DueDate>[^<]*</, `<cbc:DueDate>${paris(due)}<`);
  }
  // The company's suppliers invoice in euros: the examples' Norwegian and Danish crowns become euros, the amounts
  // unchanged, so the books and a job's margin count them as a French supplier's would be.
  out = out
    .replace(/<ram:(InvoiceCurrencyCode|TaxCurrencyCode)>[A-Z]{3}</g, "<ram:$1>EUR<")
    .replace(/<cbc:(DocumentCurrencyCode|TaxCurrencyCode)>[A-Z]{3}</g, "<cbc:$1>EUR<")
    .replace(/currencyID="[A-Z]{3}"/g, 'currencyID="EUR"');
  return out;
}

/** @param {string} xml @param {"CII" | "UBL"} syntax */
function invoiceNumberOf(xml, syntax) {
  const found =
    syntax === "CII"
      ? /<rsm:ExchangedDocument>\s*<ram:ID>([^<]*)<\/ram:ID>/.exec(xml)
      : /<cbc:ID>([^<]*)<\/cbc:ID>/.exec(xml);
  return found?.[1]?.trim() ?? "";
}

/** @param {string} xml @param {string} element */
const ciiValue = (xml, element) =>
  new RegExp(`<ram:${element}\\b[^>]*>([^<]*)</ram:${element}>`).exec(xml)?.[1]?.trim();

/**
 * A Factur-X as a supplier's software writes one: PDF/A-3b (PDF 1.7, the embedded DejaVu font, sRGB), the CII
 * attached as `factur-x.xml` with the relationship "Alternative" (EN 16931 profile, a full invoice) and declared in the
 * XMP metadata by the Factur-X extension schema (Factur-X 1.0.07), a page saying what the XML says.
 * @param {string} xml @param {{ number: string, seller: Party, buyer: Party }} facts
 * @returns {Promise<Buffer>}
 */
function facturXPdf(xml, facts) {
  const created = new Date();
  const doc = new PDFDocument({
    size: "A4",
    margin: 48,
    pdfVersion: "1.7",
    subset: "PDF/A-3b",
    lang: "fr-FR",
    displayTitle: true,
    info: { Title: `Facture ${facts.number}`, Author: facts.seller.name, CreationDate: created },
  });
  // PDFKit copies Title and Author into the XMP unescaped: escaped there once the Info dictionary is written.
  const withInfo = /** @type {PDFKit.PDFDocument & { info: Record<string, unknown>, endMetadata(): void }} */ (doc);
  const endMetadata = withInfo.endMetadata.bind(withInfo);
  withInfo.endMetadata = () => {
    for (const key of ["Title", "Author"]) {
      const value = withInfo.info[key];
      if (typeof value === "string") withInfo.info[key] = xmlText(value);
    }
    endMetadata();
  };
  /** @type {Buffer[]} */
  const chunks = [];
  doc.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", readFileSync(FONT));
  doc.font("regular").fontSize(16).text(`Facture ${facts.number}`);
  doc.moveDown();
  const currency = ciiValue(xml, "InvoiceCurrencyCode") ?? "EUR";
  const issued = ciiValue(xml, "DateTimeString") ?? "";
  doc.fontSize(10);
  for (const line of [
    `Fournisseur : ${facts.seller.name} (SIREN ${facts.seller.siren})`,
    `Client : ${facts.buyer.name} (SIREN ${facts.buyer.siren})`,
    `Date : ${issued.replace(/^(\d{4})(\d{2})(\d{2})$/, "$3/$2/$1")}`,
    `Total HT : ${ciiValue(xml, "TaxBasisTotalAmount") ?? ""} ${currency}`,
    `Total TTC : ${ciiValue(xml, "GrandTotalAmount") ?? ""} ${currency}`,
    `À payer : ${ciiValue(xml, "DuePayableAmount") ?? ""} ${currency}`,
  ])
    doc.text(line);
  const namespace = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#";
  /** @param {string} name @param {string} description */
  const property = (name, description) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  doc.file(
    Buffer.from(xml, "utf8"),
    /** @type {PDFKit.Mixins.PDFAttachmentOptions & { relationship: string }} */ ({
      name: "factur-x.xml",
      type: "text/xml",
      description: "Factur-X EN 16931",
      relationship: "Alternative",
      creationDate: created,
      modifiedDate: created,
    }),
  );
  doc.appendXML(
    [
      `<rdf:Description rdf:about="" xmlns:fx="${namespace}">`,
      "<fx:DocumentType>INVOICE</fx:DocumentType>",
      "<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>",
      "<fx:Version>1.0</fx:Version>",
      "<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>",
      "</rdf:Description>",
      '<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">',
      '<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">',
      "<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>",
      `<pdfaSchema:namespaceURI>${namespace}</pdfaSchema:namespaceURI>`,
      "<pdfaSchema:prefix>fx</pdfaSchema:prefix>",
      "<pdfaSchema:property><rdf:Seq>",
      property("DocumentFileName", "The name of the embedded XML document"),
      property("DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER"),
      property("Version", "The actual version of the standard applying to the embedded XML document"),
      property("ConformanceLevel", "The conformance level of the embedded XML document"),
      "</rdf:Seq></pdfaSchema:property>",
      "</rdf:li></rdf:Bag></pdfaExtension:schemas>",
      "</rdf:Description>",
    ].join("\n"),
  );
  doc.end();
  return /** @type {Promise<Buffer>} */ (done);
}

/**
 * @param {unknown} value @param {string} field
 * @returns {Party}
 */
export function partyOf(value, field) {
  const party = /** @type {Record<string, unknown> | null} */ (typeof value === "object" ? value : null);
  const siren = party?.siren;
  const name = party?.name;
  const vatNumber = party?.vatNumber;
  if (typeof siren !== "string" || !/^\d{9}$/.test(siren)) throw new SupplierInvoiceError(`${field}.siren: 9 digits`);
  if (typeof name !== "string" || !name.trim() || name.length > 200) {
    throw new SupplierInvoiceError(`${field}.name: 1 to 200 characters`);
  }
  if (vatNumber !== undefined && (typeof vatNumber !== "string" || !/^[A-Z]{2}[\dA-Z]{2,13}$/.test(vatNumber))) {
    throw new SupplierInvoiceError(`${field}.vatNumber: a VAT number (FR12345678901)`);
  }
  return { siren, name: name.trim(), ...(vatNumber ? { vatNumber } : {}) };
}

/**
 * The file of one supplier invoice addressed to `buyer`: the fixture (or the syntax's default example) rewritten,
 * with `number` as its number when given; `broken` cuts the XML in the middle, a file no reader can read (inside the
 * PDF for a Factur-X).
 * @param {{ syntax: SupplierInvoiceSyntax, fixture?: string, buyer: Party, seller?: Party, number?: string, broken?: boolean }} request
 * @returns {Promise<{ file: Buffer, name: string, number: string, seller: Party }>}
 */
export async function supplierInvoiceFile(request) {
  const { syntax, buyer, broken = false } = request;
  const defaults = DEFAULT_SUPPLIER_INVOICES[syntax];
  if (!defaults) throw new SupplierInvoiceError(`syntax: one of ${SUPPLIER_INVOICE_SYNTAXES.join(", ")}`);
  if (request.number !== undefined && !/^[^\s<>&"][^<>&"]{0,63}$/.test(request.number)) {
    throw new SupplierInvoiceError('number: 1 to 64 characters, without < > & "');
  }
  const source = fixtureXml(request.fixture ?? defaults.fixture);
  const xmlSyntax = syntax === "UBL" ? "UBL" : "CII";
  if (xmlSyntax === "UBL" ? !isUbl(source) : !isCii(source)) {
    throw new SupplierInvoiceError(`fixture: ${syntax} needs a ${xmlSyntax} file`);
  }
  const seller = request.seller ?? defaults.seller;
  const rewritten = rewrite(source, xmlSyntax, seller, buyer, request.number);
  const number = invoiceNumberOf(rewritten, xmlSyntax);
  const xml = broken ? rewritten.slice(0, Math.floor(rewritten.length / 2)) : rewritten;
  const base = `${seller.siren}-${number.replace(/[^\w.-]+/g, "_")}`;
  if (syntax === "Factur-X") {
    return { file: await facturXPdf(xml, { number, seller, buyer }), name: `${base}.pdf`, number, seller };
  }
  return { file: Buffer.from(xml, "utf8"), name: `${base}.xml`, number, seller };
}
