/**
 * Copy of the quotes (devis): the owner's screens, the client's page, the PDF and the e-mails. The legal mentions
 * are written once here and printed by the page and the PDF from the same functions (decision 020 cites each rule).
 */
import type { AmountError } from "#app/lib/french-format.ts";

export const quoteStateLabels = {
  brouillon: "Brouillon",
  envoye: "Envoyé",
  vu: "Vu",
  accepte: "Accepté",
  refuse: "Refusé",
  expire: "Expiré",
} as const;

export const lineKindLabels = {
  line: "Prestation",
  section: "Titre de section",
  travel: "Frais de déplacement",
} as const;

/** What a quote's mentions are filled from: the company as frozen in the revision, and the quote's own terms. */
export interface MentionSource {
  number: string;
  date: string;
  validUntil: string;
  paidQuote: boolean;
  urgentRepair: boolean;
  startText: string;
  paymentTerms: string;
  depositPercent: number;
  clientName: string;
  clientAddress: string;
  siteAddress: string;
  company: {
    name: string;
    phone: string;
    email: string;
    address: { street: string; postalCode: string; city: string };
    legal: { form: string; capital: string; siret: string; rcs: string; vat: string };
    insurance: { insurer: string; policyNumber: string; coverage: string };
    mediator: { name: string; address: string; url: string };
  };
}

/** 2026-11-23 → "23/11/2026". */
export function frenchDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

const parisDay = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "short" });

/** The day of an instant (an ISO timestamp in UTC) as the owner lives it: a reminder sent at 23:30 UTC is tomorrow's. */
export function frenchDateOfInstant(isoInstant: string): string {
  return parisDay.format(new Date(isoInstant));
}

export function companyAddress(source: MentionSource): string {
  const { street, postalCode, city } = source.company.address;
  return `${street}, ${postalCode} ${city}`;
}

/** A heading and its paragraphs, in the order the page and the PDF print them. */
export interface Mention {
  id: string;
  title: string;
  paragraphs: string[];
}

export const reducedRateCertification = {
  1000: (name: string) =>
    `Je soussigné(e) ${name} certifie, en qualité de preneur de la prestation, que les travaux réalisés concernent des locaux à usage d’habitation achevés depuis plus de deux ans et qu’ils n’ont pas eu pour effet, sur une période de deux ans au plus, de concourir à la production d’un immeuble neuf au sens du 2° du 2 du I de l’article 257 du CGI, ni d’entraîner une augmentation de la surface de plancher des locaux existants supérieure à 10 %.`,
  550: (name: string) =>
    `Je soussigné(e) ${name} certifie, en qualité de preneur de la prestation, que les travaux réalisés concernent des locaux à usage d’habitation achevés depuis plus de deux ans, qu’ils n’ont pas eu pour effet, sur une période de deux ans au plus, de concourir à la production d’un immeuble neuf au sens du 2° du 2 du I de l’article 257 du CGI, ni d’entraîner une augmentation de la surface de plancher des locaux existants supérieure à 10 % et qu’ils ont la nature de travaux de rénovation énergétique.`,
} as const;

export const withdrawalForm = (source: MentionSource): string[] => [
  `À l’attention de ${source.company.name}, ${companyAddress(source)}, ${source.company.email} :`,
  `Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la prestation de services ci-dessous : devis n° ${source.number}.`,
  "Commandé le (*) / reçu le (*) : …………",
  "Nom du (des) consommateur(s) : …………",
  "Adresse du (des) consommateur(s) : …………",
  "Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) : …………",
  "Date : …………",
  "(*) Rayez la mention inutile.",
];

