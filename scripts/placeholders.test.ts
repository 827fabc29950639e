import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPlaceholders, goLiveWarning, placeholdersInSource } from "./placeholders.mjs";

const run = promisify(execFile);

const siteFixture = `
/** Every value marked PLACEHOLDER must be replaced: this header comment is not a placeholder. */
export const site = {
  // PLACEHOLDER: the company's real trading name.
  name: "Toitures Exemple",
  tagline: "Couvreur",
  legal: {
    siret: "PLACEHOLDER – SIRET",
    vat: "FR 12 345678901",
  },
  // PLACEHOLDER: the hosting provider (its strings say so themselves).
  host: { name: "PLACEHOLDER – hébergeur", phone: "01 02 03 04 05" },
  jobs: [
    { label: "Bâchage", amount: \`PLACEHOLDER – 000 €\` },
    { label: "Gouttières", amount: "120 €" },
  ],
} as const;
`;

const readyFixture = `
export const site = {
  name: "Toitures Exemple",
  // The owner's own number.
  phone: "03 21 00 00 00",
};
`;

describe("placeholdersInSource", () => {
  it("finds marked strings and fields under a PLACEHOLDER comment, with their field path and line", () => {
    expect(placeholdersInSource(siteFixture)).toEqual([
      { field: "site.name", line: 5, value: '"Toitures Exemple"' },
      { field: "site.legal.siret", line: 8, value: "PLACEHOLDER – SIRET" },
      { field: "site.host.name", line: 12, value: "PLACEHOLDER – hébergeur" },
      { field: "site.jobs[0].amount", line: 14, value: "PLACEHOLDER – 000 €" },
    ]);
  });

  it("finds nothing in content without the mark, comments about it included", () => {
    expect(placeholdersInSource(readyFixture)).toEqual([]);
    expect(
      placeholdersInSource("// Values marked PLACEHOLDER are listed by check-content.\nexport const a = 1;"),
    ).toEqual([]);
  });
});

describe("findPlaceholders and npm run check-content", () => {
  let root: string;
  const withPlaceholders = () => path.join(root, "with");
  const ready = () => path.join(root, "ready");

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "check-content-"));
    await mkdir(path.join(withPlaceholders(), "pages"), { recursive: true });
    await mkdir(ready(), { recursive: true });
    await writeFile(path.join(withPlaceholders(), "site.ts"), siteFixture);
    await writeFile(
      path.join(withPlaceholders(), "pages", "prices.ts"),
      'export const price = "PLACEHOLDER – 00 €";\n',
    );
    // Tests may quote placeholders: they are not content.
    await writeFile(path.join(withPlaceholders(), "site.test.ts"), 'const x = "PLACEHOLDER";\n');
    await writeFile(path.join(ready(), "site.ts"), readyFixture);
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("walks the folder, tests excluded, and names each file", async () => {
    const found = await findPlaceholders(withPlaceholders(), root);
    expect(found.map((placeholder) => `${placeholder.file}:${placeholder.line} ${placeholder.field}`)).toEqual([
      `${path.join("with", "pages", "prices.ts")}:1 price`,
      `${path.join("with", "site.ts")}:5 site.name`,
      `${path.join("with", "site.ts")}:8 site.legal.siret`,
      `${path.join("with", "site.ts")}:12 site.host.name`,
      `${path.join("with", "site.ts")}:14 site.jobs[0].amount`,
    ]);
  });

  it("exits 1 and lists them while placeholders remain", async () => {
    const failure = await run("node", ["scripts/check-content.mjs", withPlaceholders()]).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toContain("site.legal.siret");
    expect(failure?.stdout).toContain("5 placeholder(s)");
  });

  it("exits 0 once the content is complete", async () => {
    const { stdout } = await run("node", ["scripts/check-content.mjs", ready()]);
    expect(stdout).toContain("No placeholder left");
  });

  it("finds the placeholders of the real content, SIRET and prices among them", async () => {
    const fields = (await findPlaceholders(path.resolve("app/content"))).map((placeholder) => placeholder.field);
    expect(fields).toEqual(expect.arrayContaining(["site.legal.siret", "site.insurance.insurer", "site.name"]));
    expect(fields.some((field) => field.startsWith("pricesCopy."))).toBe(true);
  });
});

describe("the build's go-live warning", () => {
  it("is one line with the count for an https site with placeholders left", () => {
    const warning = goLiveWarning("https://www.example.fr", 34);
    expect(warning).toContain("34 placeholder(s)");
    expect(warning).toContain("npm run check-content");
    expect(warning).not.toContain("\n");
  });

  it("stays quiet for local and test builds, and once the content is complete", () => {
    expect(goLiveWarning(undefined, 34)).toBeNull();
    expect(goLiveWarning("http://localhost:3000", 34)).toBeNull();
    expect(goLiveWarning("https://www.example.fr", 0)).toBeNull();
  });
});
