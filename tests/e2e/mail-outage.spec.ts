import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { leadAdminCopy } from "#app/content/forms.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import {
  contactInput,
  formBody,
  leadsMentioning,
  marker,
  quoteInput,
  startSmtpSink,
  waitUntil,
} from "#tests/support/leads.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";
import { startScriptedSmtp, startSilentServer } from "#tests/support/smtp-faults.ts";

// What tests/e2e/leads-delivery.spec.ts already proves is not repeated here: SMTP refusing connections then
// coming back, a 550 at RCPT marked dead and re-queued by the CLI, relay 503/429 retried and 400 dead.

const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);
const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };

test.describe.configure({ timeout: 120_000 });

/** Everything a test starts is stopped and removed after it, whatever happened. */
const it = test.extend<{ cleanup: (task: () => unknown) => void; database: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  cleanup: async ({}, use) => {
    const tasks: (() => unknown)[] = [];
    await use((task) => tasks.push(task));
    for (const task of tasks.reverse()) await task();
  },
  database: async ({ cleanup }, use) => {
    const { file, remove } = temporaryDatabase();
    cleanup(remove);
    await use(file);
  },
});

async function server(cleanup: (task: () => unknown) => void, port: number, env: Record<string, string>) {
  const running = await startServer({ port, env });
  cleanup(() => running.stop());
  return running;
}

function smtpEnv(database: string, smtpPort: number, extra: Record<string, string> = {}) {
  return {
    LEADS_DB: database,
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    OUTBOX_RETRY_BASE_MS: "300",
    OUTBOX_RETRY_MAX_MS: "5000",
    OUTBOX_MAX_ATTEMPTS: "1000",
    ...extra,
  };
}

async function submitContact(app: RunningServer, tag: string) {
  const response = await fetch(`${app.url}/contact`, {
    method: "POST",
    headers: formHeaders,
    body: formBody(contactInput(tag)),
  });
  expect(response.status).toBe(200);
}

