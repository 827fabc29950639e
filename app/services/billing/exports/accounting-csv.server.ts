import { formatRate } from "#app/lib/french-format.ts";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import { vatRates } from "#app/services/billing/documents/quote-totals.ts";
import { csvField } from "#app/services/leads/csv.server.ts";
import { fecAmount, isoDate, kindLabels, methodLabels, type Payment, sum } from "./accounting-export.server.ts";

/** The accountant's two spreadsheets, beside the FEC: the period's invoices and its payments. */

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
 * "Acomptes déduits" is the deposits (incl. VAT) a final invoice deducts; "Net à payer" what it asked the client.
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
    "Total HT",
    "Total TVA",
    "Total TTC",
    "Acomptes déduits TTC",
    "Net à payer",
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
      amount(invoice.totals.exclCents),
      amount(invoice.totals.vatCents),
      amount(invoice.totals.inclCents),
      amount(sum(invoice.deposits.map((deposit) => deposit.inclCents))),
      amount(invoice.amountDueCents),
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
