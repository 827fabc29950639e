import { Phone } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { layoutCopy } from "#app/content/layout.ts";
import { quoteLink } from "#app/content/navigation.ts";
import { telHref } from "#app/content/site.ts";
import { DesktopNav } from "./desktop-nav.tsx";
import { Logo } from "./logo.tsx";
import { MobileNav } from "./mobile-nav.tsx";

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-18 items-center justify-between gap-4 lg:h-20">
        <Logo />
        <DesktopNav />
        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 sm:flex">
            <Link to={quoteLink.href} className={buttonClass("quote", "sm")}>
              {quoteLink.label}
            </Link>
            <a href={telHref} className={buttonClass("emergency", "sm")}>
              <Phone aria-hidden="true" className="size-4" />
              {layoutCopy.header.emergencyButton}
            </a>
          </div>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
