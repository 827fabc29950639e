import { invoiceCompany } from "#app/services/billing/documents/billing-settings.server.ts";
import { InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import { QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import { renderInvoicePdf } from "#app/services/billing/pdf/invoice-pdf.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import { benchCompany, benchFigures, type QuoteBenchFigures, thirtyLines } from "./quote-bench.server.ts";

/**
 * `npm run bench:invoices`: the 30-line quote of the quotes' bench sent and accepted, its final invoice issued to a
 * business client (so a Factur-X PDF: PDF/A-3b, the EN 16931 XML attached, the transfer QR code), that PDF rendered
 * `runs` times after one warm-up, and the client's invoice page rendered by the server as the client gets it.
 */
export async function invoiceBench(
  renderPage: (pathname: string) => Promise<{ status: number; html: string }>,
  runs = 50,
): Promise<QuoteBenchFigures> {
  const database = (await getLeads()).database;
  const quotes = new QuoteStore(database);
  const company = benchCompany(publishedCompany());
  // Factur-X needs real identifiers' shapes: a made-up SIRET and VAT number with right keys (no real company's).
  company.identity = {
    ...company.identity,
    legal: { ...company.identity.legal, siret: "481 234 565 00002", vat: "FR 36 481234565" },
  };
  const quoteId = (await quotes.create(null, {})) as number;
  await quotes.save(quoteId, thirtyLines());
  const sent = await quotes.send(quoteId, company, { userId: 0, email: "bench" });
  if (!sent.ok) throw new Error(`the quote was not sent: ${sent.reason}`);
  const accepted = await quotes.accept(quoteId, {
    revision: sent.revision,
    fullName: "Client de mesure",
    address: "127.0.0.1",
    userAgent: "bench",
    keepsReplacedParts: false,
    reducedRateCertified: true,
    pdf: new Uint8Array([37, 80, 68, 70]),
  });
  if (accepted !== "accepted") throw new Error(`the quote was not accepted: ${accepted}`);
  const invoices = new InvoiceStore(database);
  const created = await invoices.createFromQuote(quoteId, "solde");
  if (!created.ok) throw new Error(`no final invoice: ${created.reason}`);
  const draft = await invoices.detail(created.id);
  if (!draft) throw new Error("the final invoice's draft is missing");
  await invoices.save(created.id, { ...draft, clientSiren: "732829320", serviceDate: invoices.today() });
  const settings = { reminderOffsets: [], iban: "FR7630006000011234567890189", bic: "AGRIFRPP", vatOnDebits: false };
  const issued = await invoices.issue(created.id, invoiceCompany(company, settings), renderInvoicePdf);
  if (!issued.ok) throw new Error(`the invoice was not issued: ${issued.reason}`);
  return benchFigures(() => renderInvoicePdf(issued.document), runs, await renderPage(`/f/${issued.token}`));
}
