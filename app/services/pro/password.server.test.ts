import { describe, expect, it } from "vitest";
import {
  hashPassword,
  passwordProblem,
  SCRYPT_PARAMETERS,
  verifyAgainstDummy,
  verifyPassword,
} from "./password.server.ts";

/** A cheap cost for the tests that are about the format, not the cost; verification reads it from the hash. */
const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe("password hashing", () => {
  it("hashes with scrypt at N=2^17, r=8, p=1 by default, in a versioned string, and verifies", async () => {
    const hash = await hashPassword("Ardoise et zinc sur la cité 12");
    expect(SCRYPT_PARAMETERS).toEqual({ N: 131072, r: 8, p: 1 });
    expect(hash).toMatch(/^scrypt\$1\$N=131072,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("Ardoise et zinc sur la cité 12", hash)).toBe(true);
    expect(await verifyPassword("Ardoise et zinc sur la cité 13", hash)).toBe(false);
  }, 20_000);

  it("salts every hash, so one password never gives the same string twice", async () => {
    const first = await hashPassword("même mot de passe ici", cheap);
    const second = await hashPassword("même mot de passe ici", cheap);
    expect(first).not.toBe(second);
    expect(await verifyPassword("même mot de passe ici", first)).toBe(true);
    expect(await verifyPassword("même mot de passe ici", second)).toBe(true);
  });

  it("treats the composed and decomposed forms of an accented letter as the same password", async () => {
    const composed = "Cité minière é".normalize("NFC");
    const decomposed = composed.normalize("NFD");
    expect(decomposed).not.toBe(composed);
    expect(await verifyPassword(decomposed, await hashPassword(composed, cheap))).toBe(true);
  });

  it("refuses malformed or tampered hashes instead of throwing or spending unbounded memory", async () => {
    const hash = await hashPassword("un mot de passe correct", cheap);
    expect(await verifyPassword("un mot de passe correct", hash.replace("N=1024", "N=2048"))).toBe(false);
    expect(await verifyPassword("x", "scrypt$1$N=1073741824,r=8,p=1$AAAA$AAAA")).toBe(false);
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "")).toBe(false);
  });

  it("costs a hash for an unknown account too, and never says yes", async () => {
    const started = performance.now();
    expect(await verifyAgainstDummy("n'importe quoi")).toBe(false);
    // The dummy has the real cost (one hash to make it, one to check): far from a free "no".
    expect(performance.now() - started).toBeGreaterThan(20);
  }, 20_000);
});

describe("password policy", () => {
  const email = "marc.dupont@example.com";

  it("asks for 12 characters at least, counted as characters, and at most 256", async () => {
    expect(await passwordProblem("Court9!", email)).toBe("tooShort");
    expect(await passwordProblem("ÉéÉéÉéÉéÉéÉ", email)).toBe("tooShort");
    expect(await passwordProblem("x".repeat(100) + "y".repeat(157), email)).toBe("tooLong");
  });

  it("refuses common passwords, also with digits and symbols added at the end, and repeated characters", async () => {
    for (const password of ["1qaz2wsx3edc", "QWERTYUIOP123", "password123456", "Sunshine2026!!", "aaaaaaaaaaaaaa"]) {
      expect(await passwordProblem(password, email), password).toBe("common");
    }
  });

  it("refuses a password made of the account's e-mail name", async () => {
    expect(await passwordProblem("Marc.Dupont-toiture", email)).toBe("containsEmail");
  });

  it("accepts a passphrase", async () => {
    expect(await passwordProblem("chéneau rouillé sous la pluie", email)).toBeNull();
    expect(await passwordProblem("Ardoise-et-zinc 4f9k2", email)).toBeNull();
  });
});
