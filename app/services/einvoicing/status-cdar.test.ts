import { describe, expect, it } from "vitest";
import { statusMessage } from "#server/local-platform-cdar.js";
import { readStatusMessage } from "./status-cdar.ts";

const invoice = {
  number: "F-2026-0012",
  typeCode: "380",
  issueDate: "20261123",
  seller: { siren: "812345676", name: "Toitures Martin" },
  buyer: { siren: "732829320", name: "SARL Entrepôts & Fils" },
};
const at = new Date("2026-11-24T10:00:00.000Z");

describe("a lifecycle status read from the CDAR a platform returns", () => {
  it("names the invoice, the status and the reason, whatever the namespace prefixes", () => {
    const xml = statusMessage({
      messageId: "M-1",
      invoice,
      statusCode: "210",
      at,
      reason: { code: "TX_TVA_ERR", text: "Taux de TVA à 10 % & non 20 %" },
    });
    const expected = {
      messageId: "M-1",
      invoiceNumber: "F-2026-0012",
      statusCode: "210",
      reasons: [{ code: "TX_TVA_ERR", text: "Taux de TVA à 10 % & non 20 %" }],
    };
    expect(readStatusMessage(xml)).toEqual(expected);
    const renamed = xml
      .replace(/(<\/?)rsm:/g, "$1a:")
      .replace(/(<\/?)ram:/g, "$1b:")
      .replace(/xmlns:rsm/, "xmlns:a");
    expect(readStatusMessage(renamed)).toEqual(expected);
  });

  it("reads a status without reason, and refuses what is not a status message", () => {
    expect(readStatusMessage(statusMessage({ messageId: "M-2", invoice, statusCode: "205", at }))).toEqual({
      messageId: "M-2",
      invoiceNumber: "F-2026-0012",
      statusCode: "205",
      reasons: [],
    });
    const approved = statusMessage({ messageId: "M-3", invoice, statusCode: "205", at });
    expect(readStatusMessage(approved.replace(/<ram:IssuerAssignedID>[^<]*<\/ram:IssuerAssignedID>/, ""))).toBeNull();
    expect(
      readStatusMessage(approved.replace(/<ram:ProcessConditionCode>205<\/ram:ProcessConditionCode>/, "")),
    ).toBeNull();
    expect(readStatusMessage('{"statusCode":"205"}')).toBeNull();
    expect(readStatusMessage("<rsm:CrossIndustryInvoice/>")).toBeNull();
  });
});
