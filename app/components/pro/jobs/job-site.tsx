import type { ReactNode } from "react";
import { MapPinIcon, PhoneIcon } from "#app/components/pro/icons.tsx";
import { Panel } from "#app/components/pro/lead-sections.tsx";
import { jobsCopy } from "#app/content/jobs.ts";
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

/** Where the site is and when the team is expected; the days and the people are the planning's panel. */
export function SitePanel({ site }: { site: SiteView }) {
  const planned = site.days.some((day) => !day.cancelled);
  return (
    <Panel title={copy.where} id="sur-place">
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-medium text-muted">{copy.siteAddress}</dt>
          <dd className="mt-0.5 text-base break-words text-ink">{site.siteAddress || site.town || copy.noAddress}</dd>
        </div>
        {planned && site.arrivalWindow ? (
          <div>
            <dt className="sr-only">{copy.days}</dt>
            <dd className="text-ink">{copy.arrivalWindow(site.arrivalWindow)}</dd>
          </div>
        ) : null}
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
