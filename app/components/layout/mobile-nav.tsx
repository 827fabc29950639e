import { Menu, Phone, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { layoutCopy } from "#app/content/layout.ts";
import { mainNavigation, quoteLink } from "#app/content/navigation.ts";
import { telHref } from "#app/content/site.ts";
import { isActivePath } from "#app/lib/active-link.ts";
import { NavItemLabel } from "./nav-item-label.tsx";

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
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-line bg-white shadow-card"
      >
        {/* Rendered once opened: without JavaScript the toggle cannot open it, and closed it would only add
            links for React to hydrate on every page. */}
        {open ? (
          <ul className="container-page flex flex-col py-3">
            {mainNavigation.map((item) => {
              const current = isActivePath(pathname, item.activePrefix ?? item.href);
              if (item.children) {
                return (
                  <li key={item.href} className="py-1">
                    <p className="px-3 pt-2 pb-1 text-xs font-bold uppercase tracking-wider text-muted">{item.label}</p>
                    <ul className="grid grid-cols-1 gap-0.5 sm:grid-cols-2">
                      {item.children.map((child) => {
                        const childCurrent = isActivePath(pathname, child.href);
                        return (
                          <li key={child.href}>
                            <Link
                              to={child.href}
                              onClick={close}
                              aria-current={childCurrent ? "page" : undefined}
                              className={`flex items-center justify-between rounded-md px-3 py-2.5 text-[0.95rem] font-medium aria-[current=page]:bg-navy-50 ${
                                child.urgent ? "text-emergency-800" : "text-navy-900"
                              }`}
                            >
                              <NavItemLabel item={child} />
                            </Link>
                          </li>
                        );
                      })}
                    </ul>
                  </li>
                );
              }
              return (
                <li key={item.href}>
                  <Link
                    to={item.href}
                    onClick={close}
                    aria-current={current ? "page" : undefined}
                    className="block rounded-md px-3 py-3 text-base font-semibold text-navy-900 aria-[current=page]:bg-navy-50 aria-[current=page]:text-emergency-700"
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
            <li className="mt-3 grid grid-cols-2 gap-3 border-t border-line px-1 pt-4">
              <Link to={quoteLink.href} onClick={close} className={buttonClass("quote", "md")}>
                {quoteLink.label}
              </Link>
              <a href={telHref} className={buttonClass("emergency", "md")}>
                <Phone aria-hidden="true" className="size-4" />
                {layoutCopy.header.emergencyButton}
              </a>
            </li>
          </ul>
        ) : null}
      </nav>
    </div>
  );
}
