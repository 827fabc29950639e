import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statusReasonLabels } from "#app/content/purchase-statuses.ts";
import {
  type BuyerStatusCode,
  type BuyerStatusInput,
  buyerStatusCodes,
  buyerStatusMessage,
  statusReasonCodes,
} from "./buyer-status-cdar.ts";

/**
 * Every status the company sends as a buyer, with every reason the French rules allow it, as the reform's
 * validator nobody here wrote judges it (the CDAR D22B schema, then the FNFE-MPE's BR-FR-CDV rules). Each run
 * costs a Java start, so the files are written first and checked two at a time (the machine's cores), once.
 */
const validatorDir = path.resolve("../shared/validators/france-ctc");
const validator = path.join(validatorDir, "check-br-fr");
const noValidator = !existsSync(validator);
const skipReason = "skipped when ../shared/validators is missing";

const hostileSupplier = `Bois & Ardoises "<Nord>"`;
const sentAt = new Date("2026-11-25T09:30:05Z");

function input(changes: Partial<BuyerStatusInput> = {}): BuyerStatusInput {
  return {
    messageId: "732829320-FA-2026-117-205-42-1",
    statusCode: "205",
    issuedAt: sentAt,
    invoice: {
      number: "FA-2026/117",
      issueDate: "2026-11-20",
      typeCode: "380",
      supplier: { siren: "732829320", name: hostileSupplier },
      buyer: { siren: "987654324", name: "Couverture Martin" },
    },
    ...changes,
  };
}

/** One message for each status and each of its reasons; the ones that take no reason once. */
const cases = buyerStatusCodes.flatMap((statusCode: BuyerStatusCode) => {
  const reasons: readonly string[] = statusReasonCodes[statusCode];
  if (reasons.length === 0) {
    return [
      {
        name: statusCode,
        input: input({
          statusCode,
          messageId: `732829320-FA-2026-117-${statusCode}-42-1`,
          ...(statusCode === "211" ? { payment: { paidOn: "2026-12-02", amountCents: 123_456 } } : {}),
        }),
      },
    ];
  }
  return reasons.map((code) => ({
    name: `${statusCode}-${code}`,
    input: input({
      statusCode,
      messageId: `732829320-FA-2026-117-${statusCode}-42-${code}`,
      reason: { code, text: code === "AUTRE" ? "Chevrons livrés fendus" : "" },
    }),
  }));
});

const dir = mkdtempSync(path.join(tmpdir(), "buyer-status-cdar-"));
const fileOf = (name: string) => path.join(dir, `${name}.xml`);
const tampered = {
  refusalWithoutReason: fileOf("tampered-210-without-reason"),
  refusalWithPartialReason: fileOf("tampered-210-QTE_ERR"),
};
const verdicts = new Map<string, { status: number; output: string }>();
/**
 * What the validator judges: each status once, with its list's first reason, and « Autre » with the owner's words.
 * Every reason is still written above; that each one is a reason the rules allow for its status is checked against
 * the validator's own list below, without a Java start per reason (each costs about two seconds).
 */
const judged = cases.filter(
  (entry, index) =>
    index === cases.findIndex((other) => other.input.statusCode === entry.input.statusCode) ||
    entry.name === "210-AUTRE",
);

function check(file: string): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    execFile(validator, ["--cdar", file], { encoding: "utf8" }, (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === "number" ? error.code : 2) : 0, output: `${stdout}${stderr}` });
    });
  });
}

/** An XPath read by libxml2's xmllint, not by our code, namespaces matched by local name. */
function xpath(file: string, expression: string): string {
  const local = expression.replace(/(rsm|ram|udt|qdt):(\w+)/g, (_m, _p, name: string) => `*[local-name()="${name}"]`);
  return execFileSync("xmllint", ["--xpath", local, file], { encoding: "utf8" }).trim();
}

