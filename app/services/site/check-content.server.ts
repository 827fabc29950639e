import { existsSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import type { EditableContent } from "#app/content/published.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import { parseEnv } from "#app/services/env.server.ts";
import { buildContent } from "./schema.server.ts";
import { SiteContentStore } from "./store.server.ts";

/** Where a content file's exported constant lives in the owner's document. */
const documentRoots: Record<string, keyof EditableContent> = { site: "site", pricesCopy: "prices" };

/** `site.qualifications[1].directory` → ["site", "qualifications", "1", "directory"] in the document. */
function documentPath(field: string): string[] | null {
  const [constant, ...rest] = field.replace(/\[(\d+)\]/g, ".$1").split(".");
  const root = constant ? documentRoots[constant] : undefined;
  return root ? [root, ...rest] : null;
}

function valueAt(document: unknown, path: string[]): unknown {
  let value = document;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The placeholders of the content files that the published version has not replaced: a field counts as
 * replaced once its published value differs from the build's and carries no PLACEHOLDER mark. Reads the
 * store of the server's environment (LEADS_DB or DATABASE_URL); with no database yet, nothing was published.
 */
export async function publishedPlaceholders<T extends { field: string }>(
  placeholders: T[],
  environment: NodeJS.ProcessEnv = process.env,
): Promise<{ remaining: T[]; version: number }> {
  const env = parseEnv(environment);
  if (!env.DATABASE_URL && !existsSync(env.LEADS_DB)) return { remaining: placeholders, version: 1 };
  const database = await openDatabase(
    { databaseUrl: env.DATABASE_URL, sqliteFile: env.LEADS_DB },
    { readonly: true, log: () => undefined },
  );
  try {
    const store = new SiteContentStore(database.db);
    const version = await store.latestNumber().catch(() => 1);
    const published = version > 1 ? await store.version(version) : null;
    if (!published) return { remaining: placeholders, version: 1 };
    const build = buildContent();
    const remaining = placeholders.filter(({ field }) => {
      const path = documentPath(field);
      if (!path) return true;
      const value = valueAt(published.document, path);
      return (
        value === undefined ||
        isDeepStrictEqual(value, valueAt(build, path)) ||
        JSON.stringify(value).includes("PLACEHOLDER")
      );
    });
    return { remaining, version };
  } finally {
    await database.close();
  }
}
