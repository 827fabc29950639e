import { data } from "react-router";
import { clientPageHeaders } from "#app/components/billing/client-page.tsx";
import { InvoiceRefused, InvoiceView, invoicePageMeta } from "#app/components/billing/invoice-view.tsx";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { invoiceByLink, invoicePage, refusalStatus } from "#app/services/billing/links/invoice-link.server.ts";
import type { Route } from "./+types/invoice-client";

export const handle: RouteHandle = { hideClosingCta: true };

export function headers() {
  return clientPageHeaders;
}

/** A client's invoice by its own private link, as the invoice's e-mail and reminders send it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const opened = await invoiceByLink(request, params.token);
  if (typeof opened === "string") {
    return data({ refused: opened, invoice: null }, { status: refusalStatus(opened) });
  }
  return { refused: null, invoice: await invoicePage(request, opened, `/f/${params.token}`) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => invoicePageMeta(loaderData?.invoice);

export default function InvoiceClientPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.invoice) return <InvoiceRefused refused={loaderData.refused} />;
  return <InvoiceView invoice={loaderData.invoice} />;
}
