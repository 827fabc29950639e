import { formatRate } from "#app/lib/french-format.ts";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import { vatRates } from "#app/services/billing/documents/quote-totals.ts";
import { csvField } from "#app/services/leads/csv.server.ts";
import { fecAmount, isoDate, kindLabels, methodLabels, type Payment, sum } from "./accounting-export.server.ts";
import {
  type BookedPurchase,
  type expenseAccounts,
  reverseChargeVat,
  type SupplierPaymentRecord,
  supplierAccount,
  supplierMethodLabel,
} from "./purchase-entries.server.ts";

/**
 * The accountant's spreadsheets, beside the FEC: the period's invoices and the payments received, its purchases and
 * the payments sent. Sales and purchases are apart: their columns differ, and a column of one sums to its net.
 */

/** An amount a spreadsheet reads as a number in French: "-1137,00". Built by us, so never a formula. */
function csvAmount(cents: number): string {
  return `${cents < 0 ? "-" : ""}${fecAmount(Math.abs(cents))}`;
}

/** 2026-03-15 → 15/03/2026, as a French spreadsheet reads a date. */
export function csvDate(date: string): string {
  const [, year, month, day] = isoDate.exec(date) ?? [];
  return year ? `${day}/${month}/${year}` : "";
}

type CsvCell = { text: string } | { amountCents: number } | { date: string };

/**
 * Rows in csv.server.ts's format (";", UTF-8 BOM, CRLF); text goes through its csvField, which quotes and
 * neutralises a leading = + - @; amounts and dates are written by us, so a credit note's "-120,00" stays a number.
 */
