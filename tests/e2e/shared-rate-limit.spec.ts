import { formGuardCopy } from "#app/content/forms.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { formBody, marker, quoteInput } from "#tests/support/leads.ts";
import { startPostgres, type TestPostgres } from "#tests/support/postgres.mjs";
import { freePort, type RunningServer, startServer } from "#tests/support/server.ts";

/**
 * Two servers behind one proxy on this machine (TRUST_PROXY's default, loopback), on one PostgreSQL:
 * the proxy names each visitor in X-Forwarded-For, and the form limit counts a visitor's posts on both.
 */
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a test's fixtures from this pattern.
test("behind a proxy, two servers on PostgreSQL share one form limit per visitor address", async ({}, testInfo) => {
  test.setTimeout(120_000);
  let postgres: TestPostgres | undefined;
  const servers: RunningServer[] = [];
  try {
    postgres = await startPostgres();
    const env = { DATABASE_URL: await postgres.createDatabase(), FORM_RATE_LIMIT: "3" };
    servers.push(await startServer({ port: await freePort(testInfo), env }));
    servers.push(await startServer({ port: await freePort(testInfo), env }));
    const tag = marker("shared-limit");
    let sent = 0;
    const post = async (server: RunningServer, visitor: string) => {
      const response = await fetch(`${server.url}/devis`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": visitor,
          Accept: "text/html",
        },
        body: formBody(quoteInput(`${tag}-${sent++}`)),
      });
      return { status: response.status, text: await response.text() };
    };
    const [first, second] = servers as [RunningServer, RunningServer];
    const visitor = "203.0.113.10";
    expect((await post(first, visitor)).status).toBe(200);
    expect((await post(second, visitor)).status).toBe(200);
    expect((await post(first, visitor)).status).toBe(200);
    const refused = await post(second, visitor);
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(formGuardCopy.rateLimited);
    // Another visitor behind the same proxy is not refused for the first one's posts.
    expect((await post(second, "198.51.100.20")).status).toBe(200);
  } finally {
    for (const server of servers) await server.stop();
    postgres?.stop();
  }
});
