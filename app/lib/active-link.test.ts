import { describe, expect, it } from "vitest";
import { isActivePath } from "./active-link.ts";

describe("isActivePath", () => {
  it("marks home only on the exact root", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/contact", "/")).toBe(false);
    expect(isActivePath("/services/ardoise", "/")).toBe(false);
  });

  it("marks other entries by path prefix", () => {
    expect(isActivePath("/services/ardoise", "/services")).toBe(true);
    expect(isActivePath("/realisations", "/realisations")).toBe(true);
    expect(isActivePath("/realisations/", "/realisations")).toBe(true);
  });

  it("does not confuse a longer sibling path with a prefix", () => {
    expect(isActivePath("/contactez-nous", "/contact")).toBe(false);
    expect(isActivePath("/devis-express", "/devis")).toBe(false);
  });
});
