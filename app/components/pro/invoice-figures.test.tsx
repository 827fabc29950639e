import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { invoicesCopy } from "#app/content/invoices.ts";
import type { InvoiceFigures } from "#app/services/billing/documents/invoice-figures.server.ts";
import { typographyProblems, visibleText } from "#tests/support/typography.ts";
import { InvoiceFiguresPanel, SiteFunnelPanel } from "./invoice-figures.tsx";

const copy = invoicesCopy.dashboard;

const figures: InvoiceFigures = {
  months: [
    { month: "2026-10", invoicedCents: 34_110, collectedCents: 34_110, outstandingCents: 0 },
    { month: "2026-11", invoicedCents: 1_279_590, collectedCents: 40_000, outstandingCents: 1_239_590 },
  ],
  invoicedCents: 1_313_700,
  collectedCents: 74_110,
  outstandingCents: 1_239_590,
  overdueCents: 1_200_000,
  overdueCount: 1,
  funnel: {
    since: "2026-01-01",
    requests: 12,
    quoted: { count: 3, cents: 341_100 },
    accepted: { count: 1, cents: 113_700 },
    invoiced: { count: 2, cents: 113_700 },
    paid: { count: 1, cents: 74_110 },
  },
};

describe("the dashboard's invoicing panels, as rendered on the server", () => {
  it("give the four figures and a captioned month table, in euros with French spacing", () => {
    const html = renderToStaticMarkup(<InvoiceFiguresPanel figures={figures} />);
    const text = visibleText(html);
    expect(html).toContain(`<caption class="sr-only">${copy.caption}</caption>`);
    expect(html.match(/<th scope="row"/g)).toHaveLength(2);
    expect(text).toContain("nov. 2026");
    expect(text).toContain("12\u202f795,90\u00a0€");
    expect(text).toContain(`${copy.overdue}12\u202f000,00\u00a0€${copy.overdueHint(1)}`);
    expect(typographyProblems(html)).toEqual([]);
  });

  it("list the funnel's steps in order, each with its count and, from the quotes on, its amount", () => {
    const html = renderToStaticMarkup(<SiteFunnelPanel funnel={figures.funnel} />);
    const steps = [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => visibleText(match[1] ?? ""));
    expect(steps).toEqual([
      `12${copy.funnel.requests(12)}`,
      `3${copy.funnel.quoted(3)}3\u202f411,00\u00a0€`,
      `1${copy.funnel.accepted(1)}1\u202f137,00\u00a0€`,
      `2${copy.funnel.invoiced(2)}1\u202f137,00\u00a0€`,
      `1${copy.funnel.paid(1)}741,10\u00a0€`,
    ]);
    expect(visibleText(html)).toContain(copy.funnel.intro("01/01/2026"));
    expect(typographyProblems(html)).toEqual([]);
  });
});
