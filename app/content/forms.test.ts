import { describe, expect, it } from "vitest";
import { formContact, formsCopy, privacyText } from "./forms.ts";
import { legalSections, personalDataSectionId, prospectRetention } from "./legal.ts";
import { site } from "./site.ts";

describe("the privacy notice under the forms", () => {
  it("points at the personal-data section of the legal page", () => {
    expect(formsCopy.privacy.href).toBe(`/mentions-legales#${personalDataSectionId}`);
    expect(legalSections.some((section) => section.id === personalDataSectionId)).toBe(true);
  });

  it("says what the legal page says: controller, legal basis, retention, rights and CNIL", () => {
    const text = privacyText(formContact()).join(" ");
    expect(text).toContain(site.name);
    expect(text).toContain("6.1.b");
    expect(text).toContain(`conservées ${prospectRetention}`);
    expect(text).toContain(site.email);
    expect(text).toContain("CNIL");
  });
});
