import { derive } from "#app/content/published.ts";
import { isServiceOffered } from "#app/content/services.ts";
import { claims, site } from "#app/content/site.ts";

/** What only the Lille page shows (product spec §2): ten checkmarks, ten neighbourhoods, a 24h emergency section. */
export let lilleExtras!: ReturnType<typeof writtenLilleExtras>;
derive(() => {
  lilleExtras = writtenLilleExtras();
});

function writtenLilleExtras() {
  return {
    services: {
      eyebrow: "À Lille",
      title: "Nos prestations à Lille",
      text: "Les travaux que nous réalisons le plus souvent sur les maisons et immeubles lillois.",
      items: [
        "Couverture en tuiles et en ardoises",
        "Zinguerie : chéneaux encaissés, gouttières, descentes",
        "Combles à la Mansart et terrassons en zinc",
        "Étanchéité de toits-terrasses et d’extensions",
        "Charpente : traitement et renforcement",
        "Fenêtres de toit et lucarnes",
        "Isolation de toiture",
        ...(claims.asbestos && isServiceOffered("desamiantage") ? ["Désamiantage certifié SS3 et SS4"] : []),
        "Nettoyage et démoussage de toiture",
        "Ravalement et traitement des façades de briques",
      ],
    },
    neighbourhoods: {
      eyebrow: "Quartiers",
      title: "Les quartiers de Lille où nous intervenons",
      text: "Nous connaissons les contraintes de chaque quartier : accès, stationnement, règles de voirie et type de bâti.",
      items: [
        { name: "Vieux-Lille", note: "Maisons anciennes, périmètre protégé" },
        { name: "Wazemmes", note: "Maisons de ville et courées" },
        { name: "Fives", note: "Courées et maisons ouvrières" },
        { name: "Moulins", note: "Maisons ouvrières et anciennes usines" },
        { name: "Lille-Centre", note: "Immeubles, combles et toits d’ardoise" },
        { name: "Saint-Maurice Pellevoisin", note: "Maisons de ville et maisons bourgeoises" },
        { name: "Vauban-Esquermes", note: "Maisons de ville près de la Citadelle" },
        { name: "Bois-Blancs", note: "Maisons de ville au bord de la Deûle" },
        { name: "Lille-Sud", note: "Maisons de ville et logements collectifs" },
        { name: "Faubourg de Béthune", note: "Logements collectifs et maisons individuelles" },
      ],
    },
    emergency: {
      eyebrow: "Urgence 24h/24",
      title: "Fuite de toiture à Lille ? Nous intervenons 24h/24",
      text: "Tuiles arrachées par le vent, chéneau qui déborde, infiltration au plafond : appelez-nous à toute heure, y compris la nuit, le week-end et les jours fériés.",
      timeLabel: "Délai d’intervention à Lille",
      availability: "24h/24 – 7j/7, week-ends et jours fériés compris",
      steps: [
        "Mise hors d’eau immédiate : bâchage ou réparation provisoire",
        "Sécurisation des éléments arrachés ou instables",
        "Devis de réparation définitive et aide pour votre déclaration d’assurance",
      ],
      call: `Appeler le ${site.phone.display}`,
    },
    closing: {
      title: "Votre toiture lilloise entre de bonnes mains",
      text: "Maison de courée, maison de ville ou immeuble : décrivez-nous votre projet, nous vous rappelons pour fixer une visite et établir un devis gratuit et détaillé.",
    },
  } as const;
}
