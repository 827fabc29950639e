import type { Options } from "express-rate-limit";
import { quotesCopy } from "#app/content/quotes.ts";
import { renderQuotePdf } from "#app/services/billing/pdf/quote-pdf.server.ts";
import { DatabaseRateLimitStore } from "#app/services/db/rate-limit-store.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { logError } from "#app/services/log.server.ts";
import type { Actor } from "#app/services/pro/leads.server.ts";
import { ownerSettings } from "#app/services/pro/service.server.ts";
import { notifyDevices } from "#app/services/push/service.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import {
  type AcceptanceInput,
  type AcceptResult,
  type QuoteDocument,
  QuoteStore,
  type SendResult,
} from "./quotes.server.ts";

/** The quotes of the running store, for the owner's routes and the client's page. */
export async function quoteStore(): Promise<QuoteStore> {
  return new QuoteStore((await getLeads()).database);
}

/** Opening client links: per address and 15 minutes, counted in the database (every instance together). */
export const LINK_LOOKUPS = { limit: 60, windowMs: 15 * 60 * 1000 } as const;
let lookups: DatabaseRateLimitStore | null = null;

/** Whether this address may open one more client link now: guessing tokens is slowed to 60 tries per 15 minutes. */
export async function linkLookupAllowed(address: string): Promise<boolean> {
  if (!lookups) {
    lookups = new DatabaseRateLimitStore((await getLeads()).database.db);
    lookups.init({ windowMs: LINK_LOOKUPS.windowMs } as Options);
  }
  const { totalHits } = await lookups.increment(`quote-link:${address}`);
  return totalHits <= LINK_LOOKUPS.limit;
}

/** The client's private link: one path per token, outside the owner's space. */
export function clientLink(token: string): string {
  return `${ownerSettings().siteUrl.replace(/\/$/, "")}/d/${token}`;
}

/** The owner's mailbox: where the requests go (MAIL_TO), or the company's published address. */
function ownerMailbox(): string {
  return process.env.MAIL_TO || publishedCompany().email;
}

async function queue(notice: Parameters<Awaited<ReturnType<typeof getLeads>>["store"]["enqueueNotice"]>[0]) {
  const leads = await getLeads();
  await leads.store.enqueueNotice(notice);
  leads.worker.notify();
}

function pdfName(document: QuoteDocument): string {
  return `devis-${document.number}${document.revision > 1 ? `-v${document.revision}` : ""}.pdf`;
}

/**
 * Sends the quote: the store gives it its number and revision, then the e-mail to the client (a short message, the
 * PDF attached, the private link) goes through the outbox, which retries it. A quote without a client e-mail is
 * sent all the same: the owner passes the link on by SMS.
 */
export async function sendQuote(id: number, actor: Actor): Promise<SendResult & { link?: string; mailed?: boolean }> {
  const result = await (await quoteStore()).send(id, publishedCompany(), actor);
  if (!result.ok) return result;
  const link = clientLink(result.token);
  const { document } = result;
  if (!document.clientEmail) return { ...result, link, mailed: false };
  try {
    const pdf = await renderQuotePdf(document);
    await queue({
      kind: "quote.sent",
      to: document.clientEmail,
      subject: quotesCopy.mail.subject(document.number, document.company.name),
      text: quotesCopy.mail.body(
        document.clientName,
        document.number,
        link,
        document.company.name,
        document.company.phone,
      ),
      attachments: [{ filename: pdfName(document), contentType: "application/pdf", base64: pdf.toString("base64") }],
    });
  } catch (error) {
    logError(`quote ${document.number}: e-mail not queued: ${error instanceof Error ? error.message : String(error)}`);
    return { ...result, link, mailed: false };
  }
  return { ...result, link, mailed: true };
}

/** Tells the owner what the client did; a notice that cannot be queued is logged, the client's answer stays. */
async function tellOwner(kind: string, subject: string, text: string): Promise<void> {
  try {
    await queue({ kind, to: ownerMailbox(), subject, text });
  } catch (error) {
    logError(`${kind}: owner not told: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The client accepts: the PDF is rendered once with "Accepté le … par …", and those exact bytes are what the
 * acceptance stores and hashes. The owner is e-mailed.
 */
export async function acceptQuote(
  quoteId: number,
  document: QuoteDocument,
  input: Omit<AcceptanceInput, "pdf" | "revision">,
): Promise<AcceptResult> {
  const acceptedAt = new Date().toISOString();
  const pdf = await renderQuotePdf(document, { fullName: input.fullName, acceptedAt });
  const store = await quoteStore();
  const result = await store.accept(quoteId, { ...input, revision: document.revision, pdf }, acceptedAt);
  if (result === "accepted") {
    const when = new Intl.DateTimeFormat("fr-FR", {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "Europe/Paris",
    }).format(new Date(acceptedAt));
    await tellOwner(
      "quote.accepted",
      quotesCopy.mail.acceptedSubject(document.number),
      quotesCopy.mail.accepted(document.number, input.fullName, when),
    );
    await notifyDevices({ kind: "quote.accepted", quoteId, number: document.number });
  }
  return result;
}

export async function refuseQuote(quoteId: number, document: QuoteDocument, reason: string): Promise<boolean> {
  const done = await (await quoteStore()).refuse(quoteId, document.revision, reason);
  if (done) {
    await tellOwner(
      "quote.refused",
      quotesCopy.mail.refusedSubject(document.number),
      quotesCopy.mail.refused(document.number, reason),
    );
    await notifyDevices({ kind: "quote.refused", quoteId, number: document.number });
  }
  return done;
}

export async function askQuoteChange(quoteId: number, document: QuoteDocument, message: string): Promise<boolean> {
  const done = await (await quoteStore()).askChange(quoteId, document.revision, message);
  if (done) {
    await tellOwner(
      "quote.change",
      quotesCopy.mail.changeSubject(document.number),
      quotesCopy.mail.change(document.number, message),
    );
  }
  return done;
}
