import { type HelpGroup, list, steps, text, tip } from "./help-page.ts";
import { retentionHelp } from "./retention.ts";
import { reverseChargeHelp } from "./reverse-charge.ts";
import { situationsHelp } from "./situations.ts";

/** The pages of quotes, invoices, their settings and the e-reporting of sales to private clients. */
export const billingHelp: HelpGroup = {
  title: "Devis et factures",
  pages: [
    {
      slug: "devis",
      title: "Devis",
      summary: "Faire un devis depuis une demande, l’envoyer, et suivre la réponse du client.",
      screen: { href: "/pro/devis", label: "Devis" },
      blocks: [
        steps(
          "Ouvrez la demande et touchez « Faire un devis » : nom, téléphone, e-mail, adresse et travail demandé sont déjà remplis. Changez l’adresse du chantier si elle diffère. « Nouveau devis » en commence un sans demande.",
          "Chiffrez : « Ajouter une ligne » (désignation, quantité, unité, prix HT, TVA à 20 %, 10 % ou 5,5 %), « Ajouter un titre de section », « Ajouter des frais de déplacement ». Les flèches montent ou descendent une ligne, la corbeille l’enlève. Les totaux se calculent pendant que vous tapez.",
          "Tapez quelques lettres dans « Choisir dans mes prestations » pour reprendre un prix : la liste part de vos tarifs et grandit à chaque ligne que vous y ajoutez.",
          "Remplissez le délai et les conditions de paiement. Cochez « Réparation urgente » si le client vous a appelé pour une urgence.",
          "« Envoyer au client » : le devis reçoit son numéro (D-2026-0001, jamais deux fois le même), le client reçoit un e-mail avec le PDF et son lien, et la demande passe à « Devis envoyé ».",
        ),
        text(
          "« Copier le lien » permet aussi de l’envoyer par SMS. Il ne s’affiche qu’une fois : « Faire un nouveau lien » en donne un autre, « Retirer tous les liens » les coupe.",
        ),
        list(
          "Le client ouvre le lien : le devis passe à « Vu ».",
          "Il tape son nom, coche « Bon pour accord » et touche « J’accepte le devis » : vous recevez un e-mail, le devis est « Accepté » et ne bouge plus, la demande passe à « Gagnée ».",
          "Il peut aussi refuser ou demander une modification : son message s’affiche sur le devis. Modifiez-le, puis « Envoyer la nouvelle version ».",
          "Après sa date de validité (30 jours si vous ne changez rien), le devis est « Expiré » et ne peut plus être accepté.",
          "La liste se filtre par statut et par recherche (client, numéro, objet).",
        ),
        tip(
          "vos coordonnées, votre SIRET et votre assurance sont repris de « Mon site » tels qu’ils sont publiés. Un devis envoyé les garde tels qu’ils étaient ce jour-là.",
        ),
      ],
      related: ["factures", "tarifs"],
    },
    {
      slug: "factures",
      title: "Factures",
      summary: "Acomptes, solde, paiements, relances, avoirs et l’export pour le comptable.",
      screen: { href: "/pro/factures", label: "Factures" },
      blocks: [
        text(
          "Sur un devis accepté, « Facturer un acompte » (un pourcentage ou un montant) puis « Facturer le solde » : les lignes du devis sont reprises, à ajuster au travail fait, et les acomptes sont déduits. Depuis une demande, « Faire une facture » ; sinon « Nouvelle facture ».",
        ),
        steps(
          "Une facture commence en brouillon : corrigez les lignes comme sur un devis.",
          "« Émettre et envoyer » lui donne son numéro (F-2026-0001), la fige avec son PDF et l’envoie au client avec son lien : il y voit le reste à payer, votre IBAN et un QR code de virement. S’il manque une mention obligatoire, la facture n’est pas émise et l’écran vous dit laquelle, avec un lien pour la remplir.",
          "L’argent arrivé, « Enregistrer le paiement » (date, montant, moyen).",
        ),
        list(
          "Une facture émise ne se modifie plus. Pour corriger ou annuler, « Établir un avoir » : il reprend les lignes, réduisez-les pour un avoir partiel.",
          "Les relances partent seules aux jours choisis dans « Relances et banque ». « Arrêter les relances », sur une facture, les arrête pour elle seule.",
          "La liste se filtre par statut, par type, par recherche et par « Plateforme » : « À déposer », « Déposée », « Approuvée », « Refusée / rejetée » (à corriger par un avoir), « En litige », « Encaissée », ou « Non concernée (e-reporting) » pour un particulier ou un client à l’étranger. Les filtres restent dans l’adresse : gardez-la en favori.",
          "« Export pour le comptable » : choisissez la période et « Télécharger l’export ». Le fichier ZIP contient les écritures de ventes, les factures et paiements pour Excel et tous les PDF.",
        ),
      ],
      related: ["reglages-des-factures", "devis"],
    },
    reverseChargeHelp,
    situationsHelp,
    retentionHelp,
    {
      slug: "achats",
      title: "Achats",
      summary: "Les factures de vos fournisseurs : les vérifier, leur répondre, les payer.",
      screen: { href: "/pro/achats", label: "Achats" },
      blocks: [
        text(
          "Les factures que vos fournisseurs envoient par la plateforme agréée arrivent seules dans « Achats », avec leur PDF. Pour un ticket ou une facture papier, « Ajouter une facture papier ».",
        ),
        list(
          "« À vérifier » : les factures reçues, et celles que vous avez contestées ou suspendues.",
          "« À payer » : les factures approuvées, la plus proche échéance en premier ; une échéance passée est en rouge.",
          "« Payées », « Refusées », et « Illisibles » : un fichier que la plateforme a transmis mais qui ne se lit pas. Il est gardé tel quel avec la raison, et rien n’en est compté.",
        ),
        steps(
          "Ouvrez la facture : fournisseur, lignes, TVA par taux, conditions de paiement et IBAN. « Voir la facture (PDF) » l’affiche, « Télécharger l’original » donne le fichier exactement tel qu’il a été reçu.",
          "Répondez au fournisseur : « Approuver », ou « Approuver en partie », « Contester », « Suspendre », « Refuser » avec un motif. La plateforme lui transmet votre réponse ; « Réponses envoyées » montre où elle en est.",
          "Le virement parti, « Paiement envoyé » : la date, le montant (ce qui reste à payer est déjà rempli) et le moyen de paiement.",
        ),
        text(
          "Une facture papier : prenez-la en photo ou choisissez son PDF, choisissez le fournisseur (ou « Nouveau fournisseur »), tapez le numéro, la date et le tableau de TVA. Un PDF Factur-X est lu tout seul : rien à taper.",
        ),
        tip(
          "un refus est définitif : le fournisseur devra vous envoyer un avoir ou une nouvelle facture. L’écran vous demande de le confirmer.",
        ),
      ],
      related: ["factures"],
    },
    {
      slug: "reglages-des-factures",
      title: "Relances et banque",
      summary: "Votre IBAN, la TVA sur les débits et les jours de relance automatique.",
      screen: { href: "/pro/factures/reglages", label: "Relances et banque" },
      blocks: [
        list(
          "« IBAN » et « BIC » : imprimés sur chaque facture, avec le QR code de virement que l’application bancaire du client lit. Ils valent pour les factures émises à partir de maintenant.",
          "« J’ai opté pour le paiement de la TVA d’après les débits » : cochez seulement si c’est votre cas (votre comptable le sait). La mention s’imprime alors sur les factures.",
          "« Jours de relance » : avant l’échéance en nombre négatif, après en nombre positif, séparés par des virgules, par exemple -3, 1, 15, 30. Laissez vide pour ne jamais relancer.",
        ),
        text("Touchez « Enregistrer » pour garder vos réglages."),
      ],
      related: ["factures"],
    },
    {
      slug: "e-reporting",
      title: "E-reporting",
      summary: "Les ventes aux particuliers et leurs encaissements déclarés à l’administration, période par période.",
      screen: { href: "/pro/factures/e-reporting", label: "E-reporting" },
      blocks: [
        text(
          "À partir du 1er septembre 2027, ce que vous facturez aux particuliers et ce qu’ils vous paient est déclaré à l’administration par votre plateforme agréée. Le site s’en charge : à la fin de chaque période, il prépare le fichier et le dépose sur la plateforme, avant la date limite. Vous n’avez rien à envoyer.",
        ),
        list(
          "Les périodes suivent votre régime de TVA, choisi dans « L’entreprise » : par décade pour les ventes au réel normal mensuel, par mois au réel normal trimestriel et au régime simplifié, par deux mois en franchise en base.",
          "Chaque ligne montre la période, la date limite, les ventes (hors taxe et TVA) et les encaissements déclarés, et où en est le fichier : « À venir », « Prête », « Déposée », « Acceptée », « Rejetée » avec le motif, ou « Rien à déclarer » quand il n’y a eu ni vente ni encaissement.",
          "Un paiement annulé après l’envoi de sa période (enregistré par erreur) : le site dépose seul un fichier rectificatif qui remplace celui de la période. L’ancien reste visible, marqué « Rectifiée ».",
          "« Télécharger le XML » : le fichier tel qu’il a été déposé, pour votre comptable.",
        ),
        tip(
          "il faut le SIRET de l’entreprise et une plateforme renseignée dans « Facturation électronique ». Sans plateforme, les fichiers sont prêts et partent dès qu’elle est configurée.",
        ),
      ],
      related: ["factures", "entreprise"],
    },
  ],
};
