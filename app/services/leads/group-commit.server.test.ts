import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { GroupCommit } from "./group-commit.server.ts";

describe("requests stored together share one commit", () => {
  let dir: string;
  let file: string;
  let database: StoreDatabase;
  let commits: GroupCommit;
  /** Another process's view of the file: it sees only what is committed. */
  let reader: BetterSqlite3.Database;

  const committedNames = () =>
    (reader.prepare("select name from probe order by id").all() as { name: string }[]).map((row) => row.name);

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "group-commit-"));
    file = path.join(dir, "leads.sqlite");
    database = await openDatabase({ sqliteFile: file });
    await sql`create table probe (id integer primary key, name text not null unique)`.execute(database.db);
    // Checked only at the commit: lets a test make the shared commit itself fail.
    await sql`create table probe_child (
      parent_id integer not null references probe(id) deferrable initially deferred
    )`.execute(database.db);
    commits = new GroupCommit(database.db);
    reader = new BetterSqlite3(file, { readonly: true });
  });

  afterEach(async () => {
    reader.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const insert = (name: string) => async (trx: Parameters<Parameters<GroupCommit["run"]>[0]>[0]) => {
    await sql`insert into probe (name) values (${name})`.execute(trx);
    return name;
  };

  it("answers each request only once the commit that holds it is on file, one commit for those that came together", async () => {
    const seenAtAnswer: Record<string, string[]> = {};
    const answers = ["Dupont", "Martin", "Leroy"].map((name) =>
      commits.run(insert(name)).then((value) => {
        seenAtAnswer[value] = committedNames();
        return value;
      }),
    );
    expect(committedNames()).toEqual([]);

    expect(await Promise.all(answers)).toEqual(["Dupont", "Martin", "Leroy"]);
    // The first answered already finds all three committed: they were one commit.
    expect(seenAtAnswer).toEqual({
      Dupont: ["Dupont", "Martin", "Leroy"],
      Martin: ["Dupont", "Martin", "Leroy"],
      Leroy: ["Dupont", "Martin", "Leroy"],
    });
  });

  it("rolls back a request whose own work fails, alone", async () => {
    const answers = await Promise.allSettled([
      commits.run(insert("Dupont")),
      commits.run(insert("Dupont")),
      commits.run(insert("Martin")),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(String((answers[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(committedNames()).toEqual(["Dupont", "Martin"]);
  });

  it("fails every request of a commit that fails, none answered as stored and none on file", async () => {
    const answers = await Promise.allSettled([
      commits.run(insert("Dupont")),
      commits.run(async (trx) => {
        await sql`insert into probe_child (parent_id) values (999)`.execute(trx);
        return "orphan";
      }),
      commits.run(insert("Martin")),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(["rejected", "rejected", "rejected"]);
    for (const answer of answers) expect(String((answer as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(committedNames()).toEqual([]);

    // The next requests get a commit of their own.
    expect(await commits.run(insert("Leroy"))).toBe("Leroy");
    expect(committedNames()).toEqual(["Leroy"]);
  });

  it("gathers the requests that arrive while a commit is under way into the next one", async () => {
    let releaseFirst: () => void = () => undefined;
    const firstMayEnd = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const first = commits.run(async (trx) => {
      await insert("Dupont")(trx);
      await firstMayEnd;
      return "Dupont";
    });
    await new Promise((resolve) => setImmediate(resolve));
    const later = [commits.run(insert("Martin")), commits.run(insert("Leroy"))];
    const seenAtMartin = later[0]!.then(() => committedNames());
    releaseFirst();

    expect(await first).toBe("Dupont");
    expect(await Promise.all(later)).toEqual(["Martin", "Leroy"]);
    expect(await seenAtMartin).toEqual(["Dupont", "Martin", "Leroy"]);
  });
});
