import { afterEach, beforeEach, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { LeadStore } from "#app/services/leads/store.server.ts";
import { OwnerLeads } from "#app/services/pro/leads.server.ts";
import { companyOf } from "#app/services/site/company.server.ts";
import { completeCompany, exampleAcceptance, exampleQuote, exampleRequest } from "#tests/support/quotes.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { sha256Hex } from "./document-store.server.ts";
import { QuoteStore } from "./quotes.server.ts";

const owner = { userId: 1, email: "patron@example.com" };
const company = completeCompany();

const input = exampleQuote;

forEachEngine((engine, fresh) => {
  let test: TestDatabase;
  let now: number;
  let quotes: QuoteStore;
  let leadId: number;

  beforeEach(async () => {
    test = await fresh();
    now = Date.parse("2026-11-23T09:00:00.000Z");
    quotes = new QuoteStore(test.database, () => now);
    const leads = new LeadStore(test.database, () => now);
    const stored = await leads.insertLead(exampleRequest());
    leadId = stored.id;
  });
  afterEach(() => test.remove());

  async function sentQuote(): Promise<{ id: number; token: string }> {
    const id = (await quotes.create(leadId, { clientName: "Jeanne Martin" })) as number;
    await quotes.save(id, input);
    const sent = await quotes.send(id, company, owner);
    if (!sent.ok) throw new Error(sent.reason);
    return { id, token: sent.token };
  }

  it("keeps a draft without a number, and gives D-YYYY-0001 with the issue's totals at the first sending", async () => {
    const id = (await quotes.create(leadId, {})) as number;
    expect(await quotes.save(id, input)).toBe("saved");
    expect((await quotes.detail(id))?.number).toBeNull();
    expect(await quotes.send(id, company, owner)).toMatchObject({ ok: true, number: "D-2026-0001", revision: 1 });
    const detail = await quotes.detail(id);
    expect(detail?.totals).toMatchObject({ exclCents: 102_000, vatCents: 11_700, inclCents: 113_700 });
    expect(detail?.lines.map((line) => line.designation)).toEqual([
      "Gouttière",
      "Dépose de la gouttière",
      "Zinc naturel",
      "Déplacement",
    ]);
    const lead = await test.database.db
      .selectFrom("leads")
      .select("workflow_status")
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    expect(lead.workflow_status).toBe("devis_envoye");
  });

  it("refuses to send a quote without a priced line, or unchanged since its last sending", async () => {
    const id = (await quotes.create(null, { clientName: "X" })) as number;
    expect(await quotes.send(id, company, owner)).toEqual({ ok: false, reason: "empty" });
    await quotes.save(id, input);
    await quotes.send(id, company, owner);
    expect(await quotes.send(id, company, owner)).toEqual({ ok: false, reason: "unchanged" });
    expect(await quotes.create(999, {})).toBeNull();
  });

  it("refuses to send while a mention is missing: nothing written, no number taken, each missing value named", async () => {
    const id = (await quotes.create(leadId, {})) as number;
    await quotes.save(id, { ...input, startText: "", clientAddress: "  " });
    const template = await quotes.send(id, companyOf(site), owner);
    expect(template).toMatchObject({ ok: false, reason: "incomplete" });
    const ids = template.ok || template.reason !== "incomplete" ? [] : template.missing.map((mention) => mention.id);
    expect(ids).toEqual(expect.arrayContaining(["legal.siret", "insurance.insurer", "mediator.url"]));
    expect(ids).toEqual(expect.arrayContaining(["clientAddress", "startText"]));
    const incomplete = await quotes.send(id, company, owner);
    expect(incomplete.ok || incomplete.reason !== "incomplete" ? [] : incomplete.missing).toEqual([
      { id: "clientAddress", label: "L’adresse du client", href: "#quote-clientAddress" },
      { id: "startText", label: "Le début des travaux ou le délai d’exécution", href: "#quote-startText" },
    ]);

    const detail = await quotes.detail(id);
    expect(detail).toMatchObject({ number: null, status: "brouillon", revision: 0, sentAt: null });
    for (const table of ["quote_revisions", "quote_links", "document_number_counters"] as const) {
      const count = await test.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(count.n), table).toBe(0);
    }
    const lead = await test.database.db
      .selectFrom("leads")
      .select("workflow_status")
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    expect(lead.workflow_status).not.toBe("devis_envoye");

    await quotes.save(id, input);
    expect(await quotes.send(id, company, owner)).toMatchObject({ ok: true, number: "D-2026-0001", revision: 1 });
  });

  it("opens the current revision from any link, marks Vu once, and an older link knows it was replaced", async () => {
    const { id, token } = await sentQuote();
    expect(await quotes.open("guessed-token")).toEqual({ kind: "unknown" });
    expect(await quotes.markViewed(id)).toBe(true);
    expect(await quotes.markViewed(id)).toBe(false);
    await quotes.save(id, { ...input, title: "Gouttière et descente" });
    const second = await quotes.send(id, company, owner);
    expect(second).toMatchObject({ ok: true, number: "D-2026-0001", revision: 2 });
    const old = await quotes.open(token);
    expect(old).toMatchObject({ kind: "quote", linkRevision: 1, state: "envoye" });
    expect(old.kind === "quote" && old.document).toMatchObject({ revision: 2, title: "Gouttière et descente" });
    expect(await quotes.accept(id, exampleAcceptance(1))).toBe("replaced");
    await quotes.revokeLinks(id);
    expect(await quotes.open(token)).toEqual({ kind: "revoked" });
  });

  it("accepts once, keeps the PDF byte for byte, freezes the quote and wins the request", async () => {
    const { id } = await sentQuote();
    const pdf = new Uint8Array([37, 80, 68, 70, 45, 0, 255, 10]);
    expect(await quotes.accept(id, exampleAcceptance(1, pdf))).toBe("accepted");
    expect(await quotes.accept(id, exampleAcceptance(1))).toBe("already");
    expect(Buffer.from((await quotes.acceptedPdf(id)) ?? [])).toEqual(Buffer.from(pdf));
    expect((await quotes.detail(id))?.acceptance).toMatchObject({
      fullName: "Jeanne Martin",
      pdfSha256: sha256Hex(pdf),
    });
    expect(await quotes.save(id, input)).toBe("accepted");
    expect(await quotes.send(id, company, owner)).toEqual({ ok: false, reason: "accepted" });
    const lead = await test.database.db
      .selectFrom("leads")
      .select("workflow_status")
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    expect(lead.workflow_status).toBe("gagnee");
  });

  it("erasing a request keeps its accepted quote whole, detached, and erases its other quotes", async () => {
    const { id: signed } = await sentQuote();
    await quotes.accept(signed, exampleAcceptance(1));
    const { id: open } = await sentQuote();
    expect(await new OwnerLeads(test.database, () => now).erase(leadId)).toEqual({ photoFiles: [] });
    expect(await quotes.detail(open)).toBeNull();
    const kept = await quotes.detail(signed);
    expect(kept).toMatchObject({ leadId: null, clientName: "Jeanne Martin", status: "accepte" });
    expect(kept?.lines).toHaveLength(4);
    expect(await quotes.acceptedPdf(signed)).not.toBeNull();
    expect(await quotes.currentDocument(signed)).toMatchObject({ number: "D-2026-0001" });
  });

  it("counts quotes per month for the dashboard: sent, accepted, amounts, rate and the delay from the request", async () => {
    const { id } = await sentQuote();
    now += 3 * 3_600_000;
    const { id: second } = await sentQuote();
    await quotes.accept(id, exampleAcceptance(1));
    await quotes.refuse(second, 1, "Trop cher");
    const figures = await quotes.figures(2);
    expect(figures.months.map((month) => month.month)).toEqual(["2026-10", "2026-11"]);
    expect(figures.months[1]).toEqual({
      month: "2026-11",
      sent: 2,
      accepted: 1,
      refused: 1,
      expired: 0,
      quotedExclCents: 204_000,
      acceptedExclCents: 102_000,
    });
    expect(figures.acceptanceRate).toBe(0.5);
    expect(figures.medianHoursToQuote).toBe(1.5);
    const newest = await quotes.newestOfLeads([leadId]);
    expect(newest.get(leadId)).toEqual({ number: "D-2026-0002", state: "refuse", inclCents: 113_700 });
  });

  it("refuses an acceptance after the quote's last day, and lists it as expired", async () => {
    const { id } = await sentQuote();
    now += 31 * 86_400_000;
    expect(await quotes.accept(id, exampleAcceptance(1))).toBe("expired");
    expect((await quotes.list("expire")).map((row) => row.id)).toEqual([id]);
    expect(await quotes.list("envoye")).toEqual([]);
  });

  // Two instances share one PostgreSQL; SQLite serves one process (better-sqlite3 waits for a lock synchronously,
  // so a second connection in this process would block the first's commit), where concurrency is within it.
  it("gives 20 quotes sent at once from two instances 20 consecutive numbers, and two acceptances at once one", async () => {
    const second: StoreDatabase = engine === "postgres" ? await openDatabase(test.location) : test.database;
    try {
      const instances = [quotes, new QuoteStore(second, () => now)];
      const ids: number[] = [];
      for (let index = 0; index < 20; index += 1) {
        const id = (await quotes.create(null, { clientName: `Client ${index}` })) as number;
        await quotes.save(id, input);
        ids.push(id);
      }
      const results = await Promise.all(
        ids.map((id, index) => (instances[index % 2] as QuoteStore).send(id, company, owner)),
      );
      const numbers = results.map((result) => (result.ok ? result.number : result.reason)).sort();
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `D-2026-${String(index + 1).padStart(4, "0")}`));

      const accepted = await Promise.all(
        instances.map((instance) => instance.accept(ids[0] as number, exampleAcceptance(1))),
      );
      expect(accepted.sort()).toEqual(["accepted", "already"]);
      const count = await test.database.db
        .selectFrom("quote_acceptances")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    } finally {
      if (second !== test.database) await second.close();
    }
  });
});
