import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { layoutCopy } from "#app/content/layout.ts";
import { quoteLink } from "#app/content/navigation.ts";
import { DesktopNav } from "./desktop-nav.tsx";
import { Logo } from "./logo.tsx";
import { MobileNav } from "./mobile-nav.tsx";

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b [anchor-name:--site-header] border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-18 items-center justify-between gap-4 lg:h-20">
        <Logo />
        <DesktopNav />
        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 sm:flex">
            <Link to={quoteLink.href} className={buttonClass("quote", "sm")}>
              {quoteLink.label}
            </Link>
            <CallButton className={buttonClass("emergency", "sm")} glyphClassName="size-4">
              {layoutCopy.header.emergencyButton}
            </CallButton>
          </div>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
