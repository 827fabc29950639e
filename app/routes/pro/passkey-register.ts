import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { deviceLabel } from "#app/components/pro/device-label.ts";
import { proCopy } from "#app/content/pro.ts";
import { notifyAccountChange } from "#app/services/pro/account-events.server.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { parseCredentialJson, registrationOptions, verifyRegistration } from "#app/services/pro/passkeys.server.ts";
import { ownerSettings, ownerStore } from "#app/services/pro/service.server.ts";
import { isRecentLogin, requireOwnerSession } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/passkey-register";

const noStore = { "Cache-Control": "no-store" };

/**
 * Adding a passkey to the signed-in account, in two posts from /pro/compte (options, then the signed answer).
 * A session alone is not enough: its login (or a confirmation) must be recent, otherwise the answer is 403
 * `reauth` and the page asks the owner to confirm who he is, then tries again. The challenge is bound to the
 * session that asked for it, and the owner gets an e-mail once the passkey is added.
 */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  if (!isRecentLogin(session)) return Response.json({ ok: false, reauth: true }, { status: 403, headers: noStore });
  const store = await ownerStore();
  const user = await store.findUser(session.userId);
  if (!user) return Response.json({ ok: false }, { status: 401, headers: noStore });
  const form = await request.formData();
  const context = { siteUrl: ownerSettings().siteUrl, binding: session.tokenHash };
  if (form.get("step") === "options") {
    return Response.json(await registrationOptions(store, request, context, user), { headers: noStore });
  }
  const response = parseCredentialJson<RegistrationResponseJSON>(form.get("response"));
  const typedName = typeof form.get("name") === "string" ? String(form.get("name")).trim().slice(0, 60) : "";
  const name = typedName || deviceLabel(request.headers.get("user-agent"), proCopy.account.passkeys.defaultName);
  const passkey = response ? await verifyRegistration(store, request, context, user.id, response, name) : null;
  if (!passkey) return Response.json({ ok: false }, { status: 400, headers: noStore });
  await recordAudit({
    action: "passkey.added",
    userId: user.id,
    email: user.email,
    address: clientAddress(request),
    detail: passkey.name,
  });
  await notifyAccountChange(request, user.email, { kind: "passkey.added", passkeyName: passkey.name });
  return Response.json({ ok: true }, { headers: noStore });
}
