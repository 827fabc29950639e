import { type HelpGroup, list, steps, text, tip } from "./help-page.ts";

/** The pages of the screens the owner opens every day: the requests, one request, the dashboard. */
export const dailyHelp: HelpGroup = {
  title: "Au quotidien",
  pages: [
    {
      slug: "demandes",
      title: "Demandes",
      summary: "Toutes les demandes de devis et de contact envoyées depuis le site, les plus récentes en haut.",
      screen: { href: "/pro", label: "Demandes" },
      blocks: [
        text(
          "Chaque demande envoyée depuis le site arrive ici, même si l’e-mail qui vous prévient n’est pas encore parti. Une carte montre le nom du client, ce qu’il demande, sa ville, le statut de la demande et l’état de l’e-mail.",
        ),
        list(
          "Touchez le numéro de téléphone pour appeler le client tout de suite.",
          "Touchez le nom pour ouvrir la demande en entier.",
          "Les onglets en haut (« Toutes », « Nouvelle », « À rappeler »…) ne montrent que les demandes de ce statut.",
          "« Rechercher » trouve un nom, un téléphone, un e-mail ou un mot du message. « Formulaire », « Service » et « Ville » affinent la liste, puis « Filtrer ». « Effacer les filtres » remet tout.",
          "« Exporter (CSV) » télécharge les demandes affichées dans un fichier qui s’ouvre avec Excel.",
        ),
        tip(
          "l’écran s’affiche tout de suite, même avec une seule barre de réseau : vous pouvez lire et toucher un lien sans attendre. Le premier bouton touché peut mettre quelques secondes la toute première fois.",
        ),
      ],
      related: ["demande", "notifications"],
    },
    {
      slug: "demande",
      title: "Une demande",
      summary: "Tout ce que le client a écrit, et ce que vous en faites : appel, statut, notes, devis.",
      blocks: [
        text(
          "En haut, trois boutons : « Appeler », « Écrire » (un e-mail déjà adressé) et « Itinéraire » (le GPS jusqu’à l’adresse). Dessous, ce que le visiteur a écrit, ses photos et la page d’où il a envoyé sa demande.",
        ),
        steps(
          "Après l’appel, choisissez le statut : Nouvelle, À rappeler, Devis envoyé, Gagnée ou Perdue (Spam pour une publicité), puis « Enregistrer le statut ». L’historique garde chaque changement, avec sa date.",
          "Écrivez une note pour vous en souvenir (« rappelé, passe voir le toit jeudi à 10 h ») et touchez « Ajouter la note ».",
          "« Faire un devis » ouvre un devis où le client est déjà rempli. « Faire une facture » fait de même pour une facture.",
          "Le chantier fini, sans facture : mettez la demande en « Gagnée » et touchez « Marquer « Chantier terminé » » pour que le client reçoive la demande d’avis.",
        ),
        list(
          "« Envoi de l’e-mail » dit si l’e-mail qui vous a prévenu est bien parti. En cas d’échec, « Renvoyer l’e-mail ».",
          "« Ne pas demander d’avis à ce client » : ce client ne recevra pas de demande d’avis.",
          "« Supprimer… » efface la demande, ses notes et ses photos pour de bon, quand un client vous demande d’effacer ses données. Il faut cocher la case de confirmation : il n’y a pas de retour en arrière.",
        ),
      ],
      related: ["devis", "avis-clients"],
    },
    {
      slug: "tableau-de-bord",
      title: "Tableau de bord",
      summary: "Vos chiffres des 12 dernières semaines : demandes, devis, factures et sauvegardes.",
      screen: { href: "/pro/tableau-de-bord", label: "Tableau de bord" },
      blocks: [
        list(
          "En haut : les demandes reçues, celles à traiter (nouvelles ou à rappeler), les gagnées et votre taux de réussite. Le spam n’est pas compté.",
          "Les demandes par semaine, par service et par ville : ce qui marche et où.",
          "Les devis par mois : envoyés, acceptés, refusés, expirés, les montants HT, le taux d’acceptation et le délai entre la demande et le devis.",
          "Les factures : ce qui est encaissé, ce qui reste à payer, ce qui est en retard, et ce que le site vous a rapporté.",
          "La ligne « Sauvegardes » : la dernière copie de vos données, ou ce qui l’a empêchée.",
        ),
      ],
      related: ["sauvegardes", "demandes"],
    },
  ],
};
