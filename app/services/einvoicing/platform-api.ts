/**
 * The objects of the AFNOR XP Z12-013 API between a company's software and its approved platform, as the Flow
 * Service and the Directory Service exchange them (field names are the standard's). Only what the site reads is
 * typed; a platform may add fields.
 */

/** The syntaxes a flow is deposited in: invoices (CII, UBL, Factur-X), lifecycle statuses (CDAR), e-reporting (FRR). */
export type FlowSyntax = "CII" | "UBL" | "Factur-X" | "CDAR" | "FRR";

/** How the platform must treat the flow: an invoice between French businesses is "B2B", a consumer sale "B2C"… */
export type ProcessingRule =
  | "B2B"
  | "B2BInt"
  | "B2C"
  | "B2G"
  | "B2GInt"
  | "OutOfScope"
  | "B2GOutOfScope"
  | "ArchiveOnly";

/** Which of a flow's documents `GET /v1/flows/{flowId}` returns. */
export type FlowDocType = "Metadata" | "Original" | "Converted" | "ReadableView";

export interface FlowInfo {
  flowSyntax: FlowSyntax;
  /** The file's name as the platform shows it (at most 255 characters). */
  name: string;
  processingRule: ProcessingRule;
  /** The sender's own reference, unique per flow: the same deposit sent twice gets the same flowId back. */
  trackingId: string;
}

export interface FlowAcknowledgement {
  /** Pending until the platform has checked the file, then Ok or Error. */
  status: "Pending" | "Ok" | "Error";
  details?: { item: string; level: string; reasonCode: string; reasonMessage: string }[];
}

export interface Flow {
  flowId: string;
  trackingId?: string;
  name?: string;
  flowSyntax?: string;
  processingRule?: string;
  flowDirection?: "In" | "Out";
  flowType?: string;
  sha256?: string;
  submittedAt?: string;
  /** The search's cursor: flows come back ordered by it, strictly after the date asked. */
  updatedAt: string;
  acknowledgement?: FlowAcknowledgement;
}

export interface FlowSearch {
  /** Strict: a flow updated exactly at this instant is not returned again. */
  updatedAfter: string;
  flowType?: string[];
  flowDirection?: ("In" | "Out")[];
  /** 1 to 100, the page size every platform must serve. */
  limit?: number;
}

export interface FlowPage {
  flows: Flow[];
  /** The updatedAfter of the next page, or null when this page was the last. */
  nextUpdatedAfter: string | null;
}

/** A business as the directory knows it from the national register. */
export interface SirenRecord {
  siren: string;
  businessName?: string;
  /** PrivateVatRegistered, Public… */
  entityType?: string;
  /** "A" active, "C" closed. */
  administrativeStatus?: string;
}

/**
 * Where a business receives its invoices: its addressing identifier (SIREN, SIREN_SIRET, SIREN_SUFFIX or
 * SIREN_SIRET_ROUTINGCODE), the electronic address an invoice names with scheme 0225.
 */
export interface DirectoryLine {
  addressingIdentifier: string;
  siren: string;
  siret?: string;
  addressingSuffix?: string;
  /** A department's code inside an establishment; its type is 0224, the scheme an invoice names it in (BT-46). */
  routingCode?: { routingIdentifier?: string; routingIdentifierType?: string; routingCodeName?: string };
  /** The receiving platform's type (UNCL 3035): WK an approved platform, DFH the public invoicing portal. */
  platformType?: string;
  /** Upcoming, Enabled or Disabled. */
  directoryLineStatus?: string;
}

/** The electronic address scheme (ISO 6523 ICD 0225) of a French directory's addressing identifiers. */
export const DIRECTORY_ADDRESS_SCHEME = "0225";

export interface DirectorySearch {
  siren: string;
  siret?: string;
  /** 1 to 100. */
  limit?: number;
  /** How many lines to skip: the directory pages by offset. */
  ignore?: number;
}

export interface DirectoryPage {
  lines: DirectoryLine[];
  total: number;
}

/** Why a call did not give its answer, in the terms the owner and a retry policy need. */
export type PlatformFailure =
  | { kind: "unreachable"; detail: string }
  | { kind: "credentials-refused"; status: number }
  | { kind: "unavailable"; status: number; retryAfterMs: number | null }
  | { kind: "rejected"; status: number; errorCode: string | null; errorMessage: string | null }
  | { kind: "invalid-answer"; detail: string };

export type PlatformResult<T> = { ok: true; value: T } | { ok: false; failure: PlatformFailure };

/** The platform's addresses and the site's credentials there. */
export interface PlatformConnection {
  /** The Flow Service's base, before `/v1/flows`. */
  flowUrl: string;
  /** The Directory Service's base, before `/v1/siren`. */
  directoryUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}
