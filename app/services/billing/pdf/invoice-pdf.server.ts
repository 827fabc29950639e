import {
  businessLatePayment,
  consumerLatePayment,
  invoicesCopy,
  noEarlyPaymentDiscount,
} from "#app/content/invoices.ts";
import { frenchDate, quotesCopy } from "#app/content/quotes.ts";
import { retentionCopy, retentionPaymentNote } from "#app/content/retention.ts";
import { invoiceMentionsOf, invoiceTitle, situationsCopy } from "#app/content/situations.ts";
import { addressLine, formatEuros } from "#app/lib/french-format.ts";
import { formatIban } from "#app/lib/iban.ts";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import { attachFacturX } from "#app/services/billing/facturx/facturx-pdf.server.ts";
import { type CiiNote, invoiceCii } from "#app/services/billing/facturx/facturx-xml.ts";
import { drawEpcQr, epcPayload } from "#app/services/billing/payments/epc-qr.ts";
import { logError } from "#app/services/log.server.ts";
import {
  billingLineColumns,
  billingLineRows,
  createBillingPdf,
  drawClient,
  drawFooters,
  drawHeader,
  drawLinesTable,
  drawMentions,
  drawTotals,
  PDF_MARGIN,
  situationLineColumns,
  situationLineRows,
  type TotalsRow,
  vatRows,
} from "./pdf-layout.server.ts";

const _editor = quotesCopy.editor;
const client = invoicesCopy.client;

/** A business client's invoice carries the EN 16931 XML (Factur-X): decision 024. */
export function isFacturX(document: InvoiceDocument): boolean {
  return document.client.siren !== null;
}

/** The mentions the XML carries as notes, written once in app/content/invoices.ts. */
export function invoiceNotes(document: InvoiceDocument): CiiNote[] {
  const { company } = document;
  const business = document.client.siren !== null;
  return [
    {
      subjectCode: "REG",
      text: `${company.name}, ${company.legalForm}, capital ${company.capital}, ${company.rcs}. Assurance décennale : ${company.insurance.insurer}, contrat n° ${company.insurance.policyNumber}, ${company.insurance.coverage}.`,
    },
    // The French profile wants these three on every invoice and credit note (rule BR-FR-05): a credit note keeps
    // the terms of the invoice it corrects.
    { subjectCode: "AAB", text: noEarlyPaymentDiscount },
    { subjectCode: "PMD", text: business ? businessLatePayment : consumerLatePayment },
    {
      subjectCode: "PMT",
      text: [
        business
          ? "Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 € (article D441-5 du Code de commerce)."
          : "Indemnité forfaitaire pour frais de recouvrement : sans objet, elle n’est due que par un professionnel (article L441-10 du Code de commerce).",
        // The payment information (PMT) is where a retention is stated, the norm having no amount for it (decision 065).
        ...(document.retention && document.kind !== "avoir"
          ? [retentionPaymentNote(document.retention, document.amountDueCents, null)]
          : []),
      ].join(" "),
    },
  ];
}

/** The Factur-X XML alone (EN 16931 CII), for a business client. */
export function invoiceXml(document: InvoiceDocument): string {
  return invoiceCii(document, invoiceNotes(document));
}

function totalsRows(document: InvoiceDocument): TotalsRow[] {
  const { totals } = document;
  const rows: TotalsRow[] = [
    { label: client.exclTotal, amount: formatEuros(totals.exclCents), bold: true },
    ...vatRows(totals, document.reverseCharge === true),
    { label: client.inclTotal, amount: formatEuros(totals.inclCents), bold: true },
  ];
  for (const deposit of document.deposits) {
    rows.push({
      label: client.depositDeducted(deposit.number, frenchDate(deposit.date)),
      amount: `−${formatEuros(deposit.inclCents)}`,
    });
  }
  const held = document.kind === "avoir" ? 0 : (document.retention?.heldCents ?? 0);
  if (held > 0 && document.retention?.kind === "held") {
    // The full price stays what is owed; the amount held is only paid later (loi 71-584).
    rows.push({ label: client.amountDue, amount: formatEuros(document.amountDueCents), bold: true });
    rows.push({ label: retentionCopy.held(document.retention.rateBasisPoints), amount: `−${formatEuros(held)}` });
    rows.push({ label: retentionCopy.dueNow, amount: formatEuros(document.amountDueCents - held), bold: true });
  } else if (document.kind !== "avoir") {
    rows.push({ label: client.amountDue, amount: formatEuros(document.amountDueCents), bold: true });
  } else if (document.deposits.length > 0) {
    rows.push({ label: client.amountCredited, amount: formatEuros(document.amountDueCents), bold: true });
  }
  return rows;
}

