import { describe, expect, it } from "vitest";
import { jobAcceptanceCopy } from "#app/content/job-acceptance.ts";
import { sha256Hex } from "#app/services/billing/documents/document-store.server.ts";
import { frozen } from "./acceptance.server.ts";
import {
  type AcceptanceDraft,
  acceptanceState,
  guaranteeEnds,
  liftDocument,
  parseSigning,
  signedDocument,
  yearsAfter,
} from "./acceptance-document.ts";

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

const draft: AcceptanceDraft = {
  version: 1,
  jobId: 7,
  company: {
    name: "Toitures Lefèvre",
    phone: "03 21 00 00 00",
    email: "contact@example.fr",
    address: { street: "1 rue du Toit", postalCode: "62300", city: "Lens", region: "Hauts-de-France", country: "FR" },
    legal: { form: "SARL", capital: "10 000 €", siret: "x", rcs: "x", vat: "x", director: "Paul Lefèvre" },
    insurance: { insurer: "Mutuelle", policyNumber: "DEC-1", coverage: "France métropolitaine" },
    mediator: { name: "M", address: "A", url: "https://m.example.fr" },
  },
  client: { name: "Jeanne Martin", address: "3 rue des Lilas, 62300 Lens" },
  siteAddress: "3 rue des Lilas, 62300 Lens",
  works: { title: "Réfection de la gouttière", quoteNumber: "D-2026-0001", quoteDate: "2026-10-02", items: ["Zinc"] },
  finishedOn: "2026-11-23",
};

const context = { address: "203.0.113.9", userAgent: "Test", collectedBy: "Marc Dupont" };

describe("the guarantees' end dates", () => {
  it("run one, two and ten years from the acceptance, to the same day of the month", () => {
    expect(guaranteeEnds("2026-11-23")).toEqual({
      parfaitAchevement: "2027-11-23",
      biennale: "2028-11-23",
      decennale: "2036-11-23",
    });
  });

  it("end on 28 February for an acceptance of 29 February, and on 29 February when that year has one", () => {
    expect(yearsAfter("2028-02-29", 1)).toBe("2029-02-28");
    expect(yearsAfter("2028-02-29", 4)).toBe("2032-02-29");
    expect(guaranteeEnds("2028-02-29").decennale).toBe("2038-02-28");
    expect(yearsAfter("2026-12-31", 1)).toBe("2027-12-31");
  });
});

describe("the signed document", () => {
  it("freezes the draft with the decision, the guarantees and the sentence ticked, and hashes its exact text", () => {
    const document = signedDocument(
      draft,
      { name: "Jeanne Martin", reserves: [{ text: "Solin à refixer", liftBy: "2026-12-15" }] },
      { ...context, acceptedOn: "2026-11-23", at: "2026-11-23T14:05:00.000Z", where: "site" },
    );
    expect(document).toMatchObject({
      acceptedOn: "2026-11-23",
      guarantees: { parfaitAchevement: "2027-11-23" },
      signature: { name: "Jeanne Martin", where: "site", collectedBy: "Marc Dupont" },
    });
    expect(document.signature.statement).toBe(jobAcceptanceCopy.statements.avec);
    const { json, sha256 } = frozen(document);
    expect(JSON.parse(json)).toEqual(document);
    expect(sha256).toBe(sha256Hex(Buffer.from(json, "utf8")));
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    // One character more, another fingerprint.
    expect(frozen({ ...document, acceptedOn: "2026-11-24" }).sha256).not.toBe(sha256);
  });

  it("names no team member for a signature online, and the lifting names the PV it lifts by its hash", () => {
    const online = signedDocument(
      draft,
      { name: "Jeanne Martin", reserves: [] },
      { ...context, acceptedOn: "2026-11-23", at: "2026-11-23T14:05:00.000Z", where: "online" },
    );
    expect(online.signature).toMatchObject({ collectedBy: null, statement: jobAcceptanceCopy.statements.sans });
    const lift = liftDocument({ document: online, sha256: "a".repeat(64) }, "Jeanne Martin", {
      ...context,
      liftedOn: "2026-12-10",
      at: "2026-12-10T09:00:00.000Z",
      where: "online",
    });
    expect(lift).toMatchObject({ jobId: 7, acceptanceSha256: "a".repeat(64), liftedOn: "2026-12-10" });
    expect(lift.signature.statement).toBe(jobAcceptanceCopy.statements.lift);
  });

  it("says where the PV stands", () => {
    expect(acceptanceState(null)).toBe("a_signer");
    expect(acceptanceState({ reservesCount: 0, liftedAt: null })).toBe("sans_reserve");
    expect(acceptanceState({ reservesCount: 2, liftedAt: null })).toBe("avec_reserves");
    expect(acceptanceState({ reservesCount: 2, liftedAt: "2026-12-10T09:00:00.000Z" })).toBe("reserves_levees");
  });
});

