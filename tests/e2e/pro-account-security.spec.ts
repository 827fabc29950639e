import path from "node:path";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { proCopy } from "#app/content/pro.ts";
import { expect, test, viewports } from "#tests/support/fixtures.ts";
import {
  addOwner,
  addVirtualAuthenticator,
  allowFailedLoads,
  ownerEmail,
  ownerPassword,
} from "#tests/support/owner.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";

/**
 * The owner's account against a stolen session: sessions that end (inactivity, absolute lifetime) and account
 * changes that need a recent login, on a production server of its own whose limits are seconds, not hours.
 * Reached through `localhost`, which WebAuthn accepts as a relying party (an IP address it refuses).
 */
interface OwnerServer {
  server: RunningServer;
  origin: string;
  env: Record<string, string>;
  remove: () => void;
}

async function ownerServer(testInfo: TestInfo, limits: Record<string, string>): Promise<OwnerServer> {
  const database = temporaryDatabase();
  const env = { LEADS_DB: database.file, UPLOADS_DIR: path.join(path.dirname(database.file), "uploads") };
  const port = await freePort(testInfo);
  const server = await startServer({ port, env: { ...env, ...limits } });
  return { server, origin: `http://localhost:${port}`, env, remove: database.remove };
}

async function logIn(page: Page, origin: string, email: string, password: string, returnPath: string) {
  await page.goto(`${origin}/pro/connexion?retour=${encodeURIComponent(returnPath)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await eventually(page).toHaveURL(`${origin}${returnPath}`);
}

/**
 * Each step here may wait for a password hash (about a second alone, several on a machine busy with other
 * tests): the assertions wait for it rather than fail.
 */
const eventually = expect.configure({ timeout: 30_000 });

/** Lets the login grow older than REAUTH_SECONDS: what a stolen session would be after a few minutes. */
function letLoginAge(page: Page, seconds: number) {
  return page.waitForTimeout(seconds * 1000 + 500);
}

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${size.width}.png`), fullPage: true });
    if (label === "desktop") await page.setViewportSize(viewports.phone);
  }
}

test.describe("sessions that end", () => {
  test.describe.configure({ mode: "serial" });
  const IDLE = 5;
  const ABSOLUTE = 10;
  let app: OwnerServer;
  let email: string;
  let password: string;

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
  test.beforeAll(async ({}, testInfo) => {
    app = await ownerServer(testInfo, {
      SESSION_IDLE_SECONDS: String(IDLE),
      SESSION_ABSOLUTE_SECONDS: String(ABSOLUTE),
    });
    email = ownerEmail("ended");
    password = ownerPassword();
    await addOwner(email, password, app.env);
  });

  test.afterAll(async () => {
    await app?.server.stop();
    app?.remove();
  });

  test("after the inactivity limit: the login page says why, and the login brings him back to the page", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    await page.setViewportSize(viewports.phone);
    await logIn(page, app.origin, email, password, "/pro/compte");
    await page.waitForTimeout((IDLE + 1) * 1000);
    await page.goto(`${app.origin}/pro/tableau-de-bord`);
    await eventually(page).toHaveURL(`${app.origin}/pro/connexion?retour=%2Fpro%2Ftableau-de-bord&fin=inactivite`);
    await eventually(page.getByRole("status")).toHaveText(proCopy.login.sessionEnded.idle("5 secondes"));
    await screenshots(page, testInfo, "session-ended-idle");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe").fill(password);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await eventually(page).toHaveURL(`${app.origin}/pro/tableau-de-bord`);

    // Ended during a navigation inside the page (a data request): "Se reconnecter" says why as well.
    await page.waitForTimeout((IDLE + 1) * 1000);
    await page.getByRole("link", { name: "Mon compte" }).click();
    await eventually(page.getByRole("heading", { level: 1, name: proCopy.errors.unauthorizedTitle })).toBeVisible();
    await page.getByRole("link", { name: proCopy.errors.reconnect }).click();
    await eventually(page).toHaveURL(`${app.origin}/pro/connexion?retour=%2Fpro%2Fcompte&fin=inactivite`);
    await eventually(page.getByRole("status")).toHaveText(proCopy.login.sessionEnded.idle("5 secondes"));
    allowFailedLoads(consoleErrors, [401], /^\/pro\/compte\.data$/);
  });

  test("at its absolute lifetime, however often it is used", async ({ page }) => {
    await logIn(page, app.origin, email, password, "/pro");
    const started = Date.now();
    // One page a second: the inactivity limit is never reached, the absolute one is.
    while (Date.now() - started < (ABSOLUTE + 3) * 1000 && !page.url().includes("/pro/connexion")) {
      await page.waitForTimeout(1000);
      await page.goto(`${app.origin}/pro/compte`);
    }
    await eventually(page).toHaveURL(`${app.origin}/pro/connexion?retour=%2Fpro%2Fcompte&fin=duree`);
    await eventually(page.getByRole("status")).toHaveText(proCopy.login.sessionEnded.absolute("10 secondes"));
  });
});

