import { createContext } from "react";
import type { FormContact } from "#app/content/forms.ts";

/**
 * The published company's contact, for a page React Router renders per request (a form's answer) while the
 * server's own modules hold the build's values: entry.server.tsx provides it from the request context, and the
 * lead form island takes it over `formContact()`. Null where the modules already hold the right values (the
 * build, a publication's render, a site with nothing published).
 */
export const PublishedContact = createContext<FormContact | null>(null);
