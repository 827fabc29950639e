import type { ReactNode } from "react";
import { MapPinIcon, PhoneIcon } from "#app/components/pro/icons.tsx";
import { Panel } from "#app/components/pro/lead-sections.tsx";
import { dayName, dayPeriodLabels, jobsCopy, postponeReasonLabels } from "#app/content/jobs.ts";
import type { SiteView } from "#app/services/jobs/job-view.server.ts";

const copy = jobsCopy.job;

function BigLink({
  href,
  icon,
  label,
  detail,
}: {
  href: string | null;
  icon: ReactNode;
  label: string;
  detail: string;
}) {
  const shape = "flex min-h-16 min-w-0 items-center gap-3 rounded-card px-4 py-3";
  const content = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/15">{icon}</span>
      <span className="min-w-0">
        <span className="block text-base font-bold">{label}</span>
        <span className="block truncate text-xs font-medium opacity-85">{detail}</span>
      </span>
    </>
  );
  if (!href) {
    return (
      <p className={`${shape} border border-dashed border-line bg-white text-muted`} aria-disabled="true">
        {content}
      </p>
    );
  }
  const external = href.startsWith("https:");
  return (
    <a
      href={href}
      className={`${shape} bg-navy-900 text-white shadow-card hover:bg-navy-800`}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {content}
    </a>
  );
}

/** Call the client and go to the site, each one tap away, side by side under the thumb. */
export function SiteActions({ site }: { site: Pick<SiteView, "links" | "siteAddress" | "town"> }) {
  return (
    <section aria-label={copy.client} className="grid grid-cols-2 gap-2 sm:gap-3">
      <BigLink
        href={site.links.call}
        icon={<PhoneIcon aria-hidden="true" className="size-5" />}
        label={copy.call}
        detail={site.links.phone || copy.noPhone}
      />
      <BigLink
        href={site.links.map}
        icon={<MapPinIcon aria-hidden="true" className="size-5" />}
        label={copy.map}
        detail={site.town || site.siteAddress || copy.noAddress}
      />
    </section>
  );
}

/** The client, where the site is, when the team goes and who goes. */
export function SitePanel({ site }: { site: SiteView }) {
  const days = site.days.filter((day) => !day.cancelled);
  return (
    <Panel title={copy.days} id="jours">
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-medium text-muted">{copy.siteAddress}</dt>
          <dd className="mt-0.5 text-base break-words text-ink">{site.siteAddress || site.town || copy.noAddress}</dd>
        </div>
        {site.postponeReason ? (
          <div className="rounded-lg bg-surface px-3 py-2 text-ink">
            {copy.postponed(postponeReasonLabels[site.postponeReason as keyof typeof postponeReasonLabels] ?? "")}
            {site.postponeNote ? ` — ${site.postponeNote}` : ""}
          </div>
        ) : null}
        <div>
          <dt className="sr-only">{copy.days}</dt>
          <dd>
            {days.length === 0 ? (
              <p className="text-muted">{copy.noDays}</p>
            ) : (
              <ul className="space-y-1.5">
                {days.map((day) => (
                  <li key={day.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-semibold text-ink first-letter:uppercase">{dayName(day.day)}</span>
                    <span className="text-muted">{dayPeriodLabels[day.period]}</span>
                  </li>
                ))}
              </ul>
            )}
            {days.length > 0 ? <p className="mt-2 text-muted">{copy.arrivalWindow(site.arrivalWindow)}</p> : null}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-muted">{copy.team}</dt>
          <dd className="mt-0.5 text-ink">
            {site.team.length === 0 ? copy.noTeam : site.team.map((person) => person.name).join(", ")}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}

/** What the team brings and what the client gets ready: as the planning wrote them. */
export function PreparationPanel({ site }: { site: Pick<SiteView, "toBring" | "clientPreparation"> }) {
  return (
    <Panel title={copy.toBring} id="a-apporter">
      <p className="text-sm break-words whitespace-pre-line text-ink">{site.toBring || copy.nothing}</p>
      <h3 className="mt-4 text-sm font-semibold text-navy-900">{copy.clientPreparation}</h3>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{site.clientPreparation || copy.nothing}</p>
    </Panel>
  );
}
