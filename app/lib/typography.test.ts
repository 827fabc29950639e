import { describe, expect, it } from "vitest";
import { frenchSpaced, frenchSpacing } from "./typography.ts";

describe("French spacing of the owner's text", () => {
  it("binds ? ! ; : and « » to their word with a narrow no-break space", () => {
    expect(frenchSpacing("Une fuite ? Appelez : nous venons ; vite !")).toBe(
      "Une fuite\u202f? Appelez\u202f: nous venons\u202f; vite\u202f!",
    );
    expect(frenchSpacing("« Travail soigné »")).toBe("«\u202fTravail soigné\u202f»");
  });

  it("binds amounts and units to their number", () => {
    expect(frenchSpacing("Pose de fenêtre de toit, 10 450 €")).toBe("Pose de fenêtre de toit, 10\u00a0450\u00a0€");
    expect(frenchSpacing("50 % de 20 h à 8 h, 30 km, 20 m², 45 min, 7 ans")).toBe(
      "50\u00a0% de 20\u00a0h à 8\u00a0h, 30\u00a0km, 20\u00a0m², 45\u00a0min, 7\u00a0ans",
    );
  });

  it("leaves times, URLs, e-mail addresses, phone numbers and words alone, and changes nothing twice", () => {
    for (const text of ["08:00", "https://www.qualibat.com/", "contact@example.fr", "03 21 45 67 89", "10 hommes"]) {
      expect(frenchSpacing(text)).toBe(text);
    }
    const once = frenchSpacing("Fermé le 24 : urgences à 45 € ?");
    expect(frenchSpacing(once)).toBe(once);
  });

  it("spaces every string of a value and keeps its shape", () => {
    expect(frenchSpaced({ a: "Prix : 45 €", b: [1, "Vite !"], c: null, d: true })).toEqual({
      a: "Prix\u202f: 45\u00a0€",
      b: [1, "Vite\u202f!"],
      c: null,
      d: true,
    });
  });
});
