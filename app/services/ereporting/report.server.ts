/**
 * The e-reporting file of a period read from the store: the documents issued in it, the deposits their final
 * invoices deduct, and the payment journal's entries dated in it, each with what its document had received before.
 */

import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import { earlierInvoices } from "#app/services/billing/exports/invoice-export.server.ts";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import { buildReport, type EReport, type JournalPayment, type ReportType } from "./report.ts";

export interface ReportRequest {
  declarant: { siren: string; name: string };
  period: { from: string; to: string };
  type: ReportType;
  createdAt: Date;
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

async function journalPayments(database: StoreDatabase, from: string, to: string): Promise<JournalPayment[]> {
  const inPeriod = database.db
    .selectFrom("payments")
    .select("invoice_id")
    .where("paid_on", ">=", from)
    .where("paid_on", "<=", to);
  // Every entry of the documents paid in the period, in the journal's order, to know what each had received before.
  const rows = await database.db
    .selectFrom("payments")
    .innerJoin("invoices", "invoices.id", "payments.invoice_id")
    .select(["payments.invoice_id", "payments.paid_on", "payments.amount_cents", "invoices.document"])
    .where("payments.invoice_id", "in", inPeriod)
    .orderBy("payments.sequence")
    .execute();
  const received = new Map<number, number>();
  const documents = new Map<number, InvoiceDocument>();
  const payments: JournalPayment[] = [];
  for (const row of rows) {
    const paidBeforeCents = received.get(row.invoice_id) ?? 0;
    received.set(row.invoice_id, paidBeforeCents + row.amount_cents);
    if (row.paid_on < from || row.paid_on > to) continue;
    const document = documents.get(row.invoice_id) ?? parsed(row.document);
    documents.set(row.invoice_id, document);
    payments.push({ document, date: row.paid_on, amountCents: row.amount_cents, paidBeforeCents });
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
