// Load benchmark (npm run loadtest): the production server on 127.0.0.1 with a throw-away database, hit by
// autocannon at 50 connections on a page, a town page, an asset, an unknown address (404) and valid form posts
// without JavaScript, one after the other, while the server's memory is sampled. It prints figures, each rate also
// as a ratio of the town page's in the same run; it fails (exit 1) only when a target answers another status than
// its own (2xx for a page, an asset or a valid post, 404 for the unknown address). It is not part of npm test.
//
//   npm run loadtest                      SQLite (a temporary file), or the PostgreSQL of DATABASE_URL when set
//   npm run loadtest -- --postgres        a throw-away PostgreSQL started for the run (Debian's postgresql)
//   npm run loadtest -- --compare         both engines one after the other, form posts side by side
//   npm run loadtest -- --soak 600        600 s of mixed pages, 404s and form posts, memory printed every 30 s
//   LOADTEST_BASELINE=<git ref> npm run loadtest -- --compare
//                                         that commit built in a temporary worktree and measured the same way,
//                                         before this one, in the same run
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import pg from "pg";
import { startPostgres } from "#tests/support/postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.LOADTEST_PORT ?? 3590);
const connections = Number(process.env.LOADTEST_CONNECTIONS ?? 50);
/** Seconds per target: four targets make the 60 s over which memory is watched. */
const seconds = Number(process.env.LOADTEST_SECONDS ?? 15);
const base = `http://127.0.0.1:${port}`;
const baselineRef = process.env.LOADTEST_BASELINE;
/** What bots probe all day: an address the site does not have. */
const unknownPath = "/wp-login.php";

const { values: flags } = parseArgs({
  options: {
    postgres: { type: "boolean", default: false },
    compare: { type: "boolean", default: false },
    soak: { type: "string" },
  },
});
const soakSeconds = flags.soak === undefined ? undefined : Number(flags.soak);
if (soakSeconds !== undefined && !(Number.isInteger(soakSeconds) && soakSeconds >= 30)) {
  console.error("loadtest: --soak takes a duration in seconds, at least 30 (e.g. --soak 600)");
  process.exit(1);
}
const SAMPLE_EVERY_S = 30;

if (!existsSync(path.join(root, buildDir, "server/index.js"))) {
  console.log(`No build in ${buildDir}: building it first (npm run build).`);
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: process.env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/**
 * The commit measured against (the last landing, say), checked out beside the project and built with the project's
 * packages, as `npm run bench` does with BENCH_BASELINE; removed at the end.
 */
function buildBaseline(/** @type {string} */ ref) {
  const dir = mkdtempSync(path.join(tmpdir(), "loadtest-baseline-"));
  const git = spawnSync("git", ["worktree", "add", "--detach", "--force", dir, ref], { cwd: root, stdio: "inherit" });
  if (git.status !== 0) throw new Error(`cannot check out ${ref}`);
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  console.log(`Building the baseline ${ref} in ${dir} (npm run build).`);
  const built = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: "build" },
  });
  if (built.status !== 0) throw new Error(`the baseline ${ref} does not build`);
  return dir;
}

/** What gets cleaned up however the run ends. @type {(() => void)[]} */
const cleanups = [];
/** @type {Awaited<ReturnType<typeof startPostgres>> | undefined} */
let postgresServer;
async function throwAwayPostgres() {
  // fsync on, as in production: SQLite runs with synchronous=FULL.
  postgresServer ??= await startPostgres({ durable: true });
  return postgresServer.createDatabase(`loadtest_${Date.now()}`);
}
function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  postgresServer?.stop();
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}
// Bounded in time whatever happens: the runs, start-ups, the baseline's build and a margin.
const runs = (flags.compare ? 2 : 1) * (baselineRef ? 2 : 1);
const deadline = setTimeout(
  () => {
    console.error("loadtest: time limit reached, stopping");
    cleanUp();
    process.exit(1);
  },
  ((soakSeconds ?? seconds * 5) * runs + (baselineRef ? 600 : 180)) * 1000,
);
deadline.unref();

/**
 * @typedef {{ label: string, env: Record<string, string | undefined>, count: () => number | Promise<number> }} RunDatabase
 * @typedef {{ "elapsed s": number, "RSS MiB": number, "heap used MiB": number, "heap total MiB": number, "external MiB": number }} MemorySample
 */

/**
 * One database for one run: a temporary SQLite file, or a PostgreSQL database.
 * @param {"sqlite" | "postgres" | "postgres-env"} engine
 * @returns {Promise<RunDatabase>}
 */
