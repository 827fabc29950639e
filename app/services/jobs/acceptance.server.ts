import type { Kysely, Transaction } from "kysely";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import { sha256Hex } from "#app/services/billing/documents/document-store.server.ts";
import { acceptedQuote } from "#app/services/billing/documents/invoice-balances.server.ts";
import type { QuoteCompany } from "#app/services/billing/documents/quote-document.ts";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type { JobState } from "#app/services/db/job-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { queuePushes } from "#app/services/push/store.server.ts";
import type { PublishedCompany } from "#app/services/site/company.server.ts";
import {
  type AcceptanceDocument,
  type AcceptanceDraft,
  type LiftDocument,
  liftDocument,
  type Signature,
  type SignedWhere,
  type Signing,
  signedDocument,
} from "./acceptance-document.ts";
import { writeJobEvent } from "./job-store.server.ts";
import type { JobActor } from "./job-types.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** The text frozen at a signature and its SHA-256 (hex): the page, the PDF and any check read that same text. */
export function frozen(value: AcceptanceDocument | LiftDocument): { json: string; sha256: string } {
  const json = JSON.stringify(value);
  return { json, sha256: sha256Hex(Buffer.from(json, "utf8")) };
}

/** The company as the PV names it: the fields a quote freezes, from the version this process serves. */
export function acceptanceCompany(company: PublishedCompany): QuoteCompany {
  const { identity } = company;
  return {
    name: identity.name,
    phone: identity.phone.display,
    email: identity.email,
    address: identity.address,
    legal: identity.legal,
    insurance: identity.insurance,
    mediator: identity.mediator,
  };
}

export interface PreparedAcceptance {
  draft: AcceptanceDraft;
  /** The draft's SHA-256: the form carries it, and a signature of a draft that changed since is refused. */
  draftHash: string;
  state: JobState;
  clientEmail: string;
}

export interface SignedAcceptance {
  document: AcceptanceDocument;
  sha256: string;
  /** Whether the stored text still has the SHA-256 recorded with it. */
  intact: boolean;
  signedAt: string;
  signedWhere: SignedWhere;
  reservesCount: number;
  lift: { document: LiftDocument; sha256: string; intact: boolean; liftedAt: string } | null;
}

/** Where and by whom a signature is collected: the client himself online, or on a team member's phone. */
export interface SigningContext extends Pick<Signature, "address" | "userAgent"> {
  where: SignedWhere;
  /** The team member on site (his name for the PV, his account for the history); null online. */
  member: (JobActor & { name: string }) | null;
}

export type SignResult = "signed" | "already" | "changed" | "notFinished" | "missing";
export type LiftResult = "lifted" | "already" | "noReserves" | "unsigned";

const checked = (json: string, sha256: string) => sha256Hex(Buffer.from(json, "utf8")) === sha256;

/**
 * A signature the client made alone, from his page: the office's devices hear it in its transaction. One collected
 * on a team member's phone needs no news, the person is there.
 */
async function tellOffice(
  trx: Transaction<Database>,
  jobId: number,
  context: SigningContext,
  answer: "signed" | "lifted",
  now: number,
): Promise<void> {
  if (context.where !== "online") return;
  const job = await trx.selectFrom("jobs").select("town").where("id", "=", jobId).executeTakeFirst();
  await queuePushes(trx, { kind: "job.client", jobId, town: job?.town ?? "", answer }, now);
}

/**
 * The « procès-verbal de réception » of each job (decision 057), the same code on SQLite and PostgreSQL: drafted
 * from the job and its accepted quote, signed once (the acceptance's unique job), frozen as JSON beside its
 * SHA-256, and its reserves lifted once by a second signature frozen the same way. A later change of the job, the
 * quote or the company changes nothing that was signed.
 */
export class AcceptanceStore {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;

  constructor(database: Pick<StoreDatabase, "db">, now: () => number = Date.now) {
    this.#db = database.db;
    this.#now = now;
  }

