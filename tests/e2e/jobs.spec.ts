import type { Browser, Page } from "@playwright/test";
import { jobsCopy } from "#app/content/jobs.ts";
import { QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { LeadStore } from "#app/services/leads/store.server.ts";
import { e2eLeadsDb } from "#tests/support/e2e-server.ts";
import { expect, test, viewports } from "#tests/support/fixtures.ts";
import { marker } from "#tests/support/leads.ts";
import { addOwner, logIn, ownerEmail, ownerForFile, ownerPassword } from "#tests/support/owner.ts";
import { photoWithGps } from "#tests/support/photos.ts";
import { completeCompany, exampleAcceptance, exampleQuote, exampleRequest } from "#tests/support/quotes.ts";

const copy = jobsCopy;
const owner = ownerForFile("jobs");
const compagnon = { email: ownerEmail("jobs-compagnon"), password: ownerPassword(), name: marker("Marc") };
const shots = process.env.JOBS_SCREENSHOTS === "1";
let database: StoreDatabase;

test.use({ viewport: viewports.phone });

test.beforeAll(async () => {
  database = await openDatabase({ sqliteFile: e2eLeadsDb });
  // A worker that runs a second test of this file runs this hook again with the module already loaded: a new
  // person each time, or the CLI refuses an address that exists and the team lists two people of one name.
  compagnon.email = ownerEmail("jobs-compagnon");
  compagnon.name = marker("Marc");
  await addOwner(compagnon.email, compagnon.password);
  await database.db
    .updateTable("owner_users")
    .set({ role: "compagnon", display_name: compagnon.name })
    .where("email", "=", compagnon.email)
    .execute();
});
test.afterAll(() => database?.close());

/** A request, its quote sent and accepted by the client, through the stores the server itself runs. */
async function acceptedQuote(client: string): Promise<void> {
  const leadId = (await new LeadStore(database).insertLead(exampleRequest({ name: client }))).id;
  const quotes = new QuoteStore(database);
  const id = (await quotes.create(leadId, {})) as number;
  await quotes.save(id, { ...exampleQuote, clientName: client, siteAddress: "12 rue Jean Jaurès, 62300 Lens" });
  const sent = await quotes.send(id, completeCompany(), { userId: 1, email: owner.email });
  if (!sent.ok) throw new Error(sent.reason);
  expect(await quotes.accept(id, exampleAcceptance(sent.revision))).toBe("accepted");
}

async function compagnonPage(browser: Browser, width: keyof typeof viewports = "phone"): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports[width], locale: "fr-FR" });
  const page = await context.newPage();
  await logIn(page, compagnon.email, compagnon.password);
  return page;
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(viewports.phone);
}

