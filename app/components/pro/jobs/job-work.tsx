import { type ChangeEvent, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { CircleCheckIcon, ImagePlusIcon, MapPinIcon } from "#app/components/pro/icons.tsx";
import { Panel } from "#app/components/pro/lead-sections.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { jobPhaseLabels, jobsCopy } from "#app/content/jobs.ts";
import { PHOTO_ACCEPT, PHOTO_FIELD } from "#app/lib/photo-limits.ts";
import { formatDateTime } from "#app/lib/relative-age.ts";
import type { SiteView } from "#app/services/jobs/job-view.server.ts";

const copy = jobsCopy.job;
const phases = Object.keys(jobPhaseLabels) as (keyof typeof jobPhaseLabels)[];

type PhotoPicker = typeof import("#app/lib/photo-picker.ts");
let pickerLoading: Promise<PhotoPicker> | undefined;

/** The visitor's form's downscaling module, loaded with the first photo chosen, never with the page. */
function loadPicker(): Promise<PhotoPicker | null> {
  pickerLoading ??= import("#app/lib/photo-picker.ts");
  return pickerLoading.catch(() => null);
}

function useSending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/**
 * « Arrivé » and « Terminé »: two big buttons, each a plain POST, with what has been noted already. « Terminé » cannot
 * be undone and writes to the client, so its first press only brings back the question (`confirming`), whose « Oui »
 * posts again with `confirm=1`.
 */
export function ArriveFinish({
  site,
  confirming,
}: {
  site: Pick<SiteView, "state" | "arrivedAt" | "arrivedBy" | "finishedAt">;
  confirming: boolean;
}) {
  const arriving = useSending("arrive");
  const finishing = useSending("finish");
  if (site.state === "termine") {
    return (
      <section aria-label={copy.finish} className="rounded-card border border-green-700/30 bg-green-50 p-4">
        <p className="flex items-center gap-2 text-base font-bold text-green-900">
          <CircleCheckIcon aria-hidden="true" className="size-5" />
          {copy.finishedAt(formatDateTime(site.finishedAt ?? ""))}
        </p>
        {site.arrivedAt ? (
          <p className="mt-1 text-sm text-green-900">
            {copy.arrivedAt(formatDateTime(site.arrivedAt), site.arrivedBy)}
          </p>
        ) : null}
      </section>
    );
  }
  const big = "min-h-16 w-full text-lg";
  return (
    <section aria-label={copy.arrive} className="grid grid-cols-2 gap-2 sm:gap-3">
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="arrive" />
        <button type="submit" disabled={arriving} className={buttonClass("quote", "lg", big)}>
          <MapPinIcon aria-hidden="true" className="size-5" />
          {copy.arrive}
        </button>
      </Form>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="finish" />
        <button type="submit" disabled={finishing} className={buttonClass("primary", "lg", big)}>
          <CircleCheckIcon aria-hidden="true" className="size-5" />
          {copy.finish}
        </button>
      </Form>
      <p className="col-span-2 text-xs text-muted">
        {site.arrivedAt ? copy.arrivedAt(formatDateTime(site.arrivedAt), site.arrivedBy) : copy.arriveHint}
      </p>
      {confirming ? (
        <section
          aria-labelledby="finish-ask"
          className="col-span-2 rounded-card border-2 border-navy-900 bg-white p-4 shadow-card"
        >
          <h2 id="finish-ask" className="text-base font-bold text-navy-900">
            {copy.finishAsk}
          </h2>
          <p className="mt-1 text-sm text-ink">{copy.finishWarning}</p>
          <Form method="post" preventScrollReset className="mt-3 flex flex-col gap-2 sm:flex-row">
            <input type="hidden" name="intent" value="finish" />
            <input type="hidden" name="confirm" value="1" />
            <button
              type="submit"
              disabled={finishing}
              className={buttonClass("primary", "md", "min-h-12 w-full sm:w-auto")}
            >
              <CircleCheckIcon aria-hidden="true" className="size-5" />
              {copy.finishConfirm}
            </button>
            <Link to="." preventScrollReset className={buttonClass("outline", "md", "min-h-12 w-full sm:w-auto")}>
              {copy.finishCancel}
            </Link>
          </Form>
        </section>
      ) : null}
    </section>
  );
}

export function JobNotes({
  notes,
  error,
  maxLength,
}: {
  notes: SiteView["notes"];
  error: string | null;
  maxLength: number;
}) {
  const sending = useSending("note");
  return (
    <Panel title={copy.notes} id="notes">
      <Form method="post" preventScrollReset key={notes.length}>
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="job-note" className="block text-sm font-medium text-navy-900">
          {copy.noteLabel}
        </label>
        <textarea
          id="job-note"
          name="note"
          rows={3}
          maxLength={maxLength}
          placeholder={copy.notePlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "job-note-error" : undefined}
          className="mt-1 block w-full rounded-lg border border-line px-3 py-2 text-base"
        />
        {error ? (
          <p id="job-note-error" role="alert" className="mt-2 text-sm font-medium text-emergency-800">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={sending} className={buttonClass("primary", "sm", "mt-2 min-h-11")}>
          {copy.noteAdd}
        </button>
      </Form>
      {notes.length > 0 ? (
        <ol className="mt-4 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-surface px-3.5 py-2.5">
              <p className="text-xs text-muted">
                <time dateTime={note.at}>{formatDateTime(note.at)}</time> · {note.by ?? copy.someone}
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap text-ink">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-muted">{copy.noNotes}</p>
      )}
    </Panel>
  );
}

/**
 * The photos by phase, and a one-photo form that works without JavaScript (multipart POST). With it, the chosen
 * photo is reduced in the browser first (app/lib/photo-picker.ts), so a phone on a roof sends 600 KB, not 5 MB.
 */
export function JobPhotos({
  jobId,
  photos,
  error,
}: {
  jobId: number;
  photos: SiteView["photos"];
  error: string | null;
}) {
  const sending = useSending("photo");
  const [preparing, setPreparing] = useState(false);
  const reduce = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setPreparing(true);
    const picker = await loadPicker();
    if (picker) picker.setInputFiles(input, [await picker.downscalePhoto(file)]);
    setPreparing(false);
  };
  return (
    <Panel title={copy.photos} id="photos">
      <p className="-mt-1 mb-3 text-sm text-muted">{copy.photosIntro}</p>
      {photos.length === 0 ? <p className="text-sm text-muted">{copy.noPhotos}</p> : null}
      {phases.map((phase) => {
        const own = photos.filter((photo) => photo.phase === phase);
        if (own.length === 0) return null;
        return (
          <div key={phase} className="mb-4">
            <h3 className="mb-2 text-sm font-semibold text-navy-900">{jobPhaseLabels[phase]}</h3>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {own.map((photo, index) => {
                const href = `/pro/chantiers/${jobId}/photos/${photo.id}`;
                return (
                  <li key={photo.id} className="overflow-hidden rounded-lg border border-line bg-surface">
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener"
                      aria-label={copy.photoOpen(jobPhaseLabels[phase], index + 1)}
                      className="block focus-visible:outline-offset-[-3px]"
                    >
                      <img
                        src={`${href}?vignette`}
                        alt={copy.photoAlt(jobPhaseLabels[phase], index + 1)}
                        width={photo.width}
                        height={photo.height}
                        loading="lazy"
                        className="aspect-square w-full bg-line object-cover"
                      />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
      <Form
        method="post"
        encType="multipart/form-data"
        preventScrollReset
        className="mt-2 space-y-3 border-t border-line pt-4"
        key={photos.length}
      >
        <input type="hidden" name="intent" value="photo" />
        <fieldset>
          <legend className="text-sm font-medium text-navy-900">{copy.photoPhase}</legend>
          <div className="mt-1 grid grid-cols-3 gap-2">
            {phases.map((phase, index) => (
              <label
                key={phase}
                className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-line bg-white px-2 text-sm font-semibold text-navy-900 has-[:checked]:border-navy-900 has-[:checked]:bg-navy-50"
              >
                <input type="radio" name="phase" value={phase} defaultChecked={index === 0} className="size-4" />
                {jobPhaseLabels[phase]}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block text-sm font-medium text-navy-900">
          {copy.photoFile}
          <input
            type="file"
            name={PHOTO_FIELD}
            accept={PHOTO_ACCEPT}
            required
            onChange={reduce}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "job-photo-error" : undefined}
            className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-2 file:border-navy-900 file:bg-white file:px-3 file:font-semibold file:text-navy-900"
          />
        </label>
        {error ? (
          <p id="job-photo-error" role="alert" className="text-sm font-medium text-emergency-800">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={sending || preparing}
          className={buttonClass("outline", "sm", "min-h-11 w-full sm:w-auto")}
        >
          <ImagePlusIcon aria-hidden="true" className="size-4" />
          {copy.photoAdd}
        </button>
      </Form>
    </Panel>
  );
}
