import { parisToday } from "#app/lib/paris-timestamp.ts";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import { frozenRetention, releaseDatesOf } from "./invoice-balances.server.ts";
import { invoiceState } from "./invoice-rules.ts";
import type { QuoteDocument } from "./quotes.server.ts";

/** One month of invoicing (Europe/Paris), amounts including VAT, for the dashboard. */
export interface InvoiceMonth {
  /** YYYY-MM. */
  month: string;
  /**
   * What the invoices issued that month ask (a final invoice net of its deposits), less what that month's credit
   * notes credit (net of the deposits a cancelled final invoice had deducted, which are owed again).
   */
  invoicedCents: number;
  /** Payments received that month (by payment date), a cancelled payment's correction deducted. */
  collectedCents: number;
  /** At the month's end: what the clients still owed on the invoices issued until then. */
  outstandingCents: number;
}

export interface FunnelStep {
  count: number;
  /** Including VAT. */
  cents: number;
}

/**
 * What the requests received through the site since `since` became: the quotes sent for them (their current
 * revision), those accepted, the invoices issued for them (net of credit notes) and what was paid on those.
 */
export interface SiteFunnel {
  /** YYYY-MM-DD: the first day of the dashboard's first month. */
  since: string;
  requests: number;
  quoted: FunnelStep;
  accepted: FunnelStep;
  /** Count: invoices not cancelled by a credit note. */
  invoiced: FunnelStep;
  /** Count: invoices paid in full; amount: every payment on the step's invoices. */
  paid: FunnelStep;
}

export interface InvoiceFigures {
  months: InvoiceMonth[];
  /** Sums over `months`. */
  invoicedCents: number;
  collectedCents: number;
  /** Still owed on every issued invoice, today. */
  outstandingCents: number;
  /** What is still owed on the invoices past their due date. */
  overdueCents: number;
  overdueCount: number;
  funnel: SiteFunnel;
}

interface IssuedRow {
  id: number;
  kind: "acompte" | "solde" | "facture" | "avoir";
  lead_id: number | null;
  quote_id: number | null;
  credited_invoice_id: number | null;
  issue_date: string | null;
  due_date: string | null;
  amount_due_cents: number | null;
  incl_cents: number | null;
  viewed_at: string | null;
  document: string | null;
}

function retentionOf(row: IssuedRow, releases: Map<number, string>) {
  const heldCents = frozenRetention(row)?.heldCents ?? 0;
  if (heldCents === 0) return {};
  return {
    retention: { heldCents, releaseDate: row.quote_id === null ? null : (releases.get(row.quote_id) ?? null) },
  };
}

function monthKeys(today: string, count: number): string[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - count + index, 1)).toISOString().slice(0, 7),
  );
}

/** What a credit note credits the client: its amount due as issued (its total less the deposits it gives back). */
function creditNoteCents(note: IssuedRow): number {
  return note.amount_due_cents ?? note.incl_cents ?? 0;
}

function addTo(map: Map<number, number>, key: number, cents: number): void {
  map.set(key, (map.get(key) ?? 0) + cents);
}

/**
 * The money side of the dashboard, read from the store's database with the clock `now` (Europe/Paris months, like
 * QuoteStore.figures): invoiced, collected and outstanding per month over the last `months`, what is overdue now,
 * and the site's funnel from request to payment. Every amount is the one frozen at issue or recorded in the
 * payment journal; a final invoice counts for what it asked after its deposits, so a job invoiced as a deposit and
 * a balance adds up to its quote's total once.
 */
