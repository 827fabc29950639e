import type { Kysely } from "kysely";
import { companySiren } from "#app/services/billing/exports/invoice-export.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { wakeFlowOutbox } from "#app/services/einvoicing/flow-service.server.ts";
import { currentPlatform } from "#app/services/einvoicing/platform-service.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import type { BuyerAction } from "./buyer-statuses.ts";
import { type BuyerCompany, PurchaseStore } from "./purchase-store.server.ts";

/** The purchases of the running store. */
export async function purchaseStore(): Promise<PurchaseStore> {
  return new PurchaseStore((await getLeads()).database);
}

export async function purchasesDb(): Promise<Kysely<Database>> {
  return (await getLeads()).database.db;
}

/** The company as its buyer's messages name it, from what it publishes; null until its SIRET is a real one. */
function buyerCompany(): BuyerCompany {
  const company = publishedCompany();
  const siren = companySiren(company);
  return siren ? { siren, name: company.identity.name } : null;
}

/** A message goes to the platform only when one is configured, as the company's own invoices do. */
async function platformConfigured(): Promise<boolean> {
  const platform = await currentPlatform();
  return platform.source === "environment" || platform.source === "screen";
}

const actionOfStatus: Record<string, Exclude<BuyerAction, "pay">> = {
  "205": "approve",
  "206": "approve-partially",
  "207": "dispute",
  "208": "suspend",
  "210": "refuse",
};

/** The owner's answer on a purchase (« Approuver », « Contester », « Refuser »…), sent on at once when it queued. */
export async function answerPurchase(
  id: number,
  answer: { statusCode: "205" | "206" | "207" | "208" | "210"; reasonCode: string | null; reasonText: string },
  actorId: number,
) {
  const action = actionOfStatus[answer.statusCode];
  if (!action) return { ok: false, problem: "not-allowed" } as const;
  const result = await (await purchaseStore()).answer(
    id,
    { action, reasonCode: answer.reasonCode, reasonText: answer.reasonText },
    actorId,
    buyerCompany(),
    await platformConfigured(),
  );
  if (result.ok && result.queued) wakeFlowOutbox();
  return result;
}

/** « Paiement envoyé »: the payment booked and, for a platform supplier, told as status 211. */
export async function paySupplier(
  id: number,
  payment: { paidOn: string; amountCents: number; method: string },
  actorId: number,
) {
  const result = await (await purchaseStore()).pay(id, payment, actorId, buyerCompany(), await platformConfigured());
  if (result.ok && result.queued) wakeFlowOutbox();
  return result;
}
