import { afterEach, beforeEach, expect, it } from "vitest";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { formatTable, type ProCliIo, runProCli } from "./cli.server.ts";
import { verifyPassword } from "./password.server.ts";
import { SetupCodes } from "./setup.server.ts";
import { OwnerStore } from "./store.server.ts";

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  let output: { stdout: string; stderr: string };

  beforeEach(async () => {
    test = await fresh();
    output = { stdout: "", stderr: "" };
  });
  afterEach(() => test.remove());

  /** The command as a script runs it (answers piped), or as a person at a terminal (asked twice). */
  const run = (argv: string[], answers: string[] = [], interactive = false) => {
    const queue = [...answers];
    const io: ProCliIo = {
      stdout: (text) => {
        output.stdout += text;
      },
      stderr: (text) => {
        output.stderr += text;
      },
      env: {
        LEADS_DB: test.location.sqliteFile,
        ...(test.location.databaseUrl ? { DATABASE_URL: test.location.databaseUrl } : {}),
      },
      interactive,
      readPassword: async () => queue.shift() ?? "",
    };
    return runProCli(argv, io);
  };

  it("setup-link prints a working one-time link while no account exists, and refuses once one does", async () => {
    expect(await run(["setup-link"])).toBe(0);
    const code = /\/pro\/installation\?code=([\w-]{43}) /.exec(output.stdout)?.[1] ?? "";
    expect(output.stdout).toContain("valable 24 h");
    const codes = new SetupCodes(test.database.db);
    expect(await codes.isValid(code)).toBe(true);
    expect(await run(["add-user", "marc@example.com"], ["Ardoise et zinc 2026"])).toBe(0);
    expect(await codes.isValid(code)).toBe(false);
    output.stdout = "";
    expect(await run(["setup-link"])).toBe(1);
    expect(output.stdout).toBe("");
    expect(output.stderr).toContain("Un compte existe déjà");
  });

  it("add-user, list-users, reset-password, remove-user, and the audit of it all", async () => {
    expect(await run(["add-user", "Marc@Example.com"], ["Ardoise et zinc 2026"])).toBe(0);
    expect(output.stdout).toContain("Compte créé : marc@example.com");
    const store = new OwnerStore(test.database.db);
    const user = await store.findUserByEmail("marc@example.com");
    expect(await verifyPassword("Ardoise et zinc 2026", user?.passwordHash ?? "")).toBe(true);

    expect(await run(["list-users"])).toBe(0);
    expect(output.stdout).toMatch(/marc@example\.com\s+patron\s+\d+ \S+ \d{4}/);

    expect(await run(["reset-password", "marc@example.com"], ["Tuiles mécaniques 2027"], true)).toBe(1);
    expect(output.stderr).toContain("Les deux mots de passe ne sont pas identiques.");
    expect(
      await run(["reset-password", "marc@example.com"], ["Tuiles mécaniques 2027", "Tuiles mécaniques 2027"], true),
    ).toBe(0);
    const reset = await store.findUserByEmail("marc@example.com");
    expect(await verifyPassword("Tuiles mécaniques 2027", reset?.passwordHash ?? "")).toBe(true);

    expect(await run(["remove-user", "marc@example.com"])).toBe(0);
    expect(await store.findUserByEmail("marc@example.com")).toBeUndefined();
    expect(await run(["remove-user", "marc@example.com"])).toBe(1);
    expect(output.stderr).toContain("Aucun compte pour marc@example.com.");

    output.stdout = "";
    expect(await run(["audit", "--limit", "2"])).toBe(0);
    const lines = output.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^Date\s+Action\s+Compte\s+Adresse\s+Détail$/);
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain("compte supprimé");
    expect(lines[3]).toContain("mot de passe réinitialisé");
  }, 60_000);

  it("add-user gives the role asked for (patron by default), list-users shows each person's role and name", async () => {
    expect(await run(["add-user", "marc@example.com"], ["Ardoise et zinc 2026"])).toBe(0);
    expect(
      await run(
        ["add-user", "--role", "compagnon", "--name", "Paul Martin", "paul@example.com"],
        ["Ardoise et zinc 2026"],
      ),
    ).toBe(0);
    expect(await run(["add-user", "julie@example.com", "--role=bureau"], ["Ardoise et zinc 2026"])).toBe(0);
    expect(output.stdout).toContain("Compte créé : paul@example.com (compagnon).");
    const store = new OwnerStore(test.database.db);
    expect((await store.listUsers()).map((user) => [user.email, user.role, user.displayName])).toEqual([
      ["marc@example.com", "patron", ""],
      ["paul@example.com", "compagnon", "Paul Martin"],
      ["julie@example.com", "bureau", ""],
    ]);
    output.stdout = "";
    expect(await run(["list-users"])).toBe(0);
    const lines = output.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^E-mail\s+Rôle\s+Nom\s+Créé le\s+Clés d’accès\s+Sessions$/);
    expect(lines[3]).toMatch(/^paul@example\.com\s+compagnon\s+Paul Martin\s+/);
    expect(lines[4]).toMatch(/^julie@example\.com\s+bureau\s+\d/);

    expect(await run(["add-user", "luc@example.com", "--role", "chef"], ["Ardoise et zinc 2026"])).toBe(1);
    expect(output.stderr).toContain("Rôle inconnu : chef. Les rôles sont : patron, bureau, compagnon.");
    expect(await store.findUserByEmail("luc@example.com")).toBeUndefined();
  }, 60_000);

  it("refuses bad input with a French message and exit code 1, writing nothing", async () => {
    expect(await run(["add-user"])).toBe(1);
    expect(await run(["add-user", "pas-une-adresse"])).toBe(1);
    expect(await run(["add-user", "marc@example.com"], ["court"])).toBe(1);
    expect(await run(["add-user", "marc@example.com"], [""])).toBe(1);
    expect(await run(["add-user", "marc@example.com"], ["azertyuiop123"])).toBe(1);
    expect(await run(["audit", "--limit", "0"])).toBe(1);
    expect(await run(["frobnicate"])).toBe(1);
    expect(output.stderr).toContain("Adresse e-mail invalide");
    expect(output.stderr).toContain("au moins 12 caractères");
    expect(output.stderr).toContain("Aucun mot de passe reçu");
    expect(output.stderr).toContain("plus courants");
    expect(output.stderr).toContain("Commande inconnue : frobnicate");
    expect(await new OwnerStore(test.database.db).listUsers()).toEqual([]);
  });
});

it("never lets a stored value drive the terminal", () => {
  const table = formatTable(["A", "B"], [["x\u001b[2Jy", "ok\r\nfake line"]]);
  expect(table).not.toContain("\u001b");
  expect(table).not.toContain("\r");
  expect(table).toContain("x?[2Jy");
});
