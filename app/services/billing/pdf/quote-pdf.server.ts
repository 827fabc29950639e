import { quoteDocumentMentions } from "#app/content/quote-mentions.ts";
import { frenchDate, quotesCopy, reducedRateCertification } from "#app/content/quotes.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import type { QuoteDocument } from "#app/services/billing/documents/quotes.server.ts";
import {
  billingLineColumns,
  billingLineRows,
  createBillingPdf,
  drawClient,
  drawFooters,
  drawHeader,
  drawLinesTable,
  drawMentions,
  drawStatement,
  drawTotals,
  type PdfBlock,
  vatRows,
} from "./pdf-layout.server.ts";

export interface PdfAcceptance {
  fullName: string;
  /** ISO 8601. */
  acceptedAt: string;
}

const _copy = quotesCopy.editor;
const client = quotesCopy.client;

/** The client's certification for each reduced rate, his name in the blank once he accepted. */
function certification(document: QuoteDocument, acceptance: PdfAcceptance | null): PdfBlock[] {
  const reduced = document.totals.byRate.filter((rate) => rate.vatRate !== 2000);
  if (!reduced.length) return [];
  const name = acceptance?.fullName ?? "……………………………… (nom, prénom)";
  return [
    {
      title: client.certificationTitle,
      paragraphs: reduced.map((rate) => reducedRateCertification[rate.vatRate as 1000 | 550](name)),
    },
  ];
}

/**
 * The quote as an A4 PDF: the same lines, totals and mentions as the client's page, text selectable, the font
 * embedded, page numbers. The creation date is the quote's, so the same revision renders the same content.
 */
export function renderQuotePdf(document: QuoteDocument, acceptance: PdfAcceptance | null = null): Promise<Buffer> {
  const title = quotesCopy.pdf.title(document.number, document.revision);
  const { doc, done } = createBillingPdf({ title, author: document.company.name, date: document.date });
  drawHeader(doc, {
    company: document.company,
    title,
    dateLine: `${frenchDate(document.date)} – valable jusqu’au ${frenchDate(document.validUntil)}`,
  });
  drawClient(doc, { name: document.clientName, address: document.clientAddress, subject: document.title });
  drawLinesTable(doc, billingLineColumns, billingLineRows(document.lines, document.reverseCharge === true));
  drawTotals(doc, [
    { label: client.exclTotal, amount: formatEuros(document.totals.exclCents), bold: true },
    ...vatRows(document.totals, document.reverseCharge === true),
    { label: client.vatTotal, amount: formatEuros(document.totals.vatCents), bold: true },
    { label: client.inclTotal, amount: formatEuros(document.totals.inclCents), bold: true },
  ]);
  drawMentions(doc, [...quoteDocumentMentions(document), ...certification(document, acceptance)]);
  if (acceptance) {
    const date = new Intl.DateTimeFormat("fr-FR", {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "Europe/Paris",
    }).format(new Date(acceptance.acceptedAt));
    drawStatement(doc, client.acceptedBy(date, acceptance.fullName));
  }
  drawFooters(doc, (page, count) => `${document.company.name} – ${title} – ${quotesCopy.pdf.page(page, count)}`);
  doc.end();
  return done;
}
