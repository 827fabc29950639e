import type { Kysely } from "kysely";
import type { InvoiceDocument, InvoiceKind } from "#app/services/billing/documents/invoice-document.ts";
import type { CostCategory, PurchaseState } from "#app/services/db/purchase-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { labourCents, plannedMinutes } from "./job-costs-rules.ts";

/*
 * What a job cost and earned (decision 062): the hours of each person on it, from the planning unless typed, at his
 * cost per hour; the purchases set against it; its invoices before tax. Read on demand from the documents and the
 * planning, never stored a second time, so a corrected plan, a typed day or a new credit note shows at once.
 */

type Db = Kysely<Database>;

export { labourCents, MAX_DAY_MINUTES, plannedMinutes, STANDARD_DAY_MINUTES } from "./job-costs-rules.ts";

/** A purchase no longer owed counts nowhere: refused, the supplier issues another one that will be set instead. */
export const UNCOUNTED_PURCHASE_STATES: readonly PurchaseState[] = ["unreadable", "refused"];

/** One person's time on one job and day: from the planning, or typed, which then replaces the planning's. */
export interface LabourEntry {
  jobId: number;
  userId: number;
  /** YYYY-MM-DD. */
  day: string;
  minutes: number;
  source: "planning" | "typed";
}

const key = (jobId: number, userId: number, day: string) => `${jobId}:${userId}:${day}`;

/**
 * Every person-day of labour of the given jobs (all jobs when `jobIds` is absent): each planned, not cancelled, day
 * times each person on the job (a morning and an afternoon of the same day add up), then the typed hours of that
 * person, job and day in its place, and the typed days the planning has not.
 */
export async function labourEntries(db: Db, jobIds?: readonly number[]): Promise<LabourEntry[]> {
  if (jobIds !== undefined && jobIds.length === 0) return [];
  const [planned, typed] = await Promise.all([
    db
      .selectFrom("job_days")
      .innerJoin("job_assignees", "job_assignees.job_id", "job_days.job_id")
      .select(["job_days.job_id", "job_assignees.user_id", "job_days.day", "job_days.period"])
      .where("job_days.cancelled_at", "is", null)
      .$if(jobIds !== undefined, (query) => query.where("job_days.job_id", "in", jobIds as number[]))
      .execute(),
    db
      .selectFrom("job_hours")
      .select(["job_id", "user_id", "day", "minutes"])
      .$if(jobIds !== undefined, (query) => query.where("job_id", "in", jobIds as number[]))
      .execute(),
  ]);
  const entries = new Map<string, LabourEntry>();
  for (const row of planned) {
    const at = key(row.job_id, row.user_id, row.day);
    const known = entries.get(at);
    const minutes = plannedMinutes(row.period);
    if (known) known.minutes += minutes;
    else entries.set(at, { jobId: row.job_id, userId: row.user_id, day: row.day, minutes, source: "planning" });
  }
  for (const row of typed) {
    entries.set(key(row.job_id, row.user_id, row.day), {
      jobId: row.job_id,
      userId: row.user_id,
      day: row.day,
      minutes: Number(row.minutes),
      source: "typed",
    });
  }
  return [...entries.values()].sort((a, b) => a.jobId - b.jobId || a.day.localeCompare(b.day) || a.userId - b.userId);
}

/** Each person's cost per hour (null when the patron has not set it) and name. */
export async function teamCosts(db: Db): Promise<Map<number, { name: string; hourlyCostCents: number | null }>> {
  const rows = await db
    .selectFrom("owner_users")
    .select(["id", "display_name", "email", "hourly_cost_cents"])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: row.display_name || row.email,
        hourlyCostCents: row.hourly_cost_cents === null ? null : Number(row.hourly_cost_cents),
      },
    ]),
  );
}

