import type { LucideIcon } from "lucide-react";

/** A list of short strings, each after the same icon (a check mark, a badge): the icon is decoration. */
export function IconList({
  items,
  icon: Glyph,
  className,
  itemClassName,
  iconClassName,
}: {
  items: readonly string[];
  icon: LucideIcon;
  className: string;
  itemClassName: string;
  iconClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Glyph aria-hidden="true" className={iconClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}
