import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { frenchDate, quoteMentions, quotesCopy, reducedRateCertification } from "#app/content/quotes.ts";
import { formatEuros, formatQuantity, formatRate, lineExclCents } from "./quote-totals.ts";
import type { QuoteDocument } from "./quotes.server.ts";

/** The PDF's font (decision 020): DejaVu Sans, shipped in assets/fonts, subset and embedded by PDFKit. */
const fontsDir = path.resolve(process.env.QUOTE_FONTS_DIR ?? "assets/fonts");
let fonts: { regular: Buffer; bold: Buffer; logo: Buffer | null } | null = null;

function loadFonts() {
  const logo = path.resolve("public/icon-192.png");
  fonts ??= {
    regular: readFileSync(path.join(fontsDir, "DejaVuSans.ttf")),
    bold: readFileSync(path.join(fontsDir, "DejaVuSans-Bold.ttf")),
    logo: existsSync(logo) ? readFileSync(logo) : null,
  };
  return fonts;
}

const MARGIN = 48;
const INK = "#0f1f33";
const MUTED = "#4a5868";
const columns = [
  { key: "designation", width: 205, align: "left" },
  { key: "quantity", width: 45, align: "right" },
  { key: "unit", width: 45, align: "left" },
  { key: "price", width: 70, align: "right" },
  { key: "rate", width: 40, align: "right" },
  { key: "total", width: 94, align: "right" },
] as const;

export interface PdfAcceptance {
  fullName: string;
  /** ISO 8601. */
  acceptedAt: string;
}

/**
 * The quote as an A4 PDF: the same lines, totals and mentions as the client's page, text selectable, the font
 * embedded, page numbers. The creation date is the quote's, so the same revision renders the same content.
 */
