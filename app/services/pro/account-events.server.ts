import { deviceLabel } from "#app/components/pro/device-label.ts";
import { type AccountEvent, accountNoticeEmail } from "#app/content/account-notices.ts";
import { proCopy } from "#app/content/pro.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { logError } from "#app/services/log.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import { clientAddress, recordAudit } from "./audit.server.ts";
import { ownerSettings, ownerStore } from "./service.server.ts";
import { isHttps, startSession, tokenCookie, tokenFromCookies } from "./session.server.ts";
import { hashToken, newSessionToken } from "./store.server.ts";

/**
 * Queues the e-mail about a change to the owner's account in the mail outbox, which delivers and retries it like
 * a request's e-mail. A notice that cannot be queued must not undo the change the owner made: it is logged.
 */
export async function notifyAccountChange(request: Request, email: string, event: AccountEvent): Promise<void> {
  try {
    const { subject, text } = accountNoticeEmail(event, {
      device: deviceLabel(request.headers.get("user-agent"), proCopy.account.sessions.unknownDevice),
      address: clientAddress(request),
      when: proCopy.dateTime(Date.now()),
      siteUrl: ownerSettings().siteUrl,
      companyName: publishedCompany().name,
    });
    const leads = await getLeads();
    await leads.store.enqueueNotice({ kind: event.kind, to: email, subject, text });
    leads.worker.notify();
  } catch (error) {
    logError(`account notice ${event.kind}: not queued: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * A random value the browser keeps for 400 days (the most browsers allow), so the next login from it is known.
 * Only its SHA-256 is stored, per account.
 */
const DEVICE_COOKIE = "pro_device";
const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

function deviceCookieName(https: boolean): string {
  return https ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE;
}

/**
 * After a login has proved the owner (password or passkey): a fresh session, the browser recorded as one of the
 * account's devices (an e-mail when it never logged in before), and the audit line. Answers the Set-Cookie
 * headers to send with the redirect.
 */
export async function completeLogin(
  request: Request,
  user: { userId: number; email: string },
  audit: { action: string; detail?: string },
): Promise<Headers> {
  const address = clientAddress(request);
  const headers = new Headers();
  headers.append("Set-Cookie", await startSession(request, user.userId, address));
  const https = isHttps(request);
  let deviceToken = tokenFromCookies(request.headers.get("cookie"), deviceCookieName(https));
  if (!deviceToken) {
    deviceToken = newSessionToken();
    const cookie = tokenCookie(deviceCookieName(https), deviceToken, {
      maxAgeSeconds: DEVICE_COOKIE_MAX_AGE,
      sameSite: "Lax",
      https,
    });
    headers.append("Set-Cookie", cookie);
  }
  const store = await ownerStore();
  if (await store.recordDevice(user.userId, hashToken(deviceToken))) {
    await notifyAccountChange(request, user.email, { kind: "login.new-device" });
  }
  await recordAudit({
    action: audit.action,
    userId: user.userId,
    email: user.email,
    address,
    ...(audit.detail ? { detail: audit.detail } : {}),
  });
  await store.sweep();
  return headers;
}