async function prepareDatabase(engine) {
  if (engine === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "loadtest-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, "leads.sqlite");
    return {
      label: "SQLite (temporary file)",
      env: { LEADS_DB: file, DATABASE_URL: "" },
      count: () => {
        const db = new Database(file, { readonly: true, fileMustExist: true });
        try {
          return /** @type {{ count: number }} */ (db.prepare("SELECT COUNT(*) AS count FROM leads").get()).count;
        } finally {
          db.close();
        }
      },
    };
  }
  const url = engine === "postgres-env" ? process.env.DATABASE_URL : await throwAwayPostgres();
  return {
    label: engine === "postgres-env" ? "PostgreSQL (DATABASE_URL)" : "PostgreSQL (throw-away server on 127.0.0.1)",
    env: { DATABASE_URL: url },
    count: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return Number((await client.query("SELECT COUNT(*) AS count FROM leads")).rows[0].count);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * @param {Record<string, string | undefined>} databaseEnv
 * @param {string} cwd the project whose build is served (this one, or the baseline's worktree)
 */
function startAppServer(databaseEnv, cwd = root) {
  const server = spawn(process.execPath, ["server/start.js"], {
    cwd,
    env: {
      ...process.env,
      ...databaseEnv,
      BUILD_DIR: cwd === root ? buildDir : "build",
      HOST: "127.0.0.1",
      PORT: String(port),
      MAIL_TRANSPORT: "log",
      FORM_RATE_LIMIT: "1000000000",
    },
    // One log line per request: discarded, as a production log collector would take it off the process's hands.
    // The IPC channel lets the soak mode ask the server for its heap.
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  let stopping = false;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.once("exit", (code, signal) => {
    if (!stopping) console.error(`loadtest: the server stopped during the run (${signal ?? `exit code ${code}`})`);
  });
  const stop = async () => {
    stopping = true;
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    await exited;
  };
  cleanups.push(() => server.kill("SIGKILL"));
  return { server, stop };
}

/** @param {import("node:child_process").ChildProcess} server */
async function waitForHealth(server) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server never became healthy");
}

/**
 * Resident memory of the server process, in MiB (Linux).
 * @param {import("node:child_process").ChildProcess} server
 */
function rssMiB(server) {
  if (server.exitCode !== null || server.signalCode !== null) return Number.NaN;
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

/**
 * The server's own view of its memory (process.memoryUsage()), asked over the IPC channel.
 * @param {import("node:child_process").ChildProcess} server
 * @returns {Promise<NodeJS.MemoryUsage>}
 */
function serverMemory(server) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not say its memory")), 5000);
    server.once("message", (/** @type {{ memory: NodeJS.MemoryUsage }} */ message) => {
      clearTimeout(timer);
      resolve(message.memory);
    });
    server.send("memory");
  });
}

/**
 * @param {{ url: string } & Partial<import("autocannon").Options>} options
 * @returns {Promise<import("autocannon").Result>}
 */
function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    process.once("SIGINT", () => instance.stop());
  });
}

let formCount = 0;
function formBody() {
  formCount += 1;
  const id = `${process.pid}-${formCount}`;
  return new URLSearchParams({
    name: `Charge ${id}`,
    phone: "06 12 34 56 78",
    email: `charge.${id}@example.com`,
    city: "Lens",
    service: "Couverture Zinc",
    message: `Essai de charge ${id} : gouttière à remplacer.`,
    // A fresh browser key, as the form sends one per submission when JavaScript runs.
    _key: `loadtest-${process.pid}-${String(formCount).padStart(8, "0")}`,
  }).toString();
}

/** @type {import("autocannon").Request} */
const formPost = {
  method: "POST",
  path: "/contact",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  setupRequest: (request) => ({ ...request, body: formBody() }),
};
// What every browser sends: the server answers with the Brotli twins written at build time.
const browser = { "accept-encoding": "br, gzip" };

/**
 * A build file the home page loads (an island's script, an image), checked to answer 200 with a file's type: a
 * `srcset` or a wrong pattern must not turn the asset row into a measure of the 404 page.
 */
async function findAsset() {
  const home = await (await fetch(`${base}/`)).text();
  // The islands' first script (a small precompressed text file, as most assets are), then any other file.
  const candidates = [
    ...home.matchAll(/data-islands="(\/assets\/[^"\s]+)/g),
    ...home.matchAll(/(?:src|href)="(\/assets\/[^"\s]+)"/g),
  ].map(([, url]) => url);
  for (const assetPath of candidates) {
    const response = await fetch(`${base}${assetPath}`);
    await response.arrayBuffer();
    if (response.status === 200 && !(response.headers.get("content-type") ?? "").startsWith("text/html")) {
      return assetPath;
    }
  }
  throw new Error("no asset of the home page answers 200");
}

