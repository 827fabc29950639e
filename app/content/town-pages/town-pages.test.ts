import { describe, expect, it } from "vitest";
import { contentPaths } from "#app/content/pages.ts";
import { servicePath, serviceSlugs } from "#app/content/services.ts";
import { towns } from "#app/content/towns.ts";
import { DESCRIPTION_MAX, TITLE_MAX } from "#app/lib/seo.ts";
import { buildTownPage, type TownPageView } from "./index.ts";
import { lilleExtras } from "./lille.ts";
import { gallerySlots, localServices, ofTown } from "./shared.ts";
import { townTexts } from "./texts.ts";

const pages = towns.map((town) => buildTownPage(town.slug)!);

/** Product spec §2: the towns whose gallery shows all nine photos. */
const nineGalleryTowns = [
  "Loos-en-Gohelle",
  "Lens",
  "Liévin",
  "Lille",
  "Avion",
  "Méricourt",
  "Montigny-en-Gohelle",
  "Grenay",
  "Hénin-Beaumont",
  "Douai",
  "Arras",
  "Béthune",
  "Carvin",
];

/** Product spec §2: the towns that list their neighbouring communes. */
const neighbourTowns = [
  "Arras",
  "Béthune",
  "Carvin",
  "Harnes",
  "Courrières",
  "Noyelles-Godault",
  "Sin-le-Noble",
  "Wingles",
  "Dourges",
  "Sallaumines",
  "Oignies",
];

const allTownNames = [
  ...towns.map((town) => town.name),
  ...Object.values(townTexts).flatMap((text) => text.neighbours ?? []),
];

/** The about text with every town name blanked, so pages that only swap names would become equal. */
function withoutNames(page: TownPageView): string {
  let text = page.about.paragraphs.join(" ");
  for (const name of [...allTownNames].sort((a, b) => b.length - a.length)) text = text.replaceAll(name, "VILLE");
  return text.toLowerCase();
}

/** Word 4-grams: two texts that share a long run of words share many of them. */
function shingles(text: string): Set<string> {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const result = new Set<string>();
  for (let index = 0; index + 4 <= words.length; index += 1) result.add(words.slice(index, index + 4).join(" "));
  return result;
}

function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / Math.min(a.size, b.size);
}

