import { ownerAppManifest } from "#app/lib/owner-app-manifest.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";

/**
 * The owner's app manifest, answered by the server (never prerendered): it names the company as last published,
 * so installing the owner's space after going live shows the new name, not the template's.
 */
export function loader() {
  return new Response(JSON.stringify(ownerAppManifest(publishedCompany().identity)), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
