import { randomBytes } from "node:crypto";
import { contactServiceOptions, formsCopy, quoteServiceOptions, SUCCESS_MESSAGE_MS } from "#app/content/forms.ts";
import { site } from "#app/content/site.ts";
import { e2eLeadsDb as database } from "#tests/support/e2e-server.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import {
  fieldLabel,
  fillContactForm,
  fillQuoteForm,
  ignoreFailedResource,
  leadForm,
  reachLeadForm,
  submitButton,
} from "#tests/support/lead-forms.ts";
import { contactInput, leadsWith, marker, quoteInput, waitUntil } from "#tests/support/leads.ts";

test.describe("the forms as the product spec describes them", () => {
  test("contact form: exact labels, input types, required marks, the 12 services and the privacy notice", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = leadForm(page);
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await expect(field("Nom et Prénom *")).toHaveAttribute("autocomplete", "name");
    await expect(field("Téléphone *")).toHaveAttribute("type", "tel");
    await expect(field("Téléphone *")).toHaveAttribute("autocomplete", "tel");
    await expect(field("Email *")).toHaveAttribute("type", "email");
    await expect(field("Email *")).toHaveAttribute("autocomplete", "email");
    await expect(field("Ville *")).toHaveAttribute("autocomplete", "address-level2");
    for (const label of ["Nom et Prénom *", "Téléphone *", "Email *", "Ville *", "Service Souhaité *"]) {
      await expect(field(label)).toHaveAttribute("required", "");
    }
    await expect(field("Description de votre projet *")).toHaveAttribute("required", "");
    await expect(field("Téléphone *")).toHaveAttribute("placeholder", /^0[67]( \d\d){4}$/);
    await expect(field("Email *")).toHaveAttribute("placeholder", /@example\.com$/);
    const options = await field("Service Souhaité *").locator("option").allTextContents();
    expect(options).toEqual(["Sélectionnez un service", ...contactServiceOptions]);
    expect(contactServiceOptions).toHaveLength(12);
    for (const name of ["name", "email", "phone", "city", "service", "message"]) {
      await expect(form.locator(`[name="${name}"]`)).toHaveCount(1);
    }
    await expect(form.locator('input[type=hidden][name="_subject"]')).toHaveValue(formsCopy.contact.subject);
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(honeypot).not.toBeInViewport();
    const notice = page.getByRole("region", { name: formsCopy.privacy.title });
    await expect(notice).toContainText(site.name);
    await expect(notice).toContainText("3 ans");
    await expect(notice).toContainText("CNIL");
    await expect(notice.getByRole("link")).toHaveAttribute("href", "/mentions-legales#donnees-personnelles");
  });

  test("quote form: four required fields, 6 types of work, the optional description and box", async ({ page }) => {
    await page.goto("/devis");
    const form = leadForm(page);
    for (const name of ["name", "email", "phone", "address", "service"]) {
      await expect(form.locator(`[name="${name}"]`)).toHaveAttribute("required", "");
    }
    await expect(form.locator('[name="description"]')).not.toHaveAttribute("required", "");
    await expect(form.locator('[name="acceptsTerms"]')).not.toHaveAttribute("required", "");
    await expect(form.getByLabel(fieldLabel("devis", "address"), { exact: true })).toHaveAttribute(
      "autocomplete",
      "address-line1",
    );
    await expect(form.getByLabel(fieldLabel("devis", "phone"), { exact: true })).toHaveAttribute(
      "placeholder",
      /^0[67]( \d\d){4}$/,
    );
    const options = await form
      .getByLabel(fieldLabel("devis", "service"), { exact: true })
      .locator("option")
      .allTextContents();
    expect(options.slice(1)).toEqual([...quoteServiceOptions]);
    expect(quoteServiceOptions).toHaveLength(6);
    await expect(page.getByRole("region", { name: formsCopy.privacy.title })).toBeVisible();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`no axe violation on /contact and /devis, empty and with errors (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const pagePath of ["/contact", "/devis"]) {
        await page.goto(pagePath);
        expect(await axeViolations(page), pagePath).toEqual([]);
        const form = leadForm(page);
        // The errors checked are the island's: a click before it has taken the form over would post the plain form.
        await reachLeadForm(form);
        const tel = form.locator('input[type="tel"]');
        await tel.fill("12");
        await form.locator('input[type="email"]').fill("x@example.com");
        await form.locator('[required]:not([type="tel"]):not([type="email"])').first().fill("Nom");
        await form.locator("select").selectOption({ index: 1 });
        await form.locator("textarea").fill("Texte");
        await form.locator('input[name="address"], input[name="city"]').fill("Lens");
        await submitButton(form).click();
        await expect(page.getByRole("alert")).toBeVisible();
        // Back to the top, where the layout's floating call button is hidden: it is checked by the layout tests.
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await axeViolations(page), `${pagePath} with errors`).toEqual([]);
      }
    });
  }
});

test.describe("with JavaScript", () => {
  test("contact page: success card without a reload, the lead stored, then an empty form after 3 s", async ({
    page,
  }) => {
    const tag = marker("js-contact");
    await page.goto("/contact");
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const form = leadForm(page);
    await fillContactForm(form, contactInput(tag, { phone: "+33 6 12 34 56 78" }));
    await form.getByRole("button", { name: formsCopy.contact.submit }).click();

    const card = page.getByRole("status").filter({ hasText: formsCopy.contact.success.title });
    await expect(card).toBeVisible();
    await expect(card.getByRole("heading", { name: "Message Envoyé !" })).toBeFocused();
    const shownAt = Date.now();
    const [lead] = leadsWith(database, "name", tag);
    expect(lead).toMatchObject({
      kind: "contact",
      page: "/contact",
      status: "received",
      fields: { phone: "06 12 34 56 78", city: "Liévin", service: "Couverture Zinc" },
    });
    expect(lead!.idempotency_key).toMatch(/^[0-9a-f]{32}$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await expect(card).toBeHidden({ timeout: SUCCESS_MESSAGE_MS + 2000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(SUCCESS_MESSAGE_MS - 500);
    const fresh = leadForm(page);
    await expect(fresh.getByLabel(fieldLabel("contact", "name"), { exact: true })).toHaveValue("");
    await expect(fresh.getByLabel(fieldLabel("contact", "message"), { exact: true })).toHaveValue("");
    await expect(fresh.getByLabel(fieldLabel("contact", "service"), { exact: true })).toHaveValue("");
  });

  test("home page: the contact form stores the lead with page /", async ({ page }) => {
    const tag = marker("js-home");
    await page.goto("/");
    const form = leadForm(page);
    await fillContactForm(form, contactInput(tag));
    await submitButton(form).click();
    await expect(page.getByRole("heading", { name: formsCopy.contact.success.title })).toBeVisible();
    expect(leadsWith(database, "name", tag)).toMatchObject([{ page: "/", kind: "contact" }]);
  });

  test("quote page: 'Devis Envoyé !', the lead stored with the box, then an empty form after 3 s", async ({ page }) => {
    const tag = marker("js-quote");
    await page.goto("/devis");
    const form = leadForm(page);
    await fillQuoteForm(form, quoteInput(tag));
    await form.getByRole("button", { name: formsCopy.quote.submit }).click();
    await expect(page.getByRole("heading", { name: "Devis Envoyé !" })).toBeVisible();
    expect(leadsWith(database, "name", tag)).toMatchObject([
      {
        kind: "devis",
        page: "/devis",
        fields: { phone: "06 12 34 56 78", service: "Zinguerie", acceptsTerms: true },
        delivery: expect.stringMatching(/pending|sending|sent/),
      },
    ]);
    await expect(page.getByRole("heading", { name: "Devis Envoyé !" })).toBeHidden({
      timeout: SUCCESS_MESSAGE_MS + 2000,
    });
    await expect(leadForm(page).getByLabel(fieldLabel("devis", "name"), { exact: true })).toHaveValue("");
    await expect(leadForm(page).getByLabel(fieldLabel("devis", "acceptsTerms"))).not.toBeChecked();
  });

  test("checks the rules in the browser: French messages tied to the fields, nothing sent", async ({ page }) => {
    const tag = marker("js-invalid");
    await page.goto("/devis");
    const form = leadForm(page);
    await fillQuoteForm(form, quoteInput(tag, { phone: "06 12", description: "" }));
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await submitButton(form).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(formsCopy.errors.summaryTitle);
    await expect(alert).toBeFocused();
    const phone = form.getByLabel(fieldLabel("devis", "phone"), { exact: true });
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    const describedBy = await phone.getAttribute("aria-describedby");
    await expect(page.locator(`#${describedBy}`)).toHaveText(formsCopy.errors.phone);
    await expect(phone).toHaveValue("06 12");
    expect(posted).toBe(false);
    expect(leadsWith(database, "name", tag)).toEqual([]);

    await phone.fill("06 12 34 56 78");
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");
    await submitButton(form).click();
    await expect(page.getByRole("heading", { name: formsCopy.quote.success.title })).toBeVisible();
    expect(leadsWith(database, "name", tag)).toHaveLength(1);
  });

  test("with the form's island 3 s late, a visitor who fills and sends at once is answered and his request stored", async ({
    page,
  }) => {
    const tag = marker("late-island");
    let islandRequested = false;
    // Held 3 s, and in any case until the form has been sent: the send must not depend on the island.
    const sent = page.waitForRequest((request) => request.method() === "POST");
    await page.route(/\/assets\/island-lead-form-[\w-]+\.js$/, async (route) => {
      islandRequested = true;
      await Promise.all([new Promise((resolve) => setTimeout(resolve, 3000)), sent]);
      // The page the plain POST answers has replaced the one that asked for the module.
      await route.continue().catch(() => undefined);
    });
    await page.goto("/devis");
    const form = leadForm(page);
    await fillQuoteForm(form, quoteInput(tag), { atOnce: true });
    expect(islandRequested).toBe(true);
    await expect(form.locator("xpath=ancestor::*[@data-ready]")).toHaveCount(0);
    await form.getByRole("button", { name: formsCopy.quote.submit }).click();
    await expect(page.getByRole("heading", { name: "Devis Envoyé !" })).toBeVisible();
    expect(leadsWith(database, "name", tag)).toMatchObject([
      { kind: "devis", page: "/devis", fields: { phone: "06 12 34 56 78", acceptsTerms: true } },
    ]);
  });

  test("a double click sends one request and stores one lead", async ({ page }) => {
    const tag = marker("js-double");
    await page.goto("/contact");
    const form = leadForm(page);
    await fillContactForm(form, contactInput(tag));
    await submitButton(form).dblclick();
    await expect(page.getByRole("heading", { name: formsCopy.contact.success.title })).toBeVisible();
    await page.waitForTimeout(500);
    expect(leadsWith(database, "name", tag)).toHaveLength(1);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("contact page: a plain POST answers the page with the success card and stores the lead", async ({ page }) => {
    const tag = marker("nojs-contact");
    await page.goto("/contact");
    const form = leadForm(page);
    await expect(form).toHaveAttribute("action", "/contact#contact-title");
    await fillContactForm(form, contactInput(tag));
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      submitButton(form).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Message Envoyé !" })).toBeVisible();
    expect(leadsWith(database, "name", tag)).toMatchObject([{ page: "/contact", idempotency_key: null }]);
    await page.getByRole("link", { name: formsCopy.anotherRequest }).click();
    await expect(leadForm(page).getByLabel(fieldLabel("contact", "name"), { exact: true })).toHaveValue("");
  });

  test("home page: the contact form posts to the index route", async ({ page }) => {
    const tag = marker("nojs-home");
    await page.goto("/");
    const form = leadForm(page);
    await expect(form).toHaveAttribute("action", "/?index#contact-title");
    await fillContactForm(form, contactInput(tag));
    await submitButton(form).click();
    await expect(page.getByRole("heading", { name: "Message Envoyé !" })).toBeVisible();
    expect(leadsWith(database, "name", tag)).toMatchObject([{ page: "/" }]);
  });

  test("quote page: success card and the lead stored", async ({ page }) => {
    const tag = marker("nojs-quote");
    await page.goto("/devis");
    const form = leadForm(page);
    await fillQuoteForm(form, quoteInput(tag, { acceptsTerms: false, description: "" }));
    await submitButton(form).click();
    await expect(page.getByRole("heading", { name: "Devis Envoyé !" })).toBeVisible();
    expect(leadsWith(database, "name", tag)).toMatchObject([
      { page: "/devis", fields: { acceptsTerms: false, description: "" } },
    ]);
  });

  test("a rule the browser does not check comes back as a 400 page with the errors and the input kept", async ({
    page,
    consoleErrors,
  }) => {
    const tag = marker("nojs-invalid");
    await page.goto("/contact");
    const form = leadForm(page);
    await fillContactForm(form, contactInput(tag, { phone: "12 34" }));
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      submitButton(form).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText(formsCopy.errors.phone);
    const after = leadForm(page);
    const phone = after.getByLabel(fieldLabel("contact", "phone"), { exact: true });
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveValue("12 34");
    await expect(after.getByLabel(fieldLabel("contact", "name"), { exact: true })).toHaveValue(`Jeanne Martin ${tag}`);
    await expect(after.getByLabel(fieldLabel("contact", "service"), { exact: true })).toHaveValue("Couverture Zinc");
    expect(leadsWith(database, "name", tag)).toEqual([]);
    ignoreFailedResource(consoleErrors, 400);
  });

  test("the browser's own validation stays on", async ({ page }) => {
    await page.goto("/devis");
    const form = leadForm(page);
    await submitButton(form).click();
    await expect(page).toHaveURL("/devis");
    expect(await form.evaluate((element: HTMLFormElement) => element.checkValidity())).toBe(false);
    expect(await form.locator('[name="name"]').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
  });
});

test.describe("duplicates", () => {
  test("the same browser key twice stores one lead", async ({ request }) => {
    const tag = marker("dup-key");
    // A key of its own, so that the test run again against the same store still sends a key never seen.
    const key = randomBytes(16).toString("hex");
    const body = new URLSearchParams({ ...contactInput(tag), _key: key }).toString();
    const headers = { "Content-Type": "application/x-www-form-urlencoded" };
    expect((await request.post("/contact", { data: body, headers })).status()).toBe(200);
    const again = new URLSearchParams({
      ...contactInput(tag, { city: "Lens" }),
      _key: key,
    });
    expect((await request.post("/contact", { data: again.toString(), headers })).status()).toBe(200);
    expect(leadsWith(database, "name", tag)).toHaveLength(1);
  });

  test("the same content without a key, re-sent within the window, stores one lead", async ({ request }) => {
    const tag = marker("dup-content");
    const body = new URLSearchParams({ ...quoteInput(tag), acceptsTerms: "on" }).toString();
    const headers = { "Content-Type": "application/x-www-form-urlencoded" };
    for (let i = 0; i < 3; i++) {
      const response = await request.post("/devis", { data: body, headers });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(formsCopy.quote.success.title);
    }
    await waitUntil(() => leadsWith(database, "name", tag).length > 0, 2000, "the lead");
    expect(leadsWith(database, "name", tag)).toHaveLength(1);
  });
});
