import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { telHref } from "#app/content/site.ts";
import { zoneCopy } from "#app/content/zone.ts";
import { buttonClass } from "../../ui/button-styles.ts";

/** The zone page's own closing call to action: call or contact; it replaces the shared closing block. */
export function ZoneCta() {
  const { cta } = zoneCopy;
  return (
    <section aria-labelledby="zone-cta-title" className="bg-navy-900 text-white">
      <div className="container-page flex flex-col items-start gap-6 py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="zone-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {cta.title}
          </h2>
          <p className="mt-3 text-navy-100">{cta.text}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row lg:shrink-0">
          <a href={telHref} className={buttonClass("emergency", "lg", "whitespace-nowrap")}>
            <Phone aria-hidden="true" className="size-5" />
            {cta.call}
          </a>
          <Link to="/contact" className={buttonClass("ghost-light", "lg", "whitespace-nowrap")}>
            <Mail aria-hidden="true" className="size-5" />
            {cta.contact}
          </Link>
        </div>
      </div>
    </section>
  );
}
