import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { site } from "#app/content/site.ts";
import type { OwnerStore, StoredPasskey } from "./store.server.ts";

/**
 * The relying party is the host the owner's browser is on (the site's own behind its proxy; `localhost`
 * in development). A passkey is bound to it by the browser, so one made for the live site never answers
 * another one. The Origin check of the owner's space has already refused a request from elsewhere.
 */
export function relyingParty(request: Request): { rpID: string; origin: string } {
  const url = new URL(request.url);
  return { rpID: url.hostname, origin: url.origin };
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

export async function registrationOptions(
  store: OwnerStore,
  request: Request,
  user: { id: number; email: string; webauthnUserId: string },
) {
  const { rpID } = relyingParty(request);
  const existing = await store.listPasskeys(user.id);
  const options = await generateRegistrationOptions({
    rpName: site.name,
    rpID,
    userName: user.email,
    userID: new Uint8Array(Buffer.from(user.webauthnUserId, "base64url")),
    attestationType: "none",
    // The same authenticator twice would only make a duplicate.
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports as AuthenticatorTransport[],
    })),
    // A discoverable credential lets the owner log in without typing his e-mail first.
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await store.saveChallenge(options.challenge, "register", user.id);
  return options;
}

export async function verifyRegistration(
  store: OwnerStore,
  request: Request,
  userId: number,
  response: RegistrationResponseJSON,
  name: string,
): Promise<StoredPasskey | null> {
  const challenge = signedChallenge(response);
  if (!challenge || !(await store.consumeChallenge(challenge, "register", userId))) return null;
  const { rpID, origin } = relyingParty(request);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
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

export async function authenticationOptions(store: OwnerStore, request: Request) {
  const { rpID } = relyingParty(request);
  // No allow list: the browser offers the passkeys it holds for this site (discoverable credentials).
  const options = await generateAuthenticationOptions({ rpID, userVerification: "preferred" });
  await store.saveChallenge(options.challenge, "login", null);
  return options;
}

/** The account a passkey login opens, or null for anything that does not verify (never saying why). */
export async function verifyAuthentication(
  store: OwnerStore,
  request: Request,
  response: AuthenticationResponseJSON,
): Promise<{ userId: number; email: string; passkeyName: string } | null> {
  const challenge = signedChallenge(response);
  if (!challenge || !(await store.consumeChallenge(challenge, "login", null))) return null;
  const passkey = await store.findPasskey(response.id);
  if (!passkey) return null;
  const user = await store.findUser(passkey.userId);
  if (!user) return null;
  // A discoverable credential names its account; it must be the one the passkey was registered to.
  if (response.response.userHandle && response.response.userHandle !== user.webauthnUserId) return null;
  const { rpID, origin } = relyingParty(request);
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
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return null;
  await store.recordPasskeyUse(passkey.id, verification.authenticationInfo.newCounter);
  return { userId: user.id, email: user.email, passkeyName: passkey.name };
}
