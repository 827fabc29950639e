import type { Transaction } from "kysely";
import type { Database } from "#app/services/db/schema.server.ts";
import { releaseJobsOf } from "#app/services/jobs/job-store.server.ts";

/**
 * What erasing requests does to their quotes and invoices, in the erasure's transaction (decisions 020 and 023): an
 * accepted quote is a signed contract and stays whole (its client, lines, revisions, acceptance and the PDF
 * accepted), detached from the request; any other quote goes with the request, lines, revisions and links included.
 * An issued invoice or credit note is kept ten years (Code de commerce L123-22) with its client as issued, detached
 * from the request; a draft, which nothing was ever issued from, goes with it. A job stays, detached (decision 054).
 */
export async function releaseBillingOf(trx: Transaction<Database>, leadIds: readonly number[]): Promise<void> {
  if (leadIds.length === 0) return;
  await releaseJobsOf(trx, leadIds);
  const drafts = await trx
    .selectFrom("invoices")
    .select("id")
    .where("lead_id", "in", leadIds)
    .where("status", "=", "brouillon")
    .execute();
  const draftIds = drafts.map((row) => row.id);
  if (draftIds.length) {
    await trx.deleteFrom("invoice_lines").where("invoice_id", "in", draftIds).execute();
    await trx.deleteFrom("invoices").where("id", "in", draftIds).execute();
  }
  await trx.updateTable("invoices").set({ lead_id: null }).where("lead_id", "in", leadIds).execute();
  const quotes = await trx.selectFrom("quotes").select(["id", "status"]).where("lead_id", "in", leadIds).execute();
  const signed = quotes.filter((quote) => quote.status === "accepte").map((quote) => quote.id);
  const others = quotes.filter((quote) => quote.status !== "accepte").map((quote) => quote.id);
  if (signed.length) await trx.updateTable("quotes").set({ lead_id: null }).where("id", "in", signed).execute();
  if (others.length) {
    for (const table of ["quote_links", "quote_revisions", "quote_lines"] as const) {
      await trx.deleteFrom(table).where("quote_id", "in", others).execute();
    }
    await trx.deleteFrom("quotes").where("id", "in", others).execute();
  }
}
