import { redirect } from "react-router";
import { missingLeadPage } from "#app/lib/lead-workflow.ts";
import { quoteStore } from "#app/services/billing/documents/quote-service.server.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { ownerLeads } from "#app/services/pro/leads-service.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/quote-new";

/**
 * "Faire un devis" (`?demande=ID`) or "Nouveau devis": a draft, its client taken from the request (name, phone,
 * e-mail, address or town, the work asked for), then its editor.
 */
export async function action({ request }: Route.ActionArgs) {
  const owner = await requireOwner(request);
  const raw = new URL(request.url).searchParams.get("demande");
  let leadId: number | null = null;
  let prefill = {};
  if (raw !== null) {
    leadId = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
    const detail = Number.isSafeInteger(leadId) ? await (await ownerLeads()).detail(leadId) : null;
    // The request was erased meanwhile: its page says so in the owner's space (a 404 there), not a bare answer here.
    if (!detail) return redirect(missingLeadPage(raw), 303);
    const fields = detail.lead.fields;
    const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string).slice(0, 250) : "");
    prefill = {
      clientName: text("name").slice(0, 100),
      clientEmail: text("email"),
      clientPhone: text("phone").slice(0, 30),
      clientAddress: text("address") || text("city"),
      title: detail.lead.service.slice(0, 200),
    };
  }
  const id = await (await quoteStore()).create(leadId, prefill);
  if (id === null) return redirect(missingLeadPage(raw ?? ""), 303);
  await recordAudit({
    action: "quote.create",
    userId: owner.userId,
    email: owner.email,
    address: clientAddress(request),
    detail: `#${id}${leadId !== null ? ` (demande #${leadId})` : ""}`,
  });
  return redirect(`/pro/devis/${id}`, 303);
}
