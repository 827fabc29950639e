import { derive } from "#app/content/published.ts";
import { experienceLabel, site } from "#app/content/site.ts";
import { clientRating, ratingValue, reviewCountLabel } from "#app/content/testimonials.ts";
import type { CountedService } from "#app/lib/site-limits.ts";
import type { ResponseBand, Stat } from "./types.ts";

/** Labels shared by every service page (buttons, comparison slider, related services). */
export let servicePageCopy!: ReturnType<typeof writtenServicePageCopy>;
derive(() => {
  servicePageCopy = writtenServicePageCopy();
});

/**
 * A page's "N ans d'expérience" figure, derived from the owner's founding year when the page is rendered; none
 * without one (the band then states one figure less rather than an age nobody gave).
 */
export function experienceStat(label: string): Stat[] {
  const experience = experienceLabel();
  return experience ? [{ value: experience, label }] : [];
}

/**
 * How many jobs of this kind the company has done, as the owner stated it in "L’entreprise"; nothing until he
 * does (the template's "200+" was nobody's figure).
 */
export function jobsStat(service: CountedService, one: string, many: string): Stat[] {
  const count = site.completedJobs[service];
  return count === null ? [] : [{ value: count.toLocaleString("fr-FR"), label: count > 1 ? many : one }];
}

/** The clients' average rating, from the reviews the owner approved; nothing before the first one. */
export function ratingStat(): Stat[] {
  return clientRating
    ? [{ value: ratingValue(clientRating), label: `note moyenne de ${reviewCountLabel(clientRating.count)}` }]
    : [];
}

function writtenServicePageCopy() {
  return {
    quote: "Devis Gratuit",
    call: `Appeler le ${site.phone.display}`,
    emergencyCall: `Urgence : ${site.phone.display}`,
    beforeAfter: {
      before: "Avant",
      after: "Après",
      sliderLabel: (title: string) => `Comparer avant et après les travaux : ${title}`,
      valueText: (afterShare: number) =>
        afterShare >= 100
          ? "Photo après entièrement visible"
          : afterShare <= 0
            ? "Photo avant entièrement visible"
            : `${100 - afterShare} % avant, ${afterShare} % après`,
      hint: "Faites glisser le curseur, ou utilisez les flèches du clavier, pour comparer.",
    },
    responseBand: (band: ResponseBand) =>
      band.fromKm === 0 ? `Jusqu’à ${band.toKm} km` : `De ${band.fromKm} à ${band.toKm} km`,
    headOffice: site.address.city,
    radius: (km: number) => `${km} km`,
    stepLabel: (step: number) => `Étape ${step}`,
    related: {
      eyebrow: "Services complémentaires",
      title: "Nos autres savoir-faire",
      more: "Découvrir",
    },
  } as const;
}
