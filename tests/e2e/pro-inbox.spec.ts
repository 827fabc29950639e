import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { formsCopy } from "#app/content/forms.ts";
import { proCopy } from "#app/content/pro.ts";
import { inboxCopy } from "#app/content/pro-inbox.ts";
import { axeViolations, expect, ignoresExpected404, test, viewports } from "#tests/support/fixtures.ts";
import { fillContactForm, fillQuoteForm, ignoreFailedResource, leadForm } from "#tests/support/lead-forms.ts";
import { contactInput, formBody, leadsWith, marker, quoteInput, readLeads, waitUntil } from "#tests/support/leads.ts";
import { e2eDatabase, logIn, ownerForFile, runProCli } from "#tests/support/owner.ts";

const copy = inboxCopy;

/** One account for the whole file, made with the CLI as the owner would on the server. */
const owner = ownerForFile("inbox");

/** Sends a contact request through the public form, as a visitor would, and answers its stored id. */
async function sendContact(page: Page, tag: string, overrides: Parameters<typeof contactInput>[1] = {}) {
  await page.goto("/contact");
  const form = leadForm(page);
  await fillContactForm(form, contactInput(tag, overrides));
  await form.getByRole("button", { name: formsCopy.contact.submit }).click();
  await expect(page.getByRole("heading", { name: formsCopy.contact.success.title })).toBeVisible();
  const [lead] = leadsWith(e2eDatabase, "email", tag);
  if (!lead) throw new Error(`the request ${tag} was not stored`);
  return lead.id;
}

/** The inbox searched for a test's own marker: the e2e database is shared with the other tests. */
async function inboxFor(page: Page, search: string, extra = "") {
  await page.goto(`/pro?q=${encodeURIComponent(search)}${extra}`);
}

async function downloadCsv(page: Page): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: copy.inbox.export }).click();
  const download = await downloading;
  const file = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(file, "utf8") };
}

test.describe.configure({ timeout: 120_000 });

