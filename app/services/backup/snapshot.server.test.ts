import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { copyFile, readFile, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import BetterSqlite3 from "better-sqlite3";
import { Header } from "tar";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { invoiceCompany } from "#app/services/billing/documents/billing-settings.server.ts";
import { InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import { verifyJournal } from "#app/services/billing/payments/payment-journal.server.ts";
import { migrateToLatest, openDatabase } from "#app/services/db/database.server.ts";
import { parseEnv } from "#app/services/env.server.ts";
import { completeCompany, exampleBilling } from "#tests/support/billing.ts";
import { MANIFEST_PATH, SnapshotError } from "./manifest.server.ts";
import { restoreSnapshot } from "./restore.server.ts";
import { createSnapshot, snapshotName, verifySnapshot } from "./snapshot.server.ts";

let dir: string;
let env: ReturnType<typeof parseEnv>;

/** A site on disk: a migrated database with a request and an account, two photos in UPLOADS_DIR, a public one. */
async function makeSite(root: string): Promise<ReturnType<typeof parseEnv>> {
  const siteEnv = parseEnv({
    LEADS_DB: path.join(root, "data", "leads.sqlite"),
    UPLOADS_DIR: path.join(root, "data", "uploads"),
    SITE_PHOTOS_DIR: path.join(root, "data", "site-photos"),
  });
  const store = await openDatabase({ sqliteFile: siteEnv.LEADS_DB });
  await store.db
    .insertInto("leads")
    .values({
      kind: "contact",
      page: "/contact",
      status: "received",
      fields: JSON.stringify({ name: "Jeanne" }),
      idempotency_key: null,
      content_hash: "h",
      created_at: "2026-11-24T08:00:00.000Z",
      workflow_status: "nouvelle",
      town: "Lens",
      service: "",
      search_text: "jeanne",
    })
    .execute();
  await store.db
    .insertInto("owner_users")
    .values({
      email: "patron@example.fr",
      password_hash: "hash",
      webauthn_user_id: "handle",
      created_at: "2026-11-24T08:00:00.000Z",
      password_changed_at: "2026-11-24T08:00:00.000Z",
    })
    .execute();
  await store.close();
  mkdirSync(path.join(siteEnv.UPLOADS_DIR, ".incoming"), { recursive: true });
  writeFileSync(path.join(siteEnv.UPLOADS_DIR, `${"a".repeat(32)}.jpg`), Buffer.from("photo one"));
  writeFileSync(path.join(siteEnv.UPLOADS_DIR, `${"b".repeat(32)}.webp`), Buffer.from("photo two"));
  writeFileSync(path.join(siteEnv.UPLOADS_DIR, ".incoming", "half-written.jpg"), Buffer.from("not yet"));
  mkdirSync(path.join(siteEnv.SITE_PHOTOS_DIR, ".incoming"), { recursive: true });
  writeFileSync(path.join(siteEnv.SITE_PHOTOS_DIR, `${"c".repeat(20)}-800.avif`), Buffer.from("public photo"));
  writeFileSync(path.join(siteEnv.SITE_PHOTOS_DIR, ".incoming", "encoding.tmp"), Buffer.from("not yet"));
  return siteEnv;
}

/** Every file under a folder with its SHA-256: "untouched" means this is the same before and after. */
function fingerprint(root: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else
        found[child] = createHash("sha256")
          .update(readFileSync(path.join(root, child)))
          .digest("hex");
    }
  };
  walk("");
  return found;
}

