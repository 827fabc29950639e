import type { Kysely } from "kysely";
import type { InvoiceKind } from "#app/services/db/billing-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { linesOf, pricedLines, readLines } from "./document-lines.server.ts";
import { creditsOf, depositsOf, paidCentsOf, releaseDatesOf, rowState, stateOf } from "./invoice-balances.server.ts";
import type { InvoiceDocument } from "./invoice-document.ts";
import type { InvoiceState } from "./invoice-rules.ts";
import type { InvoiceDetail, InvoiceFilters, InvoiceListRow, LinkedDocument } from "./invoice-types.ts";
import { toInput } from "./invoice-types.ts";
import { quoteTotals } from "./quote-totals.ts";
import type { RetentionStanding } from "./retention.ts";
import { currentStatement } from "./situations.server.ts";

/** The invoices as the owner's screens and the client's pages read them: one, a list, those of a quote or request. */

export async function invoiceDetail(db: Kysely<Database>, today: string, id: number): Promise<InvoiceDetail | null> {
  const row = await db.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const lines = await readLines(db, "invoice", id);
  const document = row.document ? (JSON.parse(row.document) as InvoiceDocument) : null;
  const totals = document?.totals ?? quoteTotals(pricedLines(lines), row.reverse_charge === 1);
  const draftSituation = !document && row.situation_number !== null ? await currentStatement(db, row) : null;
  const situation = document?.situation ?? (draftSituation?.ok ? draftSituation.statement : null);
  const deductsDeposits = row.kind === "solde" || (situation?.final ?? false);
  const deposits = document?.deposits ?? (deductsDeposits && row.quote_id ? await depositsOf(db, row.quote_id) : []);
  const computed = await stateOf(db, row, today, lines);
  const paymentRows = await db
    .selectFrom("payments")
    .selectAll()
    .where("invoice_id", "=", id)
    .orderBy("sequence")
    .execute();
  const cancelledIds = new Set(paymentRows.map((payment) => payment.cancels_payment_id).filter((x) => x !== null));
  const credits = await db
    .selectFrom("invoices")
    .select(["id", "number", "kind", "issue_date", "incl_cents", "status", "document"])
    .where("credited_invoice_id", "=", id)
    .orderBy("id")
    .execute();
  const credited = row.credited_invoice_id
    ? await db
        .selectFrom("invoices")
        .select(["id", "number", "kind", "issue_date", "incl_cents", "status"])
        .where("id", "=", row.credited_invoice_id)
        .executeTakeFirst()
    : undefined;
  const quote = row.quote_id
    ? await db.selectFrom("quotes").select("number").where("id", "=", row.quote_id).executeTakeFirst()
    : undefined;
  const reminders = await db
    .selectFrom("invoice_reminders")
    .select(["offset_days", "sent_at"])
    .where("invoice_id", "=", id)
    .orderBy("offset_days")
    .execute();
  const linked = (other: {
    id: number;
    number: string | null;
    kind: InvoiceKind;
    issue_date: string | null;
    incl_cents: number | null;
    status: "brouillon" | "emise";
  }): LinkedDocument => ({
    id: other.id,
    number: other.number,
    kind: other.kind,
    date: other.issue_date,
    inclCents: other.incl_cents ?? 0,
    state: other.status === "brouillon" ? "brouillon" : "emise",
  });
  const amountDue = row.amount_due_cents ?? totals.inclCents - deposits.reduce((sum, d) => sum + d.inclCents, 0);
  return {
    ...toInput(row, lines),
    id: row.id,
    kind: row.kind,
    number: row.number,
    state: computed.state,
    leadId: row.lead_id,
    quoteId: row.quote_id,
    quoteNumber: quote?.number ?? null,
    credited: credited ? linked(credited) : null,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    issuedAt: row.issued_at,
    viewedAt: row.viewed_at,
    pdfSha256: row.pdf_sha256,
    totals,
    situation,
    deposits,
    amountDueCents: amountDue,
    paidCents: computed.paidCents,
    creditedCents: computed.creditedCents,
    remainingCents: computed.remainingCents,
    dueNowCents: computed.dueNowCents,
    retentionHeld: computed.retention ?? null,
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      paidOn: payment.paid_on,
      amountCents: payment.amount_cents,
      method: payment.method,
      note: payment.note,
      cancelsPaymentId: payment.cancels_payment_id,
      cancelled: cancelledIds.has(payment.id),
      recordedAt: payment.recorded_at,
    })),
    creditNotes: credits.map(linked),
    reminders: reminders.map((reminder) => ({ offsetDays: reminder.offset_days, sentAt: reminder.sent_at })),
    document,
  };
}

