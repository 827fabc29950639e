import { createHash } from "node:crypto";
import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync, truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { proCopy } from "#app/content/pro.ts";
import { inboxCopy } from "#app/content/pro-inbox.ts";
import { QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import { renderQuotePdf } from "#app/services/billing/pdf/quote-pdf.server.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import { folderHashes, runBackupCommand, startPhotoVisitors } from "#tests/support/backup.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { waitUntil } from "#tests/support/leads.ts";
import { addOwner, addVirtualAuthenticator, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { photoWithGps } from "#tests/support/photos.ts";
import { startPostgres, type TestPostgres } from "#tests/support/postgres.mjs";
import { completeCompany, exampleQuote } from "#tests/support/quotes.ts";
import { freePort, type RunningServer, startServer } from "#tests/support/server.ts";

test.describe.configure({ timeout: 300_000 });

/** Logging in hashes the password with scrypt, seconds on a loaded machine. */
const LOGIN_WAIT = { timeout: 30_000 };

type Row = Record<string, unknown>;

/** Reads the site's database as an auditor would, on either engine. */
function reader(env: Record<string, string>): (query: string) => Promise<Row[]> {
  return async (query) => {
    if (env.DATABASE_URL) {
      const client = new pg.Client(env.DATABASE_URL);
      await client.connect();
      try {
        return (await client.query(query)).rows as Row[];
      } finally {
        await client.end();
      }
    }
    const db = new Database(env.LEADS_DB as string, { readonly: true, fileMustExist: true });
    try {
      return db.prepare(query).all() as Row[];
    } finally {
      db.close();
    }
  };
}

const tagOf = (row: Row) => /Karim Benali ([\w-]+)/.exec(String(row.fields))?.[1] ?? "";

/**
 * A production server takes requests with a photo from visitors all along while `npm run backup` runs; the
 * snapshot verifies; the data is destroyed; `npm run restore` brings back every request acknowledged before the
 * backup started with its photo byte for byte, the owner's account, passkey and note; the restored site starts
 * and the owner logs in with his password.
 */
async function roundTrip(
  page: import("@playwright/test").Page,
  port: number,
  env: Record<string, string>,
  destroy: () => Promise<void>,
): Promise<void> {
  const root = path.dirname(env.UPLOADS_DIR as string);
  const backups = path.join(root, "..", "backups");
  const query = reader(env);
  const email = ownerEmail("backup");
  const password = ownerPassword();
  await addOwner(email, password, env);
  let server: RunningServer | null = await startServer({ port, env });
  const origin = `http://localhost:${port}`;
  try {
    // The owner's passkey and a note on a first request, made as he makes them.
    await addVirtualAuthenticator(page);
    await page.goto(`${origin}/pro/connexion?retour=%2Fpro%2Fcompte`);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe").fill(password);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(page).toHaveURL(`${origin}/pro/compte`, LOGIN_WAIT);
    const passkeys = page.getByRole("region", { name: proCopy.account.passkeys.title });
    await passkeys.getByLabel("Nom de la clé").fill("Téléphone de chantier");
    await passkeys.getByRole("button", { name: proCopy.account.passkeys.add }).click();
    await expect(passkeys.getByRole("status")).toHaveText(proCopy.account.passkeys.added);

    const photo = new Uint8Array(
      await photoWithGps({ width: 800, height: 600, noise: true }),
    ) as Uint8Array<ArrayBuffer>;
    const run = `bk${Date.now().toString(36)}`;
    const visitors = startPhotoVisitors(() => `http://127.0.0.1:${port}`, 2, run, photo);
    await waitUntil(() => visitors.acknowledged.length >= 3, 60_000, "first requests");
    const [first] = await query(`SELECT id FROM leads WHERE fields LIKE '%${visitors.acknowledged[0]}%'`);
    await page.goto(`${origin}/pro/demandes/${first?.id}`);
    await page.getByLabel(inboxCopy.lead.noteLabel).fill("Rappelé, passe jeudi pour le chéneau.");
    await page.getByRole("button", { name: inboxCopy.lead.noteAdd }).click();
    await expect(page.getByText(inboxCopy.lead.noteAdded)).toBeVisible();

    // A quote on that request, sent and accepted with its PDF, and a line of "Mes prestations".
    const store = await openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.LEADS_DB as string });
    let acceptedPdf: Buffer;
    try {
      const quotes = new QuoteStore(store);
      const quoteId = (await quotes.create(Number(first?.id), {})) as number;
      await quotes.save(quoteId, exampleQuote);
      const sent = await quotes.send(quoteId, completeCompany(), { userId: 0, email });
      if (!sent.ok) throw new Error(sent.reason);
      acceptedPdf = await renderQuotePdf(sent.document, {
        fullName: "Karim Benali",
        acceptedAt: new Date().toISOString(),
      });
      const accepted = await quotes.accept(quoteId, {
        revision: 1,
        fullName: "Karim Benali",
        address: "203.0.113.9",
        userAgent: "test",
        keepsReplacedParts: false,
        reducedRateCertified: true,
        pdf: acceptedPdf,
      });
      expect(accepted).toBe("accepted");
      await quotes.addToCatalogue({ designation: "Zinc naturel", unit: "m²", unitPriceCents: 6500, vatRate: 1000 });
    } finally {
      await store.close();
    }

    // The backup, while visitors keep sending.
    await waitUntil(() => visitors.acknowledged.length >= 6, 60_000, "more requests");
    const acknowledgedBefore = [...visitors.acknowledged];
    const backup = await runBackupCommand("backup", ["--to", backups], env);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const during = visitors.acknowledged.length - acknowledgedBefore.length;
    await waitUntil(
      () => visitors.acknowledged.length >= acknowledgedBefore.length + during + 2,
      60_000,
      "requests after",
    );
    await visitors.stop();
    const [snapshot] = readdirSync(backups);
    expect(readdirSync(backups)).toHaveLength(1);
    expect(snapshot).toMatch(/^site-backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/);
    const file = path.join(backups, snapshot as string);
    expect(backup.stdout).toContain(file);

    // No restore while the site runs.
    const refused = await runBackupCommand("restore", [file], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Restore refused: .*(a server|stop)/);
    expect(refused.stderr.trim().split("\n")).toHaveLength(1);
    await server.stop();
    server = null;

    const verified = await runBackupCommand("backup", ["--verify", file], env);
    expect(verified.code).toBe(0);
    expect(verified.stdout).toMatch(/^OK site-backup-.*every checksum right\n$/);

    // A copy cut short, as an interrupted transfer leaves it: refused in one line, before anything is touched.
    const truncated = path.join(backups, "cut-short.tar.gz");
    copyFileSync(file, truncated);
    truncateSync(truncated, Math.floor(statSync(file).size / 2));
    for (const command of ["backup", "restore"] as const) {
      const refusal = await runBackupCommand(
        command,
        command === "backup" ? ["--verify", truncated] : [truncated],
        env,
      );
      expect(refusal.code).toBe(1);
      expect(refusal.stderr).toMatch(/^(REFUSED cut-short\.tar\.gz|Restore refused): .*(damaged or truncated|missing)/);
      expect(refusal.stderr.trim().split("\n")).toHaveLength(1);
    }

    const photosBefore = folderHashes(env.UPLOADS_DIR as string);
    await destroy();

    const restored = await runBackupCommand("restore", [file], env);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored site-backup-/);

    // Every request acknowledged before the backup started, once, with its photo byte for byte.
    const leads = await query("SELECT id, fields FROM leads");
    const byTag = new Map(leads.map((lead) => [tagOf(lead), lead]));
    for (const tag of acknowledgedBefore) expect(byTag.has(tag), tag).toBe(true);
    expect(leads.length).toBe(new Set(leads.map(tagOf)).size);
    const photos = await query("SELECT lead_id, stored_name FROM lead_photos");
    const restoredFiles = folderHashes(env.UPLOADS_DIR as string);
    for (const tag of acknowledgedBefore) {
      const lead = byTag.get(tag);
      const stored = photos.filter((row) => row.lead_id === lead?.id);
      expect(stored, tag).toHaveLength(1);
      const name = String(stored[0]?.stored_name);
      expect(restoredFiles.get(name), name).toBe(photosBefore.get(name));
    }
    expect(await query("SELECT email FROM owner_users")).toEqual([{ email }]);
    expect(await query("SELECT name FROM owner_passkeys")).toEqual([{ name: "Téléphone de chantier" }]);
    expect((await query("SELECT body FROM lead_notes")).map((row) => row.body)).toEqual([
      "Rappelé, passe jeudi pour le chéneau.",
    ]);

    // The quote, its lines, revision, link, acceptance with the PDF byte for byte, and the catalogue.
    const [quote] = await query("SELECT id, number, status FROM quotes");
    expect(quote).toMatchObject({ number: expect.stringMatching(/^D-\d{4}-0001$/), status: "accepte" });
    expect(await query(`SELECT designation FROM quote_lines WHERE quote_id = ${Number(quote?.id)}`)).toHaveLength(4);
    expect(await query("SELECT revision FROM quote_revisions")).toEqual([{ revision: 1 }]);
    expect(await query("SELECT revision FROM quote_links")).toEqual([{ revision: 1 }]);
    const [signed] = await query("SELECT pdf, pdf_sha256 FROM quote_acceptances");
    expect(Buffer.compare(Buffer.from(signed?.pdf as Uint8Array), acceptedPdf)).toBe(0);
    expect(signed?.pdf_sha256).toBe(createHash("sha256").update(acceptedPdf).digest("hex"));
    expect(await query("SELECT designation FROM quote_catalogue")).toEqual([{ designation: "Zinc naturel" }]);

    // The restored site starts, and the owner logs in with his password.
    server = await startServer({ port, env });
    await page.context().clearCookies();
    await page.goto(`${origin}/pro/connexion`);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe").fill(password);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(page).toHaveURL(`${origin}/pro`, LOGIN_WAIT);
    await page.goto(`${origin}/pro/demandes/${first?.id}`);
    await expect(page.getByText("Rappelé, passe jeudi pour le chéneau.")).toBeVisible();
    // The restored site serves the request's photo, the very bytes it stored.
    const [firstPhoto] = await query(`SELECT id, stored_name FROM lead_photos WHERE lead_id = ${Number(first?.id)}`);
    const served = await page.request.get(`${origin}/pro/demandes/${first?.id}/photos/${firstPhoto?.id}`);
    expect(served.status()).toBe(200);
    expect(
      createHash("sha256")
        .update(await served.body())
        .digest("hex"),
    ).toBe(photosBefore.get(String(firstPhoto?.stored_name)));
  } finally {
    await server?.stop();
  }
}