describe("towns", () => {
  it("are the 21 towns, each with a unique ASCII slug and its own page text", () => {
    expect(towns).toHaveLength(21);
    const slugs = towns.map((town) => town.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(Object.keys(townTexts).sort()).toEqual([...slugs].sort());
  });

  it("have exactly one head office, Loos-en-Gohelle, and Lens at 20 min", () => {
    expect(towns.filter((town) => town.headOffice).map((town) => town.name)).toEqual(["Loos-en-Gohelle"]);
    expect(towns.find((town) => town.slug === "lens")?.interventionTime).toBe("20 min");
  });
});

describe("town page gallery", () => {
  it("shows nine photos for the first group and the first six for the others", () => {
    for (const town of towns) expect(town.galleryCount).toBe(nineGalleryTowns.includes(town.name) ? 9 : 6);
    for (const page of pages) {
      const town = towns.find((candidate) => candidate.slug === page.slug)!;
      expect(page.gallery.items.map((item) => item.id)).toEqual(
        gallerySlots.slice(0, town.galleryCount).map((slot) => slot.id),
      );
    }
  });

  it("labels the nine photos in the order", () => {
    expect(gallerySlots.map((slot) => slot.label)).toEqual([
      "Étanchéité",
      "Charpente",
      "Zinc",
      "Zinguerie",
      "Tuiles",
      "Ardoise",
      "Ardoise",
      "Façade",
      "Nettoyage",
    ]);
  });

  it("names the page's own town in every alt text and caption, and no other town", () => {
    for (const page of pages) {
      for (const item of page.gallery.items) {
        expect(item.alt).toContain(page.name);
        expect(item.caption).toContain(page.name);
        for (const other of towns.filter((town) => town.name !== page.name && !page.name.includes(town.name))) {
          expect(`${item.alt} ${item.caption}`).not.toContain(other.name);
        }
      }
    }
  });
});

describe("town page text", () => {
  it("has two or three paragraphs, an intro and three typical jobs per town", () => {
    for (const page of pages) {
      expect(page.about.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(page.about.paragraphs.length).toBeLessThanOrEqual(3);
      expect(page.hero.intro.length).toBeGreaterThan(60);
      expect(page.about.jobs).toHaveLength(3);
      for (const paragraph of page.about.paragraphs) expect(paragraph.length).toBeGreaterThan(200);
    }
  });

  it("never shares a paragraph, a typical job or an intro between two towns", () => {
    const seen = new Map<string, string>();
    for (const page of pages) {
      for (const text of [...page.about.paragraphs, ...page.about.jobs, page.hero.intro, page.about.exposure]) {
        expect(seen.get(text), `"${text.slice(0, 50)}…" of ${page.slug}`).toBeUndefined();
        seen.set(text, page.slug);
      }
    }
  });

  it("stays different between any two towns once the town names are blanked", () => {
    const texts = pages.map((page) => ({ slug: page.slug, text: withoutNames(page) }));
    const shingled = texts.map((entry) => ({ ...entry, shingles: shingles(entry.text) }));
    for (const [index, a] of shingled.entries()) {
      for (const b of shingled.slice(index + 1)) {
        expect(a.text, `${a.slug} vs ${b.slug}`).not.toBe(b.text);
        expect(similarity(a.shingles, b.shingles), `${a.slug} vs ${b.slug}`).toBeLessThan(0.1);
      }
    }
  });

  it("names its own town in the about text", () => {
    for (const page of pages) expect(page.about.paragraphs.join(" ")).toContain(page.name);
  });

  it("has a unique title of at most 60 characters and a unique description of at most 160", () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const page of pages) {
      expect(page.meta.title.length, page.meta.title).toBeLessThanOrEqual(TITLE_MAX);
      expect(page.meta.description.length, page.meta.description).toBeLessThanOrEqual(DESCRIPTION_MAX);
      expect(page.meta.description.length).toBeGreaterThan(100);
      expect(page.meta.title).toContain(page.name);
      expect(page.meta.description).toContain(page.name);
      titles.add(page.meta.title);
      descriptions.add(page.meta.description);
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  it("titles the hero 'Couvreur à {town}'", () => {
    for (const page of pages) expect(page.hero.title).toBe(`Couvreur à ${page.name}`);
  });
});

describe("town page services", () => {
  it("lists the twelve services, each linking to an existing page", () => {
    expect(localServices.map((service) => service.name)).toEqual([
      "Couverture Zinc",
      "Bac Acier",
      "Ardoise",
      "Charpente",
      "Étanchéité",
      "Urgence Fuite (24h/24)",
      "Désamiantage",
      "Maçonnerie",
      "Dallage",
      "Peinture Extérieure",
      "Traitement Façade",
      "Nettoyage Démoussage",
    ]);
    const servicePaths = serviceSlugs.map(servicePath);
    for (const page of pages) {
      expect(page.services.items).toHaveLength(localServices.length);
      for (const item of page.services.items) {
        expect(item.href === "/devis" || servicePaths.includes(item.href), item.href).toBe(true);
      }
    }
    const sealing = pages[0]!.services.items.find((item) => item.name === "Étanchéité");
    expect(sealing?.href).toBe("/devis");
  });

  it("gives three reasons naming the town or the guarantees", () => {
    for (const page of pages) {
      expect(page.why.items).toHaveLength(3);
      expect(page.why.items[0]!.text).toContain(page.name);
    }
  });
});

describe("neighbouring communes", () => {
  it("are listed on exactly the 11 towns", () => {
    const listed = pages.filter((page) => page.neighbours).map((page) => page.name);
    expect([...listed].sort()).toEqual([...neighbourTowns].sort());
    expect(
      towns
        .filter((town) => town.showsNeighbours)
        .map((town) => town.name)
        .sort(),
    ).toEqual([...neighbourTowns].sort());
  });

  it("link to the town page when the neighbour is one of our towns, and never to the page itself", () => {
    for (const page of pages) {
      for (const neighbour of page.neighbours?.items ?? []) {
        expect(neighbour.name).not.toBe(page.name);
        const ours = towns.find((town) => town.name === neighbour.name);
        if (ours) {
          expect(neighbour.href).toBe(`/villes/${ours.slug}`);
          expect(contentPaths).toContain(neighbour.href);
        } else {
          expect(neighbour.href).toBeUndefined();
        }
      }
    }
  });
});

describe("Lille page", () => {
  it("adds ten checkmarks, the ten neighbourhoods and postal code 59000", () => {
    expect(lilleExtras.services.items).toHaveLength(10);
    expect(lilleExtras.neighbourhoods.items.map((item) => item.name)).toEqual([
      "Vieux-Lille",
      "Wazemmes",
      "Fives",
      "Moulins",
      "Lille-Centre",
      "Saint-Maurice Pellevoisin",
      "Vauban-Esquermes",
      "Bois-Blancs",
      "Lille-Sud",
      "Faubourg de Béthune",
    ]);
    const lille = pages.find((page) => page.slug === "lille")!;
    expect(lille.hero.eyebrow).toContain("59000");
    expect(lille.lille).not.toBeNull();
    expect(pages.filter((page) => page.lille)).toHaveLength(1);
  });
});

describe("ofTown", () => {
  it("elides before a vowel or a mute h, not before an aspirated h", () => {
    expect(ofTown("Lens")).toBe("de Lens");
    expect(ofTown("Arras")).toBe("d’Arras");
    expect(ofTown("Oignies")).toBe("d’Oignies");
    expect(ofTown("Hénin-Beaumont")).toBe("d’Hénin-Beaumont");
    expect(ofTown("Harnes")).toBe("de Harnes");
  });
});

describe("buildTownPage", () => {
  it("returns nothing for an unknown or accented slug", () => {
    expect(buildTownPage("inconnue")).toBeUndefined();
    expect(buildTownPage("méricourt")).toBeUndefined();
  });
});
