import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { OpeningHoursList } from "#app/components/sections/shared/opening-hours-list.tsx";
import { OwnerValue } from "#app/components/ui/owner-value.tsx";
import { layoutCopy } from "#app/content/layout.ts";
import {
  articlesLink,
  footerServiceLinks,
  insuranceSectionId,
  legalLink,
  mainNavigation,
  pricesLink,
} from "#app/content/navigation.ts";
import { mailtoHref, site, telHref } from "#app/content/site.ts";
import { footerId } from "#app/lib/first-paint-hold.ts";
import { Logo } from "./logo.tsx";

export function Footer() {
  const { footer } = layoutCopy;
  return (
    <footer id={footerId} className="bg-navy-950 text-navy-100">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm leading-relaxed">{footer.about}</p>
          <p className="text-xs leading-relaxed" data-testid="insurance-mention">
            {footer.insurance.intro} <OwnerValue text={site.insurance.insurer} />, {footer.insurance.policy}{" "}
            <OwnerValue text={site.insurance.policyNumber} />, {footer.insurance.coverage}{" "}
            <OwnerValue text={site.insurance.coverage} />.{" "}
            <Link
              to={`${legalLink.href}#${insuranceSectionId}`}
              className="font-semibold text-white underline underline-offset-2 hover:no-underline"
            >
              {footer.insurance.details}
            </Link>
          </p>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="mb-4 text-base font-bold text-white">
            {footer.servicesTitle}
          </h2>
          <ul className="space-y-2 text-sm">
            {footerServiceLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-navigation">
          <h2 id="footer-navigation" className="mb-4 text-base font-bold text-white">
            {footer.navigationTitle}
          </h2>
          <ul className="space-y-2 text-sm">
            {mainNavigation
              .filter((item) => !item.children)
              .map((item) => (
                <li key={item.href}>
                  <Link to={item.href} className="hover:text-white hover:underline">
                    {item.label}
                  </Link>
                </li>
              ))}
            <li>
              <Link to={articlesLink.href} className="hover:text-white hover:underline">
                {articlesLink.label}
              </Link>
            </li>
            <li>
              <Link to="/devis" className="hover:text-white hover:underline">
                {layoutCopy.header.quoteButton}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-4 text-base font-bold text-white">{footer.contactTitle}</h2>
          <ul className="space-y-3 text-sm">
            <li>
              <a href={telHref} className="inline-flex items-center gap-2 font-semibold text-white hover:underline">
                <Phone aria-hidden="true" className="size-4" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={mailtoHref} className="inline-flex items-center gap-2 hover:text-white hover:underline">
                <Mail aria-hidden="true" className="size-4" />
                {site.email}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <address className="not-italic">
                {site.address.street}
                <br />
                {site.address.postalCode} {site.address.city}
              </address>
            </li>
          </ul>
          <h2 className="mt-6 mb-2 text-base font-bold text-white">{footer.hoursTitle}</h2>
          <OpeningHoursList className="text-sm" emergencyClassName="font-semibold text-white" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {footer.copyrightStart}–{__BUILD_YEAR__} {site.name}. {footer.rights}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <Link to={legalLink.href} className="hover:text-white hover:underline">
              {legalLink.label}
            </Link>
            <Link to={pricesLink.href} className="hover:text-white hover:underline">
              {pricesLink.label}
            </Link>
            {site.credit.label ? (
              <a href={site.credit.url} className="hover:text-white hover:underline" rel="noopener">
                {site.credit.label}
              </a>
            ) : null}
          </p>
        </div>
      </div>
    </footer>
  );
}