/** Every invoice and credit note, newest change first, filtered like the inbox. */
export async function listInvoices(
  db: Kysely<Database>,
  today: string,
  filters: InvoiceFilters,
): Promise<InvoiceListRow[]> {
  let query = db.selectFrom("invoices").selectAll().orderBy("updated_at", "desc").orderBy("id", "desc");
  if (filters.kind) query = query.where("kind", "=", filters.kind);
  const search = filters.search.trim().toLowerCase();
  const rows = (await query.execute()).filter(
    (row) =>
      !search ||
      row.client_name.toLowerCase().includes(search) ||
      (row.number ?? "").toLowerCase().includes(search) ||
      row.title.toLowerCase().includes(search),
  );
  const ids = rows.map((row) => row.id);
  const paid = await paidCentsOf(db, ids);
  const credited = await creditsOf(db, ids);
  const draftLines = await linesOf(db, "invoice", ids);
  const releases = await releaseDatesOf(
    db,
    rows.map((row) => row.quote_id),
  );
  const listed = rows.map((row): InvoiceListRow => {
    const incl =
      row.incl_cents ?? quoteTotals(pricedLines(draftLines.get(row.id) ?? []), row.reverse_charge === 1).inclCents;
    const computed = rowState(
      row,
      {
        inclCents: incl,
        paidCents: paid.get(row.id) ?? 0,
        credited: credited.get(row.id),
        releaseDate: row.quote_id === null ? null : (releases.get(row.quote_id) ?? null),
      },
      today,
    );
    return {
      id: row.id,
      kind: row.kind,
      number: row.number,
      state: computed.state,
      clientName: row.client_name,
      title: row.title,
      issueDate: row.issue_date,
      dueDate: row.due_date,
      inclCents: incl,
      remainingCents: computed.remainingCents,
      dueNowCents: computed.dueNowCents,
      updatedAt: row.updated_at,
    };
  });
  return filters.state ? listed.filter((row) => row.state === filters.state) : listed;
}

/** The invoices of a quote or a request, for their pages. */
export async function invoicesLinkedTo(
  db: Kysely<Database>,
  today: string,
  where: { quoteId: number } | { leadId: number },
): Promise<LinkedDocument[]> {
  const column = "quoteId" in where ? "quote_id" : "lead_id";
  const value = "quoteId" in where ? where.quoteId : where.leadId;
  const rows = await db.selectFrom("invoices").selectAll().where(column, "=", value).orderBy("id").execute();
  const listed: LinkedDocument[] = [];
  for (const row of rows) {
    const computed = await stateOf(db, row, today);
    listed.push({
      id: row.id,
      number: row.number,
      kind: row.kind,
      date: row.issue_date,
      inclCents: row.incl_cents ?? computed.inclCents,
      state: computed.state,
    });
  }
  return listed;
}

/** An issued invoice of a quote as the client's page of the job reads it. */
export interface IssuedOfQuote {
  id: number;
  document: InvoiceDocument;
  state: InvoiceState;
  remainingCents: number;
  /** The remaining amount less a retention guarantee not yet released (decision 065). */
  dueNowCents: number;
  retentionHeld: RetentionStanding | null;
}

/** The invoices issued from a quote, for the client's page of the job (from the quote's link). */
export async function issuedOfQuote(db: Kysely<Database>, today: string, quoteId: number): Promise<IssuedOfQuote[]> {
  const rows = await db
    .selectFrom("invoices")
    .selectAll()
    .where("quote_id", "=", quoteId)
    .where("status", "=", "emise")
    .orderBy("number")
    .execute();
  const listed = [];
  for (const row of rows) {
    const computed = await stateOf(db, row, today);
    listed.push({
      id: row.id,
      document: JSON.parse(row.document as string) as InvoiceDocument,
      state: computed.state,
      remainingCents: computed.remainingCents,
      dueNowCents: computed.dueNowCents,
      retentionHeld: computed.retention ?? null,
    });
  }
  return listed;
}

/**
 * One issued document of a quote, by its number, for the job's page behind the quote's link
 * (`/d/<token>/factures/<number>`): the quote's link already proves who is asking, so its invoices open through
 * it, without minting an invoice link on each view. The `quote_id` condition is the whole check: a quote's
 * link opens that quote's documents and no other.
 */
export async function issuedOfQuoteByNumber(
  db: Kysely<Database>,
  today: string,
  quoteId: number,
  number: string,
): Promise<IssuedOfQuote | null> {
  const row = await db
    .selectFrom("invoices")
    .selectAll()
    .where("quote_id", "=", quoteId)
    .where("number", "=", number)
    .where("status", "=", "emise")
    .executeTakeFirst();
  if (!row) return null;
  const computed = await stateOf(db, row, today);
  return {
    id: row.id,
    document: JSON.parse(row.document as string) as InvoiceDocument,
    state: computed.state,
    remainingCents: computed.remainingCents,
    dueNowCents: computed.dueNowCents,
    retentionHeld: computed.retention ?? null,
  };
}
