import { Form, Link, NavLink, useLocation } from "react-router";
import { proCopy } from "#app/content/pro.ts";
import { ProBrand } from "./brand.tsx";
import {
  ChartColumnIcon,
  CircleHelpIcon,
  FileTextIcon,
  GlobeIcon,
  InboxIcon,
  LogOutIcon,
  ReceiptIcon,
  UserRoundIcon,
} from "./icons.tsx";

const links = [
  { to: "/pro", label: proCopy.nav.inbox, icon: InboxIcon, end: true },
  { to: "/pro/devis", label: proCopy.nav.quotes, icon: FileTextIcon, end: false },
  { to: "/pro/factures", label: proCopy.nav.invoices, icon: ReceiptIcon, end: false },
  { to: "/pro/tableau-de-bord", label: proCopy.nav.dashboard, icon: ChartColumnIcon, end: false },
  { to: "/pro/site", label: proCopy.nav.site, icon: GlobeIcon, end: false },
  { to: "/pro/compte", label: proCopy.nav.account, icon: UserRoundIcon, end: false },
] as const;

/**
 * Each screen's page of the owner's manual (app/content/pro-help.ts), by the screen's address; any other page of
 * the space, the manual's own included, opens its index. Kept here, apart from the manual's text, so the layout
 * every owner's page loads does not carry that text.
 */
const helpByScreen: readonly (readonly [RegExp, string])[] = [
  [/^\/pro\/?$/, "demandes"],
  [/^\/pro\/demandes\/[^/]+$/, "demande"],
  [/^\/pro\/tableau-de-bord$/, "tableau-de-bord"],
  [/^\/pro\/devis(?:\/[^/]+)?$/, "devis"],
  [/^\/pro\/factures\/reglages$/, "reglages-des-factures"],
  [/^\/pro\/factures\/e-reporting$/, "e-reporting"],
  [/^\/pro\/factures(?:\/[^/]+)?$/, "factures"],
  [/^\/pro\/compte$/, "compte"],
  [/^\/pro\/site$/, "mon-site"],
  [/^\/pro\/site\/entreprise$/, "entreprise"],
  [/^\/pro\/site\/realisations$/, "realisations"],
  [/^\/pro\/site\/articles$/, "articles"],
  [/^\/pro\/site\/tarifs$/, "tarifs"],
  [/^\/pro\/site\/avis$/, "temoignages"],
  [/^\/pro\/site\/avis-clients$/, "avis-clients"],
  [/^\/pro\/site\/annonce$/, "annonce"],
];

export function helpHrefFor(pathname: string): string {
  const slug = helpByScreen.find(([screen]) => screen.test(pathname))?.[1];
  return slug ? `/pro/aide/${slug}` : "/pro/aide";
}

function HelpLink() {
  const { pathname } = useLocation();
  const inHelp = pathname.startsWith("/pro/aide");
  return (
    <Link
      to={helpHrefFor(pathname)}
      aria-label={inHelp ? undefined : proCopy.nav.helpLabel}
      aria-current={inHelp ? "page" : undefined}
      title={proCopy.nav.helpLabel}
      className={`flex h-11 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold lg:size-10 lg:justify-center lg:px-0 ${
        inHelp ? "bg-navy-50 text-navy-900" : "text-navy-800 hover:bg-surface hover:text-navy-900"
      }`}
    >
      <CircleHelpIcon className="size-5" />
      {/* Beside the six sections of a laptop's header the word would squeeze them and the company's name: the icon
          says it, and its name is read out and shown on hover. */}
      <span className="lg:sr-only">{proCopy.nav.help}</span>
    </Link>
  );
}

function LogoutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/pro/deconnexion">
      <button type="submit" title={proCopy.nav.logout} className={className}>
        <LogOutIcon className="size-4" />
        {/* On a phone the button keeps to its icon, so the company's name fits beside it; on a laptop the six
            sections take the header's width, and the icon says it again. */}
        <span className="sr-only sm:not-sr-only lg:sr-only">{proCopy.nav.logout}</span>
      </button>
    </Form>
  );
}

/**
 * The owner's chrome, phone first: the company and "Espace pro" with the logout button at the top, and the
 * six sections as a tab bar under the thumb, on a tablet too; from a laptop's width (1024 px) the sections move
 * into the header, on one line each, their icons added where the width allows (1280 px).
 */
export function OwnerHeader({ companyName }: { companyName: string }) {
  return (
    <>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <ProBrand href="/pro" name={companyName} />
          <nav aria-label={proCopy.nav.label} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {links.map(({ to, label, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    className={({ isActive }) =>
                      `flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${
                        isActive ? "bg-navy-50 text-navy-900" : "text-muted hover:bg-surface hover:text-navy-900"
                      }`
                    }
                  >
                    <Icon className="hidden size-4 xl:block" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex shrink-0 items-center gap-1">
            <HelpLink />
            <LogoutButton className="flex size-11 shrink-0 items-center justify-center gap-2 rounded-lg border border-line text-sm font-semibold text-navy-900 hover:bg-surface sm:size-auto sm:px-3 sm:py-2 lg:size-11 lg:p-0" />
          </div>
        </div>
      </header>
      <nav
        aria-label={proCopy.nav.label}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
      >
        <ul className="mx-auto grid max-w-lg grid-cols-6">
          {links.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  `flex min-h-16 flex-col items-center justify-center gap-1 px-1 text-xs font-semibold ${
                    isActive ? "text-navy-900" : "text-muted"
                  }`
                }
              >
                {({ isActive }) => (
                  <>
                    <span
                      className={`flex h-7 w-12 items-center justify-center rounded-full ${isActive ? "bg-accent-100" : ""}`}
                    >
                      <Icon className="size-5" />
                    </span>
                    {label}
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
