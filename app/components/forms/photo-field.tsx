import { ImagePlus, X } from "lucide-react";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { formsCopy } from "#app/content/forms.ts";
import { photoCopy } from "#app/content/photos.ts";
import type { LeadKind } from "#app/lib/lead-fields.ts";
import { MAX_PHOTOS, PHOTO_ACCEPT, PHOTO_FIELD } from "#app/lib/photo-limits.ts";
import { FieldError } from "./field.tsx";
import { postLead } from "./lead-submission.ts";
import { registerPhotoUploader } from "./photo-upload-channel.ts";
import { fieldId } from "./table-field.tsx";

type PhotoPicker = typeof import("#app/lib/photo-picker.ts");
let pickerLoading: Promise<PhotoPicker> | undefined;

/** The downscaling and upload code comes with the first photo chosen, never with the page. */
function loadPicker(): Promise<PhotoPicker | null> {
  pickerLoading ??= import("#app/lib/photo-picker.ts");
  return pickerLoading.catch(() => null);
}

interface PickedPhoto {
  file: File;
  url: string;
}

const copy = photoCopy;

/**
 * "Photos (facultatif)": a plain multiple file input that a browser without JavaScript posts as it is. With
 * JavaScript, each chosen photo is reduced in the browser, shown as a thumbnail with a button to remove it, the
 * input is filled with the reduced files, and the upload reports its progress.
 */
export function PhotoField({
  kind,
  error,
  submitting,
}: {
  kind: LeadKind;
  error: string | undefined;
  submitting: boolean;
}) {
  const id = fieldId(kind, PHOTO_FIELD);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [picker, setPicker] = useState<PhotoPicker | null>(null);
  const [picked, setPicked] = useState<PickedPhoto[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const pickedRef = useRef(picked);
  pickedRef.current = picked;

  // The thumbnails' object URLs live as long as the field.
  useEffect(
    () => () => {
      for (const photo of pickedRef.current) URL.revokeObjectURL(photo.url);
    },
    [],
  );

  useEffect(() => {
    if (!picker) return;
    registerPhotoUploader(kind, async (actionUrl, form) => {
      setProgress(0);
      const answer = await postLead(kind, actionUrl, form, setProgress);
      setProgress(null);
      return answer;
    });
    return () => registerPhotoUploader(kind, null);
  }, [picker, kind]);

  const show = (files: File[], loaded: PhotoPicker) => {
    const input = inputRef.current;
    if (input) loaded.setInputFiles(input, files);
    const previous = pickedRef.current;
    const next = files.map(
      (file) => previous.find((photo) => photo.file === file) ?? { file, url: URL.createObjectURL(file) },
    );
    for (const photo of previous) if (!next.includes(photo)) URL.revokeObjectURL(photo.url);
    setPicked(next);
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.currentTarget.files ?? []);
    const loaded = await loadPicker();
    // Without the picker the input keeps what the browser put in it, and the form sends that.
    if (!loaded) return;
    setPicker(loaded);
    setPreparing(true);
    const prepared: File[] = [];
    for (const file of chosen) prepared.push(await loaded.downscalePhoto(file));
    const all = [...pickedRef.current.map((photo) => photo.file), ...prepared];
    setNotice(all.length > MAX_PHOTOS ? copy.errors.tooMany : null);
    show(all.slice(0, MAX_PHOTOS), loaded);
    setPreparing(false);
  };

  const remove = (index: number) => {
    if (!picker) return;
    setNotice(null);
    show(
      pickedRef.current.filter((_, position) => position !== index).map((photo) => photo.file),
      picker,
    );
    inputRef.current?.focus();
  };

  const status = preparing ? copy.preparing : picker ? copy.chosen(picked.length) : null;

  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {copy.label} ({formsCopy.optional})
      </label>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {copy.hint}
      </p>
      <input
        ref={inputRef}
        id={id}
        name={PHOTO_FIELD}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ""].filter(Boolean).join(" ")}
        className="mt-2 block w-full scroll-mt-32 rounded-lg border border-dashed border-navy-700/40 bg-surface px-3 py-3 text-sm text-muted file:mr-3 file:rounded-md file:border-0 file:bg-navy-900 file:px-3.5 file:py-2 file:text-sm file:font-semibold file:text-white hover:border-navy-700 hover:file:bg-navy-800 aria-[invalid=true]:border-emergency-700"
      />
      <p aria-live="polite" className="mt-2 flex items-center gap-1.5 text-sm text-muted empty:hidden">
        {status ? (
          <>
            <ImagePlus aria-hidden="true" className="size-4 shrink-0 text-navy-700" />
            {status}
          </>
        ) : null}
      </p>
      {notice ? <p className="mt-1 text-sm font-medium text-emergency-700">{notice}</p> : null}
      {picked.length > 0 ? (
        <ul className="mt-3 grid grid-cols-2 gap-3 xs:grid-cols-3">
          {picked.map((photo, index) => (
            <li key={photo.url} className="overflow-hidden rounded-lg border border-line bg-white shadow-xs">
              <img src={photo.url} alt="" className="aspect-[4/3] w-full object-cover" />
              <div className="px-2 pt-1.5 pb-1">
                <p className="truncate text-xs text-muted" title={photo.file.name}>
                  {photo.file.name}
                </p>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  disabled={submitting}
                  aria-label={copy.remove(index + 1, photo.file.name)}
                  className="mt-1 inline-flex min-h-8 w-full items-center justify-center gap-1 rounded-md border border-emergency-700/30 px-2 py-1 text-xs font-semibold text-emergency-700 hover:bg-emergency-50 disabled:opacity-50"
                >
                  <X aria-hidden="true" className="size-3.5" />
                  {copy.removeShort}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {submitting && progress !== null ? (
        <div className="mt-3">
          <label htmlFor={`${id}-progress`} className="flex justify-between text-sm font-medium text-navy-900">
            <span>{copy.uploading}</span>
            <span aria-hidden="true">{copy.uploaded(Math.round(progress * 100))}</span>
          </label>
          <progress
            id={`${id}-progress`}
            max={100}
            value={Math.round(progress * 100)}
            className="mt-1 h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-accent-500"
          />
        </div>
      ) : null}
      {error ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}