/** `npm run leads -- list` on the test's database, as the owner would type it. */
async function listLeads(database: string): Promise<string> {
  const { stdout } = await run("npm", ["run", "--silent", "leads", "--", "list"], {
    cwd: root,
    env: { ...process.env, LEADS_DB: database, BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  return stdout;
}

it("4xx answers (at RCPT and after DATA) are retried with growing delays, then delivered once", async ({
  cleanup,
  database,
}, testInfo) => {
  const smtpPort = await freePort(testInfo);
  const sink = await startScriptedSmtp(smtpPort, {
    rcpt: (attempt) => (attempt <= 2 ? { code: 451, message: "4.7.1 Greylisted, try again later" } : undefined),
    data: (attempt) => (attempt === 3 ? { code: 452, message: "4.3.1 Insufficient system storage" } : undefined),
  });
  cleanup(() => sink.close());
  const app = await server(cleanup, await freePort(testInfo), smtpEnv(database, smtpPort));

  const tag = marker("greylist");
  await submitContact(app, tag);
  const failing = await waitUntil(
    () => leadsMentioning(database, tag).find((lead) => lead.delivery === "pending" && (lead.attempts ?? 0) >= 1),
    10_000,
    "a first refused attempt",
  );
  expect(failing.last_error).toContain("451");

  const sent = await waitUntil(
    () => leadsMentioning(database, tag).find((lead) => lead.delivery === "sent"),
    20_000,
    "the delivery after three temporary refusals",
  );
  expect(sent.attempts).toBe(4);
  expect(sink.messages.filter((mail) => String(mail.text).includes(tag))).toHaveLength(1);
  expect(sink.attempts.map((attempt) => attempt.code)).toEqual([451, 451, 250, 452, 250]);
  // Backoff: 300 ms, then 600 ms, then 1.2 s (±20 %): each wait longer than the one before.
  const starts = sink.attempts.filter((attempt) => attempt.stage === "rcpt").map((attempt) => attempt.at);
  const waits = starts.slice(1).map((at, index) => at - starts[index]!);
  expect(waits).toHaveLength(3);
  expect(waits[0]!).toBeGreaterThanOrEqual(200);
  expect(waits[1]!).toBeGreaterThan(waits[0]!);
  expect(waits[2]!).toBeGreaterThan(waits[1]!);
  expect(app.output()).toContain("next try in");
});

it("a 5xx after DATA ends dead with the server's reason, listed by npm run leads -- list", async ({
  cleanup,
  database,
}, testInfo) => {
  const smtpPort = await freePort(testInfo);
  const sink = await startScriptedSmtp(smtpPort, {
    data: () => ({ code: 554, message: "5.7.1 Message rejected as spam" }),
  });
  cleanup(() => sink.close());
  const app = await server(cleanup, await freePort(testInfo), smtpEnv(database, smtpPort));

  const tag = marker("rejected");
  const response = await fetch(`${app.url}/devis`, {
    method: "POST",
    headers: formHeaders,
    body: formBody(quoteInput(tag)),
  });
  expect(response.status).toBe(200);
  const dead = await waitUntil(
    () => leadsMentioning(database, tag).find((lead) => lead.delivery === "dead"),
    10_000,
    "the dead mark",
  );
  expect(dead.attempts).toBe(1);
  expect(dead.last_error).toContain("554");
  expect(dead.last_error).toContain("5.7.1 Message rejected as spam");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(sink.attempts).toHaveLength(2);

  const list = await listLeads(database);
  const line = list.split("\n").findIndex((text) => text.includes(`Karim Benali ${tag}`));
  expect(line).toBeGreaterThanOrEqual(0);
  expect(list.split("\n")[line]).toContain(leadAdminCopy.deliveries.dead);
  expect(list.split("\n")[line + 1]).toContain(`${leadAdminCopy.cli.failure} : `);
  expect(list.split("\n")[line + 1]).toContain("5.7.1 Message rejected as spam");
});

it("a server that stays down is given up after the last attempt, with the network error as the reason", async ({
  cleanup,
  database,
}, testInfo) => {
  const smtpPort = await freePort(testInfo);
  const app = await server(
    cleanup,
    await freePort(testInfo),
    smtpEnv(database, smtpPort, { OUTBOX_RETRY_BASE_MS: "100", OUTBOX_RETRY_MAX_MS: "200", OUTBOX_MAX_ATTEMPTS: "3" }),
  );
  const tag = marker("down");
  await submitContact(app, tag);
  const dead = await waitUntil(
    () => leadsMentioning(database, tag).find((lead) => lead.delivery === "dead"),
    10_000,
    "the dead mark after three attempts",
  );
  expect(dead.attempts).toBe(3);
  expect(dead.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
  const list = await listLeads(database);
  expect(list).toContain(leadAdminCopy.deliveries.dead);
  expect(list).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
});

it("a server hanging before its greeting times out and is retried; the site answers at once meanwhile; delivered once it recovers", async ({
  cleanup,
  database,
}, testInfo) => {
  const smtpPort = await freePort(testInfo);
  const silent = await startSilentServer(smtpPort);
  let silentOpen = true;
  cleanup(() => (silentOpen ? silent.close() : undefined));
  const timeoutMs = 5000;
  const app = await server(
    cleanup,
    await freePort(testInfo),
    smtpEnv(database, smtpPort, { MAIL_TIMEOUT_MS: String(timeoutMs), OUTBOX_LEASE_MS: "20000" }),
  );

  const tag = marker("hang");
  await submitContact(app, tag);
  await waitUntil(() => silent.connections() >= 1, 5000, "a connection to the silent server");

  // While a delivery waits on the silent server, pages and form posts answer, each in far less than the mail
  // timeout, and all of them before that delivery has even failed: nothing in the web path waits for mail.
  const timings: [string, number][] = [];
  for (let round = 0; round < 2; round++) {
    for (const [label, request] of [
      ["prerendered page", () => fetch(`${app.url}/`)],
      ["page rendered on the fly", () => fetch(`${app.url}/realisations?service=zinc`)],
      [
        "form post",
        () =>
          fetch(`${app.url}/contact`, {
            method: "POST",
            headers: formHeaders,
            body: formBody(contactInput(`${tag}-during-${round}`)),
          }),
      ],
    ] as const) {
      const started = performance.now();
      const response = await request();
      await response.arrayBuffer();
      expect(response.status, label).toBe(200);
      timings.push([label, performance.now() - started]);
    }
  }
  for (const [label, ms] of timings) expect(ms, label).toBeLessThan(timeoutMs / 2);
  expect(leadsMentioning(database, tag)[0]?.delivery).toBe("sending");

  const timedOut = await waitUntil(
    () => leadsMentioning(database, tag).find((lead) => lead.delivery === "pending" && (lead.attempts ?? 0) >= 1),
    timeoutMs * 3,
    "a timed-out attempt",
  );
  expect(timedOut.last_error).toMatch(/ETIMEDOUT|timeout/i);

  await silent.close();
  silentOpen = false;
  const sink = await startSmtpSink(smtpPort);
  cleanup(() => sink.close());
  await waitUntil(
    () => leadsMentioning(database, tag).every((lead) => lead.delivery === "sent"),
    30_000,
    "every delivery once the server answers again",
  );
  expect(leadsMentioning(database, tag)).toHaveLength(3);
  expect(sink.messages.filter((mail) => String(mail.text).includes(tag))).toHaveLength(3);
});
