import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { completeCompany } from "#tests/support/quotes.ts";
import { acceptanceCompany, frozen, type SignedAcceptance } from "./acceptance.server.ts";
import { type AcceptanceDraft, liftDocument, signedDocument } from "./acceptance-document.ts";
import { renderAcceptancePdf } from "./acceptance-pdf.server.ts";

/** The PDF's text as pdftotext reads it, spaces of every kind folded into one. */
function pdfText(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf, encoding: "utf8" }).replace(
    /[\s\u00a0\u202f]+/g,
    " ",
  );
}

const draft: AcceptanceDraft = {
  version: 1,
  jobId: 3,
  company: acceptanceCompany(completeCompany()),
  client: { name: "Jeanne Martin", address: "3 rue des Lilas, 62300 Lens" },
  siteAddress: "3 rue des Lilas, 62300 Lens",
  works: {
    title: "Réfection de la gouttière",
    quoteNumber: "D-2026-0001",
    quoteDate: "2026-10-02",
    items: ["Dépose de la gouttière", "Zinc naturel"],
  },
  finishedOn: "2026-11-20",
};
const context = { address: "203.0.113.9", userAgent: "test", collectedBy: "Marc Dupont" };

function signed(reserves: { text: string; liftBy: string | null }[], lifted = false): SignedAcceptance {
  const document = signedDocument(
    draft,
    { name: "Jeanne Martin", reserves },
    { ...context, acceptedOn: "2026-11-23", at: "2026-11-23T13:05:00.000Z", where: "site" },
  );
  const { sha256 } = frozen(document);
  const lift = lifted
    ? liftDocument({ document, sha256 }, "Jeanne Martin", {
        ...context,
        liftedOn: "2026-12-10",
        at: "2026-12-10T09:30:00.000Z",
        where: "online",
      })
    : null;
  return {
    document,
    sha256,
    intact: true,
    signedAt: document.signature.at,
    signedWhere: "site",
    reservesCount: reserves.length,
    lift: lift && { document: lift, sha256: frozen(lift).sha256, intact: true, liftedAt: lift.signature.at },
  };
}

describe("the PV's PDF", () => {
  it("says the acceptance without reserve, its date, the works, the guarantees' end dates and its hash", async () => {
    const pv = signed([]);
    const pdf = await renderAcceptancePdf(pv);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const expected of [
      "Procès-verbal de réception des travaux",
      "Maître de l’ouvrage : Jeanne Martin",
      "Réception prononcée le 23 novembre 2026",
      "Les travaux sont reçus sans réserve.",
      "Selon le devis n° D-2026-0001 du 02/10/2026",
      "Travaux terminés le 20 novembre 2026",
      "– Zinc naturel",
      "Garantie de parfait achèvement (article 1792-6 du Code civil) : jusqu’au 23 novembre 2027",
      "Garantie biennale de bon fonctionnement (article 1792-3 du Code civil) : jusqu’au 23 novembre 2028",
      "Garantie décennale (articles 1792 et 1792-4-1 du Code civil) : jusqu’au 23 novembre 2036",
      "DEC-2026-0815",
      "Signé par Jeanne Martin, maître de l’ouvrage, le 23 novembre 2026 à 14:05.",
      "en présence de Marc Dupont pour l’entreprise",
      pv.sha256,
      "Page 1 / ",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("203.0.113.9");
  });

  it("lists the reserves with their deadlines, and once lifted the second signature and its hash", async () => {
    const pv = signed(
      [
        { text: "Solin à refixer côté cheminée", liftBy: "2026-12-15" },
        { text: "Gouttière à nettoyer", liftBy: null },
      ],
      true,
    );
    const text = pdfText(await renderAcceptancePdf(pv));
    expect(text).toContain("Les travaux sont reçus avec 2 réserves :");
    expect(text).toContain("1. Solin à refixer côté cheminée – à lever au plus tard le 15/12/2026");
    expect(text).toContain("2. Gouttière à nettoyer");
    expect(text).toContain("Réserves levées par Jeanne Martin le 10 décembre 2026 à 10:30.");
    expect(text).toContain(pv.lift?.sha256 ?? "missing");
    expect(text).not.toContain("sans réserve.");
  });
});
