import { jsonForScriptElement, PUBLISHED_ELEMENT_ID, published } from "#app/content/published.ts";

/**
 * The owner's published values, carried in the page as data (never run) so that the browser's content modules
 * read what the server rendered with (app/content/published.ts). Absent from the build's own pages.
 */
export function PublishedContentData() {
  if (!published) return null;
  return (
    <script
      type="application/json"
      id={PUBLISHED_ELEMENT_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (no <, > or &), in a data block the browser never runs.
      dangerouslySetInnerHTML={{ __html: jsonForScriptElement(published) }}
    />
  );
}
