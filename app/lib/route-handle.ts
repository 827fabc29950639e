import { useMatches, useRouteError } from "react-router";

/** What a route module may say about the shared layout through its `handle` export. */
export interface RouteHandle {
  /** Pages that already end with a call to action (the forms, a town page) hide the shared closing block. */
  hideClosingCta?: boolean;
  /** The owner's space draws its own chrome: the public header, footer and call buttons stay out of it. */
  ownerSpace?: boolean;
}

export function useIsOwnerSpace(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.ownerSpace);
}

/** Error pages (a missing page, a crash) end with their own way out: home or a phone call. */
export function useShowsClosingCta(): boolean {
  const matches = useMatches();
  const error = useRouteError();
  return !error && !matches.some((match) => (match.handle as RouteHandle | undefined)?.hideClosingCta);
}
