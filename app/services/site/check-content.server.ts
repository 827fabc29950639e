import { existsSync } from "node:fs";
import { openDatabase } from "#app/services/db/database.server.ts";
import { parseEnv } from "#app/services/env.server.ts";
import { buildContent } from "./build-content.server.ts";
import { publishedDocument } from "./editor.server.ts";
import { itemLabel, readiness } from "./readiness.server.ts";
import { SiteContentStore } from "./store.server.ts";

/** One line of `npm run check-content`: the screen, the field, what is left, the value as it stands. */
export interface ReadinessLine {
  screen: string;
  field: string;
  label: string;
  reason: string;
  value: string;
}

/**
 * What is left before going live in the version online, the very list "Mon site" shows (`readiness`): reads the
 * store of the server's environment (LEADS_DB or DATABASE_URL); with no database yet, the build's own content.
 */
export async function publishedReadiness(
  environment: NodeJS.ProcessEnv = process.env,
): Promise<{ items: ReadinessLine[]; version: number }> {
  const env = parseEnv(environment);
  let document = buildContent();
  let version = 1;
  if (env.DATABASE_URL || existsSync(env.LEADS_DB)) {
    const database = await openDatabase(
      { databaseUrl: env.DATABASE_URL, sqliteFile: env.LEADS_DB },
      { readonly: true, log: () => undefined },
    );
    try {
      const store = new SiteContentStore(database.db);
      version = await store.latestNumber().catch(() => 1);
      document = await publishedDocument(store).catch(() => buildContent());
    } finally {
      await database.close();
    }
  }
  const items = readiness(document).map((item) => ({
    screen: item.section === "articles" ? "/pro/site/articles" : `/pro/site/${item.section}`,
    field: item.field,
    label: itemLabel(item, document),
    reason: item.reason,
    value: item.value,
  }));
  return { items, version };
}
