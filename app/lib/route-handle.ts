import { useMatches } from "react-router";

/** What a route module may say about the shared layout through its `handle` export. */
export interface RouteHandle {
  /** Pages that already end with a call to action (the forms, the 404) hide the shared closing block. */
  hideClosingCta?: boolean;
}

export function useShowsClosingCta(): boolean {
  const matches = useMatches();
  return !matches.some((match) => (match.handle as RouteHandle | undefined)?.hideClosingCta);
}
