/**
 * The reverse charge's mention alone (decision 064), apart from the editors' copy in reverse-charge.ts: the quotes'
 * and invoices' mentions import it, and every owner's page that reads a date from them must not carry the rest.
 */

/** The mention CGI annexe II art. 242 nonies A, I, 13° requires, then where the law puts the VAT. */
export const reverseChargeMention =
  "Autoliquidation : TVA due par le preneur assujetti (article 283, 2 nonies du Code général des impôts ; mention prévue à l’article 242 nonies A, I, 13° de l’annexe II).";

export const reverseChargeMentionTitle = "Autoliquidation";
