import { LogoMark } from "#app/components/layout/logo-mark.tsx";
import { proCopy } from "#app/content/pro.ts";

/**
 * The company's mark with "Espace pro", at the top of every page of the owner's space. `name`: the name as
 * published from "Mon site" (publishedCompany(), read by the page's loader), not the build's.
 */
export function ProBrand({ href, name }: { href: string; name: string }) {
  return (
    <a href={href} className="flex min-w-0 items-center gap-2.5 rounded-md">
      <LogoMark className="size-9 shrink-0" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span title={name} className="truncate text-sm font-extrabold tracking-tight text-navy-900 sm:text-base">
          {name}
        </span>
        <span className="mt-0.5 w-fit whitespace-nowrap rounded bg-accent-100 px-1.5 py-px text-[0.6875rem] font-bold uppercase tracking-wider text-navy-900">
          {proCopy.spaceName}
        </span>
      </span>
    </a>
  );
}

/** The plain top bar of the pages outside the owner's navigation (login, errors): the mark alone. */
export function ProTopBar({ href, width, name }: { href: string; width: "narrow" | "wide"; name: string }) {
  return (
    <header className="border-b border-line bg-white">
      <div
        className={`mx-auto flex h-16 w-full items-center px-4 ${width === "narrow" ? "max-w-md" : "max-w-6xl sm:px-6"}`}
      >
        <ProBrand href={href} name={name} />
      </div>
    </header>
  );
}