/** The target whose rate the others are compared with, in the same run. */
const REFERENCE_TARGET = "town page (prerendered)";

/**
 * The five targets one after the other; returns the table rows, the stored-lead check and the targets that
 * answered another status than theirs.
 * @param {RunDatabase} database
 * @param {string} [cwd] the project served: this one, or the baseline's worktree
 */
async function benchmark(database, cwd = root) {
  const { server, stop } = startAppServer(database.env, cwd);
  await waitForHealth(server);
  const assetPath = await findAsset();
  /** @type {{ name: string, expected: "2xx" | 404, options: { url: string } & Partial<import("autocannon").Options> }[]} */
  const targets = [
    { name: "home page (prerendered)", expected: "2xx", options: { url: `${base}/`, headers: browser } },
    { name: REFERENCE_TARGET, expected: "2xx", options: { url: `${base}/villes/lens`, headers: browser } },
    { name: `asset ${assetPath}`, expected: "2xx", options: { url: `${base}${assetPath}`, headers: browser } },
    { name: `404 ${unknownPath}`, expected: 404, options: { url: `${base}${unknownPath}`, headers: browser } },
    { name: "form POST /contact (no JavaScript)", expected: "2xx", options: { url: base, requests: [formPost] } },
  ];
  /** @type {string[]} */
  const wrong = [];
  const memory = [rssMiB(server)];
  const sampler = setInterval(() => memory.push(rssMiB(server)), 1000);
  const rows = [];
  for (const target of targets) {
    const result = await run(target.options);
    // Connections cut by a timeout count as errors, not as statuses.
    const statuses = Object.keys(result.statusCodeStats ?? {}).filter((status) => /^\d{3}$/.test(status));
    const answeredAsExpected =
      result.requests.total > 0 &&
      (target.expected === "2xx"
        ? result.non2xx === 0
        : statuses.length === 1 && statuses[0] === String(target.expected));
    if (!answeredAsExpected) wrong.push(`${target.name}: answered ${statuses.join(", ") || "nothing"}`);
    rows.push({
      target: target.name,
      "req/s": Math.round(result.requests.average),
      "× page": 0,
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      "non-2xx": result.non2xx,
      "RSS after MiB": Math.round(rssMiB(server)),
    });
  }
  clearInterval(sampler);
  memory.push(rssMiB(server));
  await stop();
  const reference = rows.find((row) => row.target === REFERENCE_TARGET)?.["req/s"] ?? Number.NaN;
  for (const row of rows) row["× page"] = Math.round((row["req/s"] / reference) * 100) / 100;
  const stored = await database.count();
  return { rows, memory, stored, wrong };
}

const round = (/** @type {number} */ value) => Math.round(value * 10) / 10;
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

/**
 * @param {RunDatabase} database
 * @param {number} duration seconds
 */
async function soak(database, duration) {
  const { server, stop } = startAppServer(database.env);
  await waitForHealth(server);
  const assetPath = await findAsset();
  console.log(
    `\nSoak: ${duration} s of mixed traffic (home, town page, asset, 404, form post in turn on each of ${connections} connections), ${database.label}, load average ${loadAverage()}\n`,
  );
  /** @type {MemorySample[]} */
  const samples = [];
  const sample = async (/** @type {number} */ elapsed) => {
    const memory = await serverMemory(server);
    const row = {
      "elapsed s": elapsed,
      "RSS MiB": round(rssMiB(server)),
      "heap used MiB": round(memory.heapUsed / 2 ** 20),
      "heap total MiB": round(memory.heapTotal / 2 ** 20),
      "external MiB": round(memory.external / 2 ** 20),
    };
    samples.push(row);
    console.log(
      Object.entries(row)
        .map(([name, value]) => `${name} ${value}`)
        .join(" · "),
    );
  };
  await sample(0);
  const started = Date.now();
  const sampler = setInterval(
    () => void sample(Math.round((Date.now() - started) / 1000)).catch(() => {}),
    SAMPLE_EVERY_S * 1000,
  );
  const result = await run({
    url: base,
    duration,
    requests: [
      { method: "GET", path: "/", headers: browser },
      { method: "GET", path: "/villes/lens", headers: browser },
      { method: "GET", path: assetPath, headers: browser },
      { method: "GET", path: unknownPath, headers: browser },
      formPost,
    ],
  });
  clearInterval(sampler);
  await sample(Math.round((Date.now() - started) / 1000));
  await stop();
  console.log(
    `\n${result.requests.total} requests (${Math.round(result.requests.average)}/s, p99 ${result.latency.p99} ms), ` +
      `${result.non2xx} non-2xx (the 404s: ${result.statusCodeStats?.["404"]?.count ?? 0}), ${result.errors} errors; ` +
      `leads stored: ${await database.count()}; load average ${loadAverage()}`,
  );
  const firstHalf = samples.slice(1, Math.ceil(samples.length / 2));
  const secondHalf = samples.slice(Math.ceil(samples.length / 2));
  /** @param {MemorySample[]} rows @param {keyof MemorySample} key */
  const mean = (rows, key) => rows.reduce((sum, row) => sum + row[key], 0) / Math.max(rows.length, 1);
  console.log(
    `RSS: start ${samples[0]?.["RSS MiB"]} MiB, mean of the first half ${round(mean(firstHalf, "RSS MiB"))} MiB, ` +
      `second half ${round(mean(secondHalf, "RSS MiB"))} MiB, max ${Math.max(...samples.map((row) => row["RSS MiB"]))} MiB; ` +
      `heap used, second half ${round(mean(secondHalf, "heap used MiB"))} MiB`,
  );
}

