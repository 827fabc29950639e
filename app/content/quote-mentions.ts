import type { RetentionTerms } from "#app/services/billing/documents/retention.ts";
import { type Mention, type MentionSource, quoteMentions } from "./quotes.ts";
import { quoteRetentionParagraphs, retentionCopy } from "./retention.ts";
import { reverseChargeMention, reverseChargeMentionTitle } from "./reverse-charge-mention.ts";

/**
 * The mentions a sent quote prints, on its page and its PDF: a homeowner's (quoteMentions), or, for works a
 * VAT-registered contractor subcontracts (decision 064), a contract between businesses: the client's SIREN and VAT
 * number, the mention « Autoliquidation », and neither the consumer's mediator nor his right of withdrawal (Code de
 * la consommation). Apart from quotes.ts, whose dates and labels the owner's pages load.
 */
export function quoteDocumentMentions(
  source: MentionSource & {
    reverseCharge?: boolean;
    clientSiren?: string;
    clientVat?: string;
    retention?: RetentionTerms | null;
  },
): Mention[] {
  // The retention guarantee (decision 065) is agreed with a business or public client, beside its other mentions.
  const retention: Mention[] = source.retention
    ? [{ id: "retenue", title: retentionCopy.legend, paragraphs: quoteRetentionParagraphs(source.retention) }]
    : [];
  return [...contractMentions(source), ...retention];
}

function contractMentions(
  source: MentionSource & { reverseCharge?: boolean; clientSiren?: string; clientVat?: string },
): Mention[] {
  const mentions = quoteMentions(source);
  if (!source.reverseCharge) return mentions;
  const business = `SIREN ${source.clientSiren ?? ""} – TVA intracommunautaire ${source.clientVat ?? ""}.`;
  return [
    ...mentions
      .filter((mention) => mention.id !== "mediateur" && mention.id !== "retractation")
      .map((mention) =>
        mention.id === "devis"
          ? {
              ...mention,
              paragraphs: mention.paragraphs.flatMap((paragraph) =>
                paragraph.startsWith("Client :") ? [paragraph, business] : [paragraph],
              ),
            }
          : mention,
      ),
    { id: "autoliquidation", title: reverseChargeMentionTitle, paragraphs: [reverseChargeMention] },
  ];
}
