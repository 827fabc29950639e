import { House } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { errorCopy } from "#app/content/errors.ts";

export function ErrorScreen({ message }: { message: string }) {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{errorCopy.title}</h1>
      <p className="mt-2 text-lg font-medium text-navy-800">{errorCopy.frenchTitle}</p>
      <pre className="mt-6 max-w-2xl overflow-x-auto rounded-lg bg-surface px-4 py-3 text-left text-sm whitespace-pre-wrap text-ink">
        {message}
      </pre>
      <p className="mt-6 max-w-xl text-muted">{errorCopy.help}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <CallButton className={buttonClass("emergency", "lg")}>{errorCopy.call}</CallButton>
        <Link to="/" className={buttonClass("outline", "lg")}>
          <House aria-hidden="true" className="size-5" />
          {errorCopy.home}
        </Link>
      </div>
    </section>
  );
}
