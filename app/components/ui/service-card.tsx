import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import type { IconName } from "#app/content/icons.ts";
import { type ServiceSummary, servicePath } from "#app/content/services.ts";

/**
 * `regular`: a card in a grid of services. `compact`: a row with the icon on its left on phones, where a page
 * lists every service and a column of full cards would be a long scroll; a card again from `sm` up.
 */
const sizes = {
  regular: {
    link: "group flex h-full flex-col rounded-card border p-6 shadow-card transition-all hover:-translate-y-0.5 hover:shadow-lg",
    head: "flex items-start justify-between gap-3",
    icon: "inline-flex size-12 items-center justify-center rounded-xl",
    glyph: "size-6",
    badge: "rounded-full bg-white px-3 py-1 text-xs font-bold text-emergency-800",
    title: "mt-5 text-lg font-bold",
    text: "mt-2 flex-1 text-sm leading-relaxed",
    more: "mt-5 inline-flex items-center gap-1.5 text-sm font-semibold",
    moreAfterDetail: "mt-4 inline-flex items-center gap-1.5 text-sm font-semibold",
  },
  compact: {
    link: "group flex h-full items-start gap-4 rounded-card border p-4 shadow-card transition-all hover:-translate-y-0.5 hover:shadow-lg sm:flex-col sm:gap-0 sm:p-5",
    head: "flex shrink-0 items-start justify-between gap-3 sm:w-full",
    icon: "inline-flex size-11 items-center justify-center rounded-xl",
    glyph: "size-5",
    badge: "hidden rounded-full bg-white px-2.5 py-0.5 text-xs font-bold text-emergency-800 sm:inline",
    title: "font-bold sm:mt-4",
    text: "mt-1 flex-1 text-sm leading-relaxed sm:mt-1.5",
    more: "mt-3 inline-flex items-center gap-1.5 text-sm font-semibold sm:mt-4",
    moreAfterDetail: "mt-3 inline-flex items-center gap-1.5 text-sm font-semibold sm:mt-4",
  },
} as const;

/**
 * A service as a link card: icon, name, short description and a "more" line. The emergency service stands out
 * either as a red card (`urgentTone="card"`, where every service is listed) or by a red icon on a white card
 * (`"icon"`, among a service page's related services, where a red card would outshout the page's own subject).
 */
export function ServiceCard({
  href,
  icon,
  title,
  text,
  more,
  urgent = false,
  urgentTone = "card",
  urgentBadge,
  size = "regular",
  detail,
}: {
  href: string;
  icon: IconName;
  title: string;
  text: string;
  more: string;
  urgent?: boolean;
  urgentTone?: "card" | "icon";
  /** Written beside the icon of the emergency service's card; with it, the icon sits in a row with that badge. */
  urgentBadge?: string;
  size?: keyof typeof sizes;
  /** A line between the description and the "more" line (the zone page's response delay). */
  detail?: ReactNode;
}) {
  const classes = sizes[size];
  const red = urgent && urgentTone === "card";
  const iconTone = red
    ? "bg-white/15 text-white"
    : urgent
      ? "bg-emergency-50 text-emergency-700"
      : "bg-navy-50 text-navy-800";
  const iconBox = (
    <span className={`${classes.icon} ${iconTone}`}>
      <Icon name={icon} className={classes.glyph} />
    </span>
  );
  const body = (
    <>
      <span className={`${classes.title} ${red ? "text-white" : "text-navy-900"}`}>{title}</span>
      <span className={`${classes.text} ${red ? "text-white/90" : "text-muted"}`}>{text}</span>
      {detail}
      <span className={`${detail ? classes.moreAfterDetail : classes.more} ${red ? "text-white" : "text-navy-800"}`}>
        {more}
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
      </span>
    </>
  );
  return (
    <Link
      to={href}
      className={`${classes.link} ${
        red ? "border-emergency-700 bg-emergency-700 text-white" : "border-line bg-white text-ink hover:border-navy-700"
      }`}
    >
      {urgentBadge === undefined ? (
        iconBox
      ) : (
        <span className={classes.head}>
          {iconBox}
          {urgent ? <span className={classes.badge}>{urgentBadge}</span> : null}
        </span>
      )}
      {size === "compact" ? <span className="flex flex-1 flex-col">{body}</span> : body}
    </Link>
  );
}

/** A service of the catalogue as a card: its page, icon, name and short description. */
export function serviceCardOf(service: ServiceSummary) {
  return {
    href: servicePath(service.slug),
    icon: service.icon,
    title: service.title,
    text: service.shortDescription,
    urgent: service.urgent,
  };
}
