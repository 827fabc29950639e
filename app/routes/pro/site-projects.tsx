import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { data, Form, useNavigation } from "react-router";
import { EditorField, EditorTextArea } from "#app/components/pro/editor-field.tsx";
import { EditorPage } from "#app/components/pro/editor-page.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { photoCopy } from "#app/content/photos.ts";
import { projectCategories } from "#app/content/projects.ts";
import type { OwnerProject } from "#app/content/published.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { PHOTO_FIELD } from "#app/lib/photo-limits.ts";
import { discardReceived, readMultipartForm } from "#app/services/photos/multipart.server.ts";
import type { PhotoProblem } from "#app/services/photos/reencode.server.ts";
import { uploadRefusal } from "#app/services/photos/upload.server.ts";
import { clientAddress } from "#app/services/pro/audit.server.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import { saveDraftSection, workingDocument } from "#app/services/site/editor.server.ts";
import { publishUpload } from "#app/services/site/photos.server.ts";
import { siteContentStore } from "#app/services/site/publication.server.ts";
import { fieldErrors, photoAltSchema, projectSchema } from "#app/services/site/schema.server.ts";
import type { Route } from "./+types/site-projects";

const copy = siteEditorCopy;
const labels = copy.labels;
const MAX_PROJECT_PHOTOS = 8;
const MAX_PROJECTS = 100;
const NEW = "nouveau";

export const meta: Route.MetaFunction = () => proMeta(copy.projects.title);

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwnerSession(request);
  const { document } = await workingDocument(await siteContentStore());
  return { projects: document.projects ?? [] };
}

type ActionResult = {
  target: string;
  notice: string | null;
  errors: Record<string, string>;
  values: Record<string, string> | null;
};

function result(target: string, fields: Partial<ActionResult>, status = 200) {
  const body: ActionResult = { target, notice: null, errors: {}, values: null, ...fields };
  return status === 200 ? body : data(body, { status });
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

export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const store = await siteContentStore();
  const { document } = await workingDocument(store);
  const projects = document.projects ?? [];
  const owner = { userId: session.userId, email: session.email, address: clientAddress(request) };
  const save = (next: OwnerProject[]) => saveDraftSection(store, document, "projects", next, owner);

  if (request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    const form = await readMultipartForm(request, tmpdir());
    try {
      const id = form.ok ? (form.fields.get("id") ?? "") : "";
      const project = projects.find((entry) => entry.id === id);
      if (!form.ok) return result(id, { errors: { photo: copy.errors.unreadablePhoto } }, 400);
      if (!project) return result(id, { errors: { photo: copy.errors.onePhoto } }, 404);
      if (form.refusal) return result(id, { errors: { photo: uploadRefusal(form.refusal).message } }, 413);
      const alt = photoAltSchema.safeParse(form.fields.get("alt") ?? "");
      const [photo, ...others] = form.photos;
      const errors: Record<string, string> = {};
      if (!alt.success) errors.alt = alt.error.issues[0]?.message ?? "";
      if (!photo || others.length > 0) errors.photo = copy.errors.onePhoto;
      else if (project.photos.length >= MAX_PROJECT_PHOTOS) errors.photo = copy.errors.tooManyPhotos;
      if (!photo || !alt.success || Object.keys(errors).length > 0) {
        return result(id, { errors, values: { alt: form.fields.get("alt") ?? "" } }, 400);
      }
      const published = await publishUpload(photo.tempPath);
      if (!published.ok) {
        const status = published.problem === "too-many-pixels" ? 413 : published.problem === "damaged" ? 422 : 415;
        return result(
          id,
          {
            errors: { photo: photoProblem(published.problem, photo.displayName) },
            values: { alt: alt.data },
          },
          status,
        );
      }
      await save(
        projects.map((entry) =>
          entry.id === id ? { ...entry, photos: [...entry.photos, { image: published.image, alt: alt.data }] } : entry,
        ),
      );
      return result(id, { notice: copy.projects.photoAdded });
    } finally {
      await discardReceived(form.photos);
    }
  }

  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const index = projects.findIndex((entry) => entry.id === id);
  const project = projects[index];
  if (intent === "save") {
    const raw = Object.fromEntries(
      ["title", "description", "town", "date", "category"].map((name) => [name, String(form.get(name) ?? "")]),
    );
    const parsed = projectSchema.safeParse(raw);
    if (!parsed.success) return result(id, { errors: fieldErrors(parsed.error), values: raw }, 400);
    if (id === NEW) {
      if (projects.length >= MAX_PROJECTS) return result(id, { errors: { title: copy.errors.tooManyProjects } }, 400);
      const created: OwnerProject = {
        id: `chantier-${randomBytes(6).toString("hex")}`,
        ...parsed.data,
        hidden: false,
        photos: [],
      };
      await save([created, ...projects]);
      return result(created.id, { notice: copy.projects.added });
    }
    if (!project) return result(id, {}, 404);
    await save(projects.map((entry) => (entry.id === id ? { ...entry, ...parsed.data } : entry)));
    return result(id, { notice: copy.saved });
  }
  if (!project) return result(id, {}, 404);
  if (intent === "toggle") {
    await save(projects.map((entry) => (entry.id === id ? { ...entry, hidden: !entry.hidden } : entry)));
    return result(id, { notice: copy.saved });
  }
  if (intent === "up" || intent === "down") {
    const target = intent === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= projects.length) return result(id, {});
    const next = [...projects];
    [next[index], next[target]] = [next[target] as OwnerProject, project];
    await save(next);
    return result(id, { notice: copy.saved });
  }
  if (intent === "remove-photo") {
    const photo = Number(form.get("photo"));
    await save(
      projects.map((entry) =>
        entry.id === id ? { ...entry, photos: entry.photos.filter((_, position) => position !== photo) } : entry,
      ),
    );
    return result(id, { notice: copy.projects.photoRemoved });
  }
  if (intent === "delete") {
    await save(projects.filter((entry) => entry.id !== id));
    return result(id, { notice: copy.projects.removed });
  }
  return result(id, {}, 400);
}

