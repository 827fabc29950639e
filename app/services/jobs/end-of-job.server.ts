import type { Transaction } from "kysely";
import { jobAcceptanceCopy } from "#app/content/job-acceptance.ts";
import { type ProjectCategory, projectCategories } from "#app/content/projects.ts";
import type { OwnerProject, ProjectPhoto } from "#app/content/published.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { MAX_PROJECT_PHOTOS } from "#app/lib/project-photos.ts";
import { InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import { mintLink } from "#app/services/billing/links/private-links.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { logError } from "#app/services/log.server.ts";
import { recordAudit } from "#app/services/pro/audit.server.ts";
import { ownerSettings } from "#app/services/pro/service.server.ts";
import { askReviewForJob, reviewStore } from "#app/services/reviews/review-service.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import { workingDocument } from "#app/services/site/editor.server.ts";
import { publishUpload } from "#app/services/site/photos.server.ts";
import { SiteContentStore } from "#app/services/site/store.server.ts";

/*
 * What « Terminé » sets going once it is committed (decision 057), each step once however many times it runs and
 * on however many instances: the final invoice's draft, the client's review request, the before/after photos
 * offered to « Mon site » as a hidden project, and the e-mail that asks the client to sign the PV. Each step ends
 * with a conditional write of its mark on the job (`final_invoice_id`, `review_asked_at`, `portfolio_draft_at`,
 * the `acceptance:invite` notice), and one that fails is logged without stopping the others.
 */

export const ACCEPTANCE_INVITE_KEY = "acceptance:invite";

/** The address of the PV on the client's private page. */
export function acceptanceLink(token: string): string {
  return `${ownerSettings().siteUrl.replace(/\/$/, "")}/c/${token}/reception`;
}

/** The hidden project a job offers to « Mon site »: one per job, so offering it again finds it there. */
export function portfolioProjectId(jobId: number): string {
  return `chantier-n${jobId}`;
}

/**
 * The final invoice's draft: the quote's lines for the balance (« Facturer le solde »), or for a job without a
 * quote (an emergency) a draft with the client filled in. The job's row is taken by a conditional update first,
 * which another instance's same step waits behind until this transaction ends, then finds the mark set. A final
 * invoice the office already started is the one the job points to. Never issued here.
 */
async function draftFinalInvoice(jobId: number): Promise<void> {
  const { database } = await getLeads();
  const invoices = new InvoiceStore(database);
  await database.db.transaction().execute(async (trx) => {
    const job = await trx
      .updateTable("jobs")
      .set((eb) => ({ updated_at: eb.ref("updated_at") }))
      .where("id", "=", jobId)
      .where("state", "=", "termine")
      .where("final_invoice_id", "is", null)
      .returning(["quote_id", "lead_id", "title", "client_name", "client_email", "site_address"])
      .executeTakeFirst();
    if (!job) return;
    const id = job.quote_id === null ? await invoices.create(job.lead_id, prefill(job), trx) : await fromQuote(trx);
    if (id !== null) await trx.updateTable("jobs").set({ final_invoice_id: id }).where("id", "=", jobId).execute();

    async function fromQuote(trx: Transaction<Database>): Promise<number | null> {
      const quoteId = job?.quote_id as number;
      const created = await invoices.createFromQuote(quoteId, "solde", {}, trx);
      if (created.ok) return created.id;
      if (created.reason !== "finalExists") return null;
      const live = await trx
        .selectFrom("invoices")
        .select("id")
        .where("quote_id", "=", quoteId)
        .where("kind", "=", "solde")
        .orderBy("id", "desc")
        .executeTakeFirst();
      return live?.id ?? null;
    }
  });
}

function prefill(job: { title: string; client_name: string; client_email: string; site_address: string }) {
  return {
    clientName: job.client_name,
    clientEmail: job.client_email,
    clientAddress: job.site_address,
    title: job.title,
  };
}

/**
 * The client's review, asked once through the reviews' own request (its unique key per job is what keeps two
 * calls, or a payment later, from asking twice); a job from a request also marks it « Chantier terminé ».
 */
async function askReview(jobId: number): Promise<void> {
  const { database } = await getLeads();
  const job = await database.db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirst();
  if (job?.state !== "termine" || job.review_asked_at !== null) return;
  if (job.lead_id !== null) {
    const reviews = await reviewStore();
    if ((await reviews.leadJob(job.lead_id))?.jobDoneAt === null) await reviews.markJobDone(job.lead_id, true);
  }
  const outcome = await askReviewForJob({
    leadId: job.lead_id,
    quoteId: job.quote_id,
    email: job.client_email,
    label: job.title,
    clientName: job.client_name,
  });
  if (outcome !== "asked" && outcome !== "already") return;
  await database.db
    .updateTable("jobs")
    .set({ review_asked_at: new Date().toISOString() })
    .where("id", "=", jobId)
    .where("review_asked_at", "is", null)
    .execute();
}

const CATEGORY_WORDS: [RegExp, ProjectCategory][] = [
  [/zinc/, "zinc"],
  [/bac|acier/, "bac-acier"],
  [/ardoise/, "ardoise"],
  [/amiante/, "desamiantage"],
  [/etanch/, "etancheite"],
  [/urgen|fuite/, "urgence"],
];

/** The portfolio's category a job's service names (« Couverture zinc » → zinc); the office corrects it if need be. */
export function categoryOfService(service: string, emergency: boolean): ProjectCategory {
  const words = service
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase();
  const found = CATEGORY_WORDS.find(([pattern]) => pattern.test(words));
  return found?.[1] ?? (emergency ? "urgence" : projectCategories[0].key);
}

const monthYear = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "Europe/Paris" });

