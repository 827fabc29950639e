import islandUrls from "virtual:islands";
import { createContext, type ReactNode, useContext, useState } from "react";
import { islandLoaderSource } from "./island-loader.ts";

/**
 * Public pages are rendered by React on the server and load no React in the browser: what reacts to the visitor
 * (menus, carousels, the comparison slider, the floating call button, the forms) is an island, a small module of
 * `app/islands/` that enhances the markup it finds. A component that draws such markup says so with
 * `useIsland(name)` while it renders; the layout then ends the page with the loader of the islands used, so a
 * page downloads only the code of what it shows, and only once it is painted (island-loader.ts).
 */
export type IslandName = "layout" | "carousel" | "before-after" | "lead-form" | "copy";

/**
 * The islands that start at the visitor's first use of their markup (`data-on-intent`) rather than after the first
 * paint: the lead form, whose React DOM is most of a page's JavaScript and gains the visitor nothing until he fills
 * the form, which works without it.
 */
const STARTED_ON_INTENT: ReadonlySet<IslandName> = new Set(["lead-form"]);

const IslandsContext = createContext<Set<IslandName> | null>(null);

/** Collects the islands of one render (the layout provides it around the page). */
export function IslandsProvider({ children }: { children: ReactNode }) {
  const [used] = useState(() => new Set<IslandName>());
  return <IslandsContext.Provider value={used}>{children}</IslandsContext.Provider>;
}

/** Marks the page as needing the island; outside a public page's layout (the owner's space) it does nothing. */
export function useIsland(name: IslandName): void {
  useContext(IslandsContext)?.add(name);
}

/**
 * The loader of the islands used by everything rendered before it (React renders a tree in order, so it goes last
 * in `<body>`): one constant inline script that imports their modules after the first paint, or at the visitor's
 * first use of their markup (island-loader.ts).
 */
export function IslandScripts() {
  const used = useContext(IslandsContext);
  if (!used) return null;
  const urlsOf = (names: IslandName[]) =>
    names.sort().map((name) => {
      const src = islandUrls[name];
      if (!src) throw new Error(`island "${name}" has no module (app/islands/${name}.ts)`);
      return src;
    });
  const onIntent = urlsOf([...used].filter((name) => STARTED_ON_INTENT.has(name)));
  return (
    <script
      data-islands={urlsOf([...used].filter((name) => !STARTED_ON_INTENT.has(name))).join(" ")}
      data-intent-islands={onIntent.length > 0 ? onIntent.join(" ") : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own, allowed by its hash.
      dangerouslySetInnerHTML={{ __html: islandLoaderSource }}
    />
  );
}
