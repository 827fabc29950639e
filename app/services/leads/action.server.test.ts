import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formsCopy } from "#app/content/forms.ts";
import { parseEnv } from "#app/services/env.server.ts";
import { submitLead } from "./action.server.ts";
import { getLeads, startLeads, stopLeads } from "./service.server.ts";

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-action-"));
  await startLeads(
    parseEnv({ LEADS_DB: path.join(dir, "leads.sqlite"), MAIL_TRANSPORT: "log", OUTBOX_POLL_MS: "60000" }),
  );
});

afterAll(async () => {
  await stopLeads();
  rmSync(dir, { recursive: true, force: true });
});

const valid = {
  name: "Karim Benali",
  email: "karim@example.com",
  phone: "06 12 34 56 78",
  address: "4 rue Émile Zola, 62300 Lens",
  service: "Couverture",
  description: "Tuiles à remplacer",
};

function post(fields: Record<string, string>, contentType = "application/x-www-form-urlencoded") {
  return new Request("http://localhost/devis", {
    method: "POST",
    headers: { "Content-Type": contentType },
    body: new URLSearchParams(fields).toString(),
  });
}

const rows = async () => (await getLeads()).store.listLeads();

describe("submitLead", () => {
  it("stores a valid request before answering success", async () => {
    const before = (await rows()).length;
    const result = await submitLead("devis", "/devis", post(valid));
    expect(result.init?.status).toBe(200);
    expect(result.data).toEqual({ status: "success", kind: "devis" });
    expect(await rows()).toHaveLength(before + 1);
    expect((await rows())[0]).toMatchObject({
      page: "/devis",
      kind: "devis",
      status: "received",
      fields: { name: "Karim Benali" },
    });
  });

  it("answers 400 with French field messages and the input, and stores nothing", async () => {
    const before = (await rows()).length;
    const result = await submitLead("devis", "/devis", post({ ...valid, email: "karim", service: "Piscine" }));
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      status: "invalid",
      errors: { email: formsCopy.errors.email, service: formsCopy.errors.quoteService },
      values: { name: "Karim Benali", email: "karim" },
    });
    expect(await rows()).toHaveLength(before);
  });

  it("refuses anything but a form encoding with 415", async () => {
    const result = await submitLead("devis", "/devis", post(valid, "application/json"));
    expect(result.init?.status).toBe(415);
  });

  it("gives a bot the normal success but keeps its entry as spam, undelivered", async () => {
    const result = await submitLead("devis", "/devis", post({ ...valid, name: "Bot", website: "http://spam.example" }));
    expect(result.data).toEqual({ status: "success", kind: "devis" });
    expect((await rows())[0]).toMatchObject({ status: "spam", delivery: null, fields: { name: "Bot" } });
  });

  it("stores one lead for a repeated browser key", async () => {
    const before = (await rows()).length;
    const key = "0123456789abcdef0123456789abcdef";
    await submitLead("devis", "/devis", post({ ...valid, name: "Double clic", _key: key }));
    await submitLead("devis", "/devis", post({ ...valid, name: "Double clic", _key: key }));
    expect(await rows()).toHaveLength(before + 1);
  });

  it("answers 503, keeps the input and writes nothing when the store fails", async () => {
    const { db } = (await getLeads()).database;
    const before = (await rows()).length;
    await sql`CREATE TRIGGER fail BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`.execute(db);
    try {
      const result = await submitLead("devis", "/devis", post({ ...valid, name: "Panne" }));
      expect(result.init?.status).toBe(503);
      expect(result.data).toMatchObject({ status: "unavailable", values: { name: "Panne" } });
      expect(await rows()).toHaveLength(before);
    } finally {
      await sql`DROP TRIGGER fail`.execute(db);
    }
  });
});
