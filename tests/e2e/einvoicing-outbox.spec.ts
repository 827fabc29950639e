import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { invoicesCopy } from "#app/content/invoices.ts";
import { platformTimelineCopy as timeline } from "#app/content/platform-timeline.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import {
  day,
  draftInvoice,
  expectValid,
  flowsTracked,
  issueOnScreen,
  originalFile,
  parisToday,
  platformAdmin,
  platformBlock,
  platformSiteForBlock,
  readyToInvoice,
  stateLifecycle,
  untilTimelineSays,
  validators,
} from "#tests/support/einvoicing-site.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { typographyProblems } from "#tests/support/typography.ts";

const editor = invoicesCopy.editor;

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.use({ viewport: viewports.phone });

test.describe("issuing to a business sends the invoice through the approved platform, on a server of its own", () => {
  const site = platformSiteForBlock("plateforme");

  async function attemptsOf(number: string): Promise<number> {
    const database = await openDatabase({ sqliteFile: site.file });
    try {
      const row = await database.db
        .withTables<{ einvoicing_outbox: { tracking_id: string; attempts: number } }>()
        .selectFrom("einvoicing_outbox")
        .select("attempts")
        .where("tracking_id", "=", number)
        .executeTakeFirstOrThrow();
      return Number(row.attempts);
    } finally {
      await database.close();
    }
  }

  /** A business client's invoice typed on "Factures" and issued: its number. */
  async function issueBusinessInvoice(page: Page, title: string): Promise<{ id: number; number: string }> {
    const { id } = await draftInvoice(page, site.server.url, {
      clientName: "SARL Entrepôts du Nord",
      clientAddress: "12 rue de l’Industrie, 62300 Lens",
      siren: "732829320",
      title,
      serviceDate: parisToday(),
      unitPrice: "180",
    });
    return { id, number: await issueOnScreen(page) };
  }

  test("deposited once, « Déposée » then « Approuvée »; the file the platform got passes the French rules", async ({
    page,
  }) => {
    await readyToInvoice(page, site.server.url, site.owner);

    const { number } = await issueBusinessInvoice(page, "Recherche de fuite");
    expect(number).not.toBe("");
    await untilTimelineSays(page, new RegExp(`Déposée le ${day} \\(flux [\\w-]+\\)`));
    await untilTimelineSays(page, new RegExp(`Fichier accepté par la plateforme le ${day}`));
    const [flow, ...others] = await flowsTracked(site.platform, number);
    expect(others).toEqual([]);
    expect(flow?.flowSyntax).toBe("Factur-X");
    expect(await attemptsOf(number)).toBe(1);

    const original = await originalFile(site.platform, flow?.flowId ?? "");
    const dir = mkdtempSync(path.join(tmpdir(), "einvoicing-e2e-"));
    try {
      const file = path.join(dir, `facture-${number}.pdf`);
      writeFileSync(file, original);
      expectValid(validators.brFr, [file]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    await stateLifecycle(site.platform, flow?.flowId ?? "", "205");
    await untilTimelineSays(page, new RegExp(`Approuvée le ${day}`));
    const block = platformBlock(page);
    await expect(block).toContainText(new RegExp(`Déposée le ${day}`));
    await expect(block).not.toContainText(timeline.advice);
    expect(await axeViolations(page)).toEqual([]);
    expect(typographyProblems(await block.innerHTML())).toEqual([]);
  });

  test("a refusal says what to do, and its one action issues the credit note and opens the corrected draft", async ({
    page,
  }) => {
    await site.logIn(page);
    const { number } = await issueBusinessInvoice(page, "Remplacement de tuiles");
    await untilTimelineSays(page, /Déposée le/);
    const [flow] = await flowsTracked(site.platform, number);
    await stateLifecycle(site.platform, flow?.flowId ?? "", "210");
    await untilTimelineSays(page, new RegExp(`Refusée le ${day}`));
    const block = platformBlock(page);
    await expect(block).toContainText(timeline.advice);
    await block.getByRole("button", { name: timeline.correct }).click();
    await expect(page).toHaveURL(/\/pro\/factures\/\d+\?correction=corrigee&avoir=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(editor.title("facture", null));
    // The credit note was issued and queued like any e-invoice: the platform receives it.
    const creditNumber = decodeURIComponent(/avoir=([^&#]+)/.exec(page.url())?.[1] ?? "");
    await expect(async () => expect(await flowsTracked(site.platform, creditNumber)).toHaveLength(1)).toPass({
      timeout: 30_000,
    });
  });

  test("the platform answering 503 for a while: the invoice is issued at once, then deposited once", async ({
    page,
  }) => {
    await site.logIn(page);
    // The platform's next 15 answers are 503 "come back in 1 s", whichever call gets them: the site's polls take one
    // a second while the invoice is issued, then its deposit meets the rest and waits, backing off.
    await platformAdmin(site.platform, "/admin/faults", { status: 503, count: 15, retryAfter: 1 });
    const { number } = await issueBusinessInvoice(page, "Démoussage de toiture");
    await expect(platformBlock(page)).toContainText(timeline.waiting);
    await untilTimelineSays(page, new RegExp(`Déposée le ${day}`), { timeout: 90_000 });
    expect(await flowsTracked(site.platform, number)).toHaveLength(1);
    expect(await attemptsOf(number)).toBeGreaterThan(1);
  });
});
