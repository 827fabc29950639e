import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { leadAdminCopy } from "#app/content/forms.ts";
import { quotesCopy } from "#app/content/quotes.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import { QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import { commandStoreEachTest, runCommand } from "#tests/support/command-store.ts";
import { completeCompany, exampleAcceptance, exampleQuote } from "#tests/support/quotes.ts";
import { forEachEngine } from "#tests/support/store-engines.ts";
import { runLeadsCli } from "./cli.server.ts";
import { LeadStore } from "./store.server.ts";

forEachEngine((engine, fresh) => {
  const cliStore = commandStoreEachTest(engine, fresh, "leads-cli-");
  const run = (...argv: string[]) => runCommand(runLeadsCli, argv, { env: cliStore.env });

  async function seed() {
    const database = await openDatabase(cliStore.location);
    const store = new LeadStore(database);
    await store.insertLead({
      kind: "contact",
      page: "/contact",
      status: "received",
      fields: {
        name: "Jeanne Martin",
        phone: "06 12 34 56 78",
        email: "jeanne@example.com",
        city: "Liévin",
        service: "Ardoise",
        message: 'Fuite; "urgente"\nau-dessus de la cuisine',
      },
      idempotencyKey: null,
    });
    await store.insertLead({
      kind: "devis",
      page: "/devis",
      status: "received",
      fields: {
        name: "=Karim",
        email: "karim@example.com",
        phone: "03 21 00 00 00",
        address: "4 rue Émile Zola, 62300 Lens",
        service: "Zinguerie",
        description: "@SUM(1+1)*cmd|' /C calc'!A0",
        acceptsTerms: true,
      },
      idempotencyKey: null,
    });
    const job = (await store.claimNext(60_000))!;
    await store.markDead(job.outboxId, "smtp", "550 mailbox unavailable");
    await database.close();
  }

  /** The quote (1 137,00 € TTC) on the devis request, sent and accepted; returns its number. */
  async function acceptedQuoteOn(leadId: number): Promise<string> {
    const database = await openDatabase(cliStore.location);
    try {
      const quotes = new QuoteStore(database);
      const id = (await quotes.create(leadId, {}))!;
      await quotes.save(id, exampleQuote);
      const sent = await quotes.send(id, completeCompany(), { userId: 0, email: "patron@example.com" });
      if (!sent.ok) throw new Error(sent.reason);
      expect(await quotes.accept(id, exampleAcceptance(1))).toBe("accepted");
      return sent.document.number;
    } finally {
      await database.close();
    }
  }

  describe("npm run leads", () => {
    it("shows the usage without a command and refuses an unknown one", async () => {
      expect((await run()).stdout).toContain("export --csv");
      const unknown = await run("drop");
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain(leadAdminCopy.cli.unknownCommand("drop"));
    });

    it.runIf(engine === "sqlite")("list: says so when there is no database, without creating one", async () => {
      const result = await run("list");
      expect(result.code).toBe(0);
      expect(result.stderr).toContain(cliStore.file);
      expect(existsSync(cliStore.file)).toBe(false);
    });

    it("list: newest first, with the delivery state and the failure reason", async () => {
      await seed();
      const { code, stdout } = await run("list");
      expect(code).toBe(0);
      const lines = stdout.trim().split("\n");
      expect(lines[0]).toMatch(/^#2 .*Devis .*en attente .*=Karim · 03 21 00 00 00/);
      expect(lines[1]).toMatch(/^#1 .*Contact .*échec .*Jeanne Martin/);
      expect(lines[2]).toContain("550 mailbox unavailable");
      expect((await run("list", "--limit", "1")).stdout).not.toContain("Jeanne");
      expect((await run("list", "--limit=0")).code).toBe(1);
    });

    it("export --csv: one escaped row per lead under French headers, with its quote's number, status and total", async () => {
      await seed();
      const number = await acceptedQuoteOn(2);
      const { code, stdout } = await run("export", "--csv");
      expect(code).toBe(0);
      const headers = [...leadAdminCopy.csvHeaders, ...quotesCopy.csvHeaders];
      expect(stdout.startsWith(`\uFEFF${headers.join(";")}\r\n`)).toBe(true);
      expect(stdout).toContain('"Fuite; ""urgente""\nau-dessus de la cuisine"');
      // A visitor's text never starts a formula, whatever columns follow it.
      expect(stdout).toContain("'=Karim");
      expect(stdout).toContain(`;'@SUM(1+1)*cmd|' /C calc'!A0;Oui;${number};Accepté;${formatEuros(113_700)}\r\n`);
      // A request without a quote leaves its three columns empty.
      expect(stdout).toContain('au-dessus de la cuisine";;;;\r\n');
      expect(stdout.split("\r\n")).toHaveLength(4);
      expect((await run("export", "--csv", "--separator", ",")).stdout).toContain(headers.join(","));
      expect((await run("export")).code).toBe(1);
      expect((await run("export", "--csv", "--separator=|")).code).toBe(1);
    });

    it("retry: puts failed deliveries back in the queue", async () => {
      await seed();
      const result = await run("retry");
      expect(result.stdout).toBe(`${leadAdminCopy.cli.requeued(1)}\n`);
      expect((await run("list")).stdout).not.toContain("échec");
      expect((await run("retry")).stdout).toBe(`${leadAdminCopy.cli.requeued(0)}\n`);
    });
  });

  describe("npm run leads -- purge", () => {
    it("deletes the leads older than 3 years and their photo files, except those still waiting for delivery", async () => {
      const database = await openDatabase(cliStore.location);
      let now = Date.parse("2022-01-10T10:00:00.000Z");
      const store = new LeadStore(database, () => now);
      const base = { page: "/devis", status: "received" as const, idempotencyKey: null, kind: "devis" as const };
      const oldPhoto = `${"a".repeat(32)}.jpg`;
      const recentPhoto = `${"b".repeat(32)}.jpg`;
      mkdirSync(cliStore.env.UPLOADS_DIR!, { recursive: true });
      for (const name of [oldPhoto, recentPhoto]) writeFileSync(path.join(cliStore.env.UPLOADS_DIR!, name), "jpeg");
      const photo = (storedName: string) => ({
        storedName,
        contentType: "image/jpeg" as const,
        bytes: 4,
        width: 1,
        height: 1,
        originalName: "toit.jpg",
      });
      const old = await store.insertLead({ ...base, fields: { name: "Ancien" } }, [photo(oldPhoto)]);
      await store.markSent((await store.claimNext(60_000))!.outboxId, "smtp");
      await store.insertLead({ ...base, fields: { name: "Ancien en attente" } });
      await store.insertLead({ ...base, status: "spam", fields: { name: "Ancien spam" } });
      now = Date.parse("2024-06-01T10:00:00.000Z");
      await store.insertLead({ ...base, fields: { name: "Récent" } }, [photo(recentPhoto)]);
      await database.close();

      const { code, stdout } = await runCommand(runLeadsCli, ["purge"], {
        env: cliStore.env,
        now: () => new Date("2025-02-01T00:00:00.000Z"),
      });
      expect(code).toBe(0);
      expect(stdout).toBe(`${leadAdminCopy.cli.purged(2)}\n`);
      const reopened = await openDatabase(cliStore.location);
      const names = (await new LeadStore(reopened).listLeads()).map((lead) => lead.fields.name);
      await reopened.close();
      expect(names).toEqual(["Récent", "Ancien en attente"]);
      // The purged request's photo file went with it; the recent one's stays.
      expect(existsSync(path.join(cliStore.env.UPLOADS_DIR!, oldPhoto))).toBe(false);
      expect(existsSync(path.join(cliStore.env.UPLOADS_DIR!, recentPhoto))).toBe(true);
      expect(old.id).toBe(1);
    });
  });
});
