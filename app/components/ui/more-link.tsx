import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

/** The centred "see all" link that ends a section which shows only part of something. */
export function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <p className="mt-8 text-center">
      <Link to={to} className="inline-flex items-center gap-2 font-semibold text-navy-800 hover:underline">
        {children}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </p>
  );
}
