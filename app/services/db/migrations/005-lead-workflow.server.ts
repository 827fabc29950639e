import { type Kysely, sql } from "kysely";
import type { LeadKind } from "#app/lib/lead-fields.ts";
import type { Engine } from "#app/services/db/database.server.ts";
import { leadIndexColumns } from "#app/services/leads/lead-index.server.ts";
import { idColumn } from "./column-types.server.ts";

const statusCheck = (column: string) =>
  sql`${sql.ref(column)} IN ('nouvelle', 'a_rappeler', 'devis_envoye', 'gagnee', 'perdue', 'spam')`;

/**
 * The owner's workflow: a status on each request (existing ones become "nouvelle", those the honeypot
 * caught "spam"), its history and the owner's notes, and the columns and indexes the inbox filters,
 * searches and pages on. The derived columns are filled from `fields` with the rule the store applies
 * to new requests: they are an index of the JSON, which stays the source of truth.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .alterTable("leads")
    .addColumn("workflow_status", "text", (column) =>
      column.notNull().defaultTo("nouvelle").check(statusCheck("workflow_status")),
    )
    .execute();
  for (const name of ["town", "service", "search_text"]) {
    await db.schema
      .alterTable("leads")
      .addColumn(name, "text", (column) => column.notNull().defaultTo(""))
      .execute();
  }

  const leads = db as unknown as Kysely<{
    leads: { id: number; kind: LeadKind; status: string; fields: string; workflow_status: string } & Record<
      "town" | "service" | "search_text",
      string
    >;
  }>;
  await leads.updateTable("leads").set({ workflow_status: "spam" }).where("status", "=", "spam").execute();
  const rows = await leads.selectFrom("leads").select(["id", "kind", "fields"]).execute();
  for (const row of rows) {
    await leads
      .updateTable("leads")
      .set(leadIndexColumns(row.kind, JSON.parse(row.fields) as Record<string, string | boolean>))
      .where("id", "=", row.id)
      .execute();
  }

  // The inbox: newest first, within a status or not (spam is left out by default).
  await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
  await db.schema
    .createIndex("leads_workflow_created")
    .on("leads")
    .columns(["workflow_status", "created_at"])
    .execute();

  await db.schema
    .createTable("lead_status_changes")
    .addColumn("id", ...idColumn(engine))
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("from_status", "text", (column) => column.notNull().check(statusCheck("from_status")))
    .addColumn("to_status", "text", (column) => column.notNull().check(statusCheck("to_status")))
    .addColumn("user_id", "integer")
    .addColumn("user_email", "text")
    .addColumn("changed_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("lead_status_changes_lead")
    .on("lead_status_changes")
    .columns(["lead_id", "changed_at"])
    .execute();

  await db.schema
    .createTable("lead_notes")
    .addColumn("id", ...idColumn(engine))
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("user_id", "integer")
    .addColumn("user_email", "text")
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("lead_notes_lead").on("lead_notes").columns(["lead_id", "created_at"]).execute();
}
