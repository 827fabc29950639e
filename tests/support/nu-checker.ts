import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const vnuJar = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/**
 * The Nu checker's CSS parser predates parts of CSS that every current browser supports and Tailwind 4 emits in
 * the inline stylesheet: `@property` registrations, `margin-trim`, custom properties named in
 * `transition-property`, and CSS anchor positioning (`anchor-name`, `position-anchor`, `anchor()`), which places
 * the menus' popovers. Only those complaints are ignored; any other error, CSS included, counts.
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

/**
 * The W3C Nu checker's errors for HTML files and for pages given as text (name → HTML), one line each. A page
 * known to be invalid goes with them and must be reported, which proves the checker ran and reads what it is given.
 * One Java start for every page: the checker takes seconds to start and milliseconds per page.
 */
export async function nuErrors(files: string[], pages: Record<string, string> = {}): Promise<string[]> {
  const scratch = await mkdtemp(path.join(tmpdir(), "nu-check-"));
  try {
    const written: string[] = [];
    for (const [name, html] of Object.entries(pages)) {
      const file = path.join(scratch, `${name}.html`);
      await writeFile(file, html);
      written.push(file);
    }
    const sentinel = path.join(scratch, "sentinel.html");
    await writeFile(sentinel, '<!DOCTYPE html><html lang="fr"><title>x</title><p><div></p>');
    const { stderr } = await run(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", ...files, ...written, sentinel],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
    const relevant = messages.filter((message) => !outdatedCssParser.some((pattern) => pattern.test(message.message)));
    if (!relevant.some((message) => message.url.endsWith("/sentinel.html"))) {
      throw new Error("the Nu checker did not report the invalid sentinel page: it did not check anything");
    }
    return relevant
      .filter((message) => !message.url.endsWith("/sentinel.html"))
      .map((message) => `${message.url.replace(/^file:/, "")}: ${message.message} ${message.extract ?? ""}`.trim());
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
