import { expect, test } from "#tests/support/fixtures.ts";
import { readLeads, waitUntil } from "#tests/support/leads.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";
import { type ScriptedSmtp, startScriptedSmtp } from "#tests/support/smtp-faults.ts";
import { startSubmitters } from "#tests/support/submissions.ts";

const KILLS = 4;
const SUBMITTERS = 4;

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a test's fixtures from this pattern.
test("SIGKILL at random moments: every lead the client saw accepted is stored once, and every delivery completes", async ({}, testInfo) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const database = temporaryDatabase();
  const smtpPort = await freePort(testInfo);
  // The mail server is down for the first two kills, so deliveries are surely waiting when the server dies;
  // then it accepts, slowly, so later kills can also cut a delivery under way.
  let sink: ScriptedSmtp | undefined;
  const port = await freePort(testInfo);
  const env = {
    LEADS_DB: database.file,
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    FORM_RATE_LIMIT: "100000",
    MAIL_TIMEOUT_MS: "1000",
    // A delivery cut by a kill is taken again 4 s later rather than 2 min.
    OUTBOX_LEASE_MS: "4000",
    OUTBOX_RETRY_BASE_MS: "200",
    OUTBOX_RETRY_MAX_MS: "1000",
    OUTBOX_MAX_ATTEMPTS: "1000",
  };
  const servers: RunningServer[] = [];
  let current = await startServer({ port, env });
  servers.push(current);

  const { submissions, finish, abandon } = startSubmitters(SUBMITTERS, run, () => current.url);
  try {
    const pickedUp: string[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      await new Promise((resolve) => setTimeout(resolve, 700 + Math.random() * 1000));
      await current.stop("SIGKILL");
      if (kill === 1) sink = await startScriptedSmtp(smtpPort, { dataDelayMs: 40 });
      current = await startServer({ port, env });
      servers.push(current);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    await finish();
    for (const server of servers.slice(1)) {
      const line = /outbox: (\d+) pending deliver(?:y|ies) picked up/.exec(server.output());
      pickedUp.push(line?.[1] ?? "0");
    }

    // The client saw every one of them accepted in the end (some only after sending again).
    expect(submissions.length).toBeGreaterThan(KILLS);
    expect(submissions.every((submission) => submission.accepted)).toBe(true);
    expect(submissions.some((submission) => submission.lost > 0)).toBe(true);

    // Each exactly once in the database, whatever the kills cut.
    const leads = readLeads(database.file);
    for (const submission of submissions) {
      const rows = leads.filter((lead) =>
        Object.values(lead.fields).some((value) => String(value).includes(`${submission.tag})`)),
      );
      expect(rows, submission.tag).toHaveLength(1);
    }
    expect(leads).toHaveLength(submissions.length);

    // Deliveries left pending or cut mid-send by the kills resume after a restart and all complete.
    expect(Number(pickedUp[0]), "deliveries picked up by the first restart").toBeGreaterThan(0);
    await waitUntil(() => readLeads(database.file).every((lead) => lead.delivery === "sent"), 60_000, "every delivery");
    for (const submission of submissions) {
      const copies = sink!.messages.filter((mail) => String(mail.text).includes(`${submission.tag})`));
      // At least once; a kill between the server's acknowledgement and the "sent" mark sends it again,
      // with the same Message-ID so the mail client folds the two.
      expect(copies.length, submission.tag).toBeGreaterThanOrEqual(1);
      expect(new Set(copies.map((mail) => mail.messageId)).size, submission.tag).toBe(1);
    }
  } finally {
    abandon();
    await current.stop();
    await sink?.close();
    database.remove();
  }
});
