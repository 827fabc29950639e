import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildStaleness } from "./build-freshness.js";

describe("buildStaleness", () => {
  let root = "";
  const serverBuild = () => path.join(root, "build/server/index.js");
  const touch = (file: string, secondsAgo: number) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, "x");
    const when = Date.now() / 1000 - secondsAgo;
    utimesSync(full, when, when);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "build-freshness-"));
    touch("app/routes/home.tsx", 300);
    touch("package-lock.json", 300);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("asks for a build when there is none", () => {
    expect(buildStaleness(root, serverBuild())).toBe("missing");
  });

  it("serves a build newer than every source", () => {
    touch("build/server/index.js", 60);
    expect(buildStaleness(root, serverBuild())).toBeNull();
  });

  it("rebuilds after a source changed, however deep in a folder", () => {
    touch("build/server/index.js", 60);
    touch("app/content/town-pages/lens.ts", 5);
    expect(buildStaleness(root, serverBuild())).toBe("outdated");
  });

  it("rebuilds after the dependencies changed", () => {
    touch("build/server/index.js", 60);
    touch("package-lock.json", 5);
    expect(buildStaleness(root, serverBuild())).toBe("outdated");
  });

  it("ignores files the build is not made from", () => {
    touch("build/server/index.js", 60);
    touch("tests/e2e/pages.spec.ts", 5);
    touch("README.md", 5);
    expect(buildStaleness(root, serverBuild())).toBeNull();
  });
});
