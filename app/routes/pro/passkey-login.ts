import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { authenticationOptions, parseCredentialJson, verifyAuthentication } from "#app/services/pro/passkeys.server.ts";
import { safeReturnPath } from "#app/services/pro/request.server.ts";
import { ownerStore } from "#app/services/pro/service.server.ts";
import { startSession } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/passkey-login";

const noStore = { "Cache-Control": "no-store" };

/**
 * Logging in with a passkey, in two posts from the login page: `step=options` hands out a single-use
 * challenge, `step=verify` checks the signed answer and opens a session. Failures count against the
 * address like wrong passwords do.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const store = await ownerStore();
  const address = clientAddress(request);
  const addressKey = [`address:${address ?? "unknown"}`];
  if ((await store.blockedUntil(addressKey)) !== null) {
    return Response.json({ ok: false }, { status: 429, headers: noStore });
  }
  if (form.get("step") === "options") {
    return Response.json(await authenticationOptions(store, request), { headers: noStore });
  }
  const response = parseCredentialJson<AuthenticationResponseJSON>(form.get("response"));
  const result = response ? await verifyAuthentication(store, request, response) : null;
  if (!result) {
    await store.recordFailure(addressKey);
    await recordAudit({ action: "login.failure", userId: null, email: null, address, detail: "clé d’accès" });
    return Response.json({ ok: false }, { status: 401, headers: noStore });
  }
  const cookie = await startSession(request, result.userId, address);
  await recordAudit({
    action: "login.passkey",
    userId: result.userId,
    email: result.email,
    address,
    detail: result.passkeyName,
  });
  const returnTo = safeReturnPath(typeof form.get("retour") === "string" ? String(form.get("retour")) : null);
  return Response.json({ ok: true, redirectTo: returnTo }, { headers: { ...noStore, "Set-Cookie": cookie } });
}
