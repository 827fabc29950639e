import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { TeamRole } from "#app/services/db/owner-tables.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import type { StoredPasskey } from "./passkey-store.server.ts";
import type { OwnerStore } from "./store.server.ts";

/** Hosts that only ever mean "this machine": development and the tests, where the request's own origin is used. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The relying party of the owner's passkeys. In production it is the site's public address (SITE_URL), never
 * what the request's Host header says: a passkey is bound to it by the browser, and a forged Host cannot make the
 * server accept an answer signed for another origin. Only when SITE_URL itself is a loopback address (development,
 * tests) does the request's origin count, and then only a loopback one.
 */
export function relyingParty(request: Request, siteUrl: string): { rpID: string; origin: string } {
  const site = new URL(siteUrl);
  const asked = new URL(request.url);
  if (LOOPBACK_HOSTS.has(site.hostname) && LOOPBACK_HOSTS.has(asked.hostname)) {
    return { rpID: asked.hostname, origin: asked.origin };
  }
  return { rpID: site.hostname, origin: site.origin };
}

/** The challenge the browser signed, read from its client data; the store then says whether it is ours. */
function signedChallenge(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const clientData = JSON.parse(Buffer.from(response.response.clientDataJSON, "base64url").toString("utf8")) as {
      challenge?: unknown;
    };
    return typeof clientData.challenge === "string" ? clientData.challenge : null;
  } catch {
    return null;
  }
}

/** A form field holding the browser's JSON answer, parsed; null for anything malformed. */
export function parseCredentialJson<T extends { id: string; response: { clientDataJSON: string } }>(
  raw: FormDataEntryValue | null,
): T | null {
  if (typeof raw !== "string" || raw.length > 20_000) return null;
  try {
    const value = JSON.parse(raw) as T;
    return typeof value?.id === "string" && typeof value.response?.clientDataJSON === "string" ? value : null;
  } catch {
    return null;
  }
}

/**
 * Who may answer a challenge: `siteUrl` pins the relying party; `binding` is the SHA-256 of what only the asking
 * browser holds (its challenge cookie for a login, its session for a registration or a confirmation).
 */
export interface CeremonyContext {
  siteUrl: string;
  binding: string;
}

export async function registrationOptions(
  store: OwnerStore,
  request: Request,
  context: CeremonyContext,
  user: { id: number; email: string; webauthnUserId: string },
) {
  const { rpID } = relyingParty(request, context.siteUrl);
  const existing = await store.listPasskeys(user.id);
  const options = await generateRegistrationOptions({
    rpName: publishedCompany().name,
    rpID,
    userName: user.email,
    userID: new Uint8Array(Buffer.from(user.webauthnUserId, "base64url")),
    attestationType: "none",
    // The same authenticator twice would only make a duplicate.
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports as AuthenticatorTransport[],
    })),
    // A discoverable credential lets the owner log in without typing his e-mail first. The passkey is his only
    // factor then, so the authenticator must check that it is him (PIN, fingerprint, face), not only a presence.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await store.saveChallenge(options.challenge, "register", user.id, context.binding);
  return options;
}

export async function verifyRegistration(
  store: OwnerStore,
  request: Request,
  context: CeremonyContext,
  userId: number,
  response: RegistrationResponseJSON,
  name: string,
): Promise<StoredPasskey | null> {
  const challenge = signedChallenge(response);
  if (!challenge || !(await store.consumeChallenge(challenge, "register", userId, context.binding))) return null;
  const { rpID, origin } = relyingParty(request, context.siteUrl);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return null;
  const { credential } = verification.registrationInfo;
  if (await store.findPasskey(credential.id)) return null;
  return store.addPasskey({
    userId,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString("base64url"),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name,
  });
}

/**
 * A passkey login (`userId` null: any account, the passkey names it) or a confirmation of identity by the
 * signed-in owner before an account change (`userId`: only his passkeys answer).
 */
export async function authenticationOptions(
  store: OwnerStore,
  request: Request,
  context: CeremonyContext,
  userId: number | null,
) {
  const { rpID } = relyingParty(request, context.siteUrl);
  // No allow list: the browser offers the passkeys it holds for this site (discoverable credentials).
  const options = await generateAuthenticationOptions({ rpID, userVerification: "required" });
  await store.saveChallenge(options.challenge, "login", userId, context.binding);
  return options;
}

/** The account a passkey login opens, or null for anything that does not verify (never saying why). */
export async function verifyAuthentication(
  store: OwnerStore,
  request: Request,
  context: CeremonyContext,
  response: AuthenticationResponseJSON,
  userId: number | null,
): Promise<{ userId: number; email: string; role: TeamRole; passkeyName: string } | null> {
  const challenge = signedChallenge(response);
  if (!challenge || !(await store.consumeChallenge(challenge, "login", userId, context.binding))) return null;
  const passkey = await store.findPasskey(response.id);
  if (!passkey || (userId !== null && passkey.userId !== userId)) return null;
  const user = await store.findUser(passkey.userId);
  if (!user) return null;
  // A discoverable credential names its account; it must be the one the passkey was registered to.
  if (response.response.userHandle && response.response.userHandle !== user.webauthnUserId) return null;
  const { rpID, origin } = relyingParty(request, context.siteUrl);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
      counter: passkey.counter,
      transports: passkey.transports as AuthenticatorTransport[],
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return null;
  await store.recordPasskeyUse(passkey.id, verification.authenticationInfo.newCounter);
  return { userId: user.id, email: user.email, role: user.role, passkeyName: passkey.name };
}
