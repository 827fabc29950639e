import { formsCopy, quoteServiceOptions } from "#app/content/forms.ts";
import { limits } from "#app/lib/lead-fields.ts";
import { Field } from "./field.tsx";
import { fieldId, LeadForm } from "./lead-form.tsx";
import { SelectControl } from "./select-control.tsx";

const copy = formsCopy.quote;
const id = (field: Parameters<typeof fieldId>[1]) => fieldId("devis", field);

/** Spec §3 and §5: nom, email, telephone, adresse, typeService required; description and the box optional. */
export function QuoteForm({ labelledBy }: { labelledBy: string }) {
  return (
    <LeadForm
      kind="devis"
      labelledBy={labelledBy}
      subject={copy.subject}
      labels={copy.labels}
      submitLabel={copy.submit}
      submitVariant="quote"
      success={copy.success}
    >
      {({ errors, values }) => (
        <>
          <Field id={id("nom")} label={copy.labels.nom} error={errors.nom}>
            {(control) => (
              <input
                {...control}
                name="nom"
                type="text"
                autoComplete="name"
                required
                maxLength={limits.name}
                placeholder={copy.placeholders.nom}
                defaultValue={values.nom}
              />
            )}
          </Field>
          <Field id={id("telephone")} label={copy.labels.telephone} error={errors.telephone}>
            {(control) => (
              <input
                {...control}
                name="telephone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                required
                maxLength={limits.phone}
                placeholder={copy.placeholders.telephone}
                defaultValue={values.telephone}
              />
            )}
          </Field>
          <Field id={id("email")} label={copy.labels.email} error={errors.email} className="sm:col-span-2">
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
          <Field
            id={id("adresse")}
            label={copy.labels.adresse}
            hint={copy.hints.adresse}
            error={errors.adresse}
            className="sm:col-span-2"
          >
            {(control) => (
              <input
                {...control}
                name="adresse"
                type="text"
                autoComplete="address-line1"
                required
                maxLength={limits.address}
                placeholder={copy.placeholders.adresse}
                defaultValue={values.adresse}
              />
            )}
          </Field>
          <Field
            id={id("typeService")}
            label={copy.labels.typeService}
            error={errors.typeService}
            className="sm:col-span-2"
          >
            {(control) => (
              <SelectControl
                control={control}
                name="typeService"
                placeholder={copy.servicePlaceholder}
                options={quoteServiceOptions}
                defaultValue={values.typeService}
              />
            )}
          </Field>
          <Field
            id={id("description")}
            label={`${copy.labels.description} (${formsCopy.optional})`}
            hint={copy.hints.description}
            error={errors.description}
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...control}
                name="description"
                rows={5}
                maxLength={limits.description}
                placeholder={copy.placeholders.description}
                defaultValue={values.description}
              />
            )}
          </Field>
          <div className="sm:col-span-2">
            <div className="flex items-start gap-3">
              <input
                id={id("accepteConditions")}
                name="accepteConditions"
                type="checkbox"
                aria-describedby={`${id("accepteConditions")}-hint`}
                defaultChecked={values.accepteConditions ? values.accepteConditions !== "" : false}
                className="mt-0.5 size-5 shrink-0 rounded border-line accent-navy-800"
              />
              <div>
                <label htmlFor={id("accepteConditions")} className="text-sm font-medium text-ink">
                  {copy.labels.accepteConditions}
                </label>
                <p id={`${id("accepteConditions")}-hint`} className="mt-0.5 text-sm text-muted">
                  {copy.hints.accepteConditions}
                </p>
              </div>
            </div>
          </div>
        </>
      )}
    </LeadForm>
  );
}
