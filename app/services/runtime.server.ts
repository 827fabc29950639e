import { contactErrors, formGuardCopy } from "#app/content/forms.ts";
import { contentPaths, notFoundPath } from "#app/content/pages.ts";
import { photoCopy } from "#app/content/photos.ts";
import { MAX_PHOTOS_TOTAL_BYTES } from "#app/lib/photo-limits.ts";
import { runBackupCli, runRestoreCli } from "#app/services/backup/cli.server.ts";
import { startBackups, stopBackups } from "#app/services/backup/service.server.ts";
import { invoiceBench } from "#app/services/billing/bench/invoice-bench.server.ts";
import { quoteBench } from "#app/services/billing/bench/quote-bench.server.ts";
import { startInvoiceReminders } from "#app/services/billing/documents/invoice-service.server.ts";
import { runInvoicesCli } from "#app/services/billing/exports/cli.server.ts";
import { stopReminderSweeps } from "#app/services/billing/reminders/invoice-reminders.server.ts";
import { startFlowOutbox, stopFlowOutbox } from "#app/services/einvoicing/flow-service.server.ts";
import { configureEReporting } from "#app/services/ereporting/report-service.server.ts";
import { stopJobNotices } from "#app/services/jobs/client-notices.server.ts";
import { startClientNotices } from "#app/services/jobs/client-service.server.ts";
import { runLeadsCli } from "#app/services/leads/cli.server.ts";
import {
  leadsHealth,
  leadsRateLimitStore,
  ownerSiteUrl,
  startLeads,
  stopLeads,
} from "#app/services/leads/service.server.ts";
import { runProCli } from "#app/services/pro/cli.server.ts";
import { configureOwnerSpace } from "#app/services/pro/service.server.ts";
import { announceSetupLink } from "#app/services/pro/setup.server.ts";
import { terminalIo } from "#app/services/pro/terminal.server.ts";
import { publishedReadiness } from "#app/services/site/check-content.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import { preparePublicPhotos } from "#app/services/site/photos.server.ts";
import { publishedSite, startPublishedSite, stopPublishedSite } from "#app/services/site/publication.server.ts";
import { type BuildLocation, brotliTwins, renderPublishedFiles } from "#app/services/site/render.server.ts";
import { createApp } from "#server/app.ts";
import type { FormGuardSettings } from "#server/form-guards.ts";
import { findPrecompressed, precompressedFile, precompressedStatic } from "#server/precompressed.ts";
import { renderPublicPage } from "#server/render-page.ts";
import { requestContext } from "./csp.server.ts";
import { parseEnv, type ServerEnv } from "./env.server.ts";
import { logLine } from "./log.server.ts";

/** A mobile link that sends nothing for this long is gone; a slow one still sends something every second. */
export const FORM_STALL_MS = 15_000;

/**
 * What the Express process (server/start.js) needs from the application bundle, the Express app included:
 * the TypeScript of server/ is compiled into the server build with the routes, so the server and the route
 * actions share one module graph, and the plain entry only loads the build (or Vite's, in development).
 */
