import { describe, expect, it } from "vitest";
import { directionsHref, mailtoHref, telHref } from "./contact-links.ts";

describe("one-tap links to a visitor", () => {
  it("dials a French number in its international form, and any other digits as typed", () => {
    expect(telHref("06 12 34 56 78")).toBe("tel:+33612345678");
    expect(telHref("+32 470 12 34 56")).toBe("tel:+32470123456");
    expect(telHref("javascript:alert(1)")).toBeNull();
    expect(telHref("")).toBeNull();
  });

  it("writes only to a plain address, never to one that carries headers", () => {
    expect(mailtoHref("jeanne@example.com", "Votre demande")).toBe("mailto:jeanne@example.com?subject=Votre%20demande");
    expect(mailtoHref("a@b.fr?bcc=victim@x.fr", "x")).toBeNull();
    expect(mailtoHref("pas une adresse", "x")).toBeNull();
  });

  it("opens directions to the address, encoded", () => {
    expect(directionsHref("12 rue des Mineurs, 62300 Lens")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=12%20rue%20des%20Mineurs%2C%2062300%20Lens",
    );
    expect(directionsHref("a&b=<c>")).toContain("a%26b%3D%3Cc%3E");
    expect(directionsHref("  ")).toBeNull();
  });
});
