import type { Kysely } from "kysely";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { totalsOf } from "./document-lines.server.ts";
import { quoteStateOf } from "./quote-state.ts";
import type { QuoteTotals } from "./quote-totals.ts";

/** One month of quotes (Europe/Paris), for the dashboard. */
export interface QuoteMonth {
  /** YYYY-MM. */
  month: string;
  sent: number;
  accepted: number;
  refused: number;
  expired: number;
  /** Excluding VAT: what the quotes first sent that month ask, and what those accepted that month bring. */
  quotedExclCents: number;
  acceptedExclCents: number;
}

export interface QuoteFigures {
  months: QuoteMonth[];
  /** Accepted among the quotes that got an answer or ran out (accepted, refused, expired), 0 to 1; null without any. */
  acceptanceRate: number | null;
  /** Median time from a request's arrival to its first quote sent, in hours; null without any. */
  medianHoursToQuote: number | null;
}

/** Quotes sent, accepted, refused and expired per month over the last `months` up to `today`, the amounts, rate and delay. */
export async function quoteFigures(db: Kysely<Database>, today: string, months: number): Promise<QuoteFigures> {
  const monthOf = (iso: string) => parisToday(new Date(iso)).slice(0, 7);
  const keys: string[] = [];
  const [year, month] = today.split("-").map(Number) as [number, number];
  for (let back = months - 1; back >= 0; back -= 1) {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    keys.push(date.toISOString().slice(0, 7));
  }
  const table = new Map<string, QuoteMonth>(
    keys.map((key) => [
      key,
      { month: key, sent: 0, accepted: 0, refused: 0, expired: 0, quotedExclCents: 0, acceptedExclCents: 0 },
    ]),
  );
  const rows = await db
    .selectFrom("quotes")
    .leftJoin("leads", "leads.id", "quotes.lead_id")
    .select([
      "quotes.id",
      "quotes.status",
      "quotes.first_sent_at",
      "quotes.decided_at",
      "quotes.valid_until",
      "leads.created_at as lead_created_at",
    ])
    .where("quotes.first_sent_at", "is not", null)
    .execute();
  const totals = await totalsOf(
    db,
    "quote",
    rows.map((row) => row.id),
  );
  let accepted = 0;
  let closed = 0;
  const delays: number[] = [];
  for (const row of rows) {
    const excl = (totals.get(row.id) as QuoteTotals).exclCents;
    const sent = table.get(monthOf(row.first_sent_at as string));
    if (sent) {
      sent.sent += 1;
      sent.quotedExclCents += excl;
    }
    const state = quoteStateOf(row.status, row.valid_until, today);
    const decided =
      state === "expire"
        ? table.get((row.valid_until as string).slice(0, 7))
        : row.decided_at
          ? table.get(monthOf(row.decided_at))
          : undefined;
    if (state === "accepte") {
      accepted += 1;
      if (decided) {
        decided.accepted += 1;
        decided.acceptedExclCents += excl;
      }
    }
    if (state === "refuse" && decided) decided.refused += 1;
    if (state === "expire" && decided) decided.expired += 1;
    if (state === "accepte" || state === "refuse" || state === "expire") closed += 1;
    if (row.lead_created_at) {
      delays.push((Date.parse(row.first_sent_at as string) - Date.parse(row.lead_created_at)) / 3_600_000);
    }
  }
  delays.sort((a, b) => a - b);
  const middle = Math.floor(delays.length / 2);
  const median =
    delays.length === 0
      ? null
      : delays.length % 2
        ? (delays[middle] as number)
        : ((delays[middle - 1] as number) + (delays[middle] as number)) / 2;
  return {
    months: [...table.values()],
    acceptanceRate: closed ? accepted / closed : null,
    medianHoursToQuote: median,
  };
}
