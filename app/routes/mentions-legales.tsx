import { LegalDocument } from "#app/components/sections/legal/legal-document.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { legalCopy, legalSections } from "#app/content/legal.ts";
import { legalLink } from "#app/content/navigation.ts";
import { getMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/mentions-legales";

export const meta: Route.MetaFunction = () => getMeta({ ...legalCopy.meta, path: legalLink.href });

export default function MentionsLegales() {
  return (
    <>
      <PageHero
        titleId="legal-title"
        tone="light"
        eyebrow={legalCopy.hero.eyebrow}
        title={legalCopy.hero.title}
        text={legalCopy.hero.intro}
      />
      <LegalDocument sections={legalSections} />
    </>
  );
}
