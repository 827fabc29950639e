/**
 * The one gate every redirect of the server goes through (the canonical trailing slash, the moved pages, the
 * owner's return path after login): a target is resolved against the site's own origin and kept only when it
 * stays there, as a path with its query. A browser reads `//host`, `/\host` (a backslash is a slash to it),
 * `/%2f/host` after a second decoding, or a scheme as "another site"; anything that could be read that way,
 * or that a proxy might normalise into it (`..`, `%2e`, control characters), is refused rather than repaired.
 *
 * Answers the path (with `?query`, without fragment) to put in `Location`, or null when the target must not be
 * followed.
 */
export function sameSiteTarget(target: string, origin: string): string | null {
  if (target.length === 0 || target.length > 2048) return null;
  // Control characters (tab, CR, LF among them: browsers drop them from URLs), spaces and backslashes, anywhere.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here.
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(target)) return null;
  // Exactly one leading slash: `//host` is another site, a scheme (`https:`, `javascript:`) too.
  if (!target.startsWith("/") || target.startsWith("//")) return null;
  const queryStart = target.search(/[?#]/);
  const path = queryStart < 0 ? target : target.slice(0, queryStart);
  // An encoded slash, backslash or dot, or an escape of an escape (`%252f`), would turn into one after a decoding.
  if (/%(?:2f|5c|2e|25)/i.test(path)) return null;
  if (path.split("/").some((segment) => segment === "." || segment === "..")) return null;
  let resolved: URL;
  let base: URL;
  try {
    base = new URL(origin);
    resolved = new URL(target, base);
  } catch {
    return null;
  }
  if (resolved.origin !== base.origin || resolved.username !== "" || resolved.password !== "") return null;
  const location = `${resolved.pathname}${resolved.search}`;
  return location.startsWith("//") ? null : location;
}

/** The placeholder origin used when only the shape of a path matters (the target is never fetched). */
export const LOCAL_ORIGIN = "http://localhost";
