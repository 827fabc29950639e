import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { addDays } from "#app/lib/french-format.ts";
import { documentNumber, nextInSeries } from "#app/services/billing/numbering/numbering.server.ts";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type {
  Database,
  QuoteLineKind,
  QuoteLinesTable,
  QuoteStatus,
  QuotesTable,
} from "#app/services/db/schema.server.ts";
import { type Actor, moveLeadStatus } from "#app/services/pro/leads.server.ts";
import { hashToken } from "#app/services/pro/store.server.ts";
import { queuePushes } from "#app/services/push/store.server.ts";
import type { PublishedCompany } from "#app/services/site/company.server.ts";
import { parisToday } from "#app/services/site/publication.server.ts";
import { type MissingMention, missingMentions } from "./document-readiness.server.ts";
import { type QuoteTotals, quoteTotals, type VatRate } from "./quote-totals.ts";

export type { QuoteLineKind, QuoteStatus } from "#app/services/db/schema.server.ts";

/** What a list shows: the stored status, or "expire" for a sent quote past its last day. */
export type QuoteState = QuoteStatus | "expire";

export interface QuoteLine {
  kind: QuoteLineKind;
  designation: string;
  quantityMilli: number;
  unit: string;
  unitPriceCents: number;
  vatRate: VatRate;
}

/** The quote as the owner's form sends it, already checked (quote-form.server.ts). */
export interface QuoteInput {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  clientAddress: string;
  siteAddress: string;
  title: string;
  startText: string;
  paymentTerms: string;
  depositPercent: number;
  validityDays: number;
  paidQuote: boolean;
  urgentRepair: boolean;
  lines: QuoteLine[];
}

/** The company as the quote names it, frozen with each revision. */
export type QuoteCompany = Pick<
  PublishedCompany["identity"],
  "name" | "email" | "address" | "legal" | "insurance" | "mediator"
> & {
  phone: string;
};

/** A revision as sent: everything its page and PDF show, so a later edit of the company or quote changes nothing. */
export interface QuoteDocument extends QuoteInput {
  number: string;
  revision: number;
  /** YYYY-MM-DD (Europe/Paris). */
  date: string;
  validUntil: string;
  company: QuoteCompany;
  totals: QuoteTotals;
}

export interface QuoteRow {
  id: number;
  leadId: number | null;
  number: string | null;
  state: QuoteState;
  clientName: string;
  title: string;
  totals: QuoteTotals;
  updatedAt: string;
  sentAt: string | null;
}

export interface Acceptance {
  revision: number;
  fullName: string;
  acceptedAt: string;
  address: string;
  userAgent: string;
  keepsReplacedParts: boolean;
  reducedRateCertified: boolean;
  pdfSha256: string;
}

export interface QuoteDetail extends QuoteInput {
  id: number;
  leadId: number | null;
  number: string | null;
  status: QuoteStatus;
  state: QuoteState;
  revision: number;
  editedSinceSent: boolean;
  createdAt: string;
  sentAt: string | null;
  validUntil: string | null;
  viewedAt: string | null;
  decidedAt: string | null;
  clientMessage: string | null;
  totals: QuoteTotals;
  acceptance: Acceptance | null;
}

export interface CatalogueItem {
  id: number;
  designation: string;
  unit: string;
  unitPriceCents: number;
  vatRate: VatRate;
}

/** One month of quotes (Europe/Paris), for the dashboard. */
export interface QuoteMonth {
  /** YYYY-MM. */
  month: string;
  sent: number;
  accepted: number;
  refused: number;
  expired: number;
  /** Excluding VAT: what the quotes first sent that month ask, and what those accepted that month bring. */
  quotedExclCents: number;
  acceptedExclCents: number;
}

export interface QuoteFigures {
  months: QuoteMonth[];
  /** Accepted among the quotes that got an answer or ran out (accepted, refused, expired), 0 to 1; null without any. */
  acceptanceRate: number | null;
  /** Median time from a request's arrival to its first quote sent, in hours; null without any. */
  medianHoursToQuote: number | null;
}

/** What a client's link opens. */
export type LinkTarget =
  | { kind: "unknown" }
  | { kind: "revoked" }
  | {
      kind: "quote";
      quoteId: number;
      /** The revision this link was sent with, and the one the quote is at now. */
      linkRevision: number;
      document: QuoteDocument;
      state: QuoteState;
      acceptance: Acceptance | null;
    };

