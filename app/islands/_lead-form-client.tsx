import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { LeadForm, type LeadFormProps } from "#app/components/forms/lead-form.tsx";
import { LEAD_FORM_PROPS_ATTRIBUTE } from "#app/components/forms/lead-submission.ts";

/** The form, telling its island once React has taken it over (`data-ready`), for whoever waits for it. */
function HydratedLeadForm({ island, props }: { island: HTMLElement; props: LeadFormProps }) {
  useEffect(() => {
    island.dataset.ready = "true";
  }, [island]);
  return <LeadForm {...props} />;
}

/** Hydrates one lead form from the props the server wrote beside it (lead-form-island.tsx). */
export function hydrateLeadForm(island: HTMLElement): void {
  const root = island.querySelector("[data-lead-form-root]");
  const json = island.querySelector(`script[${LEAD_FORM_PROPS_ATTRIBUTE}]`)?.textContent;
  if (!root || !json) return;
  hydrateRoot(root, <HydratedLeadForm island={island} props={JSON.parse(json) as LeadFormProps} />);
}
