import routes from "#app/routes.ts";

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Every address pattern of the route table (app/routes.ts) under /pro, as the router matches them. */
export function ownerRoutePatterns(): { pattern: string; file: string }[] {
  const found: { pattern: string; file: string }[] = [];
  const walk = (entries: readonly RouteEntry[], parent: string) => {
    for (const entry of entries) {
      const path = entry.path ? `${parent}/${entry.path}` : parent;
      if (entry.children) walk(entry.children, path);
      else found.push({ pattern: path || "/", file: entry.file });
    }
  };
  walk(routes as RouteEntry[], "");
  return found.filter(({ pattern }) => pattern === "/pro" || pattern.startsWith("/pro/"));
}

/**
 * A real address for a pattern: each `:param` given by `value` (a request's, a quote's, an invoice's id, by the
 * pattern it is in), an optional segment left out, the catch-all given a name no screen has.
 */
export function ownerAddress(pattern: string, value: (pattern: string, param: string) => string | number): string {
  return pattern
    .replace(/\/:(\w+)\?/g, "")
    .replace(/:(\w+)/g, (_match, name: string) => String(value(pattern, name)))
    .replace(/\*$/, "adresse-inconnue");
}
