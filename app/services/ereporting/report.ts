/**
 * The e-reporting file of a period (decision 041), as the DGFiP's schema v3.2 and its annex 6 describe it: root
 * <Report>, the declarant named by its SIREN (scheme 0002), then
 * - flux 10.3, the sales to consumers (`reformChannel`), summed per day of issue, currency, category (TLB1 goods,
 *   TPS1 services) and VAT rate; a credit note counts negative, and a final invoice (or the credit note that cancels
 *   it) counts without the deposits it deducts, which were reported on their own day;
 * - flux 10.4, the payments received for those sales when they are services whose VAT falls due on payment
 *   (CGI art. 290 A), summed per day of payment and VAT rate; the entry that cancels a payment recorded by mistake
 *   counts negative on that payment's day, since nothing was collected then (decision 048).
 * A sale to a business abroad is reported invoice by invoice (flux 10.1 and 10.2, § 3.7.3 and 3.7.4), not in these
 * daily sums: such documents are listed apart for the caller to say they are not in the file.
 * Pure: the caller reads the store (report.server.ts).
 */

import { createHash } from "node:crypto";
import { parisTimestamp } from "#app/lib/paris-timestamp.ts";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import type { VatRate } from "#app/services/billing/documents/quote-totals.ts";
import { reformChannel } from "#app/services/billing/facturx/reform-channel.ts";
import type { ReportContents } from "./calendar.ts";

/** TT-4: the first file of a period, or one that cancels and replaces every file sent before for it (§ 3.7.7). */
export type ReportType = "IN" | "RE";

export type TransactionCategory = "TLB1" | "TPS1";

export interface RateAmounts {
  vatRate: VatRate;
  baseCents: number;
  vatCents: number;
}

export interface TransactionsDay {
  date: string;
  currency: "EUR";
  category: TransactionCategory;
  exclCents: number;
  vatCents: number;
  documents: number;
  byRate: RateAmounts[];
}

export interface PaymentsDay {
  date: string;
  currency: "EUR";
  byRate: { vatRate: VatRate; amountCents: number }[];
}

/** One entry of the payment journal with the document it pays and what that document had received before it. */
export interface JournalPayment {
  document: InvoiceDocument;
  /** YYYY-MM-DD: the day it was collected; for the entry that cancels a payment, that payment's day. */
  date: string;
  /** Negative for the entry that cancels a payment. */
  amountCents: number;
  /** The sum of the journal's entries for the same document before this one (any date). */
  paidBeforeCents: number;
}

export interface ReportInput {
  declarant: { siren: string; name: string };
  /** YYYY-MM-DD, both included. */
  period: { from: string; to: string };
  type: ReportType;
  createdAt: Date;
  /** Which reports the file carries; both unless the regime gives transactions and payments their own periods. */
  contents?: ReportContents;
  /** 0 for a period's first file, then 1, 2… for each corrective one: part of TT-1, unique per file. */
  revision?: number;
  /** The documents issued in the period, of every channel: only the consumers' are summed here. */
  documents: readonly InvoiceDocument[];
  /** Documents issued before the period that the period's final invoices deduct as deposits. */
  earlierDocuments: readonly InvoiceDocument[];
  /** The journal's entries dated in the period. */
  payments: readonly JournalPayment[];
}

export interface EReport {
  input: ReportInput;
  /** TT-1, also the platform's trackingId: unique per file. */
  id: string;
  transactions: TransactionsDay[];
  payments: PaymentsDay[];
  /** How many documents and journal entries went into the file. */
  reportedDocuments: number;
  reportedPayments: number;
  /** The numbers of the period's documents to businesses abroad, which this file does not carry. */
  internationalLeftOut: string[];
}

function isReported(document: InvoiceDocument): boolean {
  return reformChannel(document.client) === "e-reporting: B2C";
}

/** TT-81: a roofer's works are services (decision 034); a mixed sale has no single category to report. */
export function transactionCategory(document: InvoiceDocument): TransactionCategory {
  if (document.operationCategory === "prestations") return "TPS1";
  if (document.operationCategory === "biens") return "TLB1";
  throw new Error(`${document.number}: a mixed sale must be split into goods and services before it is reported`);
}