export async function invoiceFigures(
  database: StoreDatabase,
  now: () => number = Date.now,
  months = 12,
): Promise<InvoiceFigures> {
  const { db } = database;
  const today = parisToday(new Date(now()));
  const keys = monthKeys(today, months);
  const since = `${keys[0]}-01`;

  const issued: IssuedRow[] = await db
    .selectFrom("invoices")
    .select([
      "id",
      "kind",
      "lead_id",
      "quote_id",
      "credited_invoice_id",
      "issue_date",
      "due_date",
      "amount_due_cents",
      "incl_cents",
      "viewed_at",
      "document",
    ])
    .where("status", "=", "emise")
    .execute();
  const payments = await db.selectFrom("payments").select(["invoice_id", "paid_on", "amount_cents"]).execute();

  const invoices = issued.filter((row) => row.kind !== "avoir");
  const creditNotes = issued.filter((row) => row.kind === "avoir" && row.credited_invoice_id !== null);

  /**
   * Per invoice, until the end of `month` (YYYY-MM): what the credit notes credited the client (`credited`), their
   * totals including VAT (`creditedIncl`, for the cancellation) and the payments received.
   */
  const until = (month: string) => {
    const credited = new Map<number, number>();
    const creditedIncl = new Map<number, number>();
    for (const note of creditNotes) {
      if ((note.issue_date as string).slice(0, 7) <= month) {
        addTo(credited, note.credited_invoice_id as number, creditNoteCents(note));
        addTo(creditedIncl, note.credited_invoice_id as number, note.incl_cents ?? 0);
      }
    }
    const paid = new Map<number, number>();
    for (const payment of payments) {
      if (payment.paid_on.slice(0, 7) <= month) addTo(paid, payment.invoice_id, payment.amount_cents);
    }
    return { credited, creditedIncl, paid };
  };

  const table = new Map<string, InvoiceMonth>(
    keys.map((month) => [month, { month, invoicedCents: 0, collectedCents: 0, outstandingCents: 0 }]),
  );
  for (const row of issued) {
    const entry = table.get((row.issue_date as string).slice(0, 7));
    if (!entry) continue;
    entry.invoicedCents += row.kind === "avoir" ? -creditNoteCents(row) : (row.amount_due_cents ?? 0);
  }
  for (const payment of payments) {
    const entry = table.get(payment.paid_on.slice(0, 7));
    if (entry) entry.collectedCents += payment.amount_cents;
  }
  for (const entry of table.values()) {
    const { credited, paid } = until(entry.month);
    entry.outstandingCents = invoices
      .filter((row) => (row.issue_date as string).slice(0, 7) <= entry.month)
      .reduce(
        (sum, row) =>
          sum + Math.max(0, (row.amount_due_cents ?? 0) - (credited.get(row.id) ?? 0) - (paid.get(row.id) ?? 0)),
        0,
      );
  }

  const allTime = until("9999-12");
  // An amount held under a retention guarantee is not late before its release date (decision 065).
  const releases = await releaseDatesOf(
    db,
    invoices.map((row) => row.quote_id),
  );
  const states = new Map(
    invoices.map((row) => [
      row.id,
      invoiceState(
        {
          kind: row.kind,
          status: "emise",
          inclCents: row.incl_cents ?? 0,
          amountDueCents: row.amount_due_cents ?? 0,
          dueDate: row.due_date,
          viewedAt: row.viewed_at,
          paidCents: allTime.paid.get(row.id) ?? 0,
          creditedCents: allTime.credited.get(row.id) ?? 0,
          creditedInclCents: allTime.creditedIncl.get(row.id) ?? 0,
          ...retentionOf(row, releases),
        },
        today,
      ),
    ]),
  );
  const overdue = [...states.values()].filter((state) => state.state === "en_retard");
  const monthly = [...table.values()];

  return {
    months: monthly,
    invoicedCents: monthly.reduce((sum, entry) => sum + entry.invoicedCents, 0),
    collectedCents: monthly.reduce((sum, entry) => sum + entry.collectedCents, 0),
    outstandingCents: [...states.values()].reduce((sum, state) => sum + state.remainingCents, 0),
    overdueCents: overdue.reduce((sum, state) => sum + state.remainingCents, 0),
    overdueCount: overdue.length,
    funnel: await siteFunnel(database, since, { invoices, creditNotes, payments, states }),
  };
}

async function siteFunnel(
  database: StoreDatabase,
  since: string,
  known: {
    invoices: IssuedRow[];
    creditNotes: IssuedRow[];
    payments: { invoice_id: number; amount_cents: number }[];
    states: Map<number, ReturnType<typeof invoiceState>>;
  },
): Promise<SiteFunnel> {
  const { db } = database;
  // A day early: midnight in Paris is still the day before in UTC; the exact bound is applied below.
  const lowerBound = new Date(Date.parse(`${since}T00:00:00Z`) - 86_400_000).toISOString();
  const leads = (
    await db
      .selectFrom("leads")
      .select(["id", "created_at"])
      .where("workflow_status", "!=", "spam")
      .where("created_at", ">=", lowerBound)
      .execute()
  ).filter((lead) => parisToday(new Date(lead.created_at)) >= since);
  const leadIds = new Set(leads.map((lead) => lead.id));

  const quotes =
    leadIds.size === 0
      ? []
      : await db
          .selectFrom("quotes")
          .innerJoin("quote_revisions", (join) =>
            join
              .onRef("quote_revisions.quote_id", "=", "quotes.id")
              .onRef("quote_revisions.revision", "=", "quotes.revision"),
          )
          .select(["quotes.id", "quotes.status", "quote_revisions.document"])
          .where("quotes.lead_id", "in", [...leadIds])
          .execute();
  const quoteIds = new Set(quotes.map((quote) => quote.id));
  const quoteCents = (quote: (typeof quotes)[number]) => (JSON.parse(quote.document) as QuoteDocument).totals.inclCents;
  const accepted = quotes.filter((quote) => quote.status === "accepte");

  const fromSite = (row: IssuedRow) =>
    (row.lead_id !== null && leadIds.has(row.lead_id)) || (row.quote_id !== null && quoteIds.has(row.quote_id));
  const invoices = known.invoices.filter(fromSite);
  const ids = new Set(invoices.map((row) => row.id));
  const credits = known.creditNotes.filter((note) => ids.has(note.credited_invoice_id as number));
  const live = invoices.filter((row) => known.states.get(row.id)?.state !== "annulee");

  return {
    since,
    requests: leads.length,
    quoted: { count: quotes.length, cents: quotes.reduce((sum, quote) => sum + quoteCents(quote), 0) },
    accepted: { count: accepted.length, cents: accepted.reduce((sum, quote) => sum + quoteCents(quote), 0) },
    invoiced: {
      count: live.length,
      cents:
        invoices.reduce((sum, row) => sum + (row.amount_due_cents ?? 0), 0) -
        credits.reduce((sum, note) => sum + creditNoteCents(note), 0),
    },
    paid: {
      count: invoices.filter((row) => known.states.get(row.id)?.state === "payee").length,
      cents: known.payments
        .filter((payment) => ids.has(payment.invoice_id))
        .reduce((sum, payment) => sum + payment.amount_cents, 0),
    },
  };
}