beforeAll(async () => {
  for (const { name, input: message } of cases) writeFileSync(fileOf(name), buyerStatusMessage(message));
  const refusal = buyerStatusMessage(
    input({ statusCode: "210", messageId: "refus-210-falsifie", reason: { code: "TX_TVA_ERR", text: "" } }),
  );
  writeFileSync(tampered.refusalWithoutReason, refusal.replace(/<ram:Reason(Code)?>.*?<\/ram:Reason(Code)?>\n/g, ""));
  writeFileSync(tampered.refusalWithPartialReason, refusal.replace(">TX_TVA_ERR<", ">QTE_ERR<"));
  if (noValidator) return;

  const files = [...judged.map((entry) => fileOf(entry.name)), ...Object.values(tampered)];
  for (let index = 0; index < files.length; index += 2) {
    const pair = files.slice(index, index + 2);
    const results = await Promise.all(pair.map((file) => check(file)));
    for (const [position, file] of pair.entries()) {
      verdicts.set(file, results[position] as { status: number; output: string });
    }
  }
}, 600_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the buyer's statuses as the French validator judges them", () => {
  it("writes a message for each of the seven statuses, and one per allowed reason where a reason is required", () => {
    expect(cases).toHaveLength(3 + 13 + 26 + 7 + 13);
  });

  it.skipIf(noValidator).each(judged.map((entry) => entry.name))(
    `%s passes the CDAR schema and BR-FR-CDV (${skipReason})`,
    (name) => {
      const verdict = verdicts.get(fileOf(name));
      expect(verdict?.output).toContain("valid: BR-FR-CDV rules (0 fatal)");
      expect(verdict?.status, verdict?.output).toBe(0);
    },
  );

  it.skipIf(noValidator)(`the validator refuses a refusal without its reason (${skipReason})`, () => {
    const verdict = verdicts.get(tampered.refusalWithoutReason);
    expect(verdict?.status).toBe(1);
    expect(verdict?.output).toContain("BR-FR-CDV-15");
  });

  it.skipIf(noValidator)(`the validator refuses a refusal with a partial approval's reason (${skipReason})`, () => {
    const verdict = verdicts.get(tampered.refusalWithPartialReason);
    expect(verdict?.status).toBe(1);
    expect(verdict?.output).toContain("BR-FR-CDV-CL-09_MDT-113_210");
  });

  it.skipIf(noValidator)(`holds exactly the reasons BR-FR-CDV-CL-09 lists for each status (${skipReason})`, () => {
    const rules = readFileSync(path.join(validatorDir, "cdar/BR-FR-CDV-Schematron-CDAR.xslt"), "utf8");
    for (const statusCode of ["206", "207", "208", "210"] as const) {
      // The first assert naming the status is the companies' list; 210's second one is the public portal's.
      const test = new RegExp(
        `<xsl:when test="\\(\\.\\./\\.\\./ram:ProcessConditionCode != '${statusCode}'[^"]*"`,
      ).exec(rules)?.[0];
      const listed = [...(test ?? "").matchAll(/\(\.\) = '([A-Z_]+)'/g)].map((match) => match[1]);
      expect([...statusReasonCodes[statusCode]].sort(), statusCode).toEqual([...new Set(listed)].sort());
    }
  });
});

