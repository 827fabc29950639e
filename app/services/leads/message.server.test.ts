import { describe, expect, it } from "vitest";
import { leadAdminCopy } from "#app/content/forms.ts";
import { emailLabel, fieldsByKind, fieldTables } from "#app/lib/lead-fields.ts";
import { siteUrl } from "#app/lib/site-url.ts";
import { buildLeadEmail, escapeHtml, headerSafe, relayPayload, relayWireFields } from "./message.server.ts";
import type { StoredLead } from "./store.server.ts";

const hostile = `<b>x</b> & "y"`;

const quote: StoredLead = {
  id: 42,
  kind: "devis",
  page: "/devis",
  status: "received",
  createdAt: "2026-07-14T08:30:00.000Z",
  fields: {
    name: `Karim\r\nBcc: victim@example.com ${hostile}`,
    email: "karim@example.com",
    phone: "06 12 34 56 78",
    address: "4 rue Émile Zola, 62300 Lens",
    service: "Étanchéité",
    description: `Ligne 1\n${hostile}`,
    acceptsTerms: true,
  },
};

describe("escaping", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("removes every kind of line break from header values", () => {
    expect(headerSafe("a\r\nBcc: b\nc\u2028d")).toBe("a Bcc: b c d");
  });
});

describe("buildLeadEmail", () => {
  const email = buildLeadEmail(quote);

  it("puts every value, escaped, in the HTML table", () => {
    expect(email.html).not.toContain("<b>x</b>");
    expect(email.html).toContain("&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;");
    for (const label of fieldTables.devis.map(emailLabel)) expect(email.html).toContain(escapeHtml(label));
    expect(email.html).toContain("4 rue Émile Zola, 62300 Lens");
    expect(email.html).toContain("Ligne 1<br>");
    expect(email.html).toContain("#42");
    expect(email.html).toContain("14 juillet 2026");
  });

  it("links both parts to the request's page in the owner's space, as an absolute URL", () => {
    const url = `${siteUrl}/pro/demandes/42`;
    expect(url).toMatch(/^https?:\/\/[^/]+\/pro\/demandes\/42$/);
    expect(email.text).toContain(`${leadAdminCopy.email.openInOwnerSpace} : ${url}\n`);
    expect(email.html).toContain(`<a href="${url}"`);
    expect(relayPayload(quote).toString()).not.toContain("pro");
  });

  it("keeps the raw values in the plain-text part", () => {
    expect(email.text).toContain(hostile);
    expect(email.text).toContain(`${leadAdminCopy.email.yes}`);
  });

  it("never lets a line break reach the subject or the Reply-To", () => {
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject).toContain("Nouvelle demande de devis");
    expect(email.replyTo).toEqual({ name: `Karim Bcc: victim@example.com ${hostile}`, address: "karim@example.com" });
  });
});

describe("relayPayload", () => {
  it("sends the relay's French field names with _subject, _captcha=false and _template=table", () => {
    const body = relayPayload(quote);
    expect([...body.keys()]).toEqual([
      "nom",
      "email",
      "telephone",
      "adresse",
      "typeService",
      "description",
      "accepteConditions",
      "_subject",
      "_captcha",
      "_template",
    ]);
    expect(body.get("accepteConditions")).toBe("true");
    expect(body.get("_captcha")).toBe("false");
    expect(body.get("_template")).toBe("table");
  });
});

describe("relayWireFields", () => {
  it("carries every field of each form's table exactly once, so a new field cannot be left out of the relay", () => {
    for (const kind of ["contact", "devis"] as const) {
      const sent = relayWireFields[kind].map(([, field]) => field);
      expect([...sent].sort()).toEqual([...fieldsByKind[kind]].sort());
    }
  });
});
