import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { Link, useLocation } from "react-router";
import { layoutCopy } from "#app/content/layout.ts";
import { mainNavigation } from "#app/content/navigation.ts";
import { isActivePath } from "#app/lib/active-link.ts";
import { NavItemLabel } from "./nav-item-label.tsx";

const itemClass =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-semibold text-navy-900 transition-colors hover:bg-navy-50 aria-[current=page]:text-emergency-700 data-[active=true]:text-emergency-700";

export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <NavigationMenu.Root
      delayDuration={200}
      skipDelayDuration={300}
      aria-label={layoutCopy.header.mainMenuLabel}
      className="relative hidden lg:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {mainNavigation.map((item) => {
          const current = isActivePath(pathname, item.activePrefix ?? item.href);
          if (!item.children) {
            return (
              <NavigationMenu.Item key={item.href}>
                <NavigationMenu.Link asChild active={current}>
                  <Link to={item.href} className={itemClass} aria-current={current ? "page" : undefined}>
                    {item.label}
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            );
          }
          return (
            <NavigationMenu.Item key={item.href}>
              <NavigationMenu.Trigger className={`group ${itemClass}`} data-active={current}>
                {item.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 w-[36rem] rounded-card border border-line bg-white p-3 shadow-card">
                <ul className="grid grid-cols-2 gap-1">
                  {item.children.map((child) => {
                    const childCurrent = isActivePath(pathname, child.href);
                    return (
                      <li key={child.href}>
                        <NavigationMenu.Link asChild active={childCurrent}>
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
                        </NavigationMenu.Link>
                      </li>
                    );
                  })}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
