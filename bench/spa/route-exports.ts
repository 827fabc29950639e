import type { Plugin } from "vite";

const routeModule = /\/app\/(root|routes\/[^/]+)\.tsx?$/;
const loaderExport = /^export (async )?function loader\b/m;
const actionReExport = /^export \{ \w+ as action \} from "[^"]+";\n/m;
const middlewareExport = /^export const middleware\b/m;
// The owner's space, its app manifest, a client's private quote, invoice, review and job pages, and the team's
// calendar feeds (server loaders and actions, no public content).
const privateRoute =
  /\/app\/routes\/(pro\/.+|owner-app-manifest|quote-client[\w-]*|quote-invoice[\w-]*|invoice-client[\w-]*|review-client|job-client[\w-]*|calendar-feed[\w-]*)\.tsx?$/;

/**
 * Only for the client-only build that `npm run bench` measures against the prerendered site.
 * React Router refuses `loader`, `action` and `middleware` exports in SPA mode, so the same route modules are
 * rewritten the way a client-only app would have written them: each `loader` becomes a `clientLoader` (our
 * loaders only read the typed content modules, which the browser can do too), the root's `middleware` (the
 * moved-page redirects) a `clientMiddleware`, and the form `action` re-exports, which point at server-only
 * modules, are dropped (the benchmark submits no form).
 * The owner's space, its manifest and the clients' private quote and invoice pages are not part of the comparison: their routes (server
 * loaders, actions, passkeys) become empty pages. Anything else it does not recognise still reaches React Router's own check and fails the build loudly.
 */
export function spaRouteExports(): Plugin {
  return {
    name: "spa-route-exports",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? "";
      // React Router reads a route's exports through this same transform, so the stub is all it ever sees.
      if (privateRoute.test(file)) {
        return { code: "export default function OwnerSpaceOutsideTheBenchmark() {\n  return null;\n}\n", map: null };
      }
      if (!routeModule.test(file)) return;
      const rewritten = code
        .replace(loaderExport, "export $1function clientLoader")
        .replace(middlewareExport, "export const clientMiddleware")
        .replace(actionReExport, "");
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
  };
}
