import { afterAll, describe, expect, it } from "vitest";
import { buildContent } from "#app/services/site/build-content.server.ts";
import { templateCompanyValues } from "#tests/support/template-company.ts";
import { type EditableContent, type EditableSite, servePublication } from "./published.ts";

/**
 * The server's own process renders a client's quote, invoice and review pages, its error pages, e-mails and PDFs
 * from the content modules it loaded at start. Once it serves a publication, no value any module exports may
 * still be the template's: every derived label ("Appeler le …", the footer's claims, the services offered) must
 * follow the version served.
 */
const ownCompany: EditableSite = {
  ...buildContent().site,
  name: "Couvertures Lefèvre et Fils",
  shortName: "Couvertures Lefèvre",
  phone: { display: "03 21 67 89 10", e164: "+33321678910" },
  email: "contact@couvertures-lefevre.fr",
  address: { street: "8 rue Jean Jaurès", postalCode: "62300", city: "Lens" },
  legal: {
    form: "SARL",
    capital: "10 000 €",
    siret: "987 654 324 00019",
    rcs: "RCS Arras 987 654 324",
    vat: "FR 14 987 654 324",
    director: "Paul Lefèvre",
  },
  insurance: { insurer: "Mutuelle des Artisans du Nord", policyNumber: "DEC-2026-0815", coverage: "France" },
  qualifications: [],
  host: { name: "Hébergeur du Nord", address: "2 rue du Port, 59000 Lille", phone: "03 20 00 00 01" },
  mediator: { name: "Médiateur du bâtiment", address: "1 place de la Médiation, 75000 Paris", url: "https://m.fr" },
  hiddenServices: ["desamiantage"],
};

/** Every string reachable from `value`, with the path that reaches it. */
function* strings(value: unknown, path: string, seen: Set<unknown>): Generator<[string, string]> {
  if (typeof value === "string") {
    yield [path, value];
    return;
  }
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  seen.add(value);
  for (const [key, item] of Object.entries(value)) yield* strings(item, `${path}.${key}`, seen);
}

/** The build's editable values, each PLACEHOLDER replaced as an owner going live replaces it. */
function ownValues(site: EditableSite): EditableContent {
  const values = JSON.parse(JSON.stringify(buildContent()).replaceAll("PLACEHOLDER", "Valeur de l’entreprise"));
  return { ...values, site };
}

/** Where the word is the mark placeholders are found by, or the editor's explanation of it, not a template's value. */
const namesTheMark = [
  "./site-editor.ts:siteEditorCopy.readiness.placeholder",
  "../lib/placeholder.ts:PLACEHOLDER_MARK",
];

const contentModules = import.meta.glob<Record<string, unknown>>([
  "./**/*.ts",
  "../lib/**/*.ts",
  "!./**/*.test.ts",
  "!../lib/**/*.test.ts",
]);

afterAll(() => servePublication(null));

describe("a publication served by the server's own process", () => {
  it("reaches every value the content modules export, derived ones included", async () => {
    const modules = await Promise.all(
      Object.entries(contentModules).map(async ([file, load]) => [file, await load()] as const),
    );
    servePublication({
      version: 2,
      publishedAt: "2026-11-28T08:00:00.000Z",
      values: ownValues(ownCompany),
    });

    const leftovers: string[] = [];
    for (const [file, exports] of modules) {
      for (const [name, value] of Object.entries(exports)) {
        // The build's own values, kept to tell what the owner has not replaced yet.
        if (/^build[A-Z]/.test(name)) continue;
        for (const [path, text] of strings(value, `${file}:${name}`, new Set())) {
          const template = templateCompanyValues.find((templateValue) => text.includes(templateValue));
          if (template && !namesTheMark.includes(path)) leftovers.push(`${path} still says "${template}"`);
        }
      }
    }
    expect(leftovers).toEqual([]);
  });

  it("takes a service the owner hides off the lists, and back when a later version offers it again", async () => {
    // Read through the modules' namespaces: a destructured export would keep the value it had when read.
    const services = await import("./services.ts");
    const navigation = await import("./navigation.ts");
    servePublication({
      version: 3,
      publishedAt: "2026-11-28T09:00:00.000Z",
      values: ownValues(ownCompany),
    });
    expect(services.offeredServices.map((service) => service.slug)).not.toContain("desamiantage");
    expect(navigation.serviceLinks.map((link) => link.href)).not.toContain("/services/desamiantage");
    servePublication({
      version: 4,
      publishedAt: "2026-11-28T10:00:00.000Z",
      values: ownValues({ ...ownCompany, hiddenServices: [] }),
    });
    expect(services.offeredServices.map((service) => service.slug)).toContain("desamiantage");
  });
});
