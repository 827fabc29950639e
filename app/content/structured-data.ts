import { isServiceOffered } from "./services.ts";
import { site } from "./site.ts";

/** Wording that only search engines read, in the structured data (JSON-LD) of every page. */
export const structuredDataCopy = {
  description: `Couvreur-zingueur à Loos-en-Gohelle : couverture, zinguerie, étanchéité, charpente, ${isServiceOffered("desamiantage") ? "désamiantage, " : ""}façades et maçonnerie dans un rayon de ${site.serviceRadiusKm}\u00a0km autour de Lens, urgences fuite de toiture 24h/24.`,
  offerCatalog: "Travaux de couverture, zinguerie et rénovation extérieure",
  emergencyContact: site.emergency.label,
  /** The service a town page describes, for example "Couverture et zinguerie à Lens". */
  townService: (town: string) => `Couverture, zinguerie et urgences toiture à ${town}`,
  townServiceType: "Couvreur-zingueur",
} as const;
