import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeftIcon } from "./icons.tsx";

/** The way back from a screen of the owner's space to the list it was opened from, above the screen's title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-navy-700 hover:text-navy-900"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