/**
 * The before and after photos (at most 8, the « after » ones given room) copied through the site's own photo
 * pipeline (re-encoded, no metadata, public names) into a hidden project of the draft, with the town, the
 * service and the month filled in: nothing shows on the site until the owner shows it and publishes.
 */
async function offerToPortfolio(jobId: number): Promise<void> {
  const leads = await getLeads();
  const { db } = leads.database;
  const job = await db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirst();
  if (job?.state !== "termine" || job.portfolio_draft_at !== null) return;
  const rows = await db
    .selectFrom("job_photos")
    .select(["stored_name", "phase"])
    .where("job_id", "=", jobId)
    .where("phase", "in", ["avant", "apres"])
    .orderBy("id")
    .execute();
  const after = rows.filter((row) => row.phase === "apres");
  const before = rows.filter((row) => row.phase === "avant").slice(0, MAX_PROJECT_PHOTOS - Math.min(after.length, 4));
  const chosen = [...before, ...after].slice(0, MAX_PROJECT_PHOTOS);
  if (chosen.length === 0) return;
  const alt = jobAcceptanceCopy.portfolio.alt;
  const title = job.title.slice(0, 100);
  const photos: ProjectPhoto[] = [];
  for (const row of chosen) {
    const file = leads.photos.pathOf(row.stored_name);
    const published = file ? await publishUpload(file) : null;
    if (published?.ok) {
      photos.push({ image: published.image, alt: alt[row.phase as "avant" | "apres"](title, job.town).slice(0, 200) });
    }
  }
  if (photos.length === 0) return;
  const store = new SiteContentStore(db);
  const { document } = await workingDocument(store);
  const id = portfolioProjectId(jobId);
  if (!document.projects.some((project) => project.id === id)) {
    const finisher = await db
      .selectFrom("job_events")
      .select(["user_id", "user_email"])
      .where("job_id", "=", jobId)
      .where("kind", "=", "job.finished")
      .orderBy("id", "desc")
      .executeTakeFirst();
    const project: OwnerProject = {
      id,
      title,
      description: job.title,
      town: job.town.slice(0, 60),
      date: capitalized(monthYear.format(new Date(job.finished_at ?? Date.now()))),
      category: categoryOfService(job.service, job.origin === "emergency"),
      hidden: true,
      photos,
    };
    const email = finisher?.user_email ?? "chantier";
    await store.saveDraft({ ...document, projects: [project, ...document.projects] }, email);
    await recordAudit({
      action: "site.draft",
      userId: finisher?.user_id ?? null,
      email,
      address: null,
      detail: siteEditorCopy.sectionNames.projects ?? "projects",
    });
  }
  await db
    .updateTable("jobs")
    .set({ portfolio_draft_at: new Date().toISOString() })
    .where("id", "=", jobId)
    .where("portfolio_draft_at", "is", null)
    .execute();
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The client, when he has an e-mail, gets a link to sign the PV from his page: its notice's row, its new private
 * link and the e-mail in one transaction, so it is sent once and never lost. None once the PV is signed on site.
 */
async function inviteToSign(jobId: number): Promise<void> {
  const leads = await getLeads();
  const company = publishedCompany();
  const queued = await leads.database.db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom("jobs")
      .select(["state", "client_email", "client_name", "title"])
      .where("id", "=", jobId)
      .executeTakeFirst();
    if (job?.state !== "termine" || !job.client_email) return false;
    const signed = await trx.selectFrom("job_acceptances").select("id").where("job_id", "=", jobId).executeTakeFirst();
    if (signed) return false;
    const now = Date.now();
    const claimed = await trx
      .insertInto("job_notices")
      .values({ job_id: jobId, key: ACCEPTANCE_INVITE_KEY, created_at: now })
      .onConflict((conflict) => conflict.columns(["job_id", "key"]).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const token = await mintLink(trx, "job", jobId, new Date(now).toISOString());
    const mail = jobAcceptanceCopy.mail;
    await leads.store.enqueueNotice(
      {
        kind: "job.acceptance",
        to: job.client_email,
        replyTo: company.email,
        subject: mail.subject(company.name),
        text: mail.body(job.client_name, job.title, acceptanceLink(token), company.name, company.phone),
      },
      trx,
    );
    return true;
  });
  if (queued) leads.worker.notify();
}

