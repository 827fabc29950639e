import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "#tests/support/fixtures.ts";

const run = promisify(execFile);
const buildClientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const vnuJar = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/**
 * The Nu checker's CSS parser predates parts of CSS that every current browser supports and Tailwind 4 emits in
 * the inline stylesheet: `@property` registrations, `margin-trim`, custom properties named in
 * `transition-property`, and CSS anchor positioning (`anchor-name`, `position-anchor`, `anchor()`), which places
 * the menus' popovers. Only those complaints are ignored; any other error, CSS included, fails the test.
 */
const outdatedCssParser = [
  /^CSS: “(anchor-name|position-anchor)”: Property “(anchor-name|position-anchor)” doesn't exist\.?$/,
  /^CSS: “(top|left)”: “anchor\((bottom|left)\)” is not a “(top|left)” value\.?$/,
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/,
  /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\.?$/,
];

interface NuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

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
  const scratch = await mkdtemp(path.join(tmpdir(), "nu-check-"));
  try {
    const served: string[] = [];
    for (const [name, url, status] of [
      ["not-found.html", "/cette-page-n-existe-pas", 404],
      ["realisations-zinc.html", "/realisations?service=zinc", 200],
    ] as const) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(status);
      const file = path.join(scratch, name);
      await writeFile(file, await response.text());
      served.push(file);
    }

    // A page known to be invalid proves that the checker ran and reports what it finds.
    const sentinel = path.join(scratch, "sentinel.html");
    await writeFile(sentinel, '<!DOCTYPE html><html lang="fr"><title>x</title><p><div></p>');

    // One Java start for every page: the checker takes seconds to start and milliseconds per page.
    const files = [...prerendered, ...served, sentinel];
    const { stderr } = await run(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", ...files],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
    const relevant = messages.filter((message) => !outdatedCssParser.some((pattern) => pattern.test(message.message)));
    expect(relevant.some((message) => message.url.endsWith("/sentinel.html"))).toBe(true);
    const errors = relevant
      .filter((message) => !message.url.endsWith("/sentinel.html"))
      .map((message) => `${message.url.replace(/^file:/, "")}: ${message.message} ${message.extract ?? ""}`.trim());
    expect(errors).toEqual([]);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
});
