import { proCopy } from "#app/content/pro.ts";
import { clientAddress, recordAudit } from "./audit.server.ts";
import { attemptPasswordLogin } from "./login.server.ts";
import { ownerStore } from "./service.server.ts";
import type { OwnerSession } from "./store.server.ts";

export type Confirmation = { ok: true } | { ok: false; status: 401 | 429; error: string };

/**
 * The signed-in owner proves himself again with his password before an account change: checked like a login
 * (the same throttle, charged before the hash), and on success the session counts as freshly authenticated.
 */
export async function confirmWithPassword(
  request: Request,
  session: OwnerSession,
  password: string,
): Promise<Confirmation> {
  const store = await ownerStore();
  const address = clientAddress(request);
  const check = await attemptPasswordLogin(store, { email: session.email, password, address });
  if (check.outcome === "throttled") {
    const waitMinutes = Math.max(1, Math.ceil(check.retryAfterMs / 60_000));
    return { ok: false, status: 429, error: proCopy.login.throttled(waitMinutes) };
  }
  if (check.outcome !== "success" || check.userId !== session.userId) {
    await recordAudit({
      action: "login.failure",
      userId: session.userId,
      email: session.email,
      address,
      detail: "confirmation",
    });
    return { ok: false, status: 401, error: proCopy.reauth.wrong };
  }
  await store.confirmIdentity(session.tokenHash);
  await recordAudit({
    action: "reauth",
    userId: session.userId,
    email: session.email,
    address,
    detail: "mot de passe",
  });
  return { ok: true };
}