function ProjectFields({
  scope,
  values,
  errors,
}: {
  scope: string;
  values: Partial<Record<"title" | "description" | "town" | "date" | "category", string>>;
  errors: Record<string, string>;
}) {
  // What every text field of a project shares: its card, its name, the value shown and its error.
  const field = (name: "title" | "town" | "date" | "description") => ({
    scope,
    name,
    defaultValue: values[name] ?? "",
    error: errors[name],
  });
  return (
    <div className="space-y-4">
      <EditorField {...field("title")} label={labels.projectTitle} />
      <div className="grid gap-4 sm:grid-cols-3">
        <EditorField {...field("town")} label={labels.projectTown} hint={copy.projects.townHint} />
        <EditorField {...field("date")} label={labels.projectDate} />
        <div>
          <label htmlFor={`categorie-${scope}`} className="block text-sm font-semibold text-ink">
            {labels.projectCategory}
          </label>
          <select
            id={`categorie-${scope}`}
            name="category"
            defaultValue={values.category ?? ""}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? `categorie-${scope}-erreur` : undefined}
            className="mt-1.5 block w-full rounded-lg border border-line bg-white px-3.5 py-3 text-base text-ink"
          >
            <option value="">—</option>
            {projectCategories.map((category) => (
              <option key={category.key} value={category.key}>
                {category.label}
              </option>
            ))}
          </select>
          {errors.category ? (
            <p id={`categorie-${scope}-erreur`} className="mt-1 text-sm font-medium text-emergency-800">
              {errors.category}
            </p>
          ) : null}
        </div>
      </div>
      <EditorTextArea {...field("description")} label={labels.projectDescription} />
    </div>
  );
}

function IntentButton({
  id,
  intent,
  label,
  busy,
  extra,
}: {
  id: string;
  intent: string;
  label: string;
  busy: boolean;
  extra?: Record<string, string>;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="intent" value={intent} disabled={busy} className={buttonClass("outline", "sm")}>
        {label}
      </button>
    </Form>
  );
}

