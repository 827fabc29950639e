import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { pushCopy } from "#app/content/push.ts";
import { OWNER_SERVICE_WORKER_PATH, OWNER_SERVICE_WORKER_SCOPE } from "#app/lib/owner-service-worker.ts";
import { BellIcon } from "./icons.tsx";
import { Notice } from "./notice.tsx";
import { postForm } from "./post-form.ts";
import { TextField } from "./text-field.tsx";

const ENDPOINT = "/pro/compte/notifications";
const copy = pushCopy.account;

/** `subscribed`: found subscribed as the page opened; `enabled`: subscribed just now. */
type State = "hidden" | "idle" | "working" | "subscribed" | "enabled" | "denied" | "failed" | "unsupported";

function supported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The VAPID public key as PushManager.subscribe takes it (base64url to bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** Sends the subscription to the server, which ties it to this account and session; answers the device's id. */
async function registerSubscription(subscription: PushSubscription, name: string): Promise<number> {
  const json = subscription.toJSON();
  const result = await postForm<{ ok: boolean; id?: number }>(ENDPOINT, {
    endpoint: json.endpoint ?? "",
    p256dh: json.keys?.p256dh ?? "",
    auth: json.keys?.auth ?? "",
    name,
  });
  if (!result.body.ok || result.body.id === undefined) throw new Error(String(result.status));
  return result.body.id;
}

/**
 * "Activer sur cet appareil": the browser's permission, the owner's service worker (registered here, never from a
 * public page), a push subscription signed for the server's VAPID key, posted with the device's name. On a device
 * already subscribed, the subscription is sent again as the page opens: the device is then tied to this session
 * (logging out removes it) and the list can say which one is this device.
 */
export function PushActivation({
  vapidPublicKey,
  suggestedName,
  onThisDevice,
}: {
  vapidPublicKey: string;
  suggestedName: string;
  onThisDevice: (id: number) => void;
}) {
  const revalidator = useRevalidator();
  const [state, setState] = useState<State>("hidden");
  const [name, setName] = useState(suggestedName);

  useEffect(() => {
    if (!supported()) {
      setState("unsupported");
      return;
    }
    setState("idle");
    if (Notification.permission !== "granted") return;
    void navigator.serviceWorker
      .getRegistration(OWNER_SERVICE_WORKER_SCOPE)
      .then((registration) => registration?.pushManager.getSubscription())
      .then(async (subscription) => {
        if (!subscription) return;
        onThisDevice(await registerSubscription(subscription, ""));
        setState("subscribed");
      })
      .catch(() => undefined);
  }, [onThisDevice]);

  if (state === "hidden" || state === "subscribed") return null;
  if (state === "unsupported") {
    return (
      <div className="mt-5">
        <Notice tone="info">{copy.unsupported}</Notice>
      </div>
    );
  }

  async function enable() {
    setState("working");
    try {
      if ((await Notification.requestPermission()) !== "granted") {
        setState("denied");
        return;
      }
      const registration = await navigator.serviceWorker.register(OWNER_SERVICE_WORKER_PATH, {
        scope: OWNER_SERVICE_WORKER_SCOPE,
      });
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(vapidPublicKey),
        }));
      onThisDevice(await registerSubscription(subscription, name));
      setState("enabled");
      await revalidator.revalidate();
    } catch {
      setState("failed");
    }
  }

  const message =
    state === "enabled"
      ? { tone: "success" as const, text: copy.enabled }
      : state === "denied"
        ? { tone: "error" as const, text: copy.denied }
        : state === "failed"
          ? { tone: "error" as const, text: copy.failed }
          : null;

  return (
    <div className="mt-5 space-y-3 border-t border-line pt-5">
      {state === "enabled" ? null : <h3 className="text-base font-semibold text-navy-900">{copy.addThisDevice}</h3>}
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      {state === "enabled" ? null : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            id="push-device-name"
            label={copy.deviceName}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={80}
            aria-describedby="push-device-name-hint"
            className="flex-1"
          />
          <button
            type="button"
            onClick={enable}
            disabled={state === "working"}
            className={buttonClass("primary", "md", "w-full sm:w-auto")}
          >
            <BellIcon className="size-4" />
            {state === "working" ? copy.enabling : copy.enable}
          </button>
        </div>
      )}
      {state === "enabled" ? null : (
        <p id="push-device-name-hint" className="text-sm text-muted">
          {copy.deviceNameHint}
        </p>
      )}
    </div>
  );
}
