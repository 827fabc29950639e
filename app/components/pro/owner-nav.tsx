import type { ComponentType, SVGProps } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { proCopy } from "#app/content/pro.ts";
import { homeFor, mayOpenPath, type TeamRole } from "#app/services/team/policy.ts";
import { ProBrand } from "./brand.tsx";
import {
  ChartColumnIcon,
  ChevronDownIcon,
  CircleHelpIcon,
  FileTextIcon,
  GlobeIcon,
  InboxIcon,
  LogOutIcon,
  ReceiptIcon,
  UserRoundIcon,
} from "./icons.tsx";
import { CalendarDaysIcon, EllipsisIcon, HardHatIcon, ShoppingCartIcon, SunIcon, UsersIcon } from "./nav-icons.tsx";

interface Section {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  end: boolean;
}

/**
 * Every section of the space, in the order shown. A person sees those his role opens (app/services/team/policy.ts
 * decides, the nav only asks it): `main` ones in the header and the phone's tab bar, `more` ones behind « Plus »,
 * so the office's header keeps to six entries and holds on one line from 1024 px; « Ma journée » only for the role
 * whose home it is.
 */
const SECTIONS: readonly (Section & { place: "main" | "more"; homeOnly?: true })[] = [
  { to: "/pro/journee", label: proCopy.nav.myDay, icon: SunIcon, end: false, place: "main", homeOnly: true },
  { to: "/pro", label: proCopy.nav.inbox, icon: InboxIcon, end: true, place: "main" },
  { to: "/pro/planning", label: proCopy.nav.planning, icon: CalendarDaysIcon, end: false, place: "main" },
  { to: "/pro/chantiers", label: proCopy.nav.jobs, icon: HardHatIcon, end: false, place: "main" },
  { to: "/pro/devis", label: proCopy.nav.quotes, icon: FileTextIcon, end: false, place: "main" },
  { to: "/pro/factures", label: proCopy.nav.invoices, icon: ReceiptIcon, end: false, place: "main" },
  { to: "/pro/tableau-de-bord", label: proCopy.nav.dashboard, icon: ChartColumnIcon, end: false, place: "more" },
  { to: "/pro/achats", label: proCopy.nav.purchases, icon: ShoppingCartIcon, end: false, place: "more" },
  { to: "/pro/site", label: proCopy.nav.site, icon: GlobeIcon, end: false, place: "more" },
  { to: "/pro/equipe", label: proCopy.nav.team, icon: UsersIcon, end: false, place: "more" },
];

const ACCOUNT: Section = { to: "/pro/compte", label: proCopy.nav.account, icon: UserRoundIcon, end: false };

/**
 * What a role's navigation holds. A role with few sections (the compagnon: his day) gets the manual and his
 * account as sections too, under his thumb; the office's stay in the header's corner as icons.
 */
export function navFor(role: TeamRole, pathname: string): { main: Section[]; more: Section[]; corner: boolean } {
  const open = SECTIONS.filter(
    (section) => mayOpenPath(role, section.to) && (!section.homeOnly || homeFor(role) === section.to),
  );
  const main = open.filter((section) => section.place === "main");
  const more = open.filter((section) => section.place === "more");
  if (more.length > 0 || main.length > 3) return { main, more, corner: true };
  const help: Section = { to: helpHrefFor(pathname), label: proCopy.nav.help, icon: CircleHelpIcon, end: false };
  return { main: [...main, help, ACCOUNT], more, corner: false };
}

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
  [/^\/pro\/achats(?:\/[^/]+)?$/, "achats"],
  [/^\/pro\/journee$/, "journee-du-compagnon"],
  [/^\/pro\/planning$/, "planning"],
  [/^\/pro\/chantiers(?:\/\d+(?:\/reception)?)?$/, "chantier"],
  [/^\/pro\/equipe$/, "equipe"],
  [/^\/pro\/compte$/, "compte"],
  [/^\/pro\/compte\/agenda$/, "agenda"],
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

const cornerClass = (active: boolean) =>
  `flex h-11 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold lg:size-10 lg:justify-center lg:px-0 ${
    active ? "bg-navy-50 text-navy-900" : "text-navy-800 hover:bg-surface hover:text-navy-900"
  }`;

function HelpLink() {
  const { pathname } = useLocation();
  const inHelp = pathname.startsWith("/pro/aide");
  return (
    <Link
      to={helpHrefFor(pathname)}
      aria-label={inHelp ? undefined : proCopy.nav.helpLabel}
      aria-current={inHelp ? "page" : undefined}
      title={proCopy.nav.helpLabel}
      className={cornerClass(inHelp)}
    >
      <CircleHelpIcon className="size-5" />
      {/* Beside « Mon compte » and the sections the word would squeeze the company's name, on a phone as on a
          laptop: the icon says it, and its name is read out and shown on hover. */}
      <span className="sr-only">{proCopy.nav.help}</span>
    </Link>
  );
}

