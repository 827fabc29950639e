import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { formsCopy } from "#app/content/forms.ts";
import { homeCopy } from "#app/content/home.ts";
import { inboxCopy } from "#app/content/pro-inbox.ts";
import { reviewsCopy } from "#app/content/reviews.ts";
import { site } from "#app/content/site.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { budgets } from "#tests/budgets.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { fillQuoteForm, ignoreFailedResource, leadForm } from "#tests/support/lead-forms.ts";
import { marker, quoteInput, type SmtpSink, startSmtpSink, waitUntil } from "#tests/support/leads.ts";
import { nuErrors } from "#tests/support/nu-checker.ts";
import { addOwner, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { recordScripts } from "#tests/support/page-scripts.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";

const copy = reviewsCopy;
const shots = "/tmp/shots-reviews";
/** Text with every kind of space folded into one, as pages set French spacing. */
const fold = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();
const googlePage = "https://g.page/r/CToituresGohelle/review";
/** What a hostile client could type: it must come back as text, on the owner's screen and on the site. */
const hostile = `<img src=x onerror="document.title='pwned'"><script>document.title='pwned'</script> Travail "impeccable" & rapide`;

test.describe.configure({ mode: "serial", timeout: 300_000 });

test.describe("reviews asked of a client whose job is done, on a server of its own", () => {
  const owner = { email: ownerEmail("avis"), password: ownerPassword() };
  let server: RunningServer;
  let mail: SmtpSink;
  let folder: ReturnType<typeof temporaryDatabase>;

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
  test.beforeAll(async ({}, testInfo) => {
    folder = temporaryDatabase();
    const store = { LEADS_DB: folder.file };
    mail = await startSmtpSink(0);
    server = await startServer({
      port: await freePort(testInfo),
      env: {
        ...store,
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
        OUTBOX_POLL_MS: "500",
        UPLOADS_DIR: path.join(path.dirname(folder.file), "uploads"),
        SITE_PHOTOS_DIR: path.join(path.dirname(folder.file), "site-photos"),
      },
    });
    await addOwner(owner.email, owner.password, store);
  });

  test.afterAll(async () => {
    await server?.stop();
    await mail?.close();
    folder?.remove();
  });

  test("a won and done request asks one review; the client's 5 stars reach the site once approved", async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const origin = server.url;
    const tag = marker("avis");
    const input = quoteInput(tag);
    await page.setViewportSize(viewports.phone);

    // The owner gives his Google review page and how many slate roofs he laid, and publishes.
    await logIn(page, owner.email, owner.password, undefined, origin);
    await page.goto(`${origin}/pro/site/entreprise`);
    await page.locator("#champ-googleReviewUrl").fill("https://example.com/avis");
    await page.getByRole("button", { name: siteEditorCopy.save }).click();
    await expect(page.getByText(siteEditorCopy.errors.googleReviewUrl)).toBeVisible();
    ignoreFailedResource(consoleErrors, 400);
    await page.locator("#champ-googleReviewUrl").fill(googlePage);
    await page.locator("#champ-completedJobs-ardoise").fill("212");
    await page.getByRole("button", { name: siteEditorCopy.save }).click();
    await expect(page.getByText(siteEditorCopy.saved)).toBeVisible();
    await page.goto(`${origin}/pro/site`);
    await page.getByRole("button", { name: siteEditorCopy.draft.publish, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: /publiée/ })).toBeVisible({ timeout: 60_000 });

    // A visitor asks for a quote; the owner wins the job and marks it done.
    await page.goto(`${origin}/devis`);
    const form = leadForm(page);
    await fillQuoteForm(form, input);
    await form.getByRole("button", { name: formsCopy.quote.submit }).click();
    await expect(page.getByRole("heading", { name: formsCopy.quote.success.title })).toBeVisible();
    await page.goto(`${origin}/pro?q=${encodeURIComponent(tag)}`);
    await page.getByRole("link", { name: inboxCopy.inbox.open(input.name) }).click();
    await expect(page).toHaveURL(/\/pro\/demandes\/\d+$/);
    const leadUrl = page.url();
    const leadId = Number(new URL(leadUrl).pathname.split("/").pop());
    await expect(page.getByText(copy.lead.wonFirst)).toBeVisible();
    await page.getByLabel(inboxCopy.lead.statusLabel).selectOption("gagnee");
    await page.getByRole("button", { name: inboxCopy.lead.statusSave }).click();
    await expect(page.getByText(inboxCopy.lead.statusSaved)).toBeVisible();
    await page.getByRole("button", { name: copy.lead.markDone }).click();
    await expect(page.getByText(copy.lead.doneSaved)).toBeVisible();
    await expect(page.getByText(copy.lead.asked)).toBeVisible();

    // Exactly one e-mail, from the company, answering to the company, with both choices.
    const subject = copy.mail.subject(site.name);
    const toClient = () =>
      mail.messages.filter(
        (message) => message.subject === subject && JSON.stringify(message.to).includes(input.email),
      );
    const request = await waitUntil(() => toClient()[0], 20_000);
    expect(request.replyTo?.value[0]?.address).toBe(site.email);
    const body = request.text ?? "";
    expect(body).toContain(`Bonjour ${input.name},`);
    expect(body).toContain(googlePage);
    const link = /https?:\/\/\S+\/a\/([A-Za-z0-9_-]{43})/.exec(body);
    expect(link, body).not.toBeNull();
    const formPath = `/a/${link?.[1]}`;

    // Marking the job done again (after taking the mark back) does not ask twice.
    await page.getByRole("button", { name: copy.lead.undo }).click();
    await expect(page.getByRole("button", { name: copy.lead.markDone })).toBeVisible();
    await page.getByRole("button", { name: copy.lead.markDone }).click();
    await expect(page.getByText(copy.lead.doneSaved)).toBeVisible();
    await page.waitForTimeout(2_000);
    expect(toClient()).toHaveLength(1);
    expect(leadId).toBeGreaterThan(0);

    // The client opens his link on his phone: a page of the server, no React, within the public budget.
    const client = await browser.newContext({ viewport: viewports.phone, locale: "fr-FR" });
    const phone = await client.newPage();
    const scripts = recordScripts(phone);
    const opened = await phone.goto(`${origin}${formPath}`);
    expect(opened?.status()).toBe(200);
    const headers = opened?.headers() ?? {};
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(headers["referrer-policy"]).toBe("no-referrer");
    const formHtml = (await opened?.text()) ?? "";
    expect(formHtml).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(await axeViolations(phone)).toEqual([]);
    const scriptBytes = (await scripts.collect()).reduce(
      (sum, script) => sum + brotliCompressSync(script.body).length,
      0,
    );
    expect(scriptBytes).toBeLessThanOrEqual(budgets.pageScriptsBeforeInteraction);
    expect(brotliCompressSync(formHtml).length).toBeLessThanOrEqual(budgets.pageHtml);

    // Sent empty, it names what is missing; then five stars, hostile text included.
    await phone.getByRole("button", { name: copy.client.send }).click();
    await expect(phone.getByText(copy.client.errors.rating)).toBeVisible();
    await expect(phone.getByText(copy.client.errors.text)).toBeVisible();
    await phone.screenshot({ path: `${shots}/review-form-errors-375.png`, fullPage: true });
    await phone.getByLabel(copy.client.star(5)).check();
    await phone.getByLabel(copy.client.text).fill(hostile);
    await phone.getByLabel(copy.client.firstName).fill("Claire");
    await phone.getByLabel(copy.client.town).fill("Liévin");
    await phone.getByLabel(copy.client.consent).check();
    await phone.screenshot({ path: `${shots}/review-form-375.png`, fullPage: true });
    await phone.getByRole("button", { name: copy.client.send }).click();
    await expect(phone.getByRole("heading", { name: copy.client.thanks })).toBeVisible();
    await phone.setViewportSize(viewports.desktop);
    await phone.goto(`${origin}${formPath}`);
    await expect(phone.getByText(copy.client.already)).toBeVisible();
    await expect(phone.getByRole("button", { name: copy.client.send })).toHaveCount(0);
    await phone.screenshot({ path: `${shots}/review-form-answered-1280.png`, fullPage: true });

    // A second answer on the same link is refused, in French, and changes nothing.
    const second = await phone.request.post(`${origin}${formPath}`, {
      form: { note: "1", avis: "Autre avis", prenom: "Claire", commune: "Liévin", publication: "oui" },
    });
    expect(second.status()).toBe(409);
    expect(fold(await second.text())).toContain(fold(copy.client.already));
    expect((await phone.request.get(`${origin}/a/${"A".repeat(43)}`)).status()).toBe(404);

    // The owner reads it as written (escaped) and approves it: the site is published again.
    await page.goto(`${origin}/pro/site/avis-clients`);
    const card = page.getByRole("article", { name: "Claire, Liévin" });
    await expect(card).toContainText(hostile);
    await expect(card.getByRole("link", { name: input.service })).toHaveAttribute("href", `/pro/demandes/${leadId}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/owner-reviews-375.png`, fullPage: true });
    const ownerHtml = await page.content();
    await card.getByRole("button", { name: copy.owner.approve }).click();
    await expect(card.getByText(copy.owner.approved)).toBeVisible({ timeout: 60_000 });
    await card.getByLabel(copy.owner.reply).fill("Merci Claire, à bientôt !");
    await card.getByRole("button", { name: copy.owner.saveReply }).click();
    await expect(card.getByText(copy.owner.repliedOnline)).toBeVisible({ timeout: 60_000 });
    await page.setViewportSize(viewports.desktop);
    await page.screenshot({ path: `${shots}/owner-reviews-1280.png`, fullPage: true });
    expect(await nuErrors([], { "avis-formulaire": formHtml, "avis-proprietaire": ownerHtml })).toEqual([]);

    // On the site: the review with its dates and the answer, the summary on the home page, the figures.
    const visitor = await browser.newContext({ viewport: viewports.phone, locale: "fr-FR" });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${origin}/realisations`);
    const reviews = visitorPage.locator("#avis");
    await expect(reviews).toContainText(hostile);
    await expect(reviews.locator("img[src='x']")).toHaveCount(0);
    expect(await visitorPage.title()).not.toBe("pwned");
    // The review is dated by the day in Paris, which differs from the machine's UTC day one or two hours a night.
    const today = new Intl.DateTimeFormat("fr-FR", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/Paris",
    }).format(new Date());
    expect(fold((await reviews.textContent()) ?? "")).toContain(fold(`Avis du ${today}`));
    await expect(reviews).toContainText("Merci Claire, à bientôt !");
    expect(fold((await reviews.textContent()) ?? "")).toContain(fold(homeCopy.hero.rating("5/5", 1)));
    await reviews.screenshot({ path: `${shots}/site-reviews-375.png` });
    await visitorPage.goto(`${origin}/`);
    await expect(visitorPage.getByRole("link", { name: homeCopy.hero.rating("5/5", 1) })).toBeVisible();
    const jsonLd = await visitorPage.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("")).not.toMatch(/aggregateRating|"Review"|ratingValue/);
    await visitorPage.goto(`${origin}/services/ardoise`);
    const figures = (
      await visitorPage
        .getByRole("region", { name: /en chiffres/ })
        .locator("dl > div")
        .allInnerTexts()
    ).map(fold);
    expect(figures).toContain("toitures en ardoise réalisées 212");
    expect(figures).toContain("note moyenne de 1 avis client 5/5");
    expect(figures.join(" ")).not.toMatch(/clients satisfaits|\d\+/);
    await client.close();
    await visitor.close();
  });
});