export default function SiteProjectsPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const own = (id: string) => (actionData?.target === id ? actionData : null);
  return (
    <EditorPage
      title={copy.projects.title}
      intro={copy.projects.intro}
      saved={actionData?.notice}
      failed={actionData !== undefined && Object.keys(actionData.errors).length > 0}
    >
      <SectionCard id="chantier-nouveau" title={copy.projects.newProject}>
        <Form method="post" className="space-y-4" noValidate key={own(NEW) ? "erreur" : (actionData?.notice ?? "vide")}>
          <input type="hidden" name="id" value={NEW} />
          <ProjectFields scope={NEW} values={own(NEW)?.values ?? {}} errors={own(NEW)?.errors ?? {}} />
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={busy}
            className={buttonClass("primary", "md", "w-full")}
          >
            {copy.projects.add}
          </button>
        </Form>
      </SectionCard>

      {loaderData.projects.length === 0 ? <p className="text-sm text-ink">{copy.projects.none}</p> : null}
      {loaderData.projects.map((project, index) => {
        const result = own(project.id);
        const status = project.hidden
          ? copy.projects.hidden
          : project.photos.length === 0
            ? copy.projects.noPhoto
            : null;
        return (
          <SectionCard key={project.id} id={`chantier-${index}`} title={project.title} intro={status ?? undefined}>
            <div className="space-y-5" data-testid="owner-project">
              <Form method="post" className="space-y-4" noValidate>
                <input type="hidden" name="id" value={project.id} />
                <ProjectFields scope={project.id} values={result?.values ?? project} errors={result?.errors ?? {}} />
                <button
                  type="submit"
                  name="intent"
                  value="save"
                  disabled={busy}
                  className={buttonClass("primary", "md")}
                >
                  {copy.projects.save}
                </button>
              </Form>

              <div>
                <h3 className="text-sm font-bold text-navy-900">{copy.projects.photos(project.photos.length)}</h3>
                <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
                  {project.photos.map((photo, position) => (
                    <li key={photo.image.src} className="space-y-1.5">
                      <img
                        src={photo.image.src}
                        srcSet={photo.image.srcSet.webp}
                        sizes="200px"
                        alt={photo.alt}
                        width={photo.image.width}
                        height={photo.image.height}
                        className="aspect-[3/2] w-full rounded-lg object-cover"
                      />
                      <IntentButton
                        id={project.id}
                        intent="remove-photo"
                        label={copy.projects.removePhoto}
                        busy={busy}
                        extra={{ photo: String(position) }}
                      />
                    </li>
                  ))}
                </ul>
                {project.photos.length < MAX_PROJECT_PHOTOS ? (
                  <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3" noValidate>
                    <input type="hidden" name="id" value={project.id} />
                    <div>
                      <label htmlFor={`photo-${project.id}`} className="block text-sm font-semibold text-ink">
                        {labels.photo}
                      </label>
                      <input
                        id={`photo-${project.id}`}
                        type="file"
                        name={PHOTO_FIELD}
                        accept="image/jpeg,image/png,image/webp,image/avif"
                        aria-describedby={`photo-${project.id}-aide`}
                        className="mt-1.5 block w-full text-sm"
                      />
                      <p id={`photo-${project.id}-aide`} className="mt-1 text-xs text-muted">
                        {copy.projects.photoHint}
                      </p>
                      {result?.errors.photo ? (
                        <p className="mt-1 text-sm font-medium text-emergency-800" role="alert">
                          {result.errors.photo}
                        </p>
                      ) : null}
                    </div>
                    <EditorField
                      scope={project.id}
                      name="alt"
                      label={labels.photoAlt}
                      defaultValue={result?.values?.alt ?? ""}
                      error={result?.errors.alt}
                      autoComplete="off"
                    />
                    <button type="submit" disabled={busy} className={buttonClass("outline", "md")}>
                      {copy.projects.addPhoto}
                    </button>
                  </Form>
                ) : null}
              </div>

              <div className="flex flex-wrap gap-2 border-t border-line pt-4">
                <IntentButton
                  id={project.id}
                  intent="toggle"
                  label={project.hidden ? copy.projects.show : copy.projects.hide}
                  busy={busy}
                />
                {index > 0 ? <IntentButton id={project.id} intent="up" label={copy.projects.up} busy={busy} /> : null}
                {index < loaderData.projects.length - 1 ? (
                  <IntentButton id={project.id} intent="down" label={copy.projects.down} busy={busy} />
                ) : null}
                <IntentButton id={project.id} intent="delete" label={copy.projects.remove} busy={busy} />
              </div>
            </div>
          </SectionCard>
        );
      })}
    </EditorPage>
  );
}