test("a request sent from the site is worked from the inbox: call, status, note, filters, export, dashboard, resend, erase", async ({
  page,
  consoleErrors,
}) => {
  const tag = marker("inbox");
  const id = await sendContact(page, tag, { city: "LIEVIN", phone: "06 12 34 56 78" });
  await logIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/pro$/);
  await expect(page.getByRole("heading", { level: 1, name: copy.inbox.title })).toBeVisible();

  // The inbox: the request with its call link, town in the area's spelling, status and delivery.
  await inboxFor(page, tag);
  const name = `Jeanne Martin ${tag}`;
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("link", { name: copy.inbox.call(name) })).toHaveAttribute("href", "tel:+33612345678");
  await expect(card).toContainText("Liévin");
  await expect(card).toContainText("Contact · Couverture Zinc");
  await expect(card).toContainText(copy.statuses.nouvelle);
  await expect(card).toContainText(/à l’instant|il y a \d+ minutes?/);
  await waitUntil(() => readLeads(e2eDatabase).find((lead) => lead.id === id)?.delivery === "sent", 15_000, "delivery");
  await page.reload();
  await expect(card.getByText(copy.deliveries.sent)).toBeVisible();

  // The request's page: every field as sent, the one-tap actions.
  await card.getByRole("link", { name: copy.inbox.open(name) }).click();
  await expect(page).toHaveURL(new RegExp(`/pro/demandes/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Gouttière en zinc percée au-dessus de la porte d’entrée`)).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`^${copy.lead.call}`) })).toHaveAttribute(
    "href",
    "tel:+33612345678",
  );
  await expect(page.getByRole("link", { name: new RegExp(`^${copy.lead.write}`) })).toHaveAttribute(
    "href",
    `mailto:jeanne.martin.${tag}@example.com?subject=${encodeURIComponent(copy.lead.replySubject.contact)}`,
  );
  await expect(page.getByRole("link", { name: new RegExp(`^${copy.lead.directions}`) })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/dir/?api=1&destination=LIEVIN",
  );

  // Status, with who changed it.
  await page.getByLabel(copy.lead.statusLabel).selectOption({ label: copy.statuses.a_rappeler });
  await page.getByRole("button", { name: copy.lead.statusSave }).click();
  await expect(page.getByText(copy.lead.statusSaved)).toBeVisible();
  const history = page.getByRole("region", { name: copy.lead.statusTitle });
  await expect(history).toContainText(copy.lead.historyEntry(copy.statuses.nouvelle, copy.statuses.a_rappeler));
  await expect(history).toContainText(copy.lead.historyBy(owner.email));

  // A dated note.
  await page.getByLabel(copy.lead.noteLabel).fill("Rappelée, absente : repasser jeudi.");
  await page.getByRole("button", { name: copy.lead.noteAdd }).click();
  await expect(page.getByText(copy.lead.noteAdded)).toBeVisible();
  const notes = page.getByRole("region", { name: copy.lead.notesTitle });
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await expect(notes.getByRole("listitem")).toContainText("Rappelée, absente : repasser jeudi.");
  await expect(notes.getByRole("listitem")).toContainText(owner.email);
  await expect(page.getByLabel(copy.lead.noteLabel)).toHaveValue("");

  // Filters: the status filter keeps it, another status leaves it out; the search is case- and accent-blind.
  await page.getByRole("link", { name: copy.lead.back }).click();
  await page.getByRole("searchbox", { name: copy.inbox.search }).fill(tag.toUpperCase());
  await page.getByText(copy.inbox.filtersTitle).click();
  await page.getByLabel(copy.inbox.town).selectOption("Liévin");
  await page.getByRole("button", { name: copy.inbox.apply }).last().click();
  const tabs = page.getByRole("navigation", { name: copy.inbox.statusTabs });
  await expect(tabs.getByRole("link", { name: `${copy.statuses.a_rappeler} 1` })).toBeVisible();
  await expect(tabs.getByRole("link", { name: `${copy.statuses.nouvelle} 0` })).toBeVisible();
  await tabs.getByRole("link", { name: copy.statuses.a_rappeler }).click();
  await expect(page).toHaveURL(/statut=a_rappeler/);
  await expect(page).toHaveURL(/ville=Li%C3%A9vin/);
  await expect(tabs.getByRole("link", { name: copy.statuses.a_rappeler })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByText(copy.inbox.count(1))).toBeVisible();

  // The export is the filtered view, in the CLI's format.
  const csv = await downloadCsv(page);
  expect(csv.name).toMatch(/^demandes-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.text.startsWith("\uFEFFRéférence;Reçue le;")).toBe(true);
  const lines = csv.text.trimEnd().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${id};`);
  expect(lines[1]).toContain(`;${copy.statuses.a_rappeler};`);

  await inboxFor(page, tag, "&statut=gagnee");
  await expect(page.getByText(copy.inbox.emptyFiltered)).toBeVisible();

  // The dashboard counts it.
  await page.locator("summary:visible", { hasText: "Plus" }).click();
  await page.getByRole("link", { name: "Tableau de bord" }).click();
  await expect(page.getByRole("heading", { level: 1, name: copy.dashboard.title })).toBeVisible();
  const towns = page.getByRole("figure", { name: copy.dashboard.byTown });
  await expect(towns.getByRole("img", { name: copy.dashboard.byTown })).toBeVisible();
  await expect(towns.getByRole("rowheader", { name: "Liévin" })).toBeVisible();
  const weeks = page.getByRole("figure", { name: copy.dashboard.perWeek });
  await expect(weeks.getByRole("row")).toHaveCount(13);
  expect(Number(await weeks.getByRole("row").last().getByRole("cell").textContent())).toBeGreaterThanOrEqual(1);

  // Resend the e-mail: the delivery starts over and leaves again.
  await page.goto(`/pro/demandes/${id}`);
  await page.getByRole("button", { name: copy.lead.resend }).click();
  await expect(page.getByText(copy.lead.resent)).toBeVisible();
  await waitUntil(() => readLeads(e2eDatabase).find((lead) => lead.id === id)?.delivery === "sent", 15_000, "resend");
  await page.reload();
  await expect(page.getByRole("region", { name: copy.lead.deliveryTitle })).toContainText(copy.deliveries.sent);

  // Erase it, after the confirmation.
  await page.getByRole("link", { name: copy.lead.delete }).click();
  await expect(page.getByRole("heading", { name: copy.lead.deleteConfirmTitle })).toBeVisible();
  await page.getByLabel(copy.lead.deleteConfirmBox).check();
  await page.getByRole("button", { name: copy.lead.deleteConfirm }).click();
  await expect(page).toHaveURL(new RegExp(`/pro\\?supprimee=${id}$`));
  await expect(page.getByRole("status").filter({ hasText: copy.inbox.deleted(id) })).toBeVisible();
  await inboxFor(page, tag);
  await expect(page.getByText(copy.inbox.emptyFiltered)).toBeVisible();
  expect(readLeads(e2eDatabase).filter((lead) => lead.id === id)).toEqual([]);
  const response = await page.goto(`/pro/demandes/${id}`);
  expect(response?.status()).toBe(404);
  ignoresExpected404(consoleErrors);

  // The trail keeps the deletion, the status change, the export and the resend, and nothing the visitor wrote.
  const audit = await runProCli(["audit", "--limit", "1000"]);
  expect(audit.code).toBe(0);
  for (const action of ["lead.delete", "lead.status", "lead.export", "lead.resend"]) {
    expect(audit.stdout).toContain(proCopy.auditActions[action]);
  }
  expect(audit.stdout).toContain(`#${id}`);
  expect(audit.stdout).not.toContain(tag);
});

