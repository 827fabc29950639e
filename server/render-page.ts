import { readFile } from "node:fs/promises";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { requestContext } from "#app/services/csp.server.ts";

// React Router ends the href with "#" when a dynamically imported chunk also needs the stylesheet.
const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"#]+\.css)#?"\/>/g;

/**
 * The stylesheet goes into the page as a `<style>` element: the first paint then needs the HTML alone, one round
 * trip less on a mobile link (the whole site's CSS is about 10 KB with Brotli, less than a request's cost). A
 * public page is never hydrated, so the `<link>` is replaced outright. Returns null when the page links no
 * stylesheet, so a change in React Router's output fails loudly instead of shipping an unstyled first paint.
 */
export async function inlineStylesheets(
  html: string,
  readStylesheet: (href: string) => Promise<string>,
): Promise<string | null> {
  const hrefs = [...html.matchAll(stylesheetLink)].map(([, href = ""]) => href);
  if (hrefs.length === 0) return null;
  const sheets = new Map<string, string>();
  for (const href of new Set(hrefs)) {
    const css = await readStylesheet(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined`);
    sheets.set(href, css);
  }
  return html.replace(stylesheetLink, (_link, href: string) => `<style>${sheets.get(href)}</style>`);
}

/**
 * The final HTML of a public page, exactly as the build writes it to `build/client/<path>/index.html` (before
 * its precompressed twins): React's render through React Router's own request handler (a plain GET, no visitor,
 * no nonce: the page is allowed by the hashes of its inline code, server/security.ts), then the stylesheet
 * inline. The build (scripts/postbuild.mjs) writes every prerendered page with it, and a running server can call
 * it to render a page again, e.g. after the owner changed what it shows; the islands' scripts are already in the
 * markup React rendered (app/lib/islands.tsx). `clientDir`: where the stylesheets are read, when the client
 * build is not where the server build says (a server started with another BUILD_DIR).
 */
export async function renderPublicPage(
  build: ServerBuild,
  pathname: string,
  options: { clientDir?: string } = {},
): Promise<{ status: number; html: string }> {
  if (!pathname.startsWith("/") || pathname.startsWith("//")) throw new Error(`not a path: ${pathname}`);
  const handle = createRequestHandler(build, "production");
  const response = await handle(new Request(new URL(pathname, "http://localhost")), requestContext(undefined));
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("text/html")) throw new Error(`${pathname} is not a page (${type || "no content type"})`);
  const rendered = await response.text();
  const clientDir = path.resolve(options.clientDir ?? build.assetsBuildDirectory);
  const html = await inlineStylesheets(rendered, (href) => readFile(path.join(clientDir, href), "utf8"));
  if (html === null) throw new Error(`${pathname}: no stylesheet link found in React Router's output`);
  return { status: response.status, html };
}