export type SendResult =
  | { ok: true; number: string; revision: number; token: string; leadId: number | null; document: QuoteDocument }
  | { ok: false; reason: "missing" | "accepted" | "empty" | "unchanged" }
  | { ok: false; reason: "incomplete"; missing: MissingMention[] };

export type AcceptResult = "accepted" | "already" | "expired" | "replaced" | "closed";

export interface AcceptanceInput {
  revision: number;
  fullName: string;
  address: string;
  userAgent: string;
  keepsReplacedParts: boolean;
  reducedRateCertified: boolean;
  pdf: Uint8Array;
}

/** A client's link: 256 random bits, base64url. */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Whether `token` has the shape newLinkToken gives (43 base64url characters): anything else is refused unread. */
export function isLinkToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function stateOf(status: QuoteStatus, validUntil: string | null, today: string): QuoteState {
  return (status === "envoye" || status === "vu") && validUntil !== null && validUntil < today ? "expire" : status;
}

function toLine(row: Selectable<QuoteLinesTable>): QuoteLine {
  return {
    kind: row.kind,
    designation: row.designation,
    quantityMilli: row.quantity_milli,
    unit: row.unit,
    unitPriceCents: row.unit_price_cents,
    vatRate: row.vat_rate as VatRate,
  };
}

/** Section titles carry no amount. */
export function pricedLines(lines: readonly QuoteLine[]): QuoteLine[] {
  return lines.filter((line) => line.kind !== "section");
}

