import { invoicesCopy } from "#app/content/invoices.ts";
import { frenchDate } from "#app/content/quotes.ts";
import { invoiceTitle } from "#app/content/situations.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import { clientSiren } from "#app/services/billing/facturx/reform-channel.ts";
import { renderInvoicePdf } from "#app/services/billing/pdf/invoice-pdf.server.ts";
import { startReminderSweeps } from "#app/services/billing/reminders/invoice-reminders.server.ts";
import { buyerAddress } from "#app/services/einvoicing/directory-lookup.server.ts";
import { lookUpClientDirectory } from "#app/services/einvoicing/directory-service.server.ts";
import { documentFlowWrite, wakeFlowOutbox } from "#app/services/einvoicing/flow-service.server.ts";
import type { AccountNotice } from "#app/services/leads/outbox.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { logError } from "#app/services/log.server.ts";
import type { Actor } from "#app/services/pro/leads.server.ts";
import { ownerSettings } from "#app/services/pro/service.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import { BillingSettingsStore, invoiceCompany } from "./billing-settings.server.ts";
import { type MissingMention, missingMentions } from "./document-readiness.server.ts";
import type { InvoiceDocument } from "./invoice-document.ts";
import { InvoiceStore, type IssueResult } from "./invoices.server.ts";

/** The invoices of the running store, for the owner's routes, the client's page and the reminders. */
export async function invoiceStore(): Promise<InvoiceStore> {
  return new InvoiceStore((await getLeads()).database);
}

export async function billingSettingsStore(): Promise<BillingSettingsStore> {
  return new BillingSettingsStore((await getLeads()).database);
}

/** The client's private link to an invoice: one path per token, outside the owner's space (like a quote's /d/). */
export function invoiceClientLink(token: string): string {
  return `${ownerSettings().siteUrl.replace(/\/$/, "")}/f/${token}`;
}

/**
 * What an invoice would print with a hole: the company's mentions (as for a quote, but the mediator, which an
 * invoice does not name) and the bank account, which lives in the billing settings, linked to its own field.
 */
export async function missingInvoiceMentions(draft: {
  clientName: string;
  clientAddress: string;
}): Promise<MissingMention[]> {
  const company = publishedCompany();
  const settings = await (await billingSettingsStore()).get();
  const withBank = { ...company, identity: { ...company.identity, bank: { iban: settings.iban, bic: settings.bic } } };
  return missingMentions(withBank, { clientName: draft.clientName, clientAddress: draft.clientAddress }, "invoice")
    .filter((mention) => !mention.id.startsWith("mediator."))
    .map((mention) =>
      mention.id.startsWith("bank.")
        ? { ...mention, href: `/pro/factures/reglages#billing-${mention.id.slice(5)}` }
        : mention,
    );
}

async function queue(notice: AccountNotice): Promise<void> {
  const leads = await getLeads();
  await leads.store.enqueueNotice(notice);
  leads.worker.notify();
}

function pdfName(document: InvoiceDocument): string {
  return `${document.kind === "avoir" ? "avoir" : "facture"}-${document.number}.pdf`;
}

export type IssueOutcome =
  | (Extract<IssueResult, { ok: true }> & { link: string; mailed: boolean })
  | Extract<IssueResult, { ok: false }>
  | { ok: false; reason: "incomplete"; missing: MissingMention[] };

/**
 * Issues the draft (number, frozen document, PDF and its SHA-256, the client's link: one transaction), then
 * e-mails the client through the outbox with the PDF and the link. Refused, with nothing written, while a mention
 * it would print is missing.
 */
export async function issueInvoice(id: number, actor: Actor): Promise<IssueOutcome> {
  const store = await invoiceStore();
  const draft = await store.detail(id);
  if (!draft) return { ok: false, reason: "missing" };
  if (draft.state !== "brouillon") return { ok: false, reason: "issued" };
  const missing = await missingInvoiceMentions(draft);
  if (missing.length) return { ok: false, reason: "incomplete", missing };
  const settings = await (await billingSettingsStore()).get();
  // Where a business client receives, asked before the transaction (the answer the owner saw is in the cache): a
  // directory that does not answer leaves the SIREN as the address, and the invoice is issued all the same.
  const siren = clientSiren({ siren: draft.clientSiren, vatNumber: draft.clientVat });
  const address = siren ? buyerAddress(siren, await lookUpClientDirectory(siren)) : null;
  const result = await store.issue(
    id,
    invoiceCompany(publishedCompany(), settings),
    renderInvoicePdf,
    await documentFlowWrite(),
    address,
  );
  if (!result.ok) return result;
  // The deposit was queued with the issue; the platform is reached after the answer, never on its way.
  wakeFlowOutbox();
  const link = invoiceClientLink(result.token);
  const { document } = result;
  if (!document.client.email) return { ...result, link, mailed: false };
  const title = invoiceTitle(document);
  const { mail } = invoicesCopy;
  try {
    await queue({
      kind: "invoice.issued",
      to: document.client.email,
      subject: mail.subject(title, document.company.name),
      text:
        document.kind === "avoir"
          ? mail.creditBody(document.client.name, title, link, document.company.name)
          : mail.body(
              document.client.name,
              title,
              formatEuros(document.amountDueCents),
              frenchDate(document.dueDate),
              link,
              document.company.name,
              document.company.phone,
            ),
      attachments: [
        {
          filename: pdfName(document),
          contentType: "application/pdf",
          base64: Buffer.from(result.pdf).toString("base64"),
        },
      ],
    });
  } catch (error) {
    logError(
      `invoice ${document.number}: e-mail not queued: ${error instanceof Error ? error.message : String(error)} (by ${actor.email})`,
    );
    return { ...result, link, mailed: false };
  }
  return { ...result, link, mailed: true };
}

/** The reminders' sweep on this instance, with the running store and the settings read afresh each time. */
export function startInvoiceReminders(pollMs: number): void {
  startReminderSweeps(
    pollMs,
    async () => {
      const leads = await getLeads();
      return {
        db: leads.database.db,
        store: new InvoiceStore(leads.database),
        settings: await new BillingSettingsStore(leads.database).get(),
        now: Date.now,
        linkFor: invoiceClientLink,
      };
    },
    () => {
      void getLeads().then((leads) => leads.worker.notify());
    },
  );
}
