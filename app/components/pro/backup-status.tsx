import { backupCopy } from "#app/content/pro-backups.ts";
import { formatAge, formatDateTime } from "#app/lib/relative-age.ts";
import type { BackupOverview } from "#app/services/backup/status.server.ts";
import { CircleAlertIcon, CircleCheckIcon } from "./icons.tsx";

const megabytes = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });
const parisTime = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" });

/** "48 Ko" for a site that has just started, "1 174,3 Mo" once it holds photos. */
function size(bytes: number): string {
  return bytes < 1e6 ? `${Math.max(1, Math.round(bytes / 1e3))} Ko` : `${megabytes.format(bytes / 1e6)} Mo`;
}

/**
 * The daily backup seen from the dashboard: one quiet line while it works, a warning the owner cannot miss when
 * the last attempt failed or none succeeded for two days (the site itself keeps answering meanwhile).
 */
export function BackupStatus({ overview, now }: { overview: BackupOverview; now: number }) {
  const { lastGood, failure, stale } = overview;
  if (failure || stale) {
    return (
      <section
        aria-labelledby="sauvegardes"
        className="flex items-start gap-3 rounded-card border border-emergency-600/40 bg-emergency-50 p-4 text-sm text-emergency-800"
      >
        <CircleAlertIcon className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-1">
          <h2 id="sauvegardes" className="font-bold">
            {backupCopy.heading}
          </h2>
          {failure ? (
            <p className="font-semibold">{backupCopy.failed(formatAge(failure.at, now), failure.reason)}</p>
          ) : null}
          <p>
            {lastGood
              ? stale
                ? backupCopy.stale(formatAge(lastGood.at, now))
                : backupCopy.lastGood(formatAge(lastGood.at, now), formatDateTime(lastGood.at))
              : backupCopy.noneGood}
          </p>
          {failure ? (
            <p>
              {failure.nextAttemptAt
                ? `${backupCopy.retrying(parisTime.format(new Date(failure.nextAttemptAt)))} `
                : ""}
              {backupCopy.help}
            </p>
          ) : null}
        </div>
      </section>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm text-muted">
      <CircleCheckIcon className="size-4 shrink-0 text-green-800" />
      {lastGood ? backupCopy.ok(formatAge(lastGood.at, now), size(lastGood.bytes)) : backupCopy.pending}
    </p>
  );
}
