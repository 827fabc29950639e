// Load benchmark (npm run loadtest): the production server on 127.0.0.1 with a throw-away database, hit by
// autocannon at 50 connections on a page, a town page, an asset and valid form posts, one after the other,
// while the server's memory is sampled. It prints figures and asserts nothing; it is not part of npm test.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import Database from "better-sqlite3";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.LOADTEST_PORT ?? 3590);
const connections = Number(process.env.LOADTEST_CONNECTIONS ?? 50);
/** Seconds per target: four targets make the 60 s over which memory is watched. */
const seconds = Number(process.env.LOADTEST_SECONDS ?? 15);
const base = `http://127.0.0.1:${port}`;

if (!existsSync(path.join(root, buildDir, "server/index.js"))) {
  console.log(`No build in ${buildDir}: building it first (npm run build).`);
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: process.env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "loadtest-"));
const leadsDb = path.join(dataDir, "leads.sqlite");
const server = spawn(process.execPath, ["server/start.js"], {
  cwd: root,
  env: {
    ...process.env,
    BUILD_DIR: buildDir,
    HOST: "127.0.0.1",
    PORT: String(port),
    LEADS_DB: leadsDb,
    MAIL_TRANSPORT: "log",
    FORM_RATE_LIMIT: "1000000000",
  },
  // One log line per request: discarded, as a production log collector would take it off the process's hands.
  stdio: ["ignore", "ignore", "inherit"],
});

let stopped = false;
function stop(code) {
  if (stopped) return;
  stopped = true;
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
  process.exitCode = code;
}
process.on("SIGINT", () => stop(130));
// Bounded in time whatever happens: the four runs, start-up and a margin.
const deadline = setTimeout(
  () => {
    console.error("loadtest: time limit reached, stopping");
    stop(1);
    process.exit(1);
  },
  (seconds * 4 + 120) * 1000,
);
deadline.unref();

async function waitForHealth() {
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

/** Resident memory of the server process, in MiB (Linux). */
function rssMiB() {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

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

try {
  await waitForHealth();
  const home = await (await fetch(`${base}/`)).text();
  // The stylesheet every page loads first.
  const assetPath =
    /<link rel="stylesheet" href="(\/assets\/[^"]+)"/.exec(home)?.[1] ?? /"(\/assets\/[^"]+)"/.exec(home)?.[1];
  if (!assetPath) throw new Error("no asset found in the home page");

  // What every browser sends: the server answers with the Brotli twins written at build time.
  const browser = { "accept-encoding": "br, gzip" };
  const targets = [
    { name: "home page (prerendered)", options: { url: `${base}/`, headers: browser } },
    { name: "town page (prerendered)", options: { url: `${base}/villes/lens`, headers: browser } },
    { name: `asset ${assetPath}`, options: { url: `${base}${assetPath}`, headers: browser } },
    {
      name: "form POST /contact.data",
      options: {
        url: `${base}/contact.data`,
        requests: [
          {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            setupRequest: (request) => ({ ...request, body: formBody() }),
          },
        ],
      },
    },
  ];

  const memory = [rssMiB()];
  const sampler = setInterval(() => memory.push(rssMiB()), 1000);
  const rows = [];
  for (const target of targets) {
    const result = await run(target.options);
    rows.push({
      target: target.name,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      "non-2xx": result.non2xx,
      "RSS after MiB": Math.round(rssMiB()),
    });
  }
  clearInterval(sampler);
  memory.push(rssMiB());

  console.log(`\n${connections} connections, ${seconds} s per target, server on ${base} (${buildDir})\n`);
  console.table(rows);
  const round = (value) => Math.round(value * 10) / 10;
  console.log(
    `server RSS over ${memory.length - 1} s: start ${round(memory[0])} MiB, end ${round(memory.at(-1))} MiB, max ${round(Math.max(...memory))} MiB`,
  );
  const db = new Database(leadsDb, { readonly: true, fileMustExist: true });
  const stored = db.prepare("SELECT COUNT(*) AS count FROM leads").get().count;
  db.close();
  // A post still in flight when the run stops can be stored without its answer being counted.
  console.log(`form posts answered 2xx: ${rows[3].requests - rows[3]["non-2xx"]}, leads in the database: ${stored}`);
  stop(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}
