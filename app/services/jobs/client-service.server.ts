import { linkLookupAllowed } from "#app/services/billing/documents/quote-service.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { clientAddress } from "#app/services/pro/audit.server.ts";
import { ownerSettings } from "#app/services/pro/service.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import { type NoticeSweep, startJobNotices } from "./client-notices.server.ts";
import { type ClientJobLookup, openClientJob } from "./client-page.server.ts";

/* The client's notices, page and calendars on the running store (decision 056). */

/** The site's own address, without its trailing slash. */
export function siteBase(): string {
  return ownerSettings().siteUrl.replace(/\/$/, "");
}

/** The client's page of a job, by one of its tokens. */
export function jobClientLink(token: string): string {
  return `${siteBase()}/c/${token}`;
}

async function runningSweep(): Promise<NoticeSweep> {
  const leads = await getLeads();
  return {
    database: leads.database,
    now: Date.now,
    company: () => {
      const company = publishedCompany();
      return { name: company.name, phone: company.phone, email: company.email };
    },
    linkFor: jobClientLink,
  };
}

/** This instance's sweep of the client's notices (JOB_NOTICES_POLL_MS); what it queues is delivered at once. */
export function startClientNotices(pollMs: number): void {
  startJobNotices(pollMs, runningSweep, () => {
    void getLeads().then((leads) => leads.worker.notify());
  });
}

export type ClientJobOpening = ClientJobLookup | { kind: "throttled" };

/** The job a client's token opens, counted with every other client link's lookups (per address, all instances). */
export async function openJobByToken(request: Request, token: string): Promise<ClientJobOpening> {
  if (!(await linkLookupAllowed(clientAddress(request) ?? "unknown"))) return { kind: "throttled" };
  return openClientJob((await getLeads()).database.db, token);
}
