import type { Kysely, Selectable, Transaction } from "kysely";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import type { InvoicesTable } from "#app/services/db/billing-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { pricedLines, type QuoteLine, readLines } from "./document-lines.server.ts";
import type { DeductedDeposit, InvoiceDocument, SituationStatement } from "./invoice-document.ts";
import { invoiceState } from "./invoice-rules.ts";
import type { Credited } from "./invoice-types.ts";
import { quoteTotals } from "./quote-totals.ts";
import type { QuoteDocument } from "./quotes.server.ts";
import { type InvoiceRetention, retentionReleaseDate } from "./retention.ts";
import type { EarlierSituation } from "./situation-rules.ts";

/**
 * What an invoice owes and what settles it, read from the store: its payments, the credit notes issued against
 * it, the deposits a final invoice deducts. The same sums serve the owner's screens, the client's page, payments
 * and the issue of a credit note.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** The accepted quote's document (what the client signed), or null. */
export async function acceptedQuote(
  db: Db,
  quoteId: number,
): Promise<{ document: QuoteDocument; leadId: number | null } | null> {
  const row = await db
    .selectFrom("quotes")
    .innerJoin("quote_acceptances", "quote_acceptances.quote_id", "quotes.id")
    .innerJoin("quote_revisions", (join) =>
      join
        .onRef("quote_revisions.quote_id", "=", "quotes.id")
        .onRef("quote_revisions.revision", "=", "quote_acceptances.revision"),
    )
    .select(["quote_revisions.document", "quotes.lead_id", "quote_acceptances.full_name"])
    .where("quotes.id", "=", quoteId)
    .where("quotes.status", "=", "accepte")
    .executeTakeFirst();
  return row ? { document: JSON.parse(row.document) as QuoteDocument, leadId: row.lead_id } : null;
}

/** The issued deposits of a quote that no credit note cancelled whole, oldest first. */
export async function depositsOf(db: Db, quoteId: number): Promise<DeductedDeposit[]> {
  const rows = await db
    .selectFrom("invoices")
    .select(["id", "number", "issue_date", "document", "incl_cents"])
    .where("quote_id", "=", quoteId)
    .where("kind", "=", "acompte")
    .where("status", "=", "emise")
    .orderBy("number")
    .execute();
  const credited = await creditsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows
    .filter((row) => (credited.get(row.id)?.inclCents ?? 0) < (row.incl_cents ?? 0))
    .map((row) => {
      const document = JSON.parse(row.document as string) as InvoiceDocument;
      return {
        number: row.number as string,
        date: row.issue_date as string,
        exclCents: document.totals.exclCents,
        vatCents: document.totals.vatCents,
        inclCents: document.totals.inclCents,
      };
    });
}

/**
 * The issued situations of a quote that no credit note cancelled whole, by rank (decision 066): what the next one
 * starts from. `rankTaken` is the highest rank ever issued, cancelled ones included, so a rank is never reused.
 */
export async function issuedSituationsOf(
  db: Db,
  quoteId: number,
): Promise<{ live: EarlierSituation[]; rankTaken: number }> {
  const rows = await db
    .selectFrom("invoices")
    .select(["id", "number", "issue_date", "document", "incl_cents", "situation_number"])
    .where("quote_id", "=", quoteId)
    .where("situation_number", "is not", null)
    .where("status", "=", "emise")
    .orderBy("situation_number")
    .execute();
  const credited = await creditsOf(
    db,
    rows.map((row) => row.id),
  );
  const live = rows
    .filter((row) => (credited.get(row.id)?.inclCents ?? 0) < (row.incl_cents ?? 0))
    .map((row) => ({
      number: row.number as string,
      date: row.issue_date as string,
      statement: (JSON.parse(row.document as string) as InvoiceDocument).situation as SituationStatement,
    }));
  return { live, rankTaken: Math.max(0, ...rows.map((row) => row.situation_number ?? 0)) };
}

/** Whether this deposit invoice is deducted by a final invoice of its quote that no credit note cancelled whole. */
export async function deductedByLiveFinal(db: Db, row: Selectable<InvoicesTable>): Promise<boolean> {
  if (row.kind !== "acompte" || row.quote_id === null) return false;
  const finals = await db
    .selectFrom("invoices")
    .select(["id", "document", "incl_cents"])
    .where("quote_id", "=", row.quote_id)
    // The last situation deducts the deposits as a final invoice does (decision 066).
    .where((eb) => eb.or([eb("kind", "=", "solde"), eb("situation_number", "is not", null)]))
    .where("status", "=", "emise")
    .execute();
  const credited = await creditsOf(
    db,
    finals.map((final) => final.id),
  );
  return finals.some(
    (final) =>
      (credited.get(final.id)?.inclCents ?? 0) < (final.incl_cents ?? 0) &&
      (JSON.parse(final.document as string) as InvoiceDocument).deposits.some(
        (deposit) => deposit.number === row.number,
      ),
  );
}

