import { describe, expect, it } from "vitest";
import { overlay } from "#app/content/published.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { vatForSiren } from "#app/lib/french-identifiers.ts";
import { countedServices } from "#app/lib/site-limits.ts";
import { buildContent } from "./build-content.server.ts";
import { isGoogleReviewUrl, siteSchema } from "./company-schema.server.ts";
import { formValues } from "./editor.server.ts";
import { companyFields, companyFromForm } from "./list-form.server.ts";
import { pricesSchema } from "./prices-schema.server.ts";
import { readiness } from "./readiness.server.ts";
import { announcementSchema } from "./schema.server.ts";
import { fieldErrors } from "./text-field.server.ts";

const labels = siteEditorCopy.labels;
const errors = siteEditorCopy.errors;

/** The company section as the form sends it: the phone as typed, every other value as a field. */
function companyForm(changes: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(companyFields(buildContent().site))) form.set(name, value);
  for (const [name, value] of Object.entries(changes)) form.set(name, value);
  return form;
}

function parseCompany(changes: Record<string, string> = {}) {
  return siteSchema.safeParse(companyFromForm(companyForm(changes)));
}

describe("the company's schema", () => {
  it("accepts the build's own values, placeholders included, so a first save never blocks the owner", () => {
    expect(parseCompany().success).toBe(true);
    expect(pricesSchema.safeParse(buildContent().prices).success).toBe(true);
  });

  it("normalises what the owner types: NFC, spaces, the phone's two forms, the SIRET and VAT groups", () => {
    const parsed = parseCompany({
      name: "  Couvertures  Lefe\u0300vre ",
      phone: "+33 3 21 45 67 89",
      "legal.siret": "73282932000074",
      "legal.vat": vatForSiren("732829320").toLowerCase(),
    });
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data.name).toBe("Couvertures Lefèvre");
    expect(parsed.data.name).toBe(parsed.data.name.normalize("NFC"));
    expect(parsed.data.phone).toEqual({ display: "03 21 45 67 89", e164: "+33321456789" });
    expect(parsed.data.legal.siret).toBe("732 829 320 00074");
    expect(parsed.data.legal.vat).toBe("FR 44 732 829 320");
  });

  it("names each refused field in French", () => {
    const parsed = parseCompany({
      name: "</script><script>alert(1)</script>",
      phone: "+44 20 7946 0958",
      email: "pas une adresse",
      "legal.siret": "73282932000075",
      "legal.director": "x".repeat(10_000),
      "mediator.url": "http://mediateur.example.fr",
      "qualifications.0.directory.url": "javascript:alert(1)",
      "host.name": "Hébergeur\u202e",
      "address.city": "",
      "openingHours.0.opens": "18:00",
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrors(parsed.error)).toMatchObject({
      name: errors.markup(labels.name),
      phone: errors.phone(labels.phone),
      email: errors.email(labels.email),
      "legal.siret": errors.siret(labels.siret),
      "legal.director": errors.tooLong(labels.director, 120),
      "mediator.url": errors.https(labels.mediatorUrl),
      "host.name": errors.control(labels.hostName),
      "address.city": errors.required(labels.city),
      "openingHours.0": errors.hours,
    });
  });

  it("refuses a VAT number that is not the SIRET's", () => {
    const parsed = parseCompany({ "legal.siret": "73282932000074", "legal.vat": "FR 40 123 456 789" });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrors(parsed.error)["legal.vat"]).toBe(errors.vatSiren(labels.vat));
  });

  it("reads only the fields of the section's shape", () => {
    const form = companyForm({ "legal.extra": "injecté", __proto__: "x" });
    const values = formValues({ legal: { siret: "" } }, form) as Record<string, unknown>;
    expect(values).toEqual({ legal: { siret: form.get("legal.siret") } });
  });

  it("accepts prices in euros and refuses anything else", () => {
    const prices = buildContent().prices;
    const priced = structuredClone(prices);
    priced.rates.lines[0] = { ...priced.rates.lines[0], amount: "45,00 €" } as (typeof priced.rates.lines)[0];
    expect(pricesSchema.safeParse(priced).success).toBe(true);
    priced.rates.lines[0] = { ...priced.rates.lines[0], amount: "quarante-cinq" } as (typeof priced.rates.lines)[0];
    const refused = pricesSchema.safeParse(priced);
    expect(refused.success).toBe(false);
    if (!refused.success) expect(fieldErrors(refused.error)["rates.lines.0.amount"]).toBe(errors.amount(labels.amount));
  });

  it("takes a flat price with its label and amount alone; the hourly rate keeps its unit and time counting", () => {
    const priced = structuredClone(buildContent().prices);
    const hourly = priced.rates.lines.findIndex((line) => line.id === "taux-horaire");
    priced.rates.lines.push({
      id: "fenetre-de-toit",
      icon: "labour",
      label: "Pose de fenêtre de toit",
      amount: "450 €",
      unit: "",
      detail: "",
    });
    const flat = pricesSchema.safeParse(priced);
    expect(flat.success, JSON.stringify(flat.error?.issues)).toBe(true);
    if (flat.success) expect(flat.data.rates.lines.at(-1)).toMatchObject({ unit: "", detail: "" });

    priced.rates.lines[hourly] = {
      ...priced.rates.lines[hourly],
      unit: "",
      detail: "",
    } as (typeof priced.rates.lines)[0];
    const refused = pricesSchema.safeParse(priced);
    expect(refused.success).toBe(false);
    if (!refused.success) {
      expect(fieldErrors(refused.error)).toMatchObject({
        [`rates.lines.${hourly}.unit`]: errors.required(labels.unit),
        [`rates.lines.${hourly}.detail`]: errors.required(labels.priceDetail),
      });
    }
  });

  it("keeps an announcement's last day today or later", () => {
    const schema = announcementSchema("2026-11-25");
    expect(schema.safeParse({ text: "Fermé le 26", endsOn: "2026-11-25" }).success).toBe(true);
    const past = schema.safeParse({ text: "Fermé le 26", endsOn: "2026-11-24" });
    expect(past.success).toBe(false);
    if (!past.success) expect(fieldErrors(past.error).endsOn).toBe(errors.pastDate(labels.announcementEnd));
  });
});

