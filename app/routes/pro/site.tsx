import { data, Form, Link, useNavigation } from "react-router";
import { ChevronRightIcon } from "#app/components/pro/icons.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { articlesCopy, articlesPath } from "#app/content/articles.ts";
import { pageLabels, staticPaths } from "#app/content/pages.ts";
import { proCopy } from "#app/content/pro.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import { buildContent } from "#app/services/site/build-content.server.ts";
import { changedSections, publishedDocument } from "#app/services/site/editor.server.ts";
import { publishContent, siteContentStore } from "#app/services/site/publication.server.ts";
import { itemHref, itemLabel, readiness } from "#app/services/site/readiness.server.ts";
import type { Route } from "./+types/site";

const copy = siteEditorCopy;

const sectionLinks = [
  { to: "/pro/site/entreprise", ...copy.sections.company },
  { to: "/pro/site/realisations", ...copy.sections.projects },
  { to: "/pro/site/articles", ...copy.sections.articles },
  { to: "/pro/site/tarifs", ...copy.sections.prices },
  { to: "/pro/site/avis-clients", ...copy.sections.reviews },
  { to: "/pro/site/avis", ...copy.sections.testimonials },
  { to: "/pro/site/annonce", ...copy.sections.announcement },
];

const screenTitles = {
  entreprise: copy.sections.company.title,
  tarifs: copy.sections.prices.title,
  articles: copy.sections.articles.title,
};

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwnerSession(request);
  const store = await siteContentStore();
  const [draft, online, versions, latest] = await Promise.all([
    store.draft(),
    publishedDocument(store),
    store.versions(),
    store.latestNumber(),
  ]);
  const working = draft ?? online;
  return {
    left: readiness(working).map((item) => ({
      href: itemHref(item),
      label: itemLabel(item, working),
      reason: item.reason,
      screen: screenTitles[item.section],
    })),
    pending: draft ? changedSections(online, draft) : [],
    hasDraft: draft !== null,
    latest,
    versions: versions.map((version) => ({
      ...version,
      publishedAt: proCopy.dateTime(version.publishedAt),
    })),
    previewPages: [
      ...staticPaths.map((path) => ({ path, label: pageLabels[path] })),
      { path: articlesPath, label: articlesCopy.breadcrumb },
    ],
  };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const store = await siteContentStore();
  const audit = (action: string, detail: string) =>
    recordAudit({ action, userId: session.userId, email: session.email, address: clientAddress(request), detail });
  try {
    if (intent === "publish") {
      const draft = await store.draft();
      const changes = draft ? changedSections(await publishedDocument(store), draft) : [];
      if (!draft || changes.length === 0) return { notice: copy.draft.nothingToPublish };
      const version = await publishContent(draft, { email: session.email, changes, clearDraft: true });
      await audit("site.published", `version ${version} : ${changes.join(", ")}`);
      return { notice: copy.draft.published(version) };
    }
    if (intent === "restore") {
      const from = Number(form.get("version"));
      const source =
        from === 1 ? buildContent() : Number.isInteger(from) ? (await store.version(from))?.document : null;
      if (!source) return data({ error: copy.errors.unknownVersion }, { status: 404 });
      const version = await publishContent(source, {
        email: session.email,
        changes: [copy.versions.restoredFrom(from)],
        restoredFrom: from,
        clearDraft: false,
      });
      await audit("site.restored", `version ${version} : ${copy.versions.restoredFrom(from)}`);
      return { notice: copy.versions.restored(version, from) };
    }
    if (intent === "discard") {
      await store.discardDraft();
      await audit("site.draft.discarded", copy.draft.discarded);
      return { notice: copy.draft.discarded };
    }
  } catch (error) {
    console.error(`site: publication failed: ${error instanceof Error ? error.message : String(error)}`);
    return data({ error: copy.errors.publishFailed }, { status: 503 });
  }
  return data({ error: proCopy.errors.crashText }, { status: 400 });
}

