import { readFileSync } from "node:fs";
import path from "node:path";
import {
  createRequestHandler,
  matchRoutes,
  type RequestHandler,
  type RouteObject,
  type ServerBuild,
} from "react-router";
import { deferHydration, inlineStylesheets, stripModulePreloads } from "#scripts/first-screen.mjs";

const handlers = new WeakMap<ServerBuild, RequestHandler>();

function handlerOf(build: ServerBuild): RequestHandler {
  let handler = handlers.get(build);
  if (!handler) {
    handler = createRequestHandler(build, "production");
    handlers.set(build, handler);
  }
  return handler;
}

type RouteNode = RouteObject & { id: string; children: RouteNode[] };

/** The build's routes as the nested tree `matchRoutes` reads (the build lists them flat, each naming its parent). */
function routeTree(build: ServerBuild): RouteNode[] {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    nodes.set(route.id, { id: route.id, path: route.path, index: route.index, children: [] } as RouteNode);
  }
  const roots: RouteNode[] = [];
  for (const route of Object.values(build.routes)) {
    const node = route && nodes.get(route.id);
    if (!route || !node) continue;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The folder of the client build, beside the server build whose routes render the page. */
function clientDirOf(build: ServerBuild): string {
  return path.resolve(build.assetsBuildDirectory);
}

/**
 * The final HTML of a public page (or the body of a resource route: the sitemap, robots.txt) exactly as the
 * build writes it, before precompression: React Router's request handler as its prerendering calls it (the
 * page's data first, handed to the HTML render, as `react-router build` does), then the first-screen rewrites
 * of scripts/postbuild.mjs. The build and a running server (a publication) both render through here.
 * `clientDir`: the client build whose stylesheet goes inline, when it is not where the build says.
 */
export async function renderPublicPage(
  build: ServerBuild,
  pathname: string,
  options: { clientDir?: string } = {},
): Promise<{ status: number; html: string }> {
  const handler = handlerOf(build);
  const [routePath = "/", search = ""] = pathname.split(/(?=\?)/);
  const matches = (matchRoutes(routeTree(build), routePath) ?? []) as { route: RouteNode }[];
  const leaf = matches.at(-1)?.route;
  const leafModule = leaf ? build.routes[leaf.id]?.module : undefined;
  if (leafModule && !leafModule.default && !leafModule.ErrorBoundary) {
    const response = await handler(new Request(`http://localhost${pathname}`));
    return { status: response.status, html: await response.text() };
  }
  const hasLoaders = matches.some((match) => build.assets.routes[match.route.id]?.hasLoader);
  const headers = new Headers();
  if (hasLoaders) {
    const data = await handler(new Request(`http://localhost${dataPath(routePath)}${search}`));
    if (data.status !== 200) return { status: data.status, html: await data.text() };
    headers.set("X-React-Router-Prerender-Data", encodeURI(await data.text()));
  }
  // The build prerenders "/tarifs/" (React Router's trailing-slash request); a filtered view keeps its query.
  const url = `${routePath === "/" ? "/" : `${routePath}/`}${search}`;
  const response = await handler(new Request(`http://localhost${url}`, { headers }));
  const html = await response.text();
  if (response.status !== 200) return { status: response.status, html };
  const clientDir = options.clientDir ?? clientDirOf(build);
  const deferred = deferHydration(stripModulePreloads(html));
  const inlined = deferred && inlineStylesheets(deferred, (href) => readFileSync(path.join(clientDir, href), "utf8"));
  if (!inlined)
    throw new Error(`${pathname}: React Router's page no longer has the shape scripts/first-screen.mjs rewrites`);
  return { status: 200, html: inlined };
}

/** React Router's data URL of a page: "/tarifs.data", "/_.data" for the home page. */
export function dataPath(pathname: string): string {
  return pathname === "/" ? "/_.data" : `${pathname}.data`;
}

/** The data a client-side navigation fetches for `pathname` (the `.data` file the build writes beside the page). */
export async function renderPageData(build: ServerBuild, pathname: string): Promise<{ status: number; body: string }> {
  const response = await handlerOf(build)(new Request(`http://localhost${dataPath(pathname)}`));
  return { status: response.status, body: await response.text() };
}
