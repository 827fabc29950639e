import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { ServerRuntime } from "#app/services/runtime.server.ts";
import { expect, test } from "#tests/support/fixtures.ts";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

test("the build's public pages are exactly what the shared render function returns, so a re-render changes nothing", async () => {
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const { serverRuntime } = build.entry.module as unknown as { serverRuntime: ServerRuntime };
  expect(serverRuntime.publicPagePaths.length).toBeGreaterThan(30);
  for (const pathname of ["/", "/devis", "/services/couverture-zinc", "/villes/lille", "/realisations"]) {
    const rendered = await serverRuntime.renderPublicPage(build, pathname);
    expect(rendered.status, pathname).toBe(200);
    const onDisk = readFileSync(path.join(buildDir, "client", pathname, "index.html"), "utf8");
    expect(rendered.html === onDisk, `${pathname}: the written file is the function's output`).toBe(true);
    expect(rendered.html, pathname).toContain("<style>");
    expect(rendered.html, pathname).not.toContain('rel="stylesheet"');
  }
  await expect(serverRuntime.renderPublicPage(build, "//evil.example/")).rejects.toThrow(/not a path/);
  await expect(serverRuntime.renderPublicPage(build, "/sitemap.xml")).rejects.toThrow(/not a page/);
});