/** Every step, in order; one that throws is logged and the next runs. */
export async function closeTheLoop(jobId: number): Promise<void> {
  for (const step of [draftFinalInvoice, askReview, offerToPortfolio, inviteToSign]) {
    try {
      await step(jobId);
    } catch (error) {
      logError(`job #${jobId}: ${step.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** Where the loop stands, for the job's page: each mark, and why a review was not asked when it could not be. */
export interface EndOfJobStatus {
  finalInvoice: { id: number; issued: boolean } | null;
  reviewAskedAt: string | null;
  reviewBlocked: "off" | "noEmail" | null;
  portfolioDraftAt: string | null;
}

export async function endOfJobStatus(jobId: number): Promise<EndOfJobStatus | null> {
  const { db } = (await getLeads()).database;
  const job = await db
    .selectFrom("jobs")
    .leftJoin("invoices", "invoices.id", "jobs.final_invoice_id")
    .select([
      "jobs.final_invoice_id",
      "invoices.status as invoice_status",
      "jobs.review_asked_at",
      "jobs.portfolio_draft_at",
      "jobs.client_email",
      "jobs.lead_id",
    ])
    .where("jobs.id", "=", jobId)
    .executeTakeFirst();
  if (!job) return null;
  let reviewBlocked: EndOfJobStatus["reviewBlocked"] = null;
  if (job.review_asked_at === null) {
    const reviews = await reviewStore();
    const leadOff = job.lead_id !== null && (await reviews.leadJob(job.lead_id))?.requestOff;
    if (leadOff || !(await reviews.requestsOn())) reviewBlocked = "off";
    else if (!job.client_email) reviewBlocked = "noEmail";
  }
  return {
    finalInvoice:
      job.final_invoice_id === null
        ? null
        : { id: job.final_invoice_id, issued: job.invoice_status !== null && job.invoice_status !== "brouillon" },
    reviewAskedAt: job.review_asked_at,
    reviewBlocked,
    portfolioDraftAt: job.portfolio_draft_at,
  };
}
