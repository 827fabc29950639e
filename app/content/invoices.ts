/**
 * Copy of the invoices and credit notes: the owner's screens, the client's page, the PDF, the reminders and the
 * e-mails. The legal mentions are written once here and printed by the page and the PDF from the same function
 * (decision 023 cites each rule).
 */
import { addressLine, formatEuros, formatRate } from "#app/lib/french-format.ts";
import type { InvoiceDocument, InvoiceKind } from "#app/services/billing/documents/invoice-document.ts";
import { frenchDate, type Mention, reducedRateCertification } from "./quotes.ts";
import { invoiceRetentionParagraphs, retentionCopy } from "./retention.ts";
import { reverseChargeMention } from "./reverse-charge-mention.ts";

export const invoiceKindLabels: Record<InvoiceKind, string> = {
  acompte: "Facture d’acompte",
  solde: "Facture de solde",
  facture: "Facture",
  avoir: "Avoir",
};

export const invoiceStateLabels = {
  brouillon: "Brouillon",
  emise: "Émise",
  vue: "Vue",
  partiellement_payee: "Partiellement payée",
  payee: "Payée",
  en_retard: "En retard",
  annulee: "Annulée",
  /** A credit note's "émise": "un avoir" is masculine. */
  emis: "Émis",
} as const;

export const paymentMethodLabels = {
  virement: "Virement",
  cheque: "Chèque",
  especes: "Espèces",
  carte: "Carte bancaire",
} as const;

/** The late-payment terms a business client's invoice carries (Code de commerce L441-10 II and D441-5). */
export const businessLatePayment =
  "En cas de retard de paiement, des pénalités sont exigibles de plein droit au taux d’intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points, ainsi qu’une indemnité forfaitaire pour frais de recouvrement de 40 € (articles L441-10 et D441-5 du Code de commerce).";
/** A private client owes interest at the legal rate once put on notice (Code civil 1231-6). */
export const consumerLatePayment =
  "En cas de retard de paiement, des intérêts au taux légal sont dus à compter de la mise en demeure (article 1231-6 du Code civil).";
export const noEarlyPaymentDiscount = "Pas d’escompte pour paiement anticipé.";

/** "émis" for a credit note ("un avoir"), "émise" for an invoice ("une facture"). */
export function issuedWord(kind: InvoiceKind): string {
  return kind === "avoir" ? "émis" : "émise";
}

export function documentTitle(document: Pick<InvoiceDocument, "kind" | "number">): string {
  return `${invoiceKindLabels[document.kind]} n° ${document.number}`;
}

