import { createContext, RouterContextProvider } from "react-router";
import type { FormContact } from "#app/content/forms.ts";

/**
 * The nonce Express made for this response's Content-Security-Policy (server/security.ts). Empty
 * when nobody set one: prerendering at build time, whose HTML is the same for every visitor and is
 * allowed by the hashes of its scripts instead.
 */
export const cspNonceContext = createContext<string>("");

/** The published company's contact, while a publication is served (the server's modules hold the build's). */
export const publishedContactContext = createContext<FormContact | null>(null);

/**
 * The request context React Router hands to entry.server.tsx, carrying the response's nonce and, while a
 * publication is served, its company contact.
 */
export function requestContext(nonce: string | undefined, contact?: FormContact | null): RouterContextProvider {
  const context = new RouterContextProvider();
  if (nonce) context.set(cspNonceContext, nonce);
  if (contact) context.set(publishedContactContext, contact);
  return context;
}

export function publishedContactOf(context: unknown): FormContact | null {
  return context instanceof RouterContextProvider ? context.get(publishedContactContext) : null;
}

/** The nonce to put on every inline script of a response rendered now, if any. */
export function cspNonceOf(context: unknown): string | undefined {
  if (!(context instanceof RouterContextProvider)) return undefined;
  return context.get(cspNonceContext) || undefined;
}
