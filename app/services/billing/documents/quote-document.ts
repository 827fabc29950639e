import type { QuoteStatus } from "#app/services/db/billing-tables.server.ts";
import type { PublishedCompany } from "#app/services/site/company.server.ts";
import type { QuoteLine } from "./document-lines.server.ts";
import type { MissingMention } from "./document-readiness.server.ts";
import type { QuoteState } from "./quote-state.ts";
import type { QuoteTotals, VatRate } from "./quote-totals.ts";
import type { RetentionTerms } from "./retention.ts";

/** The quote as the owner's form sends it, already checked (quote-form.server.ts). */
export interface QuoteInput {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  clientAddress: string;
  /**
   * The client's SIREN and VAT number, required when the works are subcontracted (reverse charge). Absent, like the
   * flag, from the revisions sent before they existed: a homeowner's quote.
   */
  clientSiren?: string;
  clientVat?: string;
  /** The client, a VAT-registered contractor, subcontracts these works to us: it pays the VAT (decision 064). */
  reverseCharge?: boolean;
  /**
   * The retention guarantee agreed with a business or public client, or the bank's guarantee replacing it
   * (loi 71-584; decision 065); null or absent (the revisions sent before it existed) for none.
   */
  retention?: RetentionTerms | null;
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

/** What a request's export row says of its newest quote. */
export interface NewestQuote {
  number: string | null;
  state: QuoteState;
  inclCents: number;
}