/** A gzip'd tar written block by block, to make archives no honest tool would. */
function rawArchive(
  entries: { path: string; body?: Buffer; type?: "File" | "SymbolicLink"; linkpath?: string }[],
): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = entry.body ?? Buffer.alloc(0);
    const header = Buffer.alloc(512);
    new Header({
      path: entry.path,
      mode: 0o644,
      size: entry.type === "SymbolicLink" ? 0 : body.length,
      mtime: new Date(0),
      type: entry.type ?? "File",
      linkpath: entry.linkpath,
    }).encode(header, 0);
    blocks.push(header);
    if (entry.type !== "SymbolicLink" && body.length > 0) {
      blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "site-backup-test-"));
  env = await makeSite(path.join(dir, "site"));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("a snapshot", () => {
  it("holds the database, every photo and a manifest with counts and checksums, and verifies", async () => {
    const result = await createSnapshot(env, path.join(dir, "backups"), new Date("2026-11-24T02:00:00Z"));
    expect(path.basename(result.file)).toBe("site-backup-2026-11-24T020000Z.tar.gz");
    expect(readdirSync(path.join(dir, "backups"))).toEqual([path.basename(result.file)]);
    const manifest = result.manifest;
    expect(manifest.engine).toBe("sqlite");
    expect(manifest.migrations).toContain("008-backups");
    expect(manifest.tables).toMatchObject({
      leads: 1,
      owner_users: 1,
      lead_photos: 0,
      backup_runs: 0,
      site_identity: 1,
    });
    expect(manifest.siteId).toMatch(/^[0-9a-f-]{36}$/);
    expect(manifest.files.map((file) => file.path).sort()).toEqual([
      "database/leads.sqlite",
      `site-photos/${"c".repeat(20)}-800.avif`,
      `uploads/${"a".repeat(32)}.jpg`,
      `uploads/${"b".repeat(32)}.webp`,
    ]);
    expect(manifest.files.find((file) => file.path.endsWith(".jpg"))?.sha256).toBe(
      createHash("sha256").update("photo one").digest("hex"),
    );
    expect((await verifySnapshot(result.file)).createdAt).toBe("2026-11-24T02:00:00.000Z");
  });

  it("is restored byte for byte, the previous data kept aside, and the restored database opens and migrates", async () => {
    const { file } = await createSnapshot(env, path.join(dir, "backups"));
    const before = fingerprint(env.UPLOADS_DIR);
    const publicPhotos = fingerprint(env.SITE_PHOTOS_DIR);
    rmSync(path.join(dir, "site", "data"), { recursive: true });
    const other = await makeSite(path.join(dir, "elsewhere"));
    const restoredEnv = { ...env };
    const result = await restoreSnapshot(restoredEnv, file, new Date("2026-11-25T10:00:00Z"));
    expect(result.asideDir).toBeNull();
    expect(fingerprint(env.UPLOADS_DIR)).toEqual(
      Object.fromEntries(Object.entries(before).filter(([name]) => !name.startsWith(".incoming"))),
    );
    expect(fingerprint(env.SITE_PHOTOS_DIR)).toEqual(
      Object.fromEntries(Object.entries(publicPhotos).filter(([name]) => !name.startsWith(".incoming"))),
    );
    const store = await openDatabase({ sqliteFile: env.LEADS_DB });
    expect((await store.db.selectFrom("owner_users").select("email").execute()).map((row) => row.email)).toEqual([
      "patron@example.fr",
    ]);
    await store.close();

    // A second restore over live data moves that data aside, whole.
    const second = await restoreSnapshot(restoredEnv, file, new Date("2026-11-25T11:00:00Z"));
    expect(second.asideDir).toBe(path.join(dir, "site", "data", "before-restore-20261125T110000Z"));
    expect(readdirSync(second.asideDir as string).sort()).toEqual(["leads.sqlite", "site-photos", "uploads"]);
    expect(existsSync(other.LEADS_DB)).toBe(true);
  });

  it("carries the issued invoices, their PDFs as issued and the payment journal, chain intact", async () => {
    const store = await openDatabase({ sqliteFile: env.LEADS_DB });
    const invoices = new InvoiceStore(store);
    const id = (await invoices.create(null, {})) as number;
    await invoices.save(id, {
      clientName: "Jeanne Martin",
      clientEmail: "",
      clientAddress: "3 rue des Lilas, 62300 Lens",
      clientSiren: "",
      clientVat: "",
      siteAddress: "",
      title: "Réparation",
      serviceDate: "2026-11-20",
      paymentDays: 30,
      remindersOn: true,
      lines: [
        {
          kind: "line",
          designation: "Gouttière",
          quantityMilli: 1000,
          unit: "forfait",
          unitPriceCents: 15_000,
          vatRate: 2000,
        },
      ],
    });
    const pdf = new TextEncoder().encode("%PDF-as issued");
    const issued = await invoices.issue(id, invoiceCompany(completeCompany(), exampleBilling), async () => pdf);
    if (!issued.ok) throw new Error(issued.reason);
    await invoices.recordPayment(id, { paidOn: "2026-11-24", amountCents: 5000, method: "cheque", note: "" }, "patron");
    await store.close();
    const { file, manifest } = await createSnapshot(env, path.join(dir, "backups"));
    expect(manifest.tables).toMatchObject({ invoices: 1, payments: 1, invoice_lines: 1 });
    rmSync(path.join(dir, "site", "data"), { recursive: true });
    await restoreSnapshot(env, file);
    const restored = await openDatabase({ sqliteFile: env.LEADS_DB });
    const kept = await new InvoiceStore(restored).issuedPdf(id);
    expect(kept?.sha256).toBe(createHash("sha256").update(pdf).digest("hex"));
    expect(Buffer.from(kept?.pdf ?? []).toString()).toBe("%PDF-as issued");
    expect(await verifyJournal(restored.db)).toEqual({ ok: true, entries: 1, closures: 0 });
    await restored.close();
  });

  it("of a database from before backups existed is restored and migrated at the next start", async () => {
    const old = path.join(dir, "old");
    mkdirSync(old);
    await copyFile(new URL("../../../tests/fixtures/leads-v1.sqlite", import.meta.url), path.join(old, "leads.sqlite"));
    const oldEnv = { ...env, LEADS_DB: path.join(old, "leads.sqlite"), UPLOADS_DIR: path.join(old, "uploads") };
    const { file, manifest } = await createSnapshot(oldEnv, path.join(dir, "backups"));
    expect(manifest.siteId).toBeNull();
    expect(manifest.migrations).not.toContain("008-backups");
    rmSync(path.join(dir, "site", "data"), { recursive: true });
    await restoreSnapshot(env, file);
    const store = await openDatabase({ sqliteFile: env.LEADS_DB });
    await migrateToLatest(store);
    expect(await store.db.selectFrom("leads").select("id").execute()).toHaveLength(manifest.tables.leads ?? -1);
    expect(await store.db.selectFrom("site_identity").select("site_id").execute()).toHaveLength(1);
    await store.close();
  });
});

