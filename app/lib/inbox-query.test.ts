import { describe, expect, it } from "vitest";
import { inboxQuery, noFilters, parseInboxQuery } from "./inbox-query.ts";

describe("the inbox's URL", () => {
  it("reads every filter and the page, and writes them back the same", () => {
    const url = "?q=Dupr%C3%A9&statut=a_rappeler&type=devis&service=Zinguerie&ville=Li%C3%A9vin&page=3";
    const parsed = parseInboxQuery(new URLSearchParams(url));
    expect(parsed).toEqual({
      filters: { search: "Dupré", status: "a_rappeler", kind: "devis", service: "Zinguerie", town: "Liévin" },
      page: 3,
    });
    expect(inboxQuery(parsed.filters, parsed.page)).toBe(url);
    expect(inboxQuery(noFilters)).toBe("");
  });

  it("ignores unknown statuses and kinds, blank values and bad pages, and bounds free text", () => {
    const parsed = parseInboxQuery(
      new URLSearchParams({ statut: "supprimee", type: "x", q: "  ", ville: "x".repeat(500), page: "-2" }),
    );
    expect(parsed.filters).toEqual({ ...noFilters, town: "x".repeat(200) });
    expect(parsed.page).toBe(1);
    expect(parseInboxQuery(new URLSearchParams("page=1e9")).page).toBe(1);
  });
});
