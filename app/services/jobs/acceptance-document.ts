import { jobAcceptanceCopy } from "#app/content/job-acceptance.ts";
import type { QuoteCompany } from "#app/services/billing/documents/quote-document.ts";

/*
 * The « procès-verbal de réception » as data (decision 057): what is read before signing (the draft), what is
 * frozen when the client signs (the document: the draft with his decision, the guarantees' end dates and his
 * signature), and the second signature that lifts the reserves. Nothing here reads a database: the store
 * (acceptance.server.ts) builds the draft from the job and freezes what these functions return.
 */

export interface AcceptanceWorks {
  /** The job's title, or the quote's subject. */
  title: string;
  quoteNumber: string | null;
  /** YYYY-MM-DD: the quote's revision accepted. */
  quoteDate: string | null;
  /** The quote's lines' designations (its sections included), without prices. */
  items: string[];
}

/** What the client reads before he signs: the parties, the site and the works. */
export interface AcceptanceDraft {
  version: 1;
  jobId: number;
  company: QuoteCompany;
  client: { name: string; address: string };
  siteAddress: string;
  works: AcceptanceWorks;
  /** YYYY-MM-DD (Europe/Paris): the day « Terminé » was pressed. */
  finishedOn: string | null;
}

export interface Reserve {
  text: string;
  /** YYYY-MM-DD: the day the company undertakes to have made it good by, when agreed. */
  liftBy: string | null;
}

/** The last day of each guarantee (YYYY-MM-DD): each runs from the acceptance's date. */
export interface Guarantees {
  parfaitAchevement: string;
  biennale: string;
  decennale: string;
}

export type SignedWhere = "site" | "online";

export interface Signature {
  /** The name the client typed. */
  name: string;
  /** ISO 8601. */
  at: string;
  where: SignedWhere;
  /** The sentence he ticked, word for word. */
  statement: string;
  /** The team member whose phone he signed on, for the company (on site only). */
  collectedBy: string | null;
  /** Proof of the signing, as a quote's acceptance keeps it: never printed. */
  address: string;
  userAgent: string;
}

/** The PV as signed: frozen, stored as its JSON text beside that text's SHA-256. */
export interface AcceptanceDocument extends AcceptanceDraft {
  /** YYYY-MM-DD (Europe/Paris). */
  acceptedOn: string;
  reserves: Reserve[];
  guarantees: Guarantees;
  signature: Signature;
}

/** The second signature: the reserves the client lifts, naming the PV it lifts them on by its SHA-256. */
export interface LiftDocument {
  version: 1;
  jobId: number;
  acceptanceSha256: string;
  reserves: Reserve[];
  /** YYYY-MM-DD (Europe/Paris). */
  liftedOn: string;
  signature: Signature;
}

/** A signature as a page shows it: the proof kept with it (address, browser) never leaves the server. */
export type Shown<T extends AcceptanceDocument | LiftDocument> = Omit<T, "signature"> & {
  signature: Omit<T["signature"], "address" | "userAgent">;
};

export interface AcceptancePage {
  state: AcceptanceState;
  jobFinished: boolean;
  /** What is signed when nothing is yet: the draft, its hash for the form, the guarantees if signed today. */
  draft: { document: AcceptanceDraft; hash: string; guarantees: Guarantees } | null;
  signed: {
    document: Shown<AcceptanceDocument>;
    sha256: string;
    lift: { document: Shown<LiftDocument>; sha256: string } | null;
  } | null;
}

export type AcceptanceState = "a_signer" | "sans_reserve" | "avec_reserves" | "reserves_levees";