/** Every mention the law asks of this invoice or credit note (decision 023), filled from its frozen document. */
export function invoiceMentions(document: InvoiceDocument, releaseDate: string | null = null): Mention[] {
  const { company, client } = document;
  const retention = document.kind === "avoir" ? undefined : document.retention;
  const held = retention?.heldCents ?? 0;
  const business = client.siren !== null;
  const mentions: Mention[] = [
    {
      id: "entreprise",
      title: "L’entreprise",
      paragraphs: [
        `${company.name}, ${company.legalForm}, capital ${company.capital}. Siège : ${addressLine(company.address)}.`,
        `SIRET ${company.siret} – ${company.rcs} – TVA intracommunautaire ${company.vatNumber}.`,
        `Téléphone ${company.phone} – ${company.email}.`,
      ],
    },
    {
      id: "client",
      title: "Le client",
      paragraphs: [
        `${client.name}, ${addressLine(client.address)}.`,
        ...(business
          ? [`SIREN ${client.siren}${client.vatNumber ? ` – TVA intracommunautaire ${client.vatNumber}` : ""}.`]
          : []),
        ...(document.siteAddress ? [`Adresse de réalisation des travaux : ${document.siteAddress}.`] : []),
      ],
    },
    {
      id: "document",
      title: invoiceKindLabels[document.kind],
      paragraphs: [
        `${documentTitle(document)}, ${issuedWord(document.kind)} le ${frenchDate(document.date)}.`,
        ...(document.credited
          ? [`Cet avoir porte sur la facture n° ${document.credited.number} du ${frenchDate(document.credited.date)}.`]
          : []),
        ...(document.quote ? [`Devis n° ${document.quote.number} du ${frenchDate(document.quote.date)}.`] : []),
        document.kind === "acompte"
          ? `Acompte demandé le ${frenchDate(document.serviceDate)}, avant l’exécution des travaux.`
          : `Date d’achèvement de la prestation : ${frenchDate(document.serviceDate)}.`,
        "Catégorie de l’opération : prestation de services.",
      ],
    },
    {
      id: "tva",
      title: "TVA",
      paragraphs: [
        ...document.totals.byRate.map(
          (rate) =>
            `TVA à ${formatRate(rate.vatRate)} : ${formatEuros(rate.vatCents)} sur une base hors taxes de ${formatEuros(rate.baseCents)}.`,
        ),
        // The reverse-charged works' VAT is the contractor's: nothing of ours falls due on receipt.
        ...(document.reverseCharge ? [reverseChargeMention] : []),
        ...(document.kind === "acompte" && !document.reverseCharge
          ? ["La TVA de cet acompte est due lors de son encaissement (article 269, 2, c du Code général des impôts)."]
          : []),
        ...(company.vatOnDebits && !document.reverseCharge
          ? ["Option pour le paiement de la taxe d’après les débits."]
          : []),
      ],
    },
  ];
  if (document.reducedRateCertifiedBy) {
    mentions.push({
      id: "attestation",
      title: "Attestation pour la TVA à taux réduit",
      paragraphs: [
        `Attestation certifiée par le client lors de l’acceptation du devis${document.quote ? ` n° ${document.quote.number}` : ""} :`,
        ...document.totals.byRate
          .filter((rate) => rate.vatRate !== 2000)
          .map((rate) =>
            reducedRateCertification[rate.vatRate as 1000 | 550](document.reducedRateCertifiedBy as string),
          ),
      ],
    });
  }
  if (document.kind !== "avoir") {
    mentions.push({
      id: "paiement",
      title: "Paiement",
      paragraphs: [
        held > 0
          ? `À payer avant le ${frenchDate(document.dueDate)} : ${formatEuros(document.amountDueCents - held)}, la retenue de garantie de ${formatEuros(held)} déduite. ${document.paymentTerms}.`
          : `À payer avant le ${frenchDate(document.dueDate)} : ${formatEuros(document.amountDueCents)}. ${document.paymentTerms}.`,
        `Par virement : IBAN ${company.iban}, BIC ${company.bic}, référence ${document.paymentReference}.`,
        noEarlyPaymentDiscount,
        business ? businessLatePayment : consumerLatePayment,
      ],
    });
  }
  if (retention) {
    mentions.push({
      id: "retenue",
      title: retentionCopy.legend,
      paragraphs: invoiceRetentionParagraphs(retention, document.amountDueCents, releaseDate),
    });
  }
  mentions.push({
    id: "assurance",
    title: "Assurance décennale",
    paragraphs: [
      `Assureur : ${company.insurance.insurer}. Contrat n° ${company.insurance.policyNumber}. Couverture géographique : ${company.insurance.coverage}.`,
    ],
  });
  return mentions;
}

