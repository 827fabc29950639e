import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import type { AddressObject, ParsedMail } from "mailparser";
import { formGuardCopy, formsCopy, leadAdminCopy } from "#app/content/forms.ts";
import { quotesCopy } from "#app/content/quotes.ts";
import { site } from "#app/content/site.ts";
import { emailLabel, fieldTables } from "#app/lib/lead-fields.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import {
  fieldLabel,
  fillContactForm,
  fillQuoteForm,
  ignoreFailedResource,
  leadForm,
  submitButton,
} from "#tests/support/lead-forms.ts";
import {
  contactInput,
  formBody,
  leadsMentioning,
  marker,
  quoteInput,
  type RelaySink,
  type SmtpSink,
  startRelaySink,
  startSmtpSink,
  waitUntil,
} from "#tests/support/leads.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";

const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);
const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };
const hostile = `<b>x</b> & "y"`;
/** Fast retries, so a test sees several attempts in seconds; never given up during a test. */
const fastRetries = { OUTBOX_RETRY_BASE_MS: "200", OUTBOX_RETRY_MAX_MS: "800", OUTBOX_MAX_ATTEMPTS: "1000" };

// Each test starts its own production server (and the CLI loads the server bundle): slower than a page check.
test.describe.configure({ timeout: 120_000 });

