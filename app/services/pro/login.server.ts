import { verifyAgainstDummy, verifyPassword } from "./password.server.ts";
import { normalizeEmail, type OwnerStore } from "./store.server.ts";

export type LoginOutcome =
  | { outcome: "success"; userId: number; email: string }
  | { outcome: "invalid" }
  | { outcome: "throttled"; retryAfterMs: number };

/** Longer than any real address (RFC 5321 caps a path at 256); beyond, nothing is looked up. */
const EMAIL_MAX_LENGTH = 254;
const PASSWORD_INPUT_MAX_LENGTH = 1024;

/**
 * The counters one attempt is charged to: the account named (existing or not, so the answer does not tell
 * which) and the address it comes from.
 */
export function throttleKeys(email: string, address: string | null): string[] {
  return [`account:${normalizeEmail(email).slice(0, EMAIL_MAX_LENGTH)}`, `address:${address ?? "unknown"}`];
}

/**
 * One password login. Blocked keys answer before any hash, the same for a known or unknown account; an
 * unknown account costs a hash all the same, so timing does not tell either. Five failures in 15 minutes
 * on the account or on the address block it until that window ends.
 */
export async function attemptPasswordLogin(
  store: OwnerStore,
  input: { email: string; password: string; address: string | null },
  now: () => number = Date.now,
): Promise<LoginOutcome> {
  const keys = throttleKeys(input.email, input.address);
  const blockedUntil = await store.blockedUntil(keys);
  if (blockedUntil !== null) return { outcome: "throttled", retryAfterMs: blockedUntil - now() };

  const plausible = input.email.length <= EMAIL_MAX_LENGTH && input.password.length <= PASSWORD_INPUT_MAX_LENGTH;
  const user = plausible ? await store.findUserByEmail(input.email) : undefined;
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password.slice(0, PASSWORD_INPUT_MAX_LENGTH));
  if (!user || !valid) {
    await store.recordFailure(keys);
    return { outcome: "invalid" };
  }
  await store.clearFailures(keys);
  return { outcome: "success", userId: user.id, email: user.email };
}
