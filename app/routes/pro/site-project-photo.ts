import { clientAddress } from "#app/services/pro/audit.server.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import { addProjectPhoto } from "#app/services/site/project-photos.server.ts";
import type { Route } from "./+types/site-project-photo";

/**
 * The editor's upload of one photo (app/components/pro/project-photos.tsx), through the very function the page's
 * one-file form uses: the same checks, answered as JSON so that the page can show the photo without reloading.
 */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const result = await addProjectPhoto(request, {
    userId: session.userId,
    email: session.email,
    address: clientAddress(request),
  });
  return Response.json(
    { errors: result.errors, photo: result.photo ?? null },
    { status: result.status, headers: { "Cache-Control": "no-store" } },
  );
}
