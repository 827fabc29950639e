import { type HelpPage, list, steps, text, tip } from "./help-page.ts";

/** « Sous-traitance et autoliquidation »: invoicing the works a general contractor subcontracts (decision 064). */
export const reverseChargeHelp: HelpPage = {
  slug: "sous-traitance-et-autoliquidation",
  title: "Sous-traitance et autoliquidation",
  summary: "Facturer sans TVA la toiture qu’une entreprise générale vous sous-traite : c’est elle qui paie la TVA.",
  blocks: [
    text(
      "Quand une entreprise du bâtiment (une entreprise générale, un autre artisan) a signé avec le propriétaire et vous confie la toiture, vous êtes son sous-traitant. Vous ne lui facturez pas de TVA : c’est elle qui la déclare et la paie à votre place. C’est l’autoliquidation, obligatoire dans ce cas (article 283, 2 nonies du Code général des impôts).",
    ),
    steps(
      "Sur le devis, remplissez le SIREN et le n° de TVA de l’entreprise (FR, deux chiffres, puis son SIREN : il est sur ses devis et ses factures).",
      "Cochez « Sous-traitance : autoliquidation de la TVA par le donneur d’ordre ». Le choix du taux disparaît des lignes et les totaux n’ont plus de TVA : le total à payer est le total HT.",
      "« Envoyer au client » comme d’habitude. Le devis porte la mention « Autoliquidation » ; le droit de rétractation et le médiateur, qui ne concernent que les particuliers, n’y figurent pas.",
      "Une fois le devis accepté, « Facturer un acompte » puis « Facturer le solde » : les factures gardent la case cochée et les numéros de l’entreprise. Elles partent par la plateforme comme toute facture à une entreprise.",
    ),
    list(
      "Le PDF et la page du client affichent « TVA due par le preneur : Autoliquidation » à la place de la TVA, et la mention exigée par la loi.",
      "Un avoir sur une de ces factures reste sans TVA, comme la facture qu’il corrige.",
      "Quand l’entreprise paie, rien n’est déclaré « Encaissée » à la plateforme pour la TVA : elle n’est pas à vous.",
      "Dans l’export pour le comptable, ces travaux sont sur un compte à part (706400), sans TVA collectée : votre comptable y lit ce qu’il reporte sur la déclaration de TVA.",
    ),
    tip(
      "ne cochez la case que pour une entreprise assujettie à la TVA qui vous sous-traite des travaux sur un bâtiment. Pour un particulier, un syndic ou une entreprise qui fait faire ses propres travaux, laissez-la décochée : vous facturez la TVA normalement, au taux réduit si le logement y a droit. En sous-traitance, aucun taux réduit ne s’applique sur votre facture : c’est l’entreprise générale qui applique le bon taux à son client.",
    ),
  ],
  related: ["devis", "factures"],
};
