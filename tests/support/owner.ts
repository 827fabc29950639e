import { spawn } from "node:child_process";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { proCopy } from "#app/content/pro.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** The database of the e2e server that playwright.config.ts starts (the same path it gives LEADS_DB). */
export const e2eDatabase = path.join(root, `test-results/e2e-leads-${process.env.E2E_PORT ?? 4173}.sqlite`);

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the site's commands (`server/<name>-cli.js`, `scripts/check-content.mjs`) as the owner would on the
 * server, with the e2e server's database unless `env` names another store, and `input` on standard input.
 */
export function runSiteCommand(
  script: string,
  args: string[],
  options: { env?: Record<string, string>; input?: string } = {},
): Promise<CommandResult> {
  return new Promise<CommandResult>((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: root,
      env: {
        ...process.env,
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        LEADS_DB: e2eDatabase,
        ...options.env,
      },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? "");
  });
}

/** `npm run pro -- …` (server/pro-cli.js) against the given store (LEADS_DB or DATABASE_URL in `env`). */
export function runProCli(args: string[], options: { env?: Record<string, string>; input?: string } = {}) {
  return runSiteCommand("server/pro-cli.js", args, options);
}

/** Creates an owner account with the CLI, the password piped as a script would; fails the test if refused. */
export async function addOwner(email: string, password: string, env?: Record<string, string>): Promise<void> {
  const result = await runProCli(["add-user", email], { input: `${password}\n`, ...(env ? { env } : {}) });
  if (result.code !== 0) throw new Error(`pro add-user ${email} failed (${result.code}): ${result.stderr}`);
}

/**
 * The account a spec file logs in with on the suite's shared server, made by the CLI before the file's tests. A worker
 * that comes back to a file after running another runs the file's beforeAll again with the module already loaded:
 * each run of the hook makes an account of its own, rather than asking for the same e-mail twice.
 */
export function ownerForFile(tag: string): { email: string; password: string } {
  const owner = { email: "", password: "" };
  test.beforeAll(async () => {
    Object.assign(owner, { email: ownerEmail(tag), password: ownerPassword() });
    await addOwner(owner.email, owner.password);
  });
  return owner;
}

/** The one-time setup links a fresh server printed at start, as links to that server (`origin`). */
export function printedSetupLinks(output: string, origin: string): string[] {
  return [...output.matchAll(/https?:\/\/\S+?(\/pro\/installation\?code=[\w-]{43}) /g)].map(
    (match) => `${origin}${match[1]}`,
  );
}

/**
 * Claims a fresh install as its owner does, from the link the server printed: e-mail, password twice, and the
 * owner's space opens. `server`: the test's own server, started on an empty store.
 */
export async function claimFreshInstall(
  page: Page,
  server: { url: string; output: () => string },
  email: string,
  password: string,
): Promise<void> {
  const [link] = printedSetupLinks(server.output(), server.url);
  if (!link) throw new Error(`no setup link in the server's output:\n${server.output()}`);
  await page.goto(link);
  await page.getByLabel(proCopy.setup.email).fill(email);
  await page.getByLabel(proCopy.setup.password, { exact: true }).fill(password);
  await page.getByLabel(proCopy.setup.confirm).fill(password);
  await page.getByRole("button", { name: proCopy.setup.submit }).click();
  await expect(page).toHaveURL(`${server.url}/pro`, { timeout: 15_000 });
}

/** A unique e-mail address for a test's own account, so parallel tests never share one. */
export function ownerEmail(tag: string): string {
  return `patron.${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** A password the policy accepts, different for every call. */
export function ownerPassword(): string {
  return `Ardoise-et-zinc ${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Logs in through /pro/connexion as a person would, and waits to leave the login page. `origin`: a server the
 * test started itself, instead of the suite's.
 */
export async function logIn(
  page: Page,
  email: string,
  password: string,
  returnPath?: string,
  origin = "",
): Promise<void> {
  await page.goto(`${origin}/pro/connexion${returnPath ? `?retour=${encodeURIComponent(returnPath)}` : ""}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  // scrypt takes its time on a machine busy with other suites.
  await expect(page).not.toHaveURL(/\/pro\/connexion/, { timeout: 15_000 });
}

/**
 * Removes from a test's console errors the failed loads it caused on purpose (a refused login answers 401
 * or 429, and Chromium logs every 4xx), so any other error still fails the test.
 */
export function allowFailedLoads(errors: string[], statuses: number[], path: RegExp): void {
  for (let index = errors.length - 1; index >= 0; index--) {
    const match = /status of (\d{3}) .*? (\S+)$/.exec(errors[index] ?? "");
    if (match && statuses.includes(Number(match[1])) && path.test(new URL(match[2] ?? "", "http://x").pathname)) {
      errors.splice(index, 1);
    }
  }
}

/** Chromium's virtual authenticator: a phone's platform authenticator with Face ID that always says yes. */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}
