/**
 * Copy of the reverse charge in construction subcontracting (decision 064): works a VAT-registered contractor
 * subcontracts to the company are invoiced without VAT, the contractor paying it (CGI art. 283, 2 nonies). One
 * list for the owner's editors, the client's pages, the PDFs and the Factur-X, so that each says it the same way.
 */

import { reverseChargeMention, reverseChargeMentionTitle } from "./reverse-charge-mention.ts";

export { reverseChargeMention } from "./reverse-charge-mention.ts";

export const reverseChargeCopy = {
  /** The editors' checkbox, on the quote and the invoice. */
  label: "Sous-traitance : autoliquidation de la TVA par le donneur d’ordre",
  hint: "Le client est une entreprise assujettie à la TVA qui vous sous-traite ces travaux : vous facturez hors taxe, il déclare et paie la TVA. Son SIREN et son numéro de TVA sont obligatoires.",
  clientSiren: "SIREN du client",
  clientVat: "N° de TVA du client",
  errors: {
    siren: "Sous-traitance en autoliquidation : indiquez le SIREN du client (9 chiffres dont la clé est juste).",
    vat: "Sous-traitance en autoliquidation : indiquez le numéro de TVA français du client (FR + 11 caractères).",
    ids: "Sous-traitance en autoliquidation : indiquez le SIREN et le numéro de TVA du client avant d’émettre.",
    mismatch: "Le numéro de TVA du client ne correspond pas à son SIREN (FR, deux chiffres, puis le SIREN).",
  },
  /** Where the VAT would be, in the totals of the page, the PDF and the owner's screens. */
  vatLabel: "TVA due par le preneur",
  vatValue: "Autoliquidation",
  /** The lines' VAT column. */
  lineRate: "AE",
  /** The mentions' block of a quote or an invoice. */
  mentionTitle: reverseChargeMentionTitle,
  mention: reverseChargeMention,
  /** BT-120, the VAT exemption reason text of the Factur-X (its code BT-121 is VATEX-FR-AE). */
  exemptionReason: "Autoliquidation - TVA due par le preneur assujetti (CGI art. 283, 2 nonies)",
  /** The owner's lists: a tag next to the amount. */
  tag: "Autoliquidation",
} as const;
