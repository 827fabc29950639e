import type { Kysely } from "kysely";
import type { Database } from "#app/services/db/schema.server.ts";

export interface AuditEntry {
  id: number;
  at: string;
  action: string;
  userId: number | null;
  email: string | null;
  address: string | null;
  detail: string | null;
}

/** The owner's audit trail: who did what to the accounts and requests, from where, and when. */
export class AuditLog {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  #iso(): string {
    return new Date(this.#now()).toISOString();
  }

  async addAudit(entry: Omit<AuditEntry, "id" | "at">): Promise<void> {
    await this.#db
      .insertInto("owner_audit")
      .values({
        at: this.#iso(),
        action: entry.action,
        user_id: entry.userId,
        email: entry.email,
        address: entry.address,
        detail: entry.detail,
      })
      .execute();
  }

  async listAudit(limit: number): Promise<AuditEntry[]> {
    const rows = await this.#db.selectFrom("owner_audit").selectAll().orderBy("id", "desc").limit(limit).execute();
    return rows.map((row) => ({
      id: row.id,
      at: row.at,
      action: row.action,
      userId: row.user_id,
      email: row.email,
      address: row.address,
      detail: row.detail,
    }));
  }
}