test.describe("account changes need a recent login", () => {
  test.describe.configure({ mode: "serial" });
  const REAUTH = 3;
  let app: OwnerServer;

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
  test.beforeAll(async ({}, testInfo) => {
    app = await ownerServer(testInfo, { REAUTH_SECONDS: String(REAUTH) });
  });

  test.afterAll(async () => {
    await app?.server.stop();
    app?.remove();
  });

  async function otherSession(browser: Browser, email: string, password: string) {
    const context = await browser.newContext();
    const other = await context.newPage();
    await logIn(other, app.origin, email, password, "/pro");
    return { other, close: () => context.close() };
  }

  test("asked in place, by password or passkey, then done without losing what was typed; the owner is told", async ({
    page,
    browser,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(180_000);
    const email = ownerEmail("reauth");
    const password = ownerPassword();
    await addOwner(email, password, app.env);
    await addVirtualAuthenticator(page);
    await page.setViewportSize(viewports.phone);
    await logIn(page, app.origin, email, password, "/pro/compte");
    const passkeys = page.getByRole("region", { name: "Clés d’accès" });
    const prompt = page.getByRole("group", { name: proCopy.reauth.title });

    // Adding a passkey with an old login: the confirmation comes under the form, the typed name stays.
    await letLoginAge(page, REAUTH);
    await passkeys.getByLabel("Nom de la clé").fill("Téléphone de chantier");
    await passkeys.getByRole("button", { name: "Ajouter une clé d’accès" }).click();
    await eventually(prompt).toBeVisible();
    await eventually(passkeys.getByLabel("Nom de la clé")).toHaveValue("Téléphone de chantier");
    await screenshots(page, testInfo, "reauth-add-passkey");
    await prompt.getByLabel(proCopy.reauth.password).fill(password);
    await prompt.getByRole("button", { name: proCopy.reauth.submit }).click();
    await eventually(passkeys.getByRole("status")).toHaveText(proCopy.account.passkeys.added);
    await eventually(passkeys.getByRole("listitem")).toContainText("Téléphone de chantier");

    // Ending the other sessions with an old login: confirmed with the passkey just added.
    const { other, close } = await otherSession(browser, email, password);
    await page.reload();
    await letLoginAge(page, REAUTH);
    await page.getByRole("button", { name: proCopy.account.sessions.logoutOthers }).click();
    await eventually(prompt).toBeVisible();
    await prompt.getByRole("button", { name: proCopy.reauth.passkey }).click();
    await eventually(page.getByRole("status").first()).toHaveText(proCopy.account.sessions.loggedOutOthers(1));
    await other.goto(`${app.origin}/pro`);
    await eventually(other).toHaveURL(/\/pro\/connexion/);
    await close();

    // Removing a passkey from the password section: a wrong password is refused, the right one removes it.
    await letLoginAge(page, REAUTH);
    const passwordSection = page.getByRole("region", { name: "Mot de passe" });
    await eventually(passwordSection.getByRole("listitem")).toContainText("Ajoutée le");
    await passwordSection.getByRole("button", { name: "Supprimer la clé « Téléphone de chantier »" }).click();
    await eventually(prompt).toBeVisible();
    await prompt.getByLabel(proCopy.reauth.password).fill("pas le bon mot de passe");
    await prompt.getByRole("button", { name: proCopy.reauth.submit }).click();
    await eventually(prompt.getByRole("alert")).toHaveText(proCopy.reauth.wrong);
    await prompt.getByLabel(proCopy.reauth.password).fill(password);
    await prompt.getByRole("button", { name: proCopy.reauth.submit }).click();
    await eventually(page.getByRole("status").first()).toHaveText(proCopy.account.passkeys.removed);
    await eventually(passkeys.getByText(proCopy.account.passkeys.none)).toBeVisible();

    // Changing the password offers to end the other sessions, ticked by default.
    const second = await otherSession(browser, email, password);
    await page.reload();
    await eventually(passwordSection.getByLabel(proCopy.account.password.endOthers)).toBeChecked();
    const next = ownerPassword();
    await passwordSection.getByLabel("Mot de passe actuel").fill(password);
    await passwordSection.getByLabel("Nouveau mot de passe", { exact: true }).fill(next);
    await passwordSection.getByLabel("Confirmer le nouveau mot de passe").fill(next);
    await passwordSection.getByRole("button", { name: "Changer le mot de passe" }).click();
    await eventually(page.getByRole("status").first()).toHaveText(proCopy.account.password.changed(true));
    await second.other.goto(`${app.origin}/pro`);
    await eventually(second.other).toHaveURL(/\/pro\/connexion/);
    await second.close();

    // Every change reached the mail outbox (logged here: MAIL_TRANSPORT=log), and never a password.
    await expect.poll(() => app.server.output()).toMatch(/account notice \(password\.changed\) for patron\.reauth/);
    const output = app.server.output();
    for (const kind of ["login.new-device", "passkey.added", "passkey.removed", "password.changed"]) {
      expect(output, kind).toContain(`account notice (${kind}) for ${email}`);
    }
    expect(output).not.toContain(password);
    expect(output).not.toContain(next);
    allowFailedLoads(consoleErrors, [401, 403], /^\/pro\/compte/);
  });
});
