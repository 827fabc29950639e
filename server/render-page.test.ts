import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./render-page.ts";

const page = (head: string) =>
  `<!DOCTYPE html><html lang="fr"><head>${head}</head><body><main>Bonjour</main></body></html>`;

describe("the stylesheet inline", () => {
  it("replaces React Router's link by a style element with the file's content, once per file read", async () => {
    const read: string[] = [];
    const html = await inlineStylesheets(
      page('<link rel="stylesheet" href="/assets/root-A.css"/><link rel="stylesheet" href="/assets/root-A.css#"/>'),
      async (href) => {
        read.push(href);
        return "body{color:red}";
      },
    );
    expect(html).toBe(page("<style>body{color:red}</style><style>body{color:red}</style>"));
    expect(read).toEqual(["/assets/root-A.css"]);
  });

  it("answers null when the page links no stylesheet, so the build stops instead of shipping it unstyled", async () => {
    expect(await inlineStylesheets(page(""), async () => "")).toBeNull();
  });

  it("refuses a stylesheet that would close the style element", async () => {
    await expect(
      inlineStylesheets(page('<link rel="stylesheet" href="/assets/x.css"/>'), async () => "a{}</style><script>"),
    ).rejects.toThrow(/cannot be inlined/);
  });
});
