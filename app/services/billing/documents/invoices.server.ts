import type { Transaction } from "kysely";
import { addDays } from "#app/lib/french-format.ts";
import { clientSiren } from "#app/services/billing/facturx/reform-channel.ts";
import { findLink, mintLink } from "#app/services/billing/links/private-links.server.ts";
import { takeNumber } from "#app/services/billing/numbering/numbering.server.ts";
import {
  cancelPayment,
  paymentsBetween,
  recordPayment,
} from "#app/services/billing/payments/invoice-payments.server.ts";
import type { InvoiceKind, PaymentMethod } from "#app/services/db/billing-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { pricedLines, readLines, writeLines } from "./document-lines.server.ts";
import { DocumentStore, sha256Hex } from "./document-store.server.ts";
import { acceptedQuote, creditsOf, deductedByLiveFinal, depositsOf, stateOf } from "./invoice-balances.server.ts";
import type { InvoiceCompany, InvoiceDocument } from "./invoice-document.ts";
import {
  invoiceDetail,
  invoicesLinkedTo,
  issuedOfQuote,
  issuedOfQuoteByNumber,
  listInvoices,
} from "./invoice-reads.server.ts";
import { creditNoteAmounts, depositLines, parsePostalAddress } from "./invoice-rules.ts";
import {
  type CreateCreditNoteResult,
  type CreateFromQuoteResult,
  type InvoiceDetail,
  type InvoiceFilters,
  type InvoiceInput,
  type InvoiceLinkTarget,
  type InvoiceListRow,
  type IssuedWrite,
  type IssueResult,
  type LinkedDocument,
  type PaymentResult,
  type PaymentWrite,
  type SaveSituationResult,
  toInput,
} from "./invoice-types.ts";
import { quoteTotals } from "./quote-totals.ts";
import { invoiceRetention } from "./retention.ts";
import { situationInvoiceLines, situationStatement } from "./situation-rules.ts";
import { currentStatement, hasLiveSituations, situationStart, writeSituation } from "./situations.server.ts";

export type { InvoiceKind, PaymentMethod } from "#app/services/db/billing-tables.server.ts";
export type { InvoiceState } from "./invoice-rules.ts";
export type * from "./invoice-types.ts";

/**
 * Invoices and credit notes, their lines, links, payments and reminders, the same code on SQLite and PostgreSQL
 * (decision 023). A draft is edited freely; issuing gives the number, freezes the document and stores its PDF with
 * the PDF's SHA-256, and from then on nothing changes the document: a credit note corrects it.
 */
export class InvoiceStore extends DocumentStore {
  protected readonly kind = "invoice";

  async #insertDraft(
    trx: Transaction<Database>,
    values: {
      kind: InvoiceKind;
      leadId: number | null;
      quoteId: number | null;
      creditedId: number | null;
      input: Partial<InvoiceInput>;
      situationNumber?: number;
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
        reverse_charge: input.reverseCharge ? 1 : 0,
        site_address: input.siteAddress ?? "",
        title: input.title ?? "",
        service_date: input.serviceDate ?? "",
        payment_days: input.paymentDays ?? (values.kind === "acompte" ? 0 : 30),
        situation_number: values.situationNumber ?? null,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (input.lines) await writeLines(trx, "invoice", row.id, input.lines);
    return row.id;
  }

  /** A new invoice of its own ("facture"), its client taken from the request when there is one. */
  async create(
    leadId: number | null,
    prefill: Partial<InvoiceInput>,
    within?: Transaction<Database>,
  ): Promise<number | null> {
    const run = async (trx: Transaction<Database>) => {
      if (!(await this.leadExists(trx, leadId))) return null;
      return this.#insertDraft(trx, { kind: "facture", leadId, quoteId: null, creditedId: null, input: prefill });
    };
    return within ? run(within) : this.db.transaction().execute(run);
  }

