import { derive } from "./published.ts";
import { site } from "./site.ts";

export let contactPageCopy!: ReturnType<typeof writtenContactPageCopy>;
derive(() => {
  contactPageCopy = writtenContactPageCopy();
});

function writtenContactPageCopy() {
  return {
    meta: {
      title: `Contact – couvreur à Loos-en-Gohelle | ${site.shortName}`,
      description:
        "Contactez votre couvreur de Loos-en-Gohelle : téléphone, e-mail, horaires et formulaire. Urgence fuite de toiture 24h/24, devis gratuit dans un rayon de 50 km.",
    },
    hero: {
      eyebrow: "Contact",
      title: "Contactez votre couvreur à Loos-en-Gohelle",
      text: "Une question sur votre toiture, une gouttière qui déborde ou un projet de rénovation ? Appelez-nous, écrivez-nous ou laissez votre demande : un artisan vous répond personnellement.",
    },
    emergency: {
      title: "Fuite de toiture en cours ?",
      text: `N’attendez pas : appelez-nous à toute heure, week-end et jours fériés compris. Bâchage, mise hors d’eau et réparation provisoire, ${site.emergency.delay} dans tout le Pas-de-Calais.`,
      call: `Appeler le ${site.phone.display}`,
      badge: site.emergency.label,
    },
    details: {
      title: "Nos coordonnées",
      phone: "Téléphone",
      email: "E-mail",
      address: "Siège",
    },
    hours: {
      title: "Horaires d’ouverture",
      note: "En dehors de ces horaires, la ligne d’urgence reste ouverte pour les fuites et les dégâts de tempête.",
    },
    form: {
      eyebrow: "Formulaire de contact",
      title: "Parlez-nous de votre projet",
      text: "Décrivez vos travaux en quelques lignes : nous vous rappelons pour en parler et fixer une visite. Le devis et le déplacement sont gratuits.",
    },
    zone: {
      eyebrow: "Zone d’intervention",
      title: "Un couvreur tout près de chez vous",
      text: `Depuis Loos-en-Gohelle, nous intervenons dans un rayon de ${site.serviceRadiusKm} km, du bassin minier à la métropole lilloise. Les communes les plus proches de notre siège :`,
      all: "Voir toute la zone d’intervention",
      listLabel: "Communes les plus proches du siège",
    },
    /** How many towns the page names (product spec §2: a summary of the zone with 8 towns). */
    townCount: 8,
  } as const;
}
