import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { deviceLabel } from "#app/components/pro/device-label.ts";
import { proCopy } from "#app/content/pro.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { parseCredentialJson, registrationOptions, verifyRegistration } from "#app/services/pro/passkeys.server.ts";
import { ownerStore } from "#app/services/pro/service.server.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/passkey-register";

const noStore = { "Cache-Control": "no-store" };

/** Adding a passkey to the signed-in account, in two posts from /pro/compte (options, then the signed answer). */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const store = await ownerStore();
  const user = await store.findUser(session.userId);
  if (!user) return Response.json({ ok: false }, { status: 401, headers: noStore });
  const form = await request.formData();
  if (form.get("step") === "options") {
    return Response.json(await registrationOptions(store, request, user), { headers: noStore });
  }
  const response = parseCredentialJson<RegistrationResponseJSON>(form.get("response"));
  const typedName = typeof form.get("name") === "string" ? String(form.get("name")).trim().slice(0, 60) : "";
  const name = typedName || deviceLabel(request.headers.get("user-agent"), proCopy.account.passkeys.defaultName);
  const passkey = response ? await verifyRegistration(store, request, user.id, response, name) : null;
  if (!passkey) return Response.json({ ok: false }, { status: 400, headers: noStore });
  await recordAudit({
    action: "passkey.added",
    userId: user.id,
    email: user.email,
    address: clientAddress(request),
    detail: passkey.name,
  });
  return Response.json({ ok: true }, { headers: noStore });
}
