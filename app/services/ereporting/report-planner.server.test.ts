import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { invoiceCompany } from "#app/services/billing/documents/billing-settings.server.ts";
import { type InvoiceInput, InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import { FlowOutbox } from "#app/services/einvoicing/flow-outbox.server.ts";
import { FlowStore } from "#app/services/einvoicing/flow-store.server.ts";
import { PlatformClient } from "#app/services/einvoicing/platform-client.server.ts";
import { buildContent } from "#app/services/site/build-content.server.ts";
import { SiteContentStore } from "#app/services/site/store.server.ts";
import { startLocalPlatform } from "#server/local-platform.js";
import { completeCompany, exampleBilling, fakePdf, transfer } from "#tests/support/billing.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { ReportPlanner } from "./report-planner.server.ts";
import { eReportingScreen } from "./report-screen.server.ts";
import { configureEReporting, reportQueue } from "./report-service.server.ts";
import { ReportStore } from "./report-store.server.ts";

/**
 * The calendar kept by the site (decision 048), through the real invoice store and the e-invoicing outbox against
 * the local platform: a period's file built once it has ended, deposited once as FRR and acknowledged; a payment
 * cancelled after that, as a mistake, brings a corrective file (RE) that replaces the period's and passes the
 * DGFiP's schema.
 */
const checker = path.resolve("../shared/validators/ereporting/check-ereporting");
const noValidator = !existsSync(checker);

function validate(xml: string): Promise<{ code: number; output: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), "ereporting-plan-"));
  const file = path.join(dir, "report.xml");
  writeFileSync(file, xml);
  return new Promise((resolve) => {
    execFile(checker, [file], { encoding: "utf8" }, (error, stdout, stderr) => {
      rmSync(dir, { recursive: true, force: true });
      resolve({ code: error ? Number(error.code ?? 2) : 0, output: `${stdout}${stderr}` });
    });
  });
}