/**
 * What a document adds to the period, rate by rate: its amounts minus the deposits it deducts (each looked up for
 * its own rates), negative for a credit note. The amounts including VAT add up to what the client was asked.
 */
export function reportedAmounts(document: InvoiceDocument, known: ReadonlyMap<string, InvoiceDocument>): RateAmounts[] {
  const sign = document.kind === "avoir" ? -1 : 1;
  const rates = new Map<VatRate, RateAmounts>();
  const add = (vatRate: VatRate, baseCents: number, vatCents: number) => {
    const current = rates.get(vatRate) ?? { vatRate, baseCents: 0, vatCents: 0 };
    rates.set(vatRate, { vatRate, baseCents: current.baseCents + baseCents, vatCents: current.vatCents + vatCents });
  };
  for (const rate of document.totals.byRate) add(rate.vatRate, sign * rate.baseCents, sign * rate.vatCents);
  for (const deducted of document.deposits) {
    const deposit = known.get(deducted.number);
    if (deposit?.kind !== "acompte")
      throw new Error(`${document.number} deducts ${deducted.number}: deposit not found`);
    for (const rate of deposit.totals.byRate) add(rate.vatRate, -sign * rate.baseCents, -sign * rate.vatCents);
  }
  return [...rates.values()].filter((rate) => rate.baseCents !== 0 || rate.vatCents !== 0);
}

/** Each payment of services whose VAT falls due on payment is reported; goods and the debit option are not. */
function paymentReported(document: InvoiceDocument): boolean {
  return isReported(document) && transactionCategory(document) === "TPS1" && !document.company.vatOnDebits;
}

/**
 * A payment split over the document's rates in proportion to what each rate asks (VAT included). The split is of
 * the cumulated sums, before and after the payment, each rounded to the cent, so the payments that settle a
 * document add up, rate by rate, to exactly what it asked.
 */
export function paymentByRate(
  payment: JournalPayment,
  known: ReadonlyMap<string, InvoiceDocument>,
): { vatRate: VatRate; amountCents: number }[] {
  const asked = reportedAmounts(payment.document, known).map((rate) => ({
    vatRate: rate.vatRate,
    inclCents: Math.abs(rate.baseCents + rate.vatCents),
  }));
  const total = asked.reduce((sum, rate) => sum + rate.inclCents, 0);
  if (total === 0) throw new Error(`${payment.document.number}: a payment of a document that asks nothing`);
  const split = (paid: number) => {
    let given = 0;
    return asked.map((rate, index) => {
      const share = index === asked.length - 1 ? paid - given : Math.round((paid * rate.inclCents) / total);
      given += share;
      return share;
    });
  };
  const before = split(payment.paidBeforeCents);
  const after = split(payment.paidBeforeCents + payment.amountCents);
  return asked.map((rate, index) => ({
    vatRate: rate.vatRate,
    amountCents: (after[index] ?? 0) - (before[index] ?? 0),
  }));
}

/** In TT-1, so that a decade's transactions and its month's payments, filed apart, never share an id. */
const contentsCode: Record<ReportContents, string> = { both: "", transactions: "T", payments: "P" };

function compact(date: string): string {
  return date.replaceAll("-", "");
}

