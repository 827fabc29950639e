/**
 * Copy of « Achats »: the suppliers' invoices and receipts the company received from its platform or added by hand,
 * their list, a purchase's page with the answers sent to the supplier and the payments, and the form that adds a
 * paper one from the phone. The statuses' and reasons' own words are in purchase-statuses.ts. Typed with ordinary
 * spaces; frenchSpaced binds the punctuation once, and the sentences made by a function are spaced when made.
 */

import { frenchSpaced, frenchSpacing } from "#app/lib/typography.ts";

const spaced =
  <A extends unknown[]>(sentence: (...args: A) => string) =>
  (...args: A) =>
    frenchSpacing(sentence(...args));

/** A purchase's state as its badge says it. */
export const purchaseStateLabels = frenchSpaced({
  unreadable: "Illisible",
  "to-check": "À vérifier",
  approved: "Approuvée",
  disputed: "En litige",
  suspended: "Suspendue",
  refused: "Refusée",
  paid: "Payée",
} as const);

/** The list's tabs: what the owner has to do with each purchase. */
export const purchaseTabLabels = frenchSpaced({
  "a-verifier": "À vérifier",
  "a-payer": "À payer",
  payees: "Payées",
  refusees: "Refusées",
  illisibles: "Illisibles",
} as const);

/** How a supplier was paid; the first is the default. */
export const supplierPaymentMethodLabels = {
  virement: "Virement",
  cheque: "Chèque",
  carte: "Carte bancaire",
  especes: "Espèces",
  prelevement: "Prélèvement",
} as const;

/** Where a status sent to the supplier stands with the company's platform. */
export const depositStateLabels = {
  pending: "En attente",
  sending: "En attente",
  deposited: "Transmis",
  rejected: "Refusé par la plateforme",
} as const;

/** The VAT rates a paper invoice is typed with, in hundredths of a percent, as printed on French receipts. */
export const handVatRates = [2000, 1000, 550, 0] as const;

