import { type HelpGroup, list, steps, text } from "./help-page.ts";

/** The pages of the account: passkeys and password, push notifications, backups. */
export const accountHelp: HelpGroup = {
  title: "Compte et sécurité",
  pages: [
    {
      slug: "compte",
      title: "Mon compte",
      summary: "Clés d’accès, appareils connectés et mot de passe.",
      screen: { href: "/pro/compte", label: "Mon compte" },
      blocks: [
        steps(
          "« Ajouter une clé d’accès » sur votre téléphone : vous vous connectez ensuite avec Face ID, votre empreinte ou le code du téléphone, sans mot de passe, en touchant « Se connecter avec une clé d’accès ».",
          "Donnez un nom à la clé (par exemple « iPhone de Marc ») pour la reconnaître dans la liste.",
        ),
        list(
          "« Appareils connectés » : les téléphones et ordinateurs où votre compte est ouvert. Une session se ferme après 2 h sans activité, et 12 h au plus tard après la connexion.",
          "Téléphone perdu ? « Se déconnecter de mes autres sessions », puis changez le mot de passe.",
          "« Mot de passe » : 12 caractères au moins. Une phrase de quelques mots est facile à retenir et difficile à deviner.",
          "Pour ajouter ou supprimer une clé, changer le mot de passe ou fermer les autres sessions plus de 10\u00a0minutes après la connexion, l’écran redemande votre mot de passe ou votre clé. Chacun de ces changements vous est envoyé par e-mail.",
          "Pour avoir l’espace pro comme une application : depuis la page de connexion, menu du navigateur, « Installer l’application » (Chrome) ou « Sur l’écran d’accueil » (Safari).",
        ),
      ],
      related: ["notifications"],
    },
    {
      slug: "notifications",
      title: "Notifications",
      summary: "Chaque nouvelle demande fait sonner votre téléphone dès qu’elle arrive.",
      screen: { href: "/pro/compte", label: "Mon compte" },
      blocks: [
        steps(
          "Sur iPhone ou iPad (iOS 16.4 ou plus récent), ajoutez d’abord l’espace pro à l’écran d’accueil et ouvrez-le depuis son icône.",
          "Dans « Mon compte », partie « Notifications », nommez l’appareil (« iPhone de Marc ») et touchez « Activer sur cet appareil ». Acceptez quand le téléphone demande la permission.",
          "Touchez « Envoyer une notification d’essai » pour vérifier que ça sonne.",
        ),
        list(
          "La notification dit ce qui est demandé et où (« Nouvelle demande : couverture, Lens »), jamais le nom ni les coordonnées du client. La toucher ouvre la demande.",
          "Une demande urgente (fuite de toiture) le dit et reste à l’écran.",
          "« Recevoir » : choisissez ce qui sonne, par exemple un devis accepté, une facture payée ou en retard, une sauvegarde échouée.",
          "« Heures calmes » (heure de Paris) : rien ne sonne entre ces deux heures, sauf une urgence si vous cochez la case.",
          "« Retirer » arrête les notifications d’un appareil. Se déconnecter d’un appareil les arrête aussi.",
        ),
      ],
      related: ["compte", "demandes"],
    },
    {
      slug: "sauvegardes",
      title: "Sauvegardes",
      summary: "Une copie de toutes vos données, faite chaque nuit par le serveur.",
      screen: { href: "/pro/tableau-de-bord", label: "Tableau de bord" },
      blocks: [
        text(
          "Quand la personne qui a installé le site a choisi un dossier de sauvegarde, le serveur copie chaque nuit vos demandes, devis, factures, réglages et photos. Vous n’avez rien à faire.",
        ),
        list(
          "Le « Tableau de bord » montre la dernière sauvegarde réussie, ou ce qui l’a empêchée (disque plein, dossier introuvable…).",
          "Une sauvegarde échouée peut aussi faire sonner votre téléphone : cochez-la dans vos notifications.",
          "Si le message reste plusieurs jours, prévenez la personne qui s’occupe du serveur : c’est elle qui répare et qui remet une sauvegarde en place si besoin.",
        ),
      ],
      related: ["tableau-de-bord", "notifications"],
    },
  ],
};
