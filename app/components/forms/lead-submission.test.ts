import { describe, expect, it } from "vitest";
import type { LeadActionResult } from "#app/lib/lead-fields.ts";
import { answerInPage, failureReasonOf, LEAD_FORM_PROPS_ATTRIBUTE, scriptJson } from "./lead-submission.ts";

const block = (value: unknown) =>
  `<script type="application/json" ${LEAD_FORM_PROPS_ATTRIBUTE}="">${scriptJson(value)}</script>`;

describe("the answer page of a lead form's post", () => {
  const invalid: LeadActionResult = {
    status: "invalid",
    kind: "devis",
    errors: { phone: "Numéro invalide" },
    values: { message: "</script><script>alert(1)</script>" },
  };

  it("carries the form's result in its props, whatever the visitor typed", () => {
    const html = `<main>${block({ kind: "devis", labelledBy: "quote-title", action: "/devis", initialResult: invalid })}</main>`;
    expect(html).not.toContain("</script><script>");
    expect(answerInPage(html, "devis")).toEqual(invalid);
  });

  it("ignores another form's result and a block that is not JSON", () => {
    const success: LeadActionResult = { status: "success", kind: "contact" };
    const html = `${block({ kind: "contact", initialResult: success })}<script type="application/json" ${LEAD_FORM_PROPS_ATTRIBUTE}="">{cut</script>`;
    expect(answerInPage(html, "devis")).toBeUndefined();
    expect(answerInPage(html, "contact")).toEqual(success);
  });

  it("has no result when the page is not a form's answer (an Express guard's page)", () => {
    expect(answerInPage("<html><body><h1>Trop de demandes</h1></body></html>", "contact")).toBeUndefined();
  });
});

describe("an answer that never reached the action", () => {
  it("is told apart by its status", () => {
    expect([429, 413, 411, 415, 408, 500, 0].map(failureReasonOf)).toEqual([
      "rate-limited",
      "too-large",
      "too-large",
      "unsupported",
      "stalled",
      "network",
      "network",
    ]);
  });
});
