import fc from "fast-check";
import { createTransport } from "nodemailer";
import { describe, expect, it } from "vitest";
import type { StoredLead } from "./store.server.ts";
import { smtpMessage } from "./transports.server.ts";

/** The exact bytes the SMTP transport would send, from the same nodemailer composer. */
const composer = createTransport({ streamTransport: true, buffer: true, newline: "\r\n" });

async function raw(lead: StoredLead, options = { to: "owner@example.com", from: "Site <site@example.com>" }) {
  const info = await composer.sendMail(smtpMessage(lead, options));
  return (info.message as Buffer).toString("utf8");
}

/** Header names of the message, from the header block only (folded lines joined). */
function headerBlock(message: string): string {
  return message.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
}

function headerNames(message: string): string[] {
  return headerBlock(message)
    .split(/\r?\n/)
    .map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
}

function contactLead(fields: Partial<Record<string, string>>): StoredLead {
  return {
    id: 9,
    kind: "contact",
    page: "/contact",
    status: "received",
    createdAt: "2026-03-02T09:00:00.000Z",
    fields: {
      name: "Jeanne Martin",
      phone: "06 12 34 56 78",
      email: "jeanne@example.com",
      city: "Lens",
      service: "Charpente",
      message: "Poutre fendue",
      ...fields,
    },
  };
}

const expectedHeaders = [
  "from",
  "to",
  "reply-to",
  "subject",
  "message-id",
  "date",
  "mime-version",
  "content-type",
].sort();

const injections = [
  "x\r\nBcc: victim@example.com",
  "x\nBcc: victim@example.com",
  "x\rBcc: victim@example.com",
  "x\r\n\r\n<html>body injected</html>",
  "x\u2028Bcc: victim@example.com",
  "x\u0085Bcc: victim@example.com",
  "=?utf-8?Q?x=0D=0ABcc:_victim@example.com?=",
];

describe("the message the SMTP transport sends", () => {
  it("has exactly the expected headers for an ordinary lead", async () => {
    expect(headerNames(await raw(contactLead({}))).sort()).toEqual(expectedHeaders);
  });

  it.each(injections)("a line break in the name never adds a header: %j", async (name) => {
    const message = await raw(contactLead({ name }));
    expect(headerNames(message).sort()).toEqual(expectedHeaders);
    expect(headerBlock(message)).not.toMatch(/^bcc:/im);
  });

  it("a line break in the settings' addresses never adds a header either", async () => {
    const message = await raw(contactLead({}), {
      to: "owner@example.com\r\nBcc: victim@example.com",
      from: "Site\r\nX-Evil: 1 <site@example.com>",
    });
    expect(headerBlock(message)).not.toMatch(/^(bcc|x-evil):/im);
  });

  it("whatever the visitor types in any field, no header is ever added", async () => {
    const field = fc.oneof(
      fc.string({ unit: "binary", maxLength: 80 }),
      fc.constantFrom(...injections),
      fc.string({
        unit: fc.constantFrom("\r", "\n", ":", " ", "B", "c", "x", "@", "<", ">", '"', "=", "?"),
        maxLength: 60,
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.record({ name: field, email: field, city: field, message: field }), async (fields) => {
        const names = headerNames(await raw(contactLead(fields)));
        // Reply-To is left out when the address is unusable (the form never stores one: it is validated).
        expect(names.filter((name) => name !== "reply-to").sort()).toEqual(
          expectedHeaders.filter((name) => name !== "reply-to"),
        );
        expect(new Set(names).size).toBe(names.length);
      }),
      { numRuns: 80 },
    );
  }, 30_000);
});

describe("the HTML part of the message", () => {
  it("shows whatever the visitor typed as text: no tag but the template's own, in any field", () => {
    const templateTags = new Set(["!doctype", "html", "body", "p", "table", "tr", "th", "td", "br"]);
    const value = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom("<script>alert(1)</script>", '"><img src=x onerror=alert(1)>', "<a href='//x'>lien</a>"),
      fc.string({
        unit: fc.constantFrom("<", ">", "/", "a", "b", "s", "c", "r", "i", "p", "t", '"', "'", "=", " ", "\n", "&"),
        maxLength: 40,
      }),
    );
    fc.assert(
      fc.property(fc.record({ name: value, city: value, message: value, service: value, phone: value }), (fields) => {
        const { html } = smtpMessage(contactLead(fields), { to: "owner@example.com", from: "site@example.com" });
        const tags = [...String(html).matchAll(/<\/?([!a-z][a-z0-9]*)/gi)].map((match) => match[1]!.toLowerCase());
        // The one link is the template's, to the request's page in the owner's space.
        expect(tags.filter((tag) => !templateTags.has(tag))).toEqual(["a", "a"]);
      }),
      { numRuns: 300 },
    );
  });
});
