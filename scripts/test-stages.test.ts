import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const stages = path.resolve(import.meta.dirname, "test-stages.sh");

/** Runs a bash script that sources scripts/test-stages.sh, as npm test does. */
function run(script: string, env: Record<string, string> = {}) {
  return spawnSync("bash", ["-c", `set -euo pipefail\nsource ${JSON.stringify(stages)}\n${script}`], {
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
}

// Two lanes whose lines would interleave if they were printed as they come. The first lane's stage waits (10 s at
// most) for a file the second lane writes: run one after the other, it would fail.
const lanes = `
mark=$(mktemp -u)
first_lane() {
  stage one "first heading" bash -c 'echo one-start; for i in $(seq 100); do [ -e "$0" ] && echo one-end && exit 0; sleep 0.1; done; exit 9' "$mark"
  stage two "second heading" bash -c 'echo two; exit \${TWO_STATUS:-0}'
}
second_lane() {
  stage three "third heading" bash -c 'echo three-start; sleep 0.3; touch "$0"; echo three-end' "$mark"
  stage burn "burn heading" node -e 'let x = 0; while (process.cpuUsage().user < 1_200_000) for (let i = 0; i < 1e7; i++) x += i;'
}
stage before "before heading" true
side_by_side first_lane second_lane
stage after "after heading" true
`;

// A lane spends 1.2 s of CPU on purpose: on a machine busy with other work, that takes many more seconds of wall time.
describe("the stages of npm test", { timeout: 120_000 }, () => {
  it("runs lanes at the same time, prints each lane's output whole, and times every stage and the lanes together", () => {
    const result = run(lanes);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      "== first heading\none-start\none-end\n== second heading\ntwo\n== third heading\nthree-start\nthree-end\n== burn heading\n",
    );
    const table = result.stdout.slice(result.stdout.indexOf("== time per stage"));
    const cpu = (name: string) => {
      const row = new RegExp(`\\n${name} +\\d+ s +\\d+:\\d\\d  CPU +(\\d+) s\\n`).exec(table);
      expect(row, `${name} in\n${table}`).not.toBeNull();
      return Number(row?.[1]);
    };
    for (const name of ["before", "one", "two", "three", "after"]) expect(cpu(name)).toBe(0);
    // The stage that used 1.2 s of CPU counts it whatever the machine's load, and so do its lanes and the total.
    for (const name of ["burn", "side by side", "total"]) expect(cpu(name)).toBeGreaterThanOrEqual(1);
    expect(table.indexOf("side by side")).toBeLessThan(table.indexOf("\nafter"));
    expect(table).toMatch(/\nload average at the end: [\d.]+ [\d.]+ [\d.]+\n/);
  });

  it("when a lane's stage fails, lets the other lane end, marks both failed and keeps the status", () => {
    const result = run(lanes, { TWO_STATUS: "3" });
    expect(result.status).toBe(3);
    expect(result.stdout).toContain("three-end");
    expect(result.stdout).toMatch(/\ntwo \(failed\) +\d+ s/);
    expect(result.stdout).toMatch(/\nside by side \(failed\) +\d+ s +\d+:\d\d {2}CPU +\d+ s\n/);
    expect(result.stdout).not.toMatch(/\nafter +\d+ s/);
  });
});
