import { frenchSpaced } from "#app/lib/typography.ts";

/**
 * The owner's manual: one page per screen of the owner's space, read under /pro/aide on his phone, and the same
 * text as docs/guide-du-patron.md (rendered by ownerGuideMarkdown; app/content/pro-help.test.ts holds the file to
 * it). Written for a roofer, not a developer: the words of the buttons, in « », and what happens when he taps them.
 * Typed with ordinary spaces; frenchSpaced binds the punctuation and the units once, here (decision 022).
 */

/** A paragraph, numbered steps, a plain list, or a "good to know" aside. */
export type HelpBlock =
  | { kind: "text"; text: string }
  | { kind: "steps"; items: readonly string[] }
  | { kind: "list"; items: readonly string[] }
  | { kind: "tip"; text: string };

export interface HelpPage {
  /** The page's address under /pro/aide/. */
  slug: string;
  title: string;
  /** One sentence: what the screen is for, shown under the title and in the index. */
  summary: string;
  /** The screen this page explains, when it has one address of its own. */
  screen?: { href: string; label: string };
  blocks: readonly HelpBlock[];
  /** Other pages the owner is likely to need next. */
  related?: readonly string[];
}

export interface HelpGroup {
  title: string;
  pages: readonly HelpPage[];
}

export const helpCopy = frenchSpaced({
  title: "Aide",
  guideTitle: "Guide du patron",
  intro:
    "Le mode d’emploi de votre espace pro, écran par écran. Sur chaque écran, le lien « Aide » en haut ouvre la page qui le concerne.",
  backToIndex: "Toute l’aide",
  openScreen: (label: string) => `Ouvrir «\u202f${label}\u202f»`,
  tip: "Bon à savoir :",
  related: "Voir aussi",
  notFound: "Cette page d’aide n’existe pas.",
});

