import { type HelpGroup, list, steps, text, tip } from "./help-page.ts";

/**
 * The pages of the jobs and the team (issue 46): one per role's day (the patron, the office, the compagnon), then
 * the screens they share: the planning, a job to its end (the PV, the guarantees, the client's page), the team and
 * the calendar on the phone. The words in « » are the screens' own, from app/content/jobs.ts, planning.ts, team.ts,
 * job-client.ts and job-acceptance.ts: a button renamed there is renamed here.
 */
export const jobsHelp: HelpGroup = {
  title: "Chantiers et équipe",
  pages: [
    {
      slug: "journee-du-patron",
      title: "La journée du patron",
      summary:
        "Depuis le téléphone : les demandes, les urgences, le planning, l’équipe, et les comptes que vous seul voyez.",
      blocks: [
        text(
          "Le patron voit tout l’espace pro. En bas du téléphone : « Demandes », « Planning », « Chantiers », « Devis », « Factures », et « Plus » pour le « Tableau de bord », « Mon site » et « Équipe ».",
        ),
        steps(
          "Le matin, « Planning » : la semaine jour par jour, avec les chantiers de chacun. Un chantier qui ne peut pas se faire (pluie, vent, livraison en retard) se décale avec « Reporter ».",
          "Une demande arrive, le téléphone sonne. Ouvrez-la, « Appeler », puis « Faire un devis ».",
          "Une fuite ? Sur la demande, « Intervenir » : cochez qui part dans « Qui part ? », puis « Ouvrir le chantier d’urgence ». Le chantier est ouvert pour aujourd’hui, sans devis : il se facture après. Votre téléphone et celui du bureau reçoivent « Urgence en route » avec le nom de celui qui part.",
          "Un client accepte son devis : son chantier s’ouvre tout seul, « À planifier ». Il attend en bas du « Planning », avec le bouton « Planifier ».",
          "Le soir, « Chantiers », onglet « Terminés » : la réception des travaux, la facture finale en brouillon et la réalisation proposée pour le site, chantier par chantier.",
        ),
        text(
          "Dans le « Tableau de bord », « Urgences : délai d’arrivée » donne pour le mois le délai médian et le plus long entre le message du client et « Arrivé », à côté de ce que le site promet. Un délai plus long que la promesse s’affiche en rouge.",
        ),
        text(
          "Certains écrans ne s’ouvrent que pour le patron, parce qu’ils touchent à l’argent ou à la sécurité de l’entreprise :",
        ),
        list(
          "« Relances et banque » : l’IBAN imprimé sur chaque facture et les jours de relance. Un IBAN changé par erreur enverrait les virements ailleurs.",
          "« Facturation électronique » et « E-reporting » : les accès à votre plateforme agréée et ce qui est déclaré à l’administration.",
          "« Export pour le comptable », et les sauvegardes du « Tableau de bord ».",
          "« Équipe » : inviter une personne, changer un rôle, retirer un compte.",
        ),
        tip(
          "vous montez aussi sur les toits ? Mettez-vous dans l’équipe du chantier : il apparaît dans « Ma journée » (le bouton en haut de « Chantiers »), comme pour un compagnon.",
        ),
      ],
      related: ["journee-du-bureau", "planning", "equipe"],
    },
    {
      slug: "journee-du-bureau",
      title: "La journée du bureau",
      summary: "Demandes, devis, factures et planning : tout le travail du bureau, sans la banque ni l’équipe.",
      blocks: [
        text(
          "Le rôle « Bureau » est fait pour la personne qui tient le téléphone et les papiers. Elle a les mêmes écrans que le patron pour les demandes, les clients, les devis, les factures, les paiements, le planning, les chantiers et le site.",
        ),
        steps(
          "Les demandes : rappeler, choisir le statut, noter, puis « Faire un devis ». Pour une urgence, « Intervenir ».",
          "Un devis accepté devient un chantier « À planifier ». Dans « Planning », « Planifier » : cochez qui y va et les jours, puis « Enregistrer le planning ». Le client reçoit ses dates par e-mail, avec le lien de sa page.",
          "Il pleut : sur le chantier, « Reporter », motif « Intempéries », « Voir ce qui bouge », puis « Confirmer le report ». Les chantiers suivants de l’équipe sont décalés avec lui, et chaque client concerné reçoit ses nouvelles dates.",
          "Les factures : l’acompte, « Facturer le solde », les paiements. Quand un chantier est terminé, sa facture finale est déjà en brouillon : vérifiez-la, puis « Émettre et envoyer ».",
        ),
        text(
          "Le client répond depuis sa page : « Je confirme ces dates », ou « Demander une autre date » avec un message. Votre téléphone sonne (« Dates confirmées » ou « Autre date demandée ») et le chantier l’affiche dans « Réponses du client ». Pour une autre date, appelez le client, puis « Déplacer » le jour dans « Jours prévus », sur la page du chantier : il reçoit un e-mail avec ses nouvelles dates.",
        ),
        text(
          "Ce que le bureau ne voit pas : « Relances et banque » (l’IBAN et les relances), « Facturation électronique », « E-reporting », l’« Export pour le comptable », les sauvegardes et « Équipe ». Ces écrans engagent l’argent et la sécurité de l’entreprise : le patron en garde la clé. Leur adresse tapée à la main répond « Page introuvable », et la tentative est notée.",
        ),
        tip(
          "chacun a son compte et son mot de passe : ne prenez jamais celui du patron. L’« Historique » de chaque chantier dit qui a fait quoi, et quand.",
        ),
      ],
      related: ["planning", "chantier", "factures"],
    },
    {
      slug: "journee-du-compagnon",
      title: "La journée du compagnon",
      summary:
        "Sur son téléphone : ses chantiers du jour et de la semaine, l’adresse, le client, les photos, sans aucun prix.",
      screen: { href: "/pro/journee", label: "Ma journée" },
      blocks: [
        text(
          "Le compagnon se connecte avec son propre compte et arrive sur « Ma journée » : ses chantiers d’aujourd’hui et des six jours suivants. En bas de l’écran : « Ma journée », « Aide » et « Mon compte ».",
        ),
        steps(
          "Chaque chantier dit le moment (« Journée », « Matin » ou « Après-midi ») et l’heure d’arrivée, le client, l’adresse, et « À apporter » : ce qu’il faut charger dans le camion.",
          "« Itinéraire » ouvre le GPS jusqu’au chantier, « Appeler » appelle le client. « Ouvrir » montre tout le chantier : « Où et quand », les « Jours prévus » avec l’équipe, ce que le client prépare, les photos et les notes.",
          "Sur place, touchez « Arrivé ». Sur un chantier de plusieurs jours, touchez-le chaque matin : chaque arrivée est notée.",
          "Photos : choisissez « Avant », « Pendant » ou « Après », prenez la photo, puis « Ajouter la photo ». Une à la fois : le téléphone la réduit avant de l’envoyer.",
          "Ce que le bureau doit savoir (« clé chez la voisine, trois liteaux pourris côté rue ») : écrivez-le dans « Ajouter une note », puis « Ajouter la note ».",
          "Quand tout le chantier est fini, pas seulement la journée, touchez « Terminé » : le bureau est prévenu. Il n’y a pas de retour en arrière.",
        ),
        text(
          "Le chantier terminé, « Fin du chantier », en bas de sa page, propose « Faire signer sur place » : le client lit le procès-verbal de réception sur votre téléphone et le signe, avec ou sans réserves.",
        ),
        list(
          "Le compagnon ne voit aucun prix ni montant, ni devis, ni facture, ni d’autre client que ceux de ses chantiers.",
          "Un chantier où il n’est pas prévu n’existe pas pour lui, même en tapant son adresse.",
          "Pour avoir ses chantiers dans l’agenda de son téléphone : « Mon compte », « Abonner mon agenda ».",
          "Pour que son téléphone sonne quand le planning du jour change : « Mon compte », « Notifications ».",
        ),
      ],
      related: ["chantier", "agenda", "notifications"],
    },
    {
      slug: "planning",
      title: "Planning",
      summary:
        "La semaine de chacun : planifier un chantier, déplacer un jour, le couper en plusieurs fois, le reporter.",
      screen: { href: "/pro/planning", label: "Planning" },
      blocks: [
        text(
          "Sur le téléphone, la semaine est une liste de jours : pour chaque personne, ses chantiers (« Matin », « Après-midi » ou « Journée ») ou « Libre ». Sur un ordinateur, c’est un tableau par personne. « Semaine précédente », « Aujourd’hui » et « Semaine suivante » changent de semaine. Les jours fériés sont marqués « Férié ».",
        ),
        steps(
          "En bas, « À planifier » liste les chantiers sans date. Touchez « Planifier ».",
          "« Qui y va ? » : cochez les personnes.",
          "Pour chaque jour de la semaine, « Journée », « Matin », « Après-midi » ou « — » (pas ce jour). Les jours n’ont pas à se suivre : lundi, puis jeudi matin, c’est possible.",
          "« Enregistrer le planning ». Le client reçoit ses dates par e-mail ; l’équipe les voit dans « Ma journée » et dans son agenda.",
          "Un chantier sur deux semaines : enregistrez, passez à la « Semaine suivante » dans le formulaire, choisissez les jours et enregistrez encore. Les jours déjà pris ailleurs restent cochés dans « Ses autres jours (hors de cette semaine) ».",
        ),
        list(
          "Touchez un chantier dans la semaine pour rouvrir son planning.",
          "Déplacer un seul jour : « Déplacer », la nouvelle date et le moment, puis « Déplacer ce jour ».",
          "Couper un chantier en plusieurs fois : « Ajouter un jour » (la date, le moment, puis « Ajouter ce jour »), ou « Retirer » un jour. Un jour retiré apparaît annulé dans les agendas.",
          "Le week-end et les jours fériés ne se planifient pas.",
        ),
        text(
          "Une personne déjà prévue sur un autre chantier au même demi-jour : rien n’est enregistré tout de suite. L’écran affiche « Double réservation » avec le chantier en cause. Cochez « Je confirme la double réservation » puis « Enregistrer malgré la double réservation », ou changez les jours. La semaine garde la marque « Double réservation » sur la personne.",
        ),
        steps(
          "Pluie, vent, livraison en retard : sur le chantier ou dans son planning, « Reporter ».",
          "« À partir du » : le premier jour qui ne peut pas se faire. « Motif » : « Intempéries », « À la demande du client », « Fournisseur » ou « Autre raison ». « Précision (facultatif) » : par exemple « pluie annoncée jusqu’à jeudi ». « Reprendre au plus tôt le (facultatif) » si vous savez déjà quand reprendre.",
          "« Voir ce qui bouge » : rien n’est encore enregistré. L’écran montre chaque chantier qui bouge, ses jours avant et après ; ceux que ce report pousse sont marqués « Décalé par ce report ».",
          "« Confirmer le report », ou « Annuler ».",
        ),
        text(
          "Les jours reportés passent aux prochains demi-jours libres de l’équipe, dans le même ordre, et les chantiers suivants de l’équipe sont décalés s’il le faut. Chaque client concerné reçoit un e-mail avec ses nouvelles dates et la raison ; l’équipe voit le changement dans « Ma journée » et dans son agenda, et son téléphone sonne si le chantier était prévu aujourd’hui.",
        ),
        tip(
          "si quelqu’un d’autre a changé le planning pendant ce temps, l’écran le dit et propose « Voir le planning à jour » ou « Voir le nouvel aperçu » : rien n’est écrasé.",
        ),
      ],
      related: ["chantier", "journee-du-bureau", "agenda"],
    },
    {
      slug: "chantier",
      title: "Un chantier",
      summary:
        "Le client, les jours, l’équipe, les photos, puis la réception des travaux, la facture finale et la page du client.",
      screen: { href: "/pro/chantiers", label: "Chantiers" },
      blocks: [
        text(
          "Un chantier s’ouvre tout seul quand le client accepte un devis, ou depuis une demande urgente avec « Intervenir ». « Chantiers » les range par état ; un devis accepté qui n’a pas encore de chantier est dans « Nouveau chantier », avec « Créer le chantier ».",
        ),
        list(
          "« À planifier » : pas encore de date.",
          "« Planifié » : il a ses jours et son équipe.",
          "« En cours » : quelqu’un a touché « Arrivé ».",
          "« Reporté » : décalé, avec sa raison.",
          "« Terminé » : quelqu’un a touché « Terminé ». Ses dates ne changent plus.",
        ),
        text(
          "Sur sa page : « Appeler » et « Itinéraire », « Arrivé » et « Terminé », puis « Où et quand » (l’adresse, l’heure d’arrivée), « Jours prévus » avec l’équipe, « À apporter », « Ce que le client prépare », les photos (avant, pendant, après), les notes et « Fin du chantier ». Le patron et le bureau voient en plus le devis avec son montant, ses factures, les « Réponses du client » et l’« Historique », qui dit qui a fait quoi. Dans « Jours prévus », ils ont aussi « Planifier » ou « Modifier le planning », « Déplacer », « Retirer », « Ajouter un jour » et « Reporter ». Un compagnon voit la même page sans rien de tout cela : aucun prix.",
        ),
        list(
          "« Détails pratiques » (patron et bureau) : l’« Heure d’arrivée » de l’équipe le premier jour, « Ce que le client prépare » (accès, stationnement, animaux) et « À apporter » pour l’équipe, puis « Enregistrer les détails ». Les deux premiers sont repris dans les e-mails du client et sur sa page.",
          "« Lien client » : « Créer le lien client » donne l’adresse de sa page, à lui envoyer par SMS s’il n’a pas d’e-mail. Elle ne s’affiche qu’une fois : « Copier » aussitôt. Les liens déjà envoyés marchent toujours.",
          "« Terminé » demande « Le chantier est-il vraiment terminé ? » : « Oui, le chantier est terminé » confirme, « Pas encore » revient au chantier.",
        ),
        text(
          "Quand quelqu’un touche « Terminé », le bureau est prévenu et le site prépare la suite, une seule fois. « Étapes de fin de chantier » coche chaque étape faite :",
        ),
        list(
          "Le procès-verbal de réception : signé sur place avec « Faire signer sur place », sinon le client le reçoit par e-mail et le signe en ligne.",
          "« Facture finale préparée » : les lignes du devis pour le solde (pour une urgence, une facture où le client est rempli). « Ouvrir le brouillon », vérifiez, puis « Émettre et envoyer » : elle ne part jamais seule.",
          "« Avis demandé au client » : l’e-mail qui lui demande son avis, sauf si les demandes d’avis sont arrêtées ou s’il n’a pas d’e-mail.",
          "« Réalisation proposée dans « Mon site » » : les photos avant et après, la ville et le service déjà remplis. Elle reste masquée : « Afficher sur le site » puis « Publier » quand elle vous plaît.",
        ),
        steps(
          "« Faire signer sur place » : donnez le téléphone au client.",
          "Il lit le procès-verbal et choisit « Je reçois les travaux sans réserve » ou « Je reçois les travaux avec des réserves ».",
          "Avec réserves : une ligne par défaut constaté (« Solin à refixer côté cheminée »), avec si besoin la date de reprise. « Ajouter des lignes de réserve » en donne d’autres.",
          "Il tape son nom et prénom, coche « Bon pour réception » et touche « Signer le procès-verbal ».",
        ),
        text(
          "Le procès-verbal signé est figé : il ne change plus, même si le chantier change. « Télécharger le procès-verbal (PDF) » le donne en PDF. Les réserves reprises, « Lever les réserves » : le client signe une seconde fois, sur place ou depuis sa page.",
        ),
        text(
          "La date de la réception fait courir les garanties, écrites sur le procès-verbal avec leur date de fin : 1 an de parfait achèvement (vous reprenez tous les défauts signalés), 2 ans de bon fonctionnement (les équipements qui se démontent sans toucher à l’ouvrage), 10 ans de décennale (ce qui touche à la solidité, ou rend la toiture impropre à son usage).",
        ),
        text(
          "Ce que voit le client : chaque e-mail de dates lui donne le lien de sa page, au nom de l’entreprise, sans compte ni mot de passe. Il reçoit un e-mail quand le chantier est planifié, quand ses dates changent ou qu’il est reporté, et la veille du premier jour, en fin d’après-midi. Sur sa page :",
        ),
        list(
          "où en est son chantier, en clair : « Dates à fixer », « Chantier planifié », « Chantier en cours », « Chantier reporté » avec la raison, « Chantier terminé » ;",
          "ses dates, l’heure d’arrivée de l’équipe le premier jour, les noms de l’équipe et ce qu’il doit préparer (accès, stationnement, animaux) ;",
          "« Ajouter à mon agenda », « Je confirme ces dates », et « Demander une autre date » avec un message ;",
          "« Vos documents » : son devis et ses factures en PDF, et votre téléphone.",
        ),
        tip(
          "un client sans e-mail ne reçoit rien : appelez-le pour ses dates et faites-lui signer la réception sur place.",
        ),
      ],
      related: ["planning", "factures", "realisations"],
    },
    {
      slug: "equipe",
      title: "L’équipe",
      summary: "Inviter une personne par un lien, lui donner son rôle, la retirer.",
      screen: { href: "/pro/equipe", label: "Équipe" },
      blocks: [
        text(
          "Chaque personne a son compte : son e-mail, son mot de passe, ses clés d’accès. Ne donnez jamais le vôtre. « Équipe » est dans « Plus », ou dans « Mon compte » avec « Gérer l’équipe ». Seul le patron l’ouvre.",
        ),
        list(
          "« Patron » : tout, dont la banque, la facturation électronique, les sauvegardes et l’équipe.",
          "« Bureau » : les demandes, devis, factures, le planning, les chantiers et le site ; ni les comptes (l’export pour le comptable), ni la banque, ni la facturation électronique et l’e-reporting, ni les sauvegardes, ni l’équipe.",
          "« Compagnon » : sa journée et les chantiers où il est prévu, sans aucun montant.",
        ),
        steps(
          "« Inviter une personne » : son nom, son e-mail, son téléphone (facultatif) et son rôle.",
          "« Créer l’invitation » : elle reçoit un e-mail avec un lien. Le lien s’affiche aussi à l’écran, une seule fois : « Copier le lien » pour l’envoyer par SMS, à elle seule.",
          "Elle ouvre le lien, choisit son mot de passe et touche « Créer mon compte » : elle est connectée, sur son écran.",
          "Ensuite, dans « Mon compte », elle ajoute sa clé d’accès pour se connecter avec son empreinte ou Face ID.",
        ),
        text(
          "Le lien sert une seule fois et reste valable 7 jours. Tant qu’il n’a pas servi, il attend dans « Invitations en attente », où « Annuler l’invitation » le coupe.",
        ),
        list(
          "Changer un rôle : choisissez-le sous le nom de la personne, puis « Enregistrer le rôle ».",
          "« Retirer de l’équipe », puis « Oui, retirer » : ses sessions sont fermées tout de suite, sur tous ses appareils, et elle ne peut plus se connecter. Les chantiers où elle était prévue gardent son nom : replanifiez ses jours à venir dans « Planning ».",
          "Il faut toujours au moins un patron : nommez-en un autre avant de changer votre propre rôle ou de retirer votre compte.",
        ),
        tip(
          "chaque écran vérifie le rôle sur le serveur, pas seulement ses boutons : un compagnon qui tape l’adresse d’une facture tombe sur « Page introuvable », et la tentative est notée.",
        ),
      ],
      related: ["journee-du-bureau", "journee-du-compagnon", "compte"],
    },
    {
      slug: "agenda",
      title: "Agenda sur le téléphone",
      summary: "Vos jours de chantier dans l’agenda du téléphone, à jour tout seuls ; et l’agenda du client.",
      screen: { href: "/pro/compte/agenda", label: "Mon agenda de chantiers" },
      blocks: [
        text(
          "Chacun peut abonner son agenda à ses chantiers : chaque jour où il est prévu y apparaît, avec le client, son téléphone, l’heure d’arrivée et ce qu’il faut apporter, jamais un prix. Quand le planning change, l’agenda suit ; un jour retiré y est annulé.",
        ),
        steps(
          "Dans « Mon compte », partie « Mon agenda de chantiers », touchez « Abonner mon agenda », puis « Créer mon lien d’agenda ».",
          "Le lien ne s’affiche qu’une fois : ajoutez-le à votre agenda tout de suite.",
        ),
        text(
          "Sur iPhone, iPad ou Mac : touchez « Ouvrir dans Calendrier » et acceptez l’abonnement. Sinon, dans Réglages › Calendrier › Comptes › Ajouter un compte › Autre, choisissez « Ajouter un calendrier avec abonnement » et collez le lien.",
        ),
        steps(
          "Avec Google Agenda, passez par un ordinateur : c’est là seulement que Google ajoute un agenda par son lien. Connectez-vous à l’espace pro sur l’ordinateur et créez le lien depuis « Mon compte », « Abonner mon agenda ».",
          "Ouvrez Google Agenda. À gauche, à côté de « Autres agendas », cliquez sur « + » puis « À partir de l’URL ».",
          "Collez le « Lien pour Google Agenda et les autres », puis « Ajouter l’agenda ». Il apparaît ensuite dans l’application Google Agenda du téléphone, avec le même compte Google.",
        ),
        text(
          "Un agenda abonné ne relit le lien que toutes les quelques heures (Google parfois une fois par jour). Pour un changement du jour même, le téléphone de chacun sur le chantier sonne (« Planning du jour modifié ») si ses notifications sont activées dans « Mon compte ».",
        ),
        list(
          "« Remplacer par un nouveau lien » : l’ancien cesse aussitôt de marcher. À faire si vous l’avez partagé par erreur ; abonnez ensuite l’agenda au nouveau.",
          "« Retirer le lien » : l’adresse ne répond plus, l’agenda ne reçoit plus rien. Supprimez aussi l’abonnement dans l’agenda du téléphone.",
          "Ce lien est personnel : quiconque le connaît voit vos chantiers, leurs adresses et vos clients. Ne le partagez pas ; retirez-le en cas de doute.",
        ),
        text(
          "Le client, lui, n’a pas d’abonnement : sur sa page, « Ajouter à mon agenda » lui donne un fichier avec chaque jour de son chantier, pour son téléphone, Google ou Outlook. Si les dates changent, il reçoit un e-mail et peut ajouter le fichier à nouveau depuis sa page.",
        ),
      ],
      related: ["journee-du-compagnon", "notifications", "planning"],
    },
  ],
};
