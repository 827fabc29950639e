import { isIPv4, isIPv6 } from "node:net";
import type { TeamRole } from "#app/services/db/owner-tables.server.ts";
import { verifyAgainstDummy, verifyPassword } from "./password.server.ts";
import { normalizeEmail, type OwnerStore } from "./store.server.ts";

export type LoginOutcome =
  | { outcome: "success"; userId: number; email: string; role: TeamRole }
  | { outcome: "invalid" }
  | { outcome: "throttled"; retryAfterMs: number };

/** Longer than any real address (RFC 5321 caps a path at 256); beyond, nothing is looked up. */
const EMAIL_MAX_LENGTH = 254;
const PASSWORD_INPUT_MAX_LENGTH = 1024;

/** The eight 16-bit groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two groups). */
function ipv6Groups(address: string): string[] {
  let text = address.split("%")[0] ?? "";
  const ipv4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (ipv4Tail) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Tail.split(".").map(Number);
    text = `${text.slice(0, -ipv4Tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => "0"), ...right].map((group) =>
    Number.parseInt(group || "0", 16).toString(16),
  );
}

/**
 * The client as the address counter sees it. One IPv6 subscriber gets a whole /64 (2^64 addresses to rotate
 * through), so IPv6 clients are counted per /64; an IPv4-mapped address (`::ffff:192.0.2.1`) is its IPv4 address.
 */
export function addressThrottleKey(address: string | null): string {
  if (!address) return "address:unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return `address:${mapped}`;
  if (isIPv6(address)) return `address:${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
  return `address:${address}`;
}

/**
 * The counters one attempt is charged to: the account named (existing or not, so the answer does not tell
 * which) and the address (or IPv6 /64) it comes from.
 */
export function throttleKeys(email: string, address: string | null): string[] {
  return [`account:${normalizeEmail(email).slice(0, EMAIL_MAX_LENGTH)}`, addressThrottleKey(address)];
}

/**
 * One password login. The attempt is charged to its counters before anything else, in the database, one
 * statement per counter: a sixth attempt within 15 minutes on the account or from the address is refused before
 * any hash, however many arrive at once. An unknown account costs a hash all the same, so timing does not tell
 * which exist. A success clears the counters.
 */
export async function attemptPasswordLogin(
  store: OwnerStore,
  input: { email: string; password: string; address: string | null },
  now: () => number = Date.now,
  verify: typeof verifyPassword = verifyPassword,
): Promise<LoginOutcome> {
  const keys = throttleKeys(input.email, input.address);
  const blockedUntil = await store.chargeAttempt(keys);
  if (blockedUntil !== null) return { outcome: "throttled", retryAfterMs: Math.max(0, blockedUntil - now()) };

  const plausible = input.email.length <= EMAIL_MAX_LENGTH && input.password.length <= PASSWORD_INPUT_MAX_LENGTH;
  const user = plausible ? await store.findUserByEmail(input.email) : undefined;
  const valid = user
    ? await verify(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password.slice(0, PASSWORD_INPUT_MAX_LENGTH));
  if (!user || !valid) return { outcome: "invalid" };
  await store.clearFailures(keys);
  return { outcome: "success", userId: user.id, email: user.email, role: user.role };
}
