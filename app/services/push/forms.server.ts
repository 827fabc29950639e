import { pushCopy } from "#app/content/push.ts";
import { CLOCK_TIME, type DeviceChoices, PUSH_EVENT_KINDS, type PushEventKind } from "./events.server.ts";
import type { PushSubscriptionInput } from "./store.server.ts";

const errors = pushCopy.account.errors;

export const DEVICE_NAME_MAX = 80;
const ENDPOINT_MAX = 2048;

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

function base64urlBytes(value: string): Buffer | null {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, "base64url") : null;
}

/**
 * A subscription as the account page posts it: an https endpoint (every browser's push service is https, and the
 * server posts nowhere else), the browser's P-256 public key (65 bytes, uncompressed) and its 16-byte auth secret
 * (RFC 8291 §3). Null when any part is wrong.
 */
export function parseSubscription(form: FormData): PushSubscriptionInput | null {
  const endpoint = field(form, "endpoint");
  const p256dh = field(form, "p256dh");
  const auth = field(form, "auth");
  if (endpoint.length > ENDPOINT_MAX || !URL.canParse(endpoint)) return null;
  const url = new URL(endpoint);
  if (url.protocol !== "https:" || url.username || url.password) return null;
  const publicKey = base64urlBytes(p256dh);
  const secret = base64urlBytes(auth);
  if (publicKey?.length !== 65 || publicKey[0] !== 0x04 || secret?.length !== 16) return null;
  return { endpoint: url.href, p256dh, auth };
}

/** A device's name: required, one line, at most DEVICE_NAME_MAX characters. */
export function parseDeviceName(form: FormData): string | null {
  const name = field(form, "name").replace(/\s+/g, " ");
  return name && name.length <= DEVICE_NAME_MAX ? name : null;
}

export type ChoicesResult = { ok: true; name: string; choices: DeviceChoices } | { ok: false; error: string };

/**
 * The settings form of one device: its name, the events ticked among those the form offered (the kinds the
 * person's role is told of: the others stay as they were), its quiet hours (both or neither, in HH:MM, not equal)
 * and whether an urgent request rings through them.
 */
export function parseDeviceChoices(
  form: FormData,
  offered: readonly PushEventKind[],
  kept: readonly PushEventKind[],
): ChoicesResult {
  const name = parseDeviceName(form);
  if (!name) return { ok: false, error: errors.name };
  const ticked = new Set(form.getAll("events").map(String));
  const quietFrom = field(form, "quietFrom");
  const quietTo = field(form, "quietTo");
  const noQuiet = !quietFrom && !quietTo;
  if (!noQuiet && (!CLOCK_TIME.test(quietFrom) || !CLOCK_TIME.test(quietTo) || quietFrom === quietTo)) {
    return { ok: false, error: errors.quiet };
  }
  return {
    ok: true,
    name,
    choices: {
      events: PUSH_EVENT_KINDS.filter((kind) => (offered.includes(kind) ? ticked.has(kind) : kept.includes(kind))),
      quietFrom: noQuiet ? null : quietFrom,
      quietTo: noQuiet ? null : quietTo,
      urgentRings: form.get("urgentRings") === "on",
    },
  };
}
