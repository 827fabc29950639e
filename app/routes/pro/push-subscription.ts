import { deviceLabel } from "#app/components/pro/device-label.ts";
import { pushCopy } from "#app/content/push.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import { parseDeviceName, parseSubscription } from "#app/services/push/forms.server.ts";
import { pushStore } from "#app/services/push/service.server.ts";
import type { Route } from "./+types/push-subscription";

const noStore = { "Cache-Control": "no-store" };

/**
 * Registers this browser's push subscription for the signed-in account (decision 028), posted by "Activer sur cet
 * appareil" on /pro/compte: the endpoint and keys PushManager.subscribe gave, and the device's name. The device is
 * tied to this session: logging out of it removes the device.
 */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const form = await request.formData();
  const subscription = parseSubscription(form);
  if (!subscription) {
    return Response.json({ ok: false, error: pushCopy.account.errors.subscription }, { status: 400, headers: noStore });
  }
  const name = parseDeviceName(form) ?? deviceLabel(request.headers.get("user-agent"), pushCopy.account.thisDevice);
  const { device, created } = await (await pushStore()).register(session.userId, session.tokenHash, subscription, name);
  if (!created) return Response.json({ ok: true, id: device.id, name: device.name }, { headers: noStore });
  await recordAudit({
    action: "push.device.added",
    userId: session.userId,
    email: session.email,
    address: clientAddress(request),
    detail: device.name,
  });
  return Response.json({ ok: true, id: device.id, name: device.name }, { headers: noStore });
}