describe("a restore refuses, the live data untouched,", () => {
  let file: string;
  let live: Record<string, string>;
  let listing: string[];

  beforeEach(async () => {
    ({ file } = await createSnapshot(env, path.join(dir, "backups")));
    // The server stopped cleanly: its last connection folded the write-ahead log into the file.
    const server = new BetterSqlite3(env.LEADS_DB);
    server.prepare("SELECT count(*) FROM leads").get();
    server.close();
    live = fingerprint(path.join(dir, "site"));
    listing = readdirSync(path.join(dir, "site", "data")).sort();
  });

  async function expectRefused(snapshot: string, reason: RegExp, { verifies = false } = {}): Promise<void> {
    if (!verifies) await expect(verifySnapshot(snapshot)).rejects.toThrow(reason);
    const error = await restoreSnapshot(env, snapshot).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SnapshotError);
    expect((error as Error).message).toMatch(reason);
    expect(fingerprint(path.join(dir, "site"))).toEqual(live);
    expect(readdirSync(path.join(dir, "site", "data")).sort()).toEqual(listing);
  }

  it("a truncated snapshot", async () => {
    const truncated = path.join(dir, "truncated.tar.gz");
    await copyFile(file, truncated);
    await truncate(truncated, Math.floor(statSync(file).size * 0.6));
    await expectRefused(truncated, /damaged or truncated|missing/);
  });

  it("a snapshot with one byte flipped, wherever it is", async () => {
    const bytes = await readFile(file);
    for (const position of [Math.floor(bytes.length / 3), Math.floor(bytes.length / 2), bytes.length - 12]) {
      const flipped = Buffer.from(bytes);
      flipped[position] = (flipped[position] as number) ^ 0x20;
      const target = path.join(dir, `flipped-${position}.tar.gz`);
      await writeFile(target, flipped);
      await expectRefused(target, /damaged|truncated|SHA-256|not a site snapshot|unreadable/);
    }
  });

  it("a file that is no snapshot at all, and an archive without our manifest", async () => {
    const text = path.join(dir, "notes.txt");
    writeFileSync(text, "hello\n".repeat(200));
    await expectRefused(text, /damaged or truncated/);
    const foreign = path.join(dir, "foreign.tar.gz");
    writeFileSync(foreign, rawArchive([{ path: "etc/passwd", body: Buffer.from("root:x:0:0") }]));
    await expectRefused(foreign, /not a site snapshot/);
    const otherKind = path.join(dir, "other-kind.tar.gz");
    writeFileSync(otherKind, rawArchive([{ path: MANIFEST_PATH, body: Buffer.from('{"format":"wordpress-backup"}') }]));
    await expectRefused(otherKind, /not a site snapshot/);
  });

  it("a snapshot of another site", async () => {
    const elsewhere = await makeSite(path.join(dir, "elsewhere"));
    const { file: foreignSite } = await createSnapshot(elsewhere, path.join(dir, "elsewhere-backups"));
    await expectRefused(foreignSite, /another site/, { verifies: true });
  });

  it("paths that leave the folder: ../, absolute, a symbolic link", async () => {
    const manifestText = JSON.parse(
      readFileSync(path.join(dir, "site", "data", "leads.sqlite")).length > 0
        ? JSON.stringify((await verifySnapshot(file)) as object)
        : "{}",
    ) as { files: { path: string; bytes: number; sha256: string }[] };
    const evil = Buffer.from("owned");
    const evilHash = createHash("sha256").update(evil).digest("hex");
    for (const [name, entry] of [
      ["dotdot", { path: "uploads/../../escaped.txt", body: evil }],
      ["absolute", { path: "/tmp/escaped.txt", body: evil }],
      ["symlink", { path: "uploads/link", type: "SymbolicLink" as const, linkpath: "/etc" }],
    ] as const) {
      const manifest = {
        ...manifestText,
        files: [...manifestText.files, { path: "uploads/x.txt", bytes: evil.length, sha256: evilHash }],
      };
      const target = path.join(dir, `${name}.tar.gz`);
      writeFileSync(target, rawArchive([{ path: MANIFEST_PATH, body: Buffer.from(JSON.stringify(manifest)) }, entry]));
      await expectRefused(target, /leaves its folder|only plain files/);
      expect(existsSync(path.join(dir, "escaped.txt"))).toBe(false);
    }
  });

  it("while a server holds the database", async () => {
    const server = new BetterSqlite3(env.LEADS_DB);
    server.pragma("journal_mode = WAL");
    try {
      await expect(restoreSnapshot(env, file)).rejects.toThrow(/a server or another command is using/);
    } finally {
      server.close();
    }
    expect(readdirSync(path.join(dir, "site", "data")).sort()).toEqual(listing);
  });

  it("names its snapshots by their UTC time", () => {
    expect(snapshotName(new Date("2026-03-29T01:30:05.123Z"))).toBe("site-backup-2026-03-29T013005Z.tar.gz");
  });
});
