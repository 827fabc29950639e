import type { Kysely } from "kysely";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import { frozenRetention, stateOf } from "#app/services/billing/documents/invoice-balances.server.ts";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import type { PaymentResult, PaymentWrite } from "#app/services/billing/documents/invoice-types.ts";
import { retentionShareOfPayment } from "#app/services/billing/documents/retention.ts";
import { nextInSeries } from "#app/services/billing/numbering/numbering.server.ts";
import type { PaymentMethod } from "#app/services/db/billing-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { queuePushes } from "#app/services/push/store.server.ts";
import { appendPayment } from "./payment-journal.server.ts";

/** An invoice's payments: recorded in the journal, cancelled by a new entry, listed for the accountant. */

class PaymentRefused extends Error {
  constructor(readonly reason: Extract<PaymentResult, { ok: false }>["reason"]) {
    super(reason);
  }
}

/**
 * Records a payment in the journal: partial payments add up; an overpayment, a payment on a draft, a credit note
 * or a cancelled invoice is refused. The journal's sequence is taken first, so a second payment of the same
 * invoice (another instance) waits for this one's commit and then sees it in the sum. `alsoWrite` adds what must
 * exist exactly when the payment does (its « Encaissée » status for the platform, decision 043).
 */
export async function recordPayment(
  db: Kysely<Database>,
  now: () => number,
  invoiceId: number,
  payment: { paidOn: string; amountCents: number; method: PaymentMethod; note: string },
  recordedBy: string,
  alsoWrite?: PaymentWrite,
): Promise<PaymentResult> {
  type Refused = Extract<PaymentResult, { ok: false }>["reason"];
  // A refusal rolls the transaction back, so the journal's sequence it took is given back (no gap in the chain).
  const refuse = (reason: Refused): never => {
    throw new PaymentRefused(reason);
  };
  try {
    return await db.transaction().execute(async (trx): Promise<PaymentResult> => {
      const sequence = await nextInSeries(trx, "J", 0);
      const row = await trx.selectFrom("invoices").selectAll().where("id", "=", invoiceId).executeTakeFirst();
      if (!row) return refuse("missing");
      if (row.kind === "avoir") return refuse("creditNote");
      if (row.status !== "emise") return refuse("draft");
      const computed = await stateOf(trx, row, parisToday(new Date(now())));
      if (computed.state === "annulee") return refuse("cancelled");
      if (computed.remainingCents <= 0) return refuse("paidAlready");
      if (payment.amountCents > computed.remainingCents) return refuse("overpaid");
      const entry = await appendPayment(trx, {
        sequence,
        invoiceId,
        invoiceNumber: row.number as string,
        paidOn: payment.paidOn,
        amountCents: payment.amountCents,
        method: payment.method,
        note: payment.note,
        cancelsPaymentId: null,
        recordedAt: new Date(now()).toISOString(),
        recordedBy,
      });
      await trx
        .updateTable("invoices")
        .set({ updated_at: new Date(now()).toISOString() })
        .where("id", "=", invoiceId)
        .execute();
      await alsoWrite?.(
        trx,
        { document: JSON.parse(row.document as string) as InvoiceDocument, paymentId: entry.id },
        now(),
      );
      const remainingCents = computed.remainingCents - payment.amountCents;
      if (remainingCents === 0) {
        await queuePushes(trx, { kind: "invoice.paid", invoiceId, number: row.number as string }, now());
      }
      return { ok: true, entry, remainingCents };
    });
  } catch (error) {
    if (error instanceof PaymentRefused) return { ok: false, reason: error.reason };
    throw error;
  }
}

/** A payment recorded by mistake: a new entry cancels it (the journal is never rewritten). */
export async function cancelPayment(
  db: Kysely<Database>,
  now: () => number,
  paymentId: number,
  recordedBy: string,
  alsoWrite?: PaymentWrite,
): Promise<"cancelled" | "missing" | "already"> {
  if (!Number.isSafeInteger(paymentId)) return "missing";
  return (
    db
      .transaction()
      .execute(async (trx): Promise<"cancelled" | "missing"> => {
        const original = await trx.selectFrom("payments").selectAll().where("id", "=", paymentId).executeTakeFirst();
        if (!original || original.cancels_payment_id !== null) return "missing";
        const sequence = await nextInSeries(trx, "J", 0);
        const already = await trx
          .selectFrom("payments")
          .select("id")
          .where("cancels_payment_id", "=", paymentId)
          .executeTakeFirst();
        if (already) throw new PaymentRefused("paidAlready");
        const cancellation = await appendPayment(trx, {
          sequence,
          invoiceId: original.invoice_id,
          invoiceNumber: original.invoice_number,
          paidOn: parisToday(new Date(now())),
          amountCents: -original.amount_cents,
          method: original.method,
          note: `Annulation de l’encaissement n° ${original.sequence}`,
          cancelsPaymentId: original.id,
          recordedAt: new Date(now()).toISOString(),
          recordedBy,
        });
        await trx
          .updateTable("invoices")
          .set({ updated_at: new Date(now()).toISOString() })
          .where("id", "=", original.invoice_id)
          .execute();
        if (alsoWrite) {
          const invoice = await trx
            .selectFrom("invoices")
            .select("document")
            .where("id", "=", original.invoice_id)
            .executeTakeFirstOrThrow();
          const document = JSON.parse(invoice.document as string) as InvoiceDocument;
          await alsoWrite(trx, { document, paymentId: cancellation.id }, now());
        }
        return "cancelled";
      })
      // The unique key on `cancels_payment_id` is the last guard against two cancellations at once.
      .catch((error: unknown) => {
        if (error instanceof PaymentRefused) return "already";
        throw error;
      })
  );
}

/**
 * Payments recorded for a period (payment dates, inclusive), with their invoice's client, and the part of each that
 * settles a retention guarantee (decision 065), worked out from the invoice's earlier payments, of any period.
 */
export async function paymentsBetween(db: Kysely<Database>, from: string, to: string) {
  const rows = await db
    .selectFrom("payments")
    .innerJoin("invoices", "invoices.id", "payments.invoice_id")
    .select([
      "payments.sequence",
      "payments.invoice_id",
      "payments.invoice_number",
      "payments.paid_on",
      "payments.amount_cents",
      "payments.method",
      "invoices.client_name",
      "invoices.document",
      "invoices.amount_due_cents",
    ])
    .where("payments.paid_on", "<=", to)
    .orderBy("payments.sequence")
    .execute();
  const paidBefore = new Map<number, number>();
  const listed = [];
  for (const row of rows) {
    const before = paidBefore.get(row.invoice_id) ?? 0;
    paidBefore.set(row.invoice_id, before + row.amount_cents);
    if (row.paid_on < from) continue;
    const held = frozenRetention(row)?.heldCents ?? 0;
    listed.push({
      invoiceNumber: row.invoice_number,
      clientName: row.client_name,
      date: row.paid_on,
      amountCents: row.amount_cents,
      method: row.method,
      ...(held > 0
        ? { retentionCents: retentionShareOfPayment(held, row.amount_due_cents ?? 0, before, row.amount_cents) }
        : {}),
    });
  }
  return listed;
}
