import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * scrypt from node:crypto, a memory-hard function with no native dependency to build. The cost follows
 * OWASP's password storage recommendation: N = 2^17, r = 8, p = 1, which needs 128 MiB and about a
 * quarter to half a second per hash on a small server; a 16-byte random salt per password, a 32-byte key.
 * The hash string carries its version and parameters, so stronger ones can come later and old hashes
 * still verify: `scrypt$1$N=131072,r=8,p=1$<salt>$<key>` (base64url).
 */
export const SCRYPT_PARAMETERS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const HASH_VERSION = "1";

export const PASSWORD_MIN_LENGTH = 12;
/** Far above any passphrase, and short enough that hashing it costs nothing extra. */
export const PASSWORD_MAX_LENGTH = 256;

export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

/** scrypt needs 128 · N · r bytes; Node's default ceiling (32 MiB) is below what N = 2^17 asks. */
function scryptOptions({ N, r, p }: ScryptParameters): ScryptOptions {
  return { N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 };
}

/**
 * At most two hashes at a time: each holds 128 MiB, and a burst of logins must not take the server's
 * memory nor every thread of libuv's pool (which also serves file reads).
 */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, parameters: ScryptParameters): Promise<Buffer> {
  return limited(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize("NFC"), salt, KEY_LENGTH, scryptOptions(parameters), (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(
  password: string,
  parameters: ScryptParameters = SCRYPT_PARAMETERS,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, parameters);
  const { N, r, p } = parameters;
  return `scrypt$${HASH_VERSION}$N=${N},r=${r},p=${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

interface ParsedHash {
  parameters: ScryptParameters;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const match = /^scrypt\$1\$N=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return null;
  const [, N, r, p, salt, key] = match;
  const parameters = { N: Number(N), r: Number(r), p: Number(p) };
  // A hash string is written by this module only; bounds keep a tampered row from asking for gigabytes.
  if (parameters.N < 2 || parameters.N > 2 ** 20 || parameters.r > 32 || parameters.p > 16) return null;
  return { parameters, salt: Buffer.from(salt!, "base64url"), key: Buffer.from(key!, "base64url") };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.parameters);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * An unknown e-mail costs the same hash as a known one, so the time of the answer does not tell whether
 * the account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64url"));
  await verifyPassword(password, await dummyHash);
  return false;
}

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The 49,000 most common passwords of zxcvbn-ts's common dictionary (MIT licence, from leaked password
 * lists), loaded on first use: only the CLI and a password change need them.
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase())),
  );
  return commonPasswords;
}

export type PasswordProblem = "tooShort" | "tooLong" | "common" | "containsEmail";

/**
 * Why a new password is refused, or null. Besides length: a password from the common list, also once the
 * digits and symbols people add at its end are taken off ("motdepasse2026!"), a single repeated character,
 * or the account's own e-mail name.
 */
export async function passwordProblem(password: string, email: string): Promise<PasswordProblem | null> {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return "tooShort";
  if (length > PASSWORD_MAX_LENGTH) return "tooLong";
  const lowered = password.toLowerCase();
  const base = lowered.replace(/[\d\W_]+$/u, "");
  const common = await loadCommonPasswords();
  if (common.has(lowered) || (base.length >= 4 && common.has(base)) || /^(.)\1*$/u.test(password)) return "common";
  const localPart = email.toLowerCase().split("@")[0] ?? "";
  if (localPart.length >= 4 && lowered.includes(localPart)) return "containsEmail";
  return null;
}