/** The file's aggregates; throws on a document it cannot place (a deposit missing, a mixed sale). */
export function buildReport(input: ReportInput): EReport {
  const known = new Map([...input.earlierDocuments, ...input.documents].map((document) => [document.number, document]));
  const days = new Map<string, TransactionsDay>();
  const reported = input.documents.filter(isReported);
  for (const document of reported) {
    const category = transactionCategory(document);
    const key = `${document.date}|${category}`;
    const day = days.get(key) ?? {
      date: document.date,
      currency: "EUR",
      category,
      exclCents: 0,
      vatCents: 0,
      documents: 0,
      byRate: [],
    };
    day.documents += 1;
    for (const rate of reportedAmounts(document, known)) {
      day.exclCents += rate.baseCents;
      day.vatCents += rate.vatCents;
      const current = day.byRate.find((entry) => entry.vatRate === rate.vatRate);
      if (current) {
        current.baseCents += rate.baseCents;
        current.vatCents += rate.vatCents;
      } else day.byRate.push({ ...rate });
    }
    days.set(key, day);
  }
  // The schema wants at least one rate per day: a day whose documents cancel out reports its zero on their rate.
  for (const day of days.values())
    if (day.byRate.length === 0) day.byRate.push({ vatRate: 2000, baseCents: 0, vatCents: 0 });

  const paymentDays = new Map<string, PaymentsDay>();
  const paid = input.payments.filter((payment) => paymentReported(payment.document));
  for (const payment of paid) {
    const day = paymentDays.get(payment.date) ?? { date: payment.date, currency: "EUR", byRate: [] };
    for (const share of paymentByRate(payment, known)) {
      const current = day.byRate.find((entry) => entry.vatRate === share.vatRate);
      if (current) current.amountCents += share.amountCents;
      else day.byRate.push({ ...share });
    }
    paymentDays.set(payment.date, day);
  }

  // A payment and the entry that cancels it (reported on the payment's day) leave nothing collected that day.
  for (const [date, day] of paymentDays)
    if (day.byRate.every((rate) => rate.amountCents === 0)) paymentDays.delete(date);
  const byDate = <T extends { date: string }>(a: T, b: T) => a.date.localeCompare(b.date);
  const byRate = (a: { vatRate: number }, b: { vatRate: number }) => b.vatRate - a.vatRate;
  for (const day of [...days.values(), ...paymentDays.values()]) day.byRate.sort(byRate);
  return {
    input,
    id: `${input.declarant.siren}-${compact(input.period.from)}-${compact(input.period.to)}-${contentsCode[input.contents ?? "both"]}${input.type}${input.revision ? input.revision : ""}-${parisTimestamp(input.createdAt)}`,
    transactions:
      input.contents === "payments"
        ? []
        : [...days.values()].sort((a, b) => byDate(a, b) || a.category.localeCompare(b.category)),
    payments: input.contents === "transactions" ? [] : [...paymentDays.values()].sort(byDate),
    reportedDocuments: input.contents === "payments" ? 0 : reported.length,
    reportedPayments: input.contents === "transactions" ? 0 : paid.length,
    internationalLeftOut: input.documents
      .filter((document) => reformChannel(document.client) === "e-reporting: international B2B")
      .map((document) => document.number),
  };
}

function amount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

function percent(rate: VatRate): string {
  return amount(rate);
}

function escaped(text: string): string {
  return (
    text
      // XML 1.0 has no place for control characters other than tab, line feed and carriage return.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
  );
}

