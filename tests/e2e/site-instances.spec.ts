import { loadavg } from "node:os";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { expect, test, viewports } from "#tests/support/fixtures.ts";
import { addOwner, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { startPostgres, type TestPostgres } from "#tests/support/postgres.mjs";
import { freePort, type RunningServer, startServer } from "#tests/support/server.ts";

const copy = siteEditorCopy;

/** The footer of a server's page, as a visitor's browser receives it (no JavaScript needed). */
async function footerOf(server: RunningServer, path = "/"): Promise<string> {
  const html = await (await fetch(`${server.url}${path}`, { headers: { "Accept-Encoding": "br, gzip" } })).text();
  return /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";
}

/** What a server said of the published set it serves: rendered there, or loaded as another instance stored it. */
function setLines(server: RunningServer): string[] {
  return server.output().match(/^.*site: version \d+ (?:rendered|served|Brotli).*$/gm) ?? [];
}

test.use({ viewport: viewports.phone });

test("a publication on one instance is served by the other within 10 seconds, and by an instance started after it, none of them rendering it again", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  let postgres: TestPostgres | undefined;
  const servers: RunningServer[] = [];
  try {
    postgres = await startPostgres();
    const env = { DATABASE_URL: await postgres.createDatabase() };
    servers.push(await startServer({ port: await freePort(testInfo), env }));
    servers.push(await startServer({ port: await freePort(testInfo), env }));
    const [first, second] = servers as [RunningServer, RunningServer];
    const email = ownerEmail("instances");
    const password = ownerPassword();
    await addOwner(email, password, env);

    const name = `Toitures Durand ${Date.now().toString(36)}`;
    await logIn(page, email, password, "/pro/site/entreprise", first.url);
    await page.getByLabel(copy.labels.name, { exact: true }).fill(name);
    await page.getByRole("button", { name: copy.save }).click();
    await expect(page.getByText(copy.saved)).toBeVisible();
    await page.goto(`${first.url}/pro/site`);
    expect(await footerOf(second)).not.toContain(name);
    await page.getByRole("button", { name: copy.draft.publish, exact: true }).click();
    await expect(page.getByText(copy.draft.published(2))).toBeVisible({ timeout: 60_000 });
    const publishedAt = Date.now();

    expect(await footerOf(first)).toContain(name);
    await expect.poll(() => footerOf(second), { timeout: 10_000, intervals: [250] }).toContain(name);
    const delay = Date.now() - publishedAt;
    // The second instance loaded the set the first one rendered and stored: it rendered nothing itself.
    expect(second.output()).toMatch(/site: version 2 served from the stored set/);
    expect(second.output()).not.toMatch(/site: version 2 rendered/);
    // An address the site does not have answers the published 404 page.
    const missing = await fetch(`${second.url}/nulle-part`);
    expect(missing.status).toBe(404);
    expect(await footerOf(second, "/nulle-part")).toContain(name);

    // Every page is served at once with its gzip twin; the Brotli twins follow in the background. A twin is told
    // from the compression middleware's on-the-fly Brotli by its validator, which names the twin's encoding.
    const brotliTwinOf = (server: RunningServer) => async () =>
      (await fetch(`${server.url}/tarifs`, { headers: { "Accept-Encoding": "br" } })).headers.get("etag");
    await expect.poll(brotliTwinOf(first), { timeout: 120_000, intervals: [1_000] }).toMatch(/-br"$/);
    await expect.poll(brotliTwinOf(second), { timeout: 120_000, intervals: [1_000] }).toMatch(/-br"$/);

    // A process started after the publication loads the set before it listens, and serves it from its first request.
    servers.push(await startServer({ port: await freePort(testInfo), env, timeoutMs: 60_000 }));
    const third = servers[2] as RunningServer;
    expect(await footerOf(third)).toContain(name);
    expect(third.output()).toMatch(/site: version 2 served from the stored set/);

    // The figures of this run, for the decision record: the set's render, its size, and each load.
    console.log(
      [
        `second instance served version 2 after ${delay} ms (load average ${loadavg()[0]?.toFixed(1)})`,
        ...setLines(first).map((line) => `first: ${line}`),
        ...setLines(second).map((line) => `second: ${line}`),
        ...setLines(third).map((line) => `third: ${line}`),
      ].join("\n"),
    );
  } finally {
    for (const server of servers) await server.stop();
    postgres?.stop();
  }
});
