import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, startServer, temporaryDatabase } from "../support/server.ts";

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
