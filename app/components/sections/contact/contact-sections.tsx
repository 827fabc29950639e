import { Mail, MapPin, Phone, Siren } from "lucide-react";
import { OpeningHoursList } from "#app/components/sections/shared/opening-hours-list.tsx";
import { ZoneTownList } from "#app/components/sections/shared/zone-town-list.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { MoreLink } from "#app/components/ui/more-link.tsx";
import { PageSection } from "#app/components/ui/page-section.tsx";
import { contactPageCopy } from "#app/content/contact-page.ts";
import { mailtoHref, site, telHref } from "#app/content/site.ts";
import { towns } from "#app/content/towns.ts";

const card = "rounded-2xl border border-line bg-white p-6 shadow-card sm:p-7";

export function EmergencyCallCard({ className = "" }: { className?: string }) {
  const { emergency } = contactPageCopy;
  return (
    <section
      aria-labelledby="emergency-title"
      className={`rounded-2xl bg-emergency-700 p-6 text-white shadow-card sm:p-7 ${className}`}
    >
      <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
        <Siren aria-hidden="true" className="size-4" />
        {emergency.badge}
      </p>
      <h2 id="emergency-title" className="mt-4 text-xl font-bold sm:text-2xl">
        {emergency.title}
      </h2>
      <p className="mt-3 leading-relaxed">{emergency.text}</p>
      <CallButton className={buttonClass("ghost-light", "lg", "mt-5 w-full")}>{emergency.call}</CallButton>
    </section>
  );
}

function DetailIcon({ label, icon: Glyph }: { label: string; icon: typeof Phone }) {
  return (
    <dt className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-800">
      <Glyph aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
    </dt>
  );
}

export function ContactDetailsCard({ className = "" }: { className?: string }) {
  const { details } = contactPageCopy;
  const { address } = site;
  return (
    <section aria-labelledby="details-title" className={`${card} ${className}`}>
      <h2 id="details-title" className="heading-3 text-xl">
        {details.title}
      </h2>
      <dl className="mt-5 grid gap-4">
        <div className="flex gap-3">
          <DetailIcon label={details.phone} icon={Phone} />
          <dd className="self-center">
            <a href={telHref} className="text-lg font-bold text-navy-900 hover:underline">
              {site.phone.display}
            </a>
          </dd>
        </div>
        <div className="flex gap-3">
          <DetailIcon label={details.email} icon={Mail} />
          <dd className="self-center break-all">
            <a href={mailtoHref} className="font-semibold text-navy-800 hover:underline">
              {site.email}
            </a>
          </dd>
        </div>
        <div className="flex gap-3">
          <DetailIcon label={details.address} icon={MapPin} />
          <dd className="self-center">
            <address className="not-italic">
              {site.name}
              <br />
              {address.street}
              <br />
              {address.postalCode} {address.city}
            </address>
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function OpeningHoursCard({ className = "" }: { className?: string }) {
  const { hours } = contactPageCopy;
  return (
    <section aria-labelledby="hours-title" className={`${card} ${className}`}>
      <h2 id="hours-title" className="heading-3 text-xl">
        {hours.title}
      </h2>
      <OpeningHoursList
        className="mt-4"
        emergencyClassName="mt-2 border-t border-line pt-2 font-semibold text-emergency-700"
      />
      <p className="mt-4 text-sm leading-relaxed text-muted">{hours.note}</p>
    </section>
  );
}

/** Product spec §2: the contact page summarises the zone with 8 towns, the nearest to the head office. */
export const nearestTowns = [...towns].sort((a, b) => a.distanceKm - b.distanceKm).slice(0, contactPageCopy.townCount);

export function NearestTowns() {
  const { zone } = contactPageCopy;
  return (
    <PageSection titleId="zone-title" heading={zone} background="bg-navy-50">
      <ZoneTownList towns={nearestTowns} label={zone.listLabel} />
      <MoreLink to="/zone-intervention">{zone.all}</MoreLink>
    </PageSection>
  );
}
