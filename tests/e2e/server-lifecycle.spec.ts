import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, startServer, temporaryDatabase } from "#tests/support/server.ts";

const root = path.resolve(import.meta.dirname, "../..");

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures from this pattern; this test needs none.
test("the server logs one line per request and stops cleanly on SIGTERM", async ({}, testInfo) => {
  const database = temporaryDatabase();
  const server = await startServer({ port: await freePort(testInfo), env: { LEADS_DB: database.file } });
  try {
    expect((await fetch(`${server.url}/devis`)).status).toBe(200);
    expect((await fetch(`${server.url}/nulle-part`)).status).toBe(404);
    await expect.poll(() => server.output()).toMatch(/GET \/devis 200 [\d.]+ms/);
    await expect.poll(() => server.output()).toMatch(/GET \/nulle-part 404 [\d.]+ms/);
  } finally {
    await server.stop("SIGTERM");
    database.remove();
  }
  expect(server.output()).toContain("SIGTERM received: closing");
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
});

test("a bad setting stops the server at once with one clear line", () => {
  const result = spawnSync(process.execPath, ["server/start.js"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: process.env.BUILD_DIR ?? "build", PORT: "not-a-port" },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^Invalid configuration: PORT/)]);
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures from this pattern; this test needs none.
test("a wrong DATABASE_URL or a database that does not answer stops the server with one line, password hidden", async ({}, testInfo) => {
  const start = (databaseUrl: string) =>
    spawnSync(process.execPath, ["server/start.js"], {
      cwd: root,
      env: { ...process.env, BUILD_DIR: process.env.BUILD_DIR ?? "build", DATABASE_URL: databaseUrl },
      encoding: "utf8",
      timeout: 30_000,
    });
  const malformed = start("mysql://site:s3cret@db.internal/toitures");
  expect(malformed.status).toBe(1);
  expect(malformed.stderr.trim().split("\n")).toEqual([
    expect.stringMatching(/^Invalid configuration: DATABASE_URL: must look like postgres:\/\//),
  ]);

  // Nobody listens on this port: what a stopped or unreachable PostgreSQL looks like.
  const port = await freePort(testInfo);
  const unreachable = start(`postgres://site:s3cret@127.0.0.1:${port}/toitures`);
  expect(unreachable.status).toBe(1);
  expect(unreachable.stderr.trim().split("\n")).toEqual([
    `Cannot start: cannot reach the database postgres://site:***@127.0.0.1:${port}/toitures: connect ECONNREFUSED 127.0.0.1:${port}`,
  ]);
  expect(unreachable.stderr).not.toContain("s3cret");
});
