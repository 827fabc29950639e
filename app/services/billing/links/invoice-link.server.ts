/**
 * A client's invoice behind a private link: its own (`/f/<token>`, sent with the invoice) or the quote's it was
 * issued from (`/d/<token>/factures/<number>`, the job's page). Both are looked up the same way as a quote's link:
 * counted per address (linkLookupAllowed), the token's shape checked before any lookup.
 */
import type { InvoicePageData, TransferQr } from "#app/components/billing/invoice-view.tsx";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import { invoiceStore } from "#app/services/billing/documents/invoice-service.server.ts";
import type { InvoiceState } from "#app/services/billing/documents/invoices.server.ts";
import { linkLookupAllowed, quoteStore } from "#app/services/billing/documents/quote-service.server.ts";
import type { RetentionStanding } from "#app/services/billing/documents/retention.ts";
import { epcPayload, epcQrLabel, epcQrMatrix } from "#app/services/billing/payments/epc-qr.ts";
import { invoiceXml } from "#app/services/billing/pdf/invoice-pdf.server.ts";
import { logError } from "#app/services/log.server.ts";
import { clientAddress } from "#app/services/pro/audit.server.ts";
import { isPersonOpening } from "./quote-view.server.ts";

export interface ClientInvoice {
  invoiceId: number;
  document: InvoiceDocument;
  state: InvoiceState;
  remainingCents: number;
  /** The remaining amount less a retention guarantee not yet released (decision 065): what the transfer asks. */
  dueNowCents: number;
  retentionHeld: RetentionStanding | null;
}

export type LinkRefusal = "unknown" | "revoked" | "throttled";

/** A token is 43 base64url characters (256 random bits); anything else is refused without a lookup. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** An issued document's number: F-2026-0001, AV-2026-0001. */
const NUMBER = /^(?:F|AV)-\d{4}-\d{4,}$/;

export function refusalStatus(refusal: LinkRefusal): 429 | 410 | 404 {
  return refusal === "throttled" ? 429 : refusal === "revoked" ? 410 : 404;
}

async function lookupAllowed(request: Request): Promise<boolean> {
  return linkLookupAllowed(clientAddress(request) ?? "unknown");
}

/** What the invoice's own link opens. */
export async function invoiceByLink(request: Request, token: string): Promise<ClientInvoice | LinkRefusal> {
  if (!(await lookupAllowed(request))) return "throttled";
  if (!TOKEN.test(token)) return "unknown";
  const opened = await (await invoiceStore()).open(token);
  if (opened.kind !== "invoice") return opened.kind;
  const { invoiceId, document, state, remainingCents, dueNowCents, retentionHeld } = opened;
  return { invoiceId, document, state, remainingCents, dueNowCents, retentionHeld };
}

/** An invoice of the quote whose link this is, by its number; with the quote's number, for the way back. */
export async function invoiceByQuoteLink(
  request: Request,
  token: string,
  number: string,
): Promise<(ClientInvoice & { quoteNumber: string }) | LinkRefusal> {
  if (!(await lookupAllowed(request))) return "throttled";
  if (!TOKEN.test(token) || !NUMBER.test(number)) return "unknown";
  const quote = await (await quoteStore()).open(token);
  if (quote.kind !== "quote") return quote.kind;
  const found = await (await invoiceStore()).issuedOfQuoteByNumber(quote.quoteId, number);
  if (!found) return "unknown";
  const { id, document, state, remainingCents, dueNowCents, retentionHeld } = found;
  return {
    invoiceId: id,
    document,
    state,
    remainingCents,
    dueNowCents,
    retentionHeld,
    quoteNumber: quote.document.number,
  };
}

/**
 * The transfer's QR code for what remains to pay (EPC069-12, epc-qr.ts); none for a credit note or once nothing
 * remains. An IBAN the payload refuses (an issued document keeps the one it was issued with) leaves the transfer
 * details without the code, and the owner's log says why.
 */
function transferQr(document: InvoiceDocument, remainingCents: number): TransferQr | null {
  if (document.kind === "avoir" || remainingCents <= 0) return null;
  const transfer = {
    name: document.company.name,
    iban: document.company.iban,
    bic: document.company.bic,
    amountCents: remainingCents,
    reference: document.paymentReference,
  };
  try {
    return { ...epcQrMatrix(epcPayload(transfer)), label: epcQrLabel(transfer) };
  } catch (error) {
    logError(`invoice ${document.number}: no transfer QR code: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}

/** The page's data; a person opening it (not a mail service's preview) makes the invoice "Vue" for the owner. */
export async function invoicePage(request: Request, opened: ClientInvoice, path: string): Promise<InvoicePageData> {
  if (isPersonOpening(request)) await (await invoiceStore()).markViewed(opened.invoiceId);
  return {
    document: opened.document,
    state: opened.state,
    remainingCents: opened.remainingCents,
    dueNowCents: opened.dueNowCents,
    retentionHeld: opened.retentionHeld,
    qr: transferQr(opened.document, opened.dueNowCents),
    path,
  };
}

const FILE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/**
 * A file of the invoice, by its name under the page: `facture.pdf`, the PDF stored at issue byte for byte (its
 * SHA-256 was recorded then), and for a business client `factur-x.xml`, the XML its PDF embeds. Null otherwise.
 */
export async function invoiceFileResponse(opened: ClientInvoice, file: string): Promise<Response | null> {
  const { document } = opened;
  const name = `${document.kind === "avoir" ? "avoir" : "facture"}-${document.number}`;
  if (file === "facture.pdf") {
    const stored = await (await invoiceStore()).issuedPdf(opened.invoiceId);
    if (!stored) return null;
    return new Response(new Uint8Array(stored.pdf), {
      headers: {
        ...FILE_HEADERS,
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${name}.pdf"`,
      },
    });
  }
  if (file === "factur-x.xml" && document.client.siren) {
    return new Response(invoiceXml(document), {
      headers: {
        ...FILE_HEADERS,
        "Content-Type": "application/xml; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}.xml"`,
      },
    });
  }
  return null;
}
