import { z } from "zod";

export const SNAPSHOT_FORMAT = "toitures-site-backup";
export const SNAPSHOT_VERSION = 1;
export const MANIFEST_PATH = "manifest.json";
export const SQLITE_ENTRY = "database/leads.sqlite";
export const POSTGRES_ENTRY = "database/leads.pgdump";

/** Why a snapshot cannot be used, in one line for the owner's terminal. */
export class SnapshotError extends Error {
  override name = "SnapshotError";
}

const relativePath = z
  .string()
  .min(1)
  .max(4096)
  .refine(isSafeRelativePath, { message: "must be a relative path inside the snapshot" });

export const manifestSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  /** The live site's identity when the snapshot was taken; null for a database from before backups existed. */
  siteId: z.string().min(1).nullable(),
  engine: z.enum(["sqlite", "postgres"]),
  /** The schema's migrations applied in the snapshot, in order; the last one is its level. */
  migrations: z.array(z.string().min(1)),
  /** Rows per table, counted in the snapshot's own copy of the database. */
  tables: z.record(z.string(), z.number().int().min(0)),
  folders: z.array(z.string().regex(/^[a-z][a-z0-9-]*$/)),
  files: z.array(
    z.object({ path: relativePath, bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;

/**
 * A path that stays inside the folder it is unpacked into: forward slashes, no absolute path, no drive, no `..`,
 * no empty or `.` segment, no control character.
 */
export function isSafeRelativePath(entry: string): boolean {
  if (entry.startsWith("/") || entry.includes("\\") || /^[a-zA-Z]:/.test(entry)) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(entry)) return false;
  return entry.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

/** The manifest of a snapshot, or the reason it is not one this version can use. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SnapshotError("not a site snapshot: its manifest is not JSON");
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== SNAPSHOT_FORMAT) throw new SnapshotError("not a site snapshot: the manifest is of another kind");
  const version = (json as { version?: unknown }).version;
  if (typeof version === "number" && version > SNAPSHOT_VERSION) {
    throw new SnapshotError(
      `snapshot format ${version} is newer than this version of the site knows (${SNAPSHOT_VERSION}): update the site first`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SnapshotError(`unreadable manifest: ${issue?.path.join(".") ?? ""} ${issue?.message ?? ""}`.trim());
  }
  const seen = new Set<string>();
  for (const file of parsed.data.files) {
    if (seen.has(file.path)) throw new SnapshotError(`unreadable manifest: ${file.path} is listed twice`);
    seen.add(file.path);
  }
  return parsed.data;
}
