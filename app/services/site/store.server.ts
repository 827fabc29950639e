import type { Kysely } from "kysely";
import type { EditableContent } from "#app/content/published.ts";
import { isUniqueViolation } from "#app/services/db/database.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { upgradeDocument } from "./build-content.server.ts";

const DRAFT_KEY = "site";

export interface SiteVersion {
  number: number;
  publishedAt: string;
  publishedBy: string;
  changes: string[];
  restoredFrom: number | null;
}

/** A version's public site as one build rendered it (packed by rendered-set.server.ts). */
export interface StoredRender {
  version: number;
  buildId: string;
  /** The last day (YYYY-MM-DD, Europe/Paris) of the announcement its pages show; null when they show none. */
  showsUntil: string | null;
  manifest: string;
  bodies: Uint8Array;
}

/**
 * How many of the latest versions keep their rendered sets: the current one, and the previous ones an instance
 * still running an older build, or a publication racing another, may ask for. A restore publishes a new version,
 * rendered anew.
 */
export const RENDERED_VERSIONS_KEPT = 3;

/** The draft and the published versions of "Mon site", on either engine. */
export class SiteContentStore {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  /** The database it works on, for what a publication reads beside the document (the approved reviews). */
  get db(): Kysely<Database> {
    return this.#db;
  }

  async draft(): Promise<EditableContent | null> {
    const row = await this.#db
      .selectFrom("site_drafts")
      .select("document")
      .where("key", "=", DRAFT_KEY)
      .executeTakeFirst();
    return row ? upgradeDocument(JSON.parse(row.document) as EditableContent) : null;
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
    return row
      ? { publishedAt: row.published_at, document: upgradeDocument(JSON.parse(row.document) as EditableContent) }
      : null;
  }

  /** The set rendered for `version` by the build `buildId` that may be shown on `today`; the newest if several. */
  async renderedSet(version: number, buildId: string, today: string): Promise<StoredRender | null> {
    const row = await this.#db
      .selectFrom("site_renders")
      .select(["version", "build_id", "shows_until", "manifest", "bodies"])
      .where("version", "=", version)
      .where("build_id", "=", buildId)
      .where((eb) => eb.or([eb("shows_until", "is", null), eb("shows_until", ">=", today)]))
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    return row
      ? {
          version: Number(row.version),
          buildId: row.build_id,
          showsUntil: row.shows_until,
          manifest: row.manifest,
          bodies: row.bodies,
        }
      : null;
  }

  /** Stores a set an instance rendered itself (another build, or an announcement that ended), for the others. */
  async saveRenderedSet(render: StoredRender): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx.insertInto("site_renders").values(this.#renderRow(render)).execute();
      await trx
        .deleteFrom("site_renders")
        .where("version", "<=", render.version - RENDERED_VERSIONS_KEPT)
        .execute();
    });
  }

  #renderRow(render: StoredRender) {
    return {
      version: render.version,
      build_id: render.buildId,
      shows_until: render.showsUntil,
      manifest: render.manifest,
      bodies: render.bodies,
      rendered_at: this.#now().toISOString(),
    };
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
   * `render`: the set rendered for the number expected, stored in the same transaction when that is the number
   * it gets, so no instance ever sees the version before its set (it would render the set itself).
   */
  async publish(
    document: EditableContent,
    {
      email,
      changes,
      restoredFrom = null,
      clearDraft,
      publishedAt = this.#now().toISOString(),
    }: {
      email: string;
      changes: string[];
      restoredFrom?: number | null;
      clearDraft: boolean;
      /** The time the pages were rendered with (the sitemap's lastmod). */
      publishedAt?: string;
    },
    render?: StoredRender,
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
              published_at: publishedAt,
              published_by: email,
              changes: JSON.stringify(changes),
              restored_from: restoredFrom,
            })
            .execute();
          if (clearDraft) await trx.deleteFrom("site_drafts").where("key", "=", DRAFT_KEY).execute();
          if (render?.version === number) {
            await trx.insertInto("site_renders").values(this.#renderRow(render)).execute();
            await trx
              .deleteFrom("site_renders")
              .where("version", "<=", number - RENDERED_VERSIONS_KEPT)
              .execute();
          }
          return number;
        });
      } catch (error) {
        if (attempt < 3 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }
}
