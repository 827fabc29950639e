import type { Kysely } from "kysely";
import { invoicesCopy } from "#app/content/invoices.ts";
import { frenchDate } from "#app/content/quotes.ts";
import { addDays, formatEuros } from "#app/lib/french-format.ts";
import type { BillingSettings } from "#app/services/billing/documents/billing-settings.server.ts";
import { sha256Hex } from "#app/services/billing/documents/document-store.server.ts";
import { frozenRetention } from "#app/services/billing/documents/invoice-balances.server.ts";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import type { InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import { newLinkToken } from "#app/services/billing/links/private-links.server.ts";
import { closeFinishedMonths } from "#app/services/billing/payments/payment-journal.server.ts";
import { type ReminderFigures, renderReminderPdf } from "#app/services/billing/pdf/invoice-pdf.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import type { AccountNotice } from "#app/services/leads/outbox.server.ts";
import { logError } from "#app/services/log.server.ts";
import { hashToken } from "#app/services/pro/store.server.ts";
import { queuePushes } from "#app/services/push/store.server.ts";

/**
 * The step due today for an invoice: the latest of the schedule's days (relative to the due date) already reached
 * and later than the issue's day. Earlier steps never sent are passed over (turning reminders on late does not send
 * a "3 days before" after the due date), and a step on or before the day the invoice left is none: the client is
 * not reminded of an invoice he received that day.
 */
export function dueStep(
  offsets: readonly number[],
  dates: { issued: string; due: string },
  today: string,
): number | null {
  const reached = offsets.filter((offset) => {
    const day = addDays(dates.due, offset);
    return day <= today && day > dates.issued;
  });
  return reached.length ? Math.max(...reached) : null;
}

export interface ReminderSweep {
  db: Kysely<Database>;
  store: InvoiceStore;
  settings: BillingSettings;
  now: () => number;
  /** The client's page of a new link token. */
  linkFor: (token: string) => string;
}

/**
 * Sends each invoice's reminder of the day once: the reminder's row (invoice, step) and its outbox row are written
 * in one transaction, and the row's key makes a second instance's insert do nothing, so that instance sends
 * nothing. Paid, cancelled, stopped or credit-note documents get none.
 */
export async function sendDueReminders(sweep: ReminderSweep): Promise<number> {
  const { db, store, settings } = sweep;
  if (settings.reminderOffsets.length === 0) return 0;
  const today = store.today();
  const candidates = await db
    .selectFrom("invoices")
    .select(["id", "due_date", "issue_date", "document"])
    .where("status", "=", "emise")
    .where("kind", "!=", "avoir")
    .where("reminders_on", "=", 1)
    .execute();
  let sent = 0;
  for (const candidate of candidates) {
    const holds = (frozenRetention(candidate)?.heldCents ?? 0) > 0;
    const reminder = holds
      ? await retentionReminder(sweep, candidate.id, candidate.issue_date as string, candidate.due_date as string)
      : await ordinaryReminder(sweep, candidate.id, candidate.issue_date as string, candidate.due_date as string);
    if (!reminder) continue;
    try {
      if (await sendReminder(sweep, reminder.document, reminder.figures, reminder.ledger)) sent += 1;
    } catch (error) {
      logError(
        `invoice ${reminder.document.number}: reminder not sent: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return sent;
}

/** Which steps a reminder is recorded in: the invoice's, or its retention's (decision 065). */
type Ledger = "invoice_reminders" | "retention_reminders";

interface DueReminder {
  document: InvoiceDocument;
  figures: ReminderFigures;
  ledger: Ledger;
}

async function stepSent(sweep: ReminderSweep, ledger: Ledger, invoiceId: number, step: number): Promise<boolean> {
  const done = await sweep.db
    .selectFrom(ledger)
    .select("invoice_id")
    .where("invoice_id", "=", invoiceId)
    .where("offset_days", "=", step)
    .executeTakeFirst();
  return done !== undefined;
}

async function ordinaryReminder(
  sweep: ReminderSweep,
  id: number,
  issued: string,
  due: string,
): Promise<DueReminder | null> {
  const step = dueStep(sweep.settings.reminderOffsets, { issued, due }, sweep.store.today());
  if (step === null || (await stepSent(sweep, "invoice_reminders", id, step))) return null;
  const detail = await sweep.store.detail(id);
  if (!detail?.document || detail.remainingCents <= 0 || detail.state === "annulee") return null;
  return { document: detail.document, figures: { offsetDays: step, ...detail }, ledger: "invoice_reminders" };
}

/**
 * An invoice holding a retention guarantee is reminded of what is due now against its due date, the amount held
 * left out; once that is paid and the release date comes, the amount held is reminded as an invoice of its own,
 * its steps counted from the release date, the reminder naming that date as the one to pay by.
 */
async function retentionReminder(
  sweep: ReminderSweep,
  id: number,
  issued: string,
  due: string,
): Promise<DueReminder | null> {
  const today = sweep.store.today();
  const detail = await sweep.store.detail(id);
  const standing = detail?.retentionHeld;
  if (!detail?.document || !standing || detail.remainingCents <= 0 || detail.state === "annulee") return null;
  const rest = detail.remainingCents - standing.outstandingCents;
  if (rest > 0) {
    const step = dueStep(sweep.settings.reminderOffsets, { issued, due }, today);
    if (step === null || (await stepSent(sweep, "invoice_reminders", id, step))) return null;
    return {
      document: detail.document,
      figures: {
        offsetDays: step,
        paidCents: detail.paidCents,
        creditedCents: detail.creditedCents,
        remainingCents: rest,
      },
      ledger: "invoice_reminders",
    };
  }
  if (!standing.released || standing.releaseDate === null) return null;
  const step = dueStep(sweep.settings.reminderOffsets, { issued, due: standing.releaseDate }, today);
  if (step === null || (await stepSent(sweep, "retention_reminders", id, step))) return null;
  return {
    document: { ...detail.document, dueDate: standing.releaseDate },
    figures: {
      offsetDays: step,
      paidCents: detail.paidCents,
      creditedCents: detail.creditedCents,
      remainingCents: standing.outstandingCents,
    },
    ledger: "retention_reminders",
  };
}

async function sendReminder(
  sweep: ReminderSweep,
  document: InvoiceDocument,
  figures: ReminderFigures,
  ledger: Ledger,
): Promise<boolean> {
  const late = figures.offsetDays > 0;
  const pdf = await renderReminderPdf(document, figures);
  const token = newLinkToken();
  const at = new Date(sweep.now());
  const copy = invoicesCopy.mail;
  const notice: AccountNotice = {
    kind: "invoice.reminder",
    to: document.client.email,
    subject: copy.reminderSubject(document.number, document.company.name, late),
    text: copy.reminder(
      document.client.name,
      document.number,
      formatEuros(figures.remainingCents),
      frenchDate(document.dueDate),
      late,
      sweep.linkFor(token),
      document.company.name,
    ),
    attachments: [
      {
        filename: `${late ? "relance" : "rappel"}-${document.number}.pdf`,
        contentType: "application/pdf",
        base64: pdf.toString("base64"),
      },
    ],
  };
  return sweep.db.transaction().execute(async (trx) => {
    const invoice = await trx
      .selectFrom("invoices")
      .select(["id", "client_email"])
      .where("number", "=", document.number)
      .executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto(ledger)
      .values({
        invoice_id: invoice.id,
        offset_days: figures.offsetDays,
        sent_at: at.toISOString(),
        pdf_sha256: sha256Hex(pdf),
      })
      .onConflict((conflict) => conflict.columns(["invoice_id", "offset_days"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    if (late) {
      await queuePushes(trx, { kind: "invoice.overdue", invoiceId: invoice.id, number: document.number }, at.getTime());
    }
    // Without an e-mail the step is recorded (the owner sees it due) and nothing is queued.
    if (!document.client.email) return true;
    await trx
      .insertInto("invoice_links")
      .values({ token_hash: hashToken(token), invoice_id: invoice.id, created_at: at.toISOString() })
      .execute();
    await trx
      .insertInto("outbox")
      .values({
        lead_id: null,
        notice: JSON.stringify(notice),
        status: "pending",
        attempts: 0,
        next_attempt_at: at.getTime(),
        updated_at: at.toISOString(),
      })
      .execute();
    return true;
  });
}

let timer: NodeJS.Timeout | null = null;

/** Each instance sweeps now and every `pollMs`; the work is shared safely (see sendDueReminders). */
export function startReminderSweeps(pollMs: number, sweep: () => Promise<ReminderSweep>, notify: () => void): void {
  const run = async () => {
    try {
      const current = await sweep();
      await closeFinishedMonths(current.db, new Date(current.now()));
      if ((await sendDueReminders(current)) > 0) notify();
    } catch (error) {
      logError(`invoice reminders: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  stopReminderSweeps();
  void run();
  timer = setInterval(run, pollMs);
  timer.unref();
}

export function stopReminderSweeps(): void {
  if (timer) clearInterval(timer);
  timer = null;
}
