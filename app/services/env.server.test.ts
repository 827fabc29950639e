import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";

describe("parseEnv", () => {
  it("gives the embedded defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, LEADS_DB: "./data/leads.sqlite", MAIL_TRANSPORT: "log" });
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ PORT: "" }).PORT).toBe(3000);
  });

  it("stops on a bad value with one clear line", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/^Invalid configuration: PORT/);
    expect(() => parseEnv({ MAIL_TRANSPORT: "pigeon" })).toThrow(/MAIL_TRANSPORT/);
  });

  it("requires the settings a transport needs", () => {
    expect(() => parseEnv({ MAIL_TRANSPORT: "smtp" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ MAIL_TRANSPORT: "relay" })).toThrow(/RELAY_URL/);
    expect(parseEnv({ MAIL_TRANSPORT: "smtp", SMTP_URL: "smtp://127.0.0.1:2525" }).MAIL_TRANSPORT).toBe("smtp");
  });
});

describe("delivery bounds", () => {
  it("accepts one mail timeout and a lease longer than the slowest delivery", () => {
    const env = parseEnv({ MAIL_TIMEOUT_MS: "500", OUTBOX_LEASE_MS: "2000" });
    expect(env).toMatchObject({ MAIL_TIMEOUT_MS: 500, OUTBOX_LEASE_MS: 2000 });
    expect(parseEnv({}).OUTBOX_LEASE_MS).toBe(120_000);
    // A long mail timeout alone stretches the default lease instead of stopping the server.
    expect(parseEnv({ MAIL_TIMEOUT_MS: "60000" }).OUTBOX_LEASE_MS).toBe(240_000);
  });

  it("refuses a lease a slow delivery could outlive", () => {
    expect(() => parseEnv({ OUTBOX_LEASE_MS: "30000" })).toThrow(/OUTBOX_LEASE_MS/);
    expect(() => parseEnv({ MAIL_TIMEOUT_MS: "1000", OUTBOX_LEASE_MS: "2000" })).toThrow(/OUTBOX_LEASE_MS/);
  });
});

describe("the database", () => {
  it("stays on the SQLite file without DATABASE_URL, and takes a postgres:// or postgresql:// URL", () => {
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
    const url = "postgres://site:s3cret@db.internal:5432/toitures";
    expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    expect(parseEnv({ DATABASE_URL: "postgresql://site@10.0.0.5/toitures" }).DATABASE_URL).toBeDefined();
  });

  it("stops with one line naming DATABASE_URL on anything else", () => {
    for (const bad of ["mysql://site@db/toitures", "postgres://", "postgres://db.internal:5432", "db.internal"]) {
      expect(() => parseEnv({ DATABASE_URL: bad }), bad).toThrow(
        /^Invalid configuration: DATABASE_URL: must look like postgres:\/\//,
      );
    }
  });
});

describe("TRUST_PROXY", () => {
  it("trusts only a proxy on the same machine by default", () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual(["loopback"]);
  });

  it("takes a number of hops, addresses and networks, or false", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.2, 10.1.0.0/16,::1,uniquelocal" }).TRUST_PROXY).toEqual([
      "10.0.0.2",
      "10.1.0.0/16",
      "::1",
      "uniquelocal",
    ]);
  });

  it("refuses true (any visitor could forge an address) and malformed addresses", () => {
    for (const bad of ["true", "10.0.0.300", "10.0.0.0/33", "proxy.example", "10.0.0.1,"]) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/^Invalid configuration: TRUST_PROXY/);
    }
  });
});

describe("the owner's sessions", () => {
  it("close after 2 hours without use and 12 hours after the login; account changes need a 10-minute-old login", () => {
    expect(parseEnv({})).toMatchObject({
      SESSION_IDLE_SECONDS: 7200,
      SESSION_ABSOLUTE_SECONDS: 43_200,
      REAUTH_SECONDS: 600,
    });
    expect(
      parseEnv({ SESSION_IDLE_SECONDS: "900", SESSION_ABSOLUTE_SECONDS: "28800", REAUTH_SECONDS: "300" }),
    ).toMatchObject({ SESSION_IDLE_SECONDS: 900, SESSION_ABSOLUTE_SECONDS: 28_800, REAUTH_SECONDS: 300 });
  });

  it("stop the start with one line naming the variable on a bad value", () => {
    for (const [name, value] of [
      ["SESSION_IDLE_SECONDS", "0"],
      ["SESSION_IDLE_SECONDS", "2h"],
      ["SESSION_ABSOLUTE_SECONDS", "-1"],
      ["SESSION_ABSOLUTE_SECONDS", "1.5"],
      ["REAUTH_SECONDS", "dix minutes"],
    ] as const) {
      expect(() => parseEnv({ [name]: value }), `${name}=${value}`).toThrow(
        new RegExp(`^Invalid configuration: ${name}`),
      );
    }
    expect(() => parseEnv({ SESSION_IDLE_SECONDS: "50000", SESSION_ABSOLUTE_SECONDS: "43200" })).toThrow(
      /SESSION_IDLE_SECONDS: must not exceed SESSION_ABSOLUTE_SECONDS \(43200\)/,
    );
  });
});
