import type { APIRequestContext } from "@playwright/test";
import Database from "better-sqlite3";
import { proCopy } from "#app/content/pro.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import {
  addOwner,
  allowFailedLoads,
  e2eDatabase,
  logIn,
  ownerEmail,
  ownerPassword,
  runProCli,
} from "#tests/support/owner.ts";

const form = { "Content-Type": "application/x-www-form-urlencoded" };

/** A visitor's address as the proxy names it (the e2e server trusts loopback proxies): one per test, so throttles never meet. */
function visitorAddress(): string {
  const octet = () => Math.floor(Math.random() * 256);
  return `10.${octet()}.${octet()}.${octet()}`;
}

async function postLogin(
  request: APIRequestContext,
  baseURL: string,
  address: string,
  email: string,
  password: string,
) {
  return request.post("/pro/connexion", {
    headers: { ...form, Origin: baseURL, "X-Forwarded-For": address },
    data: new URLSearchParams({ email, password }).toString(),
    maxRedirects: 0,
  });
}

test.describe("accounts made on the server", () => {
  test("the CLI refuses short and common passwords, and a second account with the same e-mail", async () => {
    // Seven runs of the command, each loading the server bundle and hashing with scrypt's full cost.
    test.setTimeout(180_000);
    const email = ownerEmail("cli");
    const short = await runProCli(["add-user", email], { input: "court\n" });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain(proCopy.passwordProblems.tooShort);
    const common = await runProCli(["add-user", email], { input: "1qaz2wsx3edc\n" });
    expect(common.code).toBe(1);
    expect(common.stderr).toContain(proCopy.passwordProblems.common);
    const suffixed = await runProCli(["add-user", email], { input: "qwertyuiop2026!\n" });
    expect(suffixed.code).toBe(1);
    expect(suffixed.stderr).toContain(proCopy.passwordProblems.common);

    await addOwner(email.toUpperCase(), ownerPassword());
    const again = await runProCli(["add-user", email], { input: `${ownerPassword()}\n` });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(proCopy.cli.userExists(email));

    const listed = await runProCli(["list-users"]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(email);

    // The hash, never the password, is what the database keeps.
    const db = new Database(e2eDatabase, { readonly: true });
    const row = db.prepare("SELECT password_hash FROM owner_users WHERE email = ?").get(email) as {
      password_hash: string;
    };
    db.close();
    expect(row.password_hash).toMatch(/^scrypt\$1\$N=131072,r=8,p=1\$/);

    const removed = await runProCli(["remove-user", email]);
    expect(removed.code).toBe(0);
    expect((await runProCli(["list-users"])).stdout).not.toContain(email);
  });

  test("reset-password replaces the password and closes the account's sessions", async ({ page, browser }) => {
    const email = ownerEmail("reset");
    const first = ownerPassword();
    await addOwner(email, first);
    await logIn(page, email, first, "/pro/compte");

    const second = ownerPassword();
    const reset = await runProCli(["reset-password", email], { input: `${second}\n` });
    expect(reset.code, reset.stderr).toBe(0);

    await page.goto("/pro/compte");
    await expect(page).toHaveURL(/\/pro\/connexion\?retour=%2Fpro%2Fcompte$/);
    const other = await browser.newPage({ extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() } });
    await other.goto("/pro/connexion");
    await other.getByLabel("E-mail").fill(email);
    await other.getByLabel("Mot de passe").fill(first);
    await other.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(other.getByRole("alert")).toHaveText(proCopy.login.invalid);
    await other.close();
    await logIn(page, email, second, "/pro/compte");
    await expect(page.getByRole("heading", { level: 1, name: "Mon compte" })).toBeVisible();
  });
});

