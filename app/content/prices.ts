import { derive, overlay, published } from "./published.ts";
import { buildSite, type SiteIdentity, site } from "./site.ts";

/**
 * The price information that the arrêté of 24 January 2017 (repair, call-out and upkeep work in a home) asks a
 * tradesman to publish on its website before any service: hourly labour rate TTC and how time is counted,
 * travel costs, whether the quote is free, and the prices of its common flat-rate jobs.
 * The amounts are the owner's, edited from /pro ("Tarifs"): a publication lays its values over these (published.ts);
 * every value marked PLACEHOLDER must be replaced before going live.
 */

export interface PriceLine {
  /** Anchor and test id of the line. */
  id: string;
  icon: "labour" | "quote-visit" | "call-out";
  label: string;
  /** The price as shown, TTC; "Gratuit" when nothing is charged. */
  amount: string;
  unit: string;
  detail: string;
}

export interface FlatRateJob {
  label: string;
  /** "à partir de" price, TTC. */
  amount: string;
  includes: string;
}

/** The prices as the content files write them, for `company`'s name and radius. */
function writtenPricesCopy(company: SiteIdentity) {
  return {
    meta: {
      title: `Nos tarifs de couvreur et d’urgence | ${company.shortName}`,
      description:
        "Taux horaire TTC, frais de déplacement, majoration de nuit et du dimanche, prix des dépannages courants : nos tarifs, affichés avant toute intervention.",
    },
    /** The visible trail; a unit test keeps it equal to the structured data's (`breadcrumbTrail`). */
    breadcrumb: [
      { name: "Accueil", path: "/" },
      { name: "Nos tarifs", path: "/tarifs" },
    ],
    hero: {
      eyebrow: "Transparence des prix",
      title: "Nos tarifs",
      text: "Ce que coûte une intervention, avant que nous nous déplacions : main-d’œuvre, déplacement, urgences de nuit et du week-end, et le prix de nos dépannages courants. Tous les prix sont TTC.",
    },
    vat: "Prix TTC avec la TVA à 10 % applicable aux travaux d’entretien et de réparation d’un logement achevé depuis plus de deux ans (20 % pour les autres locaux).",
    rates: {
      title: "Main-d’œuvre et déplacement",
      lines: [
        {
          id: "taux-horaire",
          icon: "labour",
          label: "Taux horaire de main-d’œuvre",
          // PLACEHOLDER: the owner's hourly rate.
          amount: "PLACEHOLDER – 00,00 €",
          unit: "TTC par heure et par couvreur",
          // PLACEHOLDER: the owner's way of counting time on site.
          detail: "PLACEHOLDER – décompte du temps (par exemple : par demi-heure entamée, temps passé sur place)",
        },
        {
          id: "deplacement-devis",
          icon: "quote-visit",
          label: "Déplacement pour un devis",
          amount: "Gratuit",
          unit: `dans un rayon de ${company.serviceRadiusKm} km autour de Loos-en-Gohelle`,
          detail: "Nous venons voir le chantier, mesurer et photographier sans rien vous facturer.",
        },
        {
          id: "deplacement-intervention",
          icon: "call-out",
          label: "Déplacement pour un dépannage",
          // PLACEHOLDER: the owner's call-out fee.
          amount: "PLACEHOLDER – 00,00 €",
          unit: `TTC, forfait dans un rayon de ${company.serviceRadiusKm} km`,
          detail: "Un seul forfait par intervention, quelle que soit la distance dans notre zone.",
        },
      ] satisfies readonly PriceLine[],
    },
    emergency: {
      title: "Urgences de nuit, du dimanche et des jours fériés",
      // PLACEHOLDER: the owner's surcharge.
      surcharge: "PLACEHOLDER – 00 %",
      appliesTo: "de majoration sur la main-d’œuvre et le déplacement",
      // PLACEHOLDER: the hours the owner counts as night.
      nightHours: "PLACEHOLDER – de 20 h à 8 h",
      when: ["La nuit", "Le dimanche", "Les jours fériés"],
      text: "Au téléphone, avant de partir, nous vous annonçons le prix du déplacement, le taux horaire et la majoration qui s’applique. Sur place, le prix de la mise hors d’eau est confirmé par écrit avant que nous commencions.",
    },
    flatRates: {
      title: "Prix de nos dépannages courants",
      text: "Prix de départ TTC, déplacement en sus ; le devis fixe le prix exact selon la surface, l’accès et les matériaux.",
      columns: { job: "Prestation", includes: "Comprend", price: "À partir de" },
      jobs: [
        {
          label: "Bâchage d’urgence",
          // PLACEHOLDER: the owner's price.
          amount: "PLACEHOLDER – 000 €",
          includes: "Bâche armée posée et lestée, jusqu’à 20 m² de toiture",
        },
        {
          label: "Recherche de fuite",
          // PLACEHOLDER: the owner's price.
          amount: "PLACEHOLDER – 000 €",
          includes: "Inspection de la couverture, des solins et des noues, compte rendu photo",
        },
        {
          label: "Remplacement de tuiles ou d’ardoises",
          // PLACEHOLDER: the owner's price.
          amount: "PLACEHOLDER – 000 €",
          includes: "Jusqu’à 10 éléments courants, fournis et posés",
        },
        {
          label: "Nettoyage de gouttières",
          // PLACEHOLDER: the owner's price.
          amount: "PLACEHOLDER – 000 €",
          includes: "Maison individuelle, jusqu’à 30 mètres linéaires, descentes vérifiées",
        },
      ] satisfies readonly FlatRateJob[],
    },
    quote: {
      title: "Un devis écrit, gratuit, avant tout travail",
      text: "Avant toute intervention, quel que soit son montant, nous vous remettons un devis détaillé sur papier ou par e-mail. Il est gratuit et ne vous engage pas.",
      contentsTitle: "Ce que le devis indique",
      contents: [
        "la nature exacte des travaux et le lieu du chantier",
        "chaque prestation et chaque fourniture, en quantité et en prix unitaire (heure, mètre, mètre carré)",
        "les frais de déplacement, s’il y en a",
        "le total hors taxes et toutes taxes comprises, avec le taux de TVA",
        "sa durée de validité",
      ],
      invoice: "À la fin des travaux, vous recevez une facture détaillée qui reprend ces postes.",
      link: "Demander un devis gratuit",
    },
    legalNote:
      "Information sur les prix donnée en application de l’arrêté du 24 janvier 2017 relatif à la publicité des prix des prestations de dépannage, de réparation et d’entretien dans le secteur du bâtiment et de l’équipement de la maison.",
  } as const;
}

/** The build's own prices: the first version, and what a price the owner has not replaced yet is told by. */
export const buildPricesCopy = writtenPricesCopy(buildSite);

/** The prices as the version served publishes them. */
export let pricesCopy = buildPricesCopy;

derive(() => {
  pricesCopy = overlay(writtenPricesCopy(site), published?.values.prices);
});
