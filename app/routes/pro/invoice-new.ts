import { data, redirect } from "react-router";
import { missingLeadPage } from "#app/lib/lead-workflow.ts";
import { invoiceStore } from "#app/services/billing/documents/invoice-service.server.ts";
import type { CreateFromQuoteResult } from "#app/services/billing/documents/invoices.server.ts";
import { clean } from "#app/services/billing/documents/quote-form.server.ts";
import { parsePriceCents } from "#app/services/billing/documents/quote-totals.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { ownerLeads } from "#app/services/pro/leads-service.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/invoice-new";

/** Why a quote could not be invoiced: the quote's page reads it from `?facturation=` and says it in French. */
type QuoteBillingRefusal = Exclude<Extract<CreateFromQuoteResult, { ok: false }>["reason"], "missing">;

function idParam(raw: string | null): number | null {
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Starts an invoice: from an accepted quote (`?devis=ID&type=acompte|solde`, the deposit's percentage or amount
 * posted), from a request (`?demande=ID`, its client taken over) or from nothing. Each makes a draft and opens it.
 */
export async function action({ request }: Route.ActionArgs) {
  const owner = await requireOwner(request);
  const params = new URL(request.url).searchParams;
  const store = await invoiceStore();
  const audit = (detail: string) =>
    recordAudit({
      action: "invoice.create",
      userId: owner.userId,
      email: owner.email,
      address: clientAddress(request),
      detail,
    });
  const quoteParam = params.get("devis");
  if (quoteParam !== null) {
    const quoteId = idParam(quoteParam);
    const kind = params.get("type");
    if (quoteId === null || (kind !== "acompte" && kind !== "solde")) throw data(null, { status: 404 });
    // Back to the quote the owner was on, whether the form was posted by the browser or by React Router.
    const refuse = (reason: QuoteBillingRefusal) => redirect(`/pro/devis/${quoteId}?facturation=${reason}`, 303);
    const form = await request.formData();
    const percentText = clean(form.get("percent"));
    const amountText = clean(form.get("amount"));
    let deposit: { percent?: number; amountCents?: number } = {};
    if (kind === "acompte" && amountText) {
      const amount = parsePriceCents(amountText);
      if (!("value" in amount) || amount.value <= 0) return refuse("noDeposit");
      deposit = { amountCents: amount.value };
    } else if (kind === "acompte" && percentText) {
      if (!/^\d{1,3}$/.test(percentText)) return refuse("noDeposit");
      deposit = { percent: Number(percentText) };
    }
    const created = await store.createFromQuote(quoteId, kind, deposit);
    if (!created.ok) {
      if (created.reason === "missing") throw data(null, { status: 404 });
      return refuse(created.reason);
    }
    await audit(`#${created.id} (${kind}, devis #${quoteId})`);
    return redirect(`/pro/factures/${created.id}`, 303);
  }
  const leadParam = params.get("demande");
  let leadId: number | null = null;
  let prefill = {};
  if (leadParam !== null) {
    leadId = idParam(leadParam);
    const detail = leadId !== null ? await (await ownerLeads()).detail(leadId) : null;
    // The request was erased meanwhile: its page says so in the owner's space (a 404 there), not a bare answer here.
    if (!detail) return redirect(missingLeadPage(leadParam), 303);
    const fields = detail.lead.fields;
    const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string).slice(0, 250) : "");
    prefill = {
      clientName: text("name").slice(0, 100),
      clientEmail: text("email"),
      clientAddress: text("address") || text("city"),
      title: detail.lead.service.slice(0, 200),
    };
  }
  const id = await store.create(leadId, prefill);
  if (id === null) return redirect(missingLeadPage(leadParam ?? ""), 303);
  await audit(`#${id}${leadId !== null ? ` (demande #${leadId})` : ""}`);
  return redirect(`/pro/factures/${id}`, 303);
}
