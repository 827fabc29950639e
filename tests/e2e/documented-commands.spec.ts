import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2eLeadsDb } from "#tests/support/e2e-server.ts";
import { freePort } from "#tests/support/server.ts";

// The README and docs/*.md document these commands; nothing else runs them, so a change that breaks one would go
// unnoticed until someone needs its figures. Each runs here as documented (through npm), on the production build, at
// a size that takes seconds, and must print its figures. Their values are not judged: timings on a shared machine
// mean nothing. Every other command the documents name is run by the test or the stage listed in `runElsewhere`.

const root = path.resolve(import.meta.dirname, "../..");

/** The scripts the tests of this file run. */
const runHere = ["loadtest", "bench:backup", "bench", "bench:photos", "bench:quotes", "bench:invoices", "invoices"];

/**
 * Where each other documented script is run, as a person runs it: through npm, or its command line from
 * package.json (the CLIs' entry files, spawned with the server's environment). The file must still do so.
 */
const runElsewhere: Record<string, string> = {
  start: "playwright.config.ts",
  test: ".ci/run",
  "test:quick": "scripts/test-quick.test.ts",
  build: "scripts/test.sh",
  typecheck: "scripts/test.sh",
  lint: "scripts/test.sh",
  "test:unit": "scripts/test.sh",
  "test:e2e": "scripts/test.sh",
  dev: "tests/e2e/dev-server.spec.ts",
  leads: "tests/e2e/leads-delivery.spec.ts",
  pro: "tests/support/owner.ts",
  backup: "tests/support/backup.ts",
  restore: "tests/support/backup.ts",
  "check-content": "tests/support/site-owner.ts",
};

/** Each `npm run <script>` (or `npm <script>` for start and test) that the README and docs/*.md name, with where. */
function documentedScripts(): Map<string, string[]> {
  const files = [
    "README.md",
    ...readdirSync(path.join(root, "docs"))
      .filter((name) => name.endsWith(".md"))
      .map((name) => `docs/${name}`),
  ];
  const named = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    for (const match of text.matchAll(/\bnpm (?:run (?:--silent )?([\w:-]+)|(start|test)\b)/g)) {
      const script = match[1] ?? match[2] ?? "";
      named.set(script, [...(named.get(script) ?? []), file]);
    }
  }
  return named;
}

test("every npm command the README and docs/ name is a script of package.json, run by a test or the suite", () => {
  const scripts: Record<string, string> = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts;
  const named = documentedScripts();
  // The documents name the commands this file runs, so a benchmark moved between files stays run.
  expect([...named.keys()]).toEqual(expect.arrayContaining(runHere));
  for (const [script, files] of named) {
    const where = `npm run ${script}, named in ${[...new Set(files)].join(", ")}`;
    expect(scripts[script], `${where}: no such script in package.json`).toBeDefined();
    if (runHere.includes(script)) continue;
    const runner = runElsewhere[script];
    expect(runner, `${where}: no test runs it`).toBeDefined();
    const source = readFileSync(path.join(root, runner ?? ""), "utf8");
    const entry = (scripts[script] ?? "").replace(/^(?:node|bash) /, "");
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    expect(
      new RegExp(
        `npm (?:run (?:--silent )?)?${escaped(script)}\\b|"run", (?:"--silent", )?"${escaped(script)}"|${escaped(entry)}`,
      ).test(source),
      `${where}: ${runner} no longer runs it`,
    ).toBe(true);
  }
});

