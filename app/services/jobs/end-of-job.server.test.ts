import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type { AccountNotice } from "#app/services/leads/outbox.server.ts";
import { LeadStore } from "#app/services/leads/store.server.ts";
import { PhotoStorage } from "#app/services/photos/storage.server.ts";
import { preparePublicPhotos } from "#app/services/site/photos.server.ts";
import { SiteContentStore } from "#app/services/site/store.server.ts";
import { finishedJob } from "#tests/support/finished-job.ts";
import { completeCompany } from "#tests/support/quotes.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";

// The loop runs on the running service's store: here the test's database, on each engine, with its photo folders.
const state = vi.hoisted(() => ({
  database: null as StoreDatabase | null,
  photos: null as PhotoStorage | null,
}));
vi.mock("#app/services/leads/service.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/services/leads/service.server.ts")>()),
  getLeads: async () => ({
    database: state.database,
    store: new LeadStore(state.database as StoreDatabase),
    worker: { notify: () => {} },
    photos: state.photos,
  }),
}));
vi.mock("#app/services/site/company.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/services/site/company.server.ts")>()),
  publishedCompany: () => completeCompany(),
}));

const { afterJobFinished } = await import("./job-finish.server.ts");
const { endOfJobStatus, portfolioProjectId } = await import("./end-of-job.server.ts");

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  let dir: string;

  beforeEach(async () => {
    test = await fresh();
    dir = mkdtempSync(path.join(tmpdir(), "end-of-job-"));
    state.database = test.database;
    state.photos = new PhotoStorage(path.join(dir, "uploads"));
    await state.photos.prepare();
    await preparePublicPhotos(path.join(dir, "site-photos"));
  });
  afterEach(async () => {
    await test.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A photo of the job as its page stores it: a file of UPLOADS_DIR under a server-made name, and its row. */
  async function jobPhoto(jobId: number, phase: "avant" | "apres", color: string): Promise<void> {
    const name = `${(phase === "avant" ? "a" : "b").repeat(32)}.jpg`;
    const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(state.photos?.dir ?? "", name), bytes);
    await test.database.db
      .insertInto("job_photos")
      .values({
        job_id: jobId,
        phase,
        stored_name: name,
        content_type: "image/jpeg",
        bytes: bytes.length,
        width: 640,
        height: 480,
        user_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  async function notices(kind: string): Promise<AccountNotice[]> {
    const rows = await test.database.db.selectFrom("outbox").select("notice").where("notice", "is not", null).execute();
    return rows.map((row) => JSON.parse(row.notice as string) as AccountNotice).filter((n) => n.kind === kind);
  }

  it("once « Terminé », twice at once: one final invoice's draft, one review asked, one hidden project, one e-mail", async () => {
    const { jobId, quoteId, leadId } = await finishedJob(test.database, Date.now);
    await jobPhoto(jobId, "avant", "#884422");
    await jobPhoto(jobId, "apres", "#224488");

    await Promise.all([afterJobFinished(jobId), afterJobFinished(jobId)]);
    await afterJobFinished(jobId);

    const job = await test.database.db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirstOrThrow();
    const invoices = await test.database.db.selectFrom("invoices").selectAll().execute();
    expect(invoices.map(({ id, kind, status, quote_id }) => ({ id, kind, status, quote_id }))).toEqual([
      { id: job.final_invoice_id, kind: "solde", status: "brouillon", quote_id: quoteId },
    ]);
    const reviews = await test.database.db.selectFrom("client_reviews").selectAll().execute();
    expect(reviews.map((review) => review.job_key)).toEqual([`lead:${leadId}`]);
    expect(await notices("review.request")).toHaveLength(1);
    expect(job.review_asked_at).not.toBeNull();
    const lead = await test.database.db.selectFrom("leads").select("job_done_at").executeTakeFirstOrThrow();
    expect(lead.job_done_at).not.toBeNull();

    const draft = await new SiteContentStore(test.database.db).draft();
    const offered = draft?.projects.filter((project) => project.id === portfolioProjectId(jobId)) ?? [];
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({ title: "Réfection de la gouttière", town: "Lens", hidden: true });
    expect(offered[0]?.photos.map((photo) => photo.alt)).toEqual([
      "Avant les travaux : Réfection de la gouttière, Lens",
      "Après les travaux : Réfection de la gouttière, Lens",
    ]);
    expect(offered[0]?.photos[0]?.image.src).toMatch(/^\/photos\/[0-9a-f]{20}-640\.webp$/);
    expect(job.portfolio_draft_at).not.toBeNull();

    const invites = await notices("job.acceptance");
    expect(invites).toHaveLength(1);
    expect(invites[0]).toMatchObject({ to: "jeanne@example.com" });
    expect(invites[0]?.text).toMatch(/\/c\/[A-Za-z0-9_-]{43}\/reception/);
    const keys = await test.database.db.selectFrom("job_notices").select("key").where("job_id", "=", jobId).execute();
    expect(keys.map((row) => row.key)).toContain("acceptance:invite");

    expect(await endOfJobStatus(jobId)).toEqual({
      finalInvoice: { id: job.final_invoice_id, issued: false },
      reviewAskedAt: job.review_asked_at,
      reviewBlocked: null,
      portfolioDraftAt: job.portfolio_draft_at,
    });
  });

  it("does nothing for a job not finished, and points to the final invoice the office had already started", async () => {
    const open = await finishedJob(test.database, Date.now, { finish: false });
    await afterJobFinished(open.jobId);
    expect(await test.database.db.selectFrom("invoices").select("id").execute()).toEqual([]);
    expect(await notices("job.acceptance")).toEqual([]);
    expect(await test.database.db.selectFrom("client_reviews").select("id").execute()).toEqual([]);
    await test.database.db.deleteFrom("jobs").where("id", "=", open.jobId).execute();

    const { jobId } = await finishedJob(test.database, Date.now);
    const { InvoiceStore } = await import("#app/services/billing/documents/invoices.server.ts");
    const { quote_id } = await test.database.db
      .selectFrom("jobs")
      .select("quote_id")
      .where("id", "=", jobId)
      .executeTakeFirstOrThrow();
    const started = await new InvoiceStore(test.database).createFromQuote(quote_id as number, "solde");
    await afterJobFinished(jobId);
    const job = await test.database.db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirstOrThrow();
    expect(started.ok && job.final_invoice_id).toBe(started.ok ? started.id : false);
    // No photo: nothing offered, and the step may still run once photos are added.
    expect(job.portfolio_draft_at).toBeNull();
  });
});
