import { derive } from "./published.ts";
import { claims, site } from "./site.ts";

/** Copy of the chrome shared by every page (banner, info bar, header, footer, closing block). */
export let layoutCopy!: ReturnType<typeof writtenLayoutCopy>;
derive(() => {
  layoutCopy = writtenLayoutCopy();
});

function writtenLayoutCopy() {
  return {
    skipLink: "Aller au contenu principal",
    breadcrumbLabel: "Fil d’Ariane",
    topBarLabel: "Urgence et coordonnées",
    banner: {
      text: "Fuite de toiture ? Urgence 24h/24 – 7j/7",
      callLabel: `Appelez le ${site.phone.display}`,
    },
    infoBar: {
      zone: "Intervention dans tout le Pas-de-Calais",
      emergency: "Urgence :",
    },
    header: {
      /** Read after the logo's visible text, so its accessible name starts with what a sighted user sees (WCAG 2.5.3). */
      logoHomeHint: "retour à l’accueil",
      logoSubtitle: "Couverture · Zinguerie · Maçonnerie",
      mainMenuLabel: "Menu principal",
      servicesBadge: "24h/24",
      quoteButton: "Devis Gratuit",
      emergencyButton: "Urgence",
      openMenu: "Ouvrir le menu",
      closeMenu: "Fermer le menu",
      allServices: "Tous nos services",
      callButton: "Appeler",
    },
    floatingCallRegion: "Appel rapide",
    floatingCall: `Appeler ${site.name} en urgence au ${site.phone.display}`,
    closingCta: {
      title: "Un projet de toiture ou une fuite à réparer ?",
      text: "Devis gratuit et sans engagement, déplacement offert dans un rayon de 50 km autour de Loos-en-Gohelle. Pour une urgence, appelez-nous : nous intervenons 24h/24, 7j/7.",
      quote: "Demander un devis gratuit",
      call: `Appeler le ${site.phone.display}`,
    },
    footer: {
      about: `Entreprise de couverture, zinguerie, étanchéité et maçonnerie installée à Loos-en-Gohelle. ${[
        claims.rge ? "Artisans qualifiés RGE" : "",
        "garantie décennale",
        claims.asbestos ? "désamiantage certifié SS3 et SS4" : "",
      ]
        .filter(Boolean)
        .join(", ")
        .replace(/^./, (first) => first.toUpperCase())}.`,
      /** The one-line mention of the insurance behind the ten-year guarantee, under the claim, on every page. */
      insurance: {
        intro: "Assurance décennale :",
        policy: "contrat n°",
        coverage: "couverture :",
        details: site.qualifications.length > 0 ? "Assurance et certificats" : "Assurance",
      },
      servicesTitle: "Nos services",
      contactTitle: "Contact",
      hoursTitle: "Horaires",
      navigationTitle: "Navigation",
      closed: "Fermé",
      emergencyLabel: "Urgences",
      emergencyHours: "24h/24 – 7j/7",
      copyrightStart: 2024,
      rights: "Tous droits réservés.",
    },
  } as const;
}