export default function SitePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const publishing = busy && navigation.formData?.get("intent") === "publish";
  const { left, pending, hasDraft, latest, versions, previewPages } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-navy-900">{copy.title}</h1>
        <p className="mt-1 text-sm leading-relaxed text-muted">{copy.intro}</p>
      </div>
      {actionData && "notice" in actionData ? <Notice tone="success">{actionData.notice}</Notice> : null}
      {actionData && "error" in actionData ? <Notice tone="error">{actionData.error}</Notice> : null}

      <SectionCard id="mise-en-ligne" title={copy.readiness.title}>
        {left.length === 0 ? (
          <div data-testid="readiness">
            <p className="font-bold text-green-900">{copy.readiness.ready}</p>
            <p className="mt-1 text-sm text-muted">{copy.readiness.readyText}</p>
          </div>
        ) : (
          <div data-testid="readiness">
            <p className="text-sm font-semibold text-ink">{copy.readiness.left(left.length)}</p>
            <ul className="mt-3 divide-y divide-line">
              {left.map((item) => (
                <li key={item.href} className="py-2.5">
                  <Link to={item.href} className="group block text-sm">
                    <span className="font-semibold text-navy-800 underline underline-offset-2 group-hover:text-navy-900">
                      {item.screen} › {item.label}
                    </span>
                    <span className="block text-muted">{item.reason}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {hasDraft ? <p className="mt-2 text-xs text-muted">{copy.readiness.draftNote}</p> : null}
          </div>
        )}
      </SectionCard>

      <nav aria-label={copy.title}>
        <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card">
          {sectionLinks.map((section) => (
            <li key={section.to}>
              <Link to={section.to} className="flex min-h-16 items-center gap-3 px-5 py-4 hover:bg-surface">
                <span className="flex-1">
                  <span className="block font-bold text-navy-900">{section.title}</span>
                  <span className="block text-sm text-muted">{section.text}</span>
                </span>
                <ChevronRightIcon className="size-5 shrink-0 text-muted" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <SectionCard id="brouillon" title={copy.draft.title}>
        {hasDraft && pending.length > 0 ? (
          <p className="text-sm text-ink" data-testid="draft-status">
            {copy.draft.pending(pending.length)} {copy.versions.changes} {pending.join(", ")}.
          </p>
        ) : (
          <p className="text-sm text-muted" data-testid="draft-status">
            {copy.draft.none}
          </p>
        )}
        <form
          method="get"
          action="/pro/site/apercu"
          target="_blank"
          className="mt-4 flex flex-wrap items-end gap-3"
          rel="noopener"
        >
          <div className="min-w-0 flex-1">
            <label htmlFor="apercu-page" className="block text-sm font-semibold text-ink">
              {copy.draft.previewPage}
            </label>
            <select
              id="apercu-page"
              name="page"
              className="mt-1.5 block w-full rounded-lg border border-line bg-white px-3.5 py-3 text-base text-ink"
            >
              {previewPages.map((page) => (
                <option key={page.path} value={page.path}>
                  {page.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass("outline", "md")}>
            {copy.draft.preview}
          </button>
        </form>
        <p className="mt-2 text-xs text-muted">{copy.draft.previewHint}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Form method="post" className="flex-1">
            <button
              type="submit"
              name="intent"
              value="publish"
              disabled={busy || !hasDraft}
              className={buttonClass("primary", "md", "w-full")}
            >
              {publishing ? copy.draft.publishing : copy.draft.publish}
            </button>
          </Form>
          {hasDraft ? (
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="discard"
                disabled={busy}
                className={buttonClass("outline", "md")}
              >
                {copy.draft.discard}
              </button>
            </Form>
          ) : null}
        </div>
      </SectionCard>

      <SectionCard id="versions" title={copy.versions.title} intro={copy.versions.intro}>
        <ol className="divide-y divide-line">
          {versions.map((version) => (
            <li key={version.number} className="flex flex-wrap items-center gap-3 py-3" data-testid="version">
              <div className="min-w-0 flex-1">
                <p className="font-bold text-navy-900">
                  {copy.versions.number(version.number)}
                  {version.number === latest ? (
                    <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-900">
                      {copy.versions.current}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted">{copy.versions.by(version.publishedBy, version.publishedAt)}</p>
                <p className="text-sm text-ink">
                  {copy.versions.changes} {version.changes.join(", ")}
                </p>
              </div>
              {version.number === latest ? null : <RestoreButton version={version.number} busy={busy} />}
            </li>
          ))}
          <li className="flex flex-wrap items-center gap-3 py-3" data-testid="version">
            <p className="min-w-0 flex-1 font-bold text-navy-900">
              {copy.versions.first}
              {latest === 1 ? (
                <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-900">
                  {copy.versions.current}
                </span>
              ) : null}
            </p>
            {latest === 1 ? null : <RestoreButton version={1} busy={busy} />}
          </li>
        </ol>
      </SectionCard>
    </div>
  );
}

function RestoreButton({ version, busy }: { version: number; busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="version" value={version} />
      <button
        type="submit"
        name="intent"
        value="restore"
        disabled={busy}
        aria-label={`${copy.versions.restore} : ${copy.versions.number(version)}`}
        className={buttonClass("outline", "sm")}
      >
        {copy.versions.restore}
      </button>
    </Form>
  );
}
