import { randomBytes } from "node:crypto";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { EditorField, EditorTextArea } from "#app/components/pro/editor-field.tsx";
import { EditorPage } from "#app/components/pro/editor-page.tsx";
import { ChevronRightIcon } from "#app/components/pro/icons.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { ProjectPhotos } from "#app/components/pro/project-photos.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { articleCategories, articlePath, articleSlug, categoryOf } from "#app/content/articles.ts";
import type { OwnerArticle } from "#app/content/published.ts";
import { services } from "#app/content/services.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { towns } from "#app/content/towns.ts";
import { parseArticleBody } from "#app/lib/article-markdown.ts";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import { ARTICLE_PHOTO_UPLOAD_PATH } from "#app/lib/project-photos.ts";
import { clientAddress } from "#app/services/pro/audit.server.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import { saveDraftSection, workingDocument } from "#app/services/site/editor.server.ts";
import { addProjectPhoto, arrangePhotos } from "#app/services/site/project-photos.server.ts";
import { siteContentStore } from "#app/services/site/publication.server.ts";
import { articleSchema } from "#app/services/site/schema.server.ts";
import { fieldErrors } from "#app/services/site/text-field.server.ts";
import type { Route } from "./+types/site-articles";

const copy = siteEditorCopy;
const articleCopy = copy.articles;
const labels = copy.labels;
const MAX_ARTICLES = 100;
const NEW = "nouveau";
const SCREEN = "/pro/site/articles";

export const meta: Route.MetaFunction = ({ matches }) => proMeta(articleCopy.title, matches);

function editHref(id: string, created = false): string {
  return `${SCREEN}?article=${encodeURIComponent(id)}${created ? "&ajout=1" : ""}`;
}

