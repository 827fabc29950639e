import { describe, expect, it } from "vitest";
import { buildSite } from "#app/content/site.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { buildContent, upgradeDocument } from "./build-content.server.ts";
import { siteSchema } from "./company-schema.server.ts";
import { companyFields, companyFromForm } from "./list-form.server.ts";
import { fieldErrors } from "./text-field.server.ts";

/** "L'entreprise" as the form sends it, with the VAT regime the owner picked (decision 041). */
function parseWithRegime(vatRegime: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(companyFields(buildContent().site))) form.set(name, value);
  form.set("vatRegime", vatRegime);
  return siteSchema.safeParse(companyFromForm(form));
}

describe("the company's VAT regime", () => {
  it("takes each regime of the list, and shows the build's in the form", () => {
    expect(companyFields(buildContent().site).vatRegime).toBe("simplifie");
    for (const regime of ["reel-normal-mensuel", "reel-normal-trimestriel", "simplifie", "franchise"]) {
      const parsed = parseWithRegime(regime);
      expect(parsed.success && parsed.data.vatRegime).toBe(regime);
    }
  });

  it("refuses anything else with a French error on the field, an empty choice included", () => {
    const message = siteEditorCopy.errors.vatRegime(siteEditorCopy.labels.vatRegime);
    expect(message).toBe("«\u202fRégime de TVA\u202f»\u202f: choisissez un des régimes de la liste.");
    for (const value of ["", "mensuel", "Réel normal mensuel", "<script>"]) {
      const parsed = parseWithRegime(value);
      expect(parsed.success || fieldErrors(parsed.error), value).toEqual({ vatRegime: message });
    }
  });

  it("gives a version published before the field the build's regime", () => {
    const { vatRegime: _absent, ...older } = buildContent().site;
    const stored = { ...buildContent(), site: { ...older, name: "Toitures Dupont" } };
    const upgraded = upgradeDocument(stored as ReturnType<typeof buildContent>);
    expect(upgraded.site.vatRegime).toBe(buildSite.vatRegime);
    expect(upgraded.site.name).toBe("Toitures Dupont");
    const chosen = upgradeDocument({ ...buildContent(), site: { ...buildContent().site, vatRegime: "franchise" } });
    expect(chosen.site.vatRegime).toBe("franchise");
  });
});
