import { clientAddress } from "#app/services/pro/audit.server.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import { addProjectPhoto } from "#app/services/site/project-photos.server.ts";
import type { Route } from "./+types/site-article-photo";

/** The articles' editor's upload of one photo, as the projects' (site-project-photo.ts): same checks, JSON answer. */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const result = await addProjectPhoto(
    request,
    { userId: session.userId, email: session.email, address: clientAddress(request) },
    "articles",
  );
  return Response.json(
    { errors: result.errors, photo: result.photo ?? null },
    { status: result.status, headers: { "Cache-Control": "no-store" } },
  );
}
