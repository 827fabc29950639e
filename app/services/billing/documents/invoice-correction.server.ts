import type { Actor } from "#app/services/pro/leads.server.ts";
import { invoiceStore, issueInvoice } from "./invoice-service.server.ts";
import type { InvoiceDetail, InvoiceInput } from "./invoices.server.ts";

/**
 * Where correcting an issued invoice led: the corrected invoice's draft to review (the credit note issued), or the
 * credit note's draft when it could not be issued as it is (a mention missing, a deposit a live final invoice
 * deducts…), its screen saying why; or nothing, with the reason.
 */
export type CorrectionResult =
  | { ok: true; step: "corrected"; creditNoteNumber: string; correctedId: number }
  | { ok: true; step: "creditNote"; creditNoteId: number }
  | { ok: false; reason: "missing" | "notIssued" | "creditNote" | "finalExists" };

/** What the corrected draft starts from: everything the refused invoice said, for the owner to fix what was wrong. */
function inputOf(detail: InvoiceDetail): InvoiceInput {
  return {
    clientName: detail.clientName,
    clientEmail: detail.clientEmail,
    clientAddress: detail.clientAddress,
    clientSiren: detail.clientSiren,
    clientVat: detail.clientVat,
    reverseCharge: detail.reverseCharge,
    siteAddress: detail.siteAddress,
    title: detail.title,
    serviceDate: detail.serviceDate,
    paymentDays: detail.paymentDays,
    remindersOn: detail.remindersOn,
    lines: detail.lines,
  };
}

/**
 * An issued invoice is never altered (its number is used, decision 023): one refused (210), rejected (213) or
 * disputed (207) is cancelled by a credit note that mirrors it (its lines and the deposits it deducted, decision
 * 035) and replaced by a new invoice. This does both in one step: it issues the mirroring credit note (an
 * e-invoice too, deposited like any other), then opens the corrected invoice as a draft with the refused one's
 * content. A final invoice's draft is made from its quote again, so it deducts the deposits again; a deposit's
 * from its quote too; a stand-alone invoice's on its own. A credit note already issued for the invoice in full is
 * not issued twice: the action then only opens the corrected draft.
 */
export async function correctInvoice(invoiceId: number, actor: Actor): Promise<CorrectionResult> {
  const store = await invoiceStore();
  const refused = await store.detail(invoiceId);
  if (!refused) return { ok: false, reason: "missing" };
  if (refused.kind === "avoir") return { ok: false, reason: "creditNote" };
  if (refused.state === "brouillon") return { ok: false, reason: "notIssued" };

  let creditNoteNumber = refused.creditNotes.find(
    (note) => note.number && note.inclCents >= refused.totals.inclCents,
  )?.number;
  if (!creditNoteNumber) {
    const pending = refused.creditNotes.find((note) => note.state === "brouillon");
    const creditNoteId = pending?.id ?? (await store.createCreditNote(invoiceId));
    if (typeof creditNoteId !== "number") {
      return { ok: false, reason: creditNoteId === "missing" ? "missing" : "notIssued" };
    }
    // A credit note left as a draft (a partial one the owner started) is his to finish, not issued behind his back.
    if (pending) return { ok: true, step: "creditNote", creditNoteId };
    const issued = await issueInvoice(creditNoteId, actor);
    if (!issued.ok) return { ok: true, step: "creditNote", creditNoteId };
    creditNoteNumber = issued.number;
  }

  const input = inputOf(refused);
  let correctedId: number | null;
  if (refused.quoteId !== null && (refused.kind === "solde" || refused.kind === "acompte")) {
    const created =
      refused.kind === "solde"
        ? await store.createFromQuote(refused.quoteId, "solde")
        : await store.createFromQuote(refused.quoteId, "acompte", { amountCents: refused.totals.inclCents });
    if (!created.ok) return { ok: false, reason: created.reason === "finalExists" ? "finalExists" : "missing" };
    correctedId = created.id;
    // The deposit's lines are the quote's share; a final invoice starts from what the refused one claimed.
    if (refused.kind === "solde") await store.save(correctedId, input);
  } else {
    correctedId = await store.create(refused.leadId, input);
  }
  if (correctedId === null) return { ok: false, reason: "missing" };
  return { ok: true, step: "corrected", creditNoteNumber, correctedId };
}
