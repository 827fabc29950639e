import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX, TITLE_MAX } from "#app/lib/seo.ts";
import { serviceSlugs } from "./services.ts";
import { site } from "./site.ts";
import { towns } from "./towns.ts";
import {
  responseBands,
  serviceDelays,
  townCountLabel,
  townsInBand,
  zoneCopy,
  zoneMapPoints,
  zoneMapReach,
} from "./zone.ts";

describe("zone page content", () => {
  it("says 20+ towns for the 21", () => {
    expect(towns).toHaveLength(21);
    expect(townCountLabel).toBe("20+");
    expect(zoneCopy.hero.stats[0]?.value).toContain("20+");
  });

  it("has the three contiguous distance bands up to the service radius", () => {
    expect(responseBands.map((band) => [band.fromKm, band.toKm, band.time])).toEqual([
      [0, 15, "30 min"],
      [15, 30, "45 min"],
      [30, 50, "1 h"],
    ]);
    expect(responseBands.at(-1)?.toKm).toBe(site.serviceRadiusKm);
  });

  it("puts every town in exactly one band", () => {
    const counted = responseBands.flatMap((band) => townsInBand(band).map((town) => town.slug));
    expect([...counted].sort()).toEqual(towns.map((town) => town.slug).sort());
  });

  it("lists six distinct services with a delay note each", () => {
    expect(serviceDelays).toHaveLength(6);
    expect(new Set(serviceDelays.map((entry) => entry.service)).size).toBe(6);
    for (const entry of serviceDelays) {
      expect(serviceSlugs).toContain(entry.service);
      expect(entry.delay.length).toBeGreaterThan(5);
    }
    expect(serviceDelays.find((entry) => entry.service === "urgence-fuite")?.delay).toContain("1 à 2 h");
  });

  it("has a title and description within the search-engine limits", () => {
    expect(zoneCopy.meta.title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(zoneCopy.meta.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });
});

describe("zone diagram", () => {
  it("places the head office at the centre and every town inside the 50 km ring", () => {
    const points = zoneMapPoints();
    expect(points).toHaveLength(towns.length);
    const centre = points.find((point) => point.headOffice)!;
    expect([centre.x, centre.y]).toEqual([0.5, 0.5]);
    for (const point of points) {
      expect(Math.hypot(point.x - 0.5, point.y - 0.5)).toBeLessThanOrEqual(zoneMapReach(site.serviceRadiusKm) + 0.001);
    }
  });

  it("keeps the order of distances and puts Lille to the north-east, Arras to the south", () => {
    expect(zoneMapReach(8)).toBeLessThan(zoneMapReach(20));
    const points = zoneMapPoints();
    const lille = points.find((point) => point.slug === "lille")!;
    const arras = points.find((point) => point.slug === "arras")!;
    expect(lille.x).toBeGreaterThan(0.5);
    expect(lille.y).toBeLessThan(0.5);
    expect(arras.y).toBeGreaterThan(0.5);
  });

  it("labels only towns that exist", () => {
    const names = towns.map((town) => town.name);
    for (const label of zoneCopy.bands.mapLabels) expect(names).toContain(label.name);
  });
});
