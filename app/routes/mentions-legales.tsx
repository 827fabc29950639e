import { LegalDocument } from "#app/components/sections/legal/legal-document.tsx";
import { LegalHero } from "#app/components/sections/legal/legal-hero.tsx";
import { legalCopy, legalSections } from "#app/content/legal.ts";
import { legalLink } from "#app/content/navigation.ts";
import { getMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/mentions-legales";

export const meta: Route.MetaFunction = () => getMeta({ ...legalCopy.meta, path: legalLink.href });

export default function MentionsLegales() {
  return (
    <>
      <LegalHero />
      <LegalDocument sections={legalSections} />
    </>
  );
}
