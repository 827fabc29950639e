import { data } from "react-router";
import { clientPageHeaders } from "#app/components/billing/client-page.tsx";
import { InvoiceRefused, InvoiceView, invoicePageMeta } from "#app/components/billing/invoice-view.tsx";
import { invoicesCopy } from "#app/content/invoices.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { invoiceByQuoteLink, invoicePage, refusalStatus } from "#app/services/billing/links/invoice-link.server.ts";
import type { Route } from "./+types/quote-invoice";

export const handle: RouteHandle = { hideClosingCta: true };

export function headers() {
  return clientPageHeaders;
}

/** An invoice of the job, opened from the quote's page through the quote's own link. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const opened = await invoiceByQuoteLink(request, params.token, params.number);
  if (typeof opened === "string") {
    return data({ refused: opened, invoice: null, quoteNumber: null }, { status: refusalStatus(opened) });
  }
  const path = `/d/${params.token}/factures/${params.number}`;
  return { refused: null, invoice: await invoicePage(request, opened, path), quoteNumber: opened.quoteNumber };
}

export const meta: Route.MetaFunction = ({ loaderData }) => invoicePageMeta(loaderData?.invoice);

export default function QuoteInvoicePage({ loaderData, params }: Route.ComponentProps) {
  if (!loaderData.invoice) return <InvoiceRefused refused={loaderData.refused} />;
  return (
    <InvoiceView
      invoice={loaderData.invoice}
      back={{ href: `/d/${params.token}`, label: invoicesCopy.client.backToQuote(loaderData.quoteNumber) }}
    />
  );
}
