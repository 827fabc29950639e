import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { goneCopy } from "#app/content/errors.ts";
import { serviceLinks } from "#app/content/navigation.ts";

/** The page of a service the owner hid: says so in French and links to every service offered. */
export function GoneScreen() {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{goneCopy.title}</h1>
      <p className="mt-4 max-w-xl text-muted">{goneCopy.help}</p>
      <ul className="mt-6 grid gap-2 sm:grid-cols-2">
        {serviceLinks.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="font-semibold text-navy-800 underline underline-offset-4">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClass("primary", "lg")}>
          {goneCopy.home}
        </Link>
        <CallButton className={buttonClass("emergency", "lg")}>{goneCopy.call}</CallButton>
      </div>
    </section>
  );
}
