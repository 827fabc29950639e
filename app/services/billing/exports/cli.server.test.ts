import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { invoicesCopy } from "#app/content/invoices.ts";
import { invoiceCompany } from "#app/services/billing/documents/billing-settings.server.ts";
import { InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import { QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import { buildContent } from "#app/services/site/build-content.server.ts";
import { SiteContentStore } from "#app/services/site/store.server.ts";
import { completeCompany, exampleBilling, fakePdf, transfer } from "#tests/support/billing.ts";
import { commandStoreEachTest, runCommand } from "#tests/support/command-store.ts";
import { exampleAcceptance, exampleQuote } from "#tests/support/quotes.ts";
import { forEachEngine } from "#tests/support/store-engines.ts";
import { runInvoicesCli } from "./cli.server.ts";

const copy = invoicesCopy.accountantExport;
const owner = { userId: 1, email: "patron@example.com" };

/** The archive as Info-ZIP's unzip reads it: each entry's name and text. */
function unzipped(file: string): Map<string, string> {
  const names = execFileSync("zipinfo", ["-1", file], { encoding: "utf8" }).trim().split("\n");
  return new Map(names.map((name) => [name, execFileSync("unzip", ["-p", file, name], { encoding: "utf8" })]));
}

forEachEngine((engine, fresh) => {
  const cliStore = commandStoreEachTest(engine, fresh, "invoices-cli-");
  const run = (...argv: string[]) =>
    runCommand(runInvoicesCli, argv, { env: cliStore.env, now: () => new Date("2026-12-20T09:00:00.000Z") });

  /** The issue's job: a deposit issued and paid in October, the balance issued in November and paid in two transfers. */
  async function seed(): Promise<void> {
    const database = await openDatabase(cliStore.location);
    let now = Date.parse("2026-09-20T09:00:00.000Z");
    try {
      const quotes = new QuoteStore(database, () => now);
      const invoices = new InvoiceStore(database, () => now);
      const company = invoiceCompany(completeCompany(), exampleBilling);
      const quoteId = (await quotes.create(null, {})) as number;
      await quotes.save(quoteId, exampleQuote);
      if (!(await quotes.send(quoteId, completeCompany(), owner)).ok) throw new Error("not sent");
      await quotes.accept(quoteId, exampleAcceptance(1));
      now = Date.parse("2026-10-05T09:00:00.000Z");
      const deposit = await invoices.createFromQuote(quoteId, "acompte");
      if (!deposit.ok) throw new Error(deposit.reason);
      if (!(await invoices.issue(deposit.id, company, fakePdf)).ok) throw new Error("deposit not issued");
      await invoices.recordPayment(deposit.id, transfer("2026-10-06", 34_110), owner.email);
      now = Date.parse("2026-11-10T09:00:00.000Z");
      const final = await invoices.createFromQuote(quoteId, "solde");
      if (!final.ok) throw new Error(final.reason);
      const draft = await invoices.detail(final.id);
      if (!draft) throw new Error("no final draft");
      await invoices.save(final.id, { ...draft, serviceDate: "2026-11-08" });
      if (!(await invoices.issue(final.id, company, fakePdf)).ok) throw new Error("final not issued");
      await invoices.recordPayment(final.id, transfer("2026-11-20", 40_000), owner.email);
      await invoices.recordPayment(final.id, transfer("2026-11-28", 39_590), owner.email);
    } finally {
      await database.close();
    }
  }

  async function publishSiret(siret: string): Promise<void> {
    const database = await openDatabase(cliStore.location);
    try {
      const content = buildContent();
      await new SiteContentStore(database.db).publish(
        { ...content, site: { ...content.site, name: "Toitures Dupont", legal: { ...content.site.legal, siret } } },
        { email: owner.email, changes: ["l’entreprise"], clearDraft: false },
      );
    } finally {
      await database.close();
    }
  }

  it("shows the usage without a command and refuses an unknown one", async () => {
    expect(await run()).toMatchObject({ code: 1, stdout: `${copy.cli.usage}\n` });
    const unknown = await run("purge");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(copy.cli.unknownCommand("purge"));
  });

  it.runIf(engine === "sqlite")("says so when there is no database, without creating one", async () => {
    expect(await run("verify-journal")).toEqual({
      code: 1,
      stdout: "",
      stderr: `${copy.cli.noDatabase(path.join(cliStore.dir, "leads.sqlite"))}\n`,
    });
    expect(existsSync(path.join(cliStore.dir, "leads.sqlite"))).toBe(false);
  });

  it("export: refuses a bad, reversed or over-long period and a missing file before opening anything", async () => {
    const out = path.join(cliStore.dir, "export.zip");
    for (const [from, to, message] of [
      ["2026-11-31", "2026-12-31", copy.badDates],
      ["2026-11", "2026-12-31", copy.badDates],
      ["2026-12-01", "2026-11-30", copy.reversed],
      ["2023-11-01", "2026-11-01", copy.tooLong],
    ] as const) {
      expect(await run("export", "--from", from, "--to", to, "--out", out)).toEqual({
        code: 1,
        stdout: "",
        stderr: `${message}\n`,
      });
    }
    expect((await run("export", "--from", "2023-11-01", "--to", "2026-10-31")).stderr).toBe(`${copy.cli.noOut}\n`);
    expect(existsSync(out)).toBe(false);
  });

  it("export: names the SIRET to fill in, then writes the period's archive with the deposit it deducts", async () => {
    await seed();
    const out = path.join(cliStore.dir, "novembre.zip");
    const refused = await run("export", "--from", "2026-11-01", "--to", "2026-11-30", "--out", out);
    expect(refused).toEqual({ code: 1, stdout: "", stderr: `${copy.noSiret}\n` });
    expect(existsSync(out)).toBe(false);

    await publishSiret("481 234 565 00002");
    const written = await run("export", "--from=2026-11-01", "--to=2026-11-30", `--out=${out}`);
    expect(written.stderr).toBe("");
    expect(written.code).toBe(0);
    expect(written.stdout).toMatch(new RegExp(`^${out} écrit : 1 facture\\(s\\) ou avoir\\(s\\), 2 paiement\\(s\\), `));

    const files = unzipped(out);
    expect([...files.keys()].sort()).toEqual([
      "481234565FEC20261130.txt",
      "LISEZMOI.txt",
      "achats.csv",
      "factures.csv",
      "paiements-fournisseurs.csv",
      "paiements.csv",
      "pdf/F-2026-0002.pdf",
    ]);
    expect(files.get("pdf/F-2026-0002.pdf")).toBe("%PDF-F-2026-0002");
    expect(files.get("LISEZMOI.txt")).toContain("Toitures Dupont (SIREN 481234565)");
    const fec = (files.get("481234565FEC20261130.txt") as string).split("\r\n");
    // The October deposit, issued before the period, is reversed from 4191 by the November balance.
    expect(
      fec.filter((line) => line.includes("Reprise acompte F-2026-0001")).map((line) => line.split("\t")[4]),
    ).toEqual(["419100", "445711", "419100", "445712"]);
    expect(fec.filter((line) => line.startsWith("BQ\t") && line.split("\t")[4] === "512000")).toHaveLength(2);
  });

  it("verify-journal and close-months: seals October and November, then finds a rewritten payment", async () => {
    await seed();
    expect(await run("verify-journal")).toEqual({ code: 0, stdout: `${copy.cli.journalOk(3, 0)}\n`, stderr: "" });
    expect(await run("close-months")).toEqual({
      code: 0,
      stdout: `${copy.cli.closed(["2026-10", "2026-11"])}\n`,
      stderr: "",
    });
    expect((await run("close-months")).stdout).toBe(`${copy.cli.closed([])}\n`);
    expect((await run("verify-journal")).stdout).toBe(`${copy.cli.journalOk(3, 2)}\n`);

    const database = await openDatabase(cliStore.location);
    await database.db.updateTable("payments").set({ amount_cents: 30_000 }).where("sequence", "=", 2).execute();
    await database.close();
    expect(await run("verify-journal")).toEqual({
      code: 1,
      stdout: "",
      stderr: `${copy.cli.journalBroken("écriture n° 2 modifiée")}\n`,
    });
  });
});
