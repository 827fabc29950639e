import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "#tests/support/fixtures.ts";
import { nuErrors } from "#tests/support/nu-checker.ts";

const buildClientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test("every page is valid HTML for the W3C Nu checker", async ({ request }) => {
  test.setTimeout(180_000);
  const prerendered = await htmlFiles(buildClientDir);
  expect(prerendered.length, "prerendered pages in the build").toBeGreaterThan(30);

  // Pages rendered on request, not in the build: the 404 page and a filtered portfolio.
  const served: Record<string, string> = {};
  for (const [name, url, status] of [
    ["not-found", "/cette-page-n-existe-pas", 404],
    ["realisations-zinc", "/realisations?service=zinc", 200],
  ] as const) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(status);
    served[name] = await response.text();
  }
  expect(await nuErrors(prerendered, served)).toEqual([]);
});
