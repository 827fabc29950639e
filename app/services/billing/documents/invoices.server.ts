import type { Kysely, Selectable, Transaction } from "kysely";
import { addDays } from "#app/lib/french-format.ts";
import { clientSiren } from "#app/services/billing/facturx/reform-channel.ts";
import { findLink, mintLink, revokeLinks } from "#app/services/billing/links/private-links.server.ts";
import { nextInSeries, takeNumber } from "#app/services/billing/numbering/numbering.server.ts";
import { appendPayment, type JournalEntry } from "#app/services/billing/payments/payment-journal.server.ts";
import type { Database, InvoiceKind, InvoicesTable, PaymentMethod } from "#app/services/db/schema.server.ts";
import { queuePushes } from "#app/services/push/store.server.ts";
import { linesOf, pricedLines, type QuoteLine, readLines, writeLines } from "./document-lines.server.ts";
import { DocumentStore, sha256Hex } from "./document-store.server.ts";
import type { DeductedDeposit, InvoiceCompany, InvoiceDocument } from "./invoice-document.ts";
import {
  creditNoteAmounts,
  depositLines,
  type InvoiceState,
  invoiceState,
  parsePostalAddress,
} from "./invoice-rules.ts";
import { type QuoteTotals, quoteTotals } from "./quote-totals.ts";
import type { QuoteDocument } from "./quotes.server.ts";

export type { InvoiceKind, PaymentMethod } from "#app/services/db/schema.server.ts";
export type { InvoiceState } from "./invoice-rules.ts";

/** The invoice as the owner's form sends it, already checked (invoice-form.server.ts). */
export interface InvoiceInput {
  clientName: string;
  clientEmail: string;
  clientAddress: string;
  clientSiren: string;
  clientVat: string;
  siteAddress: string;
  title: string;
  /** YYYY-MM-DD, or empty until the owner gives it. */
  serviceDate: string;
  paymentDays: number;
  remindersOn: boolean;
  lines: QuoteLine[];
}

export interface PaymentRow {
  id: number;
  paidOn: string;
  amountCents: number;
  method: PaymentMethod;
  note: string;
  cancelsPaymentId: number | null;
  cancelled: boolean;
  recordedAt: string;
}

export interface LinkedDocument {
  id: number;
  number: string | null;
  kind: InvoiceKind;
  date: string | null;
  inclCents: number;
  state: InvoiceState;
}

export interface InvoiceDetail extends InvoiceInput {
  id: number;
  kind: InvoiceKind;
  number: string | null;
  state: InvoiceState;
  leadId: number | null;
  quoteId: number | null;
  quoteNumber: string | null;
  credited: LinkedDocument | null;
  issueDate: string | null;
  dueDate: string | null;
  issuedAt: string | null;
  viewedAt: string | null;
  pdfSha256: string | null;
  totals: QuoteTotals;
  /** Final invoice: the deposits it deducts (the issued ones of its quote not cancelled by a credit note). */
  deposits: DeductedDeposit[];
  amountDueCents: number;
  paidCents: number;
  creditedCents: number;
  remainingCents: number;
  payments: PaymentRow[];
  creditNotes: LinkedDocument[];
  reminders: { offsetDays: number; sentAt: string }[];
  document: InvoiceDocument | null;
}

export interface InvoiceListRow {
  id: number;
  kind: InvoiceKind;
  number: string | null;
  state: InvoiceState;
  clientName: string;
  title: string;
  issueDate: string | null;
  dueDate: string | null;
  inclCents: number;
  remainingCents: number;
  updatedAt: string;
}

export interface InvoiceFilters {
  state: InvoiceState | null;
  kind: InvoiceKind | null;
  search: string;
}

export type IssueResult =
  | { ok: true; number: string; document: InvoiceDocument; pdf: Uint8Array; token: string }
  | {
      ok: false;
      reason:
        | "missing"
        | "issued"
        | "empty"
        | "noClient"
        | "noServiceDate"
        | "overCredit"
        | "partialOverDue"
        | "partialDeposit"
        | "depositDeducted"
        | "zero";
    };

export type CreateCreditNoteResult = number | "missing" | "notIssued" | "creditNote" | "depositDeducted";

/** Per credited invoice, what its issued credit notes add up to. */
interface Credited {
  /** Their totals including VAT. */
  inclCents: number;
  /** What they took off what the client owed (deposits given back excluded). */
  dueCents: number;
}

export type PaymentResult =
  | { ok: true; entry: JournalEntry; remainingCents: number }
  | { ok: false; reason: "missing" | "draft" | "creditNote" | "cancelled" | "overpaid" | "paidAlready" };

export type CreateFromQuoteResult =
  | { ok: true; id: number }
  | { ok: false; reason: "missing" | "notAccepted" | "noDeposit" | "tooLarge" | "finalExists" };

