/**
 * What the invoice form says of a business client's SIREN once the platform's directory was asked (decision 049):
 * whether and where the client receives e-invoices, before the owner issues. French spacing is written at the
 * source (narrow no-break space before : ; ? ! and inside « »).
 */

const nnbsp = "\u202f";

/** "812 345 676", as the INSEE prints a SIREN. */
export const spacedSiren = (siren: string) => `${siren.slice(0, 3)}\u00a0${siren.slice(3, 6)}\u00a0${siren.slice(6)}`;

export const clientDirectoryCopy = {
  label: "Annuaire de la facturation électronique",
  checking: "Consultation de l’annuaire…",
  receives: (platform: string, identifier: string) =>
    `Reçoit ses factures électroniques via ${platform} — adresse de facturation ${identifier}`,
  platforms: {
    WK: "une plateforme agréée",
    DFH: "le portail public de facturation",
    other: "la plateforme inscrite à l’annuaire",
  },
  routingCode: (code: string, name: string | null) =>
    `Code routage ${code}${name ? ` («${nnbsp}${name}${nnbsp}»)` : ""}, repris sur la facture.`,
  registeredName: (name: string) => `Nom à l’annuaire${nnbsp}: ${name}.`,
  otherLines: (count: number) =>
    count === 1
      ? `Une autre adresse figure à l’annuaire pour cette entreprise${nnbsp}: la facture va à la plus générale.`
      : `${count} autres adresses figurent à l’annuaire pour cette entreprise${nnbsp}: la facture va à la plus générale.`,
  notRegistered: (siren: string) =>
    `Pas encore inscrit à l’annuaire${nnbsp}: la facture sera adressée à son SIREN ${spacedSiren(siren)}, l’adresse que l’annuaire donne par défaut à toute entreprise, et vous pouvez l’émettre.`,
  upcoming: "Son inscription est annoncée à l’annuaire mais pas encore en vigueur.",
  unknownSiren: (siren: string) =>
    `SIREN inconnu${nnbsp}: l’annuaire ne connaît pas le ${spacedSiren(siren)}. Vérifiez-le sur un document du client (Kbis, facture, avis de situation).`,
  closed: (siren: string, name: string | null) =>
    `Entreprise fermée selon l’annuaire${name ? ` (${name})` : ""}${nnbsp}: vérifiez le SIREN ${spacedSiren(siren)}.`,
  unreachable: `Annuaire injoignable${nnbsp}: la facture sera adressée au SIREN du client, l’adresse par défaut de l’annuaire, et vous pouvez l’émettre.`,
  pending: `L’annuaire n’a pas encore répondu${nnbsp}: sa réponse s’affiche ici dès qu’elle arrive, ou rechargez la page dans un instant. Rien ne bloque l’émission.`,
  notConfigured: `Aucune plateforme agréée n’est configurée (Factures › Facturation électronique)${nnbsp}: l’annuaire n’est pas consulté, rien ne bloque l’émission.`,
  sirenKey: (typed: string) =>
    `Le SIREN ${typed} n’est pas valide${nnbsp}: sa clé (le dernier chiffre) ne correspond pas, un chiffre est sans doute mal recopié.`,
  sirenLength: `Un SIREN compte 9 chiffres (le SIRET en compte 14, dont les 9 premiers sont le SIREN)${nnbsp}: vérifiez le numéro saisi.`,
} as const;
