import type { Kysely, Migration, MigrationProvider } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import * as leadsAndOutbox from "./001-leads-and-outbox.server.ts";
import * as rateLimits from "./002-rate-limits.server.ts";
import * as englishQuoteFields from "./003-english-quote-fields.server.ts";
import * as ownerAccounts from "./004-owner-accounts.server.ts";
import * as leadWorkflow from "./005-lead-workflow.server.ts";
import * as leadPhotos from "./006-lead-photos.server.ts";
import * as ownerAccountSecurity from "./007-owner-account-security.server.ts";
import * as backups from "./008-backups.server.ts";
import * as siteContent from "./009-site-content.server.ts";
import * as siteRenders from "./010-site-renders.server.ts";
import * as requestNumbersNeverReused from "./011-request-numbers-never-reused.server.ts";
import * as quotes from "./012-quotes.server.ts";
import * as ownerSetupCodes from "./013-owner-setup-codes.server.ts";
import * as invoices from "./014-invoices.server.ts";
import * as pushDevices from "./015-push-devices.server.ts";
import * as reviews from "./017-reviews.server.ts";
import * as einvoicingPlatform from "./019-einvoicing-platform.server.ts";
import * as einvoicingOutbox from "./020-einvoicing-outbox.server.ts";
import * as ereportingReports from "./021-ereporting-reports.server.ts";
import * as teamRoles from "./022-team-roles.server.ts";
import * as jobs from "./023-jobs.server.ts";
import * as teamMembers from "./024-team-members.server.ts";
import * as jobPushEvents from "./025-job-push-events.server.ts";
import * as purchases from "./026-purchases.server.ts";
import * as reverseCharge from "./027-reverse-charge.server.ts";
import * as retention from "./028-retention.server.ts";
import * as situations from "./029-situations.server.ts";

/**
 * Every schema change, in order. Never edit a released one: add the next file. The names are what
 * the `kysely_migration` table records, so they never change either.
 */
const steps: Record<string, { up: (db: Kysely<unknown>, engine: Engine) => Promise<void> }> = {
  "001-leads-and-outbox": leadsAndOutbox,
  "002-rate-limits": rateLimits,
  "003-english-quote-fields": englishQuoteFields,
  "004-owner-accounts": ownerAccounts,
  "005-lead-workflow": leadWorkflow,
  "006-lead-photos": leadPhotos,
  "007-owner-account-security": ownerAccountSecurity,
  "008-backups": backups,
  "009-site-content": siteContent,
  "010-site-renders": siteRenders,
  "011-request-numbers-never-reused": requestNumbersNeverReused,
  "012-quotes": quotes,
  "013-owner-setup-codes": ownerSetupCodes,
  "014-invoices": invoices,
  "015-push-devices": pushDevices,
  "017-reviews": reviews,
  "019-einvoicing-platform": einvoicingPlatform,
  "020-einvoicing-outbox": einvoicingOutbox,
  "021-ereporting-reports": ereportingReports,
  "022-team-roles": teamRoles,
  "023-jobs": jobs,
  "024-team-members": teamMembers,
  "025-job-push-events": jobPushEvents,
  "026-purchases": purchases,
  "027-reverse-charge": reverseCharge,
  "028-retention": retention,
  "029-situations": situations,
};

/** The migrations are bundled with the code (no folder read at run time), each told which engine it runs on. */
export function migrationProvider(engine: Engine): MigrationProvider {
  return {
    async getMigrations() {
      return Object.fromEntries(
        Object.entries(steps).map(([name, step]): [string, Migration] => [name, { up: (db) => step.up(db, engine) }]),
      );
    },
  };
}

export const migrationNames = Object.keys(steps);
