import { jobAcceptanceCopy } from "#app/content/job-acceptance.ts";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { clientAddress } from "#app/services/pro/audit.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import { AcceptanceStore, type SignedAcceptance, type SigningContext } from "./acceptance.server.ts";
import {
  type AcceptanceDocument,
  type AcceptancePage,
  type AcceptanceState,
  acceptanceState,
  guaranteeEnds,
  type LiftDocument,
  MAX_RESERVES,
  parseSigner,
  parseSigning,
  RESERVE_ROWS,
  type Shown,
  type SigningValues,
} from "./acceptance-document.ts";
import { type EndOfJobStatus, endOfJobStatus } from "./end-of-job.server.ts";

/* The PV on the running store, for the office's page, the client's page, their PDFs and the job's page. */

export async function acceptanceStore(): Promise<AcceptanceStore> {
  return new AcceptanceStore((await getLeads()).database);
}

/** Where and from what a signature comes: the request's address and browser, kept in the frozen document. */
export function signingContext(request: Request, member: SigningContext["member"]): SigningContext {
  return {
    where: member ? "site" : "online",
    member,
    address: clientAddress(request) ?? "",
    userAgent: (request.headers.get("user-agent") ?? "").slice(0, 500),
  };
}

/** A signature as a page shows it: the proof kept with it (address, browser) never leaves the server. */
function shown<T extends AcceptanceDocument | LiftDocument>(document: T): Shown<T> {
  const { address: _address, userAgent: _userAgent, ...signature } = document.signature;
  return { ...document, signature } as Shown<T>;
}

/** The page's data for a job (the office's or the client's); null for an unknown job. */
export async function acceptancePage(jobId: number): Promise<AcceptancePage | null> {
  const store = await acceptanceStore();
  const signed = await store.signed(jobId);
  const prepared = await store.prepare(jobId, publishedCompany());
  if (!prepared) return null;
  return {
    state: acceptanceState(signed && { reservesCount: signed.reservesCount, liftedAt: signed.lift?.liftedAt ?? null }),
    jobFinished: prepared.state === "termine",
    draft: signed
      ? null
      : { document: prepared.draft, hash: prepared.draftHash, guarantees: guaranteeEnds(parisToday()) },
    signed: signed && {
      document: shown(signed.document),
      sha256: signed.sha256,
      lift: signed.lift && { document: shown(signed.lift.document), sha256: signed.lift.sha256 },
    },
  };
}

export type AcceptanceActionResult =
  | { ok: true; done: "signe" | "leve" }
  | {
      ok: false;
      status: number;
      form: "signer" | "lever";
      errors: Record<string, string>;
      values: SigningValues;
      rows: number;
    };

/**
 * What the PV's forms post (`intent`: signer, lignes, lever), the same for the office's phone and the client's
 * page: checked as hostile input, then signed or lifted once; a refusal keeps every word typed.
 */
export async function acceptanceAction(
  jobId: number,
  form: FormData,
  context: SigningContext,
): Promise<AcceptanceActionResult> {
  const errors = jobAcceptanceCopy.errors;
  const intent = String(form.get("intent") ?? "");
  const store = await acceptanceStore();
  const today = parisToday();
  const rowsShown = Math.min(MAX_RESERVES, Math.max(RESERVE_ROWS, Number(form.getAll("reserve").length) || 0));
  if (intent === "lever") {
    const signer = parseSigner(form);
    const values = { name: signer.name.slice(0, 100), choice: "", reserves: [] };
    const refuse = (found: Record<string, string>, status: number) =>
      ({ ok: false, status, form: "lever", errors: found, values, rows: RESERVE_ROWS }) as const;
    if (Object.keys(signer.errors).length) return refuse(signer.errors, 400);
    const lifted = await store.lift(jobId, signer.name, context);
    if (lifted === "lifted") return { ok: true, done: "leve" };
    const reason = { already: errors.alreadyLifted, noReserves: errors.noReserves, unsigned: errors.unsigned };
    return refuse({ form: reason[lifted] }, 409);
  }
  const parsed = parseSigning(form, today);
  if (intent === "lignes") {
    const values = parsed.ok
      ? {
          name: parsed.signing.name,
          choice: form.get("choice") === "sans" ? "sans" : "avec",
          reserves: parsed.signing.reserves,
        }
      : parsed.values;
    return { ok: false, status: 200, form: "signer", errors: {}, values, rows: Math.min(MAX_RESERVES, rowsShown + 3) };
  }
  if (!parsed.ok)
    return { ok: false, status: 400, form: "signer", errors: parsed.errors, values: parsed.values, rows: rowsShown };
  const draftHash = String(form.get("draft") ?? "");
  const result = await store.sign(jobId, publishedCompany(), draftHash, parsed.signing, context);
  if (result === "signed") return { ok: true, done: "signe" };
  const values = {
    name: parsed.signing.name,
    choice: parsed.signing.reserves.length ? "avec" : "sans",
    reserves: parsed.signing.reserves,
  };
  const reason = result === "missing" ? errors.notFinished : errors[result];
  return { ok: false, status: 409, form: "signer", errors: { form: reason }, values, rows: rowsShown };
}

/** The signed PV for its PDF, or null while it is not signed. */
export async function signedAcceptance(jobId: number): Promise<SignedAcceptance | null> {
  return (await acceptanceStore()).signed(jobId);
}

/** What the job's page section shows (app/components/pro/jobs/job-acceptance.tsx). */
export interface JobAcceptanceSummary {
  jobId: number;
  jobFinished: boolean;
  state: AcceptanceState;
  reservesCount: number;
  signedAt: string | null;
  signedName: string | null;
  liftedAt: string | null;
  /** The office's checklist; null for a compagnon, who has no part in invoices nor in the site. */
  checklist: EndOfJobStatus | null;
}

export async function jobAcceptanceSummary(jobId: number, seesOffice: boolean): Promise<JobAcceptanceSummary> {
  const store = await acceptanceStore();
  const signed = await store.signed(jobId);
  const job = await (await getLeads()).database.db
    .selectFrom("jobs")
    .select("state")
    .where("id", "=", jobId)
    .executeTakeFirst();
  return {
    jobId,
    jobFinished: job?.state === "termine",
    state: acceptanceState(signed && { reservesCount: signed.reservesCount, liftedAt: signed.lift?.liftedAt ?? null }),
    reservesCount: signed?.reservesCount ?? 0,
    signedAt: signed?.signedAt ?? null,
    signedName: signed?.document.signature.name ?? null,
    liftedAt: signed?.lift?.liftedAt ?? null,
    checklist: seesOffice ? await endOfJobStatus(jobId) : null,
  };
}
