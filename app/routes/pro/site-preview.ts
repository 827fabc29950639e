import { contentPaths } from "#app/content/pages.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import { workingDocument } from "#app/services/site/editor.server.ts";
import { previewDocument, renderPreview, siteContentStore } from "#app/services/site/publication.server.ts";
import type { Route } from "./+types/site-preview";

/**
 * "Aperçu": a public page rendered with the draft, by the same pipeline as a publication, for the signed-in
 * owner only (the owner's space guard, then this check; never cached, never indexed). Only pages of the site
 * can be asked for.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOwnerSession(request);
  const page = new URL(request.url).searchParams.get("page") ?? "/";
  if (!contentPaths.includes(page)) {
    return new Response(siteEditorCopy.preview.unknownPage, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { document } = await workingDocument(await siteContentStore());
  const html = await renderPreview(document, page);
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