/** The list of articles, or one article's form (`?article=<id>`, `?article=nouveau` for a new one). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOwnerSession(request);
  const { document } = await workingDocument(await siteContentStore());
  const params = new URL(request.url).searchParams;
  const chosen = params.get("article");
  const articles = document.articles ?? [];
  const article = chosen && chosen !== NEW ? (articles.find((entry) => entry.id === chosen) ?? null) : null;
  return {
    articles: articles.map(({ id, title, hidden, confirmed, category, photos }) => ({
      id,
      title,
      hidden,
      confirmed,
      category,
      photoCount: photos.length,
    })),
    editing: chosen === NEW ? ("new" as const) : article ? ("article" as const) : null,
    article,
    created: params.get("ajout") === "1",
    today: parisToday(),
  };
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

/** The form's fields as the schema reads them: text as typed, the boxes ticked as lists. */
function articleFields(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "");
  return {
    raw: {
      title: text("title"),
      summary: text("summary"),
      body: text("body"),
      category: text("category"),
      date: text("date"),
      services: form.getAll("services").map(String),
      towns: form.getAll("towns").map(String),
      confirmed: form.get("confirmed") === "on",
    },
    typed: {
      ...Object.fromEntries(["title", "summary", "body", "category", "date"].map((name) => [name, text(name)])),
      // The boxes ticked, given back with a refusal as the form had them.
      services: form.getAll("services").map(String).join(" "),
      towns: form.getAll("towns").map(String).join(" "),
      confirmed: form.get("confirmed") === "on" ? "on" : "",
    } as Record<string, string>,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const store = await siteContentStore();
  const { document } = await workingDocument(store);
  const articles = document.articles ?? [];
  const owner = { userId: session.userId, email: session.email, address: clientAddress(request) };
  const save = (next: OwnerArticle[]) => saveDraftSection(store, document, "articles", next, owner);

  if (request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    // The one-file form, without JavaScript (with it, each photo goes to site-article-photo.ts, the same function).
    const added = await addProjectPhoto(request, owner, "articles");
    const fields = added.photo
      ? { notice: copy.projects.photoAdded }
      : { errors: added.errors, values: { alt: added.alt } };
    return result(added.id, fields, added.status);
  }

  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const article = articles.find((entry) => entry.id === id);
  if (intent === "save") {
    const { raw, typed } = articleFields(form);
    const parsed = articleSchema(article?.photos.length ?? 0).safeParse(id === NEW ? { ...raw, confirmed: true } : raw);
    if (!parsed.success) return result(id, { errors: fieldErrors(parsed.error), values: typed }, 400);
    if (id === NEW) {
      if (articles.length >= MAX_ARTICLES) return result(id, { errors: { title: articleCopy.tooMany } }, 400);
      const created: OwnerArticle = {
        id: `article-${randomBytes(6).toString("hex")}`,
        slug: articleSlug(
          parsed.data.title,
          articles.map((entry) => entry.slug),
        ),
        ...parsed.data,
        photos: [],
        buildCover: null,
        hidden: false,
      };
      await save([created, ...articles]);
      throw redirect(editHref(created.id, true));
    }
    if (!article) return result(id, {}, 404);
    await save(articles.map((entry) => (entry.id === id ? { ...entry, ...parsed.data } : entry)));
    return result(id, { notice: copy.saved });
  }
  if (!article) return result(id, {}, 404);
  if (intent === "photos") {
    const arranged = arrangePhotos(article.photos, form);
    if (!arranged.ok) return result(id, { errors: arranged.errors, values: arranged.values }, 400);
    // The text may place a photo by its number: a removal that leaves such a line without its photo is refused.
    const body = parseArticleBody(article.body, arranged.photos.length);
    if (!body.ok) return result(id, { errors: { photo: body.errors.join(" ") } }, 400);
    await save(articles.map((entry) => (entry.id === id ? { ...entry, photos: arranged.photos } : entry)));
    const removed = arranged.photos.length < article.photos.length;
    return result(id, { notice: removed ? copy.projects.photoRemoved : copy.projects.photosSaved });
  }
  if (intent === "toggle") {
    await save(articles.map((entry) => (entry.id === id ? { ...entry, hidden: !entry.hidden } : entry)));
    return result(id, { notice: copy.saved });
  }
  if (intent === "confirm") {
    await save(articles.map((entry) => (entry.id === id ? { ...entry, confirmed: true } : entry)));
    return result(id, { notice: articleCopy.confirmed });
  }
  if (intent === "delete") {
    await save(articles.filter((entry) => entry.id !== id));
    throw redirect(SCREEN);
  }
  return result(id, {}, 400);
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

type FormValues = Partial<Record<"title" | "summary" | "body" | "category" | "date", string>> & {
  services?: readonly string[];
  towns?: readonly string[];
  confirmed?: boolean;
};

function Boxes({
  name,
  legend,
  hint,
  options,
  checked,
}: {
  name: "services" | "towns";
  legend: string;
  hint: string;
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
}) {
  return (
    <fieldset aria-describedby={`${name}-aide`}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <p id={`${name}-aide`} className="mt-1 text-xs text-muted">
        {hint}
      </p>
      <div className="mt-2 grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
              className="size-5 shrink-0 accent-navy-800"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ArticleFields({
  values,
  errors,
  isNew,
}: {
  values: FormValues;
  errors: Record<string, string>;
  isNew: boolean;
}) {
  const field = (name: "title" | "summary" | "date" | "body") => ({
    name,
    defaultValue: values[name] ?? "",
    error: errors[name],
  });
  return (
    <div className="space-y-5">
      <EditorField {...field("title")} label={labels.articleTitle} maxLength={100} />
      <EditorTextArea {...field("summary")} label={labels.articleSummary} rows={3} maxLength={160} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="champ-category" className="block text-sm font-semibold text-ink">
            {labels.articleCategory}
          </label>
          <select
            id="champ-category"
            name="category"
            defaultValue={values.category ?? ""}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? "champ-category-erreur" : undefined}
            className="mt-1.5 block w-full rounded-lg border border-line bg-white px-3.5 py-3 text-base text-ink"
          >
            <option value="">—</option>
            {articleCategories.map((category) => (
              <option key={category.key} value={category.key}>
                {category.label}
              </option>
            ))}
          </select>
          {errors.category ? (
            <p id="champ-category-erreur" className="mt-1 text-sm font-medium text-emergency-800">
              {errors.category}
            </p>
          ) : null}
        </div>
        <EditorField {...field("date")} label={labels.articleDate} type="date" />
      </div>
      <EditorTextArea
        {...field("body")}
        label={labels.articleBody}
        hint={articleCopy.bodyHint}
        rows={16}
        spellCheck
        className="[&_textarea]:font-mono [&_textarea]:text-sm"
      />
      <Boxes
        name="services"
        legend={articleCopy.servicesLegend}
        hint={articleCopy.servicesHint}
        options={services.map((service) => ({ value: service.slug, label: service.title }))}
        checked={values.services ?? []}
      />
      <Boxes
        name="towns"
        legend={articleCopy.townsLegend}
        hint={articleCopy.townsHint}
        options={towns.map((town) => ({ value: town.slug, label: town.name }))}
        checked={values.towns ?? []}
      />
      {isNew ? null : (
        <label id="confirmer" className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink">
          <input
            type="checkbox"
            name="confirmed"
            defaultChecked={values.confirmed ?? false}
            className="size-5 shrink-0 accent-navy-800"
          />
          {articleCopy.confirmLabel}
        </label>
      )}
    </div>
  );
}

export default function SiteArticlesPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { editing, article, articles, created, today } = loaderData;
  const own = actionData && (actionData.target === article?.id || actionData.target === NEW) ? actionData : null;
  const failed = own !== null && Object.keys(own.errors).length > 0;

  if (editing === null) {
    return (
      <EditorPage title={articleCopy.title} intro={articleCopy.intro} saved={actionData?.notice} failed={false}>
        <Link to={editHref(NEW)} className={buttonClass("primary", "md", "w-full")}>
          {articleCopy.write}
        </Link>
        <SectionCard id="articles" title={articleCopy.list}>
          {articles.length === 0 ? <p className="text-sm text-ink">{articleCopy.none}</p> : null}
          <ul className="divide-y divide-line">
            {articles.map((entry) => (
              <li key={entry.id} className="py-3" data-testid="owner-article">
                <Link to={editHref(entry.id)} className="flex min-h-11 items-center gap-3">
                  <span className="min-w-0 flex-1">
                    <span className="block font-bold text-navy-900">{entry.title}</span>
                    <span className="block text-sm text-muted">
                      {categoryOf(entry.category).label} · {entry.hidden ? articleCopy.hidden : articleCopy.online}
                      {entry.confirmed ? "" : ` · ${articleCopy.toConfirm}`}
                    </span>
                  </span>
                  <span className="sr-only">{articleCopy.edit}</span>
                  <ChevronRightIcon className="size-5 shrink-0 text-muted" />
                </Link>
                {entry.confirmed ? null : (
                  <div className="mt-2">
                    <Form method="post">
                      <input type="hidden" name="id" value={entry.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="confirm"
                        disabled={busy}
                        aria-label={`${articleCopy.confirm} : ${entry.title}`}
                        className={buttonClass("outline", "sm")}
                      >
                        {articleCopy.confirm}
                      </button>
                    </Form>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </SectionCard>
      </EditorPage>
    );
  }

  const typed = own?.values;
  const values: FormValues = {
    ...(article ?? { date: today }),
    ...(typed
      ? {
          ...typed,
          services: (typed.services ?? "").split(" ").filter(Boolean),
          towns: (typed.towns ?? "").split(" ").filter(Boolean),
          confirmed: typed.confirmed === "on",
        }
      : {}),
  };
  return (
    <EditorPage
      title={article ? article.title : articleCopy.newArticle}
      saved={actionData ? own?.notice : created ? articleCopy.added : null}
      failed={failed}
    >
      <Link to={SCREEN} className="text-sm font-semibold text-navy-800 underline underline-offset-2">
        {articleCopy.back}
      </Link>
      <SectionCard id="article" title={article ? articleCopy.edit : articleCopy.newArticle}>
        {article ? <p className="mb-4 text-sm text-muted">{articleCopy.address(articlePath(article.slug))}</p> : null}
        <Form method="post" className="space-y-5" noValidate>
          <input type="hidden" name="id" value={article?.id ?? NEW} />
          <ArticleFields values={values} errors={own?.errors ?? {}} isNew={!article} />
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={busy}
            className={buttonClass("primary", "md", "w-full")}
          >
            {article ? articleCopy.save : articleCopy.add}
          </button>
        </Form>
      </SectionCard>
      {article ? (
        <>
          <SectionCard id="photos" title={articleCopy.photosTitle} intro={articleCopy.photosIntro}>
            <ProjectPhotos
              project={article}
              errors={own?.errors ?? {}}
              values={own?.values ?? {}}
              busy={busy}
              uploadPath={ARTICLE_PHOTO_UPLOAD_PATH}
              provisionalAlt={articleCopy.provisionalAlt}
              reference={articleCopy.photoReference}
            />
          </SectionCard>
          <SectionCard id="en-ligne" title={article.hidden ? articleCopy.hidden : articleCopy.online}>
            <a
              href={`/pro/site/apercu?page=${encodeURIComponent(articlePath(article.slug))}`}
              target="_blank"
              rel="noopener"
              className={buttonClass("outline", "md", "w-full")}
            >
              {articleCopy.preview}
            </a>
            <p className="mt-2 text-xs text-muted">{articleCopy.previewHint}</p>
            <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4">
              <IntentButton
                id={article.id}
                intent="toggle"
                label={article.hidden ? articleCopy.show : articleCopy.hide}
                busy={busy}
              />
              {article.confirmed ? null : (
                <IntentButton id={article.id} intent="confirm" label={articleCopy.confirm} busy={busy} />
              )}
              <IntentButton id={article.id} intent="delete" label={articleCopy.remove} busy={busy} />
            </div>
          </SectionCard>
        </>
      ) : null}
    </EditorPage>
  );
}
