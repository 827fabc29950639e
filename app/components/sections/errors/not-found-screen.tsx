import { House } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { notFoundCopy } from "#app/content/errors.ts";

export function NotFoundScreen() {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">
        <span className="block text-7xl font-black tracking-tight sm:text-8xl">{notFoundCopy.code}</span>
        <span className="mt-4 block">{notFoundCopy.title}</span>
      </h1>
      <p className="mt-2 text-lg font-medium text-navy-800">{notFoundCopy.frenchTitle}</p>
      <p className="mt-4 max-w-xl text-muted">{notFoundCopy.help}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClass("primary", "lg")}>
          <House aria-hidden="true" className="size-5" />
          <span>
            {notFoundCopy.home} <span className="font-normal opacity-80">({notFoundCopy.frenchHome})</span>
          </span>
        </Link>
        <CallButton className={buttonClass("emergency", "lg")}>{notFoundCopy.call}</CallButton>
      </div>
    </section>
  );
}