describe("what a buyer's status says", () => {
  const refusal = () => fileOf("210-DOUBLON");
  const read = (file: string, expression: string) => xpath(file, `string(${expression})`);

  it("names the supplier's own invoice, its type and date, and the status with its label", () => {
    const file = refusal();
    expect(read(file, "//ram:ReferenceReferencedDocument/ram:IssuerAssignedID")).toBe("FA-2026/117");
    expect(read(file, "//ram:ReferenceReferencedDocument/ram:TypeCode")).toBe("380");
    expect(read(file, "//ram:ReferenceReferencedDocument/ram:FormattedIssueDateTime/qdt:DateTimeString")).toBe(
      "20261120",
    );
    expect(read(file, "//ram:ReferenceReferencedDocument/ram:ProcessConditionCode")).toBe("210");
    expect(read(file, "//ram:ReferenceReferencedDocument/ram:ProcessCondition")).toBe("Refusée");
    expect(read(file, "//rsm:ExchangedDocument/ram:ID")).toBe("732829320-FA-2026-117-210-42-DOUBLON");
    expect(read(file, "//rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString")).toBe("20261125103005");
    expect(read(file, "//ram:SpecifiedDocumentStatus/ram:ReferenceDateTime/udt:DateTimeString")).toBe("20261125");
  });

  it("is set by the buyer (BY) and addressed to the supplier (SE), both by SIREN, the supplier also by address", () => {
    const file = refusal();
    expect(read(file, "//rsm:ExchangedDocument/ram:IssuerTradeParty/ram:GlobalID[@schemeID = '0002']")).toBe(
      "987654324",
    );
    expect(read(file, "//rsm:ExchangedDocument/ram:IssuerTradeParty/ram:RoleCode")).toBe("BY");
    expect(read(file, "//rsm:ExchangedDocument/ram:SenderTradeParty/ram:RoleCode")).toBe("BY");
    expect(read(file, "count(//rsm:ExchangedDocument/ram:SenderTradeParty/ram:GlobalID)")).toBe("0");
    expect(read(file, "//rsm:ExchangedDocument/ram:RecipientTradeParty/ram:GlobalID[@schemeID = '0002']")).toBe(
      "732829320",
    );
    expect(read(file, "//rsm:ExchangedDocument/ram:RecipientTradeParty/ram:RoleCode")).toBe("SE");
    expect(
      read(
        file,
        "//rsm:ExchangedDocument/ram:RecipientTradeParty/ram:URIUniversalCommunication/ram:URIID[@schemeID='0225']",
      ),
    ).toBe("732829320");
    expect(read(file, "//ram:ReferenceReferencedDocument/ram:IssuerTradeParty/ram:GlobalID[@schemeID = '0002']")).toBe(
      "732829320",
    );
    expect(read(file, "//ram:ReferenceReferencedDocument/ram:IssuerTradeParty/ram:RoleCode")).toBe("SE");
    expect(read(file, "//ram:ReferenceReferencedDocument/ram:RecipientTradeParty/ram:RoleCode")).toBe("BY");
  });

  it("escapes the supplier's name: the XML reads back the very text received", () => {
    expect(read(refusal(), "//rsm:ExchangedDocument/ram:RecipientTradeParty/ram:Name")).toBe(hostileSupplier);
  });

  it("gives the reason's code and the owner's words, or the reason's label when he typed none", () => {
    expect(read(refusal(), "//ram:SpecifiedDocumentStatus/ram:ReasonCode")).toBe("DOUBLON");
    expect(read(refusal(), "//ram:SpecifiedDocumentStatus/ram:Reason")).toBe(statusReasonLabels.DOUBLON);
    expect(read(fileOf("207-AUTRE"), "//ram:SpecifiedDocumentStatus/ram:Reason")).toBe("Chevrons livrés fendus");
    expect(read(fileOf("205"), "count(//ram:SpecifiedDocumentStatus/ram:ReasonCode)")).toBe("0");
  });

  it("states a payment sent as the amount paid on the day it left", () => {
    const file = fileOf("211");
    expect(read(file, "//ram:SpecifiedDocumentStatus/ram:ReferenceDateTime/udt:DateTimeString")).toBe("20261202");
    expect(read(file, "//ram:SpecifiedDocumentCharacteristic/ram:TypeCode")).toBe("MPA");
    expect(read(file, "//ram:SpecifiedDocumentCharacteristic/ram:ValueAmount")).toBe("1234.56");
    expect(read(file, "count(//ram:SpecifiedDocumentCharacteristic/ram:ValuePercent)")).toBe("0");
  });

  it("carries the owner's comment as the status's note", () => {
    const xml = buyerStatusMessage(input({ comment: "  Merci, réglé par virement le 2 décembre  " }));
    expect(xml).toContain("<ram:IncludedNote><ram:Content>Merci, réglé par virement le 2 décembre</ram:Content>");
  });
});

