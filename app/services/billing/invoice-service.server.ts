import { getLeads } from "#app/services/leads/service.server.ts";
import { ownerSettings } from "#app/services/pro/service.server.ts";
import { BillingSettingsStore } from "./billing-settings.server.ts";
import { InvoiceStore } from "./invoices.server.ts";

/** The invoices of the running store, for the owner's routes, the client's page and the reminders. */
export async function invoiceStore(): Promise<InvoiceStore> {
  return new InvoiceStore((await getLeads()).database);
}

export async function billingSettingsStore(): Promise<BillingSettingsStore> {
  return new BillingSettingsStore((await getLeads()).database);
}

/** The client's private link to an invoice: one path per token, outside the owner's space (like a quote's /d/). */
export function invoiceClientLink(token: string): string {
  return `${ownerSettings().siteUrl.replace(/\/$/, "")}/f/${token}`;
}
