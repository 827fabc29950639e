import { type HelpPage, list, steps, text, tip } from "./help-page.ts";

/** « Factures de situation »: invoicing a long job stage by stage, by its progress (decision 066). */
export const situationsHelp: HelpPage = {
  slug: "factures-de-situation",
  title: "Factures de situation",
  summary: "Facturer un gros chantier au fil de l’avancement, poste par poste, jusqu’à la dernière situation à 100 %.",
  blocks: [
    text(
      "Sur un chantier de plusieurs semaines (une réfection de toiture pour un syndic, un bâtiment d’entreprise), vous n’attendez pas la fin pour être payé : vous facturez chaque étape, en général une fois par mois. Chaque facture, une « situation », dit pour chaque poste du devis où en est le travail depuis le début, ce qui avait déjà été facturé et ce que vous facturez cette fois. Prévoyez-le dans le devis (conditions de paiement : « situations mensuelles selon l’avancement ») pour que le client s’y attende.",
    ),
    steps(
      "Sur le devis accepté, dans « Facturation », touchez « Facturer une situation ».",
      "Pour chaque poste, tapez le pourcentage réalisé depuis le début du chantier, pas seulement ce mois-ci : si la dépose était à 30 % le mois dernier et qu’elle est finie, tapez 100. Le formulaire s’ouvre sur les pourcentages de la situation précédente ; vous ne pouvez que les augmenter, jusqu’à 100 %.",
      "« Préparer la facture de situation » : les montants sont calculés sur les prix du devis. Vérifiez le brouillon, la date et le délai de paiement, puis « Émettre ». Pour corriger un pourcentage avant d’émettre, « Modifier les pourcentages ».",
      "Le mois suivant, recommencez : la situation n° 2 déduit ce que la n° 1 a facturé.",
    ),
    list(
      "Le client reçoit une facture normale, avec son numéro, « Situation n° 1 », et pour chaque poste : le montant du poste, le pourcentage cumulé, le montant cumulé, le déjà facturé et le montant de cette situation, puis la TVA et le total de cette situation. Une entreprise la reçoit par la plateforme, comme toute facture.",
      "La dernière situation est celle où tous les postes sont à 100 % : elle s’appelle « Situation n° N et décompte final ». Elle déduit les acomptes versés au début du chantier, comme le fait une facture de solde. Gardez donc assez de travaux pour la dernière situation : si elle est plus petite que l’acompte, elle est refusée.",
      "Un devis facturé par situations n’a pas de facture de solde : la dernière situation en tient lieu. Et un devis qui a déjà une facture de solde ne peut plus passer en situations.",
      "Une erreur sur une situation émise ? Faites un avoir de tout son montant, puis une nouvelle situation avec les bons pourcentages : une situation ne s’annule pas à moitié.",
      "Le tableau de bord liste les chantiers facturés par situations qui ne sont pas à 100 % : ce qui est déjà facturé, ce qui reste, la date de la dernière situation, signalée quand elle a plus d’un mois.",
      "Pour votre comptable, chaque situation est une vente comme une autre, avec sa TVA ; la dernière reprend les acomptes.",
    ),
    tip(
      "le pourcentage se mesure sur le chantier, pas sur l’argent dépensé : 200 m² d’ardoise posés sur 400, c’est 50 %, même si toute l’ardoise est déjà livrée. En cas de doute, faites-le valider par le client ou son maître d’œuvre avant d’émettre.",
    ),
  ],
  related: ["devis", "factures"],
};
