import { Link } from "react-router";
import { layoutCopy } from "#app/content/layout.ts";
import { site } from "#app/content/site.ts";
import { LogoMark } from "./logo-mark.tsx";

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const nameColour = tone === "dark" ? "text-navy-900" : "text-white";
  const subtitleColour = tone === "dark" ? "text-muted" : "text-navy-100";
  return (
    <Link to="/" className="flex items-center gap-3">
      <LogoMark className="size-10 shrink-0 sm:size-11" />
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
