import { purchasesCopy } from "#app/content/purchases.ts";
import { frenchDate } from "#app/content/quotes.ts";
import { formatEuros, formatRate } from "#app/lib/french-format.ts";
import { formatIban } from "#app/lib/iban.ts";
import {
  createBillingPdf,
  drawClient,
  drawFooters,
  drawLinesTable,
  drawMentions,
  drawTotals,
  type PdfBlock,
  type TableColumn,
  type TotalsRow,
} from "#app/services/billing/pdf/pdf-layout.server.ts";
import type { PostalAddress, SupplierInvoice, SupplierInvoiceParty } from "./supplier-invoice-types.ts";

const copy = purchasesCopy.pdf;
const detail = purchasesCopy.detail;

const columns: readonly TableColumn[] = [
  { label: detail.line.name, width: 235, align: "left" },
  { label: detail.line.quantity, width: 55, align: "right" },
  { label: detail.line.unitPrice, width: 75, align: "right" },
  { label: detail.line.vat, width: 45, align: "right" },
  { label: detail.line.amount, width: 89, align: "right" },
];

function addressText(address: PostalAddress | null): string {
  if (!address) return "";
  const town = [address.postalCode, address.city].filter(Boolean).join(" ");
  return [...address.lines, town, address.country && address.country !== "FR" ? address.country : ""]
    .filter(Boolean)
    .join(", ");
}

function partyText(party: SupplierInvoiceParty): string {
  return [
    addressText(party.address),
    [party.siren ? copy.siren(party.siren) : "", party.vatNumber ? copy.vat(party.vatNumber) : ""]
      .filter(Boolean)
      .join(" · "),
  ]
    .filter(Boolean)
    .join("\n");
}

function rateText(rateBasisPoints: number | null, category: string): string {
  return rateBasisPoints === null ? category : formatRate(rateBasisPoints);
}

/** A decimal as the norm writes it ("12.500") the French way ("12,5"). */
function frenchDecimal(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "").replace(".", ",") : value;
}

/**
 * A readable PDF of a supplier's invoice that came as bare XML (CII or UBL): the supplier and the buyer, the lines,
 * the VAT per rate, the totals and how to pay, drawn from what the reader took out of the file with the quotes'
 * layout. It is a view, never the document: its footer says the XML kept beside it is the original.
 */
export function renderPurchasePdf(invoice: SupplierInvoice): Promise<Buffer> {
  const title = invoice.isCreditNote ? copy.creditNote(invoice.number) : copy.invoice(invoice.number);
  const { doc, done, width } = createBillingPdf({
    title,
    author: invoice.supplier.name,
    date: invoice.issueDate,
  });
  doc.font("bold").fontSize(15).fillColor("#0f1f33").text(title, { width });
  doc
    .font("regular")
    .fontSize(9)
    .fillColor("#4a5868")
    .text(copy.dates(frenchDate(invoice.issueDate), invoice.dueDate ? frenchDate(invoice.dueDate) : null), {
      width,
    });
  doc.moveDown(1);
  drawClient(doc, {
    name: `${copy.supplier} : ${invoice.supplier.name}`,
    address: partyText(invoice.supplier),
    subject: "",
  });
  drawClient(doc, { name: `${copy.buyer} : ${invoice.buyer.name}`, address: partyText(invoice.buyer), subject: "" });
  drawLinesTable(
    doc,
    columns,
    invoice.lines.map((line) => ({
      cells: [
        line.name,
        frenchDecimal(line.quantity),
        formatEuros(line.netUnitPriceCents),
        rateText(line.vatRateBasisPoints, line.vatCategory),
        formatEuros(line.netAmountCents),
      ],
    })),
  );
  const { totals } = invoice;
  const rows: TotalsRow[] = [
    { label: detail.exclTotal, amount: formatEuros(totals.taxExclusiveCents), bold: true },
    ...invoice.vatBreakdown.map((row) => ({
      label:
        row.rateBasisPoints === null
          ? detail.vatOther(row.category, formatEuros(row.taxableCents))
          : detail.vatRow(formatRate(row.rateBasisPoints), formatEuros(row.taxableCents)),
      amount: formatEuros(row.vatCents),
    })),
    { label: detail.inclTotal, amount: formatEuros(totals.taxInclusiveCents), bold: true },
  ];
  if (totals.payableCents !== totals.taxInclusiveCents) {
    rows.push({ label: detail.payable, amount: formatEuros(totals.payableCents), bold: true });
  }
  drawTotals(doc, rows);
  const payment = [
    invoice.paymentTerms ? copy.terms(invoice.paymentTerms) : "",
    invoice.iban ? copy.iban(formatIban(invoice.iban)) : "",
    invoice.paymentReference ? copy.reference(invoice.paymentReference) : "",
  ].filter(Boolean);
  const blocks: PdfBlock[] = [];
  if (payment.length) blocks.push({ title: copy.payment, paragraphs: payment });
  if (invoice.notes.length) blocks.push({ title: copy.notes, paragraphs: invoice.notes });
  drawMentions(doc, blocks);
  drawFooters(doc, (page, count) => copy.footer(invoice.syntax, page, count));
  doc.end();
  return done;
}
