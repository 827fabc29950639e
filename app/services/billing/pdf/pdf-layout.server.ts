/**
 * The page layout quotes and invoices share (decision 020): A4, DejaVu Sans embedded, the company's header with the
 * document's title and dates on the right, the client, the lines table, the totals, the mentions and the footers
 * "company – title – Page x / n". Nothing here knows a quote: the callers pass text already formatted.
 */

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { quotesCopy } from "#app/content/quotes.ts";
import { reverseChargeCopy } from "#app/content/reverse-charge.ts";
import { situationPercent, situationsCopy } from "#app/content/situations.ts";
import { formatEuros, formatQuantity, formatRate } from "#app/lib/french-format.ts";
import type { SituationStatement } from "#app/services/billing/documents/invoice-document.ts";
import { lineExclCents, type QuoteTotals, type VatRate } from "#app/services/billing/documents/quote-totals.ts";
import { createInvoicePdfDocument } from "#app/services/billing/facturx/facturx-pdf.server.ts";

/** The PDF's font (decision 020): DejaVu Sans, shipped in assets/fonts, subset and embedded by PDFKit. */
const fontsDir = path.resolve(process.env.QUOTE_FONTS_DIR ?? "assets/fonts");
let assets: { regular: Buffer; bold: Buffer; logo: Buffer | null } | null = null;

function loadAssets() {
  const logo = path.resolve("public/icon-192.png");
  assets ??= {
    regular: readFileSync(path.join(fontsDir, "DejaVuSans.ttf")),
    bold: readFileSync(path.join(fontsDir, "DejaVuSans-Bold.ttf")),
    logo: existsSync(logo) ? readFileSync(logo) : null,
  };
  return assets;
}

export const PDF_MARGIN = 48;
const INK = "#0f1f33";
const MUTED = "#4a5868";
/** Beyond this height a block may start on one page and end on the next; below it, it is never cut. */
const KEEP_WHOLE_MAX = 160;
/** A block never starts this close to the bottom margin, whatever fits there: the quotes' layout since 020. */
const BLOCK_MIN_ROOM = 60;

export interface BillingPdf {
  doc: PDFKit.PDFDocument;
  /** The PDF's bytes, once `doc.end()` is called. */
  done: Promise<Buffer>;
  /** The width between the margins. */
  width: number;
}

/**
 * An A4 document with its info (title, author, creation date) and the fonts registered as "regular" and "bold".
 * The creation date is the document's own, so one revision always renders the same content.
 */
export function createBillingPdf(options: {
  title: string;
  author: string;
  date: string;
  /** PDF/A-3b (every invoice: an archived document, and the carrier of a Factur-X XML). */
  archival?: boolean;
}): BillingPdf {
  const { regular, bold } = loadAssets();
  const layout = { size: "A4", margin: PDF_MARGIN, bufferPages: true } as const;
  const creationDate = new Date(`${options.date}T00:00:00Z`);
  const doc = options.archival
    ? createInvoicePdfDocument({ title: options.title, author: options.author, creationDate }, layout)
    : new PDFDocument({
        ...layout,
        info: { Title: options.title, Author: options.author, CreationDate: creationDate },
      });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  return { doc, done, width: doc.page.width - 2 * PDF_MARGIN };
}

const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - 2 * PDF_MARGIN;

/** A new page unless `height` more points fit above the bottom margin. */
function keepTogether(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}

export interface PdfCompany {
  name: string;
  phone: string;
  email: string;
  address: { street: string; postalCode: string; city: string };
}

