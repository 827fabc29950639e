import { FileText, Phone } from "lucide-react";
import { Link } from "react-router";
import { telHref } from "#app/content/site.ts";
import { type TownPageView, townPageCopy } from "#app/content/town-pages/index.ts";
import { buttonClass } from "../../ui/button-styles.ts";

/** The town's own closing call to action; it replaces the shared closing block on town pages. */
export function TownClosingCta({ page }: { page: TownPageView }) {
  const copy = townPageCopy.closing;
  return (
    <section aria-labelledby="town-closing-title" className="bg-navy-900 text-white">
      <div className="container-page flex flex-col items-start gap-6 py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="town-closing-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {page.closing.title}
          </h2>
          <p className="mt-3 text-navy-100">{page.closing.text}</p>
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