export function renderQuotePdf(document: QuoteDocument, acceptance: PdfAcceptance | null = null): Promise<Buffer> {
  const { regular, bold, logo } = loadFonts();
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: quotesCopy.pdf.title(document.number, document.revision),
      Author: document.company.name,
      CreationDate: new Date(`${document.date}T00:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const width = doc.page.width - 2 * MARGIN;

  // Header: logo and company on the left, the quote's number and dates on the right.
  const top = doc.y;
  if (logo) doc.image(logo, MARGIN, top, { width: 40 });
  const left = MARGIN + (logo ? 52 : 0);
  doc.font("bold").fontSize(13).fillColor(INK).text(document.company.name, left, top, { width: 250 });
  doc
    .font("regular")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      `${document.company.address.street}, ${document.company.address.postalCode} ${document.company.address.city}\n${document.company.phone} – ${document.company.email}`,
      left,
      doc.y,
      { width: 250 },
    );
  const headerBottom = doc.y;
  doc
    .font("bold")
    .fontSize(13)
    .fillColor(INK)
    .text(quotesCopy.pdf.title(document.number, document.revision), MARGIN + 260, top, {
      width: width - 260,
      align: "right",
    });
  doc
    .font("regular")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(`${frenchDate(document.date)} – valable jusqu’au ${frenchDate(document.validUntil)}`, {
      width: width - 260,
      align: "right",
    });
  doc.y = Math.max(headerBottom, doc.y) + 16;

  doc.x = MARGIN;
  doc.font("bold").fontSize(10).fillColor(INK).text(document.clientName, { width });
  doc.font("regular").fontSize(9).text(document.clientAddress, { width });
  if (document.title) doc.moveDown(0.6).font("bold").fontSize(11).text(document.title, { width });
  doc.moveDown(0.8);

  const row = (cells: Record<(typeof columns)[number]["key"], string>, font: "regular" | "bold") => {
    doc.font(font).fontSize(8.5).fillColor(INK);
    const heights = columns.map((column) => doc.heightOfString(cells[column.key], { width: column.width - 6 }));
    const height = Math.max(...heights) + 6;
    if (doc.y + height > doc.page.height - MARGIN - 20) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    for (const column of columns) {
      doc.text(cells[column.key], x + 3, y + 3, { width: column.width - 6, align: column.align });
      x += column.width;
    }
    doc.y = y + height;
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.5)
      .strokeColor("#d5dbe3")
      .stroke();
  };

  const copy = quotesCopy.editor;
  row(
    {
      designation: copy.designation,
      quantity: "Qté",
      unit: copy.unit,
      price: "PU HT",
      rate: copy.vatRate,
      total: copy.lineTotal,
    },
    "bold",
  );
  for (const line of document.lines) {
    if (line.kind === "section") {
      row({ designation: line.designation, quantity: "", unit: "", price: "", rate: "", total: "" }, "bold");
      continue;
    }
    row(
      {
        designation: line.designation,
        quantity: formatQuantity(line.quantityMilli),
        unit: line.unit,
        price: formatEuros(line.unitPriceCents),
        rate: formatRate(line.vatRate),
        total: formatEuros(lineExclCents(line)),
      },
      "regular",
    );
  }

  // Totals, right-aligned under the table.
  doc.moveDown(0.8);
  const totalsLine = (label: string, amount: string, font: "regular" | "bold") => {
    if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
    const y = doc.y;
    doc
      .font(font)
      .fontSize(9.5)
      .fillColor(INK)
      .text(label, MARGIN + 200, y, { width: 200, align: "right" });
    doc.text(amount, MARGIN + 400, y, { width: width - 400, align: "right" });
    doc.moveDown(0.3);
  };
  const client = quotesCopy.client;
  totalsLine(client.exclTotal, formatEuros(document.totals.exclCents), "bold");
  for (const rate of document.totals.byRate) {
    totalsLine(
      client.vatFor(formatRate(rate.vatRate), formatEuros(rate.baseCents)),
      formatEuros(rate.vatCents),
      "regular",
    );
  }
  totalsLine(client.vatTotal, formatEuros(document.totals.vatCents), "bold");
  totalsLine(client.inclTotal, formatEuros(document.totals.inclCents), "bold");

  doc.x = MARGIN;
  doc.moveDown(1);
  for (const mention of quoteMentions(document)) {
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    doc.font("bold").fontSize(9.5).fillColor(INK).text(mention.title, MARGIN, doc.y, { width });
    doc.font("regular").fontSize(8.5).fillColor(MUTED);
    for (const paragraph of mention.paragraphs) doc.text(paragraph, { width, paragraphGap: 2 });
    doc.moveDown(0.6);
  }

  const reduced = document.totals.byRate.filter((rate) => rate.vatRate !== 2000);
  if (reduced.length) {
    doc.font("bold").fontSize(9.5).fillColor(INK).text(client.certificationTitle, MARGIN, doc.y, { width });
    doc.font("regular").fontSize(8.5).fillColor(MUTED);
    const name = acceptance?.fullName ?? "……………………………… (nom, prénom)";
    for (const rate of reduced) {
      doc.text(reducedRateCertification[rate.vatRate as 1000 | 550](name), { width, paragraphGap: 2 });
    }
    doc.moveDown(0.6);
  }

  if (acceptance) {
    const at = new Date(acceptance.acceptedAt);
    const date = new Intl.DateTimeFormat("fr-FR", {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "Europe/Paris",
    }).format(at);
    doc.font("bold").fontSize(10).fillColor(INK).text(client.acceptedBy(date, acceptance.fullName), MARGIN, doc.y, {
      width,
    });
  }

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // The footer sits in the bottom margin: without lifting it, PDFKit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font("regular")
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${document.company.name} – ${quotesCopy.pdf.title(document.number, document.revision)} – ${quotesCopy.pdf.page(index + 1, range.count)}`,
        MARGIN,
        doc.page.height - MARGIN + 12,
        { width, align: "center", lineBreak: false, height: 12 },
      );
  }
  doc.end();
  return done;
}
