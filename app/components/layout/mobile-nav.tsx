import { ChevronDown, Menu, X } from "lucide-react";
import { useId } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { layoutCopy } from "#app/content/layout.ts";
import { mainNavigation, type NavItem, quoteLink } from "#app/content/navigation.ts";
import { isActivePath } from "#app/lib/active-link.ts";
import { useIsland } from "#app/lib/islands.tsx";
import { NavItemLabel } from "./nav-item-label.tsx";

const topLinkClass =
  "flex w-full items-center justify-between rounded-md px-3 py-3 text-base font-semibold text-navy-900 aria-[current=page]:bg-navy-50 aria-[current=page]:text-emergency-700";

/**
 * The phone menu is a popover: the browser opens it from the toggle (without JavaScript too), closes it on Escape
 * or a tap outside, gives the focus back, and traps nothing. It hangs under the header by CSS anchor positioning.
 * The layout island (app/islands/layout.ts) adds the toggle's state and name and folds the services group.
 */
export function MobileNav() {
  useIsland("layout");
  const panelId = useId();
  const { pathname } = useLocation();

  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget={panelId}
        aria-controls={panelId}
        data-phone-menu-toggle=""
        data-label-open={layoutCopy.header.openMenu}
        data-label-close={layoutCopy.header.closeMenu}
        className="group inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50"
      >
        <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
        <span className="sr-only" data-toggle-label="">
          {layoutCopy.header.openMenu}
        </span>
      </button>
      <nav
        id={panelId}
        popover="auto"
        aria-label={layoutCopy.header.mainMenuLabel}
        className="fixed inset-x-0 top-[anchor(bottom)] bottom-auto m-0 h-auto max-h-[calc(100dvh-5rem)] w-auto max-w-none overflow-y-auto overscroll-contain border-0 border-t border-line bg-white p-0 text-ink shadow-card [position-anchor:--site-header]"
      >
        <div className="container-page py-3">
          {/* A visitor with a leak opens the menu to call or ask for a quote: both come first, above the fold.
              From the sm breakpoint the header shows the same two buttons next to the toggle. */}
          <div className="grid grid-cols-2 gap-3 border-b border-line px-1 pb-3 sm:hidden">
            <Link to={quoteLink.href} className={buttonClass("quote", "md")}>
              {quoteLink.label}
            </Link>
            <CallButton className={buttonClass("emergency", "md")} glyphClassName="size-4">
              {layoutCopy.header.callButton}
            </CallButton>
          </div>
          <ul className="flex flex-col pt-2">
            {mainNavigation.map((item) =>
              item.children ? (
                <ServicesGroup key={item.href} item={item} pathname={pathname} />
              ) : (
                <li key={item.href}>
                  <Link
                    to={item.href}
                    aria-current={isActivePath(pathname, item.href) ? "page" : undefined}
                    className={topLinkClass}
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </div>
      </nav>
    </div>
  );
}

/**
 * The eleven services fold under one button so the short menu fits a phone screen (the layout island folds
 * them; without it they are listed). On a service page the group starts open, so the visitor sees where they are.
 */
function ServicesGroup({ item, pathname }: { item: NavItem; pathname: string }) {
  const insideGroup = isActivePath(pathname, item.activePrefix ?? item.href);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-controls={listId}
        data-group-toggle=""
        data-starts-open={insideGroup}
        className={`group ${topLinkClass} ${insideGroup ? "text-emergency-700" : ""}`}
      >
        {item.label}
        <ChevronDown
          aria-hidden="true"
          className="size-5 text-muted transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      <ul id={listId} className="grid grid-cols-1 gap-0.5 pb-2 pl-3 sm:grid-cols-2">
        {item.children?.map((child) => (
          <li key={child.href}>
            <Link
              to={child.href}
              aria-current={isActivePath(pathname, child.href) ? "page" : undefined}
              className={`flex items-center justify-between rounded-md px-3 py-2.5 text-[0.95rem] font-medium aria-[current=page]:bg-navy-50 ${
                child.urgent ? "text-emergency-800" : "text-navy-900"
              }`}
            >
              <NavItemLabel item={child} />
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
