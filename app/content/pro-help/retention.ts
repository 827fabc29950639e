import { type HelpPage, list, steps, text, tip } from "./help-page.ts";

/** « Retenue de garantie »: a business or public client holding 5 % until a year after the reception (decision 065). */
export const retentionHelp: HelpPage = {
  slug: "retenue-de-garantie",
  title: "Retenue de garantie",
  summary: "Quand un client professionnel garde 5 % du prix jusqu’à un an après la réception des travaux.",
  blocks: [
    text(
      "Un syndic, une entreprise ou une collectivité qui vous commande une toiture peut garder une partie de chaque paiement : c’est la retenue de garantie. Elle sert à payer les reprises si des réserves notées à la réception ne sont pas levées. La loi la limite à 5 % du prix et oblige le client à vous la rendre un an après la réception, avec ou sans réserves, sauf s’il s’y oppose par lettre recommandée en expliquant pourquoi (loi n° 71-584 du 16 juillet 1971).",
    ),
    text(
      "Vous pouvez l’éviter en donnant au client une caution de votre banque (une « caution personnelle et solidaire ») du même montant : il ne retient alors rien et la caution prend fin un an après la réception.",
    ),
    steps(
      "Sur le devis, dans « Conditions », indiquez le pourcentage que le client retient (5 au plus, par exemple 5 ou 2,5). Au-delà de 5 %, le devis est refusé : la loi ne le permet pas.",
      "Si votre banque a donné une caution à la place, cochez « Une caution bancaire remplace la retenue » et écrivez le nom de la banque et la référence de la caution.",
      "« Envoyer au client » : le devis dit combien il retient, ce que garantit la retenue et quand elle est rendue.",
      "Une fois le devis accepté, facturez comme d’habitude. L’acompte demandé avant les travaux n’a pas de retenue ; la facture de solde (ou chaque situation de travaux) retient son pourcentage sur son propre total TTC.",
      "Faites signer le PV de réception sur le chantier (page du chantier) : sa date fixe le jour où la retenue vous est due, un an plus tard.",
    ),
    list(
      "La facture affiche le net à payer, la ligne « Retenue de garantie 5 % » en moins et le « Net à payer maintenant » : le virement et le QR code demandent ce montant-là.",
      "Tant que l’année n’est pas passée, la retenue n’est pas en retard et les relances ne la réclament pas. Le jour venu, elle est relancée comme une facture, avec la date de libération comme échéance.",
      "Le tableau de bord liste les retenues qui arrivent à échéance dans les 60 jours, et celles échues non payées : client, facture, montant, date.",
      "Quand le client paie la retenue, enregistrez le paiement sur la même facture : il solde la retenue.",
      "Pour votre comptable, le chiffre d’affaires et la TVA sont ceux de la facture entière ; la retenue est mise à part sur le compte 4117 « Clients – retenues de garantie » jusqu’à son paiement.",
    ),
    tip(
      "un particulier ne pratique pas de retenue de garantie : laissez le champ vide. Pour un client professionnel, proposez la caution bancaire si votre banque la fait à bon prix : vous êtes payé en entier tout de suite.",
    ),
  ],
  related: ["devis", "factures"],
};
