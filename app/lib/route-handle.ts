import { useMatches, useRouteError } from "react-router";

/** What a route module may say about the shared layout through its `handle` export. */
export interface RouteHandle {
  /** Pages that already end with a call to action (the forms, a town page) hide the shared closing block. */
  hideClosingCta?: boolean;
  /** The owner's space draws its own chrome: the public header, footer and call buttons stay out of it. */
  ownerSpace?: boolean;
  /**
   * An owner's reading screen, which works without JavaScript (links, forms posted to its action): its application
   * starts at the owner's first touch, not with the page (app/lib/owner-first-use.tsx, decision 032).
   */
  startsOnFirstUse?: boolean;
}

export function useIsOwnerSpace(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.ownerSpace);
}

/** The page itself (the deepest match) starts at the first use. */
export function useStartsOnFirstUse(): boolean {
  return (useMatches().at(-1)?.handle as RouteHandle | undefined)?.startsOnFirstUse === true;
}

/** Error pages (a missing page, a crash) end with their own way out: home or a phone call. */
export function useShowsClosingCta(): boolean {
  const matches = useMatches();
  const error = useRouteError();
  return !error && !matches.some((match) => (match.handle as RouteHandle | undefined)?.hideClosingCta);
}