/** Everything a test starts is stopped and removed after it, whatever happened. */
const it = test.extend<{
  cleanup: (task: () => unknown) => void;
  database: string;
}>({
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

async function server(
  cleanup: (task: () => unknown) => void,
  port: number,
  env: Record<string, string>,
): Promise<RunningServer> {
  const running = await startServer({ port, env });
  cleanup(() => running.stop());
  return running;
}

async function smtp(cleanup: (task: () => unknown) => void, port: number, options?: { reject?: string }) {
  const sink = await startSmtpSink(port, options);
  cleanup(() => sink.close());
  return sink;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((entry) => entry.value.map((value) => value.address ?? ""));
}

function messageFor(sink: SmtpSink, tag: string): ParsedMail | undefined {
  return sink.messages.find((mail) => String(mail.text ?? "").includes(tag));
}

async function cli(database: string, ...args: string[]) {
  return run("node", ["server/leads-cli.js", ...args], {
    cwd: root,
    env: { ...process.env, LEADS_DB: database, BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
}

test.describe("delivery by SMTP to a real SMTP server", () => {
  it("a quote sent with JavaScript arrives with every field, escaped in the HTML part", async ({
    page,
    cleanup,
    database,
  }, testInfo) => {
    const smtpPort = await freePort(testInfo);
    const sink = await smtp(cleanup, smtpPort);
    const app = await server(cleanup, await freePort(testInfo), {
      LEADS_DB: database,
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_TO: "owner@example.com",
      MAIL_FROM: "Site web <site@example.com>",
    });

    const tag = marker("smtp");
    const input = quoteInput(tag, { name: `Jean ${hostile} ${tag}`, description: `Toit plat\n${hostile}` });
    await page.goto(`${app.url}/devis`);
    await fillQuoteForm(leadForm(page), input);
    await submitButton(leadForm(page)).click();
    await expect(page.getByRole("heading", { name: formsCopy.quote.success.title })).toBeVisible();

    const mail = await waitUntil(() => messageFor(sink, tag), 15_000, "the e-mail");
    expect(mail.subject).toContain(formsCopy.quote.subject);
    expect(mail.subject).toContain(tag);
    expect(addresses(mail.to)).toEqual(["owner@example.com"]);
    expect(addresses(mail.from)).toEqual(["site@example.com"]);
    expect(addresses(mail.replyTo)).toEqual([input.email]);
    expect(sink.envelopes.at(-1)).toEqual({ from: "site@example.com", to: ["owner@example.com"] });

    const html = String(mail.html);
    const text = String(mail.text);
    const values = [input.name, input.email, "06 12 34 56 78", input.address, input.service, "Toit plat"];
    for (const value of values) expect(text).toContain(value);
    expect(text).toContain(hostile);
    expect(text).toContain(leadAdminCopy.email.yes);
    for (const label of fieldTables.devis.map(emailLabel)) expect(html).toContain(label);
    expect(html).toContain("&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;");
    expect(html).not.toContain("<b>x</b>");
    expect(html).toContain(input.address);

    await waitUntil(() => leadsMentioning(database, tag)[0]?.delivery === "sent", 5000, "the sent mark");
    expect(sink.messages.filter((message) => String(message.text).includes(tag))).toHaveLength(1);
  });

  it("a contact request sent without JavaScript arrives too", async ({ browser, cleanup, database }, testInfo) => {
    const smtpPort = await freePort(testInfo);
    const sink = await smtp(cleanup, smtpPort);
    const app = await server(cleanup, await freePort(testInfo), {
      LEADS_DB: database,
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    });
    const context = await browser.newContext({ javaScriptEnabled: false });
    cleanup(() => context.close());
    const page = await context.newPage();
    const tag = marker("smtp-nojs");
    const input = contactInput(tag);
    await page.goto(`${app.url}/contact`);
    await fillContactForm(leadForm(page), input);
    await submitButton(leadForm(page)).click();
    await expect(page.getByRole("heading", { name: formsCopy.contact.success.title })).toBeVisible();
    const mail = await waitUntil(() => messageFor(sink, tag), 15_000, "the e-mail");
    expect(mail.subject).toContain(formsCopy.contact.subject);
    expect(addresses(mail.to)).toEqual([site.email]);
    for (const value of Object.values(input)) expect(String(mail.text)).toContain(value);
    for (const label of fieldTables.contact.map(emailLabel)) expect(String(mail.html)).toContain(label);
  });

  it("SMTP down when the visitor submits: success all the same, pending, delivered once SMTP is back", async ({
    page,
    cleanup,
    database,
  }, testInfo) => {
    const smtpPort = await freePort(testInfo);
    const app = await server(cleanup, await freePort(testInfo), {
      LEADS_DB: database,
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ...fastRetries,
    });
    const tag = marker("smtp-down");
    await page.goto(`${app.url}/contact`);
    await fillContactForm(leadForm(page), contactInput(tag));
    await submitButton(leadForm(page)).click();
    await expect(page.getByRole("heading", { name: formsCopy.contact.success.title })).toBeVisible();

    const pending = await waitUntil(
      () => leadsMentioning(database, tag).find((lead) => (lead.attempts ?? 0) >= 2 && lead.delivery === "pending"),
      10_000,
      "failed attempts",
    );
    expect(pending.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(app.output()).not.toContain(tag);

    const sink = await smtp(cleanup, smtpPort);
    await waitUntil(() => messageFor(sink, tag), 15_000, "the e-mail after SMTP came back");
    await waitUntil(() => leadsMentioning(database, tag)[0]?.delivery === "sent", 5000, "the sent mark");
    await page.waitForTimeout(1500);
    expect(sink.messages.filter((message) => String(message.text).includes(tag))).toHaveLength(1);
  });

  it("pending deliveries survive a crash and go out when the server starts again", async ({
    request,
    cleanup,
    database,
  }, testInfo) => {
    const smtpPort = await freePort(testInfo);
    const port = await freePort(testInfo);
    const env = {
      LEADS_DB: database,
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // A retry an hour away: only the pickup at start can deliver within the test.
      OUTBOX_RETRY_BASE_MS: "3600000",
      OUTBOX_RETRY_MAX_MS: "3600000",
    };
    const first = await server(cleanup, port, env);
    const tags = [marker("restart-a"), marker("restart-b")];
    for (const tag of tags) {
      const response = await request.post(`${first.url}/contact`, {
        data: formBody(contactInput(tag)),
        headers: formHeaders,
      });
      expect(response.status()).toBe(200);
    }
    for (const tag of tags) {
      // The claim counts the attempt before the SMTP connection fails: wait for the failure to be written too.
      await waitUntil(
        () => {
          const lead = leadsMentioning(database, tag)[0];
          return lead?.attempts === 1 && lead.delivery === "pending";
        },
        10_000,
        "a failed attempt",
      );
    }
    await first.stop("SIGKILL");
    expect(tags.map((tag) => leadsMentioning(database, tag)[0]?.delivery)).toEqual(["pending", "pending"]);

    const sink = await smtp(cleanup, smtpPort);
    const second = await server(cleanup, port, env);
    for (const tag of tags) await waitUntil(() => messageFor(sink, tag), 15_000, `the e-mail of ${tag}`);
    expect(second.output()).toMatch(/2 pending deliveries picked up/);
    await waitUntil(() => tags.every((tag) => leadsMentioning(database, tag)[0]?.delivery === "sent"), 5000, "sent");
    expect(sink.messages).toHaveLength(2);
  });

  it("a permanent refusal is marked dead with its reason; the CLI lists it, re-queues it, exports it", async ({
    request,
    cleanup,
    database,
  }, testInfo) => {
    const smtpPort = await freePort(testInfo);
    const refusing = await startSmtpSink(smtpPort, { reject: "5.1.1 mailbox unavailable" });
    const app = await server(cleanup, await freePort(testInfo), {
      LEADS_DB: database,
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_POLL_MS: "300",
    });
    const tag = marker("dead");
    await request.post(`${app.url}/devis`, { data: formBody(quoteInput(tag)), headers: formHeaders });
    const dead = await waitUntil(
      () => leadsMentioning(database, tag).find((lead) => lead.delivery === "dead"),
      10_000,
      "the dead mark",
    );
    expect(dead.attempts).toBe(1);
    expect(dead.last_error).toContain("550");

    const list = await cli(database, "list");
    expect(list.stdout).toContain(leadAdminCopy.deliveries.dead);
    expect(list.stdout).toContain("5.1.1 mailbox unavailable");
    expect(list.stdout).toContain(`Karim Benali ${tag}`);

    await refusing.close();
    const sink = await smtp(cleanup, smtpPort);
    const retry = await run("npm", ["run", "--silent", "leads", "--", "retry"], {
      cwd: root,
      env: { ...process.env, LEADS_DB: database, BUILD_DIR: process.env.BUILD_DIR ?? "build" },
    });
    expect(retry.stdout.trim()).toBe(leadAdminCopy.cli.requeued(1));
    await waitUntil(() => messageFor(sink, tag), 10_000, "the e-mail after retry");
    await waitUntil(() => leadsMentioning(database, tag)[0]?.delivery === "sent", 5000, "the sent mark");

    const exported = await run("npm", ["run", "--silent", "leads", "--", "export", "--csv"], {
      cwd: root,
      env: { ...process.env, LEADS_DB: database, BUILD_DIR: process.env.BUILD_DIR ?? "build" },
    });
    const lines = exported.stdout.split("\r\n");
    // The request's columns, then its newest quote's (none here: three empty cells).
    expect(lines[0]).toBe(`\uFEFF${[...leadAdminCopy.csvHeaders, ...quotesCopy.csvHeaders].join(";")}`);
    expect(lines.find((line) => line.includes(tag))).toContain(`;${leadAdminCopy.deliveries.sent};`);
  });
});

test.describe("delivery through the FormSubmit-style relay", () => {
  async function relayServer(
    cleanup: (task: () => unknown) => void,
    database: string,
    testInfo: Parameters<typeof freePort>[0],
    statuses: number[] = [],
  ): Promise<{ app: RunningServer; sink: RelaySink }> {
    const sink = await startRelaySink(await freePort(testInfo), statuses);
    cleanup(() => sink.close());
    const app = await server(cleanup, await freePort(testInfo), {
      LEADS_DB: database,
      MAIL_TRANSPORT: "relay",
      RELAY_URL: sink.url,
      ...fastRetries,
    });
    return { app, sink };
  }

  it("posts the fields with _subject, _captcha=false and _template=table", async ({
    page,
    cleanup,
    database,
  }, testInfo) => {
    const { app, sink } = await relayServer(cleanup, database, testInfo);
    const tag = marker("relay");
    const input = contactInput(tag);
    await page.goto(`${app.url}/contact`);
    await fillContactForm(leadForm(page), input);
    await submitButton(leadForm(page)).click();
    await expect(page.getByRole("heading", { name: formsCopy.contact.success.title })).toBeVisible();

    const received = await waitUntil(() => sink.requests.find((r) => r.body.get("name") === input.name), 10_000);
    expect(received.method).toBe("POST");
    expect(received.contentType).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(received.body)).toEqual({
      ...input,
      _subject: formsCopy.contact.subject,
      _captcha: "false",
      _template: "table",
    });

    const quote = quoteInput(tag);
    const response = await page.request.post(`${app.url}/devis`, {
      data: formBody({ ...quote, acceptsTerms: false }),
      headers: formHeaders,
    });
    expect(response.status()).toBe(200);
    const quoteBody = await waitUntil(() => sink.requests.find((r) => r.body.get("nom") === quote.name)?.body, 10_000);
    expect([...quoteBody.keys()]).toEqual([
      "nom",
      "email",
      "telephone",
      "adresse",
      "typeService",
      "description",
      "accepteConditions",
      "_subject",
      "_captcha",
      "_template",
    ]);
    expect(quoteBody.get("accepteConditions")).toBe("false");
    expect(quoteBody.get("telephone")).toBe("06 12 34 56 78");
  });

  it("retries a 503 and delivers once; a 400 is marked dead", async ({ request, cleanup, database }, testInfo) => {
    const { app, sink } = await relayServer(cleanup, database, testInfo, [503, 429]);
    const tag = marker("relay-retry");
    await request.post(`${app.url}/contact`, { data: formBody(contactInput(tag)), headers: formHeaders });
    await waitUntil(() => leadsMentioning(database, tag)[0]?.delivery === "sent", 10_000, "the sent mark");
    expect(leadsMentioning(database, tag)[0]?.attempts).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sink.requests).toHaveLength(3);

    sink.statuses.push(400);
    const refused = marker("relay-dead");
    await request.post(`${app.url}/contact`, { data: formBody(contactInput(refused)), headers: formHeaders });
    const dead = await waitUntil(
      () => leadsMentioning(database, refused).find((lead) => lead.delivery === "dead"),
      10_000,
      "the dead mark",
    );
    expect(dead.last_error).toBe("relay answered HTTP 400");
    expect(sink.requests).toHaveLength(4);
  });
});

test.describe("when things go wrong on our side", () => {
  it("the per-IP limit answers 429 with Retry-After and a French message, with and without JavaScript", async ({
    page,
    request,
    cleanup,
    database,
    consoleErrors,
  }, testInfo) => {
    const app = await server(cleanup, await freePort(testInfo), { LEADS_DB: database, FORM_RATE_LIMIT: "3" });
    const tag = marker("limit");
    await page.goto(`${app.url}/devis`);
    for (let i = 0; i < 3; i++) {
      const response = await request.post(`${app.url}/devis`, {
        data: formBody(quoteInput(`${tag}-${i}`)),
        headers: formHeaders,
      });
      expect(response.status()).toBe(200);
    }
    const limited = await request.post(`${app.url}/devis`, {
      data: formBody(quoteInput(`${tag}-3`)),
      headers: { ...formHeaders, Accept: "text/html" },
    });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limited.text()).toContain(formGuardCopy.rateLimited);
    expect(leadsMentioning(database, `${tag}-3`)).toEqual([]);

    const form = leadForm(page);
    await fillQuoteForm(form, quoteInput(`${tag}-js`));
    await submitButton(form).click();
    await expect(page.getByRole("alert")).toHaveText(formsCopy.errors.rateLimited);
    await expect(form.getByLabel(fieldLabel("devis", "name"), { exact: true })).toHaveValue(`Karim Benali ${tag}-js`);
    expect(leadsMentioning(database, `${tag}-js`)).toEqual([]);
    ignoreFailedResource(consoleErrors, 429);
  });

  it("a store that cannot write answers 503 with the phone number, keeps the input, writes nothing", async ({
    page,
    request,
    cleanup,
    database,
    consoleErrors,
  }, testInfo) => {
    const app = await server(cleanup, await freePort(testInfo), { LEADS_DB: database });
    const writer = new Database(database);
    cleanup(() => writer.close());
    writer.exec("CREATE TRIGGER refuse BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END;");

    const tag = marker("store-down");
    const noJs = await request.post(`${app.url}/contact`, { data: formBody(contactInput(tag)), headers: formHeaders });
    expect(noJs.status()).toBe(503);
    const html = await noJs.text();
    expect(html).toContain(site.phone.display);
    expect(html).toContain(`value="Jeanne Martin ${tag}"`);

    await page.goto(`${app.url}/contact`);
    const form = leadForm(page);
    await fillContactForm(form, contactInput(`${tag}-js`));
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      submitButton(form).click(),
    ]);
    expect(response.status()).toBe(503);
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText(formsCopy.errors.unavailable);
    await expect(alert).toContainText(site.phone.display);
    await expect(alert).toBeFocused();
    await expect(form.getByLabel(fieldLabel("contact", "name"), { exact: true })).toHaveValue(
      `Jeanne Martin ${tag}-js`,
    );
    expect(leadsMentioning(database, tag)).toEqual([]);
    expect(app.output()).not.toContain(tag);
    ignoreFailedResource(consoleErrors, 503);

    writer.exec("DROP TRIGGER refuse");
    await submitButton(form).click();
    await expect(page.getByRole("heading", { name: formsCopy.contact.success.title })).toBeVisible();
    expect(leadsMentioning(database, `${tag}-js`)).toHaveLength(1);
  });
});
