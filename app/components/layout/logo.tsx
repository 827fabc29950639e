import { Link } from "react-router";
import { layoutCopy } from "#app/content/layout.ts";
import { site } from "#app/content/site.ts";

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const nameColour = tone === "dark" ? "text-navy-900" : "text-white";
  const subtitleColour = tone === "dark" ? "text-muted" : "text-navy-100";
  return (
    <Link to="/" className="flex items-center gap-3">
      <svg viewBox="0 0 48 48" aria-hidden="true" className="size-10 shrink-0 sm:size-11">
        <rect width="48" height="48" rx="10" fill="#0c2340" />
        <path
          d="M8 26 24 12l16 14"
          fill="none"
          stroke="#f2a516"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M14 24v13h20V24" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinejoin="round" />
        <path d="M21 37v-7h6v7" fill="#fff" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className={`text-base font-extrabold tracking-tight sm:text-lg ${nameColour}`}>{site.name}</span>
        <span className={`hidden text-xs font-medium xs:block ${subtitleColour}`}>
          {layoutCopy.header.logoSubtitle}
        </span>
        <span className="sr-only">, {layoutCopy.header.logoHomeHint}</span>
      </span>
    </Link>
  );
}