describe("the signing form", () => {
  const today = "2026-11-23";
  const errors = jobAcceptanceCopy.errors;

  it("takes a signature without reserve, the name cleaned of control characters", () => {
    const parsed = parseSigning(
      form([
        ["choice", "sans"],
        ["reserve", ""],
        ["liftBy", ""],
        ["name", " Jeanne\u0000  Martin\u202e "],
        ["accord", "on"],
      ]),
      today,
    );
    expect(parsed).toEqual({ ok: true, signing: { name: "Jeanne Martin", reserves: [] } });
  });

  it("takes reserves with and without a deadline, in their order, skipping empty rows", () => {
    const parsed = parseSigning(
      form([
        ["choice", "avec"],
        ["reserve", "Solin à refixer"],
        ["liftBy", "2026-12-15"],
        ["reserve", ""],
        ["liftBy", ""],
        ["reserve", "Gouttière à nettoyer"],
        ["liftBy", ""],
        ["name", "Jeanne Martin"],
        ["accord", "on"],
      ]),
      today,
    );
    expect(parsed).toEqual({
      ok: true,
      signing: {
        name: "Jeanne Martin",
        reserves: [
          { text: "Solin à refixer", liftBy: "2026-12-15" },
          { text: "Gouttière à nettoyer", liftBy: null },
        ],
      },
    });
  });

  it("refuses a contradiction, a missing signature and bad deadlines, giving the words back", () => {
    const contradiction = parseSigning(
      form([
        ["choice", "sans"],
        ["reserve", "Solin"],
        ["liftBy", "2028-01-01"],
        ["reserve", ""],
        ["liftBy", "2026-12-01"],
        ["name", "J"],
      ]),
      today,
    );
    expect(contradiction.ok).toBe(false);
    if (contradiction.ok) return;
    expect(contradiction.errors).toEqual({
      name: errors.name,
      accord: errors.accord,
      choice: errors.reservesWithoutChoice,
      "liftBy-0": errors.liftBy(1, "23/11/2027"),
      "liftBy-1": errors.liftByWithoutReserve(2),
    });
    expect(contradiction.values.reserves[0]).toEqual({ text: "Solin", liftBy: "2028-01-01" });

    const empty = parseSigning(
      form([
        ["choice", "avec"],
        ["name", "Jeanne Martin"],
        ["accord", "on"],
      ]),
      today,
    );
    expect(empty.ok || empty.errors).toEqual({ choice: errors.noReserve });
    const forged = parseSigning(
      form([
        ["choice", "<script>"],
        ["reserve", "x".repeat(501)],
        ["liftBy", "2026-02-30"],
        ["name", "Jeanne Martin"],
        ["accord", "on"],
      ]),
      today,
    );
    expect(forged.ok || Object.keys(forged.errors).sort()).toEqual(["choice", "liftBy-0", "reserve-0"]);
    const many = parseSigning(
      form([
        ["choice", "avec"],
        ...Array.from({ length: 12 }, (_, index) => ["reserve", `Réserve ${index}`] as [string, string]),
        ["name", "Jeanne Martin"],
        ["accord", "on"],
      ]),
      today,
    );
    expect(many.ok || many.errors.reserves).toBe(errors.tooMany);
  });
});
