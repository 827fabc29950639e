import type { QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import { renderQuotePdf } from "./quote-pdf.server.ts";

/**
 * The quote's PDF as the client and the owner download it: once accepted, the stored bytes the client accepted;
 * before, the current revision rendered. Null for a draft never sent.
 */
export async function quotePdfResponse(store: QuoteStore, quoteId: number): Promise<Response | null> {
  const document = await store.currentDocument(quoteId);
  if (!document) return null;
  const accepted = await store.acceptedPdf(quoteId);
  const pdf = accepted ?? (await renderQuotePdf(document));
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="devis-${document.number}.pdf"`,
      "Cache-Control": "no-store",
    },
  });
}