/** Sets (or clears) what an hour of that person costs; false when nobody has that id. */
export async function setHourlyCost(db: Db, userId: number, cents: number | null): Promise<boolean> {
  const result = await db
    .updateTable("owner_users")
    .set({ hourly_cost_cents: cents })
    .where("id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type HoursResult = { ok: true } | { ok: false; problem: "unknown-job" | "unknown-person" };

/**
 * The hours a person did on a job that day, typed by the office: they replace what the planning says for him that
 * day. `minutes` null removes the typed line, and the planning counts again.
 */
export async function setJobHours(
  db: Db,
  entry: { jobId: number; userId: number; day: string; minutes: number | null },
  actor: number,
  at: string,
): Promise<HoursResult> {
  return db.transaction().execute(async (trx): Promise<HoursResult> => {
    const job = await trx.selectFrom("jobs").select("id").where("id", "=", entry.jobId).executeTakeFirst();
    if (!job) return { ok: false, problem: "unknown-job" };
    const person = await trx.selectFrom("owner_users").select("id").where("id", "=", entry.userId).executeTakeFirst();
    if (!person) return { ok: false, problem: "unknown-person" };
    await trx
      .deleteFrom("job_hours")
      .where("job_id", "=", entry.jobId)
      .where("user_id", "=", entry.userId)
      .where("day", "=", entry.day)
      .execute();
    if (entry.minutes !== null) {
      await trx
        .insertInto("job_hours")
        .values({
          job_id: entry.jobId,
          user_id: entry.userId,
          day: entry.day,
          minutes: entry.minutes,
          created_at: at,
          created_by: actor,
        })
        .execute();
    }
    return { ok: true };
  });
}

/** An issued document as sales count it: before tax, a final invoice net of its deposits, a credit note negative. */
export interface SaleRow {
  id: number;
  kind: InvoiceKind;
  number: string;
  /** YYYY-MM-DD, the issue date. */
  date: string;
  quoteId: number | null;
  creditedId: number | null;
  exclCents: number;
}

/**
 * What an issued document adds to sales before tax. A deposit counts when it is invoiced; the final invoice then
 * counts its total less the deposits it deducts, so a job invoiced as a deposit and a balance counts its total once.
 * A credit note takes off what it credits the same way (one that cancels a final invoice gives its deposits back,
 * and they stay counted through their own invoices), as the dashboard's invoicing does including VAT.
 */
export function saleCents(document: Pick<InvoiceDocument, "kind" | "totals" | "deposits">): number {
  const net = document.totals.exclCents - document.deposits.reduce((sum, deposit) => sum + deposit.exclCents, 0);
  return document.kind === "avoir" ? -net : net;
}

/** Every issued invoice and credit note, as sales count them. */
export async function issuedSales(db: Db): Promise<SaleRow[]> {
  const rows = await db
    .selectFrom("invoices")
    .select(["id", "kind", "number", "issue_date", "quote_id", "credited_invoice_id", "document"])
    .where("status", "=", "emise")
    .orderBy("issue_date")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    number: row.number ?? "",
    date: row.issue_date ?? "",
    quoteId: row.quote_id,
    creditedId: row.credited_invoice_id,
    exclCents: saleCents(JSON.parse(row.document as string) as InvoiceDocument),
  }));
}

/**
 * Which job each sale belongs to: the job of its quote, or the job whose final invoice it is (an emergency has no
 * quote), and a credit note the job of the invoice it credits.
 */
export function jobOfSale(
  sales: readonly SaleRow[],
  jobs: readonly { id: number; quoteId: number | null; finalInvoiceId: number | null }[],
): Map<number, number> {
  const byQuote = new Map(jobs.flatMap((job) => (job.quoteId === null ? [] : [[job.quoteId, job.id] as const])));
  const byInvoice = new Map(
    jobs.flatMap((job) => (job.finalInvoiceId === null ? [] : [[job.finalInvoiceId, job.id] as const])),
  );
  const owner = new Map<number, number>();
  for (const sale of sales) {
    if (sale.kind === "avoir") continue;
    const jobId = (sale.quoteId !== null ? byQuote.get(sale.quoteId) : undefined) ?? byInvoice.get(sale.id);
    if (jobId !== undefined) owner.set(sale.id, jobId);
  }
  for (const sale of sales) {
    if (sale.kind !== "avoir") continue;
    const jobId =
      (sale.creditedId !== null ? owner.get(sale.creditedId) : undefined) ??
      (sale.quoteId !== null ? byQuote.get(sale.quoteId) : undefined);
    if (jobId !== undefined) owner.set(sale.id, jobId);
  }
  return owner;
}

/** One purchase's shares set against a job, per category. */
export interface JobPurchase {
  purchaseId: number;
  supplier: string | null;
  number: string | null;
  issueDate: string | null;
  category: CostCategory;
  amountCents: number;
}

/** Every share counted (the purchase neither unreadable nor refused), with its purchase's date and its job. */
export async function countedShares(db: Db, jobIds?: readonly number[]) {
  if (jobIds !== undefined && jobIds.length === 0) return [];
  const rows = await db
    .selectFrom("supplier_invoice_costs")
    .innerJoin("supplier_invoices", "supplier_invoices.id", "supplier_invoice_costs.supplier_invoice_id")
    .leftJoin("suppliers", "suppliers.id", "supplier_invoices.supplier_id")
    .select([
      "supplier_invoice_costs.supplier_invoice_id",
      "supplier_invoice_costs.job_id",
      "supplier_invoice_costs.category",
      "supplier_invoice_costs.amount_cents",
      "supplier_invoices.number",
      "supplier_invoices.issue_date",
      "supplier_invoices.received_at",
      "suppliers.name",
    ])
    .where("supplier_invoices.state", "not in", [...UNCOUNTED_PURCHASE_STATES])
    .$if(jobIds !== undefined, (query) => query.where("supplier_invoice_costs.job_id", "in", jobIds as number[]))
    .orderBy("supplier_invoices.issue_date")
    .orderBy("supplier_invoice_costs.id")
    .execute();
  return rows.map((row) => ({
    purchaseId: row.supplier_invoice_id,
    jobId: row.job_id,
    category: row.category,
    amountCents: Number(row.amount_cents),
    number: row.number,
    // A purchase with no date read counts on the day it was received.
    date: row.issue_date ?? row.received_at.slice(0, 10),
    issueDate: row.issue_date,
    supplier: row.name,
  }));
}

