import { describe, expect, it } from "vitest";
import type { ProjectPhoto } from "#app/content/published.ts";
import { arrangePhotos } from "./project-photos.server.ts";

function photo(name: string, alt: string): ProjectPhoto {
  const src = `/photos/${name}-800.webp`;
  return { image: { src, width: 800, height: 600, srcSet: { avif: "", webp: `${src} 800w` } }, alt };
}

const [a, b, c] = [photo("a", "Avant"), photo("b", "Pendant"), photo("c", "Après")] as const;

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("a project's photos as the editor posts them", () => {
  it("takes the order and the descriptions posted", () => {
    const posted = form([
      ["photo", c.image.src],
      ["alt", "Le toit fini"],
      ["photo", a.image.src],
      ["alt", "Avant"],
      ["photo", b.image.src],
      ["alt", " Pendant "],
    ]);
    expect(arrangePhotos([a, b, c], posted)).toEqual({
      ok: true,
      photos: [{ ...c, alt: "Le toit fini" }, a, b],
    });
  });

  it("keeps a photo uploaded while the form was open, and ignores a forged or repeated source", () => {
    const posted = form([
      ["photo", b.image.src],
      ["alt", "Pendant"],
      ["photo", "/photos/etranger-800.webp"],
      ["alt", "Forgé"],
      ["photo", b.image.src],
      ["alt", "Encore"],
    ]);
    expect(arrangePhotos([a, b, c], posted)).toEqual({ ok: true, photos: [b, a, c] });
  });

  it("applies one move or one removal pressed without JavaScript, after the descriptions", () => {
    const all = (move: string) =>
      form([
        ["photo", a.image.src],
        ["alt", "Avant"],
        ["photo", b.image.src],
        ["alt", ""],
        ["photo", c.image.src],
        ["alt", "Après"],
        ["move", move],
      ]);
    // The photo being removed needs no description; the others do.
    expect(arrangePhotos([a, b, c], all("remove:1"))).toEqual({ ok: true, photos: [a, c] });
    const refused = arrangePhotos([a, b, c], all("up:2"));
    expect(refused.ok).toBe(false);
    expect(!refused.ok && Object.keys(refused.errors)).toEqual([`alt-${b.image.src}`]);
    const moved = arrangePhotos(
      [a, b, c],
      form([...all("up:2").entries()].map(([k, v]) => [k, k === "alt" && v === "" ? "Pendant" : String(v)])),
    );
    expect(moved.ok && moved.photos.map((entry) => entry.alt)).toEqual(["Avant", "Après", "Pendant"]);
    expect(arrangePhotos([a, b, c], form([["move", "up:0"]]))).toEqual({ ok: true, photos: [a, b, c] });
    expect(arrangePhotos([a, b, c], form([["move", "down:9"]]))).toEqual({ ok: true, photos: [a, b, c] });
  });
});
