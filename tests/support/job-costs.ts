import { invoiceCompany } from "#app/services/billing/documents/billing-settings.server.ts";
import { InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type { CostCategory } from "#app/services/db/purchase-tables.server.ts";
import type { PurchaseStore } from "#app/services/purchases/purchase-store.server.ts";
import { exampleBilling, fakePdf } from "./billing.ts";
import { finishedJob } from "./finished-job.ts";
import { seedPerson } from "./job-seed.ts";
import { completeCompany } from "./quotes.ts";

/*
 * A job whose costs are known, made through the stores the app uses: Jeanne Martin's accepted quote (1 020,00 € HT,
 * « Zinguerie »), its deposit (306,00 € HT) and final invoice issued, people on its planned days at a cost per hour,
 * and paper purchases typed by hand. For the costing's unit tests and its end-to-end test.
 */

const company = invoiceCompany(completeCompany(), exampleBilling);

/** The accepted quote's job with its deposit and final invoice issued: 1 020,00 € HT of sales, counted once. */
export async function invoicedJob(database: StoreDatabase, now: () => number) {
  const job = await finishedJob(database, now, { finish: false });
  const invoices = new InvoiceStore(database, now);
  const issued: number[] = [];
  for (const kind of ["acompte", "solde"] as const) {
    const draft = await invoices.createFromQuote(job.quoteId, kind);
    if (!draft.ok) throw new Error(`no ${kind}: ${draft.reason}`);
    if (kind === "solde") {
      // The final invoice's service date is the work's end, which the owner types.
      const detail = await invoices.detail(draft.id);
      if (!detail) throw new Error("no final draft");
      await invoices.save(draft.id, { ...detail, serviceDate: new Date(now()).toISOString().slice(0, 10) });
    }
    const result = await invoices.issue(draft.id, company, fakePdf);
    if (!result.ok) throw new Error(`${kind} not issued: ${result.reason}`);
    issued.push(draft.id);
  }
  return { ...job, depositId: issued[0] as number, finalId: issued[1] as number, invoices };
}

/** Cancels an issued invoice whole with a credit note, issued. */
export async function creditWhole(invoices: InvoiceStore, invoiceId: number): Promise<number> {
  const note = await invoices.createCreditNote(invoiceId);
  if (typeof note !== "number") throw new Error(`no credit note: ${note}`);
  const result = await invoices.issue(note, company, fakePdf);
  if (!result.ok) throw new Error(`credit note not issued: ${result.reason}`);
  return note;
}

/** A person of the team at a cost per hour (null: not set yet). */
export async function costedPerson(
  database: StoreDatabase,
  name: string,
  role: "patron" | "bureau" | "compagnon",
  hourlyCostCents: number | null,
): Promise<number> {
  const id = await seedPerson(database.db, {
    email: `${name.toLowerCase()}@example.com`,
    displayName: name,
    role,
  });
  await database.db
    .updateTable("owner_users")
    .set({ hourly_cost_cents: hourlyCostCents })
    .where("id", "=", id)
    .execute();
  return id;
}

/** Days planned on the job (cancelled ones too) and who is on it. */
export async function planJob(
  database: StoreDatabase,
  jobId: number,
  people: readonly number[],
  days: readonly { day: string; period: "day" | "am" | "pm"; cancelled?: boolean }[],
): Promise<void> {
  const at = new Date().toISOString();
  for (const userId of people)
    await database.db.insertInto("job_assignees").values({ job_id: jobId, user_id: userId }).execute();
  for (const [index, day] of days.entries()) {
    await database.db
      .insertInto("job_days")
      .values({
        job_id: jobId,
        day: day.day,
        period: day.period,
        uid: `costs-${jobId}-${index}@example.com`,
        cancelled_at: day.cancelled ? at : null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}

/** A paper purchase typed by hand at one 20 % rate, `taxableCents` before tax. */
export async function handPurchase(
  purchases: PurchaseStore,
  entry: { supplier: string; number: string; issueDate: string; taxableCents: number; isCreditNote?: boolean },
): Promise<number> {
  const added = await purchases.addByHand(
    { bytes: new TextEncoder().encode(`%PDF-${entry.number}`), name: `${entry.number}.pdf`, type: "application/pdf" },
    {
      supplier: { name: entry.supplier, siren: null },
      number: entry.number,
      issueDate: entry.issueDate,
      dueDate: null,
      isCreditNote: entry.isCreditNote ?? false,
      reverseCharge: false,
      vat: [{ rateBasisPoints: 2000, taxableCents: entry.taxableCents, vatCents: Math.round(entry.taxableCents / 5) }],
    },
    null,
  );
  if (!added.ok) throw new Error(`purchase not added: ${added.problem}`);
  return added.purchaseId;
}

/** The whole purchase set against one job (or the general costs) in one category. */
export async function setWhole(
  purchases: PurchaseStore,
  purchaseId: number,
  jobId: number | null,
  category: CostCategory,
  amountCents: number,
): Promise<void> {
  const result = await purchases.setCosts(purchaseId, [{ lineId: null, jobId, category, amountCents }]);
  if (!result.ok) throw new Error(`costs not set: ${result.problem}`);
}
