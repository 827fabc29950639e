import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { authenticationOptions, parseCredentialJson, verifyAuthentication } from "#app/services/pro/passkeys.server.ts";
import { confirmWithPassword } from "#app/services/pro/reauth.server.ts";
import { ownerSettings, ownerStore } from "#app/services/pro/service.server.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/reauth";

const noStore = { "Cache-Control": "no-store" };

/**
 * The signed-in owner confirms who he is before an account change, from the page he is on: `step=password`,
 * or a passkey in two posts (`step=options`, then `step=verify` with the signed answer). Only his own passkeys
 * answer, and the challenge is bound to his session.
 */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const form = await request.formData();
  const step = form.get("step");
  if (step === "password") {
    const password = form.get("password");
    const result = await confirmWithPassword(request, session, typeof password === "string" ? password : "");
    return Response.json(result.ok ? { ok: true } : { ok: false, error: result.error }, {
      status: result.ok ? 200 : result.status,
      headers: noStore,
    });
  }
  const store = await ownerStore();
  const context = { siteUrl: ownerSettings().siteUrl, binding: session.tokenHash };
  if (step === "options") {
    return Response.json(await authenticationOptions(store, request, context, session.userId), { headers: noStore });
  }
  const response = parseCredentialJson<AuthenticationResponseJSON>(form.get("response"));
  const result = response ? await verifyAuthentication(store, request, context, response, session.userId) : null;
  if (!result) return Response.json({ ok: false }, { status: 401, headers: noStore });
  await store.confirmIdentity(session.tokenHash);
  await recordAudit({
    action: "reauth",
    userId: session.userId,
    email: session.email,
    address: clientAddress(request),
    detail: result.passkeyName,
  });
  return Response.json({ ok: true }, { headers: noStore });
}
