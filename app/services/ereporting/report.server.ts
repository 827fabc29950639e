/**
 * The e-reporting file of a period read from the store: the documents issued in it, the deposits their final
 * invoices deduct, and the payment journal's entries collected in it, each with what its document had received
 * before.
 */

import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import { earlierInvoices } from "#app/services/billing/exports/invoice-export.server.ts";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type { ReportContents } from "./calendar.ts";
import { buildReport, type EReport, type JournalPayment, type ReportType } from "./report.ts";

export interface ReportRequest {
  declarant: { siren: string; name: string };
  period: { from: string; to: string };
  type: ReportType;
  createdAt: Date;
  contents?: ReportContents;
  revision?: number;
}

function parsed(document: string | null): InvoiceDocument {
  if (!document) throw new Error("an issued document without its frozen content");
  return JSON.parse(document) as InvoiceDocument;
}

async function issuedDocuments(database: StoreDatabase, from: string, to: string): Promise<InvoiceDocument[]> {
  const rows = await database.db
    .selectFrom("invoices")
    .select("document")
    .where("status", "=", "emise")
    .where("issue_date", ">=", from)
    .where("issue_date", "<=", to)
    .orderBy("issued_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => parsed(row.document));
}

/**
 * The journal's entries collected in the period. An entry that cancels a payment recorded by mistake is dated by the
 * payment it cancels: that day's collection never happened, so the correction belongs to that day's period, not to
 * the day the mistake was found (decision 048).
 */
async function journalPayments(database: StoreDatabase, from: string, to: string): Promise<JournalPayment[]> {
  const entries = database.db
    .selectFrom("payments as entry")
    .leftJoin("payments as cancelled", "cancelled.id", "entry.cancels_payment_id")
    .select((eb) => [
      "entry.invoice_id as invoice_id",
      "entry.sequence as sequence",
      "entry.amount_cents as amount_cents",
      eb.fn.coalesce("cancelled.paid_on", "entry.paid_on").as("collected_on"),
    ]);
  const inPeriod = database.db
    .selectFrom(entries.as("collected"))
    .select("collected.invoice_id")
    .where("collected.collected_on", ">=", from)
    .where("collected.collected_on", "<=", to);
  // Every entry of the documents paid in the period, in the journal's order, to know what each had received before.
  const rows = await database.db
    .selectFrom(entries.as("collected"))
    .innerJoin("invoices", "invoices.id", "collected.invoice_id")
    .select(["collected.invoice_id", "collected.collected_on", "collected.amount_cents", "invoices.document"])
    .where("collected.invoice_id", "in", inPeriod)
    .orderBy("collected.sequence")
    .execute();
  const received = new Map<number, number>();
  const documents = new Map<number, InvoiceDocument>();
  const payments: JournalPayment[] = [];
  for (const row of rows) {
    const paidBeforeCents = received.get(row.invoice_id) ?? 0;
    received.set(row.invoice_id, paidBeforeCents + row.amount_cents);
    if (row.collected_on < from || row.collected_on > to) continue;
    const document = documents.get(row.invoice_id) ?? parsed(row.document);
    documents.set(row.invoice_id, document);
    payments.push({ document, date: row.collected_on, amountCents: row.amount_cents, paidBeforeCents });
  }
  return payments;
}

/** The period's report; its deposits may have been issued before the period, so they are read too. */
export async function periodReport(database: StoreDatabase, request: ReportRequest): Promise<EReport> {
  const { from, to } = request.period;
  const documents = await issuedDocuments(database, from, to);
  const payments = await journalPayments(database, from, to);
  const paidDocuments = payments.map((payment) => payment.document);
  const earlier = await earlierInvoices(database, [...documents, ...paidDocuments], from);
  return buildReport({ ...request, documents, earlierDocuments: earlier, payments });
}
