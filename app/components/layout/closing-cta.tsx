import { FileText, Phone } from "lucide-react";
import { Link } from "react-router";
import { layoutCopy } from "#app/content/layout.ts";
import { telHref } from "#app/content/site.ts";
import { buttonClass } from "../ui/button-styles.ts";

export function ClosingCta() {
  const copy = layoutCopy.closingCta;
  return (
    <section aria-labelledby="closing-cta-title" className="bg-navy-900 text-white">
      <div className="container-page flex flex-col items-start gap-6 py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="closing-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {copy.title}
          </h2>
          <p className="mt-3 text-navy-100">{copy.text}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row lg:shrink-0">
          <Link to="/devis" className={buttonClass("quote", "lg", "whitespace-nowrap")}>
            <FileText aria-hidden="true" className="size-5" />
            {copy.quote}
          </Link>
          <a href={telHref} className={buttonClass("emergency", "lg", "whitespace-nowrap")}>
            <Phone aria-hidden="true" className="size-5" />
            {copy.call}
          </a>
        </div>
      </div>
    </section>
  );
}
