import type { Kysely } from "kysely";
import { einvoicingCopy } from "#app/content/einvoicing.ts";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import type { PlatformConnection } from "./platform-api.ts";

const errors = einvoicingCopy.errors;

/** The one row of migration 019; typed here, where it is read and written, and nowhere else. */
interface EinvoicingPlatformTable {
  id: number;
  flow_url: string;
  directory_url: string;
  token_url: string;
  client_id: string;
  client_secret: string;
  updated_at: string;
}

/** The settings as a page may show them: everything but the secret, of which only its presence is told. */
export interface PlatformSettingsView {
  flowUrl: string;
  directoryUrl: string;
  tokenUrl: string;
  clientId: string;
  hasSecret: boolean;
  /** When the owner last saved them: a new save gives the screen fresh, empty secret fields. */
  updatedAt: string;
}

export type PlatformUrlField = "flowUrl" | "directoryUrl" | "tokenUrl";

export const PLATFORM_URL_FIELDS: readonly PlatformUrlField[] = ["flowUrl", "directoryUrl", "tokenUrl"];

const fieldLabels: Record<PlatformUrlField | "clientId" | "clientSecret", string> = {
  flowUrl: einvoicingCopy.flowUrl,
  directoryUrl: einvoicingCopy.directoryUrl,
  tokenUrl: einvoicingCopy.tokenUrl,
  clientId: einvoicingCopy.clientId,
  clientSecret: einvoicingCopy.clientSecret,
};

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
const MAX_LENGTH = 500;

/**
 * Why an address cannot be the platform's, in French, or null. Only https leaves the machine: the token request
 * carries the secret, so http is refused except to this machine itself (the local platform of development). An
 * address holds no credentials (they would be logged with it by any proxy) and no query or fragment (the API's
 * paths are appended to it).
 */
export function platformUrlError(field: PlatformUrlField, value: string): string | null {
  const label = fieldLabels[field];
  if (value === "") return errors.urlRequired(label);
  if (value.length > MAX_LENGTH) return errors.tooLong(label);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return errors.urlInvalid(label);
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname))) {
    return url.protocol === "http:" ? errors.urlNotHttps(label) : errors.urlInvalid(label);
  }
  if (url.username || url.password) return errors.urlCredentials(label);
  if (url.search || url.hash || value.includes("?") || value.includes("#")) return errors.urlExtra(label);
  return null;
}

export interface PlatformForm {
  flowUrl: string;
  directoryUrl: string;
  tokenUrl: string;
  clientId: string;
  /** Empty keeps the secret already saved. */
  clientSecret: string;
}

/** The screen's values checked whole: the settings to save, or every refusal at once. */
export function checkPlatformForm(
  form: PlatformForm,
  hasSecret: boolean,
): { ok: true; value: PlatformForm } | { ok: false; errors: string[] } {
  const found: string[] = [];
  for (const field of PLATFORM_URL_FIELDS) {
    const error = platformUrlError(field, form[field]);
    if (error) found.push(error);
  }
  if (form.clientId === "") found.push(errors.clientIdRequired);
  else if (form.clientId.length > MAX_LENGTH) found.push(errors.tooLong(fieldLabels.clientId));
  if (form.clientSecret === "" && !hasSecret) found.push(errors.secretRequired);
  else if (form.clientSecret.length > MAX_LENGTH) found.push(errors.tooLong(fieldLabels.clientSecret));
  return found.length ? { ok: false, errors: found } : { ok: true, value: form };
}

const ENVIRONMENT_NAMES = {
  flowUrl: "EINVOICING_FLOW_URL",
  directoryUrl: "EINVOICING_DIRECTORY_URL",
  tokenUrl: "EINVOICING_TOKEN_URL",
  clientId: "EINVOICING_CLIENT_ID",
  clientSecret: "EINVOICING_CLIENT_SECRET",
} as const;

export type EnvironmentPlatform =
  | { state: "absent" }
  | { state: "invalid"; errors: string[] }
  | { state: "set"; connection: PlatformConnection };

/**
 * The platform as the server's environment names it. Setting any of the five variables means the server's
 * configuration owns the connection, so all five must then be set and valid; the screen's values are ignored.
 */
