import { tmpdir } from "node:os";
import { photoCopy } from "#app/content/photos.ts";
import type { EditableContent, ProjectPhoto } from "#app/content/published.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { MAX_PROJECT_PHOTOS } from "#app/lib/project-photos.ts";
import { discardReceived, readMultipartForm } from "#app/services/photos/multipart.server.ts";
import type { PhotoProblem } from "#app/services/photos/reencode.server.ts";
import { uploadRefusal } from "#app/services/photos/upload.server.ts";
import { saveDraftSection, workingDocument } from "./editor.server.ts";
import { publishUpload } from "./photos.server.ts";
import { siteContentStore } from "./publication.server.ts";
import { photoAltSchema } from "./schema.server.ts";

const copy = siteEditorCopy;

export interface PhotoUploadResult {
  status: number;
  /** The project the upload was for (as posted). */
  id: string;
  errors: Record<string, string>;
  /** What was typed, given back with a refusal. */
  alt: string;
  /** The photo as added to the draft. */
  photo?: ProjectPhoto;
}

function photoProblem(problem: PhotoProblem, name: string): string {
  const errors = photoCopy.errors;
  switch (problem) {
    case "not-image":
      return errors.notImage(name);
    case "heic":
      return errors.heic(name);
    case "too-many-pixels":
      return errors.tooManyPixels(name);
    default:
      return errors.damaged(name);
  }
}

/** The lists of the document whose entries have photos: the projects, and the articles. */
export type PhotoSection = "projects" | "articles";

interface WithPhotos {
  id: string;
  photos: ProjectPhoto[];
}

function entriesOf(document: EditableContent, section: PhotoSection): WithPhotos[] {
  return document[section] ?? [];
}

/**
 * One photo added to one project (or article) of the draft, from a multipart POST (`id`, `alt`, one file in
 * `photos`): the one-file form without JavaScript and the editor's uploads (one request per photo) both come here,
 * so both get the same checks (the file identified by its bytes, a pixel limit, re-encoded without metadata, 8 per
 * entry). The draft is read again after the encoding, which takes seconds: a photo added meanwhile (another
 * upload, another tab) is kept.
 */
export async function addProjectPhoto(
  request: Request,
  owner: { userId: number; email: string; address: string | null },
  section: PhotoSection = "projects",
): Promise<PhotoUploadResult> {
  const store = await siteContentStore();
  const form = await readMultipartForm(request, tmpdir());
  try {
    const id = form.ok ? (form.fields.get("id") ?? "") : "";
    const alt = form.ok ? (form.fields.get("alt") ?? "") : "";
    const refuse = (status: number, errors: Record<string, string>) => ({ status, id, errors, alt });
    if (!form.ok) return refuse(400, { photo: copy.errors.unreadablePhoto });
    const projectOf = (entries: WithPhotos[]) => entries.find((entry) => entry.id === id);
    const before = projectOf(entriesOf((await workingDocument(store)).document, section));
    if (!before) return refuse(404, { photo: copy.errors.onePhoto });
    if (form.refusal) return refuse(413, { photo: uploadRefusal(form.refusal).message });
    const parsedAlt = photoAltSchema.safeParse(alt);
    const [photo, ...others] = form.photos;
    const errors: Record<string, string> = {};
    if (!parsedAlt.success) errors.alt = parsedAlt.error.issues[0]?.message ?? "";
    if (!photo || others.length > 0) errors.photo = copy.errors.onePhoto;
    else if (before.photos.length >= MAX_PROJECT_PHOTOS) errors.photo = copy.errors.tooManyPhotos;
    if (!photo || !parsedAlt.success || Object.keys(errors).length > 0) return refuse(400, errors);

    const published = await publishUpload(photo.tempPath);
    if (!published.ok) {
      const status = published.problem === "too-many-pixels" ? 413 : published.problem === "damaged" ? 422 : 415;
      return refuse(status, { photo: photoProblem(published.problem, photo.displayName) });
    }
    const { document } = await workingDocument(store);
    const projects = entriesOf(document, section);
    const project = projectOf(projects);
    if (!project) return refuse(404, { photo: copy.errors.onePhoto });
    if (project.photos.length >= MAX_PROJECT_PHOTOS) return refuse(400, { photo: copy.errors.tooManyPhotos });
    const added: ProjectPhoto = { image: published.image, alt: parsedAlt.data };
    await saveDraftSection(
      store,
      document,
      section,
      projects.map((entry) => (entry.id === id ? { ...entry, photos: [...entry.photos, added] } : entry)) as never,
      owner,
    );
    return { status: 200, id, errors: {}, alt: parsedAlt.data, photo: added };
  } finally {
    await discardReceived(form.photos);
  }
}

/**
 * The photos of a project as the editor's form posts them: their `src` in the order shown (`photo`, repeated)
 * with their descriptions (`alt`, in the same order), and at most one change (`move`: `up:N`, `down:N` or
 * `remove:N`, N the position in that list) from a button pressed without JavaScript. A photo the form did not list
 * (uploaded while it was open) keeps its place after the listed ones; a `src` the project does not have is ignored.
 */
export function arrangePhotos(
  current: ProjectPhoto[],
  form: FormData,
):
  | { ok: true; photos: ProjectPhoto[] }
  | { ok: false; errors: Record<string, string>; values: Record<string, string> } {
  const sources = form.getAll("photo").map(String);
  const alts = form.getAll("alt").map(String);
  const [action, position] = String(form.get("move") ?? "").split(":");
  // The photo being removed needs no valid description.
  const removed = action === "remove" ? sources[Number(position)] : undefined;
  const errors: Record<string, string> = {};
  const listed: ProjectPhoto[] = [];
  const typed: Record<string, string> = {};
  for (const [index, src] of sources.entries()) {
    const photo = current.find((candidate) => candidate.image.src === src);
    if (!photo || src === removed || listed.some((entry) => entry.image.src === src)) continue;
    const parsed = photoAltSchema.safeParse(alts[index] ?? "");
    if (!parsed.success) errors[`alt-${src}`] = parsed.error.issues[0]?.message ?? "";
    typed[`alt-${src}`] = alts[index] ?? "";
    listed.push({ ...photo, alt: parsed.success ? parsed.data : photo.alt });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values: typed };
  const photos = [
    ...listed,
    ...current.filter(
      (photo) => photo.image.src !== removed && !listed.some((entry) => entry.image.src === photo.image.src),
    ),
  ];
  const index = Number(position);
  const target = action === "up" ? index - 1 : action === "down" ? index + 1 : -1;
  if (Number.isInteger(index) && index < photos.length && target >= 0 && target < photos.length) {
    [photos[index], photos[target]] = [photos[target] as ProjectPhoto, photos[index] as ProjectPhoto];
  }
  return { ok: true, photos };
}