describe("the published values", () => {
  it("lay over the content files only where the files have a place for them", () => {
    const defaults = {
      name: "A",
      legal: { siret: "x" },
      list: [
        { a: 1, b: 1 },
        { a: 2, b: 2 },
      ],
      year: 2008 as number | null,
    };
    // A list is the owner's: as many entries as published, each keeping the keys it lacks from its rank's.
    expect(overlay(defaults, { name: "B", legal: { siret: "y", extra: "z" }, list: [{ a: 3 }], other: 1 })).toEqual({
      name: "B",
      legal: { siret: "y" },
      list: [{ a: 3, b: 1 }],
      year: 2008,
    });
    // Null is "none" (no founding year, a closed day), not "keep the build's".
    expect(overlay(defaults, { year: null }).year).toBeNull();
    expect(overlay(defaults, undefined)).toBe(defaults);
    expect(overlay({ n: "text" }, { n: 5 })).toEqual({ n: "text" });
  });
});

describe("the owner's figures and Google review page (decision 031)", () => {
  it("takes the Google review page only as https on a Google address, or empty", () => {
    for (const url of [
      "https://g.page/r/CeXaMpLe123/review",
      "https://search.google.com/local/writereview?placeid=ChIJ123",
      "https://www.google.com/maps/place/Toitures/@50.45,2.79",
      "https://www.google.fr/maps/place/Toitures",
      "https://maps.app.goo.gl/AbCdEf",
    ]) {
      expect(isGoogleReviewUrl(url), url).toBe(true);
      expect(parseCompany({ googleReviewUrl: url }).success, url).toBe(true);
    }
    for (const url of [
      "http://g.page/r/x/review",
      "https://g.page.evil.example/review",
      "https://google.com.evil.example/maps",
      "https://www.google.com/search?q=toitures",
      "https://user:pass@g.page/r/x",
      "https://example.com/maps",
      "javascript:alert(1)",
    ]) {
      expect(isGoogleReviewUrl(url), url).toBe(false);
    }
    const refused = parseCompany({ googleReviewUrl: "https://example.com/avis" });
    expect(refused.success || fieldErrors(refused.error)).toEqual({ googleReviewUrl: errors.googleReviewUrl });
    const empty = parseCompany({ googleReviewUrl: "" });
    expect(empty.success && empty.data.googleReviewUrl).toBe("");
  });

  it("takes each job count as a whole number the owner states, an empty one as none", () => {
    const parsed = parseCompany({ "completedJobs.ardoise": "1 200", "completedJobs.charpente": "" });
    expect(parsed.success && parsed.data.completedJobs).toMatchObject({ ardoise: 1200, charpente: null });
    for (const value of ["0", "-3", "12,5", "beaucoup", "1000001"]) {
      const refused = parseCompany({ "completedJobs.ardoise": value });
      expect(refused.success, value).toBe(false);
    }
  });

  it("lists each offered service's missing count before going live, and none once stated or hidden", () => {
    const document = buildContent();
    const missing = () =>
      readiness(document)
        .filter((item) => item.field.startsWith("completedJobs."))
        .map((item) => item.field);
    expect(missing()).toEqual(countedServices.map((slug) => `completedJobs.${slug}`));
    document.site.completedJobs.ardoise = 80;
    document.site.hiddenServices = ["desamiantage"];
    expect(missing()).not.toContain("completedJobs.ardoise");
    expect(missing()).not.toContain("completedJobs.desamiantage");
    expect(missing()).toHaveLength(countedServices.length - 2);
  });
});
