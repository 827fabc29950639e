import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/**
 * `npm run test:quick` in a clone of this repository's last commit, where the test decides what changed: its own
 * scripts, as committed, against origin/main, which the clone has.
 */
describe("npm run test:quick", () => {
  let clone = "";
  beforeEach(() => {
    clone = path.join(mkdtempSync(path.join(tmpdir(), "test-quick-")), "clone");
    execFileSync("git", ["clone", "--quiet", "--shared", root, clone]);
    symlinkSync(path.join(root, "node_modules"), path.join(clone, "node_modules"));
  });
  afterEach(() => rmSync(path.dirname(clone), { recursive: true, force: true }));

  const testQuick = () => spawnSync("npm", ["run", "--silent", "test:quick"], { cwd: clone, encoding: "utf8" });

  it("with nothing changed, says so and runs nothing", () => {
    const run = testQuick();
    expect(run.stdout).toContain("Nothing changed since");
    expect(run.status).toBe(0);
  });

  it("for a new document no spec reads, lints it alone, runs no type check, unit test or spec, and prints each stage's time", () => {
    mkdirSync(path.join(clone, "notes"));
    writeFileSync(path.join(clone, "notes/chantier.md"), "# Notes de chantier\n");
    const run = testQuick();
    expect(run.stdout).toContain("Changed since");
    expect(run.stdout).toContain(": 1 file(s).");
    expect(run.stdout).toContain("== lint and format of the changed files (Biome)");
    expect(run.stdout).not.toContain("== types");
    expect(run.stdout).toContain("No Playwright spec names the changed files.");
    expect(run.stdout).toMatch(
      /== time per stage \(wall clock, then CPU time of all cores\)\nlint +\d+ s +\d+:\d\d {2}CPU +\d+ s\ntotal +\d+ s/,
    );
    expect(run.status).toBe(0);
  });

  it("stops at a stage that fails, with that stage's time marked failed and the command's status", () => {
    writeFileSync(path.join(clone, "settings.json"), '{ "a": 1,, }\n');
    const run = testQuick();
    expect(run.stdout).toMatch(/lint \(failed\) +\d+ s/);
    expect(run.stdout).not.toContain("No Playwright spec");
    expect(run.status).not.toBe(0);
  });
});