test("hostile input is shown as text in the inbox and the request's page, and neutralised in the CSV", async ({
  page,
}) => {
  const tag = marker("hostile");
  const hostileName = "<img src=x onerror=alert(1)>";
  const formula = '=HYPERLINK("http://x","y")';
  const posted = await page.request.post("/contact", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: formBody({ ...contactInput(tag), name: hostileName, message: formula }),
  });
  expect(posted.ok()).toBe(true);
  await waitUntil(() => leadsWith(e2eDatabase, "email", tag).length > 0, 15_000, "the hostile request");
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await logIn(page, owner.email, owner.password);
  await inboxFor(page, tag);
  const card = page.getByRole("listitem").filter({ hasText: hostileName });
  await expect(card).toHaveCount(1);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  const csv = await downloadCsv(page);
  const row = csv.text.split("\r\n")[1] ?? "";
  expect(row).toContain(`;${hostileName};`);
  expect(row).toContain(`;"'=HYPERLINK(""http://x"",""y"")";`);
  expect(row).not.toMatch(/;=HYPERLINK/);

  await card.getByRole("link", { name: copy.inbox.open(hostileName) }).click();
  await expect(page.getByRole("heading", { level: 1, name: hostileName })).toBeVisible();
  await expect(page.getByText(formula, { exact: true })).toBeVisible();
  // The owner's own note goes through the same path: text, never markup.
  await page.getByLabel(copy.lead.noteLabel).fill('<script>alert("note")</script><img src=x onerror=alert(2)>');
  await page.getByRole("button", { name: copy.lead.noteAdd }).click();
  await expect(page.getByText('<script>alert("note")</script><img src=x onerror=alert(2)>')).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("status, note and erasure work as plain forms, and erasure refuses an unticked confirmation", async ({
    page,
    consoleErrors,
  }) => {
    const tag = marker("nojs");
    const posted = await page.request.post("/devis", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: formBody(quoteInput(tag, { address: "7 rue Basly, 62300 Lens" })),
    });
    expect(posted.ok()).toBe(true);
    const [lead] = await waitUntil(() => {
      const found = leadsWith(e2eDatabase, "email", tag);
      return found.length > 0 && found;
    });
    const id = lead!.id;

    await logIn(page, owner.email, owner.password);
    // A request that is not there, or an address that is not a request number: the owner's 404 page.
    for (const path of ["/pro/demandes/999999999", "/pro/demandes/abc", "/pro/demandes/1e3"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      ignoresExpected404(consoleErrors);
    }
    await page.goto(`/pro/demandes/${id}`);
    await page.getByLabel(copy.lead.statusLabel).selectOption({ label: copy.statuses.devis_envoye });
    await page.getByRole("button", { name: copy.lead.statusSave }).click();
    await expect(page).toHaveURL(new RegExp(`/pro/demandes/${id}\\?fait=statut$`));
    await expect(page.getByText(copy.lead.statusSaved)).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`^${copy.lead.directions}`) })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent("7 rue Basly, 62300 Lens")}`,
    );

    await page.getByLabel(copy.lead.noteLabel).fill("Devis envoyé par courrier.");
    await page.getByRole("button", { name: copy.lead.noteAdd }).click();
    await expect(page.getByText("Devis envoyé par courrier.")).toBeVisible();

    // An empty note: a French error, nothing written.
    await page.getByLabel(copy.lead.noteLabel).fill("   ");
    await page.getByRole("button", { name: copy.lead.noteAdd }).click();
    await expect(page.getByRole("alert")).toHaveText(copy.lead.noteEmpty);
    ignoreFailedResource(consoleErrors, 400);
    await expect(page.getByRole("region", { name: copy.lead.notesTitle }).getByRole("listitem")).toHaveCount(1);

    // The confirmation step, then a POST without the ticked box (as a hand-made request would send it).
    await page.getByRole("link", { name: copy.lead.delete }).click();
    await expect(page.getByRole("heading", { name: copy.lead.deleteConfirmTitle })).toBeVisible();
    const origin = new URL(page.url()).origin;
    const unconfirmed = await page.request.post(`/pro/demandes/${id}`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      data: "intent=supprimer",
    });
    expect(unconfirmed.status()).toBe(400);
    expect(await unconfirmed.text()).toContain(copy.lead.deleteUnconfirmed);
    expect(readLeads(e2eDatabase).some((row) => row.id === id)).toBe(true);

    await page.getByLabel(copy.lead.deleteConfirmBox).check();
    await page.getByRole("button", { name: copy.lead.deleteConfirm }).click();
    await expect(page).toHaveURL(new RegExp(`/pro\\?supprimee=${id}$`));
    await expect(page.getByText(copy.inbox.deleted(id))).toBeVisible();
    expect(readLeads(e2eDatabase).some((row) => row.id === id)).toBe(false);
  });
});

test.describe("at 375 px and 1280 px", () => {
  for (const [label, viewport] of Object.entries(viewports)) {
    test(`inbox, request and dashboard pass axe and are photographed (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const tag = marker(`shot-${label}`);
      await sendContact(page, tag, { city: "Liévin", service: "Ardoise" });
      await page.goto("/devis");
      const form = leadForm(page);
      await fillQuoteForm(form, quoteInput(tag, { address: "12 rue des Mineurs, 62300 Lens" }));
      await form.getByRole("button", { name: formsCopy.quote.submit }).click();
      await expect(page.getByRole("heading", { name: formsCopy.quote.success.title })).toBeVisible();
      const [quote] = leadsWith(e2eDatabase, "email", tag).filter((lead) => lead.kind === "devis");

      await logIn(page, owner.email, owner.password);
      await page.goto("/pro");
      await expect(page.getByRole("listitem").first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`inbox-${viewport.width}.png`), fullPage: true });

      await page.goto(`/pro/demandes/${quote!.id}`);
      await page.getByLabel(copy.lead.noteLabel).fill("Toiture visible depuis la rue, prévoir l’échelle de 9 m.");
      await page.getByRole("button", { name: copy.lead.noteAdd }).click();
      await expect(page.getByText(copy.lead.noteAdded)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`lead-${viewport.width}.png`), fullPage: true });

      await page.goto("/pro/tableau-de-bord");
      await expect(page.getByRole("figure").first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`dashboard-${viewport.width}.png`), fullPage: true });
    });
  }
});