function spreadsheet(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const cell = (value: CsvCell) =>
    "text" in value ? csvField(value.text, ";") : "date" in value ? csvDate(value.date) : csvAmount(value.amountCents);
  const lines = [header.map((title) => csvField(title, ";")).join(";"), ...rows.map((row) => row.map(cell).join(";"))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/**
 * One row per invoice or credit note; a credit note's amounts are negative, so a column's sum is the period's net.
 * "Acomptes déduits" is the deposits (incl. VAT) a final invoice deducts; "Net à payer" what it asked the client,
 * of which "Retenue de garantie" is held until a year after the reception (4117, decision 065).
 * A reverse-charged subcontract has no rate of ours: its price goes in a column of its own, which the accountant
 * reports on the VAT return's line for operations whose VAT the buyer pays.
 */
export function invoicesCsv(invoices: readonly InvoiceDocument[]): string {
  const header = [
    "Numéro",
    "Type",
    "Date",
    "Échéance",
    "Client",
    "SIREN client",
    "Devis",
    "Facture créditée",
    ...vatRates.flatMap((rate) => [`HT ${formatRate(rate)}`, `TVA ${formatRate(rate)}`]),
    "HT autoliquidation (sous-traitance)",
    "Total HT",
    "Total TVA",
    "Total TTC",
    "Acomptes déduits TTC",
    "Net à payer",
    "Retenue de garantie",
  ];
  const rows = invoices.map((invoice): CsvCell[] => {
    const sign = invoice.kind === "avoir" ? -1 : 1;
    const amount = (cents: number): CsvCell => ({ amountCents: sign * cents });
    const rateCells = vatRates.flatMap((rate): CsvCell[] => {
      const total = invoice.totals.byRate.find((candidate) => candidate.vatRate === rate);
      return total ? [amount(total.baseCents), amount(total.vatCents)] : [{ text: "" }, { text: "" }];
    });
    return [
      { text: invoice.number },
      { text: kindLabels[invoice.kind] },
      { date: invoice.date },
      { date: invoice.dueDate },
      { text: invoice.client.name },
      { text: invoice.client.siren ?? "" },
      { text: invoice.quote?.number ?? "" },
      { text: invoice.credited?.number ?? "" },
      ...rateCells,
      invoice.reverseCharge ? amount(invoice.totals.exclCents) : { text: "" },
      amount(invoice.totals.exclCents),
      amount(invoice.totals.vatCents),
      amount(invoice.totals.inclCents),
      amount(sum(invoice.deposits.map((deposit) => deposit.inclCents))),
      amount(invoice.amountDueCents),
      amount(invoice.kind === "avoir" ? 0 : (invoice.retention?.heldCents ?? 0)),
    ];
  });
  return spreadsheet(header, rows);
}

export function paymentsCsv(payments: readonly Payment[]): string {
  const rows = payments.map((payment): CsvCell[] => [
    { date: payment.date },
    { text: payment.invoiceNumber },
    { text: payment.clientName },
    { text: methodLabels[payment.method] },
    { amountCents: payment.amountCents },
  ]);
  return spreadsheet(["Date", "Facture", "Client", "Mode de paiement", "Montant"], rows);
}

const categoryColumns = [
  ["materials", "HT matériaux"],
  ["subcontracting", "HT sous-traitance"],
  ["other", "HT autres achats"],
] as const;

/**
 * One row per supplier invoice or credit note booked, credit notes negative: the supplier and its account, the
 * amount before tax per kind of cost (on its account in the FEC; a purchase not yet set against anything is
 * materials), the VAT it charged, the reverse-charged base and the VAT the company owes on it, its currency (one
 * other than the euro is not in the FEC) and the name of the file as received in the archive.
 */
export function purchasesCsv(purchases: readonly BookedPurchase[], files: ReadonlyMap<number, string>): string {
  const header = [
    "Date",
    "Fournisseur",
    "SIREN fournisseur",
    "Compte fournisseur",
    "Numéro",
    "Type",
    ...categoryColumns.map(([, title]) => title),
    "TVA facturée",
    "Base autoliquidée",
    "TVA autoliquidée",
    "Total HT",
    "Total TTC",
    "Net à payer",
    "Devise",
    "Fichier",
  ];
  const rows = purchases.map((purchase): CsvCell[] => {
    const sign = purchase.isCreditNote ? -1 : 1;
    const amount = (cents: number): CsvCell => ({ amountCents: sign * cents });
    const direction = purchase.isCreditNote ? -1 : 1;
    const byCategory = (category: keyof typeof expenseAccounts) =>
      purchase.costs.length === 0
        ? category === "materials"
          ? purchase.taxExclusiveCents
          : 0
        : sum(purchase.costs.filter((cost) => cost.category === category).map((cost) => direction * cost.amountCents));
    const reverse = purchase.vat.filter((row) => row.category === "AE");
    return [
      { date: purchase.issueDate },
      { text: purchase.supplier.name },
      { text: purchase.supplier.siren ?? "" },
      { text: supplierAccount(purchase.supplier).number },
      { text: purchase.number },
      { text: purchase.isCreditNote ? "Avoir" : "Facture" },
      ...categoryColumns.map(([category]) => amount(byCategory(category))),
      amount(purchase.vatCents),
      amount(sum(reverse.map((row) => row.taxableCents))),
      amount(sum(reverse.map((row) => reverseChargeVat(row.taxableCents, row.rateBasisPoints)))),
      amount(purchase.taxExclusiveCents),
      amount(purchase.taxInclusiveCents),
      amount(purchase.payableCents),
      { text: purchase.currency },
      { text: files.get(purchase.id) ?? "" },
    ];
  });
  return spreadsheet(header, rows);
}

export function supplierPaymentsCsv(payments: readonly SupplierPaymentRecord[]): string {
  const rows = payments.map((payment): CsvCell[] => [
    { date: payment.paidOn },
    { text: payment.purchaseNumber },
    { text: payment.supplier.name },
    { text: supplierAccount(payment.supplier).number },
    { text: supplierMethodLabel(payment.method) },
    { amountCents: payment.amountCents },
  ]);
  return spreadsheet(["Date", "Facture", "Fournisseur", "Compte fournisseur", "Mode de paiement", "Montant"], rows);
}
