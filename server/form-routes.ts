import type { ServerBuild } from "react-router";
import { isOwnerPath } from "#app/services/pro/request.server.ts";
import { isClientLinkPath } from "./routed-path.ts";

// Which addresses take a form post, read once at start from the routes of the build: the guards (form-guards.ts)
// refuse a post anywhere else, and the public forms' actions answer a post without JavaScript (form-posts.ts).

/**
 * The paths that accept a form POST: every route with an action, and the `.data` URL its fetcher posts
 * to. The value says whether the route is an index route, which React Router only reaches with `?index`
 * (a POST to "/" alone targets the root layout, which has no action).
 */
export function findFormPaths(build: ServerBuild): Map<string, { index: boolean }> {
  const paths = new Map<string, { index: boolean }>();
  for (const [route, pathname] of routesWithActions(build)) {
    const target = { index: route.index === true };
    paths.set(pathname, target);
    // React Router's data URLs: "/devis.data", and "/_.data" (or the older "/_root.data") for the home page.
    if (pathname === "/") {
      paths.set("/_.data", target);
      paths.set("/_root.data", target);
    } else {
      paths.set(`${pathname}.data`, target);
    }
  }
  return paths;
}

/** Every route with an action, and its path as a URL names it ("/" for the index route, "/pro/demandes/:id"). */
function routesWithActions(build: ServerBuild): [ServerBuild["routes"][string] & {}, string][] {
  const found: [ServerBuild["routes"][string] & {}, string][] = [];
  for (const route of Object.values(build.routes)) {
    if (!route?.module || !("action" in route.module) || typeof route.module.action !== "function") continue;
    const segments: string[] = [];
    for (
      let current: (typeof build.routes)[string] = route;
      current;
      current = current.parentId ? build.routes[current.parentId] : undefined
    ) {
      if (current.path) segments.unshift(current.path);
    }
    found.push([route, `/${segments.join("/")}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1")]);
  }
  return found;
}

/** A route's action as React Router calls it; a lead form's answers `data(result, { status })`. */
export type RouteAction = (args: {
  request: globalThis.Request;
  params: Record<string, string>;
  context: unknown;
}) => unknown;

/**
 * The actions of the public pages, by path ("/" for the home page's index route): the forms a visitor posts from
 * a prerendered page. The owner's space and a client's quote link are not public pages.
 */
export function findPublicFormActions(build: ServerBuild): Map<string, RouteAction> {
  const actions = new Map<string, RouteAction>();
  for (const [route, pathname] of routesWithActions(build)) {
    if (pathname.includes("/:") || isOwnerPath(pathname) || isClientLinkPath(pathname)) continue;
    actions.set(pathname, route.module.action as RouteAction);
  }
  return actions;
}

/** A route path with `:param` segments as a pattern: each parameter stands for one segment of the URL. */
function routePattern(path: string): RegExp {
  const source = path
    .split("/")
    .map((part) =>
      part.startsWith(":")
        ? `[^/]+${part.endsWith(".data") ? "\\.data" : ""}`
        : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${source}$`);
}

/**
 * The form target a request path reaches: a route's path as it is ("/devis"), or one with parameters
 * ("/pro/demandes/:id" for "/pro/demandes/42", "/pro/demandes/:id.data" for its data URL).
 */
export function findFormTarget(
  formPaths: Map<string, { index: boolean }>,
  pathname: string,
): { index: boolean } | undefined {
  const exact = formPaths.get(pathname);
  if (exact) return exact;
  for (const [path, target] of formPaths) {
    if (path.includes("/:") && routePattern(path).test(pathname)) return target;
  }
  return undefined;
}
