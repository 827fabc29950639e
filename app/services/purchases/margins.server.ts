import type { Kysely } from "kysely";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import {
  countedShares,
  issuedSales,
  jobOfSale,
  labourCents,
  labourEntries,
  teamCosts,
  UNCOUNTED_PURCHASE_STATES,
} from "./job-costs.server.ts";

/*
 * The dashboard's margin (decision 062): sales before tax less purchases and labour, per month over the last
 * months and per service of the jobs over the same months. A sale counts in the month it was issued, a purchase in
 * the month of its issue date, a person-day in its own month, so each month holds what its documents say.
 */

export interface MarginRow {
  salesCents: number;
  purchasesCents: number;
  labourCents: number;
  marginCents: number;
}

export interface MarginMonth extends MarginRow {
  /** YYYY-MM. */
  month: string;
}

export interface MarginService extends MarginRow {
  /** The job's service as the request named it (empty when it named none); null outside any job. */
  service: string | null;
  jobs: number;
}

export interface MarginFigures {
  months: MarginMonth[];
  /** Heaviest sales first; the row outside any job last. */
  services: MarginService[];
  total: MarginRow;
  /** Purchases of those months set against nothing yet: they are in no figure above. */
  unassigned: { count: number; cents: number };
  /** People whose hours were counted at 0 € for want of a cost per hour. */
  missingCost: string[];
}

function monthKeys(today: string, count: number): string[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - count + index, 1)).toISOString().slice(0, 7),
  );
}

const empty = (): MarginRow => ({ salesCents: 0, purchasesCents: 0, labourCents: 0, marginCents: 0 });

function add(row: MarginRow, part: "salesCents" | "purchasesCents" | "labourCents", cents: number): void {
  row[part] += cents;
  row.marginCents += part === "salesCents" ? cents : -cents;
}

export async function marginFigures(db: Kysely<Database>, now: number, count = 12): Promise<MarginFigures> {
  const keys = monthKeys(parisToday(new Date(now)), count);
  const inWindow = (date: string) => {
    const month = date.slice(0, 7);
    return month >= (keys[0] as string) && month <= (keys[keys.length - 1] as string);
  };
  const [sales, shares, entries, costs, jobs, unassigned] = await Promise.all([
    issuedSales(db),
    countedShares(db),
    labourEntries(db),
    teamCosts(db),
    db.selectFrom("jobs").select(["id", "quote_id", "final_invoice_id", "service"]).execute(),
    db
      .selectFrom("supplier_invoices")
      .select(["tax_exclusive_cents", "is_credit_note", "issue_date", "received_at"])
      .where("state", "not in", [...UNCOUNTED_PURCHASE_STATES])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("supplier_invoice_costs")
              .select("supplier_invoice_costs.id")
              .whereRef("supplier_invoice_costs.supplier_invoice_id", "=", "supplier_invoices.id"),
          ),
        ),
      )
      .execute(),
  ]);

  const months = new Map(keys.map((month) => [month, { month, ...empty() }]));
  const serviceOf = new Map(jobs.map((job) => [job.id, job.service.trim()]));
  const services = new Map<string | null, MarginService & { jobIds: Set<number> }>();
  const service = (jobId: number | null | undefined) => {
    const name = jobId === null || jobId === undefined ? null : (serviceOf.get(jobId) ?? null);
    const row = services.get(name) ?? { service: name, jobs: 0, jobIds: new Set<number>(), ...empty() };
    if (jobId !== null && jobId !== undefined) row.jobIds.add(jobId);
    services.set(name, row);
    return row;
  };

  const owners = jobOfSale(
    sales,
    jobs.map((job) => ({ id: job.id, quoteId: job.quote_id, finalInvoiceId: job.final_invoice_id })),
  );
  for (const sale of sales) {
    if (!inWindow(sale.date)) continue;
    add(months.get(sale.date.slice(0, 7)) as MarginRow, "salesCents", sale.exclCents);
    add(service(owners.get(sale.id)), "salesCents", sale.exclCents);
  }
  for (const share of shares) {
    if (!inWindow(share.date)) continue;
    add(months.get(share.date.slice(0, 7)) as MarginRow, "purchasesCents", share.amountCents);
    add(service(share.jobId), "purchasesCents", share.amountCents);
  }
  const missing = new Set<string>();
  for (const entry of entries) {
    if (!inWindow(entry.day)) continue;
    const who = costs.get(entry.userId);
    if (!who || who.hourlyCostCents === null) missing.add(who?.name ?? String(entry.userId));
    const cents = labourCents(entry.minutes, who?.hourlyCostCents ?? null);
    add(months.get(entry.day.slice(0, 7)) as MarginRow, "labourCents", cents);
    add(service(entry.jobId), "labourCents", cents);
  }

  const monthly = [...months.values()];
  const total = empty();
  for (const month of monthly) {
    add(total, "salesCents", month.salesCents);
    add(total, "purchasesCents", month.purchasesCents);
    add(total, "labourCents", month.labourCents);
  }
  const open = unassigned.filter((row) => inWindow(row.issue_date ?? row.received_at.slice(0, 10)));
  return {
    months: monthly,
    services: [...services.values()]
      .map(({ jobIds, ...row }) => ({ ...row, jobs: jobIds.size }))
      .sort((a, b) => Number(a.service === null) - Number(b.service === null) || b.salesCents - a.salesCents),
    total,
    unassigned: {
      count: open.length,
      cents: open.reduce((sum, row) => sum + (row.is_credit_note ? -1 : 1) * Number(row.tax_exclusive_cents), 0),
    },
    missingCost: [...missing].sort((a, b) => a.localeCompare(b, "fr")),
  };
}
