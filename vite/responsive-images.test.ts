import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { defaultCacheDir, responsiveImagePrefix, responsiveImages } from "./responsive-images.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..");

describe("where encoded photos are kept", () => {
  it("is the user's cache folder by default, outside the clone, so a fresh clone finds them encoded", () => {
    const folder = defaultCacheDir({});
    expect(folder).toBe(path.join(homedir(), ".cache", "couvreur-responsive-images"));
    expect(path.relative(repositoryRoot, folder).startsWith("..")).toBe(true);
  });

  it("follows an absolute XDG_CACHE_HOME and ignores a relative one, as the XDG base directories say", () => {
    expect(defaultCacheDir({ XDG_CACHE_HOME: "/var/cache/ci" })).toBe("/var/cache/ci/couvreur-responsive-images");
    expect(defaultCacheDir({ XDG_CACHE_HOME: "cache" })).toBe(defaultCacheDir({}));
  });

  it("is RESPONSIVE_IMAGES_CACHE when set, before anything else", () => {
    expect(defaultCacheDir({ RESPONSIVE_IMAGES_CACHE: "/srv/photos-cache", XDG_CACHE_HOME: "/var/cache/ci" })).toBe(
      "/srv/photos-cache",
    );
  });
});

interface HookContext {
  addWatchFile: (file: string) => void;
  error: (message: string) => never;
}
interface Hooks {
  resolveId: (this: HookContext, id: string) => Promise<string>;
  load: (this: HookContext, id: string) => Promise<string>;
}
const context: HookContext = {
  addWatchFile: () => {},
  error: (message) => {
    throw new Error(message);
  },
};

/** What a build gets for `import photo from "responsive-image:<name>"`: the encoded files the module imports. */
async function encodedFiles(cacheDir: string, sourceDir: string, name: string): Promise<string[]> {
  const hooks = responsiveImages({ sourceDir, cacheDir }) as unknown as Hooks;
  const id = await hooks.resolveId.call(context, `${responsiveImagePrefix}${name}`);
  const code = await hooks.load.call(context, id);
  return [...code.matchAll(/from "([^"]+)\?url&no-inline"/g)].map((match) => match[1] as string);
}

describe("a cache shared by builds and test runs", () => {
  let folder = "";
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("builds encoding the same photo at once each get whole files, and the next build encodes nothing", async () => {
    folder = mkdtempSync(path.join(tmpdir(), "responsive-images-"));
    const sourceDir = path.join(folder, "source");
    const cacheDir = path.join(folder, "cache");
    mkdirSync(sourceDir);
    await sharp({ create: { width: 160, height: 100, channels: 3, background: "#8a5a44" } })
      .png()
      .toFile(path.join(sourceDir, "toit.png"));

    const builds = await Promise.all(Array.from({ length: 6 }, () => encodedFiles(cacheDir, sourceDir, "toit")));
    const first = builds[0] ?? [];
    for (const build of builds) expect(build).toEqual(first);
    expect(first.map((file) => path.extname(file)).sort()).toEqual([".avif", ".jpg", ".webp"]);
    for (const file of first) {
      const { width, height } = await sharp(file).metadata();
      expect({ file, width, height }).toEqual({ file, width: 160, height: 100 });
    }
    const folderOfPhoto = path.dirname(first[0] as string);
    expect(readdirSync(folderOfPhoto).sort()).toEqual(first.map((file) => path.basename(file)).sort());

    const written = first.map((file) => statSync(file).mtimeMs);
    expect(await encodedFiles(cacheDir, sourceDir, "toit")).toEqual(first);
    expect(first.map((file) => statSync(file).mtimeMs)).toEqual(written);
  });
});
