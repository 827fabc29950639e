import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "#tests/support/fixtures.ts";
import { typographyProblems } from "#tests/support/typography.ts";

const buildClientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

/**
 * French typography on every page the build prerenders, and on the pages rendered on request (the 404 page, a
 * filtered portfolio): a narrow no-break space before ? ! ; : and inside « », a no-break space before a unit or
 * a currency. A publication's renders are checked by go-live.spec.ts, with the owner's text in them.
 */
test("every page binds French punctuation and units to their word", async ({ request }) => {
  const entries = await readdir(buildClientDir, { recursive: true, withFileTypes: true });
  const pages: Record<string, string> = {};
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    pages[path.relative(buildClientDir, file)] = await readFile(file, "utf8");
  }
  expect(Object.keys(pages).length, "prerendered pages in the build").toBeGreaterThan(30);
  for (const url of ["/cette-page-n-existe-pas", "/realisations?service=zinc"]) {
    pages[url] = await (await request.get(url)).text();
  }
  const problems = Object.entries(pages).flatMap(([page, html]) =>
    typographyProblems(html).map((problem) => `${page}: ${problem}`),
  );
  expect(problems).toEqual([]);
});

test("the checker reads text, not markup: URLs, times, JSON-LD, scripts and attributes pass; a plain space fails", () => {
  const clean =
    '<a href="https://example.fr/a?b=c">Ouvert de 8:00 à 18:00</a><script type="application/ld+json">{"a": "b : c"}</script>' +
    '<style>a :hover{}</style><p title="Prix : 45 €">Prix\u202f: 45\u00a0€</p>';
  expect(typographyProblems(clean)).toEqual([]);
  for (const wrong of ["Une fuite ?", "Prix : 45 €", "« Citation »", "20 m² de zinc", "10 000\u00a0€"]) {
    expect(typographyProblems(`<p>${wrong}</p>`), wrong).not.toEqual([]);
  }
});
