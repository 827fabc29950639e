import type { Kysely, Selectable, Transaction } from "kysely";
import { addDays } from "#app/lib/french-format.ts";
import { findLink, mintLink } from "#app/services/billing/links/private-links.server.ts";
import { takeNumber } from "#app/services/billing/numbering/numbering.server.ts";
import type { QuotesTable } from "#app/services/db/billing-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { openJobForQuote } from "#app/services/jobs/job-store.server.ts";
import { type Actor, moveLeadStatus } from "#app/services/pro/leads.server.ts";
import { queuePushes } from "#app/services/push/store.server.ts";
import type { PublishedCompany } from "#app/services/site/company.server.ts";
import { addToCatalogue, catalogue, seedCatalogue } from "./catalogue.server.ts";
import { pricedLines, type QuoteLine, readLines, totalsOf, writeLines } from "./document-lines.server.ts";
import { missingMentions } from "./document-readiness.server.ts";
import { DocumentStore, sha256Hex } from "./document-store.server.ts";
import type {
  Acceptance,
  AcceptanceInput,
  AcceptResult,
  CatalogueItem,
  LinkTarget,
  NewestQuote,
  QuoteDetail,
  QuoteDocument,
  QuoteInput,
  QuoteRow,
  SendResult,
} from "./quote-document.ts";
import { type QuoteFigures, quoteFigures } from "./quote-figures.server.ts";
import { type QuoteState, quoteStateOf } from "./quote-state.ts";
import { type QuoteTotals, quoteTotals } from "./quote-totals.ts";
import type { RetentionTerms } from "./retention.ts";

export type { QuoteLineKind, QuoteStatus } from "#app/services/db/billing-tables.server.ts";
export type { QuoteLine } from "./document-lines.server.ts";
export type * from "./quote-document.ts";
export type { QuoteFigures, QuoteMonth } from "./quote-figures.server.ts";
export type { QuoteState } from "./quote-state.ts";

function retentionTermsOf(row: Selectable<QuotesTable>): RetentionTerms | null {
  if (row.retention_guarantor) return { kind: "bankGuarantee", guarantor: row.retention_guarantor };
  return row.retention_rate > 0 ? { kind: "held", rateBasisPoints: row.retention_rate } : null;
}

function toInput(row: Selectable<QuotesTable>, lines: QuoteLine[]): QuoteInput {
  return {
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    clientAddress: row.client_address,
    clientSiren: row.client_siren,
    clientVat: row.client_vat,
    reverseCharge: row.reverse_charge === 1,
    retention: retentionTermsOf(row),
    siteAddress: row.site_address,
    title: row.title,
    startText: row.start_text,
    paymentTerms: row.payment_terms,
    depositPercent: row.deposit_percent,
    validityDays: row.validity_days,
    paidQuote: row.paid_quote === 1,
    urgentRepair: row.urgent_repair === 1,
    lines,
  };
}

/**
 * Quotes, their lines, revisions, links and acceptances, the same code on SQLite and PostgreSQL. Every change is
 * one transaction: a quote is saved, sent or accepted whole or not at all.
 */
export class QuoteStore extends DocumentStore {
  protected readonly kind = "quote";

