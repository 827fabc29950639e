import { proCopy } from "#app/content/pro.ts";

/** The web app manifest's members this site uses. */
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: "ltr";
  start_url: string;
  scope: string;
  display: "standalone";
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: "maskable" }[];
}

/** Where the manifest is served (app/routes/owner-app-manifest.ts). */
export const OWNER_APP_MANIFEST_PATH = "/manifest.webmanifest";

/** Where the owner's installed app opens, and what it keeps in its own window. */
export const OWNER_APP_START = "/pro";

/**
 * The owner's space as an app on his phone: it opens on the requests, in a window of its own, under the
 * company's published name (never the build's, which is the template's until the site goes live).
 */
export function ownerAppManifest(company: { name: string; shortName: string }): WebAppManifest {
  return {
    id: OWNER_APP_START,
    name: `${company.name} – ${proCopy.spaceName}`,
    short_name: company.shortName,
    description: proCopy.appDescription,
    lang: "fr",
    dir: "ltr",
    start_url: OWNER_APP_START,
    scope: OWNER_APP_START,
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0c2340",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
