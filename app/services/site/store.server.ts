import type { Kysely } from "kysely";
import type { EditableContent } from "#app/content/published.ts";
import { isUniqueViolation } from "#app/services/db/database.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";

const DRAFT_KEY = "site";

export interface SiteVersion {
  number: number;
  publishedAt: string;
  publishedBy: string;
  changes: string[];
  restoredFrom: number | null;
}

/** The draft and the published versions of "Mon site", on either engine. */
export class SiteContentStore {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  async draft(): Promise<EditableContent | null> {
    const row = await this.#db
      .selectFrom("site_drafts")
      .select("document")
      .where("key", "=", DRAFT_KEY)
      .executeTakeFirst();
    return row ? (JSON.parse(row.document) as EditableContent) : null;
  }

  async saveDraft(document: EditableContent, email: string): Promise<void> {
    const values = {
      document: JSON.stringify(document),
      updated_at: this.#now().toISOString(),
      updated_by: email,
    };
    await this.#db
      .insertInto("site_drafts")
      .values({ key: DRAFT_KEY, ...values })
      .onConflict((conflict) => conflict.column("key").doUpdateSet(values))
      .execute();
  }

  async discardDraft(): Promise<void> {
    await this.#db.deleteFrom("site_drafts").where("key", "=", DRAFT_KEY).execute();
  }

  /** The number of the version online: 1 (the build) until the first publication. One indexed read. */
  async latestNumber(): Promise<number> {
    const row = await this.#db
      .selectFrom("site_versions")
      .select((eb) => eb.fn.max("number").as("latest"))
      .executeTakeFirst();
    return row?.latest ? Number(row.latest) : 1;
  }

  /** A published version's document; null for version 1 (the build's own content) or an unknown number. */
  async version(number: number): Promise<{ publishedAt: string; document: EditableContent } | null> {
    const row = await this.#db
      .selectFrom("site_versions")
      .select(["document", "published_at"])
      .where("number", "=", number)
      .executeTakeFirst();
    return row ? { publishedAt: row.published_at, document: JSON.parse(row.document) as EditableContent } : null;
  }

  async versions(limit = 50): Promise<SiteVersion[]> {
    const rows = await this.#db
      .selectFrom("site_versions")
      .select(["number", "published_at", "published_by", "changes", "restored_from"])
      .orderBy("number", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      number: Number(row.number),
      publishedAt: row.published_at,
      publishedBy: row.published_by,
      changes: JSON.parse(row.changes) as string[],
      restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
    }));
  }

  /**
   * Publishes `document` as the next version and, for a publication of the draft, removes the draft in the
   * same transaction. Two owners publishing at once both get a number: the loser of the unique number retries.
   */
  async publish(
    document: EditableContent,
    {
      email,
      changes,
      restoredFrom = null,
      clearDraft,
    }: {
      email: string;
      changes: string[];
      restoredFrom?: number | null;
      clearDraft: boolean;
    },
  ): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.#db.transaction().execute(async (trx) => {
          const row = await trx
            .selectFrom("site_versions")
            .select((eb) => eb.fn.max("number").as("latest"))
            .executeTakeFirst();
          const number = (row?.latest ? Number(row.latest) : 1) + 1;
          await trx
            .insertInto("site_versions")
            .values({
              number,
              document: JSON.stringify(document),
              published_at: this.#now().toISOString(),
              published_by: email,
              changes: JSON.stringify(changes),
              restored_from: restoredFrom,
            })
            .execute();
          if (clearDraft) await trx.deleteFrom("site_drafts").where("key", "=", DRAFT_KEY).execute();
          return number;
        });
      } catch (error) {
        if (attempt < 3 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }
}