/** Logo and company on the left; the document's title ("Devis n° …") and its dates on the right. */
export function drawHeader(
  doc: PDFKit.PDFDocument,
  { company, title, dateLine }: { company: PdfCompany; title: string; dateLine: string },
): void {
  const { logo } = loadAssets();
  const width = contentWidth(doc);
  const top = doc.y;
  if (logo) doc.image(logo, PDF_MARGIN, top, { width: 40 });
  const left = PDF_MARGIN + (logo ? 52 : 0);
  doc.font("bold").fontSize(13).fillColor(INK).text(company.name, left, top, { width: 250 });
  doc
    .font("regular")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      `${company.address.street}, ${company.address.postalCode} ${company.address.city}\n${company.phone} – ${company.email}`,
      left,
      doc.y,
      { width: 250 },
    );
  const headerBottom = doc.y;
  doc
    .font("bold")
    .fontSize(13)
    .fillColor(INK)
    .text(title, PDF_MARGIN + 260, top, { width: width - 260, align: "right" });
  doc
    .font("regular")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(dateLine, { width: width - 260, align: "right" });
  doc.y = Math.max(headerBottom, doc.y) + 16;
}

/** The client's name and address, then the document's subject when it has one. */
export function drawClient(
  doc: PDFKit.PDFDocument,
  { name, address, subject }: { name: string; address: string; subject: string },
): void {
  const width = contentWidth(doc);
  doc.x = PDF_MARGIN;
  doc.font("bold").fontSize(10).fillColor(INK).text(name, { width });
  doc.font("regular").fontSize(9).text(address, { width });
  if (subject) doc.moveDown(0.6).font("bold").fontSize(11).text(subject, { width });
  doc.moveDown(0.8);
}

export interface TableColumn {
  label: string;
  width: number;
  align: "left" | "right";
}

export interface TableRow {
  /** One text per column, in the columns' order. */
  cells: string[];
  bold?: boolean;
  /** A section's title: never the last row of a page, it stays with the row after it. */
  keepWithNext?: boolean;
}

const CELL_PADDING = 3;
const TABLE_FONT_SIZE = 8.5;
/** Room left under a row for the footer's line, as the quotes always had. */
const TABLE_BOTTOM_RESERVE = 20;

function rowHeight(doc: PDFKit.PDFDocument, columns: readonly TableColumn[], row: TableRow): number {
  doc.font(row.bold ? "bold" : "regular").fontSize(TABLE_FONT_SIZE);
  const heights = columns.map((column, index) =>
    doc.heightOfString(row.cells[index] ?? "", { width: column.width - 2 * CELL_PADDING }),
  );
  return Math.max(...heights) + 2 * CELL_PADDING;
}

function drawRow(doc: PDFKit.PDFDocument, columns: readonly TableColumn[], row: TableRow, height: number): void {
  doc
    .font(row.bold ? "bold" : "regular")
    .fontSize(TABLE_FONT_SIZE)
    .fillColor(INK);
  const y = doc.y;
  let x = PDF_MARGIN;
  columns.forEach((column, index) => {
    doc.text(row.cells[index] ?? "", x + CELL_PADDING, y + CELL_PADDING, {
      width: column.width - 2 * CELL_PADDING,
      align: column.align,
    });
    x += column.width;
  });
  doc.y = y + height;
  doc
    .moveTo(PDF_MARGIN, doc.y)
    .lineTo(PDF_MARGIN + contentWidth(doc), doc.y)
    .lineWidth(0.5)
    .strokeColor("#d5dbe3")
    .stroke();
}

/**
 * The lines as a table under a bold row of the columns' labels. A row that does not fit starts a new page, which
 * begins with the labels' row again; the labels and a section's title never end a page without a row under them.
 */
export function drawLinesTable(doc: PDFKit.PDFDocument, columns: readonly TableColumn[], rows: readonly TableRow[]) {
  const header: TableRow = { cells: columns.map((column) => column.label), bold: true };
  const headerHeight = rowHeight(doc, columns, header);
  const bottom = () => doc.page.maxY() - TABLE_BOTTOM_RESERVE;
  const heights = rows.map((row) => rowHeight(doc, columns, row));
  // The rows that must share a page with the one each starts: a section's title and the row after it.
  const groupHeight = (start: number) => {
    let height = 0;
    let index = start;
    while (index < rows.length) {
      height += heights[index] as number;
      if (!rows[index]?.keepWithNext) break;
      index += 1;
    }
    return height;
  };
  if (doc.y + headerHeight + (rows.length ? groupHeight(0) : 0) > bottom()) doc.addPage();
  drawRow(doc, columns, header, headerHeight);
  rows.forEach((row, index) => {
    const needed = row.keepWithNext || index === 0 ? groupHeight(index) : (heights[index] as number);
    if (doc.y + needed > bottom()) {
      doc.addPage();
      drawRow(doc, columns, header, headerHeight);
    }
    drawRow(doc, columns, row, heights[index] as number);
  });
}

