import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { layoutCopy } from "#app/content/layout.ts";
import { mainNavigation, type NavItem, quoteLink } from "#app/content/navigation.ts";
import { isActivePath } from "#app/lib/active-link.ts";
import { NavItemLabel } from "./nav-item-label.tsx";

const topLinkClass =
  "flex w-full items-center justify-between rounded-md px-3 py-3 text-base font-semibold text-navy-900 aria-[current=page]:bg-navy-50 aria-[current=page]:text-emergency-700";

export function MobileNav() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span className="sr-only">{open ? layoutCopy.header.closeMenu : layoutCopy.header.openMenu}</span>
      </button>
      <nav
        id={panelId}
        hidden={!open}
        aria-label={layoutCopy.header.mainMenuLabel}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-5rem)] overflow-y-auto overscroll-contain border-t border-line bg-white shadow-card"
      >
        {/* Rendered once opened: without JavaScript the toggle cannot open it, and closed it would only add
            links for React to hydrate on every page. */}
        {open ? (
          <div className="container-page py-3">
            {/* A visitor with a leak opens the menu to call or ask for a quote: both come first, above the fold.
                From the sm breakpoint the header shows the same two buttons next to the toggle. */}
            <div className="grid grid-cols-2 gap-3 border-b border-line px-1 pb-3 sm:hidden">
              <Link to={quoteLink.href} onClick={close} className={buttonClass("quote", "md")}>
                {quoteLink.label}
              </Link>
              <CallButton className={buttonClass("emergency", "md")} glyphClassName="size-4">
                {layoutCopy.header.callButton}
              </CallButton>
            </div>
            <ul className="flex flex-col pt-2">
              {mainNavigation.map((item) =>
                item.children ? (
                  <ServicesGroup key={item.href} item={item} pathname={pathname} onNavigate={close} />
                ) : (
                  <li key={item.href}>
                    <Link
                      to={item.href}
                      onClick={close}
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
        ) : null}
      </nav>
    </div>
  );
}

/**
 * The eleven services fold under one button so the short menu fits a phone screen. On a service page the group
 * starts open, so the visitor sees where they are.
 */
function ServicesGroup({ item, pathname, onNavigate }: { item: NavItem; pathname: string; onNavigate: () => void }) {
  const insideGroup = isActivePath(pathname, item.activePrefix ?? item.href);
  const [expanded, setExpanded] = useState(insideGroup);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className={`${topLinkClass} ${insideGroup ? "text-emergency-700" : ""}`}
      >
        {item.label}
        <ChevronDown
          aria-hidden="true"
          className={`size-5 text-muted transition-transform ${expanded ? "rotate-180" : ""}`}
        />
      </button>
      <ul id={listId} hidden={!expanded} className="grid grid-cols-1 gap-0.5 pb-2 pl-3 sm:grid-cols-2">
        {item.children?.map((child) => (
          <li key={child.href}>
            <Link
              to={child.href}
              onClick={onNavigate}
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
