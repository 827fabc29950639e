import type { QuoteStatus } from "#app/services/db/billing-tables.server.ts";

/** What a list shows: the stored status, or "expire" for a sent quote past its last day. */
export type QuoteState = QuoteStatus | "expire";

export function quoteStateOf(status: QuoteStatus, validUntil: string | null, today: string): QuoteState {
  return (status === "envoye" || status === "vu") && validUntil !== null && validUntil < today ? "expire" : status;
}
