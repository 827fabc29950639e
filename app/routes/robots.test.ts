import { describe, expect, it } from "vitest";
import { absoluteUrl } from "#app/lib/seo.ts";
import { loader } from "./robots.ts";

describe("robots.txt", () => {
  it("allows every crawler but keeps it out of the owner's space, and announces the absolute sitemap URL, as plain text", async () => {
    const response = loader();
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /pro");
    expect(lines).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
    expect(absoluteUrl("/sitemap.xml")).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
  });
});