export const serverRuntime = {
  parseEnv,
  /**
   * Opens the store (SQLite file or PostgreSQL), migrates it, starts delivering pending leads and the daily
   * backup; with a production build, serves the owner's latest published version before the server listens,
   * then follows the publications made on any instance.
   */
  async start(env: ServerEnv, build?: BuildLocation): Promise<void> {
    const owner = configureOwnerSpace(env);
    const service = await startLeads(env);
    // A fresh install is claimed from the owner's phone through this link (decision 019).
    await announceSetupLink(service.database.db, owner.siteUrl, logLine);
    await startBackups(env, service.database);
    startInvoiceReminders(env.REMINDERS_POLL_MS);
    configureEReporting({ since: env.EREPORTING_FROM, clockShiftMs: env.EREPORTING_CLOCK_SHIFT_DAYS * 86_400_000 });
    await startFlowOutbox(env.EINVOICING_POLL_MS);
    startClientNotices(env.JOB_NOTICES_POLL_MS);
    await preparePublicPhotos(env.SITE_PHOTOS_DIR);
    await startPublishedSite(build);
  },
  async stop(): Promise<void> {
    await stopPublishedSite();
    stopReminderSweeps();
    stopJobNotices();
    await stopFlowOutbox();
    await stopBackups();
    await stopLeads();
  },
  /** The public site as last published, for the Express app; null while the build's pages are the latest. */
  publishedSite,
  /** What a publication's render worker runs on its own copy of the build (app/services/site/render.server.ts). */
  renderPublishedFiles,
  /** Its second pass: the Brotli twins, added to the served set once ready. */
  brotliTwins,
  /** `npm run check-content`: the placeholders the published content still leaves. */
  publishedReadiness,
  health(): Promise<{ ok: boolean; detail?: string }> {
    return leadsHealth();
  },
  /** Called after start(), so that the limit can count in the store's database. */
  async formGuards(env: ServerEnv): Promise<FormGuardSettings> {
    return {
      limit: env.FORM_RATE_LIMIT,
      windowMs: 15 * 60 * 1000,
      maxBodyBytes: 64 * 1024,
      maxMultipartBytes: MAX_PHOTOS_TOTAL_BYTES + 256 * 1024,
      stallMs: FORM_STALL_MS,
      copy: {
        ...formGuardCopy,
        // Read at each refusal: they offer the phone the owner has published.
        get rateLimited() {
          return contactErrors(publishedCompany()).rateLimited;
        },
        get tooLarge() {
          return contactErrors(publishedCompany()).tooLarge;
        },
        photosTooLarge: photoCopy.errors.totalTooBig,
        stalled: photoCopy.errors.stalled,
      },
      store: await leadsRateLimitStore(),
    };
  },
  /**
   * The public URL (SITE_URL at run time, else at build time, else the address the server listens on): served over
   * HTTPS, the server adds HSTS; the owner-guard accepts its origin.
   */
  siteUrl: ownerSiteUrl,
  /** The context of one request, carrying its Content-Security-Policy nonce to entry.server.tsx. */
  requestContext,
  /** `npm run leads -- <command>` (server/leads-cli.js): list, export --csv, retry. */
  cli: runLeadsCli,
  /** `npm run invoices -- <command>` (server/invoices-cli.js): export, verify-journal, close-months. */
  invoicesCli: runInvoicesCli,
  /** `npm run pro -- <command>` (server/pro-cli.js): the owner's accounts and the audit trail. */
  proCli: (argv: readonly string[]) => runProCli(argv, terminalIo()),
  /** `npm run backup -- --to DIR | --verify FILE` (server/backup-cli.js). */
  backupCli: (argv: readonly string[]) =>
    runBackupCli(argv, {
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
      env: process.env,
    }),
  /** `npm run restore -- FILE` (server/restore-cli.js). */
  restoreCli: (argv: readonly string[]) =>
    runRestoreCli(argv, {
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
      env: process.env,
    }),
  createApp,
  /** `npm run bench:quotes` (scripts/quotes-bench.mjs): a 30-line quote's PDF and client page, measured. */
  quoteBench,
  invoiceBench,
  /** Every public page written to disk by the build (`/` → build/client/index.html). */
  publicPagePaths: contentPaths,
  /** The 404 page's address in the build (scripts/postbuild.mjs writes it there; server/app.ts serves it). */
  notFoundPath,
  /**
   * The one way a public page becomes HTML, for the build (scripts/postbuild.mjs) and for a running server
   * rendering a page again: the HTML as written to disk, before compression (scripts/precompress.mjs).
   */
  renderPublicPage,
  /** Static files with their precompressed twins, for the benchmark's client-only variant (bench/spa-server.mjs). */
  precompressed: { find: findPrecompressed, file: precompressedFile, static: precompressedStatic },
};

export type ServerRuntime = typeof serverRuntime;
