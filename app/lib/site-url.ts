/** The public origin, a build setting (`SITE_URL`): canonical, Open Graph and JSON-LD URLs all start with it. */
export const siteUrl: string = typeof __SITE_URL__ === "string" ? __SITE_URL__ : "http://localhost:3000";

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}
