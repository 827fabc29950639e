import { layoutCopy } from "#app/content/layout.ts";
import type { NavLink } from "#app/content/navigation.ts";

/** A menu entry's label, with the 24/24 badge on the urgent service: the same in both menus. */
export function NavItemLabel({ item }: { item: Pick<NavLink, "label" | "urgent"> }) {
  return (
    <>
      {item.label}
      {item.urgent ? (
        <span className="rounded-full bg-emergency-700 px-2 py-0.5 text-xs font-bold text-white">
          {layoutCopy.header.servicesBadge}
        </span>
      ) : null}
    </>
  );
}
