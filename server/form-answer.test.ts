import { describe, expect, it } from "vitest";
import { spliceFormAnswer } from "./form-answer.ts";

// The region's tag as the island writes it: its first attribute, then the one that starts it at first use.
const page = (footer: string, form: string) =>
  `<!DOCTYPE html><html><body><header>${footer}</header><main><div class="x"><div data-lead-form="" data-on-intent="">${form}</div></div></main><footer>${footer}</footer></body></html>`;

describe("a form's answer set into the published page", () => {
  it("keeps everything of the published page but the form region, which is the answer's", () => {
    const published = page(
      "Couvertures Martin",
      '<script type="application/json">{"a":"\\u003c/div>"}</script><form><div><input></div></form>',
    );
    const answer = page(
      "Toitures de la Gohelle",
      '<div role="alert">Indiquez votre nom.</div><form><div><div>x</div></div></form>',
    );
    expect(spliceFormAnswer(published, answer)).toBe(
      page("Couvertures Martin", '<div role="alert">Indiquez votre nom.</div><form><div><div>x</div></div></form>'),
    );
  });

  it("gives up when either page has no form region (an error page), so the answer goes out as it is", () => {
    expect(spliceFormAnswer(page("a", "<form></form>"), "<html><body><h1>Erreur</h1></body></html>")).toBeNull();
    expect(spliceFormAnswer("<html></html>", page("a", "<form></form>"))).toBeNull();
    expect(spliceFormAnswer(page("a", "<form></form>"), '<div data-lead-form=""><div>cut short')).toBeNull();
  });
});