export const purchasesCopy = frenchSpaced({
  list: {
    title: "Achats",
    count: (count: number) => (count === 0 ? "Aucune facture" : count === 1 ? "1 facture" : `${count} factures`),
    tabs: "Factures fournisseurs par étape",
    add: "Ajouter une facture papier",
    empty: {
      "a-verifier": "Aucune facture fournisseur à vérifier. Celles que la plateforme reçoit pour vous arrivent ici.",
      "a-payer": "Rien à payer pour le moment.",
      payees: "Aucune facture payée pour le moment.",
      refusees: "Aucune facture refusée.",
      illisibles: "Aucun fichier illisible.",
    },
    invoice: (number: string) => `Facture n° ${number}`,
    creditNote: (number: string) => `Avoir n° ${number}`,
    unreadable: "Fichier illisible",
    unknownSupplier: "Fournisseur inconnu",
    issued: spaced((date: string) => `Du ${date}`),
    received: spaced((date: string) => `Reçu le ${date}`),
    due: spaced((date: string) => `Échéance ${date}`),
    overdue: spaced((date: string) => `En retard : échéance ${date}`),
    remaining: spaced((amount: string) => `Reste ${amount}`),
    open: (supplier: string, number: string) => `${supplier} – ${number}`,
    ttc: "TTC",
  },
  detail: {
    back: "Achats",
    title: (isCreditNote: boolean, number: string | null) =>
      number ? `${isCreditNote ? "Avoir" : "Facture"} n° ${number}` : "Fichier illisible",
    added: "La facture est ajoutée. Vérifiez-la puis répondez au fournisseur.",
    done: {
      approve: "Facture approuvée : le fournisseur en est informé par la plateforme.",
      "approve-partially": "Facture approuvée en partie : le fournisseur en est informé par la plateforme.",
      dispute: "Facture contestée : le fournisseur en est informé par la plateforme.",
      suspend: "Facture suspendue : le fournisseur en est informé par la plateforme.",
      refuse: "Facture refusée : le fournisseur en est informé par la plateforme.",
      pay: "Paiement enregistré : le fournisseur en est informé par la plateforme.",
    },
    errorsTitle: "Rien n’a été envoyé :",
    problems: {
      "not-found": "Cette facture n’existe plus.",
      "not-allowed": "Cette réponse n’est plus possible dans l’état actuel de la facture. La page est à jour.",
      "reason-required": "Choisissez un motif, et écrivez-le quand c’est « Autre motif ».",
      "unknown-reason": "Ce motif n’est pas admis pour cette réponse.",
      "too-much": "Ce montant dépasse ce qui reste à payer.",
      "company-incomplete":
        "Renseignez le SIRET de l’entreprise (Mon site › L’entreprise) : la plateforme nomme l’acheteur par son SIREN.",
    },
    unreadableIntro: "Ce fichier n’a pas pu être lu. Il est gardé tel qu’il a été reçu, mais rien n’en est compté.",
    unreadableReason: "Raison",
    supplier: "Fournisseur",
    siren: "SIREN",
    vatNumber: "N° de TVA",
    noSupplierId: "non indiqué",
    document: "Facture",
    issueDate: "Date",
    dueDate: "Échéance",
    receivedAt: "Reçue le",
    origin: { platform: "Reçue de la plateforme", hand: "Ajoutée à la main" },
    syntax: {
      CII: "XML CII",
      UBL: "XML UBL",
      "Factur-X": "PDF Factur-X",
      PDF: "PDF",
      photo: "Photo",
    },
    format: "Format",
    reverseCharge: "Autoliquidation : la TVA est due par vous et déductible.",
    state: "État",
    reason: "Motif",
    files: "La facture",
    viewPdf: "Voir la facture (PDF)",
    viewPhoto: "Voir la photo",
    drawnHint: "Une version lisible, dessinée à partir du fichier XML reçu. L’original fait foi.",
    download: (name: string) => `Télécharger l’original (${name})`,
    sha256: "Empreinte SHA-256 de l’original",
    attachments: "Pièces jointes",
    lines: "Lignes",
    linesScroll: "Lignes de la facture, à faire défiler",
    noLines: "Facture saisie à la main : seuls les totaux par taux de TVA sont connus.",
    line: {
      name: "Désignation",
      quantity: "Qté",
      unitPrice: "PU HT",
      vat: "TVA",
      amount: "Montant HT",
    },
    totals: "Montants",
    vatRow: spaced((rate: string, base: string) => `TVA ${rate} sur ${base}`),
    vatOther: spaced((category: string, base: string) => `TVA (catégorie ${category}) sur ${base}`),
    exclTotal: "Total HT",
    vatTotal: "Total TVA",
    inclTotal: "Total TTC",
    payable: "Net à payer",
    payment: "Paiement",
    paymentTerms: "Conditions",
    iban: "IBAN",
    paymentReference: "Référence à rappeler",
    noPaymentDetails: "La facture ne donne pas de coordonnées de paiement.",
    notes: "Notes du fournisseur",
    answer: "Répondre au fournisseur",
    answerIntro: "Chaque réponse est envoyée au fournisseur par votre plateforme agréée.",
    reasonCode: "Motif",
    reasonPick: "Choisir un motif",
    reasonText: "Précisions pour le fournisseur",
    reasonTextHint: "Obligatoire pour « Autre motif ». 500 caractères au plus.",
    send: (label: string) => label,
    refuseAsk: "Refuser cette facture ?",
    refuseWarning:
      "Un refus est définitif : le fournisseur devra vous envoyer un avoir ou une nouvelle facture. Il ne pourra pas être annulé.",
    refuseConfirm: "Oui, refuser la facture",
    refuseCancel: "Annuler",
    statuses: "Réponses envoyées",
    handNotSent:
      "Facture ajoutée à la main : votre réponse est notée ici, rien n’est transmis au fournisseur par la plateforme.",
    noStatuses: "Aucune réponse envoyée pour le moment.",
    statusSent: spaced((date: string) => `le ${date}`),
    deposit: "Plateforme",
    payments: "Paiements",
    noPayments: "Aucun paiement enregistré.",
    paid: spaced((amount: string, remaining: string) => `Payé : ${amount}. Reste à payer : ${remaining}.`),
    paySent: "Paiement envoyé",
    payIntro: "Enregistrez le virement ou le règlement envoyé : le fournisseur en est informé.",
    payDate: "Date du paiement",
    payAmount: "Montant (€)",
    payMethod: "Moyen de paiement",
    creditNoteNoPay: "Un avoir ne se paie pas : il réduit ce que vous devez à ce fournisseur.",
  },
  form: {
    title: "Ajouter une facture papier",
    intro:
      "Une facture ou un ticket reçu sur papier ou par e-mail. Un PDF Factur-X est lu tout seul : il suffit de l’envoyer.",
    back: "Achats",
    file: "La facture",
    fileLabel: "Photo ou PDF de la facture",
    fileHint:
      "Prenez-la en photo ou choisissez un PDF. 15 Mo au plus ; la photo est réduite et ses données (lieu, appareil) effacées.",
    supplier: "Fournisseur",
    supplierPick: "Choisir le fournisseur",
    supplierNew: "Nouveau fournisseur",
    supplierNone: "Choisir un fournisseur",
    supplierName: "Nom du nouveau fournisseur",
    supplierSiren: "SIREN (facultatif)",
    supplierSirenHint: "9 chiffres, en haut ou en bas de la facture.",
    document: "Numéro et dates",
    number: "Numéro de la facture",
    issueDate: "Date de la facture",
    dueDate: "Échéance (facultatif)",
    creditNote: "C’est un avoir (le fournisseur vous rembourse)",
    reverseCharge: "Sous-traitance en autoliquidation : la facture porte « Autoliquidation » et aucune TVA",
    reverseChargeHint:
      "Saisissez son montant dans « Sans TVA » : la TVA est due par vous et déductible, le comptable la déclare.",
    keepPaper: "Gardez l’original papier : la photo sert au suivi, elle ne remplace pas la facture pour les impôts.",
    amounts: "Montants par taux de TVA",
    amountsIntro: "Recopiez le tableau de TVA de la facture. Laissez vides les taux qui n’y figurent pas.",
    rate: "Taux",
    taxable: (rate: string | null) => (rate ? `Montant HT à ${rate}` : "Montant sans TVA"),
    vat: (rate: string) => `TVA à ${rate}`,
    noVat: "sans TVA",
    noVatLegend: "Sans TVA",
    total: "Total TTC",
    submit: "Ajouter la facture",
    errorsTitle: "La facture n’est pas ajoutée :",
    duplicate: "Cette facture est déjà dans vos achats.",
    duplicateLink: "Ouvrir la facture déjà enregistrée",
    fileAgain: "Choisissez à nouveau la photo ou le PDF : rien n’est gardé tant que la facture n’est pas ajoutée.",
    notFacturX: "Ce PDF ne contient pas de facture électronique lisible : saisissez ses montants.",
  },
  errors: {
    form: "Le formulaire n’a pas pu être lu. Réessayez.",
    file: "Ajoutez la photo ou le PDF de la facture.",
    oneFile: "Envoyez un seul fichier par facture.",
    notImage: "Ce fichier n’est ni un PDF ni une photo lisible.",
    tooBig: "Ce fichier dépasse 15 Mo : prenez une photo ordinaire ou envoyez un PDF plus léger.",
    damaged: "Cette photo est abîmée ou incomplète : reprenez-la.",
    heic: "Cette photo est au format HEIC : réglez l’appareil photo sur « Le plus compatible » (JPEG), ou envoyez un PDF.",
    tooManyPixels: "Cette photo est trop grande. Envoyez une photo d’appareil ordinaire.",
    supplier: "Choisissez le fournisseur, ou « Nouveau fournisseur ».",
    unknownSupplier: "Ce fournisseur n’existe plus. Choisissez-en un autre.",
    supplierName: "Écrivez le nom du fournisseur.",
    supplierNameTooLong: "Le nom du fournisseur tient en 120 caractères.",
    siren: "Ce SIREN n’est pas valide : 9 chiffres, vérifiez-les sur la facture.",
    number: "Écrivez le numéro de la facture.",
    numberTooLong: "Le numéro tient en 60 caractères.",
    issueDate: "Indiquez la date de la facture (pas dans le futur).",
    dueDate: "L’échéance ne peut pas précéder la date de la facture.",
    amount: spaced((label: string) => `« ${label} » : écrivez un montant comme 125,40.`),
    vatWithoutBase: spaced((rate: string) => `TVA à ${rate} : indiquez aussi le montant HT.`),
    reverseChargeWithVat:
      "Une facture en autoliquidation ne porte pas de TVA : saisissez son montant dans « Sans TVA » seulement.",
    vatMismatch: spaced(
      (rate: string, expected: string) =>
        `TVA à ${rate} : le montant ne correspond pas au montant HT (environ ${expected} attendus).`,
    ),
    noAmount: "Indiquez au moins un montant HT.",
    reasonTooLong: "Les précisions tiennent en 500 caractères.",
    payAmount: "Indiquez le montant payé, comme 125,40.",
    payDate: "Indiquez la date du paiement (pas dans le futur).",
    payMethod: "Choisissez le moyen de paiement.",
  },
  pdf: {
    invoice: (number: string) => `Facture n° ${number}`,
    creditNote: (number: string) => `Avoir n° ${number}`,
    dates: (issued: string, due: string | null) => `Émise le ${issued}${due ? ` · échéance le ${due}` : ""}`,
    supplier: "Fournisseur",
    buyer: "Client",
    siren: (value: string) => `SIREN ${value}`,
    vat: (value: string) => `TVA ${value}`,
    payment: "Paiement",
    terms: spaced((text: string) => `Conditions : ${text}`),
    iban: spaced((value: string) => `IBAN : ${value}`),
    reference: spaced((value: string) => `Référence : ${value}`),
    notes: "Notes",
    footer: (syntax: string, page: number, count: number) =>
      `Vue lisible d’une facture reçue en XML ${syntax} – l’original fait foi – Page ${page} / ${count}`,
  },
});
