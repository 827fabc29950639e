import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LeadFormRegion } from "#app/components/forms/lead-form-region.tsx";
import { answerInPage } from "#app/components/forms/lead-submission.ts";
import { formContact, formsCopy } from "#app/content/forms.ts";
import type { LeadActionResult } from "#app/lib/lead-fields.ts";
import { formAnswerHtml, formPageOf } from "./form-answer.ts";

const contact = { ...formContact(), name: "Couvertures Martin" };
const emptyForm = renderToString(
  createElement(LeadFormRegion, { kind: "contact", labelledBy: "contact-title", action: "/contact", contact }),
);
const around = (form: string) =>
  `<!DOCTYPE html><html><head><style>a{}</style></head><body><header>Couvertures Martin</header><main><div class="x">${form}</div></main><footer><div>Martin</div></footer></body></html>`;
const page = around(emptyForm);

describe("a form post's answer in the prerendered page", () => {
  it("keeps every byte of the page outside the form, whose props keep the page's heading, action and contact", () => {
    const form = formPageOf(page);
    expect(form?.props).toEqual({ kind: "contact", labelledBy: "contact-title", action: "/contact", contact });
    const result: LeadActionResult = { status: "success", kind: "contact" };
    const answer = formAnswerHtml(form!, result);
    const start = answer.indexOf('<div data-lead-form=""');
    expect(answer.slice(0, start)).toBe(page.slice(0, page.indexOf('<div data-lead-form=""')));
    expect(answer.endsWith("</div></main><footer><div>Martin</div></footer></body></html>")).toBe(true);
    // What the island reads from the answer, with JavaScript.
    expect(answerInPage(answer, "contact")).toEqual(result);
    expect(answer).toContain(formsCopy.contact.success.title);
    expect(page).not.toContain(formsCopy.contact.success.title);
  });

  it("shows the errors with the visitor's input kept, escaped: hostile input stays text", () => {
    const hostile = '"><script>alert(1)</script><div data-lead-form="">';
    const result: LeadActionResult = {
      status: "invalid",
      kind: "contact",
      errors: { email: "Indiquez une adresse e-mail valide." },
      values: { name: hostile, email: "pas-une-adresse", message: `</textarea>${hostile}` },
    };
    const answer = formAnswerHtml(formPageOf(page)!, result);
    expect(answer).not.toContain("<script>alert(1)</script>");
    expect(answer.split('<div data-lead-form=""').length).toBe(2);
    expect(answer).toContain("Indiquez une adresse e-mail valide.");
    expect(answer).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(answer).toContain('value="pas-une-adresse"');
    expect(answerInPage(answer, "contact")).toEqual(result);
  });

  it("finds no form in a page without one", () => {
    expect(formPageOf(around("<form></form>"))).toBeNull();
    expect(formPageOf(around('<div data-lead-form=""><div>cut short'))).toBeNull();
  });
});
