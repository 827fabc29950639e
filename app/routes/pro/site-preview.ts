import { articlePath, articlePaths, visibleArticles } from "#app/content/articles.ts";
import { articlePagePaths, contentPaths } from "#app/content/pages.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import { workingDocument } from "#app/services/site/editor.server.ts";
import { previewDocument, renderPreview, siteContentStore } from "#app/services/site/publication.server.ts";
import type { Route } from "./+types/site-preview";

/**
 * "Aperçu": a public page rendered with the draft, by the same pipeline as a publication, for the signed-in
 * owner only (the owner's space guard, then this check; never cached, never indexed). Only pages of the site
 * can be asked for: the build's, and the articles' pages of the draft. An article taken off the site is shown as
 * if it were on it, so that the owner can read it before he puts it back.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOwnerSession(request);
  const page = new URL(request.url).searchParams.get("page") ?? "/";
  const { document } = await workingDocument(await siteContentStore());
  const drafted = document.articles ?? [];
  const article = drafted.find((entry) => articlePath(entry.slug) === page);
  const pages = [
    ...contentPaths.filter((path) => !articlePagePaths.includes(path)),
    ...articlePaths(visibleArticles(drafted)),
  ];
  if (!pages.includes(page) && !article) {
    return new Response(siteEditorCopy.preview.unknownPage, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const shown = article?.hidden
    ? { ...document, articles: drafted.map((entry) => (entry === article ? { ...entry, hidden: false } : entry)) }
    : document;
  const html = await renderPreview(shown, page);
  if (html === null) {
    return new Response(siteEditorCopy.preview.unavailable, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(previewDocument(html, siteEditorCopy.preview.notice), {
    headers: { "Content-Type": "text/html; charset=utf-8", "X-Robots-Tag": "noindex, nofollow" },
  });
}
