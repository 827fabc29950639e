import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type { CostCategory, PurchaseOrigin, PurchaseSyntax } from "#app/services/db/purchase-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { buyerStatusMessage } from "#app/services/einvoicing/buyer-status-cdar.ts";
import { queuePushes } from "#app/services/push/store.server.ts";
import { type BuyerAction, buyerActions, buyerStatusMessageId, stateAfter } from "./buyer-statuses.ts";
import { readSupplierInvoiceFile } from "./supplier-invoice-pdf.server.ts";
import type { SupplierInvoice } from "./supplier-invoice-types.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** A file as it came: from the platform, an upload of a PDF, or a photo already re-encoded without its metadata. */
export interface PurchaseFile {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** What became of a received file: a new purchase, one already known, kept unreadable, or a flow seen before. */
export type ReceiveOutcome =
  | { outcome: "imported"; purchaseId: number }
  | { outcome: "duplicate"; purchaseId: number }
  | { outcome: "unreadable"; purchaseId: number; reason: string }
  | { outcome: "seen" };

/** A paper invoice or receipt typed from the phone: the supplier, the number, the dates and the VAT per rate. */
export interface HandEntry {
  supplier: { id: number } | { name: string; siren: string | null };
  number: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  dueDate: string | null;
  isCreditNote: boolean;
  /**
   * A subcontractor's construction works, invoiced « Autoliquidation » without VAT (CGI 283-2 nonies): its amount is
   * the one without VAT, kept in category AE, whose VAT the company owes and deducts.
   */
  reverseCharge: boolean;
  /** Hundredths of a percent per rate; the amounts before tax and the VAT, as printed. */
  vat: { rateBasisPoints: number; taxableCents: number; vatCents: number }[];
}

export type HandResult =
  | { ok: true; purchaseId: number; read: "typed" | "facturx" }
  | { ok: false; problem: "duplicate"; purchaseId: number }
  | { ok: false; problem: "unknown-supplier" };

/** One share of a purchase set against a job (or the general costs when `jobId` is null). */
export interface CostShare {
  lineId: string | null;
  jobId: number | null;
  category: CostCategory;
  amountCents: number;
}

export type CostsResult =
  | { ok: true }
  | { ok: false; problem: "not-found" | "unreadable" | "unknown-job" | "total-mismatch"; expectedCents?: number };

/** The company as the buyer's messages name it; null when it has no SIREN yet, and then nothing can be sent. */
export type BuyerCompany = { siren: string; name: string } | null;

/** The owner's answer on a purchase: one of the buyer's statuses, with its reason where the rules want one. */
export interface PurchaseAnswer {
  action: Exclude<BuyerAction, "pay">;
  reasonCode: string | null;
  reasonText: string;
}

export type AnswerResult =
  | { ok: true; queued: boolean }
  | { ok: false; problem: "not-found" | "not-allowed" | "reason-required" | "unknown-reason" | "company-incomplete" };

export type PaymentResult =
  | { ok: true; state: "approved" | "paid"; queued: boolean }
  | { ok: false; problem: "not-found" | "not-allowed" | "too-much" | "company-incomplete" };

/** What a buyer's message names of the purchase: the supplier's own number, date, type and SIREN. */
interface StatusSubject {
  id: number;
  number: string | null;
  issue_date: string | null;
  document_type_code: string | null;
  siren: string | null;
  name: string | null;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The reader's model as kept beside the file: attachments are rows of their own, their bytes not repeated. */
function detailsOf(invoice: SupplierInvoice): string {
  return JSON.stringify({ ...invoice, attachments: invoice.attachments.map(({ bytes: _bytes, ...rest }) => rest) });
}

/** The syntax a received file is kept under: Factur-X when the XML came out of a PDF. */
function syntaxOf(invoice: SupplierInvoice): PurchaseSyntax {
  return invoice.fromPdf ? "Factur-X" : invoice.syntax;
}

/** A reverse-charged purchase (category AE): the company owes the VAT itself and deducts it (CGI 283-2 nonies). */
function isReverseCharge(invoice: SupplierInvoice): boolean {
  return invoice.vatBreakdown.some((row) => row.category === "AE") || invoice.lines.some((l) => l.vatCategory === "AE");
}

/**
 * The suppliers' invoices kept by the company (decision 061): each file exactly as it came, its SHA-256, and what
 * was read of it, written whole in one transaction or not at all. The same code on SQLite and PostgreSQL; every
 * write that two instances could race on is decided by a unique key (the flow id, the supplier's number).
 */
export class PurchaseStore {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;

