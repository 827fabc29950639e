import type { Kysely } from "kysely";

/**
 * The job's notifications (decision 056) are in the defaults of a device registered from now on; a device
 * registered before chose among the kinds that existed then, so it gains them here, once. Written here rather than
 * imported from the push events' list: a released migration must keep doing the same thing whatever the list
 * becomes. Every device gains the three: the role filter (`pushRight`) already keeps a compagnon's phone from the
 * office's events, and « Notifications » lets each person turn them off.
 */
const jobEvents = ["job.emergency", "job.client", "job.today"];

/** Read and rewritten in JavaScript, one row at a time: one code path for SQLite and PostgreSQL, a few devices. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const devices = db as unknown as Kysely<{ push_devices: { id: number; events: string } }>;
  const rows = await devices.selectFrom("push_devices").select(["id", "events"]).orderBy("id").execute();
  for (const row of rows) {
    const parsed: unknown = JSON.parse(row.events);
    const events = Array.isArray(parsed) ? parsed.filter((kind): kind is string => typeof kind === "string") : [];
    const missing = jobEvents.filter((kind) => !events.includes(kind));
    if (missing.length === 0) continue;
    await devices
      .updateTable("push_devices")
      .set({ events: JSON.stringify([...events, ...missing]) })
      .where("id", "=", row.id)
      .execute();
  }
}