/** The office's way to its own account, beside the manual: an icon named « Mon compte », like « Aide ». */
function AccountLink() {
  return (
    <NavLink to={ACCOUNT.to} title={ACCOUNT.label} className={({ isActive }) => cornerClass(isActive)}>
      <UserRoundIcon className="size-5" />
      <span className="sr-only">{ACCOUNT.label}</span>
    </NavLink>
  );
}

function LogoutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/pro/deconnexion">
      <button type="submit" title={proCopy.nav.logout} className={className}>
        <LogOutIcon className="size-4" />
        {/* On a phone the button keeps to its icon, so the company's name fits beside it; on a laptop the
            sections take the header's width, and the icon says it again. */}
        <span className="sr-only sm:not-sr-only lg:sr-only">{proCopy.nav.logout}</span>
      </button>
    </Form>
  );
}

function isUnder(pathname: string, { to, end }: Section): boolean {
  return end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * « Plus »: the office's sections that do not hold in six, in a disclosure that opens without a script (under
 * the header's entry on a laptop, above the tab bar on a phone). Keyed by the address, it closes once a section is
 * chosen.
 */
function MoreMenu({ sections, placement }: { sections: Section[]; placement: "header" | "tabs" }) {
  const { pathname } = useLocation();
  const active = sections.some((section) => isUnder(pathname, section));
  const header = placement === "header";
  return (
    <details key={pathname} className={header ? "relative" : "relative h-full"}>
      <summary
        aria-label={proCopy.nav.moreLabel}
        className={`flex cursor-pointer list-none items-center [&::-webkit-details-marker]:hidden ${
          header
            ? `gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold ${active ? "bg-navy-50 text-navy-900" : "text-muted hover:bg-surface hover:text-navy-900"}`
            : `min-h-16 flex-col justify-center gap-1 px-1 text-xs font-semibold ${active ? "text-navy-900" : "text-muted"}`
        }`}
      >
        {header ? (
          <>
            <EllipsisIcon className="hidden size-4 xl:block" />
            {proCopy.nav.more}
            <ChevronDownIcon className="size-4" />
          </>
        ) : (
          <>
            <span className={`flex h-7 w-12 items-center justify-center rounded-full ${active ? "bg-accent-100" : ""}`}>
              <EllipsisIcon className="size-5" />
            </span>
            {proCopy.nav.more}
          </>
        )}
      </summary>
      <ul
        className={`absolute right-0 z-50 w-56 rounded-lg border border-line bg-white p-1 shadow-card ${
          header ? "top-full mt-2" : "bottom-full mb-2"
        }`}
      >
        {sections.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-semibold ${
                  isActive ? "bg-navy-50 text-navy-900" : "text-navy-800 hover:bg-surface"
                }`
              }
            >
              <Icon className="size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The tab bar's columns, by how many entries it holds (Tailwind needs each class written out). */
const TAB_COLUMNS = ["", "grid-cols-1", "grid-cols-2", "grid-cols-3", "grid-cols-4", "grid-cols-5", "grid-cols-6"];

/**
 * The owner's chrome, phone first: the company and "Espace pro" with the logout button at the top, and the
 * role's sections as a tab bar under the thumb, on a tablet too; from a laptop's width (1024 px) the sections move
 * into the header, on one line each, their icons added where the width allows (1280 px). At most six entries
 * either way: five sections and « Plus » for the office, his day, the manual and his account for a compagnon.
 */
export function OwnerHeader({ companyName, role }: { companyName: string; role: TeamRole }) {
  const { pathname } = useLocation();
  const { main, more, corner } = navFor(role, pathname);
  const entries = main.length + (more.length > 0 ? 1 : 0);
  return (
    <>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <ProBrand href={homeFor(role)} name={companyName} />
          <nav aria-label={proCopy.nav.label} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {main.map(({ to, label, icon: Icon, end }) => (
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
              {more.length > 0 ? (
                <li>
                  <MoreMenu sections={more} placement="header" />
                </li>
              ) : null}
            </ul>
          </nav>
          <div className="flex shrink-0 items-center gap-1">
            {corner ? (
              <>
                <HelpLink />
                <AccountLink />
              </>
            ) : null}
            <LogoutButton className="flex size-11 shrink-0 items-center justify-center gap-2 rounded-lg border border-line text-sm font-semibold text-navy-900 hover:bg-surface sm:size-auto sm:px-3 sm:py-2 lg:size-11 lg:p-0" />
          </div>
        </div>
      </header>
      <nav
        aria-label={proCopy.nav.label}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
      >
        <ul className={`mx-auto grid max-w-lg ${TAB_COLUMNS[entries] ?? "grid-cols-6"}`}>
          {main.map(({ to, label, icon: Icon, end }) => (
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
          {more.length > 0 ? (
            <li>
              <MoreMenu sections={more} placement="tabs" />
            </li>
          ) : null}
        </ul>
      </nav>
    </>
  );
}
