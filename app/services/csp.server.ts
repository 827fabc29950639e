import { createContext, RouterContextProvider } from "react-router";

/**
 * The nonce Express made for this response's Content-Security-Policy (server/security.ts). Empty
 * when nobody set one: prerendering at build time, whose HTML is the same for every visitor and is
 * allowed by the hashes of its scripts instead.
 */
export const cspNonceContext = createContext<string>("");

/** The request context React Router hands to entry.server.tsx, carrying the response's nonce. */
export function requestContext(nonce: string | undefined): RouterContextProvider {
  const context = new RouterContextProvider();
  if (nonce) context.set(cspNonceContext, nonce);
  return context;
}

/** The nonce to put on every inline script of a response rendered now, if any. */
export function cspNonceOf(context: unknown): string | undefined {
  if (!(context instanceof RouterContextProvider)) return undefined;
  return context.get(cspNonceContext) || undefined;
}
