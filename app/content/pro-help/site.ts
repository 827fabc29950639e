import { type HelpGroup, list, steps, text, tip } from "./help-page.ts";

/** The pages of « Mon site »: the draft, its sections and their publication. */
export const siteHelp: HelpGroup = {
  title: "Mon site",
  pages: [
    {
      slug: "mon-site",
      title: "Mon site",
      summary: "Ce que le site montre aux visiteurs : vous changez, vous vérifiez, vous publiez.",
      screen: { href: "/pro/site", label: "Mon site" },
      blocks: [
        steps(
          "Choisissez une partie : L’entreprise, Réalisations, Articles, Tarifs, Avis de vos clients, Témoignages ou Annonce. Vos changements y sont gardés en brouillon : le site ne bouge pas encore.",
          "« Aperçu » montre une page du site avec votre brouillon, à vous seul.",
          "« Publier » met le brouillon en ligne sur toutes les pages en quelques secondes.",
        ),
        list(
          "« Avant la mise en ligne » liste ce qui reste à remplir ou à confirmer. Chaque ligne mène au champ à corriger. Quand la liste est vide, l’écran dit « Prêt pour la mise en ligne ».",
          "« Versions publiées » dit qui a publié quoi et quand. « Restaurer » remet une ancienne version d’un geste.",
          "Chaque champ est vérifié (téléphone français, SIRET, numéro de TVA, adresses https). Un champ refusé est nommé, avec la raison.",
        ),
      ],
      related: ["entreprise", "tarifs"],
    },
    {
      slug: "entreprise",
      title: "L’entreprise",
      summary: "Nom, téléphone, adresse, horaires, identifiants légaux, assurance et certificats.",
      screen: { href: "/pro/site/entreprise", label: "L’entreprise" },
      blocks: [
        list(
          "Remplacez chaque champ surligné « À remplacer avant la mise en ligne » par vos vraies informations.",
          "Retirez les certificats que l’entreprise n’a pas et masquez les services que vous ne faites pas : le site ne doit rien affirmer de faux.",
          "Donnez ou confirmez l’année de création, le rayon d’intervention en km et la position du siège.",
          "« Chantiers réalisés » : combien de chantiers de chaque sorte vous avez faits. Laissé vide, la page du service n’en donne aucun.",
          "« Lien d’avis Google » : l’adresse où un client laisse un avis sur votre fiche Google. Elle est proposée dans l’e-mail qui demande son avis au client.",
        ),
        text("Puis « Enregistrer le brouillon », et « Publier » dans « Mon site »."),
      ],
      related: ["mon-site"],
    },
    {
      slug: "realisations",
      title: "Réalisations",
      summary: "Vos chantiers terminés, avec leurs photos, sur le site.",
      screen: { href: "/pro/site/realisations", label: "Réalisations" },
      blocks: [
        steps(
          "« Nouveau chantier » : un titre, le service, la ville, puis « Ajouter le chantier ».",
          "« Ajouter des photos » : prenez-les avec l’appareil photo ou choisissez-en plusieurs d’un coup dans la galerie, 8 au plus. Chacune est réduite sur le téléphone puis envoyée, avec sa progression.",
          "Pendant l’envoi, décrivez ce que montre chaque photo, pour les personnes qui ne la voient pas. Les flèches changent l’ordre.",
          "Touchez « Enregistrer les photos », puis « Publier » dans « Mon site ».",
        ),
        text(
          "Un chantier publié apparaît sur la page Réalisations, sur la page de son service et sur celle de sa ville. Sans photo, il n’apparaît pas. « Masquer sur le site » le retire sans l’effacer.",
        ),
      ],
      related: ["mon-site", "articles"],
    },
    {
      slug: "articles",
      title: "Articles",
      summary: "Vos conseils et actualités, chacun avec sa page sur le site.",
      screen: { href: "/pro/site/articles", label: "Articles" },
      blocks: [
        steps(
          "« Écrire un article » : un titre, un court résumé, la catégorie et le texte. Cochez les services et les villes dont il parle : il apparaîtra aussi sur leurs pages. Puis « Créer l’article ».",
          "Écrivez en texte simple. Une ligne qui commence par deux dièses (##) devient un intertitre, une ligne qui commence par un tiret devient un point de liste. Deux étoiles de chaque côté d’un mot le mettent en gras.",
          "Ajoutez des photos : la première sert de couverture. Écrivez [photo 2] dans le texte pour y placer la deuxième.",
          "« Enregistrer l’article » après chaque changement, « Aperçu de l’article » pour le relire, puis « Publier » dans « Mon site ».",
        ),
        list(
          "Un texte collé garde ses mots, pas sa mise en forme. Les liens doivent commencer par https, ou être un e-mail, un téléphone ou une page du site.",
          "« Retirer du site » enlève l’article à la prochaine publication, sans l’effacer.",
          "Les articles d’exemple du modèle sont marqués « Exemple du modèle, à confirmer » : relisez chacun, puis « Confirmer l’article », réécrivez-le, retirez-le ou supprimez-le.",
        ),
      ],
      related: ["mon-site", "realisations"],
    },
    {
      slug: "tarifs",
      title: "Tarifs",
      summary: "Les prix que montre la page Tarifs, et la base de vos lignes de devis.",
      screen: { href: "/pro/site/tarifs", label: "Tarifs" },
      blocks: [
        list(
          "« Main-d’œuvre et déplacement » : votre taux horaire et vos frais de déplacement. La loi oblige à les afficher : ces deux lignes ne peuvent pas être retirées.",
          "« Urgences » : la majoration d’une intervention urgente.",
          "« Dépannages courants » : vos forfaits. « Ajouter une ligne de prix », « Ajouter un forfait », « Retirer », et les flèches « Monter » et « Descendre » pour l’ordre.",
        ),
        text(
          "Puis « Enregistrer le brouillon » et « Publier ». Ces prix sont aussi proposés dans « Choisir dans mes prestations » quand vous faites un devis.",
        ),
      ],
      related: ["devis", "mon-site"],
    },
    {
      slug: "temoignages",
      title: "Témoignages",
      summary: "Les avis de clients que vous recopiez vous-même sur le site.",
      screen: { href: "/pro/site/avis", label: "Témoignages" },
      blocks: [
        text(
          "« Ajouter un avis » : le texte du client et le nom qu’il a choisi (prénom et initiale). « Retirer cet avis » l’enlève. Sans avis, la section n’apparaît pas sur le site.",
        ),
        tip(
          "publiez seulement des avis réels, avec l’accord du client. Les avis laissés par vos clients sur le site se gèrent dans « Avis de vos clients ».",
        ),
      ],
      related: ["avis-clients"],
    },
    {
      slug: "avis-clients",
      title: "Avis de vos clients",
      summary: "Les avis que vos clients laissent après leur chantier : à approuver, masquer ou commenter.",
      screen: { href: "/pro/site/avis-clients", label: "Avis de vos clients" },
      blocks: [
        text(
          "Quand un chantier est fini (sa dernière facture payée, ou la demande marquée « Chantier terminé »), le client reçoit un seul e-mail qui lui demande son avis : sur votre fiche Google si vous en avez donné le lien, et sur un court formulaire du site.",
        ),
        list(
          "« Approuver et publier » met l’avis sur le site en quelques secondes, avec sa date. La moyenne s’affiche sur l’accueil et les pages de service.",
          "« Masquer » le retire du site.",
          "« Votre réponse publique » s’affiche sous l’avis.",
          "Vous ne pouvez pas changer ce que le client a écrit. Un avis dont l’auteur n’a pas accepté la publication reste privé.",
          "« Demandes d’avis » : décochez « Demander un avis à chaque client après son chantier », puis « Enregistrer », pour n’en envoyer à personne.",
        ),
      ],
      related: ["temoignages", "demande"],
    },
    {
      slug: "annonce",
      title: "Annonce",
      summary: "Un bandeau en haut de chaque page du site, jusqu’à la date que vous choisissez.",
      screen: { href: "/pro/site/annonce", label: "Annonce" },
      blocks: [
        text(
          "Écrivez le message, par exemple « Fermé du 24 au 26 décembre : urgences assurées », et sa date de fin. Le bandeau disparaît tout seul après cette date. « Retirer l’annonce » l’enlève avant. Comme le reste, il faut « Publier » dans « Mon site ».",
        ),
      ],
      related: ["mon-site"],
    },
  ],
};