test("an accepted quote's job: listed, opened, a note, a photo, « Arrivé », « Terminé »; a compagnon not on it gets 404", async ({
  page,
  browser,
}) => {
  const client = marker("Jeanne");
  await acceptedQuote(client);
  await logIn(page, owner.email, owner.password);
  await page.goto("/pro/chantiers?etat=a_planifier");
  await page.getByRole("link", { name: copy.list.open("Réfection de la gouttière", client) }).click();
  await expect(page.getByRole("heading", { level: 1, name: client })).toBeVisible();
  const jobUrl = page.url();
  await expect(page.getByRole("link", { name: copy.job.call })).toHaveAttribute("href", "tel:+33612345678");
  await expect(page.getByRole("link", { name: copy.job.map })).toHaveAttribute("href", /google\.com\/maps.*Lens/);
  await expect(page.getByRole("region", { name: copy.job.office })).toContainText("HT");

  await page.getByLabel(copy.job.noteLabel).fill("Clé chez la voisine");
  await page.getByRole("button", { name: copy.job.noteAdd }).click();
  await expect(page.getByText(copy.job.noteAdded)).toBeVisible();
  await page.getByLabel(copy.job.photoFile).setInputFiles({
    name: "toit.jpg",
    mimeType: "image/jpeg",
    buffer: await photoWithGps({ width: 800, height: 600 }),
  });
  await page.getByRole("button", { name: copy.job.photoAdd }).click();
  await expect(page.getByText(copy.job.photoAdded)).toBeVisible();
  const thumbnail = page.getByRole("img", { name: copy.job.photoAlt("Avant", 1) });
  await expect(thumbnail).toBeVisible();
  const served = await page.request.get((await thumbnail.getAttribute("src")) ?? "");
  expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/jpeg"]);

  await page.getByLabel(copy.job.arrivalFrom, { exact: true }).fill("07:30");
  await page.getByLabel(copy.job.arrivalTo, { exact: true }).fill("08:30");
  await page.getByLabel(copy.job.clientPreparation).fill("Portail ouvert, le chien rentré");
  await page.getByRole("button", { name: copy.job.detailsSave }).click();
  await expect(page.getByText(copy.job.detailsSaved)).toBeVisible();
  await expect(page.getByLabel(copy.job.arrivalFrom, { exact: true })).toHaveValue("07:30");
  await page.getByRole("button", { name: copy.job.clientLinkCreate }).click();
  await expect(page.getByLabel(copy.job.clientLinkLabels.link)).toHaveValue(/\/c\/[\w-]{43}$/);

  await page.getByRole("button", { name: copy.job.arrive, exact: true }).click();
  await expect(page.getByText(copy.job.arrived)).toBeVisible();
  // « Terminé » asks first: it cannot be undone and writes to the client.
  await page.getByRole("button", { name: copy.job.finish, exact: true }).click();
  await expect(page.getByRole("heading", { name: copy.job.finishAsk })).toBeVisible();
  await page.getByRole("button", { name: copy.job.finishConfirm }).click();
  await expect(page.getByText(copy.job.finished)).toBeVisible();
  await expect(page.getByRole("region", { name: copy.job.history })).toContainText(
    copy.job.events["job.finished"] ?? "",
  );
  await shoot(page, "job-office");

  const other = await compagnonPage(browser);
  const refused = await other.request.get(jobUrl);
  expect(refused.status()).toBe(404);
  const photo = await page.getByRole("link", { name: copy.job.photoOpen("Avant", 1) }).getAttribute("href");
  expect((await other.request.get(photo ?? "")).status()).toBe(404);
  await other.context().close();
});

test("« Intervenir » on an urgent request opens today's job for the one who goes, and the dashboard times it", async ({
  page,
  browser,
}) => {
  const client = marker("Luc");
  const lead = await new LeadStore(database).insertLead({
    ...exampleRequest(),
    kind: "contact",
    page: "/contact",
    fields: { name: client, phone: "06 11 22 33 44", city: "Liévin", service: "Urgence Fuite Toiture", message: "" },
  });
  await logIn(page, owner.email, owner.password);
  await page.goto(`/pro/demandes/${lead.id}`);
  await page.getByRole("link", { name: copy.emergency.action }).click();
  await page.getByRole("checkbox", { name: compagnon.name }).check();
  await page.getByRole("button", { name: copy.emergency.submit }).click();
  await expect(page.getByText(copy.emergency.opened)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: client })).toBeVisible();
  const jobUrl = page.url();

  const other = await compagnonPage(browser);
  await expect(other).toHaveURL(/\/pro\/journee$/);
  const today = other.getByRole("region", { name: new RegExp(copy.myDay.today) });
  await today
    .getByRole("link", { name: copy.myDay.openLabel(copy.store.emergencyTitle("Urgence Fuite Toiture")) })
    .click();
  await expect(other).toHaveURL(new URL(jobUrl).pathname);
  // The compagnon's page is built without the office's part: no price, no amount, anywhere in it.
  expect(await other.content()).not.toContain("€");
  await expect(other.getByRole("region", { name: copy.job.office })).toHaveCount(0);
  await other.getByRole("button", { name: copy.job.arrive, exact: true }).click();
  await expect(other.getByText(copy.job.arrived)).toBeVisible();
  // The details are the office's: the server answers the compagnon on the job the policy's 404.
  const details = await other.request.post(jobUrl, {
    form: { intent: "details", a_apporter: "Rien" },
    headers: { Origin: new URL(jobUrl).origin },
  });
  expect(details.status()).toBe(404);
  if (shots) {
    await shoot(other, "job-compagnon");
    await other.goto("/pro/journee");
    await shoot(other, "my-day");
  }
  await other.context().close();

  await page.goto("/pro/tableau-de-bord");
  const clock = page.getByRole("region", { name: copy.figures.title });
  await expect(clock).toContainText("1 à 2 h");
  await expect(clock.getByText(/\d+\u202f(min|h)/).first()).toBeVisible();
});
