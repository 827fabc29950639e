import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type InboxFilters, noFilters } from "#app/lib/inbox-query.ts";
import { LeadStore, type NewLead } from "#app/services/leads/store.server.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { isoWeekLabel } from "./lead-dashboard.server.ts";
import { type Actor, INBOX_PAGE_SIZE, OwnerLeads } from "./leads.server.ts";

const owner: Actor = { userId: 7, email: "patron@example.com" };

function contact(name: string, overrides: Partial<Record<string, string>> = {}): NewLead {
  return {
    kind: "contact",
    page: "/contact",
    status: "received",
    fields: {
      name,
      phone: "06 12 34 56 78",
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
      city: "Liévin",
      service: "Ardoise",
      message: "Ardoises glissées sur le pan nord.",
      ...overrides,
    },
    idempotencyKey: null,
  };
}

function quote(name: string, address: string, service = "Zinguerie"): NewLead {
  return {
    kind: "devis",
    page: "/devis",
    status: "received",
    fields: {
      name,
      phone: "07 00 11 22 33",
      email: "devis@example.com",
      address,
      service,
      description: "Gouttière percée",
      acceptsTerms: true,
    },
    idempotencyKey: null,
  };
}

const filters = (overrides: Partial<InboxFilters>): InboxFilters => ({ ...noFilters, ...overrides });

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  let now: number;
  let store: LeadStore;
  let owned: OwnerLeads;

  beforeEach(async () => {
    test = await fresh();
    now = Date.parse("2026-11-23T09:00:00.000Z");
    store = new LeadStore(test.database, () => now);
    owned = new OwnerLeads(test.database, () => now);
  });
  afterEach(() => test.remove());

  /** Stores the lead a minute after the previous one, so that each has its own time. */
  async function add(lead: NewLead): Promise<number> {
    now += 60_000;
    return (await store.insertLead(lead)).id;
  }

  const countRows = async (
    table: "leads" | "outbox" | "lead_notes" | "lead_status_changes" | "lead_photos",
    leadColumn: string,
    id: number,
  ) =>
    Number(
      (
        await test.database.db
          .selectFrom(table)
          .select(({ fn }) => fn.countAll().as("n"))
          .where(sql.ref(leadColumn), "=", id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe("the inbox", () => {
    it("lists new requests first as 'nouvelle', and keeps the honeypot's catches out unless spam is asked for", async () => {
      const first = await add(contact("Jeanne Martin"));
      const trapped = await add({ ...contact("Bot"), status: "spam" });
      const second = await add(quote("Karim Benali", "12 rue des Mineurs, 62300 Lens"));

      const inbox = await owned.inbox(noFilters, 1);
      expect(inbox.rows.map((row) => row.id)).toEqual([second, first]);
      expect(inbox.total).toBe(2);
      expect(inbox.rows[0]).toMatchObject({
        kind: "devis",
        workflowStatus: "nouvelle",
        name: "Karim Benali",
        phone: "07 00 11 22 33",
        town: "Lens",
        service: "Zinguerie",
        delivery: { status: "pending", attempts: 0, lastError: null, sentAt: null },
      });

      const spam = await owned.inbox(filters({ status: "spam" }), 1);
      expect(spam.rows.map((row) => [row.id, row.workflowStatus, row.delivery])).toEqual([[trapped, "spam", null]]);
    });

    it("pages by 25 with the total count, and keeps a page number past the end on the last page", async () => {
      const ids: number[] = [];
      for (let index = 0; index < INBOX_PAGE_SIZE + 5; index++) ids.push(await add(contact(`Client ${index}`)));
      const newestFirst = ids.toReversed();

      const first = await owned.inbox(noFilters, 1);
      expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
      expect(first.rows.map((row) => row.id)).toEqual(newestFirst.slice(0, 25));
      const second = await owned.inbox(noFilters, 2);
      expect(second.rows.map((row) => row.id)).toEqual(newestFirst.slice(25));
      expect((await owned.inbox(noFilters, 99)).page).toBe(2);
      expect((await owned.inbox(noFilters, Number.NaN)).page).toBe(1);
    });

    it("filters by status, kind, service and town, the town spelt as the company's area spells it", async () => {
      const lievin = await add(contact("Jeanne Martin", { city: "  LIEVIN " }));
      const lens = await add(quote("Karim Benali", "12 rue des Mineurs, 62300 Lens"));
      const arras = await add(quote("Paul Durand", "3 place des Héros 62000 arras", "Couverture"));
      await owned.changeStatus(lens, "a_rappeler", owner);

      const ids = async (overrides: Partial<InboxFilters>) =>
        (await owned.inbox(filters(overrides), 1)).rows.map((row) => row.id);
      expect(await ids({ kind: "devis" })).toEqual([arras, lens]);
      expect(await ids({ kind: "contact" })).toEqual([lievin]);
      expect(await ids({ status: "a_rappeler" })).toEqual([lens]);
      expect(await ids({ status: "nouvelle" })).toEqual([arras, lievin]);
      expect(await ids({ service: "Couverture" })).toEqual([arras]);
      expect(await ids({ town: "Liévin" })).toEqual([lievin]);
      expect(await ids({ town: "Arras" })).toEqual([arras]);
      expect(await ids({ kind: "devis", town: "Lens", status: "a_rappeler" })).toEqual([lens]);
      expect(await owned.statusCounts(filters({ kind: "devis", status: "nouvelle" }))).toEqual({
        nouvelle: 1,
        a_rappeler: 1,
        devis_envoye: 0,
        gagnee: 0,
        perdue: 0,
        spam: 0,
      });
      await store.insertLead({ ...contact("Bot"), status: "spam" });
      expect((await owned.statusCounts(noFilters)).spam).toBe(1);
      expect(await owned.filterChoices()).toEqual({
        services: ["Ardoise", "Couverture", "Zinguerie"],
        towns: ["Arras", "Lens", "Liévin"],
      });
    });

    it("searches name, phone, e-mail and message whatever the case and accents, wildcards taken literally", async () => {
      const eloise = await add(contact("Éloïse Dupré", { message: "Fuite après l'orage, 100% urgent" }));
      const marc = await add(contact("MARC_LEROY", { phone: "0321456789", email: "m.leroy@exemple.fr" }));

      const search = async (text: string) =>
        (await owned.inbox(filters({ search: text }), 1)).rows.map((row) => row.id);
      expect(await search("eloise")).toEqual([eloise]);
      expect(await search("DUPRÉ")).toEqual([eloise]);
      expect(await search("  ORAGE ")).toEqual([eloise]);
      expect(await search("m.leroy@EXEMPLE")).toEqual([marc]);
      expect(await search("03 21 45")).toEqual([marc]);
      expect(await search("06 12 34")).toEqual([eloise]);
      expect(await search("100%")).toEqual([eloise]);
      expect(await search("%")).toEqual([eloise]);
      expect(await search("a_c")).toEqual([]);
      expect(await search("marc_")).toEqual([marc]);
      expect(await search("\\")).toEqual([]);
      expect(await search("'; DROP TABLE leads; --")).toEqual([]);
      expect((await owned.inbox(noFilters, 1)).total).toBe(2);
    });
  });

  describe("a request's page", () => {
    it("changes the status with its history, ignores a change to the same status, and knows a missing request", async () => {
      const id = await add(contact("Jeanne Martin"));
      expect(await owned.changeStatus(id, "a_rappeler", owner)).toEqual({ from: "nouvelle" });
      now += 3_600_000;
      expect(await owned.changeStatus(id, "gagnee", { userId: 8, email: "associe@example.com" })).toEqual({
        from: "a_rappeler",
      });
      expect(await owned.changeStatus(id, "gagnee", owner)).toEqual({ from: "gagnee" });
      expect(await owned.changeStatus(id + 100, "perdue", owner)).toBeNull();

      const detail = await owned.detail(id);
      expect(detail?.lead.workflowStatus).toBe("gagnee");
      expect(detail?.history).toEqual([
        { from: "a_rappeler", to: "gagnee", by: "associe@example.com", at: "2026-11-23T10:01:00.000Z" },
        { from: "nouvelle", to: "a_rappeler", by: "patron@example.com", at: "2026-11-23T09:01:00.000Z" },
      ]);
    });

    it("keeps dated notes newest first with their author", async () => {
      const id = await add(contact("Jeanne Martin"));
      expect(await owned.addNote(id, "Rappelée, absente.", owner)).toBe(true);
      now += 86_400_000;
      expect(await owned.addNote(id, "<b>Passe jeudi</b>", owner)).toBe(true);
      expect(await owned.addNote(id + 100, "perdue", owner)).toBe(false);

      const detail = await owned.detail(id);
      expect(detail?.notes.map(({ body, by, at }) => ({ body, by, at }))).toEqual([
        { body: "<b>Passe jeudi</b>", by: "patron@example.com", at: "2026-11-24T09:01:00.000Z" },
        { body: "Rappelée, absente.", by: "patron@example.com", at: "2026-11-23T09:01:00.000Z" },
      ]);
      expect(detail?.lead.fields.name).toBe("Jeanne Martin");
      expect(detail?.delivery).toMatchObject({ status: "pending", attempts: 0 });
      expect(await owned.detail(id + 100)).toBeNull();
    });

    it("erases a request with its notes, history, delivery and photos in one go, and nothing of another request", async () => {
      const photo = (name: string) => ({
        storedName: `${name.repeat(32)}.jpg`,
        contentType: "image/jpeg" as const,
        bytes: 1000,
        width: 800,
        height: 600,
        originalName: "toit.jpg",
      });
      now += 60_000;
      const erased = (await store.insertLead(contact("Jeanne Martin"), [photo("a"), photo("b")])).id;
      now += 60_000;
      const kept = (await store.insertLead(contact("Paul Durand"), [photo("c")])).id;
      for (const id of [erased, kept]) {
        await owned.changeStatus(id, "a_rappeler", owner);
        await owned.addNote(id, "note", owner);
      }

      // The files to remove once the erasure has committed.
      expect(await owned.erase(erased)).toEqual({ photoFiles: [photo("a").storedName, photo("b").storedName] });
      expect(await owned.erase(erased)).toBe(false);
      expect(await countRows("lead_photos", "lead_id", erased)).toBe(0);
      for (const [table, column] of [
        ["leads", "id"],
        ["outbox", "lead_id"],
        ["lead_notes", "lead_id"],
        ["lead_status_changes", "lead_id"],
        ["lead_photos", "lead_id"],
      ] as const) {
        expect(await countRows(table, column, erased)).toBe(0);
        expect(await countRows(table, column, kept)).toBe(1);
      }
      expect(await owned.detail(erased)).toBeNull();
    });

    it("never gives an erased request's number to the next one: the owner's e-mails and trail name one request each", async () => {
      await store.insertLead(contact("Jeanne Martin"));
      const newest = (await store.insertLead(contact("Paul Durand"))).id;
      expect(await owned.erase(newest)).not.toBe(false);
      const next = (await store.insertLead(contact("Claire Petit"))).id;
      expect(next).toBeGreaterThan(newest);
      expect(await owned.detail(newest)).toBeNull();
    });

    it("queues the e-mail again: a sent or failed delivery starts over, a spam gets its first, a sending one waits", async () => {
      const sent = await add(contact("Jeanne Martin"));
      const failed = await add(contact("Paul Durand"));
      const trapped = await add({ ...contact("Bot"), status: "spam" });

      const first = await store.claimNext(60_000);
      await store.markSent(first!.outboxId, "smtp");
      const second = await store.claimNext(60_000);
      await store.markDead(second!.outboxId, "smtp", "550 boîte inconnue");

      now += 1000;
      expect(await owned.resend(sent)).toBe("queued");
      expect(await owned.resend(failed)).toBe("queued");
      expect(await owned.resend(trapped)).toBe("queued");
      expect(await owned.resend(trapped + 100)).toBe("missing");
      for (const id of [sent, failed, trapped]) {
        expect((await owned.detail(id))?.delivery).toMatchObject({
          status: "pending",
          attempts: 0,
          lastError: null,
          sentAt: null,
        });
      }

      const claimed = await store.claimNext(60_000);
      expect(claimed?.lead.id).toBe(sent);
      expect(await owned.resend(sent)).toBe("busy");
      now += 61_000;
      expect(await owned.resend(sent)).toBe("queued");
    });
  });

  describe("the dashboard", () => {
    it("counts 12 ISO weeks in Paris time, empty ones included, by service, by town and the share won", async () => {
      // Monday 23 November 2026 is in ISO week 48; the window starts on Monday 7 September (week 37).
      now = Date.parse("2026-09-06T21:59:00.000Z"); // Sunday 23:59 in Paris: week 36, outside
      await store.insertLead(contact("Trop tôt"));
      now = Date.parse("2026-09-06T22:30:00.000Z"); // Monday 00:30 in Paris: week 37
      const early = (await store.insertLead(contact("Début", { service: "Zinc" }))).id;
      now = Date.parse("2026-11-20T10:00:00.000Z");
      const won = (await store.insertLead(quote("Gagné", "1 rue Basly, 62300 Lens"))).id;
      await store.insertLead({ ...contact("Bot"), status: "spam" });
      now = Date.parse("2026-11-23T09:00:00.000Z");
      await store.insertLead(quote("Autre", "5 rue Pasteur 62300 LENS"));
      await owned.changeStatus(won, "gagnee", owner);
      await owned.changeStatus(early, "perdue", owner);

      const dashboard = await owned.dashboard();
      expect(dashboard.from).toBe("2026-09-07");
      expect(dashboard.weeks).toHaveLength(12);
      expect(dashboard.weeks[0]).toEqual({ weekStart: "2026-09-07", isoWeek: "2026-W37", count: 1 });
      expect(dashboard.weeks.at(-2)).toEqual({ weekStart: "2026-11-16", isoWeek: "2026-W47", count: 1 });
      expect(dashboard.weeks.at(-1)).toEqual({ weekStart: "2026-11-23", isoWeek: "2026-W48", count: 1 });
      expect(dashboard.weeks.slice(1, -2).every((week) => week.count === 0)).toBe(true);
      expect(dashboard.byService).toEqual([
        { label: "Zinguerie", count: 2 },
        { label: "Zinc", count: 1 },
      ]);
      expect(dashboard.byTown).toEqual([
        { label: "Lens", count: 2 },
        { label: "Liévin", count: 1 },
      ]);
      expect(dashboard).toMatchObject({ total: 3, won: 1 });
      expect(dashboard.byStatus).toMatchObject({ nouvelle: 1, gagnee: 1, perdue: 1, spam: 0 });
    });
  });
});

describe("ISO week labels", () => {
  it("numbers weeks from the one holding the year's first Thursday", () => {
    expect(isoWeekLabel(new Date("2026-11-23T00:00:00Z"))).toBe("2026-W48");
    expect(isoWeekLabel(new Date("2026-12-28T00:00:00Z"))).toBe("2026-W53");
    expect(isoWeekLabel(new Date("2027-01-04T00:00:00Z"))).toBe("2027-W01");
    expect(isoWeekLabel(new Date("2024-12-30T00:00:00Z"))).toBe("2025-W01");
  });
});
