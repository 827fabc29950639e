import { Mail, MapPin, Phone } from "lucide-react";
import { layoutCopy } from "#app/content/layout.ts";
import { mailtoHref, site, telHref } from "#app/content/site.ts";

export function InfoBar() {
  return (
    <div className="hidden bg-navy-950 text-navy-100 lg:block">
      <div className="container-page flex items-center justify-between py-2 text-sm">
        <a href={mailtoHref} className="inline-flex items-center gap-2 hover:text-white">
          <Mail aria-hidden="true" className="size-4" />
          {site.email}
        </a>
        <p className="inline-flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4" />
          {layoutCopy.infoBar.zone}
        </p>
        <a href={telHref} className="inline-flex items-center gap-2 font-semibold text-white hover:underline">
          <Phone aria-hidden="true" className="size-4" />
          {layoutCopy.infoBar.emergency} {site.phone.display}
        </a>
      </div>
    </div>
  );
}
