import { randomBytes } from "node:crypto";
import { data, Form, useNavigation } from "react-router";
import { EditorField, EditorTextArea } from "#app/components/pro/editor-field.tsx";
import { EditorPage } from "#app/components/pro/editor-page.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { ProjectPhotos } from "#app/components/pro/project-photos.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { projectCategories } from "#app/content/projects.ts";
import type { OwnerProject } from "#app/content/published.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { clientAddress } from "#app/services/pro/audit.server.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import { saveDraftSection, workingDocument } from "#app/services/site/editor.server.ts";
import { addProjectPhoto, arrangePhotos } from "#app/services/site/project-photos.server.ts";
import { siteContentStore } from "#app/services/site/publication.server.ts";
import { projectSchema } from "#app/services/site/schema.server.ts";
import { fieldErrors } from "#app/services/site/text-field.server.ts";
import type { Route } from "./+types/site-projects";

const copy = siteEditorCopy;
const labels = copy.labels;
const MAX_PROJECTS = 100;
const NEW = "nouveau";

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.projects.title, matches);

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

export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const store = await siteContentStore();
  const { document } = await workingDocument(store);
  const projects = document.projects ?? [];
  const owner = { userId: session.userId, email: session.email, address: clientAddress(request) };
  const save = (next: OwnerProject[]) => saveDraftSection(store, document, "projects", next, owner);

  if (request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    // The one-file form, without JavaScript (with it, each photo goes to site-project-photo.ts, the same function).
    const added = await addProjectPhoto(request, owner);
    const fields = added.photo
      ? { notice: copy.projects.photoAdded }
      : { errors: added.errors, values: { alt: added.alt } };
    return result(added.id, fields, added.status);
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
  if (intent === "photos") {
    const arranged = arrangePhotos(project.photos, form);
    if (!arranged.ok) return result(id, { errors: arranged.errors, values: arranged.values }, 400);
    await save(projects.map((entry) => (entry.id === id ? { ...entry, photos: arranged.photos } : entry)));
    const removed = arranged.photos.length < project.photos.length;
    return result(id, { notice: removed ? copy.projects.photoRemoved : copy.projects.photosSaved });
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

function IntentButton({ id, intent, label, busy }: { id: string; intent: string; label: string; busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
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
                <ProjectFields
                  scope={project.id}
                  values={{ ...project, ...result?.values }}
                  errors={result?.errors ?? {}}
                />
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

              <ProjectPhotos
                project={project}
                errors={result?.errors ?? {}}
                values={result?.values ?? {}}
                busy={busy}
              />

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