export function acceptanceState(signed: { reservesCount: number; liftedAt: string | null } | null): AcceptanceState {
  if (!signed) return "a_signer";
  if (signed.reservesCount === 0) return "sans_reserve";
  return signed.liftedAt ? "reserves_levees" : "avec_reserves";
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The day `years` after `date` (YYYY-MM-DD): the same day of the month, or the month's last day when it has none
 * (a 29 February), as article 641 of the Code de procédure civile counts a period expressed in years.
 */
export function yearsAfter(date: string, years: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const target = year + years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${target}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

/** One year (art. 1792-6), two years (art. 1792-3) and ten years (art. 1792-4-1) from the acceptance. */
export function guaranteeEnds(acceptedOn: string): Guarantees {
  return {
    parfaitAchevement: yearsAfter(acceptedOn, 1),
    biennale: yearsAfter(acceptedOn, 2),
    decennale: yearsAfter(acceptedOn, 10),
  };
}

/** The client's decision and signature, as the form's rules accepted them (parseSigning). */
export interface Signing {
  reserves: Reserve[];
  name: string;
}

export function signedDocument(
  draft: AcceptanceDraft,
  signing: Signing,
  context: { acceptedOn: string; at: string; where: SignedWhere; collectedBy: string | null } & Pick<
    Signature,
    "address" | "userAgent"
  >,
): AcceptanceDocument {
  const statements = jobAcceptanceCopy.statements;
  return {
    ...draft,
    acceptedOn: context.acceptedOn,
    reserves: signing.reserves,
    guarantees: guaranteeEnds(context.acceptedOn),
    signature: {
      name: signing.name,
      at: context.at,
      where: context.where,
      statement: signing.reserves.length ? statements.avec : statements.sans,
      collectedBy: context.where === "site" ? context.collectedBy : null,
      address: context.address,
      userAgent: context.userAgent,
    },
  };
}

export function liftDocument(
  signed: { document: AcceptanceDocument; sha256: string },
  name: string,
  context: { liftedOn: string; at: string; where: SignedWhere; collectedBy: string | null } & Pick<
    Signature,
    "address" | "userAgent"
  >,
): LiftDocument {
  return {
    version: 1,
    jobId: signed.document.jobId,
    acceptanceSha256: signed.sha256,
    reserves: signed.document.reserves,
    liftedOn: context.liftedOn,
    signature: {
      name,
      at: context.at,
      where: context.where,
      statement: jobAcceptanceCopy.statements.lift,
      collectedBy: context.where === "site" ? context.collectedBy : null,
      address: context.address,
      userAgent: context.userAgent,
    },
  };
}

export const MAX_RESERVES = 10;
/** How many reserve rows the form shows: 3, then 3 more each time « Ajouter des lignes » is pressed. */
export const RESERVE_ROWS = 3;
const MAX_RESERVE_LENGTH = 500;

/** A client's text as stored: NFC, no control character but the line break, trimmed. */
export function cleanText(value: FormDataEntryValue | null | undefined): string {
  if (typeof value !== "string") return "";
  return (
    value
      .normalize("NFC")
      .replace(/\r\n?/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is removed.
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, "")
      .trim()
  );
}

function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The typed name of whoever signs (the PV, or the lifting of its reserves) and his « Bon pour réception ». */
export function parseSigner(form: FormData): { name: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = cleanText(form.get("name")).replace(/\s+/g, " ");
  if (name.length < 2 || name.length > 100) errors.name = jobAcceptanceCopy.errors.name;
  if (form.get("accord") !== "on") errors.accord = jobAcceptanceCopy.errors.accord;
  return { name, errors };
}

export type SigningForm =
  | { ok: true; signing: Signing }
  | { ok: false; errors: Record<string, string>; values: SigningValues };

/** What the form gives back with a refusal: the client's words, never lost to a mistake. */
export interface SigningValues {
  name: string;
  choice: string;
  reserves: Reserve[];
}

/**
 * The signing form (`choice` sans|avec, `reserve` and `liftBy` repeated in the same order, `name`, `accord`), as
 * hostile input: every value bounded and checked, a deadline within the year of the « parfait achèvement », and a
 * choice that contradicts the reserves typed refused rather than guessed.
 */
export function parseSigning(form: FormData, today: string): SigningForm {
  const copy = jobAcceptanceCopy.errors;
  const { name, errors } = parseSigner(form);
  const choice = String(form.get("choice") ?? "");
  const texts = form.getAll("reserve").slice(0, MAX_RESERVES + 1);
  const dates = form.getAll("liftBy").slice(0, MAX_RESERVES + 1);
  const rows = Array.from({ length: Math.max(texts.length, dates.length) }, (_, index) => ({
    text: cleanText(texts[index]),
    liftBy: cleanText(dates[index]).slice(0, 10) || null,
  }));
  const last = guaranteeEnds(today).parfaitAchevement;
  const reserves: Reserve[] = [];
  rows.forEach((row, index) => {
    const number = index + 1;
    if (row.text.length > MAX_RESERVE_LENGTH) errors[`reserve-${index}`] = copy.reserve(number);
    if (row.liftBy !== null) {
      if (!row.text) errors[`liftBy-${index}`] = copy.liftByWithoutReserve(number);
      else if (!isDay(row.liftBy) || row.liftBy < today || row.liftBy > last) {
        errors[`liftBy-${index}`] = copy.liftBy(number, last.split("-").reverse().join("/"));
      }
    }
    if (row.text) reserves.push({ text: row.text.slice(0, MAX_RESERVE_LENGTH), liftBy: row.liftBy });
  });
  if (reserves.length > MAX_RESERVES) errors.reserves = copy.tooMany;
  if (choice !== "sans" && choice !== "avec") errors.choice = copy.choice;
  else if (choice === "avec" && reserves.length === 0) errors.choice = copy.noReserve;
  else if (choice === "sans" && reserves.length > 0) errors.choice = copy.reservesWithoutChoice;
  if (Object.keys(errors).length > 0) {
    return {
      ok: false,
      errors,
      values: {
        name: name.slice(0, 100),
        choice: choice === "avec" || choice === "sans" ? choice : "",
        reserves: rows.slice(0, MAX_RESERVES).map((row) => ({
          text: row.text.slice(0, MAX_RESERVE_LENGTH),
          liftBy: row.liftBy,
        })),
      },
    };
  }
  return { ok: true, signing: { name, reserves } };
}