/** What the issued credit notes of each invoice add up to. */
export async function creditsOf(db: Db, invoiceIds: readonly number[]): Promise<Map<number, Credited>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("invoices")
    .select(["credited_invoice_id", "incl_cents", "amount_due_cents"])
    .where("kind", "=", "avoir")
    .where("status", "=", "emise")
    .where("credited_invoice_id", "in", [...invoiceIds])
    .execute();
  const sums = new Map<number, Credited>();
  for (const row of rows) {
    const id = row.credited_invoice_id as number;
    const sum = sums.get(id) ?? { inclCents: 0, dueCents: 0 };
    sums.set(id, {
      inclCents: sum.inclCents + (row.incl_cents ?? 0),
      dueCents: sum.dueCents + (row.amount_due_cents ?? row.incl_cents ?? 0),
    });
  }
  return sums;
}

/** Payments (corrections included, as negative entries) per invoice. */
export async function paidCentsOf(db: Db, invoiceIds: readonly number[]): Promise<Map<number, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("payments")
    .select(["invoice_id", "amount_cents"])
    .where("invoice_id", "in", [...invoiceIds])
    .execute();
  const sums = new Map<number, number>();
  for (const row of rows) sums.set(row.invoice_id, (sums.get(row.invoice_id) ?? 0) + row.amount_cents);
  return sums;
}

/**
 * The day each quote's retention guarantee is released (decision 065): one year after its job's PV de réception was
 * signed (decision 057), in France's calendar. A quote whose works are not received has none yet.
 */
export async function releaseDatesOf(db: Db, quoteIds: readonly (number | null)[]): Promise<Map<number, string>> {
  const ids = [...new Set(quoteIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("jobs")
    .innerJoin("job_acceptances", "job_acceptances.job_id", "jobs.id")
    .select(["jobs.quote_id", "job_acceptances.signed_at"])
    .where("jobs.quote_id", "in", ids)
    .execute();
  const dates = new Map<number, string>();
  for (const row of rows) {
    const release = retentionReleaseDate(parisToday(new Date(row.signed_at)));
    if (row.quote_id !== null && release) dates.set(row.quote_id, release);
  }
  return dates;
}

/** The retention an issued invoice froze, read from its stored document. */
export function frozenRetention(row: Pick<Selectable<InvoicesTable>, "document">): InvoiceRetention | undefined {
  return row.document ? (JSON.parse(row.document) as InvoiceDocument).retention : undefined;
}

/** The state of one invoice today, from its payments and its issued credit notes. */
export async function stateOf(db: Db, row: Selectable<InvoicesTable>, today: string, lines?: QuoteLine[]) {
  const paid = (await paidCentsOf(db, [row.id])).get(row.id) ?? 0;
  const credited = (await creditsOf(db, [row.id])).get(row.id);
  const incl =
    row.incl_cents ??
    quoteTotals(pricedLines(lines ?? (await readLines(db, "invoice", row.id))), row.reverse_charge === 1).inclCents;
  const releaseDate =
    row.quote_id !== null && frozenRetention(row)?.heldCents
      ? ((await releaseDatesOf(db, [row.quote_id])).get(row.quote_id) ?? null)
      : null;
  return rowState(row, { inclCents: incl, paidCents: paid, credited, releaseDate }, today);
}

/** The state of an invoice's row from its sums already read (a list reads them for all its rows at once). */
export function rowState(
  row: Selectable<InvoicesTable>,
  sums: { inclCents: number; paidCents: number; credited: Credited | undefined; releaseDate?: string | null },
  today: string,
) {
  const retention = frozenRetention(row);
  return invoiceState(
    {
      kind: row.kind,
      status: row.status,
      inclCents: sums.inclCents,
      amountDueCents: row.amount_due_cents ?? sums.inclCents,
      dueDate: row.due_date,
      viewedAt: row.viewed_at,
      paidCents: sums.paidCents,
      creditedCents: sums.credited?.dueCents ?? 0,
      creditedInclCents: sums.credited?.inclCents ?? 0,
      ...(retention?.heldCents
        ? { retention: { heldCents: retention.heldCents, releaseDate: sums.releaseDate ?? null } }
        : {}),
    },
    today,
  );
}
