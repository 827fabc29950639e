/**
 * The accountant's ZIP of a period as the owner's space and `npm run invoices -- export` make it: the store's
 * documents, payments and stored PDFs, the purchases it books with their files and the payments sent, handed to
 * accountantArchive (accountant-archive.server.ts), which checks that everything it needs is there.
 */

import { invoicesCopy } from "#app/content/invoices.ts";
import { overlay } from "#app/content/published.ts";
import { buildSite } from "#app/content/site.ts";
import { siretDigits } from "#app/lib/french-identifiers.ts";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import { InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import { bookedPurchasesBetween, supplierPaymentsBetween } from "#app/services/purchases/purchase-ledger.server.ts";
import { companyOf, type PublishedCompany } from "#app/services/site/company.server.ts";
import { publishedDocument } from "#app/services/site/editor.server.ts";
import { SiteContentStore } from "#app/services/site/store.server.ts";
import { accountantArchive } from "./accountant-archive.server.ts";

const copy = invoicesCopy.accountantExport;

export interface ExportPeriod {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/** The longest period one export covers: a few financial years, not the whole history in one request. */
export const MAX_EXPORT_YEARS = 3;

function realDay(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value) ? value : null;
}

/** The period asked for, or the French reason it is refused. */
export function exportPeriod(
  from: string | null | undefined,
  to: string | null | undefined,
): { ok: true; period: ExportPeriod } | { ok: false; message: string } {
  const start = realDay(from);
  const end = realDay(to);
  if (!start || !end) return { ok: false, message: copy.badDates };
  if (end < start) return { ok: false, message: copy.reversed };
  const limit = new Date(`${start}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_EXPORT_YEARS);
  if (end >= limit.toISOString().slice(0, 10)) return { ok: false, message: copy.tooLong };
  return { ok: true, period: { from: start, to: end } };
}

/** The SIREN that names the FEC file: the first 9 digits of the published SIRET; null while it is not a real one. */
export function companySiren(company: PublishedCompany): string | null {
  return siretDigits(company.identity.legal.siret)?.slice(0, 9) ?? null;
}

/** The company as last published, read from the store (a CLI process serves no version of its own). */
export async function storedCompany(database: StoreDatabase): Promise<PublishedCompany> {
  const document = await publishedDocument(new SiteContentStore(database.db));
  return companyOf(overlay(buildSite, document.site));
}

/**
 * The documents issued before `from` that the period's ones name: the deposits a final invoice deducts and the
 * invoices a credit note cancels, so their entries can reverse the right accounts.
 */
export async function earlierInvoices(
  database: StoreDatabase,
  invoices: readonly InvoiceDocument[],
  from: string,
): Promise<InvoiceDocument[]> {
  const numbers = new Set(
    invoices.flatMap((invoice) => [
      ...invoice.deposits.map((deposit) => deposit.number),
      ...(invoice.credited ? [invoice.credited.number] : []),
    ]),
  );
  if (numbers.size === 0) return [];
  const rows = await database.db
    .selectFrom("invoices")
    .select("document")
    .where("status", "=", "emise")
    .where("issue_date", "<", from)
    .where("number", "in", [...numbers])
    .execute();
  return rows.map((row) => JSON.parse(row.document as string) as InvoiceDocument);
}

export interface AccountantExport {
  zip: Buffer;
  fileName: string;
  invoices: number;
  payments: number;
  purchases: number;
  supplierPayments: number;
}

/** The period's ZIP for the accountant, with the file name the owner's download and the CLI suggest. */
export async function accountantExport(
  database: StoreDatabase,
  period: ExportPeriod,
  company: { siren: string; name: string },
  generatedAt = new Date(),
): Promise<AccountantExport> {
  const store = new InvoiceStore(database);
  const issued = await store.issuedBetween(period.from, period.to);
  const payments = await store.paymentsBetween(period.from, period.to);
  const invoices = issued.map((row) => row.document);
  const purchases = await bookedPurchasesBetween(database.db, period.from, period.to);
  const supplierPayments = await supplierPaymentsBetween(database.db, period.from, period.to);
  const zip = accountantArchive({
    period,
    company,
    invoices,
    payments,
    purchases,
    supplierPayments,
    pdfs: new Map(issued.map((row) => [row.document.number, row.pdf])),
    earlierInvoices: await earlierInvoices(database, invoices, period.from),
    generatedAt,
  });
  return {
    zip,
    fileName: copy.fileName(period.from, period.to),
    invoices: invoices.length,
    payments: payments.length,
    purchases: purchases.length,
    supplierPayments: supplierPayments.length,
  };
}