const owner = "patron@example.com";
const consumer: Partial<InvoiceInput> = {
  clientName: "Jeanne Martin",
  clientEmail: "jeanne@example.com",
  clientAddress: "3 rue des Écoles, 62300 Lens",
  clientSiren: "",
  title: "Réparation de gouttière",
  serviceDate: "2027-09-09",
  lines: [
    {
      kind: "line",
      designation: "Gouttière",
      quantityMilli: 1000,
      unit: "forfait",
      unitPriceCents: 50_000,
      vatRate: 1000,
    },
  ],
};
// 500 € HT at 10 %: 550 € TTC, paid 200 € on the 12th (cancelled in October as a mistake) and 350 € on the 15th.
const asked = 55_000;

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  let now: number;
  let lines: string[];
  let platform: Awaited<ReturnType<typeof startLocalPlatform>>;

  beforeEach(async () => {
    test = await fresh();
    platform = await startLocalPlatform({ acknowledgementDelayMs: 20 });
    now = Date.parse("2027-09-10T09:00:00.000Z");
    lines = [];
    const content = buildContent();
    await new SiteContentStore(test.database.db).publish(
      {
        ...content,
        site: {
          ...content.site,
          name: "Toitures Dupont",
          legal: { ...content.site.legal, siret: "481 234 565 00002" },
          vatRegime: "simplifie",
        },
      },
      { email: owner, changes: ["l’entreprise"], clearDraft: false },
    );
  });
  afterEach(async () => {
    configureEReporting({ since: "2027-09-01", clockShiftMs: 0 });
    await test.remove();
    await platform.close();
  });

  async function september(): Promise<{ invoiceId: number; mistakeId: number }> {
    const invoices = new InvoiceStore(test.database, () => now);
    const id = (await invoices.create(null, consumer)) as number;
    const issued = await invoices.issue(id, invoiceCompany(completeCompany(), exampleBilling), fakePdf);
    if (!issued.ok) throw new Error(issued.reason);
    now = Date.parse("2027-09-12T09:00:00.000Z");
    await invoices.recordPayment(id, transfer("2027-09-12", 20_000), owner);
    now = Date.parse("2027-09-15T09:00:00.000Z");
    await invoices.recordPayment(id, transfer("2027-09-15", asked - 20_000), owner);
    const mistake = (await invoices.detail(id))?.payments.find((payment) => payment.amountCents === 20_000);
    return { invoiceId: id, mistakeId: mistake?.id as number };
  }

  /** The outbox of one instance, its calendar's clock set to `now` as the server's is by EREPORTING_CLOCK_SHIFT_DAYS. */
  function instance(platformClient = new PlatformClient(platform)) {
    configureEReporting({ since: "2027-09-01", clockShiftMs: now - Date.now() });
    return new FlowOutbox(
      {
        store: new FlowStore(test.database),
        platform: async () => platformClient,
        pollMs: 60_000,
        backoff: { baseMs: 1000, maxMs: 60_000 },
        log: (line) => lines.push(line),
        now: () => now,
        random: () => 0.5,
      },
      reportQueue(test.database, (line) => lines.push(line)),
    );
  }

  async function untilAcknowledged(outbox: FlowOutbox, store: ReportStore) {
    for (let tries = 0; tries < 50; tries += 1) {
      await outbox.runOnce();
      const files = await store.list();
      if (files.every((file) => file.ackStatus === "Ok" || file.ackStatus === "Error")) return files;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no acknowledgement: ${JSON.stringify(await store.list())} ${lines.join("\n")}`);
  }

  it("files a period once it has ended, once across two instances, and a corrective file after a mistake", async () => {
    const { invoiceId, mistakeId } = await september();
    const store = new ReportStore(test.database);

    // September is still open: nothing is built.
    now = Date.parse("2027-09-30T20:00:00.000Z");
    await instance().runOnce();
    expect(await store.list()).toEqual([]);

    // 1 October in Paris (30 September, 22:30 UTC): the month is closed, two instances build and send it once.
    now = Date.parse("2027-09-30T22:30:00.000Z");
    const first = instance();
    const second = instance();
    await Promise.all([first.runOnce(), second.runOnce()]);
    const [filed] = await untilAcknowledged(first, store);
    expect(await store.list()).toHaveLength(1);
    expect(filed).toMatchObject({
      contents: "both",
      start: "2027-09-01",
      end: "2027-09-30",
      platformDeadline: "2027-10-31",
      revision: 0,
      type: "IN",
      status: "deposited",
      ackStatus: "Ok",
      totals: {
        sales: [{ category: "TPS1", exclCents: 50_000, vatCents: 5_000 }],
        payments: [{ vatRate: 1000, amountCents: asked }],
      },
    });
    const found = await new PlatformClient(platform).searchFlowsSince({ updatedAfter: "1970-01-01T00:00:00.000Z" });
    if (!found.ok) throw new Error(found.failure.kind);
    const reports = found.value.flows.filter((flow) => flow.flowSyntax === "FRR");
    expect(reports.map((flow) => flow.trackingId)).toEqual([filed?.trackingId]);
    expect(reports[0]?.flowId).toBe(filed?.flowId);
    const initial = await store.xml(filed?.id as number);
    if (!noValidator) expect((await validate(initial?.xml ?? "")).code).toBe(0);

    // Nothing changed: another run files nothing more.
    await instance().runOnce();
    expect(await store.list()).toHaveLength(1);

    // 5 October: the 200 € of the 12th were recorded by mistake. September's payments change: a corrective file.
    now = Date.parse("2027-10-05T09:00:00.000Z");
    const invoices = new InvoiceStore(test.database, () => now);
    expect(await invoices.cancelPayment(mistakeId, owner)).toBe("cancelled");
    expect((await invoices.detail(invoiceId))?.payments).toHaveLength(3);
    const third = instance();
    await third.runOnce();
    const files = await untilAcknowledged(third, store);
    expect(files.map((file) => [file.revision, file.type, file.correctsId])).toEqual([
      [1, "RE", filed?.id],
      [0, "IN", null],
    ]);
    const [corrective] = files;
    expect(corrective?.totals).toEqual({
      sales: [{ category: "TPS1", exclCents: 50_000, vatCents: 5_000 }],
      payments: [{ vatRate: 1000, amountCents: asked - 20_000 }],
    });
    const xml = (await store.xml(corrective?.id as number))?.xml ?? "";
    expect(xml).toContain("<TypeCode>RE</TypeCode>");
    expect(xml).toContain("<StartDate>20270901</StartDate>");
    expect(xml).not.toContain("<Date>20270912</Date>");
    expect(xml).not.toContain("<Date>20271005</Date>");
    if (!noValidator) {
      const verdict = await validate(xml);
      expect(verdict.output).toContain("valid");
      expect(verdict.code).toBe(0);
    }
    // October holds nothing: the cancellation went into September's corrective file, not into October's.
    now = Date.parse("2027-11-01T09:00:00.000Z");
    await instance().runOnce();
    expect(await store.list()).toHaveLength(2);

    // The owner's screen: November in progress, October with nothing to declare, September corrected and accepted.
    const screen = await eReportingScreen(test.database, store, { since: "2027-09-01", now });
    expect(screen).toMatchObject({ regime: "simplifie", hasSiren: true });
    expect(screen.lines.map((line) => [line.start, line.state, line.files.map((file) => file.state)])).toEqual([
      ["2027-11-01", "upcoming", []],
      ["2027-10-01", "nothing", []],
      ["2027-09-01", "accepted", ["accepted", "corrected"]],
    ]);
  });

  it("keeps a corrective file waiting until the file it replaces has reached the platform", async () => {
    const { mistakeId } = await september();
    const store = new ReportStore(test.database);
    now = Date.parse("2027-10-01T09:00:00.000Z");
    const planner = new ReportPlanner({ database: test.database, store, since: "2027-09-01", log: () => {} });
    expect(await planner.plan(now)).toBe(1);
    // Claimed by an instance that then crashed: the file may have reached the platform, so it is corrected, not
    // replaced, and the correction waits for it.
    const claimed = await store.claimNext("crashed", 60_000, now);
    expect(claimed?.trackingId).toMatch(/^481234565-20270901-20270930-IN-\d{14}$/);
    await new InvoiceStore(test.database, () => now).cancelPayment(mistakeId, owner);
    expect(await planner.plan(now)).toBe(1);
    expect(await store.claimNext("other", 60_000, now)).toBeNull();
    // The lease runs out: the first file is taken again, and only then its correction.
    now += 61_000;
    const again = await store.claimNext("other", 60_000, now);
    expect(again?.trackingId).toBe(claimed?.trackingId);
    expect(await store.claimNext("other", 60_000, now)).toBeNull();
    await store.markDeposited(again?.id as number, "other", "flow-1", now);
    expect((await store.claimNext("other", 60_000, now))?.trackingId).toMatch(/-RE1-\d{14}$/);
  });

  it("files nothing for a period without a sale or a payment, and updates a file not yet tried", async () => {
    const store = new ReportStore(test.database);
    const planner = new ReportPlanner({ database: test.database, store, since: "2027-09-01", log: () => {} });
    now = Date.parse("2027-11-02T09:00:00.000Z");
    expect(await planner.plan(now)).toBe(0);
    expect(await store.list()).toEqual([]);
    // A payment typed late, dated in September, before the platform was reachable: the unsent file is rebuilt.
    now = Date.parse("2027-09-10T09:00:00.000Z");
    const { invoiceId } = await september();
    now = Date.parse("2027-11-02T09:00:00.000Z");
    expect(await planner.plan(now)).toBe(1);
    const [september1] = await store.list();
    await new InvoiceStore(test.database, () => now).cancelPayment(
      (await new InvoiceStore(test.database).detail(invoiceId))?.payments[0]?.id as number,
      owner,
    );
    expect(await planner.plan(now)).toBe(1);
    const files = await store.list();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ id: september1?.id, revision: 0, type: "IN" });
    expect(files[0]?.digest).not.toBe(september1?.digest);
  });
});
