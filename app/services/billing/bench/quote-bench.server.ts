import { brotliCompressSync } from "node:zlib";
import { PLACEHOLDER_MARK } from "#app/lib/placeholder.ts";
import type { QuoteInput, QuoteLine } from "#app/services/billing/documents/quotes.server.ts";
import { QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import { renderQuotePdf } from "#app/services/billing/pdf/quote-pdf.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { companyOf, type PublishedCompany, publishedCompany } from "#app/services/site/company.server.ts";

/** What `npm run bench:quotes` and `npm run bench:invoices` print. */
export interface QuoteBenchFigures {
  runs: number;
  pdfP50Ms: number;
  pdfP95Ms: number;
  pdfBytes: number;
  pageBytes: number;
  pageBrotliBytes: number;
  pageScripts: string[];
}

/** A 30-line quote as a roofer writes one: three sections, lines at 10 % and 20 %, travel costs. */
export function thirtyLines(): QuoteInput {
  const lines: QuoteLine[] = [];
  for (let index = 0; index < 30; index += 1) {
    lines.push(
      index % 10 === 0
        ? {
            kind: "section",
            designation: `Lot ${index / 10 + 1}`,
            quantityMilli: 0,
            unit: "",
            unitPriceCents: 0,
            vatRate: 2000,
          }
        : {
            kind: index === 29 ? "travel" : "line",
            designation: `Remplacement de tuiles mécaniques, rang ${index}, avec faîtage scellé et rives`,
            quantityMilli: 1000 + index * 250,
            unit: index % 3 === 0 ? "h" : "m²",
            unitPriceCents: 4500 + index * 37,
            vatRate: index % 4 === 0 ? 2000 : 1000,
          },
    );
  }
  return {
    clientName: "Client de mesure",
    clientEmail: "",
    clientPhone: "",
    clientAddress: "1 rue de la Mesure, 62750 Loos-en-Gohelle",
    siteAddress: "",
    title: "Réfection complète de la toiture",
    startText: "Sous 4 semaines",
    paymentTerms: "30 % à l’acceptation, le solde à la fin du chantier",
    depositPercent: 30,
    validityDays: 30,
    paidQuote: false,
    urgentRepair: false,
    lines,
  };
}

/**
 * The published company with the template's PLACEHOLDER marks renamed: the bench measures rendering on a
 * development copy, whose company is rarely complete, and sending refuses a quote with a placeholder mention.
 */
export function benchCompany(company: PublishedCompany): PublishedCompany {
  return companyOf(JSON.parse(JSON.stringify(company.identity).replaceAll(PLACEHOLDER_MARK, "BANC D’ESSAI")));
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/**
 * `npm run bench:quotes`: a 30-line quote stored and sent in the database the environment names, its PDF rendered
 * `runs` times (after one warm-up), and its client page rendered by the server as a visitor gets it. Prints nothing
 * itself and asserts nothing: the script prints the figures.
 */
export async function quoteBench(
  renderPage: (pathname: string) => Promise<{ status: number; html: string }>,
  runs = 50,
): Promise<QuoteBenchFigures> {
  const store = new QuoteStore((await getLeads()).database);
  const id = (await store.create(null, {})) as number;
  await store.save(id, thirtyLines());
  const sent = await store.send(id, benchCompany(publishedCompany()), { userId: 0, email: "bench" });
  if (!sent.ok) throw new Error(`the quote was not sent: ${sent.reason}`);
  return benchFigures(() => renderQuotePdf(sent.document), runs, await renderPage(`/d/${sent.token}`));
}

/**
 * A document's PDF rendered `runs` times after one warm-up (p50, p95, bytes), and its client page as the server
 * answered it (bytes, Brotli bytes, script files): the figures both billing benches print.
 */
export async function benchFigures(
  renderPdf: () => Promise<Uint8Array>,
  runs: number,
  page: { status: number; html: string },
): Promise<QuoteBenchFigures> {
  if (page.status !== 200) throw new Error(`the client page answered ${page.status}`);
  await renderPdf();
  const times: number[] = [];
  let pdfBytes = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    pdfBytes = (await renderPdf()).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    runs,
    pdfP50Ms: percentile(times, 0.5),
    pdfP95Ms: percentile(times, 0.95),
    pdfBytes,
    pageBytes: Buffer.byteLength(page.html),
    pageBrotliBytes: brotliCompressSync(page.html).length,
    pageScripts: [...page.html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1] as string),
  };
}
