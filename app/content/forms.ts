import { derive } from "./published.ts";
import { site } from "./site.ts";

/**
 * The company's values a lead form shows (the owner edits them in /pro, "L'entreprise"). The form island gets
 * them in its serialized props, never from the modules bundled for the browser (those hold the build's values),
 * so a form on a published page names the published phone and company, before and after it is sent.
 */
export interface FormContact {
  name: string;
  /** The name that ends the page titles and the e-mails' subjects. */
  shortName: string;
  email: string;
  phone: string;
  phoneHref: string;
  emergencyLabel: string;
}

export function formContact(company: typeof site = site): FormContact {
  return {
    name: company.name,
    shortName: company.shortName,
    email: company.email,
    phone: company.phone.display,
    phoneHref: `tel:${company.phone.e164}`,
    emergencyLabel: company.emergency.label,
  };
}

/** The errors that offer the phone as the way out. */
export function contactErrors(contact: FormContact) {
  return {
    unavailable: `Votre demande n’a pas pu être enregistrée à cause d’un incident technique de notre côté. Vos informations sont conservées ci-dessous : réessayez dans quelques minutes ou appelez-nous au ${contact.phone}.`,
    network: `La connexion avec notre serveur a échoué et votre demande n’est pas partie. Vérifiez votre connexion internet puis réessayez, ou appelez-nous au ${contact.phone}.`,
    rateLimited: `Vous avez envoyé plusieurs demandes en peu de temps. Merci de réessayer dans quelques minutes, ou de nous appeler au ${contact.phone}.`,
    tooLarge: `Votre message est trop long pour être envoyé. Raccourcissez la description, ou appelez-nous au ${contact.phone}.`,
  };
}

/** The information owed before personal data is sent (GDPR art. 13): who the controller is and where to write. */
export function privacyText(contact: FormContact): string[] {
  return [
    `${contact.name}, responsable du traitement, utilise ces informations et les photos que vous joignez uniquement pour répondre à votre demande : vous rappeler, organiser la visite et établir votre devis. Les photos sont enregistrées sans leurs métadonnées (position GPS, appareil).`,
    `Base légale : mesures précontractuelles prises à votre demande (article 6.1.b du RGPD). Vos données et vos photos sont conservées 3 ans après notre dernier échange, puis supprimées ; elles ne sont ni vendues ni cédées.`,
    `Vous pouvez y accéder, les faire rectifier ou effacer, vous opposer à leur traitement ou en demander la limitation en écrivant à ${contact.email}. En cas de difficulté, vous pouvez adresser une réclamation à la CNIL (www.cnil.fr).`,
  ];
}

/** Spec §5: the contact form's service list, in this order, and nothing else is accepted. */
export const contactServiceOptions = [
  "Urgence Fuite Toiture",
  "Couverture Zinc",
  "Bac Acier",
  "Ardoise",
  "Charpente",
  "Désamiantage",
  "Peinture Extérieure",
  "Maçonnerie",
  "Nettoyage & Démoussage",
  "Traitement Façade",
  "Dallage",
  "Autre",
] as const;

/** The quote form's list of works, in this order, and nothing else is accepted. */
export const quoteServiceOptions = ["Couverture", "Zinguerie", "Étanchéité", "Maçonnerie", "Urgence", "Autre"] as const;

/** Spec §9: how long the success card stays before the form comes back empty. */
export const SUCCESS_MESSAGE_MS = 3000;

/**
 * Example values shown as placeholders. The mobile number sits in the 06 39 98 range that ARCEP
 * reserves for fiction, and example.com is reserved for documentation: nobody real is reached.
 */
const examples = {
  phone: "06 39 98 12 34",
  email: "jean.dupont@example.com",
};

export let formsCopy!: ReturnType<typeof writtenFormsCopy>;
derive(() => {
  formsCopy = writtenFormsCopy();
});

/** Guards applied by the Express layer to every form POST (server/form-guards.ts), worded for visitors. */
export let formGuardCopy!: ReturnType<typeof writtenFormGuardCopy>;
derive(() => {
  formGuardCopy = writtenFormGuardCopy();
});

/** What the owner reads: the e-mail each lead produces and the command-line tool. */
export const leadAdminCopy = {
  email: {
    intro: {
      contact: "Un visiteur a rempli le formulaire de contact du site.",
      devis: "Un visiteur a demandé un devis depuis le site.",
    },
    reference: "Référence",
    receivedAt: "Reçue le",
    page: "Page",
    replyHint: "Répondez directement à ce message pour écrire au visiteur.",
    openInOwnerSpace: "Suivre cette demande dans votre espace",
    yes: "Oui",
    no: "Non",
  },
  csvHeaders: [
    "Référence",
    "Reçue le",
    "Formulaire",
    "Page",
    "Statut",
    "Envoi",
    "Tentatives",
    "Nom",
    "Téléphone",
    "Email",
    "Ville ou adresse",
    "Service",
    "Message",
    "Conditions acceptées",
  ],
  deliveries: { pending: "en attente", sending: "en cours", sent: "envoyée", dead: "échec", none: "aucun" },
  cli: {
    usage: [
      "Usage : npm run leads -- <commande>",
      "",
      "  list [--limit N]                  les N dernières demandes (50 par défaut), la plus récente en premier",
      "  export --csv [--separator ,]      toutes les demandes au format CSV (séparateur « ; » par défaut, pour Excel)",
      "  retry                             remet en file les envois en échec ; le serveur les renvoie dans la minute",
      "  purge                             supprime les demandes reçues il y a plus de 3 ans (durée annoncée aux visiteurs)",
      "",
      "La base lue est celle de LEADS_DB (./data/leads.sqlite par défaut).",
    ].join("\n"),
    empty: "Aucune demande enregistrée.",
    noDatabase: (file: string) => `Aucune base de demandes à l’emplacement ${file} (LEADS_DB) : rien à afficher.`,
    unknownCommand: (command: string) => `Commande inconnue : ${command}`,
    csvOnly: "Seul le format CSV est disponible : npm run leads -- export --csv > demandes.csv",
    badLimit: "--limit attend un nombre entier positif.",
    badSeparator: "--separator accepte « ; », « , » ou « tab ».",
    failure: "échec",
    purged: (count: number) =>
      count === 0
        ? "Aucune demande de plus de 3 ans : rien à supprimer."
        : `${count} demande${count > 1 ? "s" : ""} de plus de 3 ans supprimée${count > 1 ? "s" : ""}.`,
    requeued: (count: number) =>
      count === 0
        ? "Aucun envoi en échec : rien à relancer."
        : `${count} envoi${count > 1 ? "s" : ""} remis en file : le serveur les relance à son prochain passage (moins d’une minute).`,
  },
} as const;

