import { afterEach, beforeEach, expect, it } from "vitest";
import { openDatabase } from "#app/services/db/database.server.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { SETUP_CODE_LIFETIME_MS, SetupCodes, setupLink } from "./setup.server.ts";
import { OwnerStore } from "./store.server.ts";

forEachEngine((engine, fresh) => {
  let test: TestDatabase;
  let now: number;
  let codes: SetupCodes;

  beforeEach(async () => {
    test = await fresh();
    now = Date.parse("2026-11-25T22:00:00.000Z");
    codes = new SetupCodes(test.database.db, () => now);
  });

  afterEach(() => test.remove());

  it("issues a 256-bit code stored only as its hash, which creates the first account once", async () => {
    const issued = await codes.issue();
    expect(issued?.code).toMatch(/^[\w-]{43}$/);
    expect(issued?.expiresAt).toBe(now + SETUP_CODE_LIFETIME_MS);
    const rows = await test.database.db.selectFrom("owner_setup_codes").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(issued?.code);
    expect(setupLink("https://www.example.fr/", issued?.code ?? "")).toBe(
      `https://www.example.fr/pro/installation?code=${issued?.code}`,
    );

    const code = issued?.code ?? "";
    expect(await codes.isValid(code)).toBe(true);
    const claimed = await codes.claim(code, " Patron@Example.fr ", "hash");
    expect(claimed).toMatchObject({ outcome: "created", user: { email: "patron@example.fr" } });
    expect((await new OwnerStore(test.database.db).findUserByEmail("patron@example.fr"))?.passwordHash).toBe("hash");

    // Reused, the code opens nothing; and no new code is issued while an account exists.
    expect(await codes.isValid(code)).toBe(false);
    expect(await codes.claim(code, "autre@example.fr", "hash")).toEqual({ outcome: "invalid" });
    expect(await codes.issue()).toBeNull();
    expect(await test.database.db.selectFrom("owner_setup_codes").selectAll().execute()).toEqual([]);
    expect(await new OwnerStore(test.database.db).listUsers()).toHaveLength(1);
  });

  it("refuses a code after its lifetime, and a new code works where the old one no longer does", async () => {
    const old = (await codes.issue())?.code ?? "";
    now += SETUP_CODE_LIFETIME_MS - 1;
    expect(await codes.isValid(old)).toBe(true);
    now += 1;
    expect(await codes.isValid(old)).toBe(false);
    expect(await codes.claim(old, "patron@example.fr", "hash")).toEqual({ outcome: "invalid" });
    expect(await codes.hasAccount()).toBe(false);

    const fresh = (await codes.issue())?.code ?? "";
    // Issuing swept the expired code away.
    expect(await test.database.db.selectFrom("owner_setup_codes").selectAll().execute()).toHaveLength(1);
    expect((await codes.claim(fresh, "patron@example.fr", "hash")).outcome).toBe("created");
  });

  it("refuses a guess, however close, and leaves the real code working", async () => {
    const code = (await codes.issue())?.code ?? "";
    const last = code.at(-1) === "A" ? "B" : "A";
    for (const guess of [`${code.slice(0, -1)}${last}`, "", code.slice(0, 20), `${code}x`, "a".repeat(10_000)]) {
      expect(await codes.isValid(guess)).toBe(false);
      expect(await codes.claim(guess, "intrus@example.fr", "hash")).toEqual({ outcome: "invalid" });
    }
    expect(await codes.hasAccount()).toBe(false);
    expect((await codes.claim(code, "patron@example.fr", "hash")).outcome).toBe("created");
  });

  it("makes one account from claims at once, even with two live codes", async () => {
    const first = (await codes.issue())?.code ?? "";
    const second = (await codes.issue())?.code ?? "";
    // PostgreSQL: a connection of its own, as another instance would have. SQLite is one process's file: its
    // requests share one connection (better-sqlite3 would block the thread on a second one's lock).
    const other = engine === "postgres" ? await openDatabase(test.location) : { db: test.database.db, close() {} };
    try {
      const otherCodes = new SetupCodes(other.db, () => now);
      const outcomes = await Promise.all([
        codes.claim(first, "premier@example.fr", "hash"),
        otherCodes.claim(first, "second@example.fr", "hash"),
        otherCodes.claim(second, "troisieme@example.fr", "hash"),
      ]);
      expect(outcomes.filter((outcome) => outcome.outcome === "created")).toHaveLength(1);
      expect(await new OwnerStore(test.database.db).listUsers()).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it("issues nothing and creates nothing once an account exists (made with npm run pro -- add-user)", async () => {
    const code = (await codes.issue())?.code ?? "";
    await new OwnerStore(test.database.db).addUser("patron@example.fr", "hash");
    expect(await codes.isValid(code)).toBe(false);
    expect(await codes.claim(code, "intrus@example.fr", "hash")).toEqual({ outcome: "taken" });
    expect(await codes.issue()).toBeNull();
    expect(await new OwnerStore(test.database.db).listUsers()).toHaveLength(1);
  });
});
