import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { Link, useLocation } from "react-router";
import { layoutCopy } from "#app/content/layout.ts";
import { mainNavigation } from "#app/content/navigation.ts";
import { isActivePath } from "#app/lib/active-link.ts";
import { useIsland } from "#app/lib/islands.tsx";
import { NavItemLabel } from "./nav-item-label.tsx";

const itemClass =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-semibold text-navy-900 transition-colors hover:bg-navy-50 aria-[current=page]:text-emergency-700 data-[active=true]:text-emergency-700";

/**
 * The desktop menu. A group's links sit in a popover that its trigger opens by click, Enter or Space (without
 * JavaScript too), that Escape or a click outside closes, placed under the trigger by CSS anchor positioning (a
 * popover's implicit anchor is the button that opened it).
 * The layout island (app/islands/layout.ts) adds hover with delays, arrow keys and the trigger's state.
 */
export function DesktopNav() {
  useIsland("layout");
  const { pathname } = useLocation();
  const panelIdPrefix = useId();
  return (
    <nav aria-label={layoutCopy.header.mainMenuLabel} className="relative hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainNavigation.map((item, index) => {
          const current = isActivePath(pathname, item.activePrefix ?? item.href);
          if (!item.children) {
            return (
              <li key={item.href}>
                <Link to={item.href} className={itemClass} aria-current={current ? "page" : undefined}>
                  {item.label}
                </Link>
              </li>
            );
          }
          const panelId = `${panelIdPrefix}-${index}`;
          return (
            <li key={item.href}>
              <button
                type="button"
                popoverTarget={panelId}
                aria-controls={panelId}
                data-dropdown-trigger=""
                data-active={current}
                className={`group ${itemClass}`}
              >
                {item.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform duration-200 group-aria-expanded:rotate-180"
                />
              </button>
              <div
                id={panelId}
                popover="auto"
                className="fixed inset-auto top-[anchor(bottom)] left-[anchor(left)] m-0 [position-anchor:auto] mt-2 w-[36rem] rounded-card border border-line bg-white p-3 text-ink shadow-card"
              >
                <ul className="grid grid-cols-2 gap-1">
                  {item.children.map((child) => {
                    const childCurrent = isActivePath(pathname, child.href);
                    return (
                      <li key={child.href}>
                        <Link
                          to={child.href}
                          aria-current={childCurrent ? "page" : undefined}
                          className={`flex items-center justify-between gap-2 rounded-md px-3 py-2.5 text-sm font-medium transition-colors aria-[current=page]:bg-navy-50 ${
                            child.urgent
                              ? "bg-emergency-50 text-emergency-800 hover:bg-emergency-50/70"
                              : "text-navy-900 hover:bg-navy-50"
                          }`}
                        >
                          <NavItemLabel item={child} />
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
