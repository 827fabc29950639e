import { proCopy } from "#app/content/pro.ts";

/** The company's mark with "Espace pro", at the top of every page of the owner's space. */
export function ProBrand({ href }: { href: string }) {
  return (
    <a href={href} className="flex min-w-0 items-center gap-2.5 rounded-md">
      <svg viewBox="0 0 48 48" aria-hidden="true" className="size-9 shrink-0">
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
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-sm font-extrabold tracking-tight text-navy-900 sm:text-base">
          {proCopy.companyName}
        </span>
        <span className="mt-0.5 w-fit rounded bg-accent-100 px-1.5 py-px text-[0.6875rem] font-bold uppercase tracking-wider text-navy-900">
          {proCopy.spaceName}
        </span>
      </span>
    </a>
  );
}
