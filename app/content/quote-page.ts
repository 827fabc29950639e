import { derive } from "./published.ts";
import { isServiceOffered } from "./services.ts";
import { claims, experienceLabel, site } from "./site.ts";

const experience = experienceLabel();

export let quotePageCopy!: ReturnType<typeof writtenQuotePageCopy>;
derive(() => {
  quotePageCopy = writtenQuotePageCopy();
});

function writtenQuotePageCopy() {
  return {
    meta: {
      title: `Devis gratuit couverture et zinguerie | ${site.shortName}`,
      description:
        "Demandez votre devis gratuit et sans engagement : couverture, zinguerie, étanchéité, maçonnerie autour de Lens. Réponse sous 48 h, déplacement offert.",
    },
    hero: {
      eyebrow: "Devis gratuit",
      title: "Demandez votre devis gratuit",
      text: "Toiture à refaire, gouttières à changer, terrasse qui fuit ou mur à reprendre : décrivez votre projet, nous venons voir le chantier et vous remettons un devis détaillé.",
    },
    promises: [
      {
        icon: "euro",
        title: "Gratuit et sans engagement",
        text: "Le devis ne vous engage à rien et ne vous coûte rien.",
      },
      {
        icon: "clock",
        title: "Réponse sous 48 h",
        text: "Pour vos travaux de toiture, nous revenons vers vous sous 48 h.",
      },
      {
        icon: "map-pin",
        title: "Déplacement offert",
        text: `Visite du chantier gratuite dans un rayon de ${site.serviceRadiusKm} km autour de Loos-en-Gohelle.`,
      },
      ...(isServiceOffered("desamiantage")
        ? [
            {
              icon: "shield" as const,
              title: "Diagnostic amiante gratuit",
              text: "Pour un désamiantage, le diagnostic préalable est offert.",
            },
          ]
        : []),
    ],
    form: {
      title: "Votre projet",
      text: "Quelques informations suffisent : nous vous rappelons pour préciser le besoin et convenir d’une visite.",
    },
    steps: {
      title: "Comment se passe votre devis ?",
      items: [
        { title: "Vous décrivez votre projet", text: "Par ce formulaire ou par téléphone, en quelques minutes." },
        {
          title: "Nous vous rappelons",
          text: "Sous 48 h pour la toiture, pour préciser le besoin et fixer la visite.",
        },
        {
          title: "Visite et devis détaillé",
          text: "Un artisan mesure, photographie et vous remet un devis clair, poste par poste.",
        },
      ],
    },
    guarantees: {
      title: "Nos engagements",
      items: [
        "Garantie décennale sur tous nos travaux",
        ...(claims.rge ? ["Artisans qualifiés RGE"] : []),
        ...(claims.asbestos ? ["Désamiantage certifié SS3 et SS4"] : []),
        ...(experience ? [`${experience} d’expérience dans le bassin minier`] : []),
      ],
      prices: "Taux horaire, déplacement et majorations d’urgence sont publiés.",
      pricesLink: "Voir nos tarifs",
    },
    emergency: {
      title: "Une fuite en ce moment ?",
      text: "N’attendez pas le devis : notre équipe d’urgence intervient 24h/24 et 7j/7.",
      call: `Appeler le ${site.phone.display}`,
    },
  } as const;
}
