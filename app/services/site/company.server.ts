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

let published: PublishedCompany | null = null;

/**
 * The company as last published from "Mon site", for what this process writes itself instead of through a
 * rendered page: the request e-mails, the form guards' refusals, the passkeys' name, the quotes and their PDF.
 * This process's content modules hold the build's values (app/content/published.ts); until a version is served,
 * this is them too.
 */
export function publishedCompany(): PublishedCompany {
  return published ?? companyOf(site);
}

/** Called with each version this process starts serving (publication.server.ts). */
export function servePublishedCompany(company: PublishedCompany): void {
  published = company;
}
