import { BadgeCheck, Siren } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { IconList } from "#app/components/ui/icon-list.tsx";
import { pricesPath } from "#app/content/navigation.ts";
import { quotePageCopy } from "#app/content/quote-page.ts";

const card = "rounded-2xl border border-line bg-white p-6 shadow-card sm:p-7";

/** The four promises of a quote (product spec §9), on the navy hero. */
export function QuotePromises() {
  return (
    <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {quotePageCopy.promises.map((promise) => (
        <li key={promise.title} className="flex gap-3 rounded-xl border border-white/15 bg-white/10 p-4">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-500 text-navy-950">
            <Icon name={promise.icon} className="size-5" />
          </span>
          <span>
            <span className="block font-semibold text-white">{promise.title}</span>
            <span className="mt-0.5 block text-sm leading-snug text-navy-100">{promise.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function QuoteSteps() {
  const { steps } = quotePageCopy;
  return (
    <section aria-labelledby="steps-title" className={card}>
      <h2 id="steps-title" className="heading-3 text-xl">
        {steps.title}
      </h2>
      <ol className="mt-5 grid gap-5">
        {steps.items.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white"
            >
              {index + 1}
            </span>
            <span>
              <span className="block font-semibold text-navy-900">{step.title}</span>
              <span className="mt-0.5 block text-sm leading-relaxed text-muted">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function QuoteGuarantees() {
  const { guarantees } = quotePageCopy;
  return (
    <section aria-labelledby="guarantees-title" className={card}>
      <h2 id="guarantees-title" className="heading-3 text-xl">
        {guarantees.title}
      </h2>
      <IconList
        items={guarantees.items}
        icon={BadgeCheck}
        className="mt-4 grid gap-3"
        itemClassName="flex items-start gap-2.5"
        iconClassName="mt-0.5 size-5 shrink-0 text-navy-700"
      />
      <p className="mt-5 border-t border-line pt-4 text-sm leading-relaxed text-muted">
        {guarantees.prices}{" "}
        <Link to={pricesPath} className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950">
          {guarantees.pricesLink}
        </Link>
      </p>
    </section>
  );
}

export function QuoteEmergency() {
  const { emergency } = quotePageCopy;
  return (
    <section
      aria-labelledby="emergency-title"
      className="rounded-2xl bg-emergency-700 p-6 text-white shadow-card sm:p-7"
    >
      <h2 id="emergency-title" className="flex items-center gap-2 text-xl font-bold">
        <Siren aria-hidden="true" className="size-5" />
        {emergency.title}
      </h2>
      <p className="mt-2 leading-relaxed">{emergency.text}</p>
      <CallButton className={buttonClass("ghost-light", "md", "mt-4 w-full")}>{emergency.call}</CallButton>
    </section>
  );
}
