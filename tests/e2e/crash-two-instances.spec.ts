import pg from "pg";
import { expect, test } from "#tests/support/fixtures.ts";
import { waitUntil } from "#tests/support/leads.ts";
import { startPostgres, type TestPostgres } from "#tests/support/postgres.mjs";
import { freePort, type RunningServer, startServer } from "#tests/support/server.ts";
import { type ScriptedSmtp, startScriptedSmtp } from "#tests/support/smtp-faults.ts";
import { startSubmitters } from "#tests/support/submissions.ts";

const KILLS = 6;
const SUBMITTERS = 4;
const LEASE_MS = 4000;
const MAIL_TIMEOUT_MS = 1000;

interface StoredRow {
  id: number;
  fields: Record<string, string | boolean>;
  delivery: string | null;
}

async function readStored(url: string): Promise<StoredRow[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; fields: string; delivery: string | null }>(
      "SELECT leads.id, leads.fields, outbox.status AS delivery FROM leads LEFT JOIN outbox ON outbox.lead_id = leads.id ORDER BY leads.id",
    );
    return rows.map((row) => ({ ...row, fields: JSON.parse(row.fields) as StoredRow["fields"] }));
  } finally {
    await client.end();
  }
}

const mentions = (fields: Record<string, string | boolean>, tag: string) =>
  Object.values(fields).some((value) => String(value).includes(`${tag})`));

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a test's fixtures from this pattern.
test("two servers on one PostgreSQL, one SIGKILLed at random moments: every accepted lead stored once and e-mailed once", async ({}, testInfo) => {
  test.setTimeout(480_000);
  const run = Date.now().toString(36);
  let postgres: TestPostgres | undefined;
  let sink: ScriptedSmtp | undefined;
  const instances: RunningServer[] = [];
  const everyInstance: RunningServer[] = [];
  const kills: number[] = [];
  let abandon = () => {};
  try {
    postgres = await startPostgres();
    const databaseUrl = await postgres.createDatabase();
    const smtpPort = await freePort(testInfo);
    const ports = [await freePort(testInfo), await freePort(testInfo)];
    const env = {
      DATABASE_URL: databaseUrl,
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      FORM_RATE_LIMIT: "100000",
      MAIL_TIMEOUT_MS: String(MAIL_TIMEOUT_MS),
      // A delivery cut by a kill is taken over by the other server 4 s later rather than 2 min.
      OUTBOX_LEASE_MS: String(LEASE_MS),
      OUTBOX_POLL_MS: "500",
      OUTBOX_RETRY_BASE_MS: "200",
      OUTBOX_RETRY_MAX_MS: "1000",
      OUTBOX_MAX_ATTEMPTS: "1000",
    };
    for (const port of ports) instances.push(await startServer({ port, env }));
    everyInstance.push(...instances);

    // A load balancer's round robin: each post goes to the next server, a cut one is sent again to the next.
    let turn = 0;
    const stream = startSubmitters(SUBMITTERS, run, () => instances[turn++ % instances.length]!.url);
    abandon = stream.abandon;
    const { submissions } = stream;
    for (let kill = 0; kill < KILLS; kill++) {
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1000));
      const victim = Math.floor(Math.random() * instances.length);
      await instances[victim]!.stop("SIGKILL");
      kills.push(Date.now());
      // The mail server is down for the first kill, so deliveries are surely waiting when a server dies;
      // then it accepts, slowly, so later kills can also cut a delivery under way.
      if (kill === 0) sink = await startScriptedSmtp(smtpPort, { dataDelayMs: 40 });
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
      instances[victim] = await startServer({ port: ports[victim]!, env });
      everyInstance.push(instances[victim]!);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    await stream.finish();

    expect(submissions.length).toBeGreaterThan(KILLS);
    expect(submissions.every((submission) => submission.accepted)).toBe(true);
    expect(submissions.some((submission) => submission.lost > 0)).toBe(true);

    // Each exactly once in the shared database, whichever server took it and whatever the kills cut.
    const stored = await readStored(databaseUrl);
    for (const submission of submissions) {
      expect(
        stored.filter((lead) => mentions(lead.fields, submission.tag)),
        submission.tag,
      ).toHaveLength(1);
    }
    expect(stored).toHaveLength(submissions.length);

    // The worker sends one e-mail at a time through the slowed SMTP peer, and a form posted without JavaScript is
    // answered several times faster since decision 026, so a run stores far more requests: the wait grows with them.
    await waitUntil(
      () => readStored(databaseUrl).then((rows) => rows.every((lead) => lead.delivery === "sent")),
      90_000 + stored.length * 150,
      "every delivery sent",
    );

    // What the mail server received: one message per lead. A second copy is only allowed where SMTP cannot
    // do better: the mail server had accepted the first when its sender was killed before recording it,
    // and the other server sent it again after the lease. Two servers racing for one delivery would send
    // both copies within the lease, with no kill between them: that is never allowed.
    let resentAfterKill = 0;
    for (const submission of submissions) {
      const copies = sink!.messages
        .map((mail, index) => ({ mail, at: sink!.acceptedAt[index]! }))
        .filter(({ mail }) => String(mail.text).includes(`${submission.tag})`));
      expect(copies.length, submission.tag).toBeGreaterThanOrEqual(1);
      expect(new Set(copies.map(({ mail }) => mail.messageId)).size, submission.tag).toBe(1);
      for (let index = 1; index < copies.length; index++) {
        const previous = copies[index - 1]!.at;
        const current = copies[index]!.at;
        expect(current - previous, `${submission.tag}: copies too close for a lease take-over`).toBeGreaterThan(
          LEASE_MS - 3 * MAIL_TIMEOUT_MS,
        );
        // The mail server records its acceptance after the whole message has arrived (and a scripted delay), so
        // the sender may die while it waits for that answer: a kill up to one mail timeout before the first
        // copy's acceptance is inside the window SMTP cannot close.
        const leadId = stored.find((lead) => mentions(lead.fields, submission.tag))?.id;
        const logLines = everyInstance
          .flatMap((instance) => instance.output().split("\n"))
          .filter((line) => line.includes(`lead #${leadId} `));
        // The other case SMTP cannot close: on a loaded machine the sender's mail timeout ran out while the peer
        // was accepting, so the sender recorded a failed attempt and tried again.
        const senderTimedOut = logLines.some((line) => /not delivered .*(timeout|Greeting never received)/i.test(line));
        expect(
          senderTimedOut || kills.some((at) => at >= previous - MAIL_TIMEOUT_MS && at <= current),
          `${submission.tag}: sent again without a kill or a timeout in between\n${logLines.join("\n")}`,
        ).toBe(true);
        resentAfterKill += 1;
      }
    }
    const messages = sink!.messages.length;
    console.log(
      `two instances, ${KILLS} kills: ${submissions.length} leads accepted, ${stored.length} stored, ` +
        `${messages} messages received, ${resentAfterKill} sent again after a kill between the mail server's acceptance and the record`,
    );
    expect(messages).toBe(submissions.length + resentAfterKill);
  } finally {
    abandon();
    for (const instance of instances) await instance.stop();
    await sink?.close();
    postgres?.stop();
  }
});
