import { contactServiceOptions, formsCopy } from "#app/content/forms.ts";
import { limits } from "#app/lib/lead-fields.ts";
import { Field } from "./field.tsx";
import { fieldId, LeadForm } from "./lead-form.tsx";
import { SelectControl } from "./select-control.tsx";

const copy = formsCopy.contact;
const id = (field: Parameters<typeof fieldId>[1]) => fieldId("contact", field);

/** Spec §3 and §5: name, phone, email, city, service (12 options) and message, all required. */
export function ContactForm({ labelledBy = "contact-title" }: { labelledBy?: string }) {
  return (
    <LeadForm
      kind="contact"
      labelledBy={labelledBy}
      subject={copy.subject}
      labels={copy.labels}
      submitLabel={copy.submit}
      submitVariant="primary"
      success={copy.success}
    >
      {({ errors, values }) => (
        <>
          <Field id={id("name")} label={copy.labels.name} error={errors.name}>
            {(control) => (
              <input
                {...control}
                name="name"
                type="text"
                autoComplete="name"
                required
                maxLength={limits.name}
                placeholder={copy.placeholders.name}
                defaultValue={values.name}
              />
            )}
          </Field>
          <Field id={id("phone")} label={copy.labels.phone} error={errors.phone}>
            {(control) => (
              <input
                {...control}
                name="phone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                required
                maxLength={limits.phone}
                placeholder={copy.placeholders.phone}
                defaultValue={values.phone}
              />
            )}
          </Field>
          <Field id={id("email")} label={copy.labels.email} error={errors.email}>
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={limits.email}
                placeholder={copy.placeholders.email}
                defaultValue={values.email}
              />
            )}
          </Field>
          <Field id={id("city")} label={copy.labels.city} error={errors.city}>
            {(control) => (
              <input
                {...control}
                name="city"
                type="text"
                autoComplete="address-level2"
                required
                maxLength={limits.city}
                placeholder={copy.placeholders.city}
                defaultValue={values.city}
              />
            )}
          </Field>
          <Field id={id("service")} label={copy.labels.service} error={errors.service} className="sm:col-span-2">
            {(control) => (
              <SelectControl
                control={control}
                name="service"
                placeholder={copy.servicePlaceholder}
                options={contactServiceOptions}
                defaultValue={values.service}
              />
            )}
          </Field>
          <Field id={id("message")} label={copy.labels.message} error={errors.message} className="sm:col-span-2">
            {(control) => (
              <textarea
                {...control}
                name="message"
                rows={5}
                required
                maxLength={limits.message}
                placeholder={copy.placeholders.message}
                defaultValue={values.message}
              />
            )}
          </Field>
        </>
      )}
    </LeadForm>
  );
}
