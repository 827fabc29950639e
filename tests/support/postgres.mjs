import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

// A real PostgreSQL server for a test file or the load test (plain JavaScript so that scripts/loadtest.mjs
// runs it on Node 20 without a TypeScript loader; typed with JSDoc): Debian's binaries, a cluster in
// a temporary folder, listening on 127.0.0.1 on a free port, removed by stop(). The server refuses to run
// as root, so under root every command runs as the `postgres` user.

/**
 * @typedef {object} TestPostgres
 * @property {number} port
 * @property {(database?: string) => string} url The URL of a database on this server (the default one when no
 *   name is given).
 * @property {(name?: string) => Promise<string>} createDatabase Creates an empty database and returns its URL.
 * @property {() => void} stop Stops the server and deletes its folder.
 */

const isRoot = process.getuid?.() === 0;
let databaseCount = 0;

/** @returns {string | undefined} */
function findBinaries() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((version) => existsSync(path.join(base, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(base, versions[0], "bin");
}

/**
 * Finds initdb and pg_ctl, installing Debian's postgresql package first when missing and allowed to.
 * @returns {string}
 */
export function postgresBinaries() {
  const found = findBinaries();
  if (found) return found;
  if (!isRoot) {
    throw new Error("PostgreSQL is not installed: run `sudo apt-get install -y postgresql` (Debian) and try again.");
  }
  console.error("PostgreSQL is not installed: installing Debian's postgresql package (apt-get).");
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", "postgresql"]]) {
    const result = spawnSync("apt-get", args, {
      stdio: ["ignore", process.stderr, process.stderr],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed: install postgresql by hand.`);
  }
  const installed = findBinaries();
  if (!installed) throw new Error("postgresql was installed but no initdb was found under /usr/lib/postgresql.");
  return installed;
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** @param {string} binary @param {string[]} args */
function runAsServerUser(binary, args) {
  if (isRoot) execFileSync("runuser", ["-u", "postgres", "--", binary, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  else execFileSync(binary, args, { stdio: ["ignore", "pipe", "pipe"] });
}

/**
 * @param {{ durable?: boolean }} [options] durable: keep PostgreSQL's fsync on, as in production (the load
 *   test compares it with SQLite's synchronous=FULL); tests turn it off for speed.
 * @returns {Promise<TestPostgres>}
 */
export async function startPostgres(options = {}) {
  const bin = postgresBinaries();
  const dir = mkdtempSync(path.join(tmpdir(), "leads-pg-"));
  const data = path.join(dir, "data");
  if (isRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  let started = false;
  const stop = () => {
    process.off("exit", stop);
    if (started) {
      started = false;
      try {
        runAsServerUser(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // Already gone: nothing left to stop.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // A test process that ends without its afterAll (a crash, an interrupt) still stops its server.
  process.on("exit", stop);
  try {
    runAsServerUser(path.join(bin, "initdb"), [
      "-D",
      data,
      "-U",
      "postgres",
      "-A",
      "trust",
      "-E",
      "UTF8",
      "--locale=C",
      "--no-sync",
    ]);
    const port = await freePort();
    // Durability is not what the tests check: fsync off keeps the suite fast.
    const settings = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}${options.durable ? "" : " -c fsync=off -c full_page_writes=off"}`;
    try {
      runAsServerUser(path.join(bin, "pg_ctl"), [
        "-D",
        data,
        "-o",
        settings,
        "-l",
        path.join(dir, "log"),
        "-w",
        "start",
      ]);
    } catch (error) {
      const log = existsSync(path.join(dir, "log")) ? readFileSync(path.join(dir, "log"), "utf8") : "";
      throw new Error(`PostgreSQL did not start: ${error instanceof Error ? error.message : error}\n${log}`);
    }
    started = true;
    /** @param {string} [database] */
    const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;
    return {
      port,
      url,
      /** @param {string} [name] */
      async createDatabase(name = `test_${process.pid}_${++databaseCount}`) {
        const client = new pg.Client({ connectionString: url() });
        await client.connect();
        try {
          await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
        } finally {
          await client.end();
        }
        return url(name);
      },
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}
