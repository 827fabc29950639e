import { describe, expect, it } from "vitest";
import { isPersonOpening } from "./quote-view.server.ts";

const link = "https://www.example.fr/d/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
const phone =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const navigation = { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", "Sec-Fetch-Site": "none" };

describe("isPersonOpening", () => {
  it("counts a phone's browser opening the link", () => {
    expect(isPersonOpening(new Request(link, { headers: { ...navigation, "User-Agent": phone } }))).toBe(true);
  });

  it("does not count a mail service's fetch, which sends no Fetch Metadata", () => {
    expect(isPersonOpening(new Request(link, { headers: { "User-Agent": phone } }))).toBe(false);
    expect(isPersonOpening(new Request(link, { headers: { "User-Agent": "node" } }))).toBe(false);
  });

  it("does not count a crawler that runs a browser, nor a preview fetched as an image or by a script", () => {
    const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    expect(isPersonOpening(new Request(link, { headers: { ...navigation, "User-Agent": crawler } }))).toBe(false);
    const preview = "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)";
    expect(isPersonOpening(new Request(link, { headers: { ...navigation, "User-Agent": preview } }))).toBe(false);
    const asImage = { ...navigation, "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image", "User-Agent": phone };
    expect(isPersonOpening(new Request(link, { headers: asImage }))).toBe(false);
  });

  it("does not count a HEAD or a form's POST (the acceptance is its own event)", () => {
    const headers = { ...navigation, "User-Agent": phone };
    expect(isPersonOpening(new Request(link, { method: "HEAD", headers }))).toBe(false);
    expect(isPersonOpening(new Request(link, { method: "POST", headers, body: "x" }))).toBe(false);
  });
});
