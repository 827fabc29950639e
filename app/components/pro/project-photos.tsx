import { type ChangeEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import type { OwnerProject, ProjectPhoto } from "#app/content/published.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { PHOTO_FIELD } from "#app/lib/photo-limits.ts";
import { MAX_PROJECT_PHOTOS, PROJECT_PHOTO_UPLOAD_PATH } from "#app/lib/project-photos.ts";
import type { ResponsiveImage } from "#app/lib/responsive-image.ts";
import { EditorField } from "./editor-field.tsx";
import { ArrowDownIcon, ArrowUpIcon, ImagePlusIcon, XIcon } from "./icons.tsx";

const copy = siteEditorCopy.projects;
const labels = siteEditorCopy.labels;
const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

type PhotoPicker = typeof import("#app/lib/photo-picker.ts");
let pickerLoading: Promise<PhotoPicker> | undefined;

/** The visitor's form's downscaling module, loaded with the first photos chosen. */
function loadPicker(): Promise<PhotoPicker | null> {
  pickerLoading ??= import("#app/lib/photo-picker.ts");
  return pickerLoading.catch(() => null);
}

/** A photo of the list: in the draft (`src`), or still on its way from the phone. */
interface Item {
  key: string;
  src: string | null;
  image: ResponsiveImage | null;
  /** The chosen file, shown at once while it is reduced and sent. */
  thumb: string | null;
  alt: string;
  state: "saved" | "preparing" | "uploading" | "failed";
  progress: number;
  error: string | null;
}

function savedItem(photo: ProjectPhoto, alt = photo.alt): Item {
  const { image } = photo;
  return { key: image.src, src: image.src, image, thumb: null, alt, state: "saved", progress: 1, error: null };
}

interface UploadAnswer {
  errors?: Record<string, string>;
  photo?: ProjectPhoto | null;
}

/** One photo, one request, its upload's progress reported as it goes (fetch cannot report it over HTTP/1.1). */
function sendPhoto(
  uploadPath: string,
  fields: { id: string; alt: string },
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; answer: UploadAnswer | null }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", uploadPath);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, answer: request.response as UploadAnswer | null });
    request.onerror = () => resolve({ status: 0, answer: null });
    const body = new FormData();
    body.append("id", fields.id);
    body.append("alt", fields.alt);
    body.append(PHOTO_FIELD, file, file.name);
    request.send(body);
  });
}

/**
 * A project's photos in "Mon site" → "Réalisations". Without JavaScript: the photos in one form (their
 * descriptions, "Monter", "Descendre", "Retirer" as its buttons) and a one-file form to add one. With it: several
 * photos chosen at once (gallery or camera), each shown at once, reduced in the browser by the visitor's form's
 * module (app/lib/photo-picker.ts), then sent one request each with its progress; descriptions are typed meanwhile
 * and the arrows reorder on the page, kept with "Enregistrer les photos".
 */