describe("what a buyer's status refuses", () => {
  const refusal = (changes: Partial<BuyerStatusInput> = {}) =>
    input({ statusCode: "210", reason: { code: "TX_TVA_ERR", text: "20 % au lieu de 10 %" }, ...changes });

  it("a status a buyer does not send", () => {
    for (const statusCode of ["200", "209", "212", "213", "", "2100"]) {
      expect(() => buyerStatusMessage(input({ statusCode })), statusCode).toThrow(/n’est pas un statut que l’acheteur/);
    }
  });

  it("a missing reason where the rules require one", () => {
    for (const statusCode of ["206", "207", "208", "210"]) {
      expect(() => buyerStatusMessage(input({ statusCode })), statusCode).toThrow(/exige un motif/);
    }
  });

  it("a reason where the status takes none, or one outside the status's list", () => {
    const reason = { code: "TX_TVA_ERR", text: "" };
    expect(() => buyerStatusMessage(input({ statusCode: "205", reason }))).toThrow(/ne prend pas de motif/);
    expect(() => buyerStatusMessage(refusal({ reason: { code: "QTE_ERR", text: "" } }))).toThrow(/n’est pas admis/);
    expect(() => buyerStatusMessage(refusal({ reason: { code: "tx_tva_err", text: "" } }))).toThrow(/n’est pas admis/);
    expect(() => buyerStatusMessage(input({ statusCode: "208", reason: { code: "AUTRE", text: "x" } }))).toThrow(
      /n’est pas admis/,
    );
  });

  it("« Autre » without words, and words that are not a reason's", () => {
    expect(() => buyerStatusMessage(input({ statusCode: "207", reason: { code: "AUTRE", text: "  " } }))).toThrow(
      /doit être précisé/,
    );
    expect(() => buyerStatusMessage(refusal({ reason: { code: "TX_TVA_ERR", text: "x".repeat(501) } }))).toThrow(
      /dépasse/,
    );
  });

  it("a SIREN that is not nine digits with their key, the supplier's or the buyer's", () => {
    const invoice = input().invoice;
    for (const siren of ["732829321", "73282932", "7328293200", "FR732829320", ""]) {
      expect(() => buyerStatusMessage(input({ invoice: { ...invoice, supplier: { siren, name: "X" } } }))).toThrow(
        /SIREN du vendeur invalide/,
      );
      expect(() => buyerStatusMessage(input({ invoice: { ...invoice, buyer: { siren, name: "X" } } }))).toThrow(
        /SIREN de l’acheteur invalide/,
      );
    }
  });

  it("a payment sent without its day and amount, or a payment on another status", () => {
    expect(() => buyerStatusMessage(input({ statusCode: "211" }))).toThrow(/exige la date et le montant/);
    for (const amountCents of [0, -100, 12.5, Number.NaN]) {
      expect(() =>
        buyerStatusMessage(input({ statusCode: "211", payment: { paidOn: "2026-12-02", amountCents } })),
      ).toThrow(/Montant payé invalide/);
    }
    expect(() =>
      buyerStatusMessage(input({ statusCode: "211", payment: { paidOn: "2026-02-30", amountCents: 100 } })),
    ).toThrow(/Date AAAA-MM-JJ/);
    expect(() => buyerStatusMessage(input({ payment: { paidOn: "2026-12-02", amountCents: 100 } }))).toThrow(
      /ne porte pas de paiement/,
    );
  });

  it("an id the deposit cannot track, a document type the French rules do not know, an invoice without number", () => {
    for (const messageId of ["", "a b", "x".repeat(65), "F/1", "é"]) {
      expect(() => buyerStatusMessage(input({ messageId })), messageId).toThrow(/Identifiant de message invalide/);
    }
    const invoice = input().invoice;
    expect(() => buyerStatusMessage(input({ invoice: { ...invoice, typeCode: "999" } }))).toThrow(/BR-FR-04/);
    expect(() => buyerStatusMessage(input({ invoice: { ...invoice, number: "  " } }))).toThrow(/numéro/);
    expect(() => buyerStatusMessage(input({ invoice: { ...invoice, issueDate: "20/11/2026" } }))).toThrow(
      /Date AAAA-MM-JJ/,
    );
  });
});