/** The file, UTF-8 text. The company hands it to its platform itself, so it is both sender and declarant (SE). */
export function reportXml(report: EReport): string {
  const { declarant, period, type, createdAt } = report.input;
  const party = (tag: string) =>
    [
      `    <${tag}>`,
      `      <Id schemeId="0002">${escaped(declarant.siren)}</Id>`,
      `      <Name>${escaped(declarant.name)}</Name>`,
      "      <RoleCode>SE</RoleCode>",
      `    </${tag}>`,
    ].join("\n");
  const reportPeriod = [
    "    <ReportPeriod>",
    `      <StartDate>${compact(period.from)}</StartDate>`,
    `      <EndDate>${compact(period.to)}</EndDate>`,
    "    </ReportPeriod>",
  ];
  const transactions = report.transactions.flatMap((day) => [
    "    <Transactions>",
    `      <Date>${compact(day.date)}</Date>`,
    `      <TransactionsCurrency>${day.currency}</TransactionsCurrency>`,
    `      <CategoryCode>${day.category}</CategoryCode>`,
    `      <TaxExclusiveAmount>${amount(day.exclCents)}</TaxExclusiveAmount>`,
    `      <TaxTotal>${amount(day.vatCents)}</TaxTotal>`,
    `      <TransactionsCount>${day.documents}</TransactionsCount>`,
    ...day.byRate.flatMap((rate) => [
      "      <TaxSubtotal>",
      `        <TaxPercent>${percent(rate.vatRate)}</TaxPercent>`,
      `        <TaxableAmount>${amount(rate.baseCents)}</TaxableAmount>`,
      `        <TaxTotal>${amount(rate.vatCents)}</TaxTotal>`,
      "      </TaxSubtotal>",
    ]),
    "    </Transactions>",
  ]);
  const payments = report.payments.flatMap((day) => [
    "    <Transactions>",
    "      <Payment>",
    `        <Date>${compact(day.date)}</Date>`,
    ...day.byRate.flatMap((rate) => [
      "        <SubTotals>",
      `          <TaxPercent>${percent(rate.vatRate)}</TaxPercent>`,
      `          <CurrencyCode>${day.currency}</CurrencyCode>`,
      `          <Amount>${amount(rate.amountCents)}</Amount>`,
      "        </SubTotals>",
    ]),
    "      </Payment>",
    "    </Transactions>",
  ]);
  const contents = report.input.contents ?? "both";
  const transactionsReport =
    contents === "payments"
      ? []
      : ["  <TransactionsReport>", ...reportPeriod, ...transactions, "  </TransactionsReport>"];
  const paymentsReport =
    contents === "transactions" ? [] : ["  <PaymentsReport>", ...reportPeriod, ...payments, "  </PaymentsReport>"];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<Report>",
    "  <ReportDocument>",
    `    <Id>${escaped(report.id)}</Id>`,
    `    <Name>${escaped(`e-reporting ${period.from} au ${period.to}`)}</Name>`,
    "    <IssueDateTime>",
    `      <DateTimeString>${parisTimestamp(createdAt)}</DateTimeString>`,
    "    </IssueDateTime>",
    `    <TypeCode>${type}</TypeCode>`,
    party("Sender"),
    party("Issuer"),
    "  </ReportDocument>",
    ...transactionsReport,
    ...paymentsReport,
    "</Report>",
    "",
  ].join("\n");
}

/** What the owner's screen shows of a file: its sales per category (HT and VAT) and its payments per VAT rate. */
export interface ReportTotals {
  sales: { category: TransactionCategory; exclCents: number; vatCents: number }[];
  payments: { vatRate: VatRate; amountCents: number }[];
}

export function reportTotals(report: EReport): ReportTotals {
  const sales = new Map<TransactionCategory, { category: TransactionCategory; exclCents: number; vatCents: number }>();
  for (const day of report.transactions) {
    const current = sales.get(day.category) ?? { category: day.category, exclCents: 0, vatCents: 0 };
    sales.set(day.category, {
      ...current,
      exclCents: current.exclCents + day.exclCents,
      vatCents: current.vatCents + day.vatCents,
    });
  }
  const payments = new Map<VatRate, number>();
  for (const day of report.payments)
    for (const rate of day.byRate) payments.set(rate.vatRate, (payments.get(rate.vatRate) ?? 0) + rate.amountCents);
  return {
    sales: [...sales.values()].sort((a, b) => a.category.localeCompare(b.category)),
    payments: [...payments]
      .map(([vatRate, amountCents]) => ({ vatRate, amountCents }))
      .sort((a, b) => b.vatRate - a.vatRate),
  };
}

/** Whether the file declares nothing: no day of sales and no day of payments. */
export function isEmptyReport(report: EReport): boolean {
  return report.transactions.length === 0 && report.payments.length === 0;
}

/**
 * The hash of what the file declares, without its id and time: equal for two builds of the same data, different
 * as soon as a document or a payment of the period changes, which is when a corrective file is due.
 */
export function reportDigest(report: EReport): string {
  const figures = {
    contents: report.input.contents ?? "both",
    transactions: report.transactions,
    payments: report.payments,
  };
  return createHash("sha256").update(JSON.stringify(figures)).digest("hex");
}