export function ProjectPhotos({
  project,
  errors,
  values,
  busy,
  uploadPath = PROJECT_PHOTO_UPLOAD_PATH,
  provisionalAlt = copy.provisionalAlt,
  reference,
}: {
  /** A project, or an article: the same photos, posted to its own `uploadPath`. */
  project: Pick<OwnerProject, "id" | "title" | "photos">;
  errors: Record<string, string>;
  values: Record<string, string>;
  busy: boolean;
  uploadPath?: string;
  /** The description a photo is sent with while the owner has typed none. */
  provisionalAlt?: (title: string, position: number) => string;
  /** How the text names the photo at a position (an article's `[photo 2]`), shown under its description. */
  reference?: (position: number) => string;
}) {
  const [scripted, setScripted] = useState(false);
  const [items, setItems] = useState<Item[]>(() =>
    project.photos.map((photo) => savedItem(photo, values[`alt-${photo.image.src}`] ?? photo.alt)),
  );
  const [announcement, setAnnouncement] = useState("");
  const queue = useRef<Promise<void>>(Promise.resolve());
  const thumbs = useRef(new Set<string>());
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const scope = project.id;

  useEffect(() => {
    setScripted(true);
    const created = thumbs.current;
    return () => {
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, []);

  // The draft as the server has it now (after a save, a removal): its photos, with what the owner is typing kept,
  // and the photos still on their way after them.
  const signature = project.photos.map((photo) => `${photo.image.src} ${photo.alt}`).join("\n");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the photos' content.
  useEffect(() => {
    setItems((previous) => [
      ...project.photos.map((photo) => {
        const local = previous.find((item) => item.src === photo.image.src);
        return { ...savedItem(photo, local?.alt ?? photo.alt), thumb: local?.thumb ?? null };
      }),
      ...previous.filter((item) => item.state !== "saved"),
    ]);
  }, [signature]);

  const update = (key: string, change: Partial<Item>) =>
    setItems((previous) => previous.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const upload = async (key: string, file: File) => {
    const picker = await loadPicker();
    const reduced = picker ? await picker.downscalePhoto(file) : file;
    const position = itemsRef.current.findIndex((item) => item.key === key) + 1;
    const typed = itemsRef.current.find((item) => item.key === key)?.alt.trim() ?? "";
    update(key, { state: "uploading", progress: 0 });
    const { status, answer } = await sendPhoto(
      uploadPath,
      { id: project.id, alt: typed || provisionalAlt(project.title, position) },
      reduced,
      (progress) => update(key, { progress }),
    );
    const photo = answer?.photo;
    if (status === 200 && photo) {
      update(key, { state: "saved", src: photo.image.src, image: photo.image, progress: 1 });
      setAnnouncement(copy.uploaded);
      return;
    }
    const refusal = answer?.errors?.photo ?? answer?.errors?.alt ?? copy.uploadFailed;
    update(key, { state: "failed", error: refusal });
    setAnnouncement(refusal);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    input.value = "";
    const room = MAX_PROJECT_PHOTOS - itemsRef.current.filter((item) => item.state !== "failed").length;
    const taken = chosen.slice(0, Math.max(0, room));
    const added: Item[] = taken.map((file, index) => {
      const thumb = URL.createObjectURL(file);
      thumbs.current.add(thumb);
      return {
        key: `envoi-${Date.now()}-${index}-${file.name}`,
        src: null,
        image: null,
        thumb,
        alt: "",
        state: "preparing",
        progress: 0,
        error: null,
      };
    });
    setItems((previous) => [...previous, ...added]);
    if (taken.length < chosen.length) setAnnouncement(copy.tooManyChosen(taken.length));
    // One photo after the other: the link's whole width for each, and the server adds them to the draft in order.
    added.forEach((item, index) => {
      const file = taken[index];
      if (file) queue.current = queue.current.then(() => upload(item.key, file));
    });
  };

  const move = (event: MouseEvent<HTMLButtonElement>, key: string, by: -1 | 1) => {
    event.preventDefault();
    const from = items.findIndex((item) => item.key === key);
    const to = from + by;
    if (from < 0 || to < 0 || to >= items.length) return;
    const next = [...items];
    [next[from], next[to]] = [next[to] as Item, next[from] as Item];
    setItems(next);
    setAnnouncement(copy.moved(to + 1));
    // The focus stays on the arrow pressed, now at the photo's new place (or on the other arrow at an end).
    const direction = (to === 0 && by === -1) || (to === next.length - 1 && by === 1) ? -by : by;
    requestAnimationFrame(() =>
      document.getElementById(`deplacer-${direction === -1 ? "haut" : "bas"}-${scope}-${to}`)?.focus(),
    );
  };

  const discard = (key: string) => setItems((previous) => previous.filter((item) => item.key !== key));

  const saved = items.filter((item) => item.src !== null);
  const sending = items.some((item) => item.state === "preparing" || item.state === "uploading");
  const formId = `photos-${scope}`;
  return (
    <div>
      <h3 className="text-sm font-bold text-navy-900">{copy.photos(saved.length)}</h3>
      <Form method="post" id={formId} className="mt-2 space-y-3" noValidate>
        <input type="hidden" name="id" value={project.id} />
        <input type="hidden" name="intent" value="photos" />
        {items.length > 0 ? (
          <ol className="grid gap-3 sm:grid-cols-2">
            {items.map((item, index) => {
              const position = index + 1;
              const postedIndex = item.src ? saved.indexOf(item) : -1;
              const fieldError = item.src ? errors[`alt-${item.src}`] : undefined;
              return (
                <li
                  key={item.key}
                  className="space-y-2.5 rounded-lg border border-line bg-white p-2.5"
                  data-testid="owner-photo"
                >
                  <div className="flex gap-3">
                    <div className="w-24 shrink-0 space-y-1.5 sm:w-28">
                      {item.thumb || !item.image ? (
                        <img
                          src={item.thumb ?? ""}
                          alt=""
                          className="aspect-[3/2] w-full rounded-md bg-surface object-cover"
                        />
                      ) : (
                        <img
                          src={item.image.src}
                          srcSet={item.image.srcSet.webp}
                          sizes="112px"
                          alt=""
                          width={item.image.width}
                          height={item.image.height}
                          className="aspect-[3/2] w-full rounded-md object-cover"
                        />
                      )}
                      {item.state === "preparing" || item.state === "uploading" ? (
                        <div>
                          <progress
                            max={100}
                            value={item.state === "uploading" ? Math.round(item.progress * 100) : undefined}
                            aria-label={copy.uploadingAt(position)}
                            className="block h-1.5 w-full overflow-hidden rounded-full bg-line [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-navy-700 [&::-moz-progress-bar]:bg-navy-700"
                          />
                          <p className="mt-1 text-xs text-muted">
                            {item.state === "preparing"
                              ? copy.preparing
                              : copy.uploading(Math.round(item.progress * 100))}
                          </p>
                        </div>
                      ) : null}
                    </div>
                    <div className="min-w-0 flex-1 space-y-2">
                      {item.src ? <input type="hidden" name="photo" value={item.src} /> : null}
                      <div>
                        <label
                          htmlFor={`legende-${scope}-${item.key}`}
                          className="block text-sm font-semibold text-ink"
                        >
                          {copy.photoAltAt(position)}
                        </label>
                        <input
                          id={`legende-${scope}-${item.key}`}
                          name={item.src ? "alt" : undefined}
                          type="text"
                          value={item.alt}
                          onChange={(event) => update(item.key, { alt: event.currentTarget.value })}
                          maxLength={200}
                          autoComplete="off"
                          aria-invalid={fieldError ? true : undefined}
                          aria-describedby={fieldError ? `legende-${scope}-${item.key}-erreur` : undefined}
                          className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-sm outline-none focus-visible:border-navy-700"
                        />
                        {fieldError ? (
                          <p
                            id={`legende-${scope}-${item.key}-erreur`}
                            className="mt-1 text-sm font-medium text-emergency-800"
                          >
                            {fieldError}
                          </p>
                        ) : null}
                        {item.error ? (
                          <p className="mt-1 text-sm font-medium text-emergency-800">{item.error}</p>
                        ) : null}
                        {reference && item.src ? (
                          <p className="mt-1 text-xs text-muted">{reference(position)}</p>
                        ) : null}
                      </div>
                    </div>
                  </div>
                  <div className="flex flex-wrap items-center gap-1.5">
                    <button
                      type="submit"
                      id={`deplacer-haut-${scope}-${index}`}
                      name="move"
                      value={`up:${postedIndex}`}
                      aria-label={copy.moveUpAt(position)}
                      title={copy.moveUpAt(position)}
                      disabled={busy || index === 0}
                      onClick={(event) => (scripted ? move(event, item.key, -1) : undefined)}
                      className={buttonClass("outline", "sm", "size-11 px-0")}
                    >
                      <ArrowUpIcon className="size-5" />
                    </button>
                    <button
                      type="submit"
                      id={`deplacer-bas-${scope}-${index}`}
                      name="move"
                      value={`down:${postedIndex}`}
                      aria-label={copy.moveDownAt(position)}
                      title={copy.moveDownAt(position)}
                      disabled={busy || index === items.length - 1}
                      onClick={(event) => (scripted ? move(event, item.key, 1) : undefined)}
                      className={buttonClass("outline", "sm", "size-11 px-0")}
                    >
                      <ArrowDownIcon className="size-5" />
                    </button>
                    {item.src ? (
                      <button
                        type="submit"
                        name="move"
                        value={`remove:${postedIndex}`}
                        aria-label={copy.removeAt(position)}
                        disabled={busy || sending}
                        className={buttonClass("outline", "sm", "ml-auto gap-1")}
                      >
                        <XIcon className="size-4" />
                        {copy.removePhoto}
                      </button>
                    ) : item.state === "failed" ? (
                      <button
                        type="button"
                        aria-label={copy.removeAt(position)}
                        onClick={() => discard(item.key)}
                        className={buttonClass("outline", "sm", "ml-auto gap-1")}
                      >
                        <XIcon className="size-4" />
                        {copy.removePhoto}
                      </button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        ) : null}
        {saved.length > 0 ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <button type="submit" disabled={busy || sending} className={buttonClass("primary", "md")}>
              {copy.savePhotos}
            </button>
            <p className="text-xs text-muted">{copy.savePhotosHint}</p>
          </div>
        ) : null}
      </Form>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {saved.length >= MAX_PROJECT_PHOTOS ? null : scripted ? (
        <div className="mt-3">
          <label
            htmlFor={`photos-${scope}-choix`}
            className={buttonClass("outline", "md", "cursor-pointer gap-2 has-[:focus-visible]:outline-2")}
          >
            <ImagePlusIcon className="size-5" />
            {copy.addPhotos}
            <input
              id={`photos-${scope}-choix`}
              type="file"
              multiple
              accept={ACCEPT}
              onChange={choose}
              aria-describedby={`photos-${scope}-choix-aide`}
              className="sr-only"
            />
          </label>
          <p id={`photos-${scope}-choix-aide`} className="mt-1 text-xs text-muted">
            {copy.addPhotosHint}
          </p>
          {errors.photo ? (
            <p className="mt-1 text-sm font-medium text-emergency-800" role="alert">
              {errors.photo}
            </p>
          ) : null}
        </div>
      ) : (
        <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3" noValidate>
          <input type="hidden" name="id" value={project.id} />
          <div>
            <label htmlFor={`photo-${scope}`} className="block text-sm font-semibold text-ink">
              {labels.photo}
            </label>
            <input
              id={`photo-${scope}`}
              type="file"
              name={PHOTO_FIELD}
              accept={ACCEPT}
              aria-describedby={`photo-${scope}-aide`}
              className="mt-1.5 block w-full text-sm"
            />
            <p id={`photo-${scope}-aide`} className="mt-1 text-xs text-muted">
              {copy.photoHint}
            </p>
            {errors.photo ? (
              <p className="mt-1 text-sm font-medium text-emergency-800" role="alert">
                {errors.photo}
              </p>
            ) : null}
          </div>
          <EditorField
            scope={scope}
            name="alt"
            label={labels.photoAlt}
            defaultValue={values.alt ?? ""}
            error={errors.alt}
            autoComplete="off"
          />
          <button type="submit" disabled={busy} className={buttonClass("outline", "md")}>
            {copy.addPhoto}
          </button>
        </Form>
      )}
    </div>
  );
}
