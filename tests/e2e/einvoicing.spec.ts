import { mkdirSync } from "node:fs";
import { unzipSync } from "fflate";
import { einvoicingCopy as copy } from "#app/content/einvoicing.ts";
import { accountantExport } from "#app/services/billing/exports/invoice-export.server.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import { startLocalPlatform } from "#server/local-platform.js";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { addOwner, allowFailedLoads, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { freePort, ownStoreEnv, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";
import { typographyProblems } from "#tests/support/typography.ts";

const shots = "/tmp/shots-einvoicing";
const screen = "/pro/factures/facturation-electronique";

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.describe("the owner connects his approved e-invoicing platform, on a server of its own", () => {
  const owner = { email: ownerEmail("pa"), password: ownerPassword() };
  let server: RunningServer;
  let folder: ReturnType<typeof temporaryDatabase>;
  let platform: Awaited<ReturnType<typeof startLocalPlatform>>;
  // A secret of its own, so that finding it anywhere (page, export, log) can only mean it leaked.
  const secret = `secret-${Date.now().toString(36)}-ne-sort-jamais`;
  const wrongSecret = `faux-${Date.now().toString(36)}-secret`;

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
  test.beforeAll(async ({}, testInfo) => {
    platform = await startLocalPlatform({ clientId: "site-couvreur", clientSecret: secret });
    folder = temporaryDatabase();
    server = await startServer({ port: await freePort(testInfo), env: ownStoreEnv(folder.file) });
    await addOwner(owner.email, owner.password, { LEADS_DB: folder.file });
    mkdirSync(shots, { recursive: true });
  });

  test.afterAll(async () => {
    await server?.stop();
    await platform?.close();
    folder?.remove();
  });

  test("fills the screen, saves, never sees the secret again, tests the connection; a wrong secret is refused", async ({
    page,
    consoleErrors,
  }) => {
    const origin = server.url;
    await page.setViewportSize(viewports.phone);
    await logIn(page, owner.email, owner.password, undefined, origin);
    await page.goto(`${origin}/pro/factures`);
    await page.getByRole("link", { name: copy.link }).click();
    await expect(page.getByRole("heading", { level: 1, name: copy.title })).toBeVisible();
    await expect(page.getByText(copy.intro)).toBeVisible();
    await expect(page.getByText(copy.notConfigured)).toBeVisible();

    // A platform's address typed with http:// is refused in French, and nothing is saved.
    await page.getByLabel(copy.flowUrl).fill(platform.flowUrl);
    await page.getByLabel(copy.directoryUrl).fill(platform.directoryUrl);
    await page.getByLabel(copy.tokenUrl).fill("http://auth.plateforme.example/oauth2/token");
    await page.getByLabel(copy.clientId).fill(platform.clientId);
    await page.getByLabel(copy.clientSecret, { exact: true }).fill(secret);
    await page.getByRole("button", { name: copy.save }).click();
    await expect(page.getByRole("alert")).toContainText(copy.errors.urlNotHttps(copy.tokenUrl));
    allowFailedLoads(consoleErrors, [400], /^\/pro\/factures\/facturation-electronique/);
    await expect(page.getByText(copy.notConfigured)).toBeVisible();

    await page.getByLabel(copy.tokenUrl).fill(platform.tokenUrl);
    await page.getByRole("button", { name: copy.save }).click();
    await expect(page.getByRole("status").filter({ hasText: copy.saved })).toBeVisible();
    await expect(page.getByText(copy.secretSaved)).toBeVisible();
    const replace = page.getByLabel(copy.replaceSecret);
    await expect(replace).toHaveValue("");
    await expect(page.getByLabel(copy.clientId)).toHaveValue(platform.clientId);
    expect(await page.content()).not.toContain(secret);

    await page.getByRole("button", { name: copy.test }).click();
    const result = page.locator("#einvoicing-test-result");
    await expect(result).toContainText("Connexion réussie");
    await expect(result).toContainText(copy.outcomes.companyUnknown);
    await expect(result).toHaveAttribute("role", "status");

    // Opened again later, the screen still hides the secret; its text follows French typography.
    await page.goto(`${origin}${screen}`);
    await expect(page.getByText(copy.secretSaved)).toBeVisible();
    const html = await page.content();
    expect(html).not.toContain(secret);
    expect(typographyProblems(html)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/saved-375.png`, fullPage: true });

    await page.getByLabel(copy.replaceSecret).fill(wrongSecret);
    await page.getByRole("button", { name: copy.save }).click();
    await expect(page.getByRole("status").filter({ hasText: copy.saved })).toBeVisible();
    await expect(page.getByLabel(copy.replaceSecret)).toHaveValue("");
    await page.getByRole("button", { name: copy.test }).click();
    await expect(page.getByRole("alert")).toHaveText(copy.outcomes.credentialsRefused);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/refused-375.png`, fullPage: true });

    await page.setViewportSize(viewports.desktop);
    await page.getByRole("button", { name: copy.test }).click();
    await expect(page.getByRole("alert")).toHaveText(copy.outcomes.credentialsRefused);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/refused-1280.png`, fullPage: true });

    // Neither secret reaches the requests' CSV, the accountant's export or the server's log.
    const csv = await page.request.get(`${origin}/pro/export.csv`);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).not.toContain(secret);
    // The accountant's ZIP, made by the same function as "Export pour le comptable" from this server's store.
    const database = await openDatabase({ sqliteFile: folder.file });
    try {
      const year = new Date().getFullYear();
      const made = await accountantExport(
        database,
        { from: `${year}-01-01`, to: `${year}-12-31` },
        { siren: "812345676", name: "Exemple" },
      );
      for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(made.zip)))) {
        const text = new TextDecoder().decode(bytes);
        expect(text, name).not.toContain(secret);
        expect(text, name).not.toContain(wrongSecret);
      }
    } finally {
      await database.close();
    }
    expect(server.output()).not.toContain(secret);
    expect(server.output()).not.toContain(wrongSecret);
  });
});
