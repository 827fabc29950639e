import { siteEditorCopy } from "#app/content/site-editor.ts";
import { expect, test, viewports } from "#tests/support/fixtures.ts";
import { addOwner, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { startPostgres, type TestPostgres } from "#tests/support/postgres.mjs";
import { freePort, type RunningServer, startServer } from "#tests/support/server.ts";

const copy = siteEditorCopy;

/** The name in the footer of a server's home page, as a visitor's browser receives it (no JavaScript needed). */
async function footerOf(server: RunningServer): Promise<string> {
  const html = await (await fetch(`${server.url}/`, { headers: { "Accept-Encoding": "br, gzip" } })).text();
  return /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";
}

test.use({ viewport: viewports.phone });

test("a publication on one instance is served by the other within 10 seconds, and by an instance started after it", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
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
    testInfo.annotations.push({ type: "second instance", description: `${Date.now() - publishedAt} ms` });
    // The page is served at once with its gzip twin; its Brotli twin follows from the same render.
    const encodingOf = async () =>
      (await fetch(`${first.url}/tarifs`, { headers: { "Accept-Encoding": "br" } })).headers.get("content-encoding");
    await expect.poll(encodingOf, { timeout: 60_000 }).toBe("br");

    // A process started after the publication serves it from its first request.
    servers.push(await startServer({ port: await freePort(testInfo), env, timeoutMs: 60_000 }));
    expect(await footerOf(servers[2] as RunningServer)).toContain(name);
  } finally {
    for (const server of servers) await server.stop();
    postgres?.stop();
  }
});