export const helpGroups: readonly HelpGroup[] = frenchSpaced([
  {
    title: "Au quotidien",
    pages: [
      {
        slug: "demandes",
        title: "Demandes",
        summary: "Toutes les demandes de devis et de contact envoyées depuis le site, les plus récentes en haut.",
        screen: { href: "/pro", label: "Demandes" },
        blocks: [
          {
            kind: "text",
            text: "Chaque demande envoyée depuis le site arrive ici, même si l’e-mail qui vous prévient n’est pas encore parti. Une carte montre le nom du client, ce qu’il demande, sa ville, le statut de la demande et l’état de l’e-mail.",
          },
          {
            kind: "list",
            items: [
              "Touchez le numéro de téléphone pour appeler le client tout de suite.",
              "Touchez le nom pour ouvrir la demande en entier.",
              "Les onglets en haut (« Toutes », « Nouvelle », « À rappeler »…) ne montrent que les demandes de ce statut.",
              "« Rechercher » trouve un nom, un téléphone, un e-mail ou un mot du message. « Formulaire », « Service » et « Ville » affinent la liste, puis « Filtrer ». « Effacer les filtres » remet tout.",
              "« Exporter (CSV) » télécharge les demandes affichées dans un fichier qui s’ouvre avec Excel.",
            ],
          },
          {
            kind: "tip",
            text: "l’écran s’affiche tout de suite, même avec une seule barre de réseau : vous pouvez lire et toucher un lien sans attendre. Le premier bouton touché peut mettre quelques secondes la toute première fois.",
          },
        ],
        related: ["demande", "notifications"],
      },
      {
        slug: "demande",
        title: "Une demande",
        summary: "Tout ce que le client a écrit, et ce que vous en faites : appel, statut, notes, devis.",
        blocks: [
          {
            kind: "text",
            text: "En haut, trois boutons : « Appeler », « Écrire » (un e-mail déjà adressé) et « Itinéraire » (le GPS jusqu’à l’adresse). Dessous, ce que le visiteur a écrit, ses photos et la page d’où il a envoyé sa demande.",
          },
          {
            kind: "steps",
            items: [
              "Après l’appel, choisissez le statut : Nouvelle, À rappeler, Devis envoyé, Gagnée ou Perdue (Spam pour une publicité), puis « Enregistrer le statut ». L’historique garde chaque changement, avec sa date.",
              "Écrivez une note pour vous en souvenir (« rappelé, passe voir le toit jeudi à 10 h ») et touchez « Ajouter la note ».",
              "« Faire un devis » ouvre un devis où le client est déjà rempli. « Faire une facture » fait de même pour une facture.",
              "Le chantier fini, sans facture : mettez la demande en « Gagnée » et touchez « Marquer « Chantier terminé » » pour que le client reçoive la demande d’avis.",
            ],
          },
          {
            kind: "list",
            items: [
              "« Envoi de l’e-mail » dit si l’e-mail qui vous a prévenu est bien parti. En cas d’échec, « Renvoyer l’e-mail ».",
              "« Ne pas demander d’avis à ce client » : ce client ne recevra pas de demande d’avis.",
              "« Supprimer… » efface la demande, ses notes et ses photos pour de bon, quand un client vous demande d’effacer ses données. Il faut cocher la case de confirmation : il n’y a pas de retour en arrière.",
            ],
          },
        ],
        related: ["devis", "avis-clients"],
      },
      {
        slug: "tableau-de-bord",
        title: "Tableau de bord",
        summary: "Vos chiffres des 12 dernières semaines : demandes, devis, factures et sauvegardes.",
        screen: { href: "/pro/tableau-de-bord", label: "Tableau de bord" },
        blocks: [
          {
            kind: "list",
            items: [
              "En haut : les demandes reçues, celles à traiter (nouvelles ou à rappeler), les gagnées et votre taux de réussite. Le spam n’est pas compté.",
              "Les demandes par semaine, par service et par ville : ce qui marche et où.",
              "Les devis par mois : envoyés, acceptés, refusés, expirés, les montants HT, le taux d’acceptation et le délai entre la demande et le devis.",
              "Les factures : ce qui est encaissé, ce qui reste à payer, ce qui est en retard, et ce que le site vous a rapporté.",
              "La ligne « Sauvegardes » : la dernière copie de vos données, ou ce qui l’a empêchée.",
            ],
          },
        ],
        related: ["sauvegardes", "demandes"],
      },
    ],
  },
  {
    title: "Devis et factures",
    pages: [
      {
        slug: "devis",
        title: "Devis",
        summary: "Faire un devis depuis une demande, l’envoyer, et suivre la réponse du client.",
        screen: { href: "/pro/devis", label: "Devis" },
        blocks: [
          {
            kind: "steps",
            items: [
              "Ouvrez la demande et touchez « Faire un devis » : nom, téléphone, e-mail, adresse et travail demandé sont déjà remplis. Changez l’adresse du chantier si elle diffère. « Nouveau devis » en commence un sans demande.",
              "Chiffrez : « Ajouter une ligne » (désignation, quantité, unité, prix HT, TVA à 20 %, 10 % ou 5,5 %), « Ajouter un titre de section », « Ajouter des frais de déplacement ». Les flèches montent ou descendent une ligne, la corbeille l’enlève. Les totaux se calculent pendant que vous tapez.",
              "Tapez quelques lettres dans « Choisir dans mes prestations » pour reprendre un prix : la liste part de vos tarifs et grandit à chaque ligne que vous y ajoutez.",
              "Remplissez le délai et les conditions de paiement. Cochez « Réparation urgente » si le client vous a appelé pour une urgence.",
              "« Envoyer au client » : le devis reçoit son numéro (D-2026-0001, jamais deux fois le même), le client reçoit un e-mail avec le PDF et son lien, et la demande passe à « Devis envoyé ».",
            ],
          },
          {
            kind: "text",
            text: "« Copier le lien » permet aussi de l’envoyer par SMS. Il ne s’affiche qu’une fois : « Faire un nouveau lien » en donne un autre, « Retirer tous les liens » les coupe.",
          },
          {
            kind: "list",
            items: [
              "Le client ouvre le lien : le devis passe à « Vu ».",
              "Il tape son nom, coche « Bon pour accord » et touche « J’accepte le devis » : vous recevez un e-mail, le devis est « Accepté » et ne bouge plus, la demande passe à « Gagnée ».",
              "Il peut aussi refuser ou demander une modification : son message s’affiche sur le devis. Modifiez-le, puis « Envoyer la nouvelle version ».",
              "Après sa date de validité (30 jours si vous ne changez rien), le devis est « Expiré » et ne peut plus être accepté.",
              "La liste se filtre par statut et par recherche (client, numéro, objet).",
            ],
          },
          {
            kind: "tip",
            text: "vos coordonnées, votre SIRET et votre assurance sont repris de « Mon site » tels qu’ils sont publiés. Un devis envoyé les garde tels qu’ils étaient ce jour-là.",
          },
        ],
        related: ["factures", "tarifs"],
      },
      {
        slug: "factures",
        title: "Factures",
        summary: "Acomptes, solde, paiements, relances, avoirs et l’export pour le comptable.",
        screen: { href: "/pro/factures", label: "Factures" },
        blocks: [
          {
            kind: "text",
            text: "Sur un devis accepté, « Facturer un acompte » (un pourcentage ou un montant) puis « Facturer le solde » : les lignes du devis sont reprises, à ajuster au travail fait, et les acomptes sont déduits. Depuis une demande, « Faire une facture » ; sinon « Nouvelle facture ».",
          },
          {
            kind: "steps",
            items: [
              "Une facture commence en brouillon : corrigez les lignes comme sur un devis.",
              "« Émettre et envoyer » lui donne son numéro (F-2026-0001), la fige avec son PDF et l’envoie au client avec son lien : il y voit le reste à payer, votre IBAN et un QR code de virement. S’il manque une mention obligatoire, la facture n’est pas émise et l’écran vous dit laquelle, avec un lien pour la remplir.",
              "L’argent arrivé, « Enregistrer le paiement » (date, montant, moyen).",
            ],
          },
          {
            kind: "list",
            items: [
              "Une facture émise ne se modifie plus. Pour corriger ou annuler, « Établir un avoir » : il reprend les lignes, réduisez-les pour un avoir partiel.",
              "Les relances partent seules aux jours choisis dans « Relances et banque ». « Arrêter les relances », sur une facture, les arrête pour elle seule.",
              "La liste se filtre par statut, par type, par recherche et par « Plateforme » : « À déposer », « Déposée », « Approuvée », « Refusée / rejetée » (à corriger par un avoir), « En litige », « Encaissée », ou « Non concernée (e-reporting) » pour un particulier ou un client à l’étranger. Les filtres restent dans l’adresse : gardez-la en favori.",
              "« Export pour le comptable » : choisissez la période et « Télécharger l’export ». Le fichier ZIP contient les écritures de ventes, les factures et paiements pour Excel et tous les PDF.",
            ],
          },
        ],
        related: ["reglages-des-factures", "devis"],
      },
      {
        slug: "reglages-des-factures",
        title: "Relances et banque",
        summary: "Votre IBAN, la TVA sur les débits et les jours de relance automatique.",
        screen: { href: "/pro/factures/reglages", label: "Relances et banque" },
        blocks: [
          {
            kind: "list",
            items: [
              "« IBAN » et « BIC » : imprimés sur chaque facture, avec le QR code de virement que l’application bancaire du client lit. Ils valent pour les factures émises à partir de maintenant.",
              "« J’ai opté pour le paiement de la TVA d’après les débits » : cochez seulement si c’est votre cas (votre comptable le sait). La mention s’imprime alors sur les factures.",
              "« Jours de relance » : avant l’échéance en nombre négatif, après en nombre positif, séparés par des virgules, par exemple -3, 1, 15, 30. Laissez vide pour ne jamais relancer.",
            ],
          },
          { kind: "text", text: "Touchez « Enregistrer » pour garder vos réglages." },
        ],
        related: ["factures"],
      },
      {
        slug: "e-reporting",
        title: "E-reporting",
        summary: "Les ventes aux particuliers et leurs encaissements déclarés à l’administration, période par période.",
        screen: { href: "/pro/factures/e-reporting", label: "E-reporting" },
        blocks: [
          {
            kind: "text",
            text: "À partir du 1er septembre 2027, ce que vous facturez aux particuliers et ce qu’ils vous paient est déclaré à l’administration par votre plateforme agréée. Le site s’en charge : à la fin de chaque période, il prépare le fichier et le dépose sur la plateforme, avant la date limite. Vous n’avez rien à envoyer.",
          },
          {
            kind: "list",
            items: [
              "Les périodes suivent votre régime de TVA, choisi dans « L’entreprise » : par décade pour les ventes au réel normal mensuel, par mois au réel normal trimestriel et au régime simplifié, par deux mois en franchise en base.",
              "Chaque ligne montre la période, la date limite, les ventes (hors taxe et TVA) et les encaissements déclarés, et où en est le fichier : « À venir », « Prête », « Déposée », « Acceptée », « Rejetée » avec le motif, ou « Rien à déclarer » quand il n’y a eu ni vente ni encaissement.",
              "Un paiement annulé après l’envoi de sa période (enregistré par erreur) : le site dépose seul un fichier rectificatif qui remplace celui de la période. L’ancien reste visible, marqué « Rectifiée ».",
              "« Télécharger le XML » : le fichier tel qu’il a été déposé, pour votre comptable.",
            ],
          },
          {
            kind: "tip",
            text: "il faut le SIRET de l’entreprise et une plateforme renseignée dans « Facturation électronique ». Sans plateforme, les fichiers sont prêts et partent dès qu’elle est configurée.",
          },
        ],
        related: ["factures", "entreprise"],
      },
    ],
  },
  {
    title: "Mon site",
    pages: [
      {
        slug: "mon-site",
        title: "Mon site",
        summary: "Ce que le site montre aux visiteurs : vous changez, vous vérifiez, vous publiez.",
        screen: { href: "/pro/site", label: "Mon site" },
        blocks: [
          {
            kind: "steps",
            items: [
              "Choisissez une partie : L’entreprise, Réalisations, Articles, Tarifs, Avis de vos clients, Témoignages ou Annonce. Vos changements y sont gardés en brouillon : le site ne bouge pas encore.",
              "« Aperçu » montre une page du site avec votre brouillon, à vous seul.",
              "« Publier » met le brouillon en ligne sur toutes les pages en quelques secondes.",
            ],
          },
          {
            kind: "list",
            items: [
              "« Avant la mise en ligne » liste ce qui reste à remplir ou à confirmer. Chaque ligne mène au champ à corriger. Quand la liste est vide, l’écran dit « Prêt pour la mise en ligne ».",
              "« Versions publiées » dit qui a publié quoi et quand. « Restaurer » remet une ancienne version d’un geste.",
              "Chaque champ est vérifié (téléphone français, SIRET, numéro de TVA, adresses https). Un champ refusé est nommé, avec la raison.",
            ],
          },
        ],
        related: ["entreprise", "tarifs"],
      },
      {
        slug: "entreprise",
        title: "L’entreprise",
        summary: "Nom, téléphone, adresse, horaires, identifiants légaux, assurance et certificats.",
        screen: { href: "/pro/site/entreprise", label: "L’entreprise" },
        blocks: [
          {
            kind: "list",
            items: [
              "Remplacez chaque champ surligné « À remplacer avant la mise en ligne » par vos vraies informations.",
              "Retirez les certificats que l’entreprise n’a pas et masquez les services que vous ne faites pas : le site ne doit rien affirmer de faux.",
              "Donnez ou confirmez l’année de création, le rayon d’intervention en km et la position du siège.",
              "« Chantiers réalisés » : combien de chantiers de chaque sorte vous avez faits. Laissé vide, la page du service n’en donne aucun.",
              "« Lien d’avis Google » : l’adresse où un client laisse un avis sur votre fiche Google. Elle est proposée dans l’e-mail qui demande son avis au client.",
            ],
          },
          { kind: "text", text: "Puis « Enregistrer le brouillon », et « Publier » dans « Mon site »." },
        ],
        related: ["mon-site"],
      },
      {
        slug: "realisations",
        title: "Réalisations",
        summary: "Vos chantiers terminés, avec leurs photos, sur le site.",
        screen: { href: "/pro/site/realisations", label: "Réalisations" },
        blocks: [
          {
            kind: "steps",
            items: [
              "« Nouveau chantier » : un titre, le service, la ville, puis « Ajouter le chantier ».",
              "« Ajouter des photos » : prenez-les avec l’appareil photo ou choisissez-en plusieurs d’un coup dans la galerie, 8 au plus. Chacune est réduite sur le téléphone puis envoyée, avec sa progression.",
              "Pendant l’envoi, décrivez ce que montre chaque photo, pour les personnes qui ne la voient pas. Les flèches changent l’ordre.",
              "Touchez « Enregistrer les photos », puis « Publier » dans « Mon site ».",
            ],
          },
          {
            kind: "text",
            text: "Un chantier publié apparaît sur la page Réalisations, sur la page de son service et sur celle de sa ville. Sans photo, il n’apparaît pas. « Masquer sur le site » le retire sans l’effacer.",
          },
        ],
        related: ["mon-site", "articles"],
      },
      {
        slug: "articles",
        title: "Articles",
        summary: "Vos conseils et actualités, chacun avec sa page sur le site.",
        screen: { href: "/pro/site/articles", label: "Articles" },
        blocks: [
          {
            kind: "steps",
            items: [
              "« Écrire un article » : un titre, un court résumé, la catégorie et le texte. Cochez les services et les villes dont il parle : il apparaîtra aussi sur leurs pages. Puis « Créer l’article ».",
              "Écrivez en texte simple. Une ligne qui commence par deux dièses (##) devient un intertitre, une ligne qui commence par un tiret devient un point de liste. Deux étoiles de chaque côté d’un mot le mettent en gras.",
              "Ajoutez des photos : la première sert de couverture. Écrivez [photo 2] dans le texte pour y placer la deuxième.",
              "« Enregistrer l’article » après chaque changement, « Aperçu de l’article » pour le relire, puis « Publier » dans « Mon site ».",
            ],
          },
          {
            kind: "list",
            items: [
              "Un texte collé garde ses mots, pas sa mise en forme. Les liens doivent commencer par https, ou être un e-mail, un téléphone ou une page du site.",
              "« Retirer du site » enlève l’article à la prochaine publication, sans l’effacer.",
              "Les articles d’exemple du modèle sont marqués « Exemple du modèle, à confirmer » : relisez chacun, puis « Confirmer l’article », réécrivez-le, retirez-le ou supprimez-le.",
            ],
          },
        ],
        related: ["mon-site", "realisations"],
      },
      {
        slug: "tarifs",
        title: "Tarifs",
        summary: "Les prix que montre la page Tarifs, et la base de vos lignes de devis.",
        screen: { href: "/pro/site/tarifs", label: "Tarifs" },
        blocks: [
          {
            kind: "list",
            items: [
              "« Main-d’œuvre et déplacement » : votre taux horaire et vos frais de déplacement. La loi oblige à les afficher : ces deux lignes ne peuvent pas être retirées.",
              "« Urgences » : la majoration d’une intervention urgente.",
              "« Dépannages courants » : vos forfaits. « Ajouter une ligne de prix », « Ajouter un forfait », « Retirer », et les flèches « Monter » et « Descendre » pour l’ordre.",
            ],
          },
          {
            kind: "text",
            text: "Puis « Enregistrer le brouillon » et « Publier ». Ces prix sont aussi proposés dans « Choisir dans mes prestations » quand vous faites un devis.",
          },
        ],
        related: ["devis", "mon-site"],
      },
      {
        slug: "temoignages",
        title: "Témoignages",
        summary: "Les avis de clients que vous recopiez vous-même sur le site.",
        screen: { href: "/pro/site/avis", label: "Témoignages" },
        blocks: [
          {
            kind: "text",
            text: "« Ajouter un avis » : le texte du client et le nom qu’il a choisi (prénom et initiale). « Retirer cet avis » l’enlève. Sans avis, la section n’apparaît pas sur le site.",
          },
          {
            kind: "tip",
            text: "publiez seulement des avis réels, avec l’accord du client. Les avis laissés par vos clients sur le site se gèrent dans « Avis de vos clients ».",
          },
        ],
        related: ["avis-clients"],
      },
      {
        slug: "avis-clients",
        title: "Avis de vos clients",
        summary: "Les avis que vos clients laissent après leur chantier : à approuver, masquer ou commenter.",
        screen: { href: "/pro/site/avis-clients", label: "Avis de vos clients" },
        blocks: [
          {
            kind: "text",
            text: "Quand un chantier est fini (sa dernière facture payée, ou la demande marquée « Chantier terminé »), le client reçoit un seul e-mail qui lui demande son avis : sur votre fiche Google si vous en avez donné le lien, et sur un court formulaire du site.",
          },
          {
            kind: "list",
            items: [
              "« Approuver et publier » met l’avis sur le site en quelques secondes, avec sa date. La moyenne s’affiche sur l’accueil et les pages de service.",
              "« Masquer » le retire du site.",
              "« Votre réponse publique » s’affiche sous l’avis.",
              "Vous ne pouvez pas changer ce que le client a écrit. Un avis dont l’auteur n’a pas accepté la publication reste privé.",
              "« Demandes d’avis » : décochez « Demander un avis à chaque client après son chantier », puis « Enregistrer », pour n’en envoyer à personne.",
            ],
          },
        ],
        related: ["temoignages", "demande"],
      },
      {
        slug: "annonce",
        title: "Annonce",
        summary: "Un bandeau en haut de chaque page du site, jusqu’à la date que vous choisissez.",
        screen: { href: "/pro/site/annonce", label: "Annonce" },
        blocks: [
          {
            kind: "text",
            text: "Écrivez le message, par exemple « Fermé du 24 au 26 décembre : urgences assurées », et sa date de fin. Le bandeau disparaît tout seul après cette date. « Retirer l’annonce » l’enlève avant. Comme le reste, il faut « Publier » dans « Mon site ».",
          },
        ],
        related: ["mon-site"],
      },
    ],
  },
  {
    title: "Compte et sécurité",
    pages: [
      {
        slug: "compte",
        title: "Mon compte",
        summary: "Clés d’accès, appareils connectés et mot de passe.",
        screen: { href: "/pro/compte", label: "Mon compte" },
        blocks: [
          {
            kind: "steps",
            items: [
              "« Ajouter une clé d’accès » sur votre téléphone : vous vous connectez ensuite avec Face ID, votre empreinte ou le code du téléphone, sans mot de passe, en touchant « Se connecter avec une clé d’accès ».",
              "Donnez un nom à la clé (par exemple « iPhone de Marc ») pour la reconnaître dans la liste.",
            ],
          },
          {
            kind: "list",
            items: [
              "« Appareils connectés » : les téléphones et ordinateurs où votre compte est ouvert. Une session se ferme après 2 h sans activité, et 12 h au plus tard après la connexion.",
              "Téléphone perdu ? « Se déconnecter de mes autres sessions », puis changez le mot de passe.",
              "« Mot de passe » : 12 caractères au moins. Une phrase de quelques mots est facile à retenir et difficile à deviner.",
              "Pour ajouter ou supprimer une clé, changer le mot de passe ou fermer les autres sessions plus de 10\u00a0minutes après la connexion, l’écran redemande votre mot de passe ou votre clé. Chacun de ces changements vous est envoyé par e-mail.",
              "Pour avoir l’espace pro comme une application : depuis la page de connexion, menu du navigateur, « Installer l’application » (Chrome) ou « Sur l’écran d’accueil » (Safari).",
            ],
          },
        ],
        related: ["notifications"],
      },
      {
        slug: "notifications",
        title: "Notifications",
        summary: "Chaque nouvelle demande fait sonner votre téléphone dès qu’elle arrive.",
        screen: { href: "/pro/compte", label: "Mon compte" },
        blocks: [
          {
            kind: "steps",
            items: [
              "Sur iPhone ou iPad (iOS 16.4 ou plus récent), ajoutez d’abord l’espace pro à l’écran d’accueil et ouvrez-le depuis son icône.",
              "Dans « Mon compte », partie « Notifications », nommez l’appareil (« iPhone de Marc ») et touchez « Activer sur cet appareil ». Acceptez quand le téléphone demande la permission.",
              "Touchez « Envoyer une notification d’essai » pour vérifier que ça sonne.",
            ],
          },
          {
            kind: "list",
            items: [
              "La notification dit ce qui est demandé et où (« Nouvelle demande : couverture, Lens »), jamais le nom ni les coordonnées du client. La toucher ouvre la demande.",
              "Une demande urgente (fuite de toiture) le dit et reste à l’écran.",
              "« Recevoir » : choisissez ce qui sonne, par exemple un devis accepté, une facture payée ou en retard, une sauvegarde échouée.",
              "« Heures calmes » (heure de Paris) : rien ne sonne entre ces deux heures, sauf une urgence si vous cochez la case.",
              "« Retirer » arrête les notifications d’un appareil. Se déconnecter d’un appareil les arrête aussi.",
            ],
          },
        ],
        related: ["compte", "demandes"],
      },
      {
        slug: "sauvegardes",
        title: "Sauvegardes",
        summary: "Une copie de toutes vos données, faite chaque nuit par le serveur.",
        screen: { href: "/pro/tableau-de-bord", label: "Tableau de bord" },
        blocks: [
          {
            kind: "text",
            text: "Quand la personne qui a installé le site a choisi un dossier de sauvegarde, le serveur copie chaque nuit vos demandes, devis, factures, réglages et photos. Vous n’avez rien à faire.",
          },
          {
            kind: "list",
            items: [
              "Le « Tableau de bord » montre la dernière sauvegarde réussie, ou ce qui l’a empêchée (disque plein, dossier introuvable…).",
              "Une sauvegarde échouée peut aussi faire sonner votre téléphone : cochez-la dans vos notifications.",
              "Si le message reste plusieurs jours, prévenez la personne qui s’occupe du serveur : c’est elle qui répare et qui remet une sauvegarde en place si besoin.",
            ],
          },
        ],
        related: ["tableau-de-bord", "notifications"],
      },
    ],
  },
]);