let baselineDir = /** @type {string | undefined} */ (undefined);
try {
  /** @type {("sqlite" | "postgres" | "postgres-env")[]} */
  const engines = flags.compare
    ? ["sqlite", "postgres"]
    : [flags.postgres ? "postgres" : process.env.DATABASE_URL ? "postgres-env" : "sqlite"];
  if (soakSeconds !== undefined) {
    for (const engine of engines) await soak(await prepareDatabase(engine), soakSeconds);
  } else {
    if (baselineRef) {
      baselineDir = buildBaseline(baselineRef);
      const dir = baselineDir;
      cleanups.push(() => {
        spawnSync("git", ["worktree", "remove", "--force", dir], { cwd: root });
        rmSync(dir, { recursive: true, force: true });
      });
    }
    const summary = [];
    /** @type {string[]} */
    const wrong = [];
    for (const engine of engines) {
      const builds = baselineDir
        ? [
            { name: `baseline ${baselineRef}`, cwd: baselineDir },
            { name: "this build", cwd: root },
          ]
        : [{ name: "this build", cwd: root }];
      for (const build of builds) {
        const database = await prepareDatabase(engine);
        const loadBefore = loadAverage();
        const { rows, memory, stored, wrong: wrongHere } = await benchmark(database, build.cwd);
        console.log(
          `\n${database.label}, ${build.name}: ${connections} connections, ${seconds} s per target, server on ${base}; ` +
            `load average before ${loadBefore}, after ${loadAverage()}\n`,
        );
        console.table(rows);
        console.log(
          `server RSS over ${memory.length - 1} s: start ${round(memory[0] ?? Number.NaN)} MiB, end ${round(memory.at(-1) ?? Number.NaN)} MiB, max ${round(Math.max(...memory))} MiB`,
        );
        const posts = rows.at(-1);
        if (!posts) throw new Error("the form target did not run");
        // A post still in flight when the run stops can be stored without its answer being counted.
        console.log(`form posts answered 2xx: ${posts.requests - posts["non-2xx"]}, leads in the database: ${stored}`);
        // The baseline is measured as it is; only this build must answer each target with its status.
        if (build.cwd === root) wrong.push(...wrongHere.map((line) => `${database.label}: ${line}`));
        const rate = (/** @type {string} */ prefix) => rows.find((row) => row.target.startsWith(prefix));
        summary.push({
          engine: database.label,
          build: build.name,
          "page req/s": rate(REFERENCE_TARGET)?.["req/s"],
          "404 req/s": rate("404")?.["req/s"],
          "404 × page": rate("404")?.["× page"],
          "POST/s": posts["req/s"],
          "POST × page": posts["× page"],
          "POST p50 ms": posts["p50 ms"],
          "POST p99 ms": posts["p99 ms"],
          "leads stored": stored,
        });
      }
    }
    if (summary.length > 1) {
      console.log(`\nSame machine, same run (load average now ${loadAverage()}):\n`);
      console.table(summary);
    }
    if (wrong.length > 0) {
      console.error(`\nloadtest: targets answered another status than theirs:\n${wrong.join("\n")}`);
      process.exitCode = 1;
    }
  }
  cleanUp();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  cleanUp();
  process.exitCode = 1;
}
