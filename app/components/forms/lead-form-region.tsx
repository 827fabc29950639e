import { LeadForm, type LeadFormProps } from "./lead-form.tsx";
import { LEAD_FORM_PROPS_ATTRIBUTE, scriptJson } from "./lead-submission.ts";

/**
 * The element a lead form island takes over: the form's props as JSON (read by the island, and by the server to
 * answer a form post in the prerendered page, server/form-answer.ts) and the form itself. It needs no router: the
 * server renders it alone with the action's result.
 */
export function LeadFormRegion(props: LeadFormProps) {
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
