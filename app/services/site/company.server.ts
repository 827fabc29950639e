import { type FormContact, formContact } from "#app/content/forms.ts";

let published: FormContact | null = null;

/**
 * The company's name, e-mail and phone as last published from "Mon site", for what this process writes itself
 * instead of through a rendered page: the request e-mails, the form guards' refusals, the passkeys' name. This
 * process's content modules hold the build's values (app/content/published.ts); until a version is served, this is
 * them too.
 */
export function publishedCompany(): FormContact {
  return published ?? formContact();
}

/** Called with each version this process starts serving (publication.server.ts). */
export function servePublishedCompany(contact: FormContact): void {
  published = contact;
}
