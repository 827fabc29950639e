import { Check, Clock, MapPin, Siren } from "lucide-react";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { lilleExtras } from "#app/content/town-pages/lille.ts";

export function LilleServicesAndNeighbourhoods() {
  const { services, neighbourhoods } = lilleExtras;
  return (
    <div className="section bg-navy-50">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-14">
        <section aria-labelledby="lille-services-title">
          <p className="eyebrow">{services.eyebrow}</p>
          <h2 id="lille-services-title" className="heading-2 mt-2">
            {services.title}
          </h2>
          <p className="lead-text mt-4">{services.text}</p>
          <ul data-lille-checkmarks className="mt-8 grid gap-3 sm:grid-cols-2">
            {services.items.map((item) => (
              <li
                key={item}
                className="flex gap-3 rounded-xl bg-white p-4 text-sm font-medium leading-snug shadow-card"
              >
                <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-navy-900 text-white">
                  <Check aria-hidden="true" className="size-4" />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="lille-neighbourhoods-title">
          <p className="eyebrow">{neighbourhoods.eyebrow}</p>
          <h2 id="lille-neighbourhoods-title" className="heading-2 mt-2">
            {neighbourhoods.title}
          </h2>
          <p className="lead-text mt-4">{neighbourhoods.text}</p>
          <ul data-lille-neighbourhoods className="mt-8 grid gap-3 sm:grid-cols-2">
            {neighbourhoods.items.map((item) => (
              <li key={item.name} className="rounded-xl border border-line bg-white p-4">
                <span className="flex items-center gap-2 font-semibold text-navy-900">
                  <MapPin aria-hidden="true" className="size-4 text-navy-700" />
                  {item.name}
                </span>
                <span className="mt-1 block text-sm text-muted">{item.note}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

export function LilleEmergency({ time }: { time: string }) {
  const { emergency } = lilleExtras;
  return (
    <section aria-labelledby="lille-emergency-title" className="bg-emergency-700 text-white">
      <div className="container-page grid gap-8 py-14 sm:py-16 lg:grid-cols-[1.4fr_1fr] lg:items-center">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-bold uppercase tracking-wider">
            <Siren aria-hidden="true" className="size-4" />
            {emergency.eyebrow}
          </p>
          <h2 id="lille-emergency-title" className="mt-4 text-2xl font-bold tracking-tight sm:text-4xl">
            {emergency.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-white">{emergency.text}</p>
          <ol className="mt-6 space-y-3">
            {emergency.steps.map((step, index) => (
              <li key={step} className="flex items-start gap-3">
                <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-white font-bold text-emergency-800">
                  {index + 1}
                </span>
                <span className="pt-0.5 font-medium">{step}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="rounded-2xl bg-white p-6 text-center text-ink shadow-2xl sm:p-8">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-emergency-50 text-emergency-700">
            <Clock aria-hidden="true" className="size-7" />
          </span>
          <dl>
            <dt className="mt-4 text-sm font-semibold uppercase tracking-wide text-muted">{emergency.timeLabel}</dt>
            <dd className="mt-1 text-3xl font-extrabold text-navy-900">{time}</dd>
          </dl>
          <p className="mt-2 text-sm text-muted">{emergency.availability}</p>
          <CallButton className={buttonClass("emergency", "lg", "mt-5 w-full")}>{emergency.call}</CallButton>
        </div>
      </div>
    </section>
  );
}