function toInput(row: Selectable<QuotesTable>, lines: QuoteLine[]): QuoteInput {
  return {
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    clientAddress: row.client_address,
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

function quoteNumber(year: number, sequence: number): string {
  return documentNumber("D", year, sequence);
}

/** What a request's export row says of its newest quote. */
export interface NewestQuote {
  number: string | null;
  state: QuoteState;
  inclCents: number;
}

/**
 * Quotes, their lines, revisions, links and acceptances, the same code on SQLite and PostgreSQL. Every change is
 * one transaction: a quote is saved, sent or accepted whole or not at all.
 */
export class QuoteStore {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;

  constructor(database: StoreDatabase, now: () => number = Date.now) {
    this.#db = database.db;
    this.#now = now;
  }

  #iso(): string {
    return new Date(this.#now()).toISOString();
  }

  #today(): string {
    return parisToday(new Date(this.#now()));
  }

  /** A new draft, its client taken from the request when there is one. Null when the request does not exist. */
  async create(leadId: number | null, prefill: Partial<QuoteInput>): Promise<number | null> {
    return this.#db.transaction().execute(async (trx) => {
      if (leadId !== null) {
        const lead = await trx.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst();
        if (!lead) return null;
      }
      const at = this.#iso();
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

  async #lines(db: Kysely<Database> | Transaction<Database>, quoteId: number): Promise<QuoteLine[]> {
    const rows = await db
      .selectFrom("quote_lines")
      .selectAll()
      .where("quote_id", "=", quoteId)
      .orderBy("position")
      .execute();
    return rows.map(toLine);
  }

  /** The totals of several quotes at once, by id (one query for all their lines). */
  async #totalsOf(quoteIds: readonly number[]): Promise<Map<number, QuoteTotals>> {
    const rows = quoteIds.length
      ? await this.#db
          .selectFrom("quote_lines")
          .selectAll()
          .where("quote_id", "in", [...quoteIds])
          .orderBy("position")
          .execute()
      : [];
    return new Map(
      quoteIds.map((id) => [id, quoteTotals(pricedLines(rows.filter((line) => line.quote_id === id).map(toLine)))]),
    );
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
    const row = await this.#db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    const lines = await this.#lines(this.#db, id);
    return {
      ...toInput(row, lines),
      id: row.id,
      leadId: row.lead_id,
      number: row.number,
      status: row.status,
      state: stateOf(row.status, row.valid_until, this.#today()),
      revision: row.revision,
      editedSinceSent: row.edited_since_sent === 1,
      createdAt: row.created_at,
      sentAt: row.sent_at,
      validUntil: row.valid_until,
      viewedAt: row.viewed_at,
      decidedAt: row.decided_at,
      clientMessage: row.client_message,
      totals: quoteTotals(pricedLines(lines)),
      acceptance: await this.#acceptance(this.#db, id),
    };
  }

  /** Every quote, newest change first, in one state or all; each with its totals. */
  async list(state: QuoteState | null): Promise<QuoteRow[]> {
    const today = this.#today();
    let query = this.#db.selectFrom("quotes").selectAll().orderBy("updated_at", "desc").orderBy("id", "desc");
    if (state === "expire") {
      query = query.where("status", "in", ["envoye", "vu"]).where("valid_until", "<", today);
    } else if (state === "envoye" || state === "vu") {
      query = query.where("status", "=", state).where("valid_until", ">=", today);
    } else if (state) {
      query = query.where("status", "=", state);
    }
    const rows = await query.execute();
    const totals = await this.#totalsOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      leadId: row.lead_id,
      number: row.number,
      state: stateOf(row.status, row.valid_until, today),
      clientName: row.client_name,
      title: row.title,
      totals: totals.get(row.id) as QuoteTotals,
      updatedAt: row.updated_at,
      sentAt: row.sent_at,
    }));
  }

  /** The quotes of a request, newest first: its page links to them. */
  async ofLead(leadId: number): Promise<{ id: number; number: string | null; state: QuoteState }[]> {
    const today = this.#today();
    const rows = await this.#db
      .selectFrom("quotes")
      .select(["id", "number", "status", "valid_until"])
      .where("lead_id", "=", leadId)
      .orderBy("id", "desc")
      .execute();
    return rows.map((row) => ({ id: row.id, number: row.number, state: stateOf(row.status, row.valid_until, today) }));
  }

  /** Quotes sent, accepted, refused and expired per month over the last `months`, the amounts, rate and delay. */
  async figures(months = 12): Promise<QuoteFigures> {
    const today = this.#today();
    const monthOf = (iso: string) => parisToday(new Date(iso)).slice(0, 7);
    const keys: string[] = [];
    const [year, month] = today.split("-").map(Number) as [number, number];
    for (let back = months - 1; back >= 0; back -= 1) {
      const date = new Date(Date.UTC(year, month - 1 - back, 1));
      keys.push(date.toISOString().slice(0, 7));
    }
    const table = new Map<string, QuoteMonth>(
      keys.map((key) => [
        key,
        { month: key, sent: 0, accepted: 0, refused: 0, expired: 0, quotedExclCents: 0, acceptedExclCents: 0 },
      ]),
    );
    const rows = await this.#db
      .selectFrom("quotes")
      .leftJoin("leads", "leads.id", "quotes.lead_id")
      .select([
        "quotes.id",
        "quotes.status",
        "quotes.first_sent_at",
        "quotes.decided_at",
        "quotes.valid_until",
        "leads.created_at as lead_created_at",
      ])
      .where("quotes.first_sent_at", "is not", null)
      .execute();
    const totals = await this.#totalsOf(rows.map((row) => row.id));
    let accepted = 0;
    let closed = 0;
    const delays: number[] = [];
    for (const row of rows) {
      const excl = (totals.get(row.id) as QuoteTotals).exclCents;
      const sent = table.get(monthOf(row.first_sent_at as string));
      if (sent) {
        sent.sent += 1;
        sent.quotedExclCents += excl;
      }
      const state = stateOf(row.status, row.valid_until, today);
      const decided =
        state === "expire"
          ? table.get((row.valid_until as string).slice(0, 7))
          : row.decided_at
            ? table.get(monthOf(row.decided_at))
            : undefined;
      if (state === "accepte") {
        accepted += 1;
        if (decided) {
          decided.accepted += 1;
          decided.acceptedExclCents += excl;
        }
      }
      if (state === "refuse" && decided) decided.refused += 1;
      if (state === "expire" && decided) decided.expired += 1;
      if (state === "accepte" || state === "refuse" || state === "expire") closed += 1;
      if (row.lead_created_at) {
        delays.push((Date.parse(row.first_sent_at as string) - Date.parse(row.lead_created_at)) / 3_600_000);
      }
    }
    delays.sort((a, b) => a - b);
    const middle = Math.floor(delays.length / 2);
    const median =
      delays.length === 0
        ? null
        : delays.length % 2
          ? (delays[middle] as number)
          : ((delays[middle - 1] as number) + (delays[middle] as number)) / 2;
    return {
      months: [...table.values()],
      acceptanceRate: closed ? accepted / closed : null,
      medianHoursToQuote: median,
    };
  }

  /** The newest quote of each request, for the CSV export: its number, state and total including VAT. */
  async newestOfLeads(leadIds: readonly number[]): Promise<Map<number, NewestQuote>> {
    const found = new Map<number, NewestQuote>();
    if (leadIds.length === 0) return found;
    const today = this.#today();
    const rows = await this.#db
      .selectFrom("quotes")
      .select(["id", "lead_id", "number", "status", "valid_until"])
      .where("lead_id", "in", leadIds)
      .orderBy("id", "desc")
      .execute();
    const newest = rows.filter((row, index) => rows.findIndex((other) => other.lead_id === row.lead_id) === index);
    const totals = await this.#totalsOf(newest.map((row) => row.id));
    for (const row of newest) {
      found.set(row.lead_id as number, {
        number: row.number,
        state: stateOf(row.status, row.valid_until, today),
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
    return this.#db.transaction().execute(async (trx) => {
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
          site_address: input.siteAddress,
          title: input.title,
          start_text: input.startText,
          payment_terms: input.paymentTerms,
          deposit_percent: input.depositPercent,
          validity_days: input.validityDays,
          paid_quote: input.paidQuote ? 1 : 0,
          urgent_repair: input.urgentRepair ? 1 : 0,
          edited_since_sent: row.revision > 0 ? 1 : 0,
          updated_at: this.#iso(),
        })
        .where("id", "=", id)
        .execute();
      await trx.deleteFrom("quote_lines").where("quote_id", "=", id).execute();
      if (input.lines.length) {
        await trx
          .insertInto("quote_lines")
          .values(
            input.lines.map((line, index) => ({
              quote_id: id,
              position: index + 1,
              kind: line.kind,
              designation: line.designation,
              quantity_milli: line.quantityMilli,
              unit: line.unit,
              unit_price_cents: line.unitPriceCents,
              vat_rate: line.vatRate,
            })),
          )
          .execute();
      }
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
    return this.#db.transaction().execute(async (trx): Promise<SendResult> => {
      const row = await trx.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return { ok: false, reason: "missing" };
      if (row.status === "accepte") return { ok: false, reason: "accepted" };
      const lines = await this.#lines(trx, id);
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
      const at = this.#iso();
      const date = this.#today();
      const number =
        row.number ?? quoteNumber(Number(date.slice(0, 4)), await nextInSeries(trx, "D", Number(date.slice(0, 4))));
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
        totals: quoteTotals(pricedLines(lines)),
      };
      await trx
        .insertInto("quote_revisions")
        .values({ quote_id: id, revision, document: JSON.stringify(document), sent_at: at })
        .execute();
      const token = newLinkToken();
      await trx
        .insertInto("quote_links")
        .values({ token_hash: hashToken(token), quote_id: id, revision, created_at: at })
        .execute();
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
    return this.#db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("quotes").select("revision").where("id", "=", id).executeTakeFirst();
      if (!row || row.revision === 0) return null;
      const token = newLinkToken();
      await trx
        .insertInto("quote_links")
        .values({ token_hash: hashToken(token), quote_id: id, revision: row.revision, created_at: this.#iso() })
        .execute();
      return token;
    });
  }

  /** Every link of the quote stops opening it (sent to the wrong person). */
  async revokeLinks(id: number): Promise<number> {
    const result = await this.#db
      .updateTable("quote_links")
      .set({ revoked_at: this.#iso() })
      .where("quote_id", "=", id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** What a client's token opens: always the quote's current revision, with the one the link was sent with. */
  async open(token: string): Promise<LinkTarget> {
    const link = await this.#db
      .selectFrom("quote_links")
      .select(["quote_id", "revision", "revoked_at"])
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirst();
    if (!link) return { kind: "unknown" };
    if (link.revoked_at !== null) return { kind: "revoked" };
    const quote = await this.#db
      .selectFrom("quotes")
      .select(["revision", "status", "valid_until"])
      .where("id", "=", link.quote_id)
      .executeTakeFirstOrThrow();
    const revision = await this.#db
      .selectFrom("quote_revisions")
      .select("document")
      .where("quote_id", "=", link.quote_id)
      .where("revision", "=", quote.revision)
      .executeTakeFirstOrThrow();
    return {
      kind: "quote",
      quoteId: link.quote_id,
      linkRevision: link.revision,
      document: JSON.parse(revision.document) as QuoteDocument,
      state: stateOf(quote.status, quote.valid_until, this.#today()),
      acceptance: await this.#acceptance(this.#db, link.quote_id),
    };
  }

  /** The document of the quote's current revision (what the client sees), or null for a draft never sent. */
  async currentDocument(quoteId: number): Promise<QuoteDocument | null> {
    const row = await this.#db
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
    return this.#db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("quotes")
        .set({ status: "vu", viewed_at: this.#iso() })
        .where("id", "=", quoteId)
        .where("status", "=", "envoye")
        .returning("number")
        .executeTakeFirst();
      if (!result) return false;
      await queuePushes(trx, { kind: "quote.viewed", quoteId, number: result.number ?? "" }, this.#now());
      return true;
    });
  }

  /**
   * The client accepts `revision`: once, whichever instance and however many clicks (the acceptance's primary key),
   * only the current revision and only before its last day. The quote is then frozen and its request "Gagnée".
   */
  async accept(quoteId: number, input: AcceptanceInput, acceptedAt?: string): Promise<AcceptResult> {
    return this.#db.transaction().execute(async (trx): Promise<AcceptResult> => {
      const row = await trx
        .selectFrom("quotes")
        .select(["status", "revision", "valid_until", "lead_id"])
        .where("id", "=", quoteId)
        .executeTakeFirst();
      if (!row) return "closed";
      if (row.status === "accepte") return "already";
      if (row.status === "refuse" || row.status === "brouillon") return "closed";
      if (row.revision !== input.revision) return "replaced";
      if (row.valid_until !== null && row.valid_until < this.#today()) return "expired";
      // The time printed on the PDF accepted, when the caller rendered one.
      const at = acceptedAt ?? this.#iso();
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
      return "accepted";
    });
  }

  /** The accepted PDF, byte for byte. */
  async acceptedPdf(quoteId: number): Promise<Uint8Array | null> {
    const row = await this.#db
      .selectFrom("quote_acceptances")
      .select("pdf")
      .where("quote_id", "=", quoteId)
      .executeTakeFirst();
    return row ? new Uint8Array(row.pdf) : null;
  }

  /** The client refuses (with an optional reason): only a quote still open to him. */
  async refuse(quoteId: number, revision: number, reason: string): Promise<boolean> {
    const at = this.#iso();
    const result = await this.#db
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
    const result = await this.#db
      .updateTable("quotes")
      .set({ client_message: message, updated_at: this.#iso() })
      .where("id", "=", quoteId)
      .where("revision", "=", revision)
      .where("status", "in", ["envoye", "vu"])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** "Mes prestations", alphabetical. */
  async catalogue(): Promise<CatalogueItem[]> {
    const rows = await this.#db.selectFrom("quote_catalogue").selectAll().orderBy("designation").execute();
    return rows.map((row) => ({
      id: row.id,
      designation: row.designation,
      unit: row.unit,
      unitPriceCents: row.unit_price_cents,
      vatRate: row.vat_rate as VatRate,
    }));
  }

  /** Adds a line to "Mes prestations", or gives an existing one of that name this price. */
  async addToCatalogue(item: Omit<CatalogueItem, "id">): Promise<void> {
    await this.#db
      .insertInto("quote_catalogue")
      .values({
        designation: item.designation,
        unit: item.unit,
        unit_price_cents: item.unitPriceCents,
        vat_rate: item.vatRate,
        created_at: this.#iso(),
      })
      .onConflict((conflict) =>
        conflict
          .column("designation")
          .doUpdateSet({ unit: item.unit, unit_price_cents: item.unitPriceCents, vat_rate: item.vatRate }),
      )
      .execute();
  }

  /** Starts an empty catalogue with `items` (the /tarifs lines); one that has any item is left as it is. */
  async seedCatalogue(items: readonly Omit<CatalogueItem, "id">[]): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      const any = await trx.selectFrom("quote_catalogue").select("id").limit(1).executeTakeFirst();
      if (any || items.length === 0) return;
      await trx
        .insertInto("quote_catalogue")
        .values(
          items.map((item) => ({
            designation: item.designation,
            unit: item.unit,
            unit_price_cents: item.unitPriceCents,
            vat_rate: item.vatRate,
            created_at: this.#iso(),
          })),
        )
        .onConflict((conflict) => conflict.column("designation").doNothing())
        .execute();
    });
  }
}
