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