export function platformFromEnvironment(env: Record<string, string | undefined>): EnvironmentPlatform {
  const read = (name: string) => env[name]?.trim() ?? "";
  const values = {
    flowUrl: read(ENVIRONMENT_NAMES.flowUrl),
    directoryUrl: read(ENVIRONMENT_NAMES.directoryUrl),
    tokenUrl: read(ENVIRONMENT_NAMES.tokenUrl),
    clientId: read(ENVIRONMENT_NAMES.clientId),
    clientSecret: read(ENVIRONMENT_NAMES.clientSecret),
  };
  if (Object.values(values).every((value) => value === "")) return { state: "absent" };
  const checked = checkPlatformForm(values, false);
  if (!checked.ok) {
    // Each refusal names its variable, since that is what the administrator edits.
    const names = Object.entries(fieldLabels).map(([field, label]) => [
      label,
      ENVIRONMENT_NAMES[field as keyof typeof ENVIRONMENT_NAMES],
    ]);
    return {
      state: "invalid",
      errors: checked.errors.map((error) =>
        names.reduce((text, [label, name]) => text.replace(`${label}\u202f:`, `${name}\u202f:`), error),
      ),
    };
  }
  return { state: "set", connection: checked.value };
}

/** The platform the owner entered on the screen: one row, the secret write-only. */
export class PlatformSettingsStore {
  readonly #db: Kysely<Database & { einvoicing_platform: EinvoicingPlatformTable }>;

  constructor(database: StoreDatabase) {
    this.#db = database.db.withTables<{ einvoicing_platform: EinvoicingPlatformTable }>();
  }

  async #row(): Promise<EinvoicingPlatformTable | undefined> {
    return this.#db.selectFrom("einvoicing_platform").selectAll().where("id", "=", 1).executeTakeFirst();
  }

  /** What the screen shows: never the secret. */
  async view(): Promise<PlatformSettingsView | null> {
    const row = await this.#row();
    return row
      ? {
          flowUrl: row.flow_url,
          directoryUrl: row.directory_url,
          tokenUrl: row.token_url,
          clientId: row.client_id,
          hasSecret: row.client_secret !== "",
          updatedAt: row.updated_at,
        }
      : null;
  }

  /** What the platform client needs, secret included: for server code only, never for a loader's answer. */
  async connection(): Promise<PlatformConnection | null> {
    const row = await this.#row();
    return row
      ? {
          flowUrl: row.flow_url,
          directoryUrl: row.directory_url,
          tokenUrl: row.token_url,
          clientId: row.client_id,
          clientSecret: row.client_secret,
        }
      : null;
  }

  /** Saves the checked form; an empty secret keeps the one saved before. */
  async save(form: PlatformForm): Promise<void> {
    const values = {
      flow_url: form.flowUrl,
      directory_url: form.directoryUrl,
      token_url: form.tokenUrl,
      client_id: form.clientId,
      updated_at: new Date().toISOString(),
    };
    const secret = form.clientSecret === "" ? {} : { client_secret: form.clientSecret };
    await this.#db
      .insertInto("einvoicing_platform")
      .values({ id: 1, ...values, client_secret: form.clientSecret })
      .onConflict((conflict) => conflict.column("id").doUpdateSet({ ...values, ...secret }))
      .execute();
  }
}

export type ActivePlatform =
  | { source: "environment"; connection: PlatformConnection }
  | { source: "environment-invalid"; errors: string[] }
  | { source: "screen"; connection: PlatformConnection }
  | { source: "none" };

/** The connection the site uses: the environment's when it names one, else the screen's, else none. */
export async function activePlatform(
  store: PlatformSettingsStore,
  env: Record<string, string | undefined> = process.env,
): Promise<ActivePlatform> {
  const fromEnvironment = platformFromEnvironment(env);
  if (fromEnvironment.state === "set") return { source: "environment", connection: fromEnvironment.connection };
  if (fromEnvironment.state === "invalid") return { source: "environment-invalid", errors: fromEnvironment.errors };
  const connection = await store.connection();
  return connection ? { source: "screen", connection } : { source: "none" };
}
