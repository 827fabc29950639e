import { ContactForm } from "#app/components/forms/lead-form-island.tsx";
import {
  ContactDetailsCard,
  EmergencyCallCard,
  NearestTowns,
  OpeningHoursCard,
} from "#app/components/sections/contact/contact-sections.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { contactPageCopy } from "#app/content/contact-page.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { getMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/contact";

export { contactPageAction as action } from "#app/services/leads/action.server.ts";

export const handle: RouteHandle = { hideClosingCta: true };

export const meta: Route.MetaFunction = () => getMeta({ ...contactPageCopy.meta, path: "/contact" });

export default function ContactPage() {
  const { hero, form } = contactPageCopy;
  return (
    <>
      <PageHero titleId="page-title" eyebrow={hero.eyebrow} title={hero.title} text={hero.text} />

      <div className="section">
        {/* Phones read the emergency card, the form, then the details; desktops put the form on the right. */}
        <div className="container-page grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-10">
          <EmergencyCallCard className="lg:col-start-1 lg:row-start-1" />
          <section
            aria-labelledby="contact-title"
            className="rounded-2xl border border-line bg-white p-6 shadow-card sm:p-8 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start lg:p-10"
          >
            <p className="eyebrow">{form.eyebrow}</p>
            <h2 id="contact-title" className="heading-2 mt-2 scroll-mt-32 text-2xl sm:text-3xl">
              {form.title}
            </h2>
            <p className="mt-3 leading-relaxed text-muted">{form.text}</p>
            <div className="mt-6">
              <ContactForm labelledBy="contact-title" />
            </div>
          </section>
          <ContactDetailsCard className="lg:col-start-1 lg:row-start-2" />
          <OpeningHoursCard className="lg:col-start-1 lg:row-start-3 lg:self-start" />
        </div>
      </div>

      <NearestTowns />
    </>
  );
}
