import { Form, useNavigation } from "react-router";
import { Panel } from "#app/components/pro/lead-sections.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { defaultPreparation } from "#app/content/job-client.ts";
import { jobsCopy } from "#app/content/jobs.ts";
import {
  arrivalEnds,
  JOB_DETAILS_MAX_LENGTH,
  type JobDetails,
  type JobDetailsField,
} from "#app/services/jobs/job-details.ts";

const copy = jobsCopy.job;

const inputClass =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink aria-[invalid=true]:border-emergency-600";

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-emergency-800">
      {error}
    </p>
  ) : null;
}

const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(" ") || undefined;

/**
 * The office's form of the job's practical details: the arrival window (two time inputs, both or neither), what the
 * client prepares and what the team brings; one plain POST, checked again by the server (job-details.ts). A refused
 * form comes back with what was typed.
 */
export function JobDetailsForm({
  details,
  errors,
}: {
  details: JobDetails;
  errors: Partial<Record<JobDetailsField, string>>;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "details";
  const { from, to } = arrivalEnds(details.arrivalWindow);
  return (
    <Panel title={copy.details} id="details">
      <p className="-mt-1 text-sm text-muted">{copy.detailsIntro}</p>
      <Form method="post" preventScrollReset className="mt-3 space-y-4" noValidate>
        <input type="hidden" name="intent" value="details" />
        <fieldset aria-describedby={describedBy("arrival-hint", errors.arrival !== undefined && "arrival-error")}>
          <legend className="text-sm font-semibold text-ink">{copy.arrivalLabel}</legend>
          <p id="arrival-hint" className="mt-0.5 text-sm text-muted">
            {copy.arrivalHint}
          </p>
          <div className="mt-1.5 flex items-end gap-2">
            <label className="min-w-0 flex-1 text-sm text-muted">
              {copy.arrivalFrom}
              <input
                type="time"
                name="arrivee_de"
                defaultValue={from}
                aria-invalid={errors.arrival ? true : undefined}
                className={inputClass}
              />
            </label>
            <label className="min-w-0 flex-1 text-sm text-muted">
              {copy.arrivalTo}
              <input
                type="time"
                name="arrivee_a"
                defaultValue={to}
                aria-invalid={errors.arrival ? true : undefined}
                className={inputClass}
              />
            </label>
          </div>
          <FieldError id="arrival-error" error={errors.arrival} />
        </fieldset>
        <div>
          <label htmlFor="job-preparation" className="block text-sm font-semibold text-ink">
            {copy.clientPreparation}
          </label>
          <p id="job-preparation-hint" className="mt-0.5 text-sm text-muted">
            {copy.preparationHint}
          </p>
          <textarea
            id="job-preparation"
            name="preparation"
            rows={3}
            maxLength={JOB_DETAILS_MAX_LENGTH.clientPreparation}
            defaultValue={details.clientPreparation}
            placeholder={defaultPreparation}
            aria-invalid={errors.clientPreparation ? true : undefined}
            aria-describedby={describedBy(
              "job-preparation-hint",
              errors.clientPreparation !== undefined && "job-preparation-error",
            )}
            className={inputClass}
          />
          <FieldError id="job-preparation-error" error={errors.clientPreparation} />
        </div>
        <div>
          <label htmlFor="job-to-bring" className="block text-sm font-semibold text-ink">
            {copy.toBring}
          </label>
          <textarea
            id="job-to-bring"
            name="a_apporter"
            rows={3}
            maxLength={JOB_DETAILS_MAX_LENGTH.toBring}
            defaultValue={details.toBring}
            aria-invalid={errors.toBring ? true : undefined}
            aria-describedby={describedBy(errors.toBring !== undefined && "job-to-bring-error")}
            className={inputClass}
          />
          <FieldError id="job-to-bring-error" error={errors.toBring} />
        </div>
        <button type="submit" disabled={sending} className={buttonClass("primary", "sm", "min-h-11")}>
          {copy.detailsSave}
        </button>
      </Form>
    </Panel>
  );
}