  async #prepare(db: Db, jobId: number, company: PublishedCompany): Promise<PreparedAcceptance | null> {
    const job = await db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirst();
    if (!job) return null;
    const quote = job.quote_id === null ? null : await acceptedQuote(db, job.quote_id);
    const document = quote?.document;
    const draft: AcceptanceDraft = {
      version: 1,
      jobId,
      company: acceptanceCompany(company),
      client: { name: job.client_name, address: document?.clientAddress ?? "" },
      siteAddress: job.site_address,
      works: {
        title: job.title,
        quoteNumber: document?.number ?? null,
        quoteDate: document?.date ?? null,
        items: (document?.lines ?? []).map((line) => line.designation).filter((designation) => designation.trim()),
      },
      finishedOn: job.finished_at ? parisToday(new Date(job.finished_at)) : null,
    };
    return {
      draft,
      draftHash: sha256Hex(Buffer.from(JSON.stringify(draft), "utf8")),
      state: job.state,
      clientEmail: job.client_email,
    };
  }

  /** The PV as it would be signed now; null for an unknown job. */
  async prepare(jobId: number, company: PublishedCompany): Promise<PreparedAcceptance | null> {
    return this.#prepare(this.#db, jobId, company);
  }

  async signed(jobId: number): Promise<SignedAcceptance | null> {
    const row = await this.#db.selectFrom("job_acceptances").selectAll().where("job_id", "=", jobId).executeTakeFirst();
    if (!row) return null;
    const lift =
      row.lift_document !== null && row.lift_sha256 !== null && row.lifted_at !== null
        ? {
            document: JSON.parse(row.lift_document) as LiftDocument,
            sha256: row.lift_sha256,
            intact: checked(row.lift_document, row.lift_sha256),
            liftedAt: row.lifted_at,
          }
        : null;
    return {
      document: JSON.parse(row.document) as AcceptanceDocument,
      sha256: row.sha256,
      intact: checked(row.document, row.sha256),
      signedAt: row.signed_at,
      signedWhere: row.signed_where,
      reservesCount: row.reserves_count,
      lift,
    };
  }

  /**
   * The client signs the PV he read (`draftHash`), once, whichever instance and however many presses: a job not
   * finished, a PV signed already or changed since it was shown is refused, and nothing is written.
   */
  async sign(
    jobId: number,
    company: PublishedCompany,
    draftHash: string,
    signing: Signing,
    context: SigningContext,
  ): Promise<SignResult> {
    return this.#db.transaction().execute(async (trx): Promise<SignResult> => {
      const prepared = await this.#prepare(trx, jobId, company);
      if (!prepared) return "missing";
      const existing = await trx
        .selectFrom("job_acceptances")
        .select("id")
        .where("job_id", "=", jobId)
        .executeTakeFirst();
      if (existing) return "already";
      if (prepared.state !== "termine") return "notFinished";
      if (prepared.draftHash !== draftHash) return "changed";
      const at = new Date(this.#now()).toISOString();
      const document = signedDocument(prepared.draft, signing, {
        acceptedOn: parisToday(new Date(this.#now())),
        at,
        where: context.where,
        collectedBy: context.member?.name ?? null,
        address: context.address,
        userAgent: context.userAgent,
      });
      const { json, sha256 } = frozen(document);
      const inserted = await trx
        .insertInto("job_acceptances")
        .values({
          job_id: jobId,
          document: json,
          sha256,
          signed_name: signing.name,
          signed_at: at,
          signed_where: context.where,
          reserves_count: signing.reserves.length,
        })
        .onConflict((conflict) => conflict.column("job_id").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return "already";
      await writeJobEvent(trx, jobId, "acceptance.signed", context.member, at, {
        where: context.where,
        reserves: signing.reserves.length,
        sha256,
      });
      await tellOffice(trx, jobId, context, "signed", this.#now());
      return "signed";
    });
  }

  /** The client lifts every reserve of the signed PV by a second signature: once. */
  async lift(jobId: number, name: string, context: SigningContext): Promise<LiftResult> {
    return this.#db.transaction().execute(async (trx): Promise<LiftResult> => {
      const row = await trx
        .selectFrom("job_acceptances")
        .select(["document", "sha256", "reserves_count", "lifted_at"])
        .where("job_id", "=", jobId)
        .executeTakeFirst();
      if (!row) return "unsigned";
      if (row.reserves_count === 0) return "noReserves";
      if (row.lifted_at !== null) return "already";
      const at = new Date(this.#now()).toISOString();
      const lift = liftDocument(
        { document: JSON.parse(row.document) as AcceptanceDocument, sha256: row.sha256 },
        name,
        {
          liftedOn: parisToday(new Date(this.#now())),
          at,
          where: context.where,
          collectedBy: context.member?.name ?? null,
          address: context.address,
          userAgent: context.userAgent,
        },
      );
      const { json, sha256 } = frozen(lift);
      const updated = await trx
        .updateTable("job_acceptances")
        .set({ lift_document: json, lift_sha256: sha256, lift_signed_name: name, lifted_at: at })
        .where("job_id", "=", jobId)
        .where("lifted_at", "is", null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return "already";
      await writeJobEvent(trx, jobId, "acceptance.lifted", context.member, at, { where: context.where, sha256 });
      await tellOffice(trx, jobId, context, "lifted", this.#now());
      return "lifted";
    });
  }
}