  /** A new draft, its client taken from the request when there is one. Null when the request does not exist. */
  async create(leadId: number | null, prefill: Partial<QuoteInput>): Promise<number | null> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.leadExists(trx, leadId))) return null;
      const at = this.iso();
      const row = await trx
        .insertInto("quotes")
        .values({
          lead_id: leadId,
          client_name: prefill.clientName ?? "",
          client_email: prefill.clientEmail ?? "",
          client_phone: prefill.clientPhone ?? "",
          client_address: prefill.clientAddress ?? "",
          site_address: prefill.siteAddress ?? "",
          title: prefill.title ?? "",
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    });
  }

  async #acceptance(db: Kysely<Database> | Transaction<Database>, quoteId: number): Promise<Acceptance | null> {
    const row = await db
      .selectFrom("quote_acceptances")
      .select([
        "revision",
        "full_name",
        "accepted_at",
        "address",
        "user_agent",
        "keeps_replaced_parts",
        "reduced_rate_certified",
        "pdf_sha256",
      ])
      .where("quote_id", "=", quoteId)
      .executeTakeFirst();
    return row
      ? {
          revision: row.revision,
          fullName: row.full_name,
          acceptedAt: row.accepted_at,
          address: row.address,
          userAgent: row.user_agent,
          keepsReplacedParts: row.keeps_replaced_parts === 1,
          reducedRateCertified: row.reduced_rate_certified === 1,
          pdfSha256: row.pdf_sha256,
        }
      : null;
  }

  async detail(id: number): Promise<QuoteDetail | null> {
    const row = await this.db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    const lines = await readLines(this.db, "quote", id);
    return {
      ...toInput(row, lines),
      id: row.id,
      leadId: row.lead_id,
      number: row.number,
      status: row.status,
      state: quoteStateOf(row.status, row.valid_until, this.today()),
      revision: row.revision,
      editedSinceSent: row.edited_since_sent === 1,
      createdAt: row.created_at,
      sentAt: row.sent_at,
      validUntil: row.valid_until,
      viewedAt: row.viewed_at,
      decidedAt: row.decided_at,
      clientMessage: row.client_message,
      totals: quoteTotals(pricedLines(lines), row.reverse_charge === 1),
      acceptance: await this.#acceptance(this.db, id),
    };
  }

  /** Every quote, newest change first, in one state or all; each with its totals. */
  async list(state: QuoteState | null): Promise<QuoteRow[]> {
    const today = this.today();
    let query = this.db.selectFrom("quotes").selectAll().orderBy("updated_at", "desc").orderBy("id", "desc");
    if (state === "expire") {
      query = query.where("status", "in", ["envoye", "vu"]).where("valid_until", "<", today);
    } else if (state === "envoye" || state === "vu") {
      query = query.where("status", "=", state).where("valid_until", ">=", today);
    } else if (state) {
      query = query.where("status", "=", state);
    }
    const rows = await query.execute();
    const totals = await totalsOf(
      this.db,
      "quote",
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      leadId: row.lead_id,
      number: row.number,
      state: quoteStateOf(row.status, row.valid_until, today),
      clientName: row.client_name,
      title: row.title,
      totals: totals.get(row.id) as QuoteTotals,
      updatedAt: row.updated_at,
      sentAt: row.sent_at,
    }));
  }

  /** The quotes of a request, newest first: its page links to them. */
  async ofLead(leadId: number): Promise<{ id: number; number: string | null; state: QuoteState }[]> {
    const today = this.today();
    const rows = await this.db
      .selectFrom("quotes")
      .select(["id", "number", "status", "valid_until"])
      .where("lead_id", "=", leadId)
      .orderBy("id", "desc")
      .execute();
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      state: quoteStateOf(row.status, row.valid_until, today),
    }));
  }

  /** Quotes sent, accepted, refused and expired per month over the last `months`, the amounts, rate and delay. */
  async figures(months = 12): Promise<QuoteFigures> {
    return quoteFigures(this.db, this.today(), months);
  }

  /** The newest quote of each request, for the CSV export: its number, state and total including VAT. */
  async newestOfLeads(leadIds: readonly number[]): Promise<Map<number, NewestQuote>> {
    const found = new Map<number, NewestQuote>();
    if (leadIds.length === 0) return found;
    const today = this.today();
    const rows = await this.db
      .selectFrom("quotes")
      .select(["id", "lead_id", "number", "status", "valid_until"])
      .where("lead_id", "in", leadIds)
      .orderBy("id", "desc")
      .execute();
    const newest = rows.filter((row, index) => rows.findIndex((other) => other.lead_id === row.lead_id) === index);
    const totals = await totalsOf(
      this.db,
      "quote",
      newest.map((row) => row.id),
    );
    for (const row of newest) {
      found.set(row.lead_id as number, {
        number: row.number,
        state: quoteStateOf(row.status, row.valid_until, today),
        inclCents: (totals.get(row.id) as QuoteTotals).inclCents,
      });
    }
    return found;
  }

  /**
   * Replaces the quote's values and lines. An accepted quote is frozen ("accepted"); a sent one is marked changed,
   * and its next sending makes a new revision.
   */
  async save(id: number, input: QuoteInput): Promise<"saved" | "missing" | "accepted"> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("quotes").select(["status", "revision"]).where("id", "=", id).executeTakeFirst();
      if (!row) return "missing";
      if (row.status === "accepte") return "accepted";
      await trx
        .updateTable("quotes")
        .set({
          client_name: input.clientName,
          client_email: input.clientEmail,
          client_phone: input.clientPhone,
          client_address: input.clientAddress,
          client_siren: input.clientSiren ?? "",
          client_vat: input.clientVat ?? "",
          reverse_charge: input.reverseCharge ? 1 : 0,
          retention_rate: input.retention?.kind === "held" ? input.retention.rateBasisPoints : 0,
          retention_guarantor: input.retention?.kind === "bankGuarantee" ? input.retention.guarantor : "",
          site_address: input.siteAddress,
          title: input.title,
          start_text: input.startText,
          payment_terms: input.paymentTerms,
          deposit_percent: input.depositPercent,
          validity_days: input.validityDays,
          paid_quote: input.paidQuote ? 1 : 0,
          urgent_repair: input.urgentRepair ? 1 : 0,
          edited_since_sent: row.revision > 0 ? 1 : 0,
          updated_at: this.iso(),
        })
        .where("id", "=", id)
        .execute();
      await writeLines(trx, "quote", id, input.lines);
      return "saved";
    });
  }

  /**
   * Sends the quote: the first sending gives it its number, each sending freezes the next revision (the document
   * the client's page and PDF show) and makes its link, whose token only the answer carries. The request moves to
   * "Devis envoyé". Refused when accepted, without priced lines, sent already and unchanged since, or while a mention
   * it prints is missing (empty or the template's PLACEHOLDER): then nothing is written and no number is taken.
   */
  async send(id: number, company: PublishedCompany, actor: Actor): Promise<SendResult> {
    return this.db.transaction().execute(async (trx): Promise<SendResult> => {
      const row = await trx.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return { ok: false, reason: "missing" };
      if (row.status === "accepte") return { ok: false, reason: "accepted" };
      const lines = await readLines(trx, "quote", id);
      if (pricedLines(lines).length === 0) return { ok: false, reason: "empty" };
      if (row.revision > 0 && row.edited_since_sent === 0 && row.status !== "refuse") {
        return { ok: false, reason: "unchanged" };
      }
      const missing = missingMentions(company, {
        clientName: row.client_name,
        clientAddress: row.client_address,
        startText: row.start_text,
        paymentTerms: row.payment_terms,
      });
      if (missing.length) return { ok: false, reason: "incomplete", missing };
      const at = this.iso();
      const date = this.today();
      const number = row.number ?? (await takeNumber(trx, "D", date));
      const revision = row.revision + 1;
      const validUntil = addDays(date, row.validity_days);
      const { identity } = company;
      const document: QuoteDocument = {
        ...toInput(row, lines),
        number,
        revision,
        date,
        validUntil,
        company: {
          name: identity.name,
          phone: identity.phone.display,
          email: identity.email,
          address: identity.address,
          legal: identity.legal,
          insurance: identity.insurance,
          mediator: identity.mediator,
        },
        totals: quoteTotals(pricedLines(lines), row.reverse_charge === 1),
      };
      await trx
        .insertInto("quote_revisions")
        .values({ quote_id: id, revision, document: JSON.stringify(document), sent_at: at })
        .execute();
      const token = await mintLink(trx, "quote", id, at, revision);
      await trx
        .updateTable("quotes")
        .set({
          number,
          revision,
          status: "envoye",
          edited_since_sent: 0,
          first_sent_at: row.first_sent_at ?? at,
          sent_at: at,
          valid_until: validUntil,
          viewed_at: null,
          decided_at: null,
          client_message: null,
          updated_at: at,
        })
        .where("id", "=", id)
        .execute();
      if (row.lead_id !== null) await moveLeadStatus(trx, row.lead_id, "devis_envoye", actor, at);
      return { ok: true, number, revision, token, leadId: row.lead_id, document };
    });
  }

  /** A fresh link to the current revision (the owner lost the first one); the others keep working. */
  async newLink(id: number): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("quotes").select("revision").where("id", "=", id).executeTakeFirst();
      if (!row || row.revision === 0) return null;
      return mintLink(trx, "quote", id, this.iso(), row.revision);
    });
  }

  /** What a client's token opens: always the quote's current revision, with the one the link was sent with. */
  async open(token: string): Promise<LinkTarget> {
    const link = await findLink(this.db, "quote", token);
    if (link.kind !== "open") return link;
    const quote = await this.db
      .selectFrom("quotes")
      .select(["revision", "status", "valid_until"])
      .where("id", "=", link.documentId)
      .executeTakeFirstOrThrow();
    const revision = await this.db
      .selectFrom("quote_revisions")
      .select("document")
      .where("quote_id", "=", link.documentId)
      .where("revision", "=", quote.revision)
      .executeTakeFirstOrThrow();
    return {
      kind: "quote",
      quoteId: link.documentId,
      linkRevision: link.revision,
      document: JSON.parse(revision.document) as QuoteDocument,
      state: quoteStateOf(quote.status, quote.valid_until, this.today()),
      acceptance: await this.#acceptance(this.db, link.documentId),
    };
  }

  /** The document of the quote's current revision (what the client sees), or null for a draft never sent. */
  async currentDocument(quoteId: number): Promise<QuoteDocument | null> {
    const row = await this.db
      .selectFrom("quote_revisions")
      .innerJoin("quotes", (join) =>
        join
          .onRef("quotes.id", "=", "quote_revisions.quote_id")
          .onRef("quotes.revision", "=", "quote_revisions.revision"),
      )
      .select("quote_revisions.document")
      .where("quotes.id", "=", quoteId)
      .executeTakeFirst();
    return row ? (JSON.parse(row.document) as QuoteDocument) : null;
  }

  /**
   * The client opened his link: "Vu" the first time only, and the owner's devices that asked are told in the same
   * transaction (decision 028). Answers whether this call made it "Vu".
   */
  async markViewed(quoteId: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("quotes")
        .set({ status: "vu", viewed_at: this.iso() })
        .where("id", "=", quoteId)
        .where("status", "=", "envoye")
        .returning("number")
        .executeTakeFirst();
      if (!result) return false;
      await queuePushes(trx, { kind: "quote.viewed", quoteId, number: result.number ?? "" }, this.now());
      return true;
    });
  }

  /**
   * The client accepts `revision`: once, whichever instance and however many clicks (the acceptance's primary key),
   * only the current revision and only before its last day. The quote is then frozen and its request "Gagnée".
   */
  async accept(quoteId: number, input: AcceptanceInput, acceptedAt?: string): Promise<AcceptResult> {
    return this.db.transaction().execute(async (trx): Promise<AcceptResult> => {
      const row = await trx
        .selectFrom("quotes")
        .select(["status", "revision", "valid_until", "lead_id"])
        .where("id", "=", quoteId)
        .executeTakeFirst();
      if (!row) return "closed";
      if (row.status === "accepte") return "already";
      if (row.status === "refuse" || row.status === "brouillon") return "closed";
      if (row.revision !== input.revision) return "replaced";
      if (row.valid_until !== null && row.valid_until < this.today()) return "expired";
      // The time printed on the PDF accepted, when the caller rendered one.
      const at = acceptedAt ?? this.iso();
      const inserted = await trx
        .insertInto("quote_acceptances")
        .values({
          quote_id: quoteId,
          revision: input.revision,
          full_name: input.fullName,
          accepted_at: at,
          address: input.address,
          user_agent: input.userAgent,
          keeps_replaced_parts: input.keepsReplacedParts ? 1 : 0,
          reduced_rate_certified: input.reducedRateCertified ? 1 : 0,
          pdf_sha256: sha256Hex(input.pdf),
          pdf: input.pdf,
        })
        .onConflict((conflict) => conflict.column("quote_id").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return "already";
      await trx
        .updateTable("quotes")
        .set({ status: "accepte", decided_at: at, updated_at: at })
        .where("id", "=", quoteId)
        .execute();
      if (row.lead_id !== null) await moveLeadStatus(trx, row.lead_id, "gagnee", null, at);
      // The job (« chantier ») is born with the acceptance: never an accepted quote without its job to plan.
      await openJobForQuote(trx, quoteId, at, null);
      return "accepted";
    });
  }

  /** The accepted PDF, byte for byte. */
  async acceptedPdf(quoteId: number): Promise<Uint8Array | null> {
    const row = await this.db
      .selectFrom("quote_acceptances")
      .select("pdf")
      .where("quote_id", "=", quoteId)
      .executeTakeFirst();
    return row ? new Uint8Array(row.pdf) : null;
  }

  /** The client refuses (with an optional reason): only a quote still open to him. */
  async refuse(quoteId: number, revision: number, reason: string): Promise<boolean> {
    const at = this.iso();
    const result = await this.db
      .updateTable("quotes")
      .set({ status: "refuse", decided_at: at, updated_at: at, client_message: reason || null })
      .where("id", "=", quoteId)
      .where("revision", "=", revision)
      .where("status", "in", ["envoye", "vu"])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The client asks for a change: kept on the quote for the owner, who is e-mailed. */
  async askChange(quoteId: number, revision: number, message: string): Promise<boolean> {
    const result = await this.db
      .updateTable("quotes")
      .set({ client_message: message, updated_at: this.iso() })
      .where("id", "=", quoteId)
      .where("revision", "=", revision)
      .where("status", "in", ["envoye", "vu"])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** "Mes prestations", alphabetical. */
  async catalogue(): Promise<CatalogueItem[]> {
    return catalogue(this.db);
  }

  /** Adds a line to "Mes prestations", or gives an existing one of that name this price. */
  async addToCatalogue(item: Omit<CatalogueItem, "id">): Promise<void> {
    await addToCatalogue(this.db, item, this.iso());
  }

  /** Starts an empty catalogue with `items` (the /tarifs lines); one that has any item is left as it is. */
  async seedCatalogue(items: readonly Omit<CatalogueItem, "id">[]): Promise<void> {
    await seedCatalogue(this.db, items, this.iso());
  }
}
