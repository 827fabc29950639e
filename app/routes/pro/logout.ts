import { redirect } from "react-router";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { currentSession, endSession } from "#app/services/pro/session.server.ts";
import { pushStore } from "#app/services/push/service.server.ts";
import type { Route } from "./+types/logout";

/** Logging out changes state, so it is a POST (the Origin check applies); a visit to the URL changes nothing. */
export function loader() {
  return redirect("/pro", 303);
}

/**
 * Logging out ends the session, removes the push devices this session registered, and asks the browser to clear
 * this site's storage (Clear-Site-Data), which unregisters the owner's service worker and with it the browser's
 * push subscription (decision 028): the phone someone else picks up next no longer rings.
 */
export async function action({ request }: Route.ActionArgs) {
  const session = await currentSession(request);
  const cookie = await endSession(request);
  if (session) {
    await (await pushStore()).removeBySession(session.tokenHash);
    await recordAudit({
      action: "logout",
      userId: session.userId,
      email: session.email,
      address: clientAddress(request),
    });
  }
  return redirect("/pro/connexion?etat=deconnecte", {
    status: 303,
    headers: { "Set-Cookie": cookie, "Clear-Site-Data": '"storage"' },
  });
}