/** A write that belongs to the issue's transaction: it commits with the issued document or not at all. */
export type IssuedWrite = (
  trx: Transaction<Database>,
  issued: { id: number; number: string; document: InvoiceDocument },
  now: number,
) => Promise<void>;

/** A write that belongs to a payment's (or its cancellation's) transaction, given the journal entry just written. */
export type PaymentWrite = (
  trx: Transaction<Database>,
  paid: { document: InvoiceDocument; paymentId: number },
  now: number,
) => Promise<void>;

/** What a client's invoice link opens. */
export type InvoiceLinkTarget =
  | { kind: "unknown" }
  | { kind: "revoked" }
  | {
      kind: "invoice";
      invoiceId: number;
      document: InvoiceDocument;
      state: InvoiceState;
      remainingCents: number;
      paidCents: number;
    };

function toInput(row: Selectable<InvoicesTable>, lines: QuoteLine[]): InvoiceInput {
  return {
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientAddress: row.client_address,
    clientSiren: row.client_siren,
    clientVat: row.client_vat,
    siteAddress: row.site_address,
    title: row.title,
    serviceDate: row.service_date,
    paymentDays: row.payment_days,
    remindersOn: row.reminders_on === 1,
    lines,
  };
}

type Db = Kysely<Database> | Transaction<Database>;

class PaymentRefused extends Error {
  constructor(readonly reason: Extract<PaymentResult, { ok: false }>["reason"]) {
    super(reason);
  }
}

/**
 * Invoices and credit notes, their lines, links, payments and reminders, the same code on SQLite and PostgreSQL
 * (decision 023). A draft is edited freely; issuing gives the number, freezes the document and stores its PDF with
 * the PDF's SHA-256, and from then on nothing changes the document: a credit note corrects it.
 */
