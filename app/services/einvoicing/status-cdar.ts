/**
 * Reads a lifecycle status as an approved platform hands it back to the seller: a CDAR message (UN/CEFACT Cross
 * Domain Acknowledgement and Response D22B, French profile BR-FR-CDV) that names the invoice it is about
 * (MDT-87, its number), the status (MDT-105, « Refusée » 210…) and, for a refusal, a rejection or a dispute, the
 * reason (MDT-113 code, its text). Only the few elements the seller acts on are read, whatever the namespace
 * prefixes, so a message with more than this reads the same; anything missing makes it unreadable (null).
 */

export interface StatusReason {
  /** The closed list's code (BR-FR-CDV-CL-09), such as TX_TVA_ERR. */
  code: string;
  /** The free text the buyer or the platform wrote, if any. */
  text: string | null;
}

export interface StatusMessage {
  /** The message's own id (MDT-4). */
  messageId: string;
  /** The invoice the status is about: its number as the seller issued it (MDT-87). */
  invoiceNumber: string;
  /** The status code (MDT-105), 200 to 213 or a platform's own. */
  statusCode: string;
  reasons: StatusReason[];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decoded(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&(amp|lt|gt|quot|apos);/g, (_m, name: string) => ENTITIES[name] ?? "")
    .trim();
}

/** The content of each element `name` directly in `xml` (prefixes already removed), in document order. */
function elements(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, "g"))].map(
    (match) => match[1] ?? "",
  );
}

function first(xml: string, name: string): string | null {
  return elements(xml, name)[0] ?? null;
}

/** The status message of a CDAR file, or null when it is not one this reader can trust. */
export function readStatusMessage(xml: string): StatusMessage | null {
  const local = xml
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_m, text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;"))
    .replace(/<(\/?)[\w.-]+:/g, "<$1");
  const root = first(local, "CrossDomainAcknowledgementAndResponse");
  if (root === null) return null;
  const exchanged = first(root, "ExchangedDocument");
  const acknowledgement = first(root, "AcknowledgementDocument");
  const referenced = acknowledgement === null ? null : first(acknowledgement, "ReferenceReferencedDocument");
  if (exchanged === null || referenced === null) return null;
  const messageId = first(exchanged, "ID");
  const invoiceNumber = first(referenced, "IssuerAssignedID");
  const statuses = elements(referenced, "SpecifiedDocumentStatus");
  // The document's status is MDT-105; a detail may repeat it (MDT-115) when the header leaves it out.
  const header = referenced.replace(/<SpecifiedDocumentStatus\b[\s\S]*?<\/SpecifiedDocumentStatus>/g, "");
  const statusCode =
    first(header, "ProcessConditionCode") ??
    statuses.map((status) => first(status, "ProcessConditionCode")).find((code) => code !== null) ??
    null;
  if (!messageId || !invoiceNumber || !statusCode) return null;
  const reasons = statuses.flatMap((status) => {
    const code = first(status, "ReasonCode");
    if (code === null) return [];
    const text = elements(status, "Reason").map(decoded).filter(Boolean).join(" ");
    return [{ code: decoded(code), text: text || null }];
  });
  return {
    messageId: decoded(messageId),
    invoiceNumber: decoded(invoiceNumber),
    statusCode: decoded(statusCode),
    reasons,
  };
}
