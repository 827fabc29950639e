import type { Kysely } from "kysely";
import { addDays } from "#app/lib/french-format.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { frozenRetention, stateOf } from "./invoice-balances.server.ts";

/** An amount held under a retention guarantee, as the owner's dashboard lists it (decision 065). */
export interface RetentionFallingDue {
  invoiceId: number;
  number: string;
  clientName: string;
  /** Still held and unpaid. */
  heldCents: number;
  /** YYYY-MM-DD: one year after the PV de réception. */
  releaseDate: string;
  /** Its release date is past and it is still unpaid. */
  overdue: boolean;
}

/** How far ahead the dashboard looks: time to call the client, or to send the PV's copy, before the date. */
export const RETENTION_HORIZON_DAYS = 60;

/**
 * The amounts held that fall due within the horizon or are past their release date and unpaid, soonest first. An
 * amount whose works are not received yet has no date, so it is not listed: the invoice's page says it is held.
 */
export async function retentionsFallingDue(db: Kysely<Database>, today: string): Promise<RetentionFallingDue[]> {
  const horizon = addDays(today, RETENTION_HORIZON_DAYS);
  const rows = await db
    .selectFrom("invoices")
    .selectAll()
    .where("status", "=", "emise")
    .where("kind", "!=", "avoir")
    .where("quote_id", "is not", null)
    .execute();
  const listed: RetentionFallingDue[] = [];
  for (const row of rows) {
    if (!frozenRetention(row)?.heldCents) continue;
    const { retention, state } = await stateOf(db, row, today);
    if (!retention || state === "annulee" || retention.outstandingCents === 0 || retention.releaseDate === null)
      continue;
    if (retention.releaseDate > horizon) continue;
    listed.push({
      invoiceId: row.id,
      number: row.number as string,
      clientName: row.client_name,
      heldCents: retention.outstandingCents,
      releaseDate: retention.releaseDate,
      overdue: retention.releaseDate < today,
    });
  }
  return listed.sort((a, b) => a.releaseDate.localeCompare(b.releaseDate) || a.number.localeCompare(b.number));
}
