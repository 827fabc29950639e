/** Home is current only on the exact root; every other entry by path prefix (product spec §2). */
export function isActivePath(currentPath: string, href: string): boolean {
  const path = stripTrailingSlash(currentPath);
  if (href === "/") return path === "/";
  const target = stripTrailingSlash(href);
  return path === target || path.startsWith(`${target}/`);
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
