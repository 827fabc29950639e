import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import { type LinkedKind, revokeLinks } from "#app/services/billing/links/private-links.server.ts";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";

/** The SHA-256 of a frozen file (a PDF accepted or issued), in hex, kept beside it as its proof. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * What every store of numbered documents shares: the database on either engine, and one clock from which the
 * instant of a write and the day of Europe/Paris are read, so a test can set the time.
 */
export abstract class DocumentStore {
  protected readonly db: Kysely<Database>;
  protected readonly now: () => number;
  /** Which documents the store keeps, naming their tables in the modules every kind shares. */
  protected abstract readonly kind: LinkedKind;

  constructor(database: StoreDatabase, now: () => number = Date.now) {
    this.db = database.db;
    this.now = now;
  }

  protected iso(): string {
    return new Date(this.now()).toISOString();
  }

  /** YYYY-MM-DD in Europe/Paris, the day a document is dated. */
  today(): string {
    return parisToday(new Date(this.now()));
  }

  /** Whether the request a new document is made for exists (a document may also stand without one). */
  protected async leadExists(trx: Transaction<Database>, leadId: number | null): Promise<boolean> {
    if (leadId === null) return true;
    return (await trx.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst()) !== undefined;
  }

  /** Every link of the document stops opening it (sent to the wrong person); how many did. */
  async revokeLinks(id: number): Promise<number> {
    return revokeLinks(this.db, this.kind, id, this.iso());
  }
}
