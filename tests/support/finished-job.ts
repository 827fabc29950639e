import { QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import { JobStore } from "#app/services/jobs/job-store.server.ts";
import { LeadStore } from "#app/services/leads/store.server.ts";
import { completeCompany, exampleAcceptance, exampleQuote, exampleRequest } from "./quotes.ts";

/**
 * A job as « Terminé » leaves it, made through the stores the app itself uses: Jeanne Martin's request, its quote
 * sent and accepted (which opens the job), then finished by the patron. `finish: false` stops before « Terminé ».
 */
export async function finishedJob(
  database: StoreDatabase,
  now: () => number,
  { finish = true }: { finish?: boolean } = {},
): Promise<{ jobId: number; quoteId: number; leadId: number }> {
  const leadId = (await new LeadStore(database, now).insertLead(exampleRequest())).id;
  const quotes = new QuoteStore(database, now);
  const quoteId = (await quotes.create(leadId, {})) as number;
  await quotes.save(quoteId, { ...exampleQuote, siteAddress: "3 rue des Lilas, 62300 Lens" });
  const sent = await quotes.send(quoteId, completeCompany(), { userId: 1, email: "patron@example.com" });
  if (!sent.ok) throw new Error(`quote not sent: ${sent.reason}`);
  if ((await quotes.accept(quoteId, exampleAcceptance(sent.revision))) !== "accepted") throw new Error("not accepted");
  const jobs = new JobStore(database, now);
  const jobId = await jobs.jobOfQuote(quoteId);
  if (jobId === null) throw new Error("the accepted quote opened no job");
  if (finish && (await jobs.finish(jobId, { userId: 1, email: "patron@example.com" })) !== "finished") {
    throw new Error("not finished");
  }
  return { jobId, quoteId, leadId };
}
