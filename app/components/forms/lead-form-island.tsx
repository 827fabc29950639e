import { useContext } from "react";
import { useActionData, useFormAction } from "react-router";
import { formContact } from "#app/content/forms.ts";
import { useIsland } from "#app/lib/islands.tsx";
import type { LeadActionResult, LeadKind } from "#app/lib/lead-fields.ts";
import { LeadForm, type LeadFormProps } from "./lead-form.tsx";
import { LEAD_FORM_PROPS_ATTRIBUTE, scriptJson } from "./lead-submission.ts";
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
  return (
    <div data-lead-form="" data-on-intent="">
      <script
        type="application/json"
        {...{ [LEAD_FORM_PROPS_ATTRIBUTE]: "" }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped (scriptJson), read by the island.
        dangerouslySetInnerHTML={{ __html: scriptJson(props) }}
      />
      <div data-lead-form-root="">
        <LeadForm {...props} />
      </div>
    </div>
  );
}

export function ContactForm({ labelledBy = "contact-title" }: { labelledBy?: string }) {
  return <LeadFormIsland kind="contact" labelledBy={labelledBy} />;
}

export function QuoteForm({ labelledBy }: { labelledBy: string }) {
  return <LeadFormIsland kind="devis" labelledBy={labelledBy} />;
}