function npmRun(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", script, ...(args.length > 0 ? ["--", ...args] : [])], {
      cwd: root,
      env: { ...process.env, BUILD_DIR: process.env.BUILD_DIR ?? "build", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures from this pattern; this test needs none.
test("npm run loadtest measures pages, a real asset, a 404 and form posts, each answering its own status, and stores every post", async ({}, testInfo) => {
  test.setTimeout(240_000);
  const { code, output } = await npmRun("loadtest", {
    LOADTEST_PORT: String(await freePort(testInfo)),
    LOADTEST_SECONDS: "1",
    LOADTEST_CONNECTIONS: "2",
  });
  // The script fails (exit 1) when a page, the asset or a valid post answers anything but 2xx, or the 404 row another status.
  expect(code, output).toBe(0);
  expect(output).toContain("home page (prerendered)");
  expect(output).toMatch(/asset \/assets\/\S+\.(?:js|css)/);
  expect(output).toContain("404 /wp-login.php");
  expect(output).toContain("× page");
  const posts = /form posts answered 2xx: (\d+), leads in the database: (\d+)/.exec(output);
  expect(posts, output).not.toBeNull();
  const [answered, stored] = [Number(posts?.[1]), Number(posts?.[2])];
  expect(answered).toBeGreaterThan(0);
  expect(stored).toBeGreaterThanOrEqual(answered);
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures from this pattern; this test needs none.
test("npm run bench:backup backs up, verifies and restores a small site and prints its figures", async ({}) => {
  test.setTimeout(240_000);
  const { code, output } = await npmRun("bench:backup", { BACKUP_BENCH_REQUESTS: "40", BACKUP_BENCH_PHOTOS: "4" });
  expect(code, output).toBe(0);
  expect(output).toMatch(/npm run backup \(copy, hashes, archive, read back and verified\): [\d.]+ s/);
  expect(output).toMatch(/npm run backup -- --verify: [\d.]+ s/);
  expect(output).toMatch(/npm run restore \(verify, unpack, swap\) into an empty data folder: [\d.]+ s/);
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures from this pattern; this test needs none.
test("npm run bench measures a form page against the client-only variant and an owner's page logged in with his first touch, and prints them beside the previous landing", async ({}, testInfo) => {
  test.setTimeout(300_000);
  const { code, output } = await npmRun(
    "bench",
    {
      BENCH_RUNS: "1",
      BENCH_PAGES: "/devis,/pro/devis/:devis",
      BENCH_PORT: String(await freePort(testInfo)),
      BENCH_ISLANDS_BUILD: process.env.BUILD_DIR ?? "build",
    },
    ["--no-build"],
  );
  expect(code, output).toBe(0);
  expect(output).toMatch(/TBT ms\s+CLS\s+JS before KB\s+JS first intent KB\s+intent→ready ms/);
  // The site's row: a figure in every column, the first intent's included.
  expect(output).toMatch(/\/devis\s+islands\s+\d+(\s+[\d.]+){10}\s/);
  expect(output).toMatch(/\/devis\s+ratio islands\/client-only/);
  // The owner's quote, made in the bench's own store and measured logged in (bench/run.mjs stops with an error if
  // Lighthouse lands on the login page): a figure in every column, the owner's first touch included, and no
  // client-only row.
  expect(output).toMatch(/\/pro\/devis\/:devis\s+islands\s+\d+(\s+[\d.]+){10}\s/);
  expect(output).not.toMatch(/\/pro\/devis\/:devis\s+client-only/);
  // Both pages beside the previous landing's figures (bench/landing.json): FCP, LCP and TBT now and then, and the run.
  expect(output).toMatch(/Against the previous landing \(landing\.json: \w+, [\d-]+, Chromium [\d.]+/);
  expect(output).toMatch(/\/devis\s+(\d+\s+){6}\d+/);
  expect(output).toMatch(/\/pro\/devis\/:devis\s+(\d+\s+){6}\d+/);
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures from this pattern; this test needs none.
test("npm run bench:photos adds a job's photos both ways over a slow link and prints bytes and time", async ({}, testInfo) => {
  test.setTimeout(300_000);
  const { code, output } = await npmRun("bench:photos", {
    PHOTO_OWNER_BENCH_PORT: String(await freePort(testInfo)),
    PHOTO_OWNER_BENCH_COUNT: "2",
    PHOTO_OWNER_BENCH_WIDTH: "1600",
    PHOTO_OWNER_BENCH_HEIGHT: "1200",
  });
  expect(code, output).toBe(0);
  expect(output).toMatch(/^2 photos 1600 × 1200, [\d.]+ MB in all$/m);
  expect(output).toMatch(
    /^first version \(one-file form, full size, one after the other\): [\d.]+ MB sent, all 2 shown after [\d.]+ s$/m,
  );
  expect(output).toMatch(
    /^new version \(chosen at once, reduced in the browser, one request each\): [\d.]+ MB sent, all 2 shown after [\d.]+ s$/m,
  );
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures from this pattern; this test needs none.
test("npm run bench:quotes renders a 30-line quote's PDF and its client page and prints their figures", async ({}) => {
  test.setTimeout(240_000);
  const { code, output } = await npmRun("bench:quotes", { QUOTES_BENCH_RUNS: "3" });
  expect(code, output).toBe(0);
  expect(output).toMatch(/PDF of a 30-line quote \(3 renders\): p50 [\d.]+ ms, p95 [\d.]+ ms, \d+ bytes/);
  expect(output).toMatch(/client page: \d+ bytes of HTML \([\d.]+ KB with Brotli\)/);
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures from this pattern; this test needs none.
test("npm run bench:invoices renders a 30-line Factur-X invoice and its client page and prints their figures", async ({}) => {
  test.setTimeout(240_000);
  const { code, output } = await npmRun("bench:invoices", { INVOICES_BENCH_RUNS: "3" });
  expect(code, output).toBe(0);
  expect(output).toMatch(/Factur-X PDF of a 30-line invoice \(3 renders\): p50 [\d.]+ ms, p95 [\d.]+ ms, \d+ bytes/);
  expect(output).toMatch(/client page: \d+ bytes of HTML \([\d.]+ KB with Brotli\)/);
});

// The CLI's commands are unit-tested through their function (app/services/billing/exports/cli.server.test.ts); this runs the
// documented command itself, through npm and the built server code, read-only on the suite's own store.
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures from this pattern; this test needs none.
test("npm run invoices -- verify-journal checks the payment journal of the server's store", async ({}) => {
  test.setTimeout(120_000);
  const { code, output } = await npmRun("invoices", { LEADS_DB: e2eLeadsDb }, ["verify-journal"]);
  expect(code, output).toBe(0);
  expect(output).toMatch(/^Journal des paiements intact : \d+ écriture\(s\), \d+ clôture\(s\) mensuelle\(s\)\.$/m);
});
