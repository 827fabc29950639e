import { request as httpRequest } from "node:http";
import { formGuardCopy, formsCopy } from "#app/content/forms.ts";
import { limits } from "#app/lib/lead-schema.ts";
import { e2eLeadsDb as database } from "#tests/support/e2e-server.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { contactInput, formBody, leadsMentioning, leadsWith, marker, quoteInput } from "#tests/support/leads.ts";

const form = { "Content-Type": "application/x-www-form-urlencoded" };
const { errors } = formsCopy;

/** React escapes these in text; the messages are compared as they appear in the HTML. */
function inHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The control rendered for a field: its tag must carry aria-invalid and point at its error. */
function controlTag(html: string, id: string): string {
  return new RegExp(`<(?:input|select|textarea)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
}

test.describe("what the server refuses (document POSTs, as without JavaScript)", () => {
  const contactCases: [string, Record<string, string>, string, string][] = [
    ["name missing", { name: "" }, "name", errors.name],
    ["phone missing", { phone: "" }, "phone", errors.phone],
    ["email missing", { email: "" }, "email", errors.email],
    ["city missing", { city: "" }, "city", errors.city],
    ["service missing", { service: "" }, "service", errors.service],
    ["message missing", { message: "   " }, "message", errors.message],
    ["bad e-mail", { email: "jeanne@exemple" }, "email", errors.email],
    ["phone not French", { phone: "+44 20 7946 0958" }, "phone", errors.phone],
    ["unknown service", { service: "Piscine" }, "service", errors.service],
    ["name too long", { name: "a".repeat(limits.name + 1) }, "name", errors.tooLong(limits.name)],
    ["city too long", { city: "a".repeat(limits.city + 1) }, "city", errors.tooLong(limits.city)],
    ["message too long", { message: "a".repeat(limits.message + 1) }, "message", errors.tooLong(limits.message)],
    ["e-mail too long", { email: `${"a".repeat(limits.email)}@example.com` }, "email", errors.tooLong(limits.email)],
  ];

  for (const [label, change, field, message] of contactCases) {
    test(`contact: ${label} → 400 with the French message, nothing stored`, async ({ request }) => {
      const tag = marker("invalid-contact");
      const input = { ...contactInput(tag), ...change };
      const response = await request.post("/contact", { data: formBody(input), headers: form });
      expect(response.status()).toBe(400);
      const html = await response.text();
      expect(html).toContain(inHtml(message));
      expect(html).toContain(inHtml(errors.summaryTitle));
      const control = controlTag(html, `contact-${field}`);
      expect(control).toContain('aria-invalid="true"');
      expect(control).toContain(`aria-describedby="contact-${field}-error"`);
      expect(html).toContain(`id="contact-${field}-error"`);
      expect(leadsMentioning(database, tag)).toEqual([]);
    });
  }

  const quoteCases: [string, Record<string, string>, string, string][] = [
    ["name missing", { name: "" }, "name", errors.name],
    ["email missing", { email: "" }, "email", errors.email],
    ["phone missing", { phone: "" }, "phone", errors.phone],
    ["address missing", { address: "" }, "address", errors.address],
    ["service missing", { service: "" }, "service", errors.quoteService],
    ["bad e-mail", { email: "karim.example.com" }, "email", errors.email],
    ["unknown type of work", { service: "Couverture Zinc" }, "service", errors.quoteService],
    ["address too long", { address: "a".repeat(limits.address + 1) }, "address", errors.tooLong(limits.address)],
    [
      "description too long",
      { description: "a".repeat(limits.description + 1) },
      "description",
      errors.tooLong(limits.description),
    ],
  ];

  for (const [label, change, field, message] of quoteCases) {
    test(`quote: ${label} → 400 with the French message, nothing stored`, async ({ request }) => {
      const tag = marker("invalid-quote");
      const input = { ...quoteInput(tag), ...change };
      const response = await request.post("/devis", { data: formBody(input), headers: form });
      expect(response.status()).toBe(400);
      const html = await response.text();
      expect(html).toContain(inHtml(message));
      expect(controlTag(html, `devis-${field}`)).toContain('aria-invalid="true"');
      expect(leadsMentioning(database, tag)).toEqual([]);
    });
  }

  test("the visitor's input comes back in the fields", async ({ request }) => {
    const tag = marker("kept");
    const input = { ...quoteInput(tag), phone: "12", description: `Toit <plat> & "terrasse"` };
    const html = await (await request.post("/devis", { data: formBody(input), headers: form })).text();
    expect(controlTag(html, "devis-name")).toContain(`value="Karim Benali ${tag}"`);
    expect(controlTag(html, "devis-phone")).toContain('value="12"');
    expect(html).toContain("Toit &lt;plat&gt; &amp; &quot;terrasse&quot;</textarea>");
    expect(html).toMatch(/<option value="Zinguerie" selected="">/);
    expect(html).not.toContain("Toit <plat>");
  });

  for (const contentType of ["application/json", "text/plain"]) {
    test(`a ${contentType} body → 415 with the French message, nothing stored`, async ({ request }) => {
      const tag = marker("type");
      const data = contentType === "application/json" ? JSON.stringify(contactInput(tag)) : formBody(contactInput(tag));
      const response = await request.post("/contact", { data, headers: { "Content-Type": contentType } });
      expect(response.status()).toBe(415);
      expect(await response.text()).toContain(inHtml(formGuardCopy.unsupported));
      expect(leadsWith(database, "name", tag)).toEqual([]);
    });
  }

  test("a body larger than any real form → 413 with the French message", async ({ request }) => {
    const tag = marker("large");
    const input = { ...contactInput(tag), message: "a".repeat(70_000) };
    const response = await request.post("/contact", { data: formBody(input), headers: form });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain(inHtml(formGuardCopy.tooLarge));
    expect(leadsWith(database, "name", tag)).toEqual([]);
  });

  test("a body without a declared length → 411", async ({ baseURL }) => {
    const tag = marker("chunked");
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${baseURL}/contact`, { method: "POST", headers: form }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.write(formBody(contactInput(tag)));
      req.end();
    });
    expect(status).toBe(411);
    expect(leadsWith(database, "name", tag)).toEqual([]);
  });

  test("a multipart body, as some browsers send, is accepted", async ({ request }) => {
    const tag = marker("multipart");
    const response = await request.post("/contact", { multipart: contactInput(tag) });
    expect(response.status()).toBe(200);
    expect(leadsWith(database, "name", tag)).toHaveLength(1);
  });
});

test.describe("the fetcher's POSTs (with JavaScript)", () => {
  test("go to /devis.data and carry the same statuses", async ({ request }) => {
    const tag = marker("data");
    const invalid = await request.post("/devis.data", {
      data: formBody({ ...quoteInput(tag), email: "nope" }),
      headers: form,
    });
    expect(invalid.status()).toBe(400);
    expect(invalid.headers()["content-type"]).toContain("text/x-script");
    expect(await invalid.text()).toContain(errors.email);
    const valid = await request.post("/devis.data", { data: formBody(quoteInput(tag)), headers: form });
    expect(valid.status()).toBe(200);
    expect(leadsWith(database, "name", tag)).toHaveLength(1);
  });
});

test.describe("the honeypot", () => {
  test("a filled trap gets the normal success, is kept as spam and never queued for delivery", async ({ request }) => {
    const tag = marker("bot");
    const response = await request.post("/contact", {
      data: formBody({ ...contactInput(tag), website: "https://seo-offers.example" }),
      headers: form,
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(formsCopy.contact.success.title);
    expect(leadsWith(database, "name", tag)).toMatchObject([{ status: "spam", delivery: null }]);
  });
});