/** The transfer's details beside its EPC QR code, kept together on one page. */
function drawTransfer(doc: PDFKit.PDFDocument, document: InvoiceDocument, amountCents: number): void {
  if (document.kind === "avoir" || amountCents <= 0) return;
  const { company } = document;
  const size = 96;
  if (doc.y + size + 24 > doc.page.maxY()) doc.addPage();
  const top = doc.y;
  let payload: string | null = null;
  try {
    payload = epcPayload({
      name: company.name,
      iban: company.iban,
      bic: company.bic,
      amountCents,
      reference: document.paymentReference,
    });
  } catch (error) {
    logError(
      `invoice ${document.number}: no transfer QR code: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (payload) drawEpcQr(doc, payload, PDF_MARGIN, top, size);
  const left = PDF_MARGIN + (payload ? size + 14 : 0);
  const width = doc.page.width - PDF_MARGIN - left;
  doc
    .font("bold")
    .fontSize(10)
    .fillColor("#0f1f33")
    .text(client.payTitle, left, top + 4, { width });
  doc.font("regular").fontSize(8.5).fillColor("#4a5868");
  for (const line of [
    `${client.holder} : ${company.name}`,
    `${client.iban} : ${formatIban(company.iban)}`,
    `${client.bic} : ${company.bic}`,
    `${client.reference} : ${document.paymentReference}`,
    `${client.amount} : ${formatEuros(amountCents)}`,
    ...(payload ? [client.payHint] : []),
  ]) {
    doc.text(line, { width });
  }
  doc.x = PDF_MARGIN;
  doc.y = Math.max(doc.y, top + size) + 12;
}

/**
 * The invoice or credit note as an A4 PDF/A-3b: the lines, the totals (with the deposits deducted), the transfer
 * with its QR code, every mention; for a business client the EN 16931 XML attached (Factur-X). `amountCents` is
 * what the QR code asks: what is due at issue, or what remains for a reminder.
 */
export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const held = document.kind === "avoir" ? 0 : (document.retention?.heldCents ?? 0);
  return render(document, { amountCents: document.amountDueCents - held, heading: null, facturX: isFacturX(document) });
}

export interface ReminderFigures {
  offsetDays: number;
  paidCents: number;
  creditedCents: number;
  remainingCents: number;
}

/**
 * A reminder as a document of its own: it names the invoice, says what is paid and what is left, and for a business
 * client the penalties and the 40 € indemnity; then the invoice itself, its QR code asking what is left. It carries
 * no XML: it is not an invoice, and a platform must not take it for a second one.
 */
export function renderReminderPdf(document: InvoiceDocument, figures: ReminderFigures): Promise<Buffer> {
  const copy = invoicesCopy.reminderPdf;
  const late = figures.offsetDays > 0;
  return render(document, {
    amountCents: figures.remainingCents,
    facturX: false,
    heading: {
      title: copy.title(document.number, late),
      lines: [
        `${copy.intro(document.number, frenchDate(document.date), frenchDate(document.dueDate))} (${copy.step(figures.offsetDays)})`,
        `${copy.invoiced} : ${formatEuros(document.amountDueCents)}. ${copy.paid} : ${formatEuros(figures.paidCents)}.${figures.creditedCents ? ` ${copy.credited} : ${formatEuros(figures.creditedCents)}.` : ""}`,
        `${copy.remaining} : ${formatEuros(figures.remainingCents)}.`,
        ...(document.client.siren ? [businessLatePayment] : late ? [consumerLatePayment] : []),
      ],
    },
  });
}

function render(
  document: InvoiceDocument,
  options: { amountCents: number; heading: { title: string; lines: string[] } | null; facturX: boolean },
): Promise<Buffer> {
  const title = options.heading?.title ?? invoiceTitle(document);
  const { doc, done } = createBillingPdf({
    title,
    author: document.company.name,
    date: document.date,
    archival: true,
  });
  drawHeader(doc, {
    company: document.company,
    title,
    dateLine:
      document.kind === "avoir"
        ? `Émis le ${frenchDate(document.date)}`
        : `Émise le ${frenchDate(document.date)} – à payer avant le ${frenchDate(document.dueDate)}`,
  });
  drawClient(doc, {
    name: document.client.name,
    address: addressLine(document.client.address),
    subject: document.title,
  });
  if (options.heading) {
    doc.font("regular").fontSize(9.5).fillColor("#0f1f33");
    for (const line of options.heading.lines) doc.text(line, { width: doc.page.width - 2 * PDF_MARGIN });
    doc.moveDown(0.8);
  }
  if (document.situation) {
    // A situation is read line by line of the quote: where each stands, what this one claims (decision 066).
    doc.font("bold").fontSize(10).fillColor("#0f1f33").text(situationsCopy.linesTitle, PDF_MARGIN);
    doc.moveDown(0.3);
    drawLinesTable(doc, situationLineColumns, situationLineRows(document.situation, document.reverseCharge === true));
  } else {
    drawLinesTable(doc, billingLineColumns, billingLineRows(document.lines, document.reverseCharge === true));
  }
  drawTotals(doc, totalsRows(document));
  drawTransfer(doc, document, options.amountCents);
  drawMentions(doc, invoiceMentionsOf(document));
  drawFooters(doc, (page, count) => `${document.company.name} – ${title} – ${invoicesCopy.pdf.page(page, count)}`);
  if (options.facturX) {
    attachFacturX(doc, invoiceXml(document), {
      conformanceLevel: "EN 16931",
      modifiedDate: new Date(`${document.date}T00:00:00Z`),
    });
  }
  doc.end();
  return done;
}