export const helpPages: readonly HelpPage[] = helpGroups.flatMap((group) => group.pages);

export function helpPage(slug: string): HelpPage | undefined {
  return helpPages.find((page) => page.slug === slug);
}

export function helpHref(slug?: string): string {
  return slug ? `/pro/aide/${slug}` : "/pro/aide";
}

function markdownBlock(block: HelpBlock): string {
  switch (block.kind) {
    case "text":
      return block.text;
    case "steps":
      return block.items.map((item, index) => `${index + 1}. ${item}`).join("\n");
    case "list":
      return block.items.map((item) => `- ${item}`).join("\n");
    case "tip":
      return `> **${helpCopy.tip}** ${block.text}`;
  }
}

/** The whole manual as one Markdown file, for reading or printing outside the owner's space. */
export function ownerGuideMarkdown(): string {
  const parts = [
    `# ${helpCopy.guideTitle}`,
    helpCopy.intro,
    "<!-- Written from app/content/pro-help.ts: edit the text there, then run npx vitest run -u app/content/pro-help.test.ts -->",
  ];
  for (const group of helpGroups) {
    parts.push(`## ${group.title}`);
    for (const page of group.pages) {
      parts.push(`### ${page.title}`, `*${page.summary}*`, ...page.blocks.map(markdownBlock));
    }
  }
  return `${parts.join("\n\n")}\n`;
}