export interface TotalsRow {
  label: string;
  amount: string;
  bold?: boolean;
}

/**
 * The VAT rows of a quote's or an invoice's totals: one per rate, or, under the reverse charge, « TVA due par le
 * preneur : Autoliquidation » where the VAT would be (decision 064).
 */
export function vatRows(totals: QuoteTotals, reverseCharge: boolean): TotalsRow[] {
  if (reverseCharge) return [{ label: reverseChargeCopy.vatLabel, amount: reverseChargeCopy.vatValue }];
  return totals.byRate.map((rate) => ({
    label: quotesCopy.client.vatFor(formatRate(rate.vatRate), formatEuros(rate.baseCents)),
    amount: formatEuros(rate.vatCents),
  }));
}

const TOTALS_FONT_SIZE = 9.5;

/** The totals, right-aligned under the table, all on one page. */
export function drawTotals(doc: PDFKit.PDFDocument, rows: readonly TotalsRow[]): void {
  const width = contentWidth(doc);
  doc.moveDown(0.8);
  const measured = rows.map((row) => {
    doc.font(row.bold ? "bold" : "regular").fontSize(TOTALS_FONT_SIZE);
    const text = Math.max(
      doc.heightOfString(row.label, { width: 200 }),
      doc.heightOfString(row.amount, { width: width - 400 }),
    );
    return text + doc.currentLineHeight(true) * 0.3;
  });
  keepTogether(
    doc,
    measured.reduce((sum, height) => sum + height, 0),
  );
  for (const row of rows) {
    const y = doc.y;
    doc
      .font(row.bold ? "bold" : "regular")
      .fontSize(TOTALS_FONT_SIZE)
      .fillColor(INK)
      .text(row.label, PDF_MARGIN + 200, y, { width: 200, align: "right" });
    doc.text(row.amount, PDF_MARGIN + 400, y, { width: width - 400, align: "right" });
    doc.moveDown(0.3);
  }
  doc.x = PDF_MARGIN;
  doc.moveDown(1);
}

/** A heading and its paragraphs: a legal mention, an attestation. */
export interface PdfBlock {
  title: string;
  paragraphs: readonly string[];
}

const HEADING_SIZE = 9.5;
const PARAGRAPH_SIZE = 8.5;
const PARAGRAPH_GAP = 2;

/**
 * Each block's heading, then its paragraphs. A heading never ends a page: a short block is kept whole, a long one
 * starts where its heading and first paragraph fit together.
 */
export function drawMentions(doc: PDFKit.PDFDocument, blocks: readonly PdfBlock[]): void {
  const width = contentWidth(doc);
  for (const block of blocks) {
    doc.font("bold").fontSize(HEADING_SIZE);
    const heading = doc.heightOfString(block.title, { width });
    doc.font("regular").fontSize(PARAGRAPH_SIZE);
    const paragraphs = block.paragraphs.map((paragraph) => doc.heightOfString(paragraph, { width }) + PARAGRAPH_GAP);
    const whole = heading + paragraphs.reduce((sum, height) => sum + height, 0);
    keepTogether(doc, Math.max(BLOCK_MIN_ROOM, whole <= KEEP_WHOLE_MAX ? whole : heading + (paragraphs[0] ?? 0)));
    doc.font("bold").fontSize(HEADING_SIZE).fillColor(INK).text(block.title, PDF_MARGIN, doc.y, { width });
    doc.font("regular").fontSize(PARAGRAPH_SIZE).fillColor(MUTED);
    for (const paragraph of block.paragraphs) doc.text(paragraph, { width, paragraphGap: PARAGRAPH_GAP });
    doc.moveDown(0.6);
  }
}

