import { afterEach, beforeEach, expect, it } from "vitest";
import { invoiceCompany } from "#app/services/billing/documents/billing-settings.server.ts";
import { InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import { renderInvoicePdf } from "#app/services/billing/pdf/invoice-pdf.server.ts";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { completeCompany, exampleBilling } from "#tests/support/billing.ts";
import { exampleQuote } from "#tests/support/quotes.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { dueStep, type ReminderSweep, sendDueReminders } from "./invoice-reminders.server.ts";

const schedule = [-3, 1, 15, 30];

it("reminds on the latest step reached, never on or before the day the invoice left", () => {
  const dates = { issued: "2026-11-23", due: "2026-11-25" };
  expect(dueStep(schedule, dates, "2026-11-23")).toBeNull();
  expect(dueStep(schedule, dates, "2026-11-25")).toBeNull();
  expect(dueStep(schedule, dates, "2026-11-26")).toBe(1);
  expect(dueStep(schedule, dates, "2026-12-20")).toBe(15);
  expect(dueStep(schedule, { issued: "2026-11-01", due: "2026-12-01" }, "2026-11-28")).toBe(-3);
  expect(dueStep([], dates, "2027-01-01")).toBeNull();
});

forEachEngine((engine, fresh) => {
  let test: TestDatabase;
  let now: number;
  let invoiceId: number;
  const day = (iso: string) => Date.parse(`${iso}T10:00:00.000Z`);

  beforeEach(async () => {
    test = await fresh();
    now = day("2026-11-23");
    const invoices = new InvoiceStore(test.database, () => now);
    invoiceId = (await invoices.create(null, {})) as number;
    await invoices.save(invoiceId, {
      clientName: "Jeanne Martin",
      clientEmail: "jeanne@example.com",
      clientAddress: "3 rue des Lilas, 62300 Lens",
      clientSiren: "",
      clientVat: "",
      siteAddress: "",
      title: "Réparation",
      serviceDate: "2026-11-20",
      paymentDays: 2,
      remindersOn: true,
      lines: [exampleQuote.lines[3]] as typeof exampleQuote.lines,
    });
    const issued = await invoices.issue(invoiceId, invoiceCompany(completeCompany(), exampleBilling), renderInvoicePdf);
    if (!issued.ok) throw new Error(issued.reason);
  });
  afterEach(() => test.remove());

  const sweep = (database: StoreDatabase): ReminderSweep => ({
    db: database.db,
    store: new InvoiceStore(database, () => now),
    settings: { ...exampleBilling, reminderOffsets: schedule },
    now: () => now,
    linkFor: (token) => `https://example.fr/f/${token}`,
  });
  const outbox = async () =>
    (await test.database.db.selectFrom("outbox").select("notice").execute())
      .map((row) => JSON.parse(row.notice as string) as { kind: string; subject: string; text: string })
      .filter((notice) => notice.kind === "invoice.reminder");

  it("sends each step once, from any number of instances, with what remains; none once paid or stopped", async () => {
    expect(await sendDueReminders(sweep(test.database))).toBe(0);
    now = day("2026-11-26");
    const other = engine === "postgres" ? await openDatabase(test.location) : test.database;
    try {
      const sent = await Promise.all([sendDueReminders(sweep(test.database)), sendDueReminders(sweep(other))]);
      expect(sent[0] + sent[1]).toBe(1);
    } finally {
      if (other !== test.database) await other.close();
    }
    expect(await sendDueReminders(sweep(test.database))).toBe(0);
    const [late] = await outbox();
    expect(late?.subject).toMatch(/^Relance : facture F-2026-0001/);
    expect(late?.text).toMatch(/180,00\s€/);
    expect(late?.text).toMatch(/https:\/\/example\.fr\/f\/[A-Za-z0-9_-]{43}/);

    const invoices = new InvoiceStore(test.database, () => now);
    await invoices.setReminders(invoiceId, false);
    now = day("2026-12-11");
    expect(await sendDueReminders(sweep(test.database))).toBe(0);
    await invoices.setReminders(invoiceId, true);
    await invoices.recordPayment(
      invoiceId,
      { paidOn: "2026-12-10", amountCents: 18_000, method: "virement", note: "" },
      "patron",
    );
    expect(await sendDueReminders(sweep(test.database))).toBe(0);
    expect(await outbox()).toHaveLength(1);
    expect((await invoices.detail(invoiceId))?.reminders).toEqual([
      { offsetDays: 1, sentAt: "2026-11-26T10:00:00.000Z" },
    ]);
  });
});