export class InvoiceStore extends DocumentStore {
  async #insertDraft(
    trx: Transaction<Database>,
    values: {
      kind: InvoiceKind;
      leadId: number | null;
      quoteId: number | null;
      creditedId: number | null;
      input: Partial<InvoiceInput>;
    },
  ): Promise<number> {
    const at = this.iso();
    const { input } = values;
    const row = await trx
      .insertInto("invoices")
      .values({
        kind: values.kind,
        lead_id: values.leadId,
        quote_id: values.quoteId,
        credited_invoice_id: values.creditedId,
        client_name: input.clientName ?? "",
        client_email: input.clientEmail ?? "",
        client_address: input.clientAddress ?? "",
        client_siren: input.clientSiren ?? "",
        client_vat: input.clientVat ?? "",
        site_address: input.siteAddress ?? "",
        title: input.title ?? "",
        service_date: input.serviceDate ?? "",
        payment_days: input.paymentDays ?? (values.kind === "acompte" ? 0 : 30),
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (input.lines) await writeLines(trx, "invoice", row.id, input.lines);
    return row.id;
  }

  /** A new invoice of its own ("facture"), its client taken from the request when there is one. */
  async create(leadId: number | null, prefill: Partial<InvoiceInput>): Promise<number | null> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.leadExists(trx, leadId))) return null;
      return this.#insertDraft(trx, { kind: "facture", leadId, quoteId: null, creditedId: null, input: prefill });
    });
  }

  /** The accepted quote's document (what the client signed), or null. */
  async #acceptedQuote(db: Db, quoteId: number): Promise<{ document: QuoteDocument; leadId: number | null } | null> {
    const row = await db
      .selectFrom("quotes")
      .innerJoin("quote_acceptances", "quote_acceptances.quote_id", "quotes.id")
      .innerJoin("quote_revisions", (join) =>
        join
          .onRef("quote_revisions.quote_id", "=", "quotes.id")
          .onRef("quote_revisions.revision", "=", "quote_acceptances.revision"),
      )
      .select(["quote_revisions.document", "quotes.lead_id", "quote_acceptances.full_name"])
      .where("quotes.id", "=", quoteId)
      .where("quotes.status", "=", "accepte")
      .executeTakeFirst();
    return row ? { document: JSON.parse(row.document) as QuoteDocument, leadId: row.lead_id } : null;
  }

  /** The issued deposits of a quote that no credit note cancelled whole, oldest first. */
  async #depositsOf(db: Db, quoteId: number): Promise<DeductedDeposit[]> {
    const rows = await db
      .selectFrom("invoices")
      .select(["id", "number", "issue_date", "document", "incl_cents"])
      .where("quote_id", "=", quoteId)
      .where("kind", "=", "acompte")
      .where("status", "=", "emise")
      .orderBy("number")
      .execute();
    const credited = await this.#credits(
      db,
      rows.map((row) => row.id),
    );
    return rows
      .filter((row) => (credited.get(row.id)?.inclCents ?? 0) < (row.incl_cents ?? 0))
      .map((row) => {
        const document = JSON.parse(row.document as string) as InvoiceDocument;
        return {
          number: row.number as string,
          date: row.issue_date as string,
          exclCents: document.totals.exclCents,
          vatCents: document.totals.vatCents,
          inclCents: document.totals.inclCents,
        };
      });
  }

  /**
   * "Facturer un acompte" (the quote's percentage, or `percent`, or an amount including VAT) or "Facturer le
   * solde" (the quote's lines, to adjust to the work done) from an accepted quote: a draft, nothing typed twice.
   */
  async createFromQuote(
    quoteId: number,
    kind: "acompte" | "solde",
    deposit: { percent?: number; amountCents?: number } = {},
  ): Promise<CreateFromQuoteResult> {
    return this.db.transaction().execute(async (trx): Promise<CreateFromQuoteResult> => {
      const exists = await trx.selectFrom("quotes").select("id").where("id", "=", quoteId).executeTakeFirst();
      if (!exists) return { ok: false, reason: "missing" };
      const accepted = await this.#acceptedQuote(trx, quoteId);
      if (!accepted) return { ok: false, reason: "notAccepted" };
      const { document: quote, leadId } = accepted;
      const client = {
        clientName: quote.clientName,
        clientEmail: quote.clientEmail,
        clientAddress: quote.clientAddress,
        siteAddress: quote.siteAddress,
        title: quote.title,
      };
      if (kind === "acompte") {
        const percent = deposit.percent ?? (deposit.amountCents === undefined ? quote.depositPercent : undefined);
        if (percent !== undefined && (percent <= 0 || percent > 100)) return { ok: false, reason: "noDeposit" };
        if (deposit.amountCents !== undefined && deposit.amountCents > quote.totals.inclCents) {
          return { ok: false, reason: "tooLarge" };
        }
        const lines = depositLines(
          quote,
          percent !== undefined ? { percent } : { amountCents: deposit.amountCents ?? 0 },
        );
        if (lines.length === 0) return { ok: false, reason: "noDeposit" };
        const id = await this.#insertDraft(trx, {
          kind,
          leadId,
          quoteId,
          creditedId: null,
          input: { ...client, lines, serviceDate: this.today(), paymentDays: 0 },
        });
        return { ok: true, id };
      }
      const finals = await trx
        .selectFrom("invoices")
        .select(["id", "status", "incl_cents"])
        .where("quote_id", "=", quoteId)
        .where("kind", "=", "solde")
        .execute();
      const credited = await this.#credits(
        trx,
        finals.map((row) => row.id),
      );
      const live = finals.find(
        (row) => row.status === "brouillon" || (credited.get(row.id)?.inclCents ?? 0) < (row.incl_cents ?? 0),
      );
      if (live) return { ok: false, reason: "finalExists" };
      const id = await this.#insertDraft(trx, {
        kind,
        leadId,
        quoteId,
        creditedId: null,
        input: { ...client, lines: quote.lines, paymentDays: 30 },
      });
      return { ok: true, id };
    });
  }

  /**
   * "Établir un avoir": a draft credit note naming the issued invoice, its lines copied (to reduce for a partial
   * one). A credit note is never credited in turn (a new invoice corrects it), and a deposit a live final invoice
   * deducts is not cancelled under it: that final invoice is cancelled first.
   */
  async createCreditNote(invoiceId: number): Promise<CreateCreditNoteResult> {
    return this.db.transaction().execute(async (trx): Promise<CreateCreditNoteResult> => {
      const row = await trx.selectFrom("invoices").selectAll().where("id", "=", invoiceId).executeTakeFirst();
      if (!row) return "missing";
      if (row.kind === "avoir") return "creditNote";
      if (row.status !== "emise") return "notIssued";
      if (await this.#deductedByLiveFinal(trx, row)) return "depositDeducted";
      const lines = await readLines(trx, "invoice", invoiceId);
      return this.#insertDraft(trx, {
        kind: "avoir",
        leadId: row.lead_id,
        quoteId: row.quote_id,
        creditedId: invoiceId,
        input: {
          ...toInput(row, lines),
          serviceDate: row.service_date,
          title: row.title,
          paymentDays: 0,
        },
      });
    });
  }

  /** Whether this deposit invoice is deducted by a final invoice of its quote that no credit note cancelled whole. */
  async #deductedByLiveFinal(db: Db, row: Selectable<InvoicesTable>): Promise<boolean> {
    if (row.kind !== "acompte" || row.quote_id === null) return false;
    const finals = await db
      .selectFrom("invoices")
      .select(["id", "document", "incl_cents"])
      .where("quote_id", "=", row.quote_id)
      .where("kind", "=", "solde")
      .where("status", "=", "emise")
      .execute();
    const credited = await this.#credits(
      db,
      finals.map((final) => final.id),
    );
    return finals.some(
      (final) =>
        (credited.get(final.id)?.inclCents ?? 0) < (final.incl_cents ?? 0) &&
        (JSON.parse(final.document as string) as InvoiceDocument).deposits.some(
          (deposit) => deposit.number === row.number,
        ),
    );
  }

  /** What the issued credit notes of each invoice add up to. */
  async #credits(db: Db, invoiceIds: readonly number[]): Promise<Map<number, Credited>> {
    if (invoiceIds.length === 0) return new Map();
    const rows = await db
      .selectFrom("invoices")
      .select(["credited_invoice_id", "incl_cents", "amount_due_cents"])
      .where("kind", "=", "avoir")
      .where("status", "=", "emise")
      .where("credited_invoice_id", "in", [...invoiceIds])
      .execute();
    const sums = new Map<number, Credited>();
    for (const row of rows) {
      const id = row.credited_invoice_id as number;
      const sum = sums.get(id) ?? { inclCents: 0, dueCents: 0 };
      sums.set(id, {
        inclCents: sum.inclCents + (row.incl_cents ?? 0),
        dueCents: sum.dueCents + (row.amount_due_cents ?? row.incl_cents ?? 0),
      });
    }
    return sums;
  }

  /** Payments (corrections included, as negative entries) per invoice. */
  async #paidCents(db: Db, invoiceIds: readonly number[]): Promise<Map<number, number>> {
    if (invoiceIds.length === 0) return new Map();
    const rows = await db
      .selectFrom("payments")
      .select(["invoice_id", "amount_cents"])
      .where("invoice_id", "in", [...invoiceIds])
      .execute();
    const sums = new Map<number, number>();
    for (const row of rows) sums.set(row.invoice_id, (sums.get(row.invoice_id) ?? 0) + row.amount_cents);
    return sums;
  }

  async #state(db: Db, row: Selectable<InvoicesTable>, lines?: QuoteLine[]) {
    const paid = (await this.#paidCents(db, [row.id])).get(row.id) ?? 0;
    const credited = (await this.#credits(db, [row.id])).get(row.id);
    const incl =
      row.incl_cents ?? quoteTotals(pricedLines(lines ?? (await readLines(db, "invoice", row.id)))).inclCents;
    return invoiceState(
      {
        kind: row.kind,
        status: row.status,
        inclCents: incl,
        amountDueCents: row.amount_due_cents ?? incl,
        dueDate: row.due_date,
        viewedAt: row.viewed_at,
        paidCents: paid,
        creditedCents: credited?.dueCents ?? 0,
        creditedInclCents: credited?.inclCents ?? 0,
      },
      this.today(),
    );
  }

  async detail(id: number): Promise<InvoiceDetail | null> {
    const row = await this.db.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    const lines = await readLines(this.db, "invoice", id);
    const document = row.document ? (JSON.parse(row.document) as InvoiceDocument) : null;
    const totals = document?.totals ?? quoteTotals(pricedLines(lines));
    const deposits =
      document?.deposits ?? (row.kind === "solde" && row.quote_id ? await this.#depositsOf(this.db, row.quote_id) : []);
    const computed = await this.#state(this.db, row, lines);
    const paymentRows = await this.db
      .selectFrom("payments")
      .selectAll()
      .where("invoice_id", "=", id)
      .orderBy("sequence")
      .execute();
    const cancelledIds = new Set(paymentRows.map((payment) => payment.cancels_payment_id).filter((x) => x !== null));
    const credits = await this.db
      .selectFrom("invoices")
      .select(["id", "number", "kind", "issue_date", "incl_cents", "status", "document"])
      .where("credited_invoice_id", "=", id)
      .orderBy("id")
      .execute();
    const credited = row.credited_invoice_id
      ? await this.db
          .selectFrom("invoices")
          .select(["id", "number", "kind", "issue_date", "incl_cents", "status"])
          .where("id", "=", row.credited_invoice_id)
          .executeTakeFirst()
      : undefined;
    const quote = row.quote_id
      ? await this.db.selectFrom("quotes").select("number").where("id", "=", row.quote_id).executeTakeFirst()
      : undefined;
    const reminders = await this.db
      .selectFrom("invoice_reminders")
      .select(["offset_days", "sent_at"])
      .where("invoice_id", "=", id)
      .orderBy("offset_days")
      .execute();
    const linked = (other: {
      id: number;
      number: string | null;
      kind: InvoiceKind;
      issue_date: string | null;
      incl_cents: number | null;
      status: "brouillon" | "emise";
    }): LinkedDocument => ({
      id: other.id,
      number: other.number,
      kind: other.kind,
      date: other.issue_date,
      inclCents: other.incl_cents ?? 0,
      state: other.status === "brouillon" ? "brouillon" : "emise",
    });
    const amountDue = row.amount_due_cents ?? totals.inclCents - deposits.reduce((sum, d) => sum + d.inclCents, 0);
    return {
      ...toInput(row, lines),
      id: row.id,
      kind: row.kind,
      number: row.number,
      state: computed.state,
      leadId: row.lead_id,
      quoteId: row.quote_id,
      quoteNumber: quote?.number ?? null,
      credited: credited ? linked(credited) : null,
      issueDate: row.issue_date,
      dueDate: row.due_date,
      issuedAt: row.issued_at,
      viewedAt: row.viewed_at,
      pdfSha256: row.pdf_sha256,
      totals,
      deposits,
      amountDueCents: amountDue,
      paidCents: computed.paidCents,
      creditedCents: computed.creditedCents,
      remainingCents: computed.remainingCents,
      payments: paymentRows.map((payment) => ({
        id: payment.id,
        paidOn: payment.paid_on,
        amountCents: payment.amount_cents,
        method: payment.method,
        note: payment.note,
        cancelsPaymentId: payment.cancels_payment_id,
        cancelled: cancelledIds.has(payment.id),
        recordedAt: payment.recorded_at,
      })),
      creditNotes: credits.map(linked),
      reminders: reminders.map((reminder) => ({ offsetDays: reminder.offset_days, sentAt: reminder.sent_at })),
      document,
    };
  }

  /** Every invoice and credit note, newest change first, filtered like the inbox. */
  async list(filters: InvoiceFilters): Promise<InvoiceListRow[]> {
    let query = this.db.selectFrom("invoices").selectAll().orderBy("updated_at", "desc").orderBy("id", "desc");
    if (filters.kind) query = query.where("kind", "=", filters.kind);
    const search = filters.search.trim().toLowerCase();
    const rows = (await query.execute()).filter(
      (row) =>
        !search ||
        row.client_name.toLowerCase().includes(search) ||
        (row.number ?? "").toLowerCase().includes(search) ||
        row.title.toLowerCase().includes(search),
    );
    const ids = rows.map((row) => row.id);
    const paid = await this.#paidCents(this.db, ids);
    const credited = await this.#credits(this.db, ids);
    const draftLines = await linesOf(this.db, "invoice", ids);
    const today = this.today();
    const listed = rows.map((row): InvoiceListRow => {
      const incl = row.incl_cents ?? quoteTotals(pricedLines(draftLines.get(row.id) ?? [])).inclCents;
      const computed = invoiceState(
        {
          kind: row.kind,
          status: row.status,
          inclCents: incl,
          amountDueCents: row.amount_due_cents ?? incl,
          dueDate: row.due_date,
          viewedAt: row.viewed_at,
          paidCents: paid.get(row.id) ?? 0,
          creditedCents: credited.get(row.id)?.dueCents ?? 0,
          creditedInclCents: credited.get(row.id)?.inclCents ?? 0,
        },
        today,
      );
      return {
        id: row.id,
        kind: row.kind,
        number: row.number,
        state: computed.state,
        clientName: row.client_name,
        title: row.title,
        issueDate: row.issue_date,
        dueDate: row.due_date,
        inclCents: incl,
        remainingCents: computed.remainingCents,
        updatedAt: row.updated_at,
      };
    });
    return filters.state ? listed.filter((row) => row.state === filters.state) : listed;
  }

  /** The invoices of a quote or a request, for their pages. */
  async linkedTo(where: { quoteId: number } | { leadId: number }): Promise<LinkedDocument[]> {
    const column = "quoteId" in where ? "quote_id" : "lead_id";
    const value = "quoteId" in where ? where.quoteId : where.leadId;
    const rows = await this.db.selectFrom("invoices").selectAll().where(column, "=", value).orderBy("id").execute();
    const listed: LinkedDocument[] = [];
    for (const row of rows) {
      const computed = await this.#state(this.db, row);
      listed.push({
        id: row.id,
        number: row.number,
        kind: row.kind,
        date: row.issue_date,
        inclCents: row.incl_cents ?? computed.inclCents,
        state: computed.state,
      });
    }
    return listed;
  }

  /** Replaces a draft's values and lines; an issued document is never edited ("issued"). */
  async save(id: number, input: InvoiceInput): Promise<"saved" | "missing" | "issued"> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("invoices").select("status").where("id", "=", id).executeTakeFirst();
      if (!row) return "missing";
      if (row.status !== "brouillon") return "issued";
      await trx
        .updateTable("invoices")
        .set({
          client_name: input.clientName,
          client_email: input.clientEmail,
          client_address: input.clientAddress,
          client_siren: input.clientSiren,
          client_vat: input.clientVat,
          site_address: input.siteAddress,
          title: input.title,
          service_date: input.serviceDate,
          payment_days: input.paymentDays,
          reminders_on: input.remindersOn ? 1 : 0,
          updated_at: this.iso(),
        })
        .where("id", "=", id)
        .execute();
      await writeLines(trx, "invoice", id, input.lines);
      return "saved";
    });
  }

  /** Reminders on or off for one invoice, issued or not (not a change of the document). */
  async setReminders(id: number, on: boolean): Promise<boolean> {
    const result = await this.db
      .updateTable("invoices")
      .set({ reminders_on: on ? 1 : 0, updated_at: this.iso() })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes a draft (never numbered, so no gap); an issued document stays. */
  async deleteDraft(id: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("invoices").select("status").where("id", "=", id).executeTakeFirst();
      if (row?.status !== "brouillon") return false;
      await trx.deleteFrom("invoice_lines").where("invoice_id", "=", id).execute();
      await trx.deleteFrom("invoices").where("id", "=", id).execute();
      return true;
    });
  }

  /**
   * Issues the draft: in one transaction, the next number of its series (F or AV, continuous per year), the document
   * frozen with the company as published now, the PDF rendered from that document and stored with its SHA-256, and
   * the client's link. `render` draws the PDF (Factur-X for a business client); a failure rolls everything back,
   * the number included. `alsoWrite` adds what must exist exactly when the document does (its deposit on the
   * e-invoicing platform, decision 043), in the same transaction. `buyerAddress` is where the platform's directory
   * says the business client receives (decision 049), frozen with the document when it names the client's SIREN.
   */
  async issue(
    id: number,
    company: InvoiceCompany,
    render: (document: InvoiceDocument) => Promise<Uint8Array>,
    alsoWrite?: IssuedWrite,
    buyerAddress?: { identifier: string; routingCode: string | null } | null,
  ): Promise<IssueResult> {
    return this.db.transaction().execute(async (trx): Promise<IssueResult> => {
      const row = await trx.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return { ok: false, reason: "missing" };
      if (row.status !== "brouillon") return { ok: false, reason: "issued" };
      const lines = await readLines(trx, "invoice", id);
      const priced = pricedLines(lines);
      if (priced.length === 0) return { ok: false, reason: "empty" };
      if (!row.client_name || !row.client_address) return { ok: false, reason: "noClient" };
      if (!/^\d{4}-\d{2}-\d{2}$/.test(row.service_date)) return { ok: false, reason: "noServiceDate" };
      const totals = quoteTotals(priced);
      if (totals.inclCents <= 0) return { ok: false, reason: "zero" };
      const date = this.today();
      let credited: { number: string; date: string } | null = null;
      let deposits = row.kind === "solde" && row.quote_id ? await this.#depositsOf(trx, row.quote_id) : [];
      let amountDue = totals.inclCents - deposits.reduce((sum, deposit) => sum + deposit.inclCents, 0);
      if (row.kind === "avoir" && row.credited_invoice_id !== null) {
        const target = await trx
          .selectFrom("invoices")
          .selectAll()
          .where("id", "=", row.credited_invoice_id)
          .executeTakeFirstOrThrow();
        if (await this.#deductedByLiveFinal(trx, target)) return { ok: false, reason: "depositDeducted" };
        const earlier = (await this.#credits(trx, [target.id])).get(target.id);
        const amounts = creditNoteAmounts(
          {
            kind: target.kind,
            inclCents: target.incl_cents ?? 0,
            amountDueCents: target.amount_due_cents ?? 0,
            deposits: (JSON.parse(target.document as string) as InvoiceDocument).deposits,
            earlierInclCents: earlier?.inclCents ?? 0,
            earlierCreditedCents: earlier?.dueCents ?? 0,
          },
          totals.inclCents,
        );
        if (!amounts.ok) return { ok: false, reason: amounts.reason };
        ({ deposits, amountDueCents: amountDue } = amounts);
        credited = { number: target.number as string, date: target.issue_date as string };
      }
      if (amountDue < 0) return { ok: false, reason: "zero" };
      const quoteRow = row.quote_id ? await this.#acceptedQuote(trx, row.quote_id) : null;
      const acceptance = row.quote_id
        ? await trx
            .selectFrom("quote_acceptances")
            .select(["full_name", "reduced_rate_certified"])
            .where("quote_id", "=", row.quote_id)
            .executeTakeFirst()
        : undefined;
      const series = row.kind === "avoir" ? "AV" : "F";
      const number = await takeNumber(trx, series, date);
      const siren = row.client_siren.replace(/\s/g, "");
      const vatNumber = row.client_vat.replace(/\s/g, "") || null;
      // The draft may have been saved with another SIREN since the directory was asked: its line is kept only when
      // it is this client's (BR-FR-21: the address starts with the SIREN).
      const buyerSiren = clientSiren({ siren: siren || null, vatNumber });
      const electronicAddress =
        buyerAddress && buyerSiren && buyerAddress.identifier.startsWith(buyerSiren) ? buyerAddress : null;
      const document: InvoiceDocument = {
        kind: row.kind,
        number,
        date,
        serviceDate: row.service_date,
        dueDate: addDays(date, row.payment_days),
        company,
        client: {
          name: row.client_name,
          address: parsePostalAddress(row.client_address),
          email: row.client_email,
          siren: siren || null,
          vatNumber,
          ...(electronicAddress ? { electronicAddress } : {}),
        },
        siteAddress: row.site_address,
        title: row.title,
        quote: quoteRow ? { number: quoteRow.document.number, date: quoteRow.document.date } : null,
        credited,
        lines: priced,
        totals,
        deposits,
        amountDueCents: amountDue,
        paymentTerms:
          row.payment_days === 0 ? "Paiement à réception de la facture" : `Paiement à ${row.payment_days} jours`,
        paymentReference: number,
        operationCategory: "prestations",
        reducedRateCertifiedBy:
          acceptance?.reduced_rate_certified === 1 && totals.byRate.some((rate) => rate.vatRate !== 2000)
            ? acceptance.full_name
            : null,
      };
      const pdf = await render(document);
      const at = this.iso();
      await trx
        .updateTable("invoices")
        .set({
          status: "emise",
          number,
          issued_at: at,
          issue_date: date,
          due_date: document.dueDate,
          amount_due_cents: amountDue,
          incl_cents: totals.inclCents,
          document: JSON.stringify(document),
          pdf,
          pdf_sha256: sha256Hex(pdf),
          updated_at: at,
        })
        .where("id", "=", id)
        .execute();
      const token = await mintLink(trx, "invoice", id, at);
      await alsoWrite?.(trx, { id, number, document }, this.now());
      return { ok: true, number, document, pdf, token };
    });
  }

  /** The stored PDF of an issued document, byte for byte, with the SHA-256 recorded at issue. */
  async issuedPdf(id: number): Promise<{ pdf: Uint8Array; sha256: string; number: string } | null> {
    const row = await this.db
      .selectFrom("invoices")
      .select(["pdf", "pdf_sha256", "number"])
      .where("id", "=", id)
      .where("status", "=", "emise")
      .executeTakeFirst();
    return row?.pdf
      ? { pdf: new Uint8Array(row.pdf), sha256: row.pdf_sha256 as string, number: row.number as string }
      : null;
  }

  async newLink(id: number): Promise<string | null> {
    const row = await this.db.selectFrom("invoices").select("status").where("id", "=", id).executeTakeFirst();
    if (row?.status !== "emise") return null;
    return mintLink(this.db, "invoice", id, this.iso());
  }

  async revokeLinks(id: number): Promise<number> {
    return revokeLinks(this.db, "invoice", id, this.iso());
  }

  /** What a client's token opens. */
  async open(token: string): Promise<InvoiceLinkTarget> {
    const link = await findLink(this.db, "invoice", token);
    if (link.kind !== "open") return link;
    const row = await this.db
      .selectFrom("invoices")
      .selectAll()
      .where("id", "=", link.documentId)
      .executeTakeFirstOrThrow();
    const computed = await this.#state(this.db, row);
    return {
      kind: "invoice",
      invoiceId: row.id,
      document: JSON.parse(row.document as string) as InvoiceDocument,
      state: computed.state,
      remainingCents: computed.remainingCents,
      paidCents: computed.paidCents,
    };
  }

  /** The invoices issued from a quote, for the client's page of the job (from the quote's link). */
  async issuedOfQuote(
    quoteId: number,
  ): Promise<{ id: number; document: InvoiceDocument; state: InvoiceState; remainingCents: number }[]> {
    const rows = await this.db
      .selectFrom("invoices")
      .selectAll()
      .where("quote_id", "=", quoteId)
      .where("status", "=", "emise")
      .orderBy("number")
      .execute();
    const listed = [];
    for (const row of rows) {
      const computed = await this.#state(this.db, row);
      listed.push({
        id: row.id,
        document: JSON.parse(row.document as string) as InvoiceDocument,
        state: computed.state,
        remainingCents: computed.remainingCents,
      });
    }
    return listed;
  }

  /**
   * One issued document of a quote, by its number, for the job's page behind the quote's link
   * (`/d/<token>/factures/<number>`): the quote's link already proves who is asking, so its invoices open through
   * it, without minting an invoice link on each view. The `quote_id` condition is the whole check: a quote's
   * link opens that quote's documents and no other.
   */
  async issuedOfQuoteByNumber(
    quoteId: number,
    number: string,
  ): Promise<{ id: number; document: InvoiceDocument; state: InvoiceState; remainingCents: number } | null> {
    const row = await this.db
      .selectFrom("invoices")
      .selectAll()
      .where("quote_id", "=", quoteId)
      .where("number", "=", number)
      .where("status", "=", "emise")
      .executeTakeFirst();
    if (!row) return null;
    const computed = await this.#state(this.db, row);
    return {
      id: row.id,
      document: JSON.parse(row.document as string) as InvoiceDocument,
      state: computed.state,
      remainingCents: computed.remainingCents,
    };
  }

  /** The client opened his link: "Vue" the first time only. */
  async markViewed(id: number): Promise<boolean> {
    const result = await this.db
      .updateTable("invoices")
      .set({ viewed_at: this.iso() })
      .where("id", "=", id)
      .where("viewed_at", "is", null)
      .where("status", "=", "emise")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Records a payment in the journal: partial payments add up; an overpayment, a payment on a draft, a credit note
   * or a cancelled invoice is refused. The journal's sequence is taken first, so a second payment of the same
   * invoice (another instance) waits for this one's commit and then sees it in the sum. `alsoWrite` adds what must
   * exist exactly when the payment does (its « Encaissée » status for the platform, decision 043).
   */
  async recordPayment(
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
      return await this.db.transaction().execute(async (trx): Promise<PaymentResult> => {
        const sequence = await nextInSeries(trx, "J", 0);
        const row = await trx.selectFrom("invoices").selectAll().where("id", "=", invoiceId).executeTakeFirst();
        if (!row) return refuse("missing");
        if (row.kind === "avoir") return refuse("creditNote");
        if (row.status !== "emise") return refuse("draft");
        const computed = await this.#state(trx, row);
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
          recordedAt: this.iso(),
          recordedBy,
        });
        await trx.updateTable("invoices").set({ updated_at: this.iso() }).where("id", "=", invoiceId).execute();
        await alsoWrite?.(
          trx,
          { document: JSON.parse(row.document as string) as InvoiceDocument, paymentId: entry.id },
          this.now(),
        );
        const remainingCents = computed.remainingCents - payment.amountCents;
        if (remainingCents === 0) {
          await queuePushes(trx, { kind: "invoice.paid", invoiceId, number: row.number as string }, this.now());
        }
        return { ok: true, entry, remainingCents };
      });
    } catch (error) {
      if (error instanceof PaymentRefused) return { ok: false, reason: error.reason };
      throw error;
    }
  }

  /** A payment recorded by mistake: a new entry cancels it (the journal is never rewritten). */
  async cancelPayment(
    paymentId: number,
    recordedBy: string,
    alsoWrite?: PaymentWrite,
  ): Promise<"cancelled" | "missing" | "already"> {
    if (!Number.isSafeInteger(paymentId)) return "missing";
    return (
      this.db
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
            paidOn: this.today(),
            amountCents: -original.amount_cents,
            method: original.method,
            note: `Annulation de l’encaissement n° ${original.sequence}`,
            cancelsPaymentId: original.id,
            recordedAt: this.iso(),
            recordedBy,
          });
          await trx
            .updateTable("invoices")
            .set({ updated_at: this.iso() })
            .where("id", "=", original.invoice_id)
            .execute();
          if (alsoWrite) {
            const invoice = await trx
              .selectFrom("invoices")
              .select("document")
              .where("id", "=", original.invoice_id)
              .executeTakeFirstOrThrow();
            const document = JSON.parse(invoice.document as string) as InvoiceDocument;
            await alsoWrite(trx, { document, paymentId: cancellation.id }, this.now());
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

  /** Issued invoices and credit notes of a period (issue dates, inclusive), for the accountant. */
  async issuedBetween(from: string, to: string): Promise<{ id: number; document: InvoiceDocument; pdf: Uint8Array }[]> {
    const rows = await this.db
      .selectFrom("invoices")
      .select(["id", "document", "pdf"])
      .where("status", "=", "emise")
      .where("issue_date", ">=", from)
      .where("issue_date", "<=", to)
      .orderBy("issued_at")
      .orderBy("id")
      .execute();
    return rows.map((row) => ({
      id: row.id,
      document: JSON.parse(row.document as string) as InvoiceDocument,
      pdf: new Uint8Array(row.pdf as Uint8Array),
    }));
  }

  /** Payments recorded for a period (payment dates, inclusive), with their invoice's client. */
  async paymentsBetween(from: string, to: string) {
    const rows = await this.db
      .selectFrom("payments")
      .innerJoin("invoices", "invoices.id", "payments.invoice_id")
      .select([
        "payments.sequence",
        "payments.invoice_number",
        "payments.paid_on",
        "payments.amount_cents",
        "payments.method",
        "invoices.client_name",
      ])
      .where("payments.paid_on", ">=", from)
      .where("payments.paid_on", "<=", to)
      .orderBy("payments.sequence")
      .execute();
    return rows.map((row) => ({
      invoiceNumber: row.invoice_number,
      clientName: row.client_name,
      date: row.paid_on,
      amountCents: row.amount_cents,
      method: row.method,
    }));
  }
}