/** One bold sentence under the mentions ("Accepté le … par …"). */
export function drawStatement(doc: PDFKit.PDFDocument, text: string): void {
  const width = contentWidth(doc);
  doc.font("bold").fontSize(10).fillColor(INK);
  keepTogether(doc, doc.heightOfString(text, { width }));
  doc.text(text, PDF_MARGIN, doc.y, { width });
}

/** Every page's footer, from its number and the page count ("… – Page 1 / 3"). */
export function drawFooters(doc: PDFKit.PDFDocument, text: (page: number, count: number) => string): void {
  const width = contentWidth(doc);
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // The footer sits in the bottom margin: without lifting it, PDFKit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font("regular")
      .fontSize(8)
      .fillColor(MUTED)
      .text(text(index + 1, range.count), PDF_MARGIN, doc.page.height - PDF_MARGIN + 12, {
        width,
        align: "center",
        lineBreak: false,
        height: 12,
      });
  }
}

/** A quote's or an invoice's line as its table prints it. */
export interface BillingLine {
  kind?: "line" | "section" | "travel";
  designation: string;
  quantityMilli: number;
  unit: string;
  unitPriceCents: number;
  vatRate: VatRate;
}

/** The lines table's columns, the same on quotes and invoices. */
export const billingLineColumns: readonly TableColumn[] = [
  { label: quotesCopy.editor.designation, width: 205, align: "left" },
  { label: "Qté", width: 45, align: "right" },
  { label: quotesCopy.editor.unit, width: 45, align: "left" },
  { label: "PU HT", width: 70, align: "right" },
  { label: quotesCopy.editor.vatRate, width: 40, align: "right" },
  { label: quotesCopy.editor.lineTotal, width: 94, align: "right" },
];

/**
 * Each line as a table row; a section title bold and kept with the line after it. Under the reverse charge a line
 * has no rate of ours: its VAT column names the category, AE (decision 064).
 */
export function billingLineRows(lines: readonly BillingLine[], reverseCharge = false): TableRow[] {
  return lines.map((line) =>
    line.kind === "section"
      ? { cells: [line.designation, "", "", "", "", ""], bold: true, keepWithNext: true }
      : {
          cells: [
            line.designation,
            formatQuantity(line.quantityMilli),
            line.unit,
            formatEuros(line.unitPriceCents),
            reverseCharge ? reverseChargeCopy.lineRate : formatRate(line.vatRate),
            formatEuros(lineExclCents(line)),
          ],
        },
  );
}

/** A situation's statement (decision 066): per quote line, where it stands and what this situation claims. */
export const situationLineColumns: readonly TableColumn[] = [
  { label: situationsCopy.columns.designation, width: 135, align: "left" },
  { label: "TVA", width: 34, align: "right" },
  { label: situationsCopy.columns.lineTotal, width: 68, align: "right" },
  { label: situationsCopy.columns.percent, width: 48, align: "right" },
  { label: situationsCopy.columns.cumulative, width: 68, align: "right" },
  { label: situationsCopy.columns.previous, width: 68, align: "right" },
  { label: situationsCopy.columns.thisSituation, width: 78, align: "right" },
];

export function situationLineRows(statement: SituationStatement, reverseCharge = false): TableRow[] {
  return statement.lines.map((line) => ({
    cells: [
      line.designation,
      reverseCharge ? reverseChargeCopy.lineRate : formatRate(line.vatRate),
      formatEuros(line.lineExclCents),
      situationPercent(line.cumulativeBasisPoints),
      formatEuros(line.cumulativeExclCents),
      formatEuros(line.previousExclCents),
      formatEuros(line.thisExclCents),
    ],
  }));
}