export const invoicesCopy = {
  list: {
    title: "Factures",
    count: (count: number) => `${count.toLocaleString("fr-FR")} document${count > 1 ? "s" : ""}`,
    states: "Statuts des factures",
    kinds: "Type",
    allKinds: "Tous les types",
    all: "Toutes",
    search: "Rechercher (client, numéro, objet)",
    filter: "Filtrer",
    empty:
      "Aucune facture pour l’instant. Sur un devis accepté, touchez « Facturer un acompte » ou « Facturer le solde », ou commencez-en une ici.",
    emptyFiltered: "Aucune facture ne correspond à ces filtres.",
    create: "Nouvelle facture",
    settings: "Relances et banque",
    draft: "Brouillon sans numéro",
    unnamed: "Client sans nom",
    remaining: (amount: string) => `Reste ${amount}`,
    due: (date: string) => `échéance ${date}`,
    exportTitle: "Export pour le comptable",
    exportHint: "Écritures de ventes (format FEC), factures et paiements (CSV) et les PDF de la période, dans un ZIP.",
    from: "Du",
    to: "Au",
    export: "Télécharger l’export",
  },
  fromQuote: {
    title: "Facturation",
    deposit: "Facturer un acompte",
    depositPercent: "Pourcentage",
    depositAmount: "ou montant TTC (€)",
    final: "Facturer le solde",
    invoices: "Factures de ce devis",
    notAccepted: "Ce devis n’est pas accepté : il ne peut pas encore être facturé.",
    noDeposit: "Indiquez un pourcentage (1 à 100) ou un montant d’acompte.",
    tooLarge: "L’acompte dépasse le total du devis.",
    finalExists: "Une facture de solde existe déjà pour ce devis (annulez-la par un avoir pour en faire une autre).",
  },
  fromLead: "Faire une facture",
  editor: {
    title: (kind: InvoiceKind, number: string | null) =>
      number ? `${invoiceKindLabels[kind]} ${number}` : `${invoiceKindLabels[kind]} (brouillon)`,
    back: "Toutes les factures",
    quote: (number: string) => `Devis ${number}`,
    lead: (id: number) => `Demande n° ${id}`,
    client: "Client",
    clientName: "Nom du client",
    clientEmail: "E-mail du client",
    clientAddress: "Adresse du client (rue, code postal, ville)",
    clientSiren: "SIREN du client (entreprise)",
    clientSirenHint: "Pour une entreprise : la facture devient une Factur-X. Laissez vide pour un particulier.",
    clientVat: "N° de TVA du client (entreprise)",
    siteAddress: "Adresse du chantier",
    siteAddressHint: "À remplir seulement si elle diffère de l’adresse du client.",
    work: "Prestation",
    titleLabel: "Objet",
    serviceDate: "Date d’achèvement des travaux",
    depositDate: "Date de la demande d’acompte",
    paymentDays: "Délai de paiement (jours, 0 = à réception)",
    remindersOn: "Relancer le client automatiquement",
    lines: "Lignes",
    deposits: "Acomptes déduits",
    deposit: (number: string, date: string, amount: string) => `Acompte ${number} du ${date} : −${amount}`,
    amountDue: "Net à payer",
    save: "Enregistrer le brouillon",
    saved: "Le brouillon est enregistré.",
    issue: "Émettre et envoyer",
    issueHint:
      "Une fois émise, la facture reçoit son numéro et ne peut plus être modifiée ni supprimée : seul un avoir peut la corriger.",
    issued: (kind: InvoiceKind, number: string) =>
      kind === "avoir" ? `${number} est émis et envoyé au client.` : `${number} est émise et envoyée au client.`,
    issuedNoEmail: (kind: InvoiceKind, number: string) =>
      `${number} est ${issuedWord(kind)}. Le client n’a pas d’e-mail : envoyez-lui le lien ci-dessous.`,
    deleteDraft: "Supprimer le brouillon",
    deleted: "Le brouillon est supprimé.",
    frozen: "Ce document est émis : il ne peut plus être modifié ni supprimé. Pour le corriger, établissez un avoir.",
    frozenCreditNote:
      "Cet avoir est émis : il ne peut plus être modifié ni supprimé. Un avoir ne se corrige pas par un autre avoir : émettez une nouvelle facture si besoin.",
    creditNote: "Établir un avoir",
    creditNoteHint: "L’avoir reprend les lignes de la facture : réduisez-les pour un avoir partiel.",
    creditNoteDepositsHint:
      "Un avoir qui annule toute la facture reprend aussi ses acomptes déduits : il crédite le net à payer, et la facture de solde corrigée déduira de nouveau les acomptes. Un avoir partiel réduit les travaux, dans la limite du net à payer.",
    amountCredited: "Crédité au client",
    creditNotes: "Avoirs",
    credits: (number: string) => `Avoir sur la facture ${number}`,
    pdf: "PDF",
    xml: "XML Factur-X",
    sha: (hash: string) => `Empreinte SHA-256 du PDF émis : ${hash}`,
    link: "Lien du client",
    linkHint: "À envoyer aussi par SMS. Il ne s’affiche qu’une fois : gardez-le, ou faites-en un nouveau.",
    copy: "Copier le lien",
    copied: "Lien copié",
    newLink: "Faire un nouveau lien",
    revoke: "Retirer tous les liens",
    revoked: (count: number) => `${count} lien(s) retiré(s).`,
    state: "Statut",
    figures: "Montants",
    incl: "Total TTC",
    due: "Dû",
    paid: "Payé",
    credited: "Avoirs",
    remaining: "Reste à payer",
    dueDate: "Échéance",
    payments: "Paiements",
    noPayments: "Aucun paiement enregistré.",
    paymentDate: "Date du paiement",
    paymentAmount: "Montant (€)",
    paymentMethod: "Moyen de paiement",
    paymentNote: "Note (facultative)",
    recordPayment: "Enregistrer le paiement",
    recorded: (amount: string, remaining: string) => `Paiement de ${amount} enregistré. Reste à payer : ${remaining}.`,
    cancelPayment: "Annuler ce paiement",
    paymentCancelled: "Le paiement est annulé par une écriture inverse.",
    cancelledPayment: "annulé",
    reminders: "Relances",
    remindersNone: "Aucune relance envoyée.",
    reminderSent: (step: string, date: string) => `${step} : envoyée le ${date}`,
    remindersStop: "Arrêter les relances",
    remindersStart: "Reprendre les relances",
    remindersStopped: "Les relances de cette facture sont arrêtées.",
    remindersStarted: "Les relances de cette facture reprennent.",
    missingTitle: "Avant d’émettre, complétez :",
  },
  errors: {
    title: "La facture n’est pas enregistrée :",
    noClient: "Indiquez le nom et l’adresse du client.",
    email: "L’e-mail du client n’est pas une adresse valide.",
    siren: "Le SIREN du client doit compter 9 chiffres dont la clé est juste.",
    vat: "Le numéro de TVA du client n’a pas la forme FR + 11 caractères.",
    serviceDate: "Indiquez la date d’achèvement des travaux (JJ/MM/AAAA).",
    paymentDays: "Le délai de paiement est un nombre de jours de 0 à 60 (article L441-10 du Code de commerce).",
    empty: "Ajoutez au moins une ligne chiffrée avant d’émettre.",
    issued: "Ce document est émis : il ne peut plus être modifié.",
    overCredit: "Le total de l’avoir dépasse ce qui reste de la facture (avoirs déjà émis déduits).",
    partialOverDue:
      "Cet avoir partiel dépasse le net à payer de la facture (acomptes déduits, avoirs déjà émis déduits) : réduisez-le, ou annulez toute la facture par un avoir de son montant total.",
    partialDeposit:
      "Une facture d’acompte s’annule en entier : établissez un avoir de tout son montant, puis une nouvelle facture d’acompte si besoin.",
    depositDeducted:
      "Cet acompte est déduit par la facture de solde : annulez d’abord celle-ci par un avoir, puis l’acompte.",
    zero: "Le montant à payer ne peut pas être nul ou négatif.",
    notIssued: "Un avoir ne porte que sur une facture émise.",
    creditNote: "Un avoir ne se corrige pas par un autre avoir : émettez une nouvelle facture si besoin.",
    payment: {
      missing: "Cette facture n’existe pas.",
      draft: "Émettez la facture avant d’enregistrer un paiement.",
      creditNote: "Un avoir ne reçoit pas de paiement.",
      cancelled: "Cette facture est annulée par un avoir : elle ne reçoit plus de paiement.",
      overpaid: "Ce paiement dépasse le reste à payer de la facture.",
      paidAlready: "Cette facture est déjà entièrement payée.",
      amount: "Indiquez un montant positif en euros, par exemple 341,10.",
      date: "Indiquez la date du paiement (pas dans le futur).",
      method: "Choisissez un moyen de paiement de la liste.",
    },
  },
  settings: {
    title: "Relances et banque",
    bank: "Coordonnées bancaires",
    bankHint:
      "Imprimées sur chaque facture, avec un QR code de virement que l’application bancaire du client lit. Elles valent pour les factures émises à partir de maintenant.",
    iban: "IBAN",
    bic: "BIC",
    vatOnDebits: "J’ai opté pour le paiement de la TVA d’après les débits",
    reminders: "Relances automatiques",
    remindersHint:
      "Jours avant (nombre négatif) ou après l’échéance, séparés par des virgules. Laissez vide pour ne jamais relancer.",
    offsets: "Jours de relance",
    save: "Enregistrer",
    saved: "Les réglages sont enregistrés.",
    offsetsError: "Écrivez des nombres entiers de −30 à 365 séparés par des virgules, par exemple « -3, 1, 15, 30 ».",
  },
  client: {
    intro: (company: string) => `De ${company}`,
    lines: "Détail",
    exclTotal: "Total HT",
    vatFor: (rate: string, base: string) => `TVA ${rate} sur ${base}`,
    inclTotal: "Total TTC",
    depositDeducted: (number: string, date: string) => `Acompte n° ${number} du ${date}`,
    amountDue: "Net à payer",
    amountCredited: "Montant crédité",
    remaining: "Reste à payer",
    dueDate: (date: string) => `À payer avant le ${date}`,
    paid: "Cette facture est payée. Merci !",
    cancelled: "Cette facture est annulée par un avoir.",
    late: "Le délai de paiement est dépassé.",
    payTitle: "Payer par virement",
    payHint: "Scannez le QR code avec l’application de votre banque : le montant et la référence sont remplis.",
    holder: "Bénéficiaire",
    iban: "IBAN",
    bic: "BIC",
    reference: "Référence à indiquer",
    amount: "Montant",
    copy: "Copier",
    copied: "Copié",
    pdf: "Télécharger la facture (PDF)",
    xml: "Télécharger le XML Factur-X",
    unknownTitle: "Lien de facture introuvable",
    unknown:
      "Ce lien ne mène à aucune facture. Vérifiez qu’il est complet (copiez-le en entier depuis l’e-mail ou le SMS), ou contactez l’entreprise.",
    revokedTitle: "Lien retiré",
    revoked: "L’entreprise a retiré ce lien. Contactez-la pour recevoir la facture à nouveau.",
    throttled: "Trop de tentatives depuis votre connexion. Réessayez dans quelques minutes.",
    deposits: "Acomptes déduits",
    totalsTitle: "Totaux",
    /** What the client reads of a state: "Vue" is the owner's word for the client's own reading. */
    states: {
      emise: "À payer",
      vue: "À payer",
      partiellement_payee: "Partiellement payée",
      payee: "Payée",
      en_retard: "En retard",
      annulee: "Annulée",
    },
    dated: (title: string, date: string) => `${title} du ${date}`,
    backToQuote: (number: string) => `Retour au devis n° ${number}`,
    jobTitle: "Vos factures pour ce devis",
    jobRemaining: (amount: string) => `Reste à payer sur ce chantier : ${amount}`,
    open: (title: string) => `Ouvrir la ${title.toLowerCase()}`,
  },
  mail: {
    subject: (title: string, company: string) => `${title} – ${company}`,
    body: (name: string, title: string, amount: string, due: string, link: string, company: string, phone: string) =>
      [
        `Bonjour ${name},`,
        "",
        `Voici notre ${title.charAt(0).toLowerCase()}${title.slice(1)}, en pièce jointe (PDF) : ${amount} à régler avant le ${due}.`,
        "Vous pouvez aussi la lire et la payer par virement en ligne (IBAN, référence et QR code) :",
        link,
        "",
        `Une question ? Appelez-nous au ${phone} ou répondez à cet e-mail.`,
        "",
        company,
      ].join("\n"),
    creditBody: (name: string, title: string, link: string, company: string) =>
      [
        `Bonjour ${name},`,
        "",
        `Voici notre ${title.toLowerCase()}, en pièce jointe (PDF), également en ligne :`,
        link,
        "",
        company,
      ].join("\n"),
    reminderSubject: (number: string, company: string, late: boolean) =>
      `${late ? "Relance" : "Rappel"} : facture ${number} – ${company}`,
    reminder: (
      name: string,
      number: string,
      remaining: string,
      due: string,
      late: boolean,
      link: string,
      company: string,
    ) =>
      [
        `Bonjour ${name},`,
        "",
        late
          ? `Sauf erreur de notre part, la facture n° ${number} reste impayée : ${remaining} étaient à régler avant le ${due}.`
          : `Pour rappel, la facture n° ${number} est à régler avant le ${due} : il reste ${remaining} à payer.`,
        "Le détail, l’IBAN, la référence et un QR code de virement sont sur cette page et dans le PDF joint :",
        link,
        "",
        "Si vous avez réglé entre-temps, merci de ne pas tenir compte de ce message.",
        "",
        company,
      ].join("\n"),
    paidSubject: (number: string) => `Facture ${number} payée`,
  },
  reminderPdf: {
    title: (number: string, late: boolean) => `${late ? "Relance" : "Rappel"} – facture n° ${number}`,
    intro: (number: string, date: string, due: string) => `Facture n° ${number} du ${date}, à régler avant le ${due}.`,
    invoiced: "Montant de la facture (net à payer)",
    paid: "Déjà payé",
    credited: "Avoirs",
    remaining: "Reste à payer",
    step: (offset: number) =>
      offset < 0
        ? `${-offset} jour${offset < -1 ? "s" : ""} avant l’échéance`
        : `${offset} jour${offset > 1 ? "s" : ""} après l’échéance`,
  },
  pdf: {
    page: (page: number, count: number) => `Page ${page} / ${count}`,
  },
  dashboard: {
    title: "Facturation",
    invoiced: "Facturé",
    invoicedHint: "sur 12 mois, TTC, avoirs déduits",
    collected: "Encaissé",
    collectedHint: "sur 12 mois",
    outstanding: "Reste à encaisser",
    outstandingHint: "aujourd’hui, toutes factures confondues",
    overdue: "En retard",
    overdueHint: (count: number) =>
      count === 0 ? "aucune facture échue" : count === 1 ? "1 facture échue" : `${count} factures échues`,
    caption: "Facturé, encaissé et reste à encaisser par mois, toutes taxes comprises",
    month: "Mois",
    invoicedColumn: "Facturé",
    collectedColumn: "Encaissé",
    outstandingColumn: "Reste dû en fin de mois",
    funnel: {
      title: "Ce que le site a rapporté",
      intro: (since: string) =>
        `Les demandes reçues par le site depuis le ${since} (hors spam) et ce qu’elles sont devenues, montants TTC.`,
      requests: (count: number) => (count > 1 ? "demandes reçues" : "demande reçue"),
      quoted: (count: number) => (count > 1 ? "devis envoyés" : "devis envoyé"),
      accepted: (count: number) => (count > 1 ? "devis acceptés" : "devis accepté"),
      invoiced: (count: number) => (count > 1 ? "factures émises, avoirs déduits" : "facture émise, avoirs déduits"),
      paid: (count: number) => (count > 1 ? "factures payées, encaissé" : "facture payée, encaissé"),
    },
  },
  /** The accountant's ZIP, from the owner's space (/pro/factures/export.zip) and from `npm run invoices`. */
  accountantExport: {
    badDates: "Indiquez le début et la fin de la période, deux dates au format AAAA-MM-JJ.",
    reversed: "La date de fin précède la date de début : inversez-les.",
    tooLong: "La période dépasse 3 ans : faites un export par exercice.",
    noSiret:
      "Le SIRET de l’entreprise n’est pas encore renseigné : complétez le champ « SIRET » dans Mon site › L’entreprise, puis publiez. Ses 9 premiers chiffres, le SIREN, nomment le fichier des écritures.",
    fileName: (from: string, to: string) => `export-comptable-${from}-au-${to}.zip`,
    cli: {
      usage: [
        "Usage : npm run invoices -- <commande>",
        "  export --from AAAA-MM-JJ --to AAAA-MM-JJ --out FICHIER.zip",
        "                         écrit l’export pour le comptable (écritures FEC, CSV, PDF) de la période",
        "  verify-journal         vérifie la chaîne du journal des paiements (code de sortie 1 si elle est rompue)",
        "  close-months           scelle les mois terminés du journal des paiements",
        "  e-reporting --period AAAA-MM [--out FICHIER.xml] [--send] [--corrective] [--regime RÉGIME]",
        "                         écrit (ou affiche) l’e-reporting du mois : ventes aux particuliers et à l’étranger",
        "                         (flux 10.3), encaissements de prestations (flux 10.4) ; --send le dépose sur la",
        "                         plateforme agréée, --corrective en fait un rectificatif ; les dates limites suivent le",
        "                         régime de TVA de « L’entreprise », ou --regime (reel-normal-mensuel,",
        "                         reel-normal-trimestriel, simplifie, franchise)",
      ].join("\n"),
      unknownCommand: (command: string) => `Commande inconnue : ${command}`,
      noOut: "Indiquez le fichier à écrire : --out FICHIER.zip",
      noDatabase: (file: string) =>
        `Aucune base à l’emplacement ${file} (LEADS_DB) : aucune facture ni aucun paiement.`,
      written: (file: string, invoices: number, payments: number, bytes: number) =>
        `${file} écrit : ${invoices} facture(s) ou avoir(s), ${payments} paiement(s), ${bytes.toLocaleString("fr-FR")} octets.`,
      journalOk: (entries: number, closures: number) =>
        `Journal des paiements intact : ${entries} écriture(s), ${closures} clôture(s) mensuelle(s).`,
      journalBroken: (problem: string) => `Journal des paiements rompu : ${problem}.`,
      closed: (months: readonly string[]) =>
        months.length === 0 ? "Aucun mois à clôturer." : `Mois clôturés : ${months.join(", ")}.`,
    },
  },
} as const;
