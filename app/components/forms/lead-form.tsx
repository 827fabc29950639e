import { CircleAlert, LoaderCircle, Send } from "lucide-react";
import { Fragment } from "react";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { type FormContact, formsCopy } from "#app/content/forms.ts";
import {
  fieldTables,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  type LeadActionResult,
  type LeadField,
  type LeadKind,
  photoFieldAfter,
  SUBJECT_FIELD,
} from "#app/lib/lead-fields.ts";
import { PhotoField } from "./photo-field.tsx";
import { PrivacyNotice } from "./privacy-notice.tsx";
import { SuccessCard } from "./success-card.tsx";
import { fieldId, TableField } from "./table-field.tsx";
import { useLeadForm } from "./use-lead-form.ts";

/** What sets the two forms apart besides their fields. */
const formSettings = {
  contact: { copy: formsCopy.contact, submitVariant: "primary" },
  devis: { copy: formsCopy.quote, submitVariant: "quote" },
} as const;

/** Everything a lead form is drawn from: rendered by the server, then handed to the island as they are. */
export interface LeadFormProps {
  kind: LeadKind;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** Where the form posts: the page's own route ("/devis", "/contact", "/?index"). */
  action: string;
  /** The action's answer when this page is the answer to a post made without JavaScript. */
  initialResult?: LeadActionResult | undefined;
  /** The company's published phone, name and e-mail, as the page was rendered with them. */
  contact: FormContact;
}

/**
 * A lead form from its table: the error summary, the fields, the honeypot, the hidden fields, the submit button,
 * the success card and the privacy notice. It uses React alone (no router), so that the page's form island can
 * hydrate it without React Router (lead-form-island.tsx).
 */
export function LeadForm({ kind, labelledBy, action, initialResult, contact }: LeadFormProps) {
  const form = useLeadForm(kind, action, initialResult, contact);
  const { copy, submitVariant } = formSettings[kind];
  const table = fieldTables[kind];
  const pagePath = action.replace(/\?.*$/, "");
  const errorEntries = Object.entries(form.errors) as [LeadField, string][];

  return (
    <div>
      {form.succeeded ? (
        <SuccessCard
          title={copy.success.title}
          text={copy.success.text}
          anotherHref={pagePath}
          contact={contact}
          onAnother={form.reset}
        />
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveElementInteractions: focus and pointer only fetch the rules early; the form is operated by its fields and button.
        <form
          key={form.formKey}
          ref={form.formRef}
          method="post"
          encType="multipart/form-data"
          // Without JavaScript the answer page opens at the form, where the success card or the errors are.
          action={`${action}#${labelledBy}`}
          tabIndex={-1}
          aria-labelledby={labelledBy}
          id={form.formId}
          onSubmit={form.onSubmit}
          onInput={form.onInput}
          onFocus={form.prepareRules}
          onPointerDown={form.prepareRules}
          className="relative scroll-mt-32 focus:outline-none"
        >
          <p className="text-sm text-muted">{formsCopy.requiredNote}</p>

          {form.alert ? (
            <div
              ref={form.alertRef}
              role="alert"
              tabIndex={-1}
              className="mt-4 scroll-mt-32 rounded-xl border border-emergency-700/30 bg-emergency-50 p-4 text-sm text-emergency-800"
            >
              <p className="flex items-start gap-2 font-semibold">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {form.alert}
              </p>
              {errorEntries.length > 0 ? (
                <ul className="mt-2 list-disc space-y-1 pl-10">
                  {errorEntries.map(([field, message]) => (
                    <li key={field}>
                      <a href={`#${fieldId(kind, field)}`} className="underline underline-offset-2">
                        {table.find((spec) => spec.name === field)?.label ?? field} : {message}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}

          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            {table.map((field) => (
              <Fragment key={field.name}>
                <TableField kind={kind} field={field} error={form.errors[field.name]} value={form.values[field.name]} />
                {field.name === photoFieldAfter[kind] ? (
                  <PhotoField kind={kind} error={form.photoError} submitting={form.submitting} />
                ) : null}
              </Fragment>
            ))}
          </div>

          <input type="hidden" name={SUBJECT_FIELD} value={copy.subject} />
          <input type="hidden" name={IDEMPOTENCY_FIELD} value={form.idempotencyKey} />
          {/* A trap for bots: out of sight, out of the tab order and hidden from assistive technology. */}
          <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
            <label htmlFor={`${kind}-${HONEYPOT_FIELD}`}>{formsCopy.honeypotLabel}</label>
            <input
              id={`${kind}-${HONEYPOT_FIELD}`}
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
            />
          </div>

          <button
            type="submit"
            disabled={form.submitting}
            className={buttonClass(submitVariant, "lg", "mt-7 w-full sm:w-auto")}
          >
            {form.submitting ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Send aria-hidden="true" className="hidden size-5 xs:block" />
            )}
            {form.submitting ? formsCopy.submitting : copy.submit}
          </button>
        </form>
      )}
      <PrivacyNotice id={`${kind}-privacy-title`} contact={contact} />
    </div>
  );
}