test("SQLite: a backup taken under load restores every acknowledged request, photo, account, passkey and note", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const root = mkdtempSync(path.join(tmpdir(), "site-backup-e2e-"));
  const data = path.join(root, "site", "data");
  const env = {
    LEADS_DB: path.join(data, "leads.sqlite"),
    UPLOADS_DIR: path.join(data, "uploads"),
    SITE_PHOTOS_DIR: path.join(data, "site-photos"),
    FORM_RATE_LIMIT: "100000",
  };
  try {
    await roundTrip(page, await freePort(testInfo), env, async () => rmSync(data, { recursive: true }));
    expect(consoleErrors).toEqual([]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("PostgreSQL: the same round trip with pg_dump and an atomic swap of the schema", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const root = mkdtempSync(path.join(tmpdir(), "site-backup-e2e-pg-"));
  let postgres: TestPostgres | null = null;
  try {
    postgres = await startPostgres();
    const databaseUrl = await postgres.createDatabase("toitures");
    const env = {
      DATABASE_URL: databaseUrl,
      LEADS_DB: path.join(root, "site", "data", "leads.sqlite"),
      UPLOADS_DIR: path.join(root, "site", "data", "uploads"),
      SITE_PHOTOS_DIR: path.join(root, "site", "data", "site-photos"),
      FORM_RATE_LIMIT: "100000",
    };
    await roundTrip(page, await freePort(testInfo), env, async () => {
      // A database lost with its tables, and the photos' disk.
      const client = new pg.Client(databaseUrl);
      await client.connect();
      await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
      await client.end();
      rmSync(env.UPLOADS_DIR, { recursive: true });
    });
    expect(consoleErrors).toEqual([]);
  } finally {
    postgres?.stop();
    rmSync(root, { recursive: true, force: true });
  }
});