function writtenFormGuardCopy() {
  return {
    pageTitle: "Demande non envoyée",
    back: "Revenir au site",
    rateLimited: formsCopy.errors.rateLimited,
    tooLarge: formsCopy.errors.tooLarge,
    unsupported: formsCopy.errors.unsupported,
    lengthRequired: formsCopy.errors.unreadable,
    methodNotAllowed:
      "Cette adresse n’accepte pas ce type de requête. Ouvrez la page dans votre navigateur pour nous écrire ou demander un devis.",
  } as const;
}

function writtenFormsCopy() {
  return {
    requiredNote: "Les champs marqués d’un astérisque (*) sont obligatoires.",
    optional: "facultatif",
    submitting: "Envoi en cours…",
    anotherRequest: "Envoyer une autre demande",
    honeypotLabel: "Ne pas remplir ce champ",
    contact: {
      subject: "Nouvelle demande de contact depuis le site",
      labels: {
        name: "Nom et Prénom",
        phone: "Téléphone",
        email: "Email",
        city: "Ville",
        service: "Service Souhaité",
        message: "Description de votre projet",
      },
      placeholders: {
        name: "Jean Dupont",
        phone: examples.phone,
        email: examples.email,
        city: "Lens",
        message:
          "Ex. : tuiles déplacées après le coup de vent, auréole au plafond de la chambre, maison de cité en briques.",
      },
      servicePlaceholder: "Sélectionnez un service",
      submit: "Envoyer ma demande",
      success: {
        title: "Message Envoyé !",
        text: "Merci, votre demande est bien enregistrée. Nous vous rappelons très vite pour en parler et fixer un rendez-vous.",
      },
    },
    quote: {
      subject: "Nouvelle demande de devis depuis le site",
      labels: {
        name: "Nom et Prénom",
        email: "Email",
        phone: "Téléphone",
        address: "Adresse du chantier",
        service: "Type de travaux",
        description: "Description du projet",
        acceptsTerms: "J’accepte les conditions de traitement de mes données décrites ci-dessous.",
      },
      emailLabels: { acceptsTerms: "Conditions acceptées" },
      hints: {
        address: "Rue, code postal et ville : nous venons voir le chantier gratuitement.",
        description:
          "Surface approximative, type de toiture, urgence, accès… tout ce qui nous aide à préparer la visite.",
        acceptsTerms: "Case facultative : votre demande nous parvient dans tous les cas.",
      },
      placeholders: {
        name: "Jean Dupont",
        email: examples.email,
        phone: examples.phone,
        address: "12 rue des Mineurs, 62300 Lens",
        description:
          "Ex. : réfection complète d’une toiture en tuiles d’environ 90 m², gouttières en zinc à remplacer, maison des années 1930.",
      },
      servicePlaceholder: "Sélectionnez un type de travaux",
      submit: "Demander mon devis gratuit",
      success: {
        title: "Devis Envoyé !",
        text: "Merci, votre demande de devis est bien enregistrée. Nous vous recontactons sous 48 h pour convenir d’une visite gratuite.",
      },
    },
    errors: {
      summaryTitle: "Votre demande n’a pas été envoyée : merci de corriger les champs suivants.",
      name: "Indiquez votre nom et votre prénom.",
      phone: `Indiquez un numéro de téléphone français à 10 chiffres, par exemple ${examples.phone}.`,
      email: `Indiquez une adresse e-mail valide, par exemple ${examples.email}.`,
      city: "Indiquez la ville du chantier.",
      service: "Choisissez un service dans la liste.",
      message: "Décrivez votre projet en quelques mots.",
      address: "Indiquez l’adresse du chantier.",
      quoteService: "Choisissez un type de travaux dans la liste.",
      tooLong: (max: number) => `Ce champ est limité à ${max} caractères.`,
      singleLine: "Écrivez ce champ sur une seule ligne, sans retour à la ligne ni caractère invisible.",
      controlCharacters:
        "Ce texte contient un caractère invisible non autorisé : retapez-le ou collez-le sans mise en forme.",
      unreadable: "Le formulaire reçu est illisible. Merci de le remplir à nouveau depuis la page.",
      ...contactErrors(formContact()),
      unsupported: "Ce formulaire n’accepte que les envois faits depuis les pages du site (format de formulaire web).",
    },
    privacy: {
      title: "Vos données personnelles",
      link: "En savoir plus dans nos mentions légales",
      // Kept in step with app/content/legal.ts by forms.test.ts; importing legal.ts would ship all its text with the forms.
      href: "/mentions-legales#donnees-personnelles",
    },
  } as const;
}