test.describe("logging in and out", () => {
  test("log in with the CLI's account, land on the page asked for, log out", async ({ page, context }) => {
    const email = ownerEmail("login");
    const password = ownerPassword();
    await addOwner(email, password);

    await page.goto("/pro/compte");
    await expect(page).toHaveURL(/\/pro\/connexion\?retour=%2Fpro%2Fcompte$/);
    await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible();
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe").fill(password);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(page).toHaveURL(/\/pro\/compte$/);
    await expect(page.getByText(email)).toBeVisible();
    // The owner's chrome, not the public one.
    await expect(page.getByRole("navigation", { name: "Espace pro" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Demandes" })).toHaveAttribute("href", "/pro");
    // The dashboard waits behind « Plus », with the office's other sections.
    await page.locator("summary:visible", { hasText: "Plus" }).click();
    await expect(page.getByRole("link", { name: "Tableau de bord" })).toHaveAttribute("href", "/pro/tableau-de-bord");
    await expect(page.getByText("Urgence 24h/24")).toHaveCount(0);

    const cookie = (await context.cookies()).find((entry) => entry.name === "pro_session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    // Stored as its SHA-256 only.
    const db = new Database(e2eDatabase, { readonly: true });
    const stored = db.prepare("SELECT token_hash FROM owner_sessions WHERE token_hash = ?").get(cookie?.value);
    db.close();
    expect(stored).toBeUndefined();

    await page.getByRole("button", { name: "Se déconnecter" }).first().click();
    await expect(page).toHaveURL(/\/pro\/connexion\?etat=deconnecte$/);
    await expect(page.getByText(proCopy.login.loggedOut)).toBeVisible();
    await page.goto("/pro/compte");
    await expect(page).toHaveURL(/\/pro\/connexion/);

    const audit = await runProCli(["audit", "--limit", "200"]);
    expect(audit.stdout).toMatch(new RegExp(`connexion\\s+${email.replace(/[.]/g, "\\.")}\\s+127\\.0\\.0\\.1`));
    expect(audit.stdout).toMatch(new RegExp(`déconnexion\\s+${email.replace(/[.]/g, "\\.")}`));
  });

  test("a new session at each login: the cookie a browser brought is replaced and closed", async ({
    request,
    baseURL,
  }) => {
    const email = ownerEmail("fixation");
    const password = ownerPassword();
    await addOwner(email, password);
    const logInWith = async (cookie?: string) => {
      const response = await request.post("/pro/connexion", {
        headers: { ...form, Origin: baseURL!, ...(cookie ? { Cookie: cookie } : {}) },
        data: new URLSearchParams({ email, password }).toString(),
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
      return `pro_session=${/pro_session=([\w-]{43});/.exec(response.headers()["set-cookie"] ?? "")?.[1]}`;
    };
    const first = await logInWith();
    expect((await request.get("/pro/compte.data", { headers: { Cookie: first } })).status()).toBe(200);
    const second = await logInWith(first);
    expect(second).not.toBe(first);
    expect((await request.get("/pro/compte.data", { headers: { Cookie: first } })).status()).toBe(401);
    expect((await request.get("/pro/compte.data", { headers: { Cookie: second } })).status()).toBe(200);
  });

  test("behind an HTTPS proxy the cookie is Secure and __Host- prefixed", async ({ request, baseURL }) => {
    const email = ownerEmail("https");
    const password = ownerPassword();
    await addOwner(email, password);
    // The e2e server trusts its loopback proxy (TRUST_PROXY's default), which says the visitor used HTTPS.
    const https = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": new URL(baseURL!).host };
    const origin = `https://${new URL(baseURL!).host}`;
    const response = await request.post("/pro/connexion", {
      headers: { ...form, ...https, Origin: origin },
      data: new URLSearchParams({ email, password }).toString(),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const [cookie = "", device = ""] = (response.headers()["set-cookie"] ?? "").split("\n");
    expect(cookie).toMatch(/^__Host-pro_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=648000; Secure$/);
    // The browser's device cookie, so the next login from it is known (400 days, the most browsers keep).
    expect(device).toMatch(/^__Host-pro_device=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=34560000; Secure$/);
    const token = /=([\w-]{43});/.exec(cookie)?.[1];
    const withSecure = await request.get("/pro/compte.data", {
      headers: { ...https, Cookie: `__Host-pro_session=${token}` },
    });
    expect(withSecure.status()).toBe(200);
    // The same token under the plain name, or over plain HTTP, opens nothing.
    const plain = await request.get("/pro/compte.data", { headers: { ...https, Cookie: `pro_session=${token}` } });
    expect(plain.status()).toBe(401);
    const overHttp = await request.get("/pro/compte.data", { headers: { Cookie: `__Host-pro_session=${token}` } });
    expect(overHttp.status()).toBe(401);
  });

  test("a wrong password or an unknown e-mail get the same message", async ({ page, consoleErrors }) => {
    const email = ownerEmail("wrong");
    await addOwner(email, ownerPassword());
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
    await page.goto("/pro/connexion");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe").fill("pas le bon mot de passe");
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(proCopy.login.invalid);
    await expect(page.getByLabel("E-mail")).toHaveValue(email);
    await page.getByLabel("E-mail").fill(ownerEmail("inconnu"));
    await page.getByLabel("Mot de passe").fill("pas le bon mot de passe");
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(proCopy.login.invalid);
    await expect(page).toHaveURL(/\/pro\/connexion$/);
    allowFailedLoads(consoleErrors, [401], /^\/pro\/connexion/);
  });

  test("the login page: axe at 375 and 1280 px", async ({ page }) => {
    for (const [name, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      await page.goto("/pro/connexion");
      await expect(page.getByRole("button", { name: "Se connecter avec une clé d’accès" })).toBeVisible();
      expect(await axeViolations(page), name).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`login-${viewport.width}.png`), fullPage: true });
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the login form works as a plain HTML form, and so does logging out", async ({ page, consoleErrors }) => {
    const email = ownerEmail("nojs");
    const password = ownerPassword();
    await addOwner(email, password);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
    await page.goto("/pro/connexion?retour=%2Fpro%2Fcompte");
    // WebAuthn needs JavaScript: no dead passkey button without it.
    await expect(page.getByRole("button", { name: "Se connecter avec une clé d’accès" })).toHaveCount(0);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe").fill("mauvais mot de passe");
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(proCopy.login.invalid);
    await page.getByLabel("Mot de passe").fill(password);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(page).toHaveURL(/\/pro\/compte$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mon compte" })).toBeVisible();
    await page.getByRole("button", { name: "Se déconnecter" }).first().click();
    await expect(page).toHaveURL(/\/pro\/connexion\?etat=deconnecte$/);
    allowFailedLoads(consoleErrors, [401], /^\/pro\/connexion/);
  });
});

test.describe("throttling", () => {
  test("20 wrong passwords: 401 five times, then 429 with the wait, even for the right password", async ({
    request,
    baseURL,
  }) => {
    const email = ownerEmail("throttle");
    const password = ownerPassword();
    await addOwner(email, password);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      // A different address each time: the account's own counter blocks it.
      const response = await postLogin(request, baseURL!, visitorAddress(), email, `faux ${attempt}`);
      statuses.push(response.status());
      const body = await response.text();
      if (attempt < 5) expect(body).toContain(proCopy.login.invalid);
      else {
        expect(body).toContain("Trop de tentatives. Réessayez dans 15 minutes.");
        expect(Number(response.headers()["retry-after"])).toBeGreaterThan(14 * 60);
      }
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    const right = await postLogin(request, baseURL!, visitorAddress(), email, password);
    expect(right.status()).toBe(429);
    expect(right.headers()["set-cookie"]).toBeUndefined();
  });

  test("an unknown e-mail is throttled the same way, and so is an address trying many accounts", async ({
    request,
    baseURL,
  }) => {
    const unknown = ownerEmail("nobody");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      statuses.push((await postLogin(request, baseURL!, visitorAddress(), unknown, `faux ${attempt}`)).status());
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);

    const email = ownerEmail("sprayed");
    const password = ownerPassword();
    await addOwner(email, password);
    const address = visitorAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await postLogin(request, baseURL!, address, ownerEmail("spray"), "faux")).status()).toBe(401);
    }
    const blocked = await postLogin(request, baseURL!, address, email, password);
    expect(blocked.status()).toBe(429);
    expect(await blocked.text()).toContain("Trop de tentatives. Réessayez dans 15 minutes.");
  });

  test("the owner sees the wait in the page", async ({ page, consoleErrors }) => {
    const email = ownerEmail("wait");
    await addOwner(email, ownerPassword());
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
    await page.goto("/pro/connexion");
    for (let attempt = 0; attempt < 6; attempt++) {
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Mot de passe").fill(`faux ${attempt}`);
      await page.getByRole("button", { name: "Se connecter", exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText(
        attempt < 5 ? proCopy.login.invalid : "Trop de tentatives. Réessayez dans 15 minutes.",
      );
    }
    allowFailedLoads(consoleErrors, [401, 429], /^\/pro\/connexion/);
  });
});

test.describe("the account page", () => {
  test("lists the sessions and logs out the other ones", async ({ page, browser }) => {
    const email = ownerEmail("sessions");
    const password = ownerPassword();
    await addOwner(email, password);
    const phone = await browser.newPage({
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
    });
    await logIn(phone, email, password, "/pro/compte");
    await logIn(page, email, password, "/pro/compte");

    const sessions = page.getByRole("region", { name: "Appareils connectés" });
    await expect(sessions.getByRole("listitem")).toHaveCount(2);
    await expect(sessions.getByText("Safari · iPhone")).toBeVisible();
    await expect(sessions.getByText("cet appareil")).toBeVisible();

    await page.getByRole("button", { name: "Se déconnecter de mes autres sessions" }).click();
    await expect(page.getByRole("status")).toHaveText("1 autre session a été fermée.");
    await expect(sessions.getByRole("listitem")).toHaveCount(1);

    await phone.goto("/pro/compte");
    await expect(phone).toHaveURL(/\/pro\/connexion/);
    await phone.close();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Mon compte" })).toBeVisible();
  });

  test("changing the password checks the current one and the policy, and closes the other sessions", async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const email = ownerEmail("change");
    const password = ownerPassword();
    await addOwner(email, password);
    const other = await browser.newPage();
    await logIn(other, email, password, "/pro/compte");
    await logIn(page, email, password, "/pro/compte");
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });

    const section = page.getByRole("region", { name: "Mot de passe" });
    const change = async (current: string, next: string, confirm = next) => {
      await section.getByLabel("Mot de passe actuel").fill(current);
      await section.getByLabel("Nouveau mot de passe", { exact: true }).fill(next);
      await section.getByLabel("Confirmer le nouveau mot de passe").fill(confirm);
      await section.getByRole("button", { name: "Changer le mot de passe" }).click();
    };
    const next = ownerPassword();
    await change(password, next, `${next}x`);
    await expect(section.getByRole("alert")).toHaveText(proCopy.account.password.mismatch);
    await change(password, "azertyuiop1234");
    await expect(section.getByRole("alert")).toHaveText(proCopy.passwordProblems.common);
    await change("pas le bon mot de passe", next);
    await expect(section.getByRole("alert")).toHaveText(proCopy.account.password.wrongCurrent);
    await change(password, next);
    await expect(page.getByRole("status")).toHaveText(proCopy.account.password.changed(true));

    await other.goto("/pro/compte");
    await expect(other).toHaveURL(/\/pro\/connexion/);
    await other.close();
    await page.reload();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole("button", { name: "Se déconnecter" }).first().click();
    await logIn(page, email, next, "/pro/compte");
    await expect(page.getByText(email)).toBeVisible();
    allowFailedLoads(consoleErrors, [400], /^\/pro\/compte\.data$/);
  });

  test("a session that ends while the owner works: log in again and come back to the page", async ({
    page,
    consoleErrors,
  }) => {
    const email = ownerEmail("ended");
    const password = ownerPassword();
    await addOwner(email, password);
    await logIn(page, email, password, "/pro/compte");
    const db = new Database(e2eDatabase);
    db.prepare("DELETE FROM owner_sessions WHERE user_id = (SELECT id FROM owner_users WHERE email = ?)").run(email);
    db.close();

    await page.setViewportSize(viewports.desktop);
    await page.getByRole("link", { name: "Mon compte" }).click();
    await expect(page.getByRole("heading", { level: 1, name: proCopy.errors.unauthorizedTitle })).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
    await page.getByRole("link", { name: proCopy.errors.reconnect }).click();
    await expect(page).toHaveURL(/\/pro\/connexion\?retour=%2Fpro%2Fcompte$/);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe").fill(password);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(page).toHaveURL(/\/pro\/compte$/);
    await expect(page.getByText(email)).toBeVisible();
    allowFailedLoads(consoleErrors, [401], /^\/pro\/compte\.data$/);
  });

  test("axe at 375 and 1280 px", async ({ page }) => {
    const email = ownerEmail("axe");
    const password = ownerPassword();
    await addOwner(email, password);
    await logIn(page, email, password, "/pro/compte");
    for (const [name, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      await page.goto("/pro/compte");
      await expect(page.getByRole("button", { name: "Ajouter une clé d’accès" })).toBeVisible();
      expect(await axeViolations(page), name).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`account-${viewport.width}.png`), fullPage: true });
    }
  });
});
