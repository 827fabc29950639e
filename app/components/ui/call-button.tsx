import { Phone } from "lucide-react";
import { telHref } from "#app/content/site.ts";

/** A button that dials the company's number: the phone glyph, then the label. */
export function CallButton({
  className,
  glyphClassName = "size-5",
  children,
}: {
  className: string;
  glyphClassName?: string;
  children: string;
}) {
  return (
    <a href={telHref} className={className}>
      <Phone aria-hidden="true" className={glyphClassName} />
      {children}
    </a>
  );
}
