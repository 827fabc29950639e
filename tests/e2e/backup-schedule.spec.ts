import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { backupCopy } from "#app/content/pro-backups.ts";
import { runBackupCommand } from "#tests/support/backup.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { waitUntil } from "#tests/support/leads.ts";
import { addOwner, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { freePort, type RunningServer, startServer } from "#tests/support/server.ts";

// Each test starts its own server and waits for its first backup: more than the default minute on a loaded machine.
test.describe.configure({ timeout: 180_000 });

/** Logging in hashes the password with scrypt, seconds on a loaded machine. */
const LOGIN_WAIT = { timeout: 30_000 };

const shots = path.resolve(import.meta.dirname, "../../test-results/screens");

/** A site in a temporary folder, its owner's account made with the CLI (which creates and migrates the database). */
async function site(tag: string) {
  const root = mkdtempSync(path.join(tmpdir(), `site-backup-${tag}-`));
  const env = {
    LEADS_DB: path.join(root, "data", "leads.sqlite"),
    UPLOADS_DIR: path.join(root, "data", "uploads"),
    SITE_PHOTOS_DIR: path.join(root, "data", "site-photos"),
    // Already due when the server starts, whatever the time of the run.
    BACKUP_AT: "00:00 UTC",
  };
  const owner = { email: ownerEmail(tag), password: ownerPassword() };
  await addOwner(owner.email, owner.password, env);
  return { root, env, owner, remove: () => rmSync(root, { recursive: true, force: true }) };
}

async function openDashboard(page: Page, origin: string, owner: { email: string; password: string }): Promise<void> {
  await page.goto(`${origin}/pro/connexion?retour=%2Fpro%2Ftableau-de-bord`);
  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByLabel("Mot de passe").fill(owner.password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page).toHaveURL(`${origin}/pro/tableau-de-bord`, LOGIN_WAIT);
}

test("the server takes the day's snapshot itself, and the dashboard says when", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const { root, env, owner, remove } = await site("schedule-ok");
  const backups = path.join(root, "backups");
  let server: RunningServer | null = null;
  try {
    server = await startServer({ port: await freePort(testInfo), env: { ...env, BACKUP_DIR: backups } });
    await waitUntil(() => server?.output().includes("backup: site-backup-"), 30_000, "the scheduled snapshot");
    const [snapshot] = readdirSync(backups);
    expect(snapshot).toMatch(/^site-backup-.*\.tar\.gz$/);
    const verified = await runBackupCommand("backup", ["--verify", path.join(backups, snapshot as string)], env);
    expect(verified.code).toBe(0);

    await openDashboard(page, server.url, owner);
    await expect(page.getByText(/^Dernière sauvegarde : à l’instant \(\d+ Ko\)\.$/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, "backup-ok-1280.png") });
    await page.setViewportSize(viewports.phone);
    await page.screenshot({ path: path.join(shots, "backup-ok-375.png") });
    expect(consoleErrors).toEqual([]);
  } finally {
    await server?.stop();
    remove();
  }
});

test("a failing backup is logged, retried later and shown to the owner with the last good one; /healthz stays 200", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const { root, env, owner, remove } = await site("schedule-failed");
  // A file where the folder should be: every attempt fails.
  const notAFolder = path.join(root, "backups");
  writeFileSync(notAFolder, "");
  const threeDaysAgo = Date.now() - 3 * 86_400_000;
  const database = new Database(env.LEADS_DB);
  database
    .prepare(
      "INSERT INTO backup_runs (slot, status, instance, attempts, started_at, lease_until, finished_at, file, bytes) VALUES (?, 'ok', 'earlier', 1, ?, ?, ?, 'site-backup-earlier.tar.gz', 52400000)",
    )
    .run(new Date(threeDaysAgo).toISOString().slice(0, 10), threeDaysAgo, threeDaysAgo, threeDaysAgo + 60_000);
  database.close();
  let server: RunningServer | null = null;
  try {
    server = await startServer({ port: await freePort(testInfo), env: { ...env, BACKUP_DIR: notAFolder } });
    await waitUntil(() => server?.output().includes("backup: attempt 1 failed"), 30_000, "the failure in the log");
    expect(server.output()).toMatch(/backup: attempt 1 failed: .*; next attempt at \d{4}-/);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);

    await page.setViewportSize(viewports.phone);
    await openDashboard(page, server.url, owner);
    const warning = page.getByRole("region", { name: backupCopy.heading });
    await expect(warning).toContainText(backupCopy.failed("à l’instant", backupCopy.reasons.missing));
    await expect(warning).toContainText(
      /Dernière sauvegarde réussie : il y a 3 jours \(\d{1,2} \S+ \d{4} à \d{2}:\d{2}\)\./,
    );
    await expect(warning).toContainText(/Le serveur réessaie à \d{2}:\d{2}\./);
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, "backup-failed-375.png"), fullPage: false });
    await page.setViewportSize(viewports.desktop);
    await page.screenshot({ path: path.join(shots, "backup-failed-1280.png"), fullPage: false });
    expect(consoleErrors).toEqual([]);
  } finally {
    await server?.stop();
    remove();
  }
});
