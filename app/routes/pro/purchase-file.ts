import { purchasesCopy } from "#app/content/purchases.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import { renderPurchasePdf } from "#app/services/purchases/purchase-pdf.server.ts";
import { purchaseAttachment, purchaseOriginal } from "#app/services/purchases/purchase-reads.server.ts";
import { purchasesDb } from "#app/services/purchases/purchase-service.server.ts";
import { isPdf, readSupplierInvoiceFile } from "#app/services/purchases/supplier-invoice-pdf.server.ts";
import type { Route } from "./+types/purchase-file";

function positiveId(raw: string | undefined): number | null {
  const id = Number(raw);
  return /^\d{1,15}$/.test(raw ?? "") && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function notFound(): Response {
  return new Response(purchasesCopy.detail.problems["not-found"], {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** A name for Content-Disposition: the supplier's own, in UTF-8, with an ASCII fallback for old clients. */
function disposition(kind: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\w.-]+/g, "_").slice(0, 100) || "facture";
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A supplier's file is the supplier's, not ours: never sniffed into something the browser would run (nosniff, a
 * sandbox for what is not a PDF, an XML downloaded rather than shown), never cached.
 */
function fileResponse(bytes: Uint8Array, type: string, contentDisposition: string, sandboxed: boolean): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": type,
      "Content-Length": String(bytes.length),
      "Content-Disposition": contentDisposition,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex, nofollow",
      ...(sandboxed ? { "Content-Security-Policy": "default-src 'none'; img-src 'self'; sandbox" } : {}),
    },
  });
}

/**
 * A purchase's files: `original` the file exactly as received (downloaded), `apercu` what the owner reads (the PDF
 * received, the photo, or a PDF drawn from a bare XML that was read), `piece-<id>` one of the invoice's attachments.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOwner(request);
  const id = positiveId(params.id);
  if (id === null) return notFound();
  const db = await purchasesDb();
  const piece = /^piece-(\d{1,15})$/.exec(params.file ?? "");
  if (piece) {
    const attachment = await purchaseAttachment(db, id, Number(piece[1]));
    if (!attachment) return notFound();
    return fileResponse(
      attachment.bytes,
      "application/octet-stream",
      disposition("attachment", attachment.filename),
      true,
    );
  }
  if (params.file !== "original" && params.file !== "apercu") return notFound();
  const original = await purchaseOriginal(db, id);
  if (!original) return notFound();
  if (params.file === "original") {
    return fileResponse(original.bytes, "application/octet-stream", disposition("attachment", original.name), true);
  }
  if (isPdf(original.bytes)) {
    return fileResponse(original.bytes, "application/pdf", disposition("inline", original.name), false);
  }
  if (original.type === "image/jpeg") {
    return fileResponse(original.bytes, "image/jpeg", disposition("inline", original.name), true);
  }
  const read = readSupplierInvoiceFile(original.bytes);
  if (!read.ok) return notFound();
  const pdf = await renderPurchasePdf(read.invoice);
  const name = `${read.invoice.isCreditNote ? "avoir" : "facture"}-${read.invoice.number}.pdf`;
  return fileResponse(pdf, "application/pdf", disposition("inline", name), false);
}
