import { type FormContact, formContact } from "#app/content/forms.ts";
import { site } from "#app/content/site.ts";

/** The whole company as published (identity, legal identifiers, insurer, mediator…), with its form contact. */
export interface PublishedCompany extends FormContact {
  identity: typeof site;
}

/** The company `identity` describes, in the shape `publishedCompany()` answers. */
export function companyOf(identity: typeof site): PublishedCompany {
  return { ...formContact(identity), identity };
}

/**
 * The company as the version this process serves publishes it, for what this process writes itself instead of
 * through a page of the published set: the request e-mails, the form guards' refusals, the passkeys' name, the
 * quotes, the invoices and their PDF. The content modules follow each publication served (`servePublication`).
 */
export function publishedCompany(): PublishedCompany {
  return companyOf(site);
}
