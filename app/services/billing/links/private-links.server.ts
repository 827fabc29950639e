import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/services/db/schema.server.ts";
import { hashToken } from "#app/services/pro/store.server.ts";

/**
 * The client's private links, one code for every kind of document (and the job's page, /c/): the token is given once
 * and only its SHA-256 is kept; a link opens until it is revoked. A quote's link also names the revision it was sent
 * with.
 */
const linkTables = {
  quote: { table: "quote_links", key: "quote_id" },
  invoice: { table: "invoice_links", key: "invoice_id" },
  job: { table: "job_links", key: "job_id" },
} as const;

export type LinkedKind = keyof typeof linkTables;

type Db = Kysely<Database> | Transaction<Database>;

/** A client's link: 256 random bits, base64url. */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Whether `token` has the shape newLinkToken gives (43 base64url characters): anything else is refused unread. */
export function isLinkToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** A new link to the document (to its `revision` for a quote); the token, which only the answer carries. */
export async function mintLink(
  db: Db,
  kind: LinkedKind,
  documentId: number,
  at: string,
  revision?: number,
): Promise<string> {
  const { table, key } = linkTables[kind];
  const token = newLinkToken();
  await db
    .insertInto(table)
    .values({
      token_hash: hashToken(token),
      [key]: documentId,
      created_at: at,
      ...(revision === undefined ? {} : { revision }),
    })
    .execute();
  return token;
}

/** Every link of the document stops opening it (sent to the wrong person); how many did. */
export async function revokeLinks(db: Db, kind: LinkedKind, documentId: number, at: string): Promise<number> {
  const { table, key } = linkTables[kind];
  const result = await db
    .updateTable(table)
    .set({ revoked_at: at })
    .where(key, "=", documentId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type FoundLink =
  | { kind: "unknown" }
  | { kind: "revoked" }
  | { kind: "open"; documentId: number; revision: number };

/** The document a token opens, and for a quote the revision the link was sent with (0 for other documents). */
export async function findLink(db: Db, kind: LinkedKind, token: string): Promise<FoundLink> {
  const { table, key } = linkTables[kind];
  const row = await db.selectFrom(table).selectAll().where("token_hash", "=", hashToken(token)).executeTakeFirst();
  if (!row) return { kind: "unknown" };
  if (row.revoked_at !== null) return { kind: "revoked" };
  // Kysely types a row of either table as the first's; the document's key is read by its name.
  const fields = row as Record<string, unknown>;
  return { kind: "open", documentId: fields[key] as number, revision: (fields.revision as number | undefined) ?? 0 };
}