  constructor(database: StoreDatabase, now: () => number = Date.now) {
    this.#db = database.db;
    this.#now = now;
  }

  /**
   * A flow the platform delivered: recorded once by flow id on whichever instance reads it first, then imported,
   * recognised as an invoice already kept, or kept unreadable with its reason. The owner's push is queued in the
   * same transaction, so it exists exactly when the purchase does.
   */
  async receiveFlow(flowId: string, syntax: PurchaseSyntax, file: PurchaseFile): Promise<ReceiveOutcome> {
    const now = this.#now();
    const at = new Date(now).toISOString();
    return this.#db.transaction().execute(async (trx): Promise<ReceiveOutcome> => {
      const claimed = await trx
        .insertInto("received_flows")
        .values({ flow_id: flowId, supplier_invoice_id: null, outcome: "unreadable", received_at: at })
        .onConflict((conflict) => conflict.column("flow_id").doNothing())
        .returning("flow_id")
        .executeTakeFirst();
      if (!claimed) return { outcome: "seen" };
      const outcome = await this.#keep(trx, file, { origin: "platform", flowId, actor: null, at, syntax });
      await trx
        .updateTable("received_flows")
        .set({ supplier_invoice_id: outcome.purchaseId, outcome: outcome.outcome })
        .where("flow_id", "=", flowId)
        .execute();
      if (outcome.outcome === "imported") {
        const kept = await trx
          .selectFrom("supplier_invoices")
          .innerJoin("suppliers", "suppliers.id", "supplier_invoices.supplier_id")
          .select(["suppliers.name", "supplier_invoices.payable_cents", "supplier_invoices.is_credit_note"])
          .where("supplier_invoices.id", "=", outcome.purchaseId)
          .executeTakeFirstOrThrow();
        await queuePushes(
          trx,
          {
            kind: "purchase.received",
            purchaseId: outcome.purchaseId,
            supplier: kept.name,
            amountCents: kept.payable_cents,
            isCreditNote: kept.is_credit_note === 1,
          },
          now,
        );
      }
      return outcome;
    });
  }

