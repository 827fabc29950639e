import { CalendarClock, CircleCheck, FileCheck2, FileText, HardHat, Moon, Truck } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { IconList } from "#app/components/ui/icon-list.tsx";
import { OwnerValue } from "#app/components/ui/owner-value.tsx";
import { quoteLink } from "#app/content/navigation.ts";
import { type PriceLine, pricesCopy } from "#app/content/prices.ts";

const card = "rounded-2xl border border-line bg-white p-6 shadow-card sm:p-7";

// Three glyphs imported directly: the shared icon map would tie this page's chunk to every page that uses it.
const lineIcons: Record<PriceLine["icon"], typeof HardHat> = {
  labour: HardHat,
  "quote-visit": FileText,
  "call-out": Truck,
};

/** Hourly rate and travel costs: one card each, the amount large. */
export function PriceRates() {
  const { rates, vat } = pricesCopy;
  return (
    <section aria-labelledby="tarifs-main-oeuvre">
      <h2 id="tarifs-main-oeuvre" className="heading-2 text-2xl sm:text-3xl">
        {rates.title}
      </h2>
      <p className="mt-2 text-sm text-muted">{vat}</p>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {rates.lines.map((line) => {
          const Glyph = lineIcons[line.icon];
          return (
            <li key={line.id} id={line.id} className={`${card} flex flex-col`}>
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-navy-50 text-navy-800">
                <Glyph aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 font-bold text-navy-900">{line.label}</h3>
              <p className="mt-2">
                <span className="block text-3xl font-extrabold tracking-tight text-navy-950">
                  <OwnerValue text={line.amount} className="text-xl" />
                </span>
                {line.unit && <span className="mt-1 block text-sm font-semibold text-navy-700">{line.unit}</span>}
              </p>
              {line.detail && (
                <p className="mt-3 text-sm leading-relaxed text-muted">
                  <OwnerValue text={line.detail} />
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The surcharge for nights, Sundays and public holidays, on the emergency red. */
export function EmergencySurcharge() {
  const { emergency } = pricesCopy;
  return (
    <section
      aria-labelledby="tarifs-urgence"
      className="rounded-2xl bg-emergency-700 p-6 text-white shadow-card sm:p-8"
    >
      <div className="flex items-center gap-3">
        <Moon aria-hidden="true" className="size-6 shrink-0" />
        <h2 id="tarifs-urgence" className="text-xl font-extrabold tracking-tight sm:text-2xl">
          {emergency.title}
        </h2>
      </div>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-4xl font-extrabold tracking-tight">
          <OwnerValue text={emergency.surcharge} className="text-xl" />
        </span>
        <span className="font-semibold">{emergency.appliesTo}</span>
      </p>
      <ul className="mt-5 flex flex-wrap gap-2">
        {emergency.when.map((when, index) => (
          <li
            key={when}
            className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3.5 py-1.5 text-sm font-semibold"
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            {when}
            {index === 0 ? <OwnerValue text={emergency.nightHours} className="text-xs" /> : null}
          </li>
        ))}
      </ul>
      <p className="mt-5 max-w-3xl leading-relaxed">{emergency.text}</p>
    </section>
  );
}

/** Starting prices of the common repairs: a two-column table that stays readable on a phone. */
export function FlatRateTable() {
  const { flatRates } = pricesCopy;
  return (
    <section aria-labelledby="tarifs-forfaits" className={card}>
      <h2 id="tarifs-forfaits" className="heading-3 text-xl sm:text-2xl">
        {flatRates.title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">{flatRates.text}</p>
      <table className="mt-5 w-full text-left">
        <caption className="sr-only">{flatRates.title}</caption>
        <thead>
          <tr className="border-b-2 border-navy-900 text-sm text-navy-900">
            <th scope="col" className="py-2 pr-4 font-bold">
              {flatRates.columns.job}
            </th>
            <th scope="col" className="py-2 text-right font-bold">
              {flatRates.columns.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {flatRates.jobs.map((job) => (
            <tr key={job.label} className="border-b border-line last:border-b-0">
              <th scope="row" className="py-4 pr-4 align-top font-normal">
                <span className="block font-semibold text-navy-900">{job.label}</span>
                <span className="mt-0.5 block text-sm leading-snug text-muted">{job.includes}</span>
              </th>
              <td className="py-4 text-right align-top font-bold whitespace-nowrap text-navy-950">
                <OwnerValue text={job.amount} className="text-sm whitespace-normal" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The free written quote, what it contains, and the way to ask for one. */
export function QuoteTerms() {
  const { quote } = pricesCopy;
  return (
    <section aria-labelledby="tarifs-devis" className={card}>
      <div className="flex items-center gap-3">
        <FileCheck2 aria-hidden="true" className="size-6 shrink-0 text-navy-700" />
        <h2 id="tarifs-devis" className="heading-3 text-xl sm:text-2xl">
          {quote.title}
        </h2>
      </div>
      <p className="mt-3 leading-relaxed text-muted">{quote.text}</p>
      <h3 className="mt-5 font-bold text-navy-900">{quote.contentsTitle}</h3>
      <IconList
        items={quote.contents}
        icon={CircleCheck}
        className="mt-3 grid gap-2.5"
        itemClassName="flex items-start gap-2.5 text-sm leading-relaxed"
        iconClassName="mt-0.5 size-4 shrink-0 text-navy-700"
      />
      <p className="mt-4 text-sm leading-relaxed text-muted">{quote.invoice}</p>
      <Link to={quoteLink.href} className={buttonClass("quote", "md", "mt-6 w-full sm:w-auto")}>
        {quote.link}
      </Link>
    </section>
  );
}
