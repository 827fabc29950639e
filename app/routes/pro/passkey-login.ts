import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { completeLogin } from "#app/services/pro/account-events.server.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { addressThrottleKey } from "#app/services/pro/login.server.ts";
import { authenticationOptions, parseCredentialJson, verifyAuthentication } from "#app/services/pro/passkeys.server.ts";
import { safeReturnPath } from "#app/services/pro/request.server.ts";
import { ownerSettings, ownerStore } from "#app/services/pro/service.server.ts";
import { challengeBindingFrom, newChallengeBinding } from "#app/services/pro/session.server.ts";
import { landingFor } from "#app/services/team/policy.ts";
import type { Route } from "./+types/passkey-login";

const noStore = { "Cache-Control": "no-store" };

/**
 * Logging in with a passkey, in two posts from the login page: `step=options` hands out a single-use
 * challenge bound to this browser (a short-lived cookie), `step=verify` checks the signed answer, from the same
 * browser, and opens a session. Each answer is charged to the address's counter before it is checked, like a
 * password attempt.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const store = await ownerStore();
  const address = clientAddress(request);
  const addressKey = [addressThrottleKey(address)];
  const { siteUrl } = ownerSettings();
  if (form.get("step") === "options") {
    if ((await store.blockedUntil(addressKey)) !== null) {
      return Response.json({ ok: false }, { status: 429, headers: noStore });
    }
    const { cookie, binding } = newChallengeBinding(request);
    return Response.json(await authenticationOptions(store, request, { siteUrl, binding }, null), {
      headers: { ...noStore, "Set-Cookie": cookie },
    });
  }
  if ((await store.chargeAttempt(addressKey)) !== null) {
    return Response.json({ ok: false }, { status: 429, headers: noStore });
  }
  const binding = challengeBindingFrom(request);
  const response = parseCredentialJson<AuthenticationResponseJSON>(form.get("response"));
  const result =
    response && binding ? await verifyAuthentication(store, request, { siteUrl, binding }, response, null) : null;
  if (!result) {
    await recordAudit({ action: "login.failure", userId: null, email: null, address, detail: "clé d’accès" });
    return Response.json({ ok: false }, { status: 401, headers: noStore });
  }
  await store.clearFailures(addressKey);
  const headers = await completeLogin(request, result, { action: "login.passkey", detail: result.passkeyName });
  for (const [name, value] of Object.entries(noStore)) headers.set(name, value);
  const returnTo = safeReturnPath(typeof form.get("retour") === "string" ? String(form.get("retour")) : null);
  return Response.json({ ok: true, redirectTo: landingFor(result.role, returnTo) }, { headers });
}