  /**
   * "Facturer un acompte" (the quote's percentage, or `percent`, or an amount including VAT) or "Facturer le
   * solde" (the quote's lines, to adjust to the work done) from an accepted quote: a draft, nothing typed twice.
   */
  async createFromQuote(
    quoteId: number,
    kind: "acompte" | "solde",
    deposit: { percent?: number; amountCents?: number } = {},
    within?: Transaction<Database>,
  ): Promise<CreateFromQuoteResult> {
    // Inside the caller's transaction when it has one: the end of a job drafts the final invoice with its own mark.
    const run = async (trx: Transaction<Database>): Promise<CreateFromQuoteResult> => {
      const exists = await trx.selectFrom("quotes").select("id").where("id", "=", quoteId).executeTakeFirst();
      if (!exists) return { ok: false, reason: "missing" };
      const accepted = await acceptedQuote(trx, quoteId);
      if (!accepted) return { ok: false, reason: "notAccepted" };
      const { document: quote, leadId } = accepted;
      const client = {
        clientName: quote.clientName,
        clientEmail: quote.clientEmail,
        clientAddress: quote.clientAddress,
        // A revision sent before the reverse charge existed names neither.
        clientSiren: quote.clientSiren ?? "",
        clientVat: quote.clientVat ?? "",
        reverseCharge: quote.reverseCharge === true,
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
          { ...quote, reverseCharge: client.reverseCharge },
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
      const credited = await creditsOf(
        trx,
        finals.map((row) => row.id),
      );
      const live = finals.find(
        (row) => row.status === "brouillon" || (credited.get(row.id)?.inclCents ?? 0) < (row.incl_cents ?? 0),
      );
      if (live) return { ok: false, reason: "finalExists" };
      // A quote invoiced by situations ends with its last situation, which is its final invoice (decision 066).
      if (await hasLiveSituations(trx, quoteId)) return { ok: false, reason: "situationsExist" };
      const id = await this.#insertDraft(trx, {
        kind,
        leadId,
        quoteId,
        creditedId: null,
        input: { ...client, lines: quote.lines, paymentDays: 30 },
      });
      return { ok: true, id };
    };
    return within ? run(within) : this.db.transaction().execute(run);
  }

  /**
   * "Facturer une situation": the draft situation of the quote, created or updated with the cumulative percentages
   * typed per priced line (basis points). The amounts come from the accepted quote's lines and the earlier
   * situations, never from the form; nothing is written when a percentage is refused.
   */
  async saveSituation(quoteId: number, cumulativeBasisPoints: readonly number[]): Promise<SaveSituationResult> {
    return this.db.transaction().execute(async (trx): Promise<SaveSituationResult> => {
      const started = await situationStart(trx, quoteId);
      if (!started.ok) return started;
      const { start } = started;
      const accepted = await acceptedQuote(trx, quoteId);
      if (!accepted) return { ok: false, reason: "notAccepted" };
      const quote = accepted.document;
      const draftNumber = start.draft
        ? (
            await trx
              .selectFrom("invoices")
              .select("situation_number")
              .where("id", "=", start.draft.id)
              .executeTakeFirstOrThrow()
          ).situation_number
        : null;
      const number = draftNumber ?? start.number;
      const result = situationStatement(start.lines, cumulativeBasisPoints, start.earlier, number);
      if (!result.ok) return result;
      const lines = situationInvoiceLines(result.statement);
      const id =
        start.draft?.id ??
        (await this.#insertDraft(trx, {
          kind: "facture",
          leadId: accepted.leadId,
          quoteId,
          creditedId: null,
          situationNumber: number,
          input: {
            clientName: quote.clientName,
            clientEmail: quote.clientEmail,
            clientAddress: quote.clientAddress,
            clientSiren: quote.clientSiren ?? "",
            clientVat: quote.clientVat ?? "",
            reverseCharge: quote.reverseCharge === true,
            siteAddress: quote.siteAddress,
            title: quote.title,
            serviceDate: this.today(),
            paymentDays: 30,
          },
        }));
      await writeSituation(trx, id, cumulativeBasisPoints, lines);
      await trx.updateTable("invoices").set({ updated_at: this.iso() }).where("id", "=", id).execute();
      return { ok: true, id, statement: result.statement };
    });
  }

  /** What the form « Facturer une situation » starts from (see situationStart). */
  async situationStart(quoteId: number) {
    return situationStart(this.db, quoteId);
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
      if (await deductedByLiveFinal(trx, row)) return "depositDeducted";
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

  /** Replaces a draft's values and lines; an issued document is never edited ("issued"). */
  async save(id: number, input: InvoiceInput): Promise<"saved" | "missing" | "issued"> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("invoices")
        .select(["status", "situation_number"])
        .where("id", "=", id)
        .executeTakeFirst();
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
          reverse_charge: input.reverseCharge ? 1 : 0,
          site_address: input.siteAddress,
          title: input.title,
          service_date: input.serviceDate,
          payment_days: input.paymentDays,
          reminders_on: input.remindersOn ? 1 : 0,
          updated_at: this.iso(),
        })
        .where("id", "=", id)
        .execute();
      // A situation's lines are its percentages' (saveSituation), never typed.
      if (row.situation_number === null) await writeLines(trx, "invoice", id, input.lines);
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
      await trx.deleteFrom("situation_progress").where("invoice_id", "=", id).execute();
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
      // A situation claims what its percentages add to the situations issued until now, whatever its draft showed.
      const situation = row.situation_number === null ? null : await currentStatement(trx, row);
      if (situation && !situation.ok) return { ok: false, reason: "situation" };
      if (situation) await writeLines(trx, "invoice", id, situation.lines);
      const lines = situation ? situation.lines : await readLines(trx, "invoice", id);
      const priced = pricedLines(lines);
      if (priced.length === 0) return { ok: false, reason: "empty" };
      if (!row.client_name || !row.client_address) return { ok: false, reason: "noClient" };
      if (!/^\d{4}-\d{2}-\d{2}$/.test(row.service_date)) return { ok: false, reason: "noServiceDate" };
      // A credit note mirrors the invoice it corrects, its VAT treatment included, whatever its draft says.
      const credits =
        row.kind === "avoir" && row.credited_invoice_id !== null
          ? await trx
              .selectFrom("invoices")
              .select("reverse_charge")
              .where("id", "=", row.credited_invoice_id)
              .executeTakeFirst()
          : undefined;
      const reverseCharge = (credits?.reverse_charge ?? row.reverse_charge) === 1;
      // The reverse charge applies between VAT-registered businesses: the invoice names the client's both numbers.
      if (reverseCharge && (!row.client_siren || !row.client_vat)) return { ok: false, reason: "reverseChargeIds" };
      const totals = quoteTotals(priced, reverseCharge);
      if (totals.inclCents <= 0) return { ok: false, reason: "zero" };
      const date = this.today();
      let credited: { number: string; date: string } | null = null;
      const deductsDeposits = row.kind === "solde" || (situation?.statement.final ?? false);
      let deposits = deductsDeposits && row.quote_id ? await depositsOf(trx, row.quote_id) : [];
      let amountDue = totals.inclCents - deposits.reduce((sum, deposit) => sum + deposit.inclCents, 0);
      if (row.kind === "avoir" && row.credited_invoice_id !== null) {
        const target = await trx
          .selectFrom("invoices")
          .selectAll()
          .where("id", "=", row.credited_invoice_id)
          .executeTakeFirstOrThrow();
        if (await deductedByLiveFinal(trx, target)) return { ok: false, reason: "depositDeducted" };
        const earlier = (await creditsOf(trx, [target.id])).get(target.id);
        // A situation states a cumulative percentage per quote line: it is cancelled whole and typed again, since a
        // partial credit note's free lines would tell no line how far the work stands (decision 066).
        if (
          target.situation_number !== null &&
          (earlier?.inclCents ?? 0) + totals.inclCents < (target.incl_cents ?? 0)
        ) {
          return { ok: false, reason: "partialSituation" };
        }
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
      const quoteRow = row.quote_id ? await acceptedQuote(trx, row.quote_id) : null;
      const acceptance = row.quote_id
        ? await trx
            .selectFrom("quote_acceptances")
            .select(["full_name", "reduced_rate_certified"])
            .where("quote_id", "=", row.quote_id)
            .executeTakeFirst()
        : undefined;
      // The quote's retention guarantee (decision 065), its amount from this invoice's own total, frozen with it.
      const retention = invoiceRetention(quoteRow?.document.retention, {
        kind: row.kind,
        inclCents: totals.inclCents,
        amountDueCents: amountDue,
      });
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
        ...(reverseCharge ? { reverseCharge: true } : {}),
        ...(situation ? { situation: situation.statement } : {}),
        ...(retention ? { retention } : {}),
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

  /** What a client's token opens. */
  async open(token: string): Promise<InvoiceLinkTarget> {
    const link = await findLink(this.db, "invoice", token);
    if (link.kind !== "open") return link;
    const row = await this.db
      .selectFrom("invoices")
      .selectAll()
      .where("id", "=", link.documentId)
      .executeTakeFirstOrThrow();
    const computed = await stateOf(this.db, row, this.today());
    return {
      kind: "invoice",
      invoiceId: row.id,
      document: JSON.parse(row.document as string) as InvoiceDocument,
      state: computed.state,
      remainingCents: computed.remainingCents,
      dueNowCents: computed.dueNowCents,
      retentionHeld: computed.retention ?? null,
      paidCents: computed.paidCents,
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

  async detail(id: number): Promise<InvoiceDetail | null> {
    return invoiceDetail(this.db, this.today(), id);
  }

  /** Every invoice and credit note, newest change first, filtered like the inbox. */
  async list(filters: InvoiceFilters): Promise<InvoiceListRow[]> {
    return listInvoices(this.db, this.today(), filters);
  }

  /** The invoices of a quote or a request, for their pages. */
  async linkedTo(where: { quoteId: number } | { leadId: number }): Promise<LinkedDocument[]> {
    return invoicesLinkedTo(this.db, this.today(), where);
  }

  /** The invoices issued from a quote, for the client's page of the job (from the quote's link). */
  async issuedOfQuote(quoteId: number) {
    return issuedOfQuote(this.db, this.today(), quoteId);
  }

  /** One issued document of a quote, by its number, for the job's page behind the quote's link. */
  async issuedOfQuoteByNumber(quoteId: number, number: string) {
    return issuedOfQuoteByNumber(this.db, this.today(), quoteId, number);
  }

  /** Records a payment in the journal (see recordPayment). */
  async recordPayment(
    invoiceId: number,
    payment: { paidOn: string; amountCents: number; method: PaymentMethod; note: string },
    recordedBy: string,
    alsoWrite?: PaymentWrite,
  ): Promise<PaymentResult> {
    return recordPayment(this.db, this.now, invoiceId, payment, recordedBy, alsoWrite);
  }

  /** A payment recorded by mistake: a new entry cancels it (the journal is never rewritten). */
  async cancelPayment(
    paymentId: number,
    recordedBy: string,
    alsoWrite?: PaymentWrite,
  ): Promise<"cancelled" | "missing" | "already"> {
    return cancelPayment(this.db, this.now, paymentId, recordedBy, alsoWrite);
  }

  /** Payments recorded for a period (payment dates, inclusive), with their invoice's client. */
  async paymentsBetween(from: string, to: string) {
    return paymentsBetween(this.db, from, to);
  }
}
