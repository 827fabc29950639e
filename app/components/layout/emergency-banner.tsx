import { Phone, Siren } from "lucide-react";
import { layoutCopy } from "#app/content/layout.ts";
import { telHref } from "#app/content/site.ts";

export function EmergencyBanner() {
  return (
    <div className="bg-emergency-700 text-white">
      <div className="container-page flex flex-wrap items-center justify-center gap-x-3 gap-y-1 py-2 text-center text-sm font-medium">
        <span className="inline-flex items-center gap-1.5">
          <Siren aria-hidden="true" className="size-4" />
          {layoutCopy.banner.text}
        </span>
        <a
          href={telHref}
          className="inline-flex items-center gap-1.5 font-bold underline decoration-white/60 underline-offset-4 hover:decoration-white"
        >
          <Phone aria-hidden="true" className="size-4" />
          {layoutCopy.banner.callLabel}
        </a>
      </div>
    </div>
  );
}
