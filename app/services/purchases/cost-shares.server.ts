import type { Kysely } from "kysely";
import { costsCopy } from "#app/content/costs.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { isCostCategory, parseTarget } from "./cost-forms.ts";
import { jobChoices } from "./job-costs.server.ts";
import type { PurchaseDetail } from "./purchase-reads.server.ts";
import type { CostShare, PurchaseStore } from "./purchase-store.server.ts";

/*
 * « Affecter au chantier » on a purchase's page (decision 062): the whole purchase to one job or the general costs,
 * or each of its lines. The form says only where each part goes and as what; the amounts are the purchase's own as
 * read (before tax, negative for a credit note), so a tampered form cannot make the shares say another sum.
 */

const copy = costsCopy.purchase;

export type AssignAnswer = { ok: true } | { ok: false; status: 400 | 404 | 409; error: string };

/** What the purchase's page offers: the jobs to pick, and whether it may go line by line. */
export async function assignmentChoices(db: Kysely<Database>) {
  return { jobs: await jobChoices(db) };
}

export async function assignPurchase(
  store: PurchaseStore,
  purchase: PurchaseDetail,
  form: FormData,
): Promise<AssignAnswer> {
  if (purchase.state === "unreadable") return { ok: false, status: 409, error: copy.errors.unreadable };
  const sign = purchase.isCreditNote ? -1 : 1;
  const read = (suffix: string): { error: string } | Omit<CostShare, "lineId" | "amountCents"> => {
    const target = parseTarget(String(form.get(`cible${suffix}`) ?? ""));
    const category = form.get(`nature${suffix}`);
    if (!target) return { error: copy.errors.job };
    if (!isCostCategory(category)) return { error: copy.errors.category };
    return { jobId: target.jobId, category };
  };
  const shares: CostShare[] = [];
  if (form.get("mode") === "lignes" && purchase.lines.length > 0) {
    for (const [index, line] of purchase.lines.entries()) {
      const part = read(`-${index}`);
      if ("error" in part) return { ok: false, status: 400, error: part.error };
      shares.push({
        lineId: line.id,
        jobId: part.jobId,
        category: part.category,
        amountCents: sign * line.netAmountCents,
      });
    }
    const lines = shares.reduce((sum, share) => sum + share.amountCents, 0);
    if (lines !== sign * purchase.taxExclusiveCents) {
      return {
        ok: false,
        status: 400,
        error: copy.errors.mismatch(formatEuros(lines), formatEuros(sign * purchase.taxExclusiveCents)),
      };
    }
  } else {
    const part = read("");
    if ("error" in part) return { ok: false, status: 400, error: part.error };
    shares.push({
      lineId: null,
      jobId: part.jobId,
      category: part.category,
      amountCents: sign * purchase.taxExclusiveCents,
    });
  }
  const result = await store.setCosts(purchase.id, shares);
  if (result.ok) return { ok: true };
  switch (result.problem) {
    case "not-found":
      return { ok: false, status: 404, error: copy.errors.gone };
    case "unreadable":
      return { ok: false, status: 409, error: copy.errors.unreadable };
    case "unknown-job":
      return { ok: false, status: 400, error: copy.errors.job };
    case "total-mismatch":
      return { ok: false, status: 400, error: copy.errors.total(formatEuros(result.expectedCents ?? 0)) };
  }
}
