import { data, redirect } from "react-router";
import { correctInvoice } from "#app/services/billing/documents/invoice-correction.server.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/invoice-correct";

/**
 * « Corriger la facture », posted from the Plateforme block of a refused, rejected or disputed invoice (a plain
 * form, so it works without JavaScript): the mirroring credit note issued, then the corrected draft opened. Each
 * outcome lands on a screen whose `?correction=` says, in French, what was done and what is left.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const owner = await requireOwner(request);
  if (!/^\d{1,15}$/.test(params.id)) throw data(null, { status: 404 });
  const id = Number(params.id);
  const result = await correctInvoice(id, owner);
  if (!result.ok) {
    if (result.reason === "missing") throw data(null, { status: 404 });
    return redirect(`/pro/factures/${id}?correction=${result.reason}#invoice-platform`, 303);
  }
  const audit = (detail: string) =>
    recordAudit({
      action: "invoice.correct",
      userId: owner.userId,
      email: owner.email,
      address: clientAddress(request),
      detail,
    });
  if (result.step === "creditNote") {
    await audit(`#${id}: avoir #${result.creditNoteId} à vérifier`);
    return redirect(`/pro/factures/${result.creditNoteId}?correction=avoir`, 303);
  }
  await audit(`#${id}: avoir ${result.creditNoteNumber}, facture corrigée #${result.correctedId}`);
  const number = encodeURIComponent(result.creditNoteNumber);
  return redirect(`/pro/factures/${result.correctedId}?correction=corrigee&avoir=${number}`, 303);
}