/** Every mention the law asks of this quote (decision 020), filled from `source`. */
export function quoteMentions(source: MentionSource): Mention[] {
  const { company } = source;
  const mentions: Mention[] = [
    {
      id: "entreprise",
      title: "L’entreprise",
      paragraphs: [
        `${company.name}, ${company.legal.form}, capital ${company.legal.capital}. Siège : ${companyAddress(source)}.`,
        `SIRET ${company.legal.siret} – ${company.legal.rcs} – TVA intracommunautaire ${company.legal.vat}.`,
        `Téléphone ${company.phone} – ${company.email}.`,
      ],
    },
    {
      id: "devis",
      title: "Le devis",
      paragraphs: [
        `Devis n° ${source.number} établi le ${frenchDate(source.date)}, valable jusqu’au ${frenchDate(source.validUntil)} inclus.`,
        source.paidQuote ? "Ce devis est payant : son prix figure parmi les lignes." : "Ce devis est gratuit.",
        `Client : ${source.clientName}, ${source.clientAddress}.`,
        `Lieu d’exécution des travaux : ${source.siteAddress || source.clientAddress}.`,
        `Début des travaux ou délai d’exécution : ${source.startText}.`,
        `Conditions de paiement : ${source.paymentTerms}${source.depositPercent > 0 ? ` ; acompte de ${source.depositPercent} % à l’acceptation` : " ; sans acompte"}.`,
      ],
    },
    {
      id: "pieces",
      title: "Pièces remplacées",
      paragraphs: [
        "Vous pouvez conserver les pièces, éléments ou appareils remplacés : indiquez-le au moment d’accepter le devis.",
      ],
    },
    {
      id: "assurance",
      title: "Assurance décennale",
      paragraphs: [
        `Assureur : ${company.insurance.insurer}. Contrat n° ${company.insurance.policyNumber}. Couverture géographique : ${company.insurance.coverage}.`,
      ],
    },
    {
      id: "mediateur",
      title: "Médiation de la consommation",
      paragraphs: [
        `En cas de litige, vous pouvez recourir gratuitement au médiateur de la consommation : ${company.mediator.name}, ${company.mediator.address}, ${company.mediator.url}.`,
      ],
    },
  ];
  mentions.push(
    source.urgentRepair
      ? {
          id: "retractation",
          title: "Droit de rétractation",
          paragraphs: [
            "Ce devis porte sur des travaux de réparation à réaliser en urgence à votre domicile, que vous nous avez expressément demandés : le droit de rétractation ne s’applique pas, dans la limite des pièces de rechange et travaux strictement nécessaires pour répondre à l’urgence (article L221-28 8° du Code de la consommation).",
          ],
        }
      : {
          id: "retractation",
          title: "Droit de rétractation",
          paragraphs: [
            "Vous acceptez ce devis à distance : vous disposez de 14 jours à compter de votre acceptation pour vous rétracter, sans avoir à donner de motif (articles L221-18 et suivants du Code de la consommation). Pour l’exercer, adressez-nous une déclaration dénuée d’ambiguïté (courrier ou e-mail), par exemple avec le formulaire ci-dessous. Les travaux ne commencent pendant ce délai qu’à votre demande expresse.",
            "Exception : le droit de rétractation ne s’applique pas aux travaux d’entretien ou de réparation à réaliser en urgence à votre domicile et expressément demandés par vous (article L221-28 8°).",
            "Formulaire de rétractation (à compléter et renvoyer uniquement si vous souhaitez vous rétracter du contrat) :",
            ...withdrawalForm(source),
          ],
        },
  );
  return mentions;
}

const amountErrors: Record<AmountError, string> = {
  empty: "est vide",
  invalid: "n’est pas un nombre (chiffres et une virgule, par exemple 45,50)",
  negative: "ne peut pas être négatif",
  tooPrecise: "a trop de chiffres après la virgule",
  tooLarge: "est trop grand",
};

