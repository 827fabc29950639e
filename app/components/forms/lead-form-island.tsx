import { useContext } from "react";
import { useActionData, useFormAction } from "react-router";
import { formContact } from "#app/content/forms.ts";
import { useIsland } from "#app/lib/islands.tsx";
import type { LeadActionResult, LeadKind } from "#app/lib/lead-fields.ts";
import type { LeadFormProps } from "./lead-form.tsx";
import { LeadFormRegion } from "./lead-form-region.tsx";
import { PublishedContact } from "./published-contact.tsx";

/**
 * A lead form as an island: the server renders it with the route's answer (a post made without JavaScript comes
 * back with its errors or its success), and writes the same props beside it as JSON, from which the lead-form
 * island (app/islands/lead-form.ts) hydrates the form alone with React at the visitor's first use of it (a focus, a
 * key, a choice, a click; `data-on-intent`, app/lib/island-loader.ts). Until then, and without JavaScript, the form
 * is a plain POST to its own page.
 */
function LeadFormIsland({ kind, labelledBy }: { kind: LeadKind; labelledBy: string }) {
  useIsland("lead-form");
  // Prerendered pages are rendered as "/devis/": the form posts to the canonical "/devis" (or "/?index").
  const action = useFormAction().replace(/(.)\/(?=\?|$)/, "$1");
  const answer = useActionData() as LeadActionResult | undefined;
  const publishedContact = useContext(PublishedContact);
  const props: LeadFormProps = {
    kind,
    labelledBy,
    action,
    initialResult: answer?.kind === kind ? answer : undefined,
    contact: publishedContact ?? formContact(),
  };
  return <LeadFormRegion {...props} />;
}

export function ContactForm({ labelledBy = "contact-title" }: { labelledBy?: string }) {
  return <LeadFormIsland kind="contact" labelledBy={labelledBy} />;
}

export function QuoteForm({ labelledBy }: { labelledBy: string }) {
  return <LeadFormIsland kind="devis" labelledBy={labelledBy} />;
}
