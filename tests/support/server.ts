import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestInfo } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Ports for the servers a test starts itself: a block per parallel worker, so two workers never
 * race for the same port. The base can move (LEADS_E2E_PORT_BASE) when 3300+ is taken.
 */
const portBase = Number(process.env.LEADS_E2E_PORT_BASE ?? 3300);
const PORTS_PER_WORKER = 40;
let nextOffset = 0;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

export async function freePort(testInfo: TestInfo): Promise<number> {
  const first = portBase + testInfo.parallelIndex * PORTS_PER_WORKER;
  for (let tries = 0; tries < PORTS_PER_WORKER; tries++) {
    const port = first + (nextOffset++ % PORTS_PER_WORKER);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${first}-${first + PORTS_PER_WORKER - 1}`);
}

/** A temporary folder for a test's database, removed by the returned cleanup. */
export function temporaryDatabase(): { file: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "leads-e2e-"));
  return { file: path.join(dir, "leads.sqlite"), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A server's environment on the SQLite `file`, the photos it writes in folders beside it. */
export function ownStoreEnv(file: string): Record<string, string> {
  return {
    LEADS_DB: file,
    UPLOADS_DIR: path.join(path.dirname(file), "uploads"),
    SITE_PHOTOS_DIR: path.join(path.dirname(file), "site-photos"),
  };
}

export interface RunningServer {
  url: string;
  port: number;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** Sends the signal and waits for the process to end (SIGKILL after 10 s). */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/**
 * Starts the production server (server/start.js on BUILD_DIR), or the development one, as a child process with its own
 * environment, and resolves once /healthz answers 200.
 */
export async function startServer(options: {
  port: number;
  env: Record<string, string>;
  timeoutMs?: number;
  /** `--dev`: the development server (`npm run dev`) instead of the production build. */
  args?: string[];
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["server/start.js", ...(options.args ?? [])], {
    cwd: root,
    env: {
      ...process.env,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      MAIL_TRANSPORT: "log",
      FORM_RATE_LIMIT: "1000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return { url, port: options.port, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop("SIGKILL");
  throw new Error(`server did not become healthy on ${url}:\n${output}`);
}