/** One person's labour on the job. */
export interface PersonLabour {
  userId: number;
  name: string;
  minutes: number;
  hourlyCostCents: number | null;
  costCents: number;
  days: { day: string; minutes: number; source: "planning" | "typed" }[];
}

export interface JobProfit {
  sales: { id: number; kind: InvoiceKind; number: string; date: string; exclCents: number }[];
  salesCents: number;
  purchases: JobPurchase[];
  materialsCents: number;
  subcontractingCents: number;
  otherCents: number;
  labour: PersonLabour[];
  labourMinutes: number;
  labourCents: number;
  /** The people counted at 0 € because the patron has not set their cost per hour. */
  missingCost: string[];
  marginCents: number;
  /** What the accepted quote expected: its total before tax. Its lines say no share of materials or labour. */
  quote: { number: string; exclCents: number } | null;
}

/** The job's « Rentabilité »: null when there is no such job. */
export async function jobProfit(db: Db, jobId: number): Promise<JobProfit | null> {
  const job = await db
    .selectFrom("jobs")
    .select(["id", "quote_id", "final_invoice_id"])
    .where("id", "=", jobId)
    .executeTakeFirst();
  if (!job) return null;
  const [allSales, shares, entries, costs, quote] = await Promise.all([
    issuedSales(db),
    countedShares(db, [jobId]),
    labourEntries(db, [jobId]),
    teamCosts(db),
    job.quote_id === null
      ? undefined
      : db
          .selectFrom("quotes")
          .innerJoin("quote_acceptances", "quote_acceptances.quote_id", "quotes.id")
          .innerJoin("quote_revisions", (join) =>
            join
              .onRef("quote_revisions.quote_id", "=", "quotes.id")
              .onRef("quote_revisions.revision", "=", "quote_acceptances.revision"),
          )
          .select(["quotes.number", "quote_revisions.document"])
          .where("quotes.id", "=", job.quote_id)
          .executeTakeFirst(),
  ]);
  const owners = jobOfSale(allSales, [{ id: job.id, quoteId: job.quote_id, finalInvoiceId: job.final_invoice_id }]);
  const sales = allSales
    .filter((sale) => owners.get(sale.id) === jobId)
    .map(({ id, kind, number, date, exclCents }) => ({ id, kind, number, date, exclCents }));

  const purchases = new Map<string, JobPurchase>();
  for (const share of shares) {
    const at = `${share.purchaseId}:${share.category}`;
    const known = purchases.get(at);
    if (known) known.amountCents += share.amountCents;
    else
      purchases.set(at, {
        purchaseId: share.purchaseId,
        supplier: share.supplier,
        number: share.number,
        issueDate: share.issueDate,
        category: share.category,
        amountCents: share.amountCents,
      });
  }
  const byCategory = (category: CostCategory) =>
    shares.filter((share) => share.category === category).reduce((sum, share) => sum + share.amountCents, 0);

  const people = new Map<number, PersonLabour>();
  for (const entry of entries) {
    const who = costs.get(entry.userId) ?? { name: "", hourlyCostCents: null };
    const person = people.get(entry.userId) ?? {
      userId: entry.userId,
      name: who.name,
      minutes: 0,
      hourlyCostCents: who.hourlyCostCents,
      costCents: 0,
      days: [],
    };
    person.minutes += entry.minutes;
    person.costCents += labourCents(entry.minutes, who.hourlyCostCents);
    person.days.push({ day: entry.day, minutes: entry.minutes, source: entry.source });
    people.set(entry.userId, person);
  }
  const labour = [...people.values()].sort((a, b) => a.name.localeCompare(b.name, "fr"));

  const salesCents = sales.reduce((sum, sale) => sum + sale.exclCents, 0);
  const materialsCents = byCategory("materials");
  const subcontractingCents = byCategory("subcontracting");
  const otherCents = byCategory("other");
  const labourTotal = labour.reduce((sum, person) => sum + person.costCents, 0);
  const quoteDocument = quote ? (JSON.parse(quote.document) as { totals: { exclCents: number } }) : null;
  return {
    sales,
    salesCents,
    purchases: [...purchases.values()],
    materialsCents,
    subcontractingCents,
    otherCents,
    labour,
    labourMinutes: labour.reduce((sum, person) => sum + person.minutes, 0),
    labourCents: labourTotal,
    missingCost: labour.filter((person) => person.hourlyCostCents === null).map((person) => person.name),
    marginCents: salesCents - materialsCents - subcontractingCents - otherCents - labourTotal,
    quote: quote && quoteDocument ? { number: quote.number ?? "", exclCents: quoteDocument.totals.exclCents } : null,
  };
}

/** The jobs a purchase can be set against, the newest first, as the purchase's page offers them. */
export async function jobChoices(db: Db): Promise<{ id: number; label: string }[]> {
  const rows = await db
    .selectFrom("jobs")
    .select(["id", "title", "client_name", "town"])
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    label: [`#${row.id}`, row.client_name || row.title, row.town].filter(Boolean).join(" · "),
  }));
}