  /**
   * A PDF added from the phone that carries a Factur-X: read like the platform's, never typed. Null when the PDF
   * holds no invoice that can be read, so the form asks for the values instead.
   */
  async addFacturX(file: PurchaseFile, actor: number | null): Promise<HandResult | null> {
    const read = readSupplierInvoiceFile(file.bytes);
    if (!read.ok) return null;
    const at = new Date(this.#now()).toISOString();
    return this.#db.transaction().execute(async (trx): Promise<HandResult> => {
      const source = { origin: "hand", flowId: null, actor, at, syntax: "Factur-X" } as const;
      const outcome = await this.#keep(trx, file, source);
      if (outcome.outcome === "duplicate") return { ok: false, problem: "duplicate", purchaseId: outcome.purchaseId };
      if (outcome.outcome !== "imported") throw new Error("A Factur-X read once must be kept");
      return { ok: true, purchaseId: outcome.purchaseId, read: "facturx" };
    });
  }

  /** A paper invoice or receipt, its values typed by the owner (the form checked each one). */
  async addByHand(file: PurchaseFile, entry: HandEntry, actor: number | null): Promise<HandResult> {
    const at = new Date(this.#now()).toISOString();
    return this.#db.transaction().execute(async (trx): Promise<HandResult> => {
      const supplierId =
        "id" in entry.supplier
          ? ((await trx.selectFrom("suppliers").select("id").where("id", "=", entry.supplier.id).executeTakeFirst())
              ?.id ?? null)
          : await supplierFor(trx, { ...entry.supplier, vatNumber: null, iban: null, email: null }, at);
      if (supplierId === null) return { ok: false, problem: "unknown-supplier" };
      const known = await sameNumber(trx, supplierId, entry.isCreditNote, entry.number);
      if (known !== null) return { ok: false, problem: "duplicate", purchaseId: known };
      const taxable = entry.vat.reduce((sum, row) => sum + row.taxableCents, 0);
      const vat = entry.vat.reduce((sum, row) => sum + row.vatCents, 0);
      const inserted = await trx
        .insertInto("supplier_invoices")
        .values({
          origin: "hand",
          flow_id: null,
          state: "to-check",
          state_reason_code: null,
          state_reason: null,
          read_error: null,
          supplier_id: supplierId,
          number: entry.number,
          document_type_code: entry.isCreditNote ? "381" : "380",
          is_credit_note: entry.isCreditNote ? 1 : 0,
          issue_date: entry.issueDate,
          due_date: entry.dueDate,
          tax_exclusive_cents: taxable,
          vat_cents: vat,
          tax_inclusive_cents: taxable + vat,
          payable_cents: taxable + vat,
          payment_terms: null,
          iban: null,
          payment_reference: null,
          reverse_charge: entry.reverseCharge ? 1 : 0,
          details_json: null,
          original: file.bytes,
          original_name: file.name,
          original_type: file.type,
          original_sha256: sha256(file.bytes),
          syntax: file.type === "application/pdf" ? "PDF" : "photo",
          received_at: at,
          created_by: actor,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await insertVatRows(
        trx,
        inserted.id,
        entry.vat.map((row) => ({
          category: entry.reverseCharge ? "AE" : row.rateBasisPoints === 0 ? "Z" : "S",
          ...row,
        })),
      );
      return { ok: true, purchaseId: inserted.id, read: "typed" };
    });
  }

  /**
   * Where the purchase's cost goes: replaced whole. The shares add up to its amount before tax exactly (negative
   * for a credit note), and each names a job that exists or the general costs.
   */
  async setCosts(purchaseId: number, shares: readonly CostShare[]): Promise<CostsResult> {
    const at = new Date(this.#now()).toISOString();
    return this.#db.transaction().execute(async (trx): Promise<CostsResult> => {
      const purchase = await trx
        .selectFrom("supplier_invoices")
        .select(["state", "tax_exclusive_cents", "is_credit_note"])
        .where("id", "=", purchaseId)
        .executeTakeFirst();
      if (!purchase) return { ok: false, problem: "not-found" };
      if (purchase.state === "unreadable") return { ok: false, problem: "unreadable" };
      const expectedCents = purchase.is_credit_note ? -purchase.tax_exclusive_cents : purchase.tax_exclusive_cents;
      const total = shares.reduce((sum, share) => sum + share.amountCents, 0);
      if (total !== expectedCents) return { ok: false, problem: "total-mismatch", expectedCents };
      const jobIds = [...new Set(shares.flatMap((share) => (share.jobId === null ? [] : [share.jobId])))];
      if (jobIds.length > 0) {
        const found = await trx.selectFrom("jobs").select("id").where("id", "in", jobIds).execute();
        if (found.length !== jobIds.length) return { ok: false, problem: "unknown-job" };
      }
      await trx.deleteFrom("supplier_invoice_costs").where("supplier_invoice_id", "=", purchaseId).execute();
      if (shares.length > 0) {
        await trx
          .insertInto("supplier_invoice_costs")
          .values(
            shares.map((share) => ({
              supplier_invoice_id: purchaseId,
              line_id: share.lineId,
              job_id: share.jobId,
              category: share.category,
              amount_cents: share.amountCents,
              created_at: at,
            })),
          )
          .execute();
      }
      await trx.updateTable("supplier_invoices").set({ updated_at: at }).where("id", "=", purchaseId).execute();
      return { ok: true };
    });
  }

  /**
   * Approves, disputes, suspends or refuses a purchase: its new state and, for an invoice the platform delivered,
   * the lifecycle message the supplier's platform receives, written in the same transaction, so the answer and
   * its message exist together or not at all. A paper invoice's supplier is not on the platform: its answer stays
   * the company's own note.
   */
  async answer(
    purchaseId: number,
    answer: PurchaseAnswer,
    actor: number | null,
    company: BuyerCompany,
    sendsToPlatform: boolean,
  ): Promise<AnswerResult> {
    const now = this.#now();
    const at = new Date(now).toISOString();
    const rule = buyerActions[answer.action];
    if (rule.reasons.length > 0 && !answer.reasonCode) return { ok: false, problem: "reason-required" };
    return this.#db.transaction().execute(async (trx): Promise<AnswerResult> => {
      const purchase = await this.#answerable(trx, purchaseId);
      if (!purchase) return { ok: false, problem: "not-found" };
      let state: string;
      try {
        state = stateAfter(purchase.state, answer.action, answer.reasonCode ?? undefined);
      } catch {
        const allowed = (rule.from as readonly string[]).includes(purchase.state);
        return { ok: false, problem: allowed ? "unknown-reason" : "not-allowed" };
      }
      const reasonText = answer.reasonText.trim();
      let queued = false;
      if (sendsToPlatform && purchase.origin === "platform") {
        if (!company || !purchase.siren) return { ok: false, problem: "company-incomplete" };
        await this.#queueStatus(trx, purchase, company, {
          statusCode: rule.statusCode,
          reason: answer.reasonCode ? { code: answer.reasonCode, text: reasonText || answer.reasonCode } : undefined,
          at: new Date(now),
          actor,
        });
        queued = true;
      }
      await trx
        .updateTable("supplier_invoices")
        .set({
          state: state as "approved",
          state_reason_code: answer.reasonCode,
          state_reason: reasonText || null,
          updated_at: at,
        })
        .where("id", "=", purchaseId)
        .execute();
      return { ok: true, queued };
    });
  }

  /**
   * A transfer (or cheque…) the company sent: booked, and told to a platform supplier as « Paiement transmis »
   * (211) with the amount; the purchase is « paid » once what it asks is paid in full. Never more than what is left.
   */
  async pay(
    purchaseId: number,
    payment: { paidOn: string; amountCents: number; method: string },
    actor: number | null,
    company: BuyerCompany,
    sendsToPlatform: boolean,
  ): Promise<PaymentResult> {
    const now = this.#now();
    const at = new Date(now).toISOString();
    return this.#db.transaction().execute(async (trx): Promise<PaymentResult> => {
      const purchase = await this.#answerable(trx, purchaseId);
      if (!purchase) return { ok: false, problem: "not-found" };
      if (purchase.is_credit_note === 1 || !(buyerActions.pay.from as readonly string[]).includes(purchase.state)) {
        return { ok: false, problem: "not-allowed" };
      }
      const paid = await trx
        .selectFrom("supplier_payments")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount_cents"), eb.lit(0)).as("paid"))
        .where("supplier_invoice_id", "=", purchaseId)
        .executeTakeFirstOrThrow();
      const left = Number(purchase.payable_cents) - Number(paid.paid);
      if (payment.amountCents <= 0 || payment.amountCents > left) return { ok: false, problem: "too-much" };
      let queued = false;
      if (sendsToPlatform && purchase.origin === "platform") {
        if (!company || !purchase.siren) return { ok: false, problem: "company-incomplete" };
        await this.#queueStatus(trx, purchase, company, {
          statusCode: "211",
          payment: { paidOn: payment.paidOn, amountCents: payment.amountCents },
          at: new Date(now),
          actor,
        });
        queued = true;
      }
      await trx
        .insertInto("supplier_payments")
        .values({
          supplier_invoice_id: purchaseId,
          paid_on: payment.paidOn,
          amount_cents: payment.amountCents,
          method: payment.method,
          created_at: at,
          created_by: actor,
        })
        .execute();
      const state = payment.amountCents === left ? "paid" : "approved";
      await trx.updateTable("supplier_invoices").set({ state, updated_at: at }).where("id", "=", purchaseId).execute();
      return { ok: true, state, queued };
    });
  }

  async #answerable(trx: Transaction<Database>, purchaseId: number) {
    return trx
      .selectFrom("supplier_invoices")
      .leftJoin("suppliers", "suppliers.id", "supplier_invoices.supplier_id")
      .select([
        "supplier_invoices.id",
        "supplier_invoices.state",
        "supplier_invoices.origin",
        "supplier_invoices.number",
        "supplier_invoices.issue_date",
        "supplier_invoices.document_type_code",
        "supplier_invoices.is_credit_note",
        "supplier_invoices.payable_cents",
        "suppliers.siren",
        "suppliers.name",
      ])
      .where("supplier_invoices.id", "=", purchaseId)
      .executeTakeFirst();
  }

  /** The buyer's message, drawn now and queued for the platform; its id counts the same status's earlier ones. */
  async #queueStatus(
    trx: Transaction<Database>,
    purchase: StatusSubject,
    company: { siren: string; name: string },
    status: {
      statusCode: (typeof buyerActions)[BuyerAction]["statusCode"];
      reason?: { code: string; text: string };
      payment?: { paidOn: string; amountCents: number };
      at: Date;
      actor: number | null;
    },
  ): Promise<void> {
    const earlier = await trx
      .selectFrom("buyer_status_outbox")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("supplier_invoice_id", "=", purchase.id)
      .where("status_code", "=", status.statusCode)
      .executeTakeFirstOrThrow();
    const messageId = buyerStatusMessageId({
      supplierSiren: purchase.siren ?? "",
      invoiceNumber: purchase.number ?? "",
      statusCode: status.statusCode,
      purchaseId: purchase.id,
      sequence: Number(earlier.count) + 1,
    });
    const xml = buyerStatusMessage({
      messageId,
      statusCode: status.statusCode,
      issuedAt: status.at,
      invoice: {
        number: purchase.number ?? "",
        issueDate: purchase.issue_date ?? "",
        typeCode: purchase.document_type_code ?? "380",
        supplier: { siren: purchase.siren ?? "", name: purchase.name ?? "" },
        buyer: company,
      },
      reason: status.reason,
      payment: status.payment,
    });
    const at = status.at.toISOString();
    await trx
      .insertInto("buyer_status_outbox")
      .values({
        supplier_invoice_id: purchase.id,
        status_code: status.statusCode,
        reason_code: status.reason?.code ?? null,
        reason_text: status.reason?.text ?? null,
        tracking_id: messageId,
        file: new TextEncoder().encode(xml),
        decided_by: status.actor,
        status: "pending",
        attempts: 0,
        next_attempt_at: status.at.getTime(),
        claimed_until: null,
        claimed_by: null,
        flow_id: null,
        deposited_at: null,
        last_error: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  /** A file kept as it came and, when it reads, as a purchase; the caller's transaction holds both or neither. */
  async #keep(
    trx: Transaction<Database>,
    file: PurchaseFile,
    source: { origin: PurchaseOrigin; flowId: string | null; actor: number | null; at: string; syntax: PurchaseSyntax },
  ): Promise<Exclude<ReceiveOutcome, { outcome: "seen" }>> {
    const read = readSupplierInvoiceFile(file.bytes);
    const common = {
      origin: source.origin,
      flow_id: source.flowId,
      original: file.bytes,
      original_name: file.name,
      original_type: file.type,
      original_sha256: sha256(file.bytes),
      received_at: source.at,
      created_by: source.actor,
      updated_at: source.at,
      state_reason_code: null,
      state_reason: null,
    };
    if (!read.ok) {
      const kept = await trx
        .insertInto("supplier_invoices")
        .values({
          ...common,
          state: "unreadable",
          read_error: read.reason,
          supplier_id: null,
          number: null,
          document_type_code: null,
          issue_date: null,
          due_date: null,
          payment_terms: null,
          iban: null,
          payment_reference: null,
          details_json: null,
          syntax: source.syntax,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { outcome: "unreadable", purchaseId: kept.id, reason: read.reason };
    }
    const invoice = read.invoice;
    const supplierId = await supplierFor(
      trx,
      {
        name: invoice.supplier.name,
        siren: invoice.supplier.siren,
        vatNumber: invoice.supplier.vatNumber,
        iban: invoice.iban,
        email: invoice.supplier.email,
      },
      source.at,
    );
    const known = await sameNumber(trx, supplierId, invoice.isCreditNote, invoice.number);
    if (known !== null) return { outcome: "duplicate", purchaseId: known };
    const kept = await trx
      .insertInto("supplier_invoices")
      .values({
        ...common,
        state: "to-check",
        read_error: null,
        supplier_id: supplierId,
        number: invoice.number,
        document_type_code: invoice.documentTypeCode,
        is_credit_note: invoice.isCreditNote ? 1 : 0,
        issue_date: invoice.issueDate,
        due_date: invoice.dueDate,
        currency: invoice.currency,
        tax_exclusive_cents: invoice.totals.taxExclusiveCents,
        vat_cents: invoice.totals.vatCents,
        tax_inclusive_cents: invoice.totals.taxInclusiveCents,
        payable_cents: invoice.totals.payableCents,
        payment_terms: invoice.paymentTerms,
        iban: invoice.iban,
        payment_reference: invoice.paymentReference,
        reverse_charge: isReverseCharge(invoice) ? 1 : 0,
        details_json: detailsOf(invoice),
        syntax: syntaxOf(invoice),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await insertVatRows(
      trx,
      kept.id,
      invoice.vatBreakdown.map((row) => ({
        category: row.category,
        rateBasisPoints: row.rateBasisPoints,
        taxableCents: row.taxableCents,
        vatCents: row.vatCents,
      })),
    );
    for (const attachment of invoice.attachments) {
      await trx
        .insertInto("supplier_invoice_files")
        .values({
          supplier_invoice_id: kept.id,
          filename: attachment.filename ?? attachment.id ?? "piece-jointe",
          mime: attachment.mimeCode ?? "application/octet-stream",
          description: attachment.description,
          bytes: attachment.bytes,
        })
        .execute();
    }
    return { outcome: "imported", purchaseId: kept.id };
  }
}

async function insertVatRows(
  trx: Db,
  purchaseId: number,
  rows: { category: string; rateBasisPoints: number | null; taxableCents: number; vatCents: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto("supplier_invoice_vat")
    .values(
      rows.map((row) => ({
        supplier_invoice_id: purchaseId,
        category: row.category,
        rate_basis_points: row.rateBasisPoints,
        taxable_cents: row.taxableCents,
        vat_cents: row.vatCents,
      })),
    )
    .execute();
}

/** The purchase already kept under this supplier's number (case and spacing aside), if any. */
async function sameNumber(trx: Db, supplierId: number, isCreditNote: boolean, number: string): Promise<number | null> {
  const wanted = number.replace(/\s+/g, " ").trim().toUpperCase();
  const rows = await trx
    .selectFrom("supplier_invoices")
    .select(["id", "number"])
    .where("supplier_id", "=", supplierId)
    .where("is_credit_note", "=", isCreditNote ? 1 : 0)
    .execute();
  return rows.find((row) => row.number?.replace(/\s+/g, " ").trim().toUpperCase() === wanted)?.id ?? null;
}

/**
 * The supplier of an invoice: by its SIREN when it gives one (the register's number outlives a new trading name),
 * otherwise by its VAT number, otherwise by its name among the suppliers without either; created the first time.
 * What the invoice adds (VAT number, IBAN, e-mail) fills what was empty and never overwrites what the owner has.
 */
async function supplierFor(
  trx: Db,
  supplier: { name: string; siren: string | null; vatNumber: string | null; iban: string | null; email: string | null },
  at: string,
): Promise<number> {
  const name = supplier.name.replace(/\s+/g, " ").trim();
  const vat = supplier.vatNumber?.replace(/[^0-9A-Za-z]/g, "").toUpperCase() || null;
  const bySiren = supplier.siren
    ? await trx.selectFrom("suppliers").selectAll().where("siren", "=", supplier.siren).executeTakeFirst()
    : undefined;
  const unregistered = supplier.siren
    ? []
    : await trx.selectFrom("suppliers").selectAll().where("siren", "is", null).execute();
  const existing =
    bySiren ??
    (vat
      ? unregistered.find((row) => row.vat_number?.replace(/[^0-9A-Za-z]/g, "").toUpperCase() === vat)
      : unregistered.find(
          (row) => row.vat_number === null && row.name.toLocaleLowerCase("fr") === name.toLocaleLowerCase("fr"),
        ));
  if (existing) {
    const fill = {
      vat_number: existing.vat_number ?? supplier.vatNumber,
      iban: existing.iban ?? supplier.iban,
      email: existing.email ?? supplier.email,
    };
    if (fill.vat_number !== existing.vat_number || fill.iban !== existing.iban || fill.email !== existing.email) {
      await trx
        .updateTable("suppliers")
        .set({ ...fill, updated_at: at })
        .where("id", "=", existing.id)
        .execute();
    }
    return existing.id;
  }
  const inserted = await trx
    .insertInto("suppliers")
    .values({
      name,
      siren: supplier.siren,
      vat_number: supplier.vatNumber,
      iban: supplier.iban,
      email: supplier.email,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.column("siren").doUpdateSet({ updated_at: at }))
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}
