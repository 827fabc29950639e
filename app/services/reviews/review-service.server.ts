import type { Transaction } from "kysely";
import { reviewsCopy } from "#app/content/reviews.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { invoiceStore } from "#app/services/billing/documents/invoice-service.server.ts";
import { quoteStore } from "#app/services/billing/documents/quote-service.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { logError, logLine } from "#app/services/log.server.ts";
import { ownerSettings } from "#app/services/pro/service.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import { publishedDocument } from "#app/services/site/editor.server.ts";
import { publishContent, siteContentStore } from "#app/services/site/publication.server.ts";
import { type JobInvoice, jobFinished, jobKey, requestJobDone } from "./review-rules.ts";
import { type ReviewJob, ReviewStore } from "./reviews.server.ts";

/** The reviews of the running store, for the owner's routes and the client's page. */
export async function reviewStore(): Promise<ReviewStore> {
  return new ReviewStore((await getLeads()).database.db);
}

/** The client's private link to his review form: one path per token, outside the owner's space. */
export function reviewLink(token: string): string {
  return `${ownerSettings().siteUrl.replace(/\/$/, "")}/a/${token}`;
}

export type AskOutcome = "asked" | "already" | "off" | "noEmail";

/**
 * Asks the job's client for a review, once: the e-mail (from the company, its reply-to the company's published
 * address, the Google page when the owner gave one, and the private link) goes through the outbox in the
 * transaction that records the request.
 */
async function ask(job: ReviewJob, clientName: string): Promise<AskOutcome> {
  const store = await reviewStore();
  if (!(await store.requestsOn())) return "off";
  if (!job.email) return "noEmail";
  const company = publishedCompany();
  const leads = await getLeads();
  const outcome = await store.ask(job, (token: string, trx: Transaction<Database>) =>
    leads.store.enqueueNotice(
      {
        kind: "review.request",
        to: job.email,
        replyTo: company.email,
        subject: reviewsCopy.mail.subject(company.name),
        text: reviewsCopy.mail.body({
          name: clientName,
          job: job.label,
          company: company.name,
          phone: company.phone,
          link: reviewLink(token),
          google: company.identity.googleReviewUrl,
        }),
      },
      trx,
    ),
  );
  if (outcome === "asked") {
    leads.worker.notify();
    logLine(`reviews: review asked for ${job.key}`);
  }
  return outcome;
}

/**
 * After a payment: when it paid the job's last invoice (review-rules.ts), its client is asked for a review. The
 * payment stands whatever happens here; a failure is logged.
 */
export async function askReviewAfterPayment(invoiceId: number): Promise<AskOutcome | null> {
  try {
    const invoices = await invoiceStore();
    const detail = await invoices.detail(invoiceId);
    if (!detail || detail.kind === "avoir") return null;
    let quoteInclCents: number | null = null;
    let jobInvoices: JobInvoice[] = [{ kind: detail.kind, state: detail.state, inclCents: detail.totals.inclCents }];
    if (detail.quoteId !== null) {
      quoteInclCents = (await (await quoteStore()).detail(detail.quoteId))?.totals.inclCents ?? null;
      jobInvoices = (await invoices.issuedOfQuote(detail.quoteId)).map(({ document, state }) => ({
        kind: document.kind,
        state,
        inclCents: document.totals.inclCents,
        finalSituation: document.situation?.final === true,
      }));
    }
    if (!jobFinished(jobInvoices, quoteInclCents)) return null;
    if (detail.leadId !== null && (await (await reviewStore()).leadJob(detail.leadId))?.requestOff) return "off";
    return await ask(
      {
        key: jobKey({ leadId: detail.leadId, quoteId: detail.quoteId, invoiceId }),
        leadId: detail.leadId,
        invoiceId,
        email: detail.clientEmail,
        label: detail.title || detail.number || "",
      },
      detail.clientName,
    );
  } catch (error) {
    logError(`reviews: invoice #${invoiceId}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** After "Chantier terminé" on a won request without invoices: its client is asked for a review. */
export async function askReviewForDoneRequest(leadId: number): Promise<AskOutcome | null> {
  const lead = await (await reviewStore()).leadJob(leadId);
  if (!lead || !requestJobDone(lead)) return null;
  if (lead.requestOff) return "off";
  const text = (name: string) => (typeof lead.fields[name] === "string" ? (lead.fields[name] as string).trim() : "");
  return ask(
    {
      key: jobKey({ leadId, quoteId: null, invoiceId: null }),
      leadId,
      invoiceId: null,
      email: text("email"),
      label: text("service") || reviewsCopy.lead.title,
    },
    text("name"),
  );
}

/**
 * After « Terminé » on a job (decision 057): its client is asked for a review once, under the key its request or
 * quote gives every way a job finishes (jobKey), so that the payment of its last invoice never asks again.
 */
export async function askReviewForJob(job: {
  leadId: number | null;
  quoteId: number | null;
  email: string;
  label: string;
  clientName: string;
}): Promise<AskOutcome | null> {
  if (job.leadId === null && job.quoteId === null) return null;
  if (job.leadId !== null && (await (await reviewStore()).leadJob(job.leadId))?.requestOff) return "off";
  return ask(
    {
      key: jobKey({ leadId: job.leadId, quoteId: job.quoteId, invoiceId: null }),
      leadId: job.leadId,
      invoiceId: null,
      email: job.email,
      label: job.label,
    },
    job.clientName,
  );
}

/**
 * Publishes the version online again with the reviews as they now stand (one approved, hidden or answered), the
 * owner's draft left as it is: the public pages show the change within seconds, on every instance.
 */
export async function publishReviews(email: string): Promise<number> {
  const store = await siteContentStore();
  return publishContent(await publishedDocument(store), {
    email,
    changes: [siteEditorCopy.sectionNames.reviews ?? "reviews"],
    clearDraft: false,
  });
}