export const quotesCopy = {
  list: {
    title: "Devis",
    count: (count: number) => `${count.toLocaleString("fr-FR")} devis`,
    filters: "Statuts des devis",
    all: "Tous",
    empty: "Aucun devis pour l’instant. Ouvrez une demande et touchez « Faire un devis », ou commencez-en un ici.",
    emptyFiltered: "Aucun devis ne correspond à ces filtres.",
    search: "Rechercher (client, numéro, objet)",
    filter: "Filtrer",
    create: "Nouveau devis",
    draft: "Brouillon sans numéro",
    unnamed: "Client sans nom",
    open: (label: string) => `Ouvrir le devis ${label}`,
  },
  dashboard: {
    title: "Devis par mois",
    caption: "Devis envoyés, acceptés, refusés et expirés par mois, et leurs montants hors taxes",
    month: "Mois",
    sent: "Envoyés",
    accepted: "Acceptés",
    refused: "Refusés",
    expired: "Expirés",
    quoted: "Montant envoyé HT",
    acceptedAmount: "Montant accepté HT",
    rate: "Taux d’acceptation",
    rateHint: "parmi les devis acceptés, refusés ou expirés",
    delay: "Délai médian demande → devis",
    hours: (hours: number) =>
      hours < 48
        ? `${Math.round(hours).toLocaleString("fr-FR")} h`
        : `${Math.round(hours / 24).toLocaleString("fr-FR")} j`,
    none: "—",
  },
  fromLead: "Faire un devis",
  /** The request export's columns about its newest quote. */
  csvHeaders: ["Devis", "Statut du devis", "Total du devis TTC"],
  leadQuotes: "Devis de cette demande",
  editor: {
    title: (number: string | null) => (number ? `Devis ${number}` : "Nouveau devis"),
    back: "Tous les devis",
    fromRequest: (id: number) => `Demande n° ${id}`,
    client: "Client",
    clientName: "Nom du client",
    clientEmail: "E-mail du client",
    clientPhone: "Téléphone du client",
    clientAddress: "Adresse du client",
    siteAddress: "Adresse du chantier",
    siteAddressHint: "À remplir seulement si elle diffère de l’adresse du client.",
    work: "Travaux",
    titleLabel: "Objet du devis",
    lines: "Lignes",
    kind: "Type de ligne",
    designation: "Désignation",
    quantity: "Quantité",
    unit: "Unité",
    unitPrice: "Prix unitaire HT (€)",
    vatRate: "TVA",
    lineTotal: "Total HT",
    moveUp: (position: number) => `Monter la ligne ${position}`,
    moveDown: (position: number) => `Descendre la ligne ${position}`,
    remove: (position: number) => `Supprimer la ligne ${position}`,
    addLine: "Ajouter une ligne",
    addSection: "Ajouter un titre de section",
    addTravel: "Ajouter des frais de déplacement",
    catalogue: "Mes prestations",
    cataloguePick: "Choisir dans mes prestations",
    catalogueHint: "Tapez quelques lettres, puis choisissez",
    catalogueAdd: "Ajouter",
    saveToCatalogue: (position: number) => `Ajouter la ligne ${position} à mes prestations`,
    savedToCatalogue: "La prestation est ajoutée à vos prestations.",
    terms: "Conditions",
    startText: "Début des travaux ou délai",
    paymentTerms: "Conditions de paiement",
    depositPercent: "Acompte (%)",
    validityDays: "Validité (jours)",
    paidQuote: "Devis payant",
    urgentRepair: "Réparation urgente demandée par le client (pas de droit de rétractation)",
    totals: "Totaux",
    save: "Enregistrer",
    saved: "Le devis est enregistré.",
    send: "Envoyer au client",
    sendAgain: "Envoyer la nouvelle version",
    sent: (number: string) => `Le devis ${number} est envoyé au client.`,
    link: "Lien du client",
    linkHint:
      "À envoyer aussi par SMS ou messagerie. Il ne s’affiche qu’une fois : gardez-le, ou faites-en un nouveau.",
    copy: "Copier le lien",
    copied: "Lien copié",
    newLink: "Faire un nouveau lien",
    revoke: "Retirer tous les liens",
    revoked: (count: number) => `${count} lien(s) retiré(s) : le client ne peut plus ouvrir ce devis.`,
    pdf: "Voir le PDF",
    acceptedPdf: "PDF accepté",
    frozen: "Ce devis est accepté : il ne peut plus être modifié.",
    edited: "Vous avez modifié le devis depuis son envoi : envoyez la nouvelle version au client.",
    clientMessage: "Message du client",
    accepted: (date: string, name: string) => `Accepté le ${date} par ${name}`,
    state: "Statut",
  },
  errors: {
    title: "Le devis n’est pas enregistré :",
    // Shared by the quotes' and the invoices' editors.
    tooManyLines: (max: number) => `${max} lignes au plus : regroupez ou retirez des lignes.`,
    noClient: "Indiquez le nom du client.",
    tooLong: (label: string, max: number) => `« ${label} » dépasse ${max} caractères.`,
    designation: (position: number) => `Ligne ${position} : indiquez la désignation.`,
    amount: (position: number, label: string, error: AmountError) =>
      `Ligne ${position} : « ${label} » ${amountErrors[error]}.`,
    unit: (position: number) => `Ligne ${position} : choisissez une unité de la liste.`,
    vatRate: (position: number) => `Ligne ${position} : choisissez un taux de TVA de la liste.`,
    kind: (position: number) => `Ligne ${position} : type de ligne inconnu.`,
    number: (label: string) => `« ${label} » doit être un nombre entier dans les limites.`,
    email: "L’e-mail du client n’est pas une adresse valide.",
    empty: "Ajoutez au moins une ligne chiffrée avant d’envoyer le devis.",
    unchanged: "Ce devis est déjà envoyé et n’a pas changé depuis.",
    accepted: "Ce devis est accepté : il ne peut plus être modifié ni renvoyé.",
    noEmail: "Le devis est envoyé, mais le client n’a pas d’e-mail : envoyez-lui le lien ci-dessous.",
  },
  client: {
    title: (number: string) => `Devis ${number}`,
    intro: (company: string) => `Devis de ${company}`,
    lines: "Détail du devis",
    totalsTitle: "Montants",
    exclTotal: "Total HT",
    vatFor: (rate: string, base: string) => `TVA ${rate} sur ${base}`,
    vatTotal: "Total TVA",
    inclTotal: "Total TTC",
    pdf: "Télécharger le devis (PDF)",
    acceptTitle: "Accepter le devis",
    fullName: "Votre nom et prénom",
    bonPourAccord: "Bon pour accord : j’accepte ce devis, ses lignes, ses montants et ses conditions.",
    keepParts: "Je souhaite conserver les pièces remplacées.",
    certification: "Je certifie l’attestation de TVA à taux réduit ci-dessus.",
    certificationTitle: "Attestation pour la TVA à taux réduit",
    accept: "J’accepte le devis",
    refuseTitle: "Refuser le devis",
    refuseReason: "Raison (facultative)",
    refuse: "Refuser le devis",
    changeTitle: "Demander une modification",
    changeMessage: "Votre message",
    change: "Envoyer la demande de modification",
    acceptedBy: (date: string, name: string) => `Accepté le ${date} par ${name}.`,
    accepted: "Merci ! Votre acceptation est enregistrée. L’entreprise en est prévenue.",
    refused: "Votre refus est enregistré. Merci de nous avoir répondu.",
    changeSent: "Votre demande de modification est transmise à l’entreprise.",
    isRefused: "Vous avez refusé ce devis.",
    expired: (date: string, phone: string) =>
      `Ce devis n’est plus valable depuis le ${date} et ne peut plus être accepté. Pour en recevoir un nouveau, appelez-nous au ${phone} ou répondez à l’e-mail du devis.`,
    replaced: (revision: number) =>
      `Ce lien menait à une version précédente : le devis a été remplacé par la version ${revision}, affichée ci-dessous.`,
    revision: (revision: number) => `Version ${revision}`,
    errors: {
      fullName: "Tapez votre nom et prénom (2 à 100 caractères).",
      bonPourAccord: "Cochez « Bon pour accord » pour accepter le devis.",
      certification: "Cochez l’attestation de TVA à taux réduit pour accepter le devis à ce taux.",
      message: "Écrivez votre demande (5 000 caractères au plus).",
      already: "Ce devis est déjà accepté.",
      replaced: "Ce devis a été remplacé par une nouvelle version : relisez-la avant de l’accepter.",
      closed: "Ce devis n’attend plus de réponse.",
    },
    unknownTitle: "Lien de devis introuvable",
    unknown:
      "Ce lien ne mène à aucun devis. Vérifiez qu’il est complet (copiez-le en entier depuis l’e-mail ou le SMS), ou contactez l’entreprise.",
    revokedTitle: "Lien retiré",
    revoked: "L’entreprise a retiré ce lien. Contactez-la pour recevoir le devis à nouveau.",
    throttled: "Trop de tentatives depuis votre connexion. Réessayez dans quelques minutes.",
  },
  mail: {
    subject: (number: string, company: string) => `Votre devis ${number} – ${company}`,
    body: (name: string, number: string, link: string, company: string, phone: string) =>
      [
        `Bonjour ${name},`,
        "",
        `Voici notre devis n° ${number}, en pièce jointe (PDF). Vous pouvez aussi le lire et l’accepter en ligne :`,
        link,
        "",
        `Une question ? Appelez-nous au ${phone} ou répondez à cet e-mail.`,
        "",
        company,
      ].join("\n"),
    acceptedSubject: (number: string) => `Devis ${number} accepté`,
    accepted: (number: string, name: string, date: string) =>
      `Le devis ${number} a été accepté le ${date} par ${name}.`,
    refusedSubject: (number: string) => `Devis ${number} refusé`,
    refused: (number: string, reason: string) =>
      `Le client a refusé le devis ${number}.${reason ? ` Raison : ${reason}` : ""}`,
    changeSubject: (number: string) => `Modification demandée sur le devis ${number}`,
    change: (number: string, message: string) =>
      `Le client demande une modification du devis ${number} :\n\n${message}`,
  },
  pdf: {
    page: (page: number, count: number) => `Page ${page} / ${count}`,
    title: (number: string, revision: number) => `Devis n° ${number}${revision > 1 ? ` (version ${revision})` : ""}`,
  },
} as const;
