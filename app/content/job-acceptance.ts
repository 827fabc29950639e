/*
 * The « procès-verbal de réception » of a finished job (decision 057): what its page, its PDF and the client's
 * e-mail say, and the end-of-job checklist of the job's page. The legal wording follows articles 1792, 1792-3,
 * 1792-4-1 and 1792-6 of the Code civil.
 */

/** 2026-11-23 → "23 novembre 2026". */
export function longFrenchDate(isoDate: string): string {
  return new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate.slice(0, 10)}T12:00:00Z`),
  );
}

/** An instant as the client lives it: "23 novembre 2026 à 14:05". */
export function frenchMoment(isoInstant: string): string {
  return new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" }).format(
    new Date(isoInstant),
  );
}

const reservesCount = (count: number) => (count > 1 ? `${count} réserves` : "1 réserve");

export const jobAcceptanceCopy = {
  title: "Procès-verbal de réception des travaux",
  shortTitle: "Réception des travaux",
  intro: (company: string) => `${company} – réception des travaux`,
  lead: "La réception est l’acte par lequel le maître de l’ouvrage déclare accepter l’ouvrage, avec ou sans réserves (article 1792-6 du Code civil). Sa date fait courir les garanties ci-dessous.",
  parties: "Les parties",
  owner: "Maître de l’ouvrage",
  company: "Entreprise",
  siteAddress: "Adresse du chantier",
  works: "Travaux reçus",
  quote: (number: string, date: string) => `Selon le devis n° ${number} du ${date}`,
  finishedOn: (date: string) => `Travaux terminés le ${date}`,
  decision: "Décision du maître de l’ouvrage",
  acceptedOn: (date: string) => `Réception prononcée le ${date}`,
  withoutReserves: "Les travaux sont reçus sans réserve.",
  withReserves: (count: number) => `Les travaux sont reçus avec ${reservesCount(count)} :`,
  liftBy: (date: string) => `à lever au plus tard le ${date}`,
  guarantees: "Garanties qui courent à compter de la réception",
  guaranteeLines: {
    parfaitAchevement: (date: string) =>
      `Garantie de parfait achèvement (article 1792-6 du Code civil) : jusqu’au ${date}. L’entreprise répare tous les désordres signalés, par les réserves ci-dessus ou par écrit pour ceux révélés après la réception.`,
    biennale: (date: string) =>
      `Garantie biennale de bon fonctionnement (article 1792-3 du Code civil) : jusqu’au ${date}, pour les éléments d’équipement dissociables de l’ouvrage.`,
    decennale: (date: string) =>
      `Garantie décennale (articles 1792 et 1792-4-1 du Code civil) : jusqu’au ${date}, pour les dommages qui compromettent la solidité de l’ouvrage ou le rendent impropre à sa destination.`,
  },
  insurance: (insurer: string, policy: string, coverage: string) =>
    `Assurance de responsabilité décennale : ${insurer}, contrat n° ${policy}, ${coverage}.`,
  signature: "Signature",
  signedBy: (name: string, moment: string) => `Signé par ${name}, maître de l’ouvrage, le ${moment}.`,
  signedOnSite: (member: string) => `Signé sur le chantier, en présence de ${member} pour l’entreprise.`,
  signedOnline: "Signé en ligne par le maître de l’ouvrage, sur le procès-verbal que l’entreprise lui a adressé.",
  statements: {
    sans: "Je soussigné(e), maître de l’ouvrage, déclare recevoir les travaux décrits ci-dessus sans réserve.",
    avec: "Je soussigné(e), maître de l’ouvrage, déclare recevoir les travaux décrits ci-dessus avec les réserves énumérées.",
    lift: "Je soussigné(e), maître de l’ouvrage, constate que les travaux de reprise ont été exécutés et lève toutes les réserves du procès-verbal de réception.",
  },
  lift: {
    title: "Levée des réserves",
    intro:
      "Une fois les reprises faites, le maître de l’ouvrage constate leur exécution (article 1792-6 du Code civil) et lève les réserves par une seconde signature.",
    liftedBy: (name: string, moment: string) => `Réserves levées par ${name} le ${moment}.`,
    accord: "Bon pour levée des réserves : je signe en tapant mon nom ci-dessus.",
    submit: "Lever les réserves",
    done: "Les réserves sont levées. Merci !",
  },
  fingerprint: "Empreinte SHA-256 du procès-verbal signé",
  liftFingerprint: "Empreinte SHA-256 de la levée des réserves",
  fingerprintNote:
    "Le procès-verbal est figé à la signature : son contenu et cette empreinte ne changent plus, même si le chantier est modifié ensuite.",
  pdf: "Télécharger le procès-verbal (PDF)",
  page: (page: number, count: number) => `Page ${page} / ${count}`,
  form: {
    title: "Signer le procès-verbal",
    onSite:
      "Le client lit le procès-verbal et le signe sur ce téléphone. Notez ensemble les réserves éventuelles : chacune décrit un défaut constaté, avec si besoin la date à laquelle l’entreprise s’engage à le reprendre.",
    online:
      "Lisez le procès-verbal. Si vous constatez un défaut, choisissez « avec réserves » et décrivez-le : l’entreprise s’engage à le reprendre.",
    choice: "Votre décision",
    sans: "Je reçois les travaux sans réserve",
    avec: "Je reçois les travaux avec des réserves",
    reserve: (index: number) => `Réserve ${index}`,
    reserveHint: "Le défaut constaté, et où (par exemple : « Solin à refixer côté cheminée »).",
    liftBy: (index: number) => `Date de reprise de la réserve ${index} (facultative)`,
    moreRows: "Ajouter des lignes de réserve",
    name: "Nom et prénom du maître de l’ouvrage",
    accord: "Bon pour réception : je signe ce procès-verbal en tapant mon nom ci-dessus.",
    submit: "Signer le procès-verbal",
    signed: "Le procès-verbal est signé. Merci !",
  },
  errors: {
    name: "Tapez le nom et prénom du maître de l’ouvrage (2 à 100 caractères).",
    accord: "Cochez « Bon pour réception » pour signer.",
    choice: "Choisissez : sans réserve ou avec réserves.",
    noReserve: "Vous avez choisi « avec réserves » : décrivez au moins une réserve.",
    reservesWithoutChoice: "Vous avez écrit des réserves : choisissez « avec réserves », ou effacez-les.",
    reserve: (index: number) => `La réserve ${index} est trop longue (500 caractères au plus).`,
    liftBy: (index: number, last: string) =>
      `La date de reprise de la réserve ${index} doit être une date entre aujourd’hui et le ${last} (la fin de la garantie de parfait achèvement).`,
    liftByWithoutReserve: (index: number) => `La date de reprise ${index} n’a pas de réserve : décrivez-la.`,
    tooMany: "Dix réserves au plus sur un procès-verbal.",
    changed: "Le procès-verbal a changé depuis son affichage : relisez-le, puis signez à nouveau.",
    already: "Ce procès-verbal est déjà signé.",
    notFinished: "Le procès-verbal se signe une fois le chantier terminé.",
    alreadyLifted: "Les réserves sont déjà levées.",
    noReserves: "Ce procès-verbal n’a pas de réserve à lever.",
    unsigned: "Le procès-verbal n’est pas encore signé.",
  },
  client: {
    unknownTitle: "Lien introuvable",
    unknown:
      "Ce lien ne mène à aucun chantier. Vérifiez qu’il est complet (copiez-le en entier depuis l’e-mail), ou contactez l’entreprise.",
    revokedTitle: "Lien retiré",
    revoked: "L’entreprise a retiré ce lien. Contactez-la pour en recevoir un nouveau.",
    throttled: "Trop de tentatives depuis votre connexion. Réessayez dans quelques minutes.",
    back: "Retour à votre chantier",
    notFinished: "Le procès-verbal sera à signer ici une fois les travaux terminés.",
  },
  states: {
    a_signer: "À signer",
    sans_reserve: "Signé sans réserve",
    avec_reserves: (count: number) => `Signé avec ${reservesCount(count)}`,
    reserves_levees: "Réserves levées",
  },
  section: {
    title: "Fin du chantier",
    pv: "Procès-verbal de réception",
    signOnSite: "Faire signer sur place",
    open: "Voir le procès-verbal",
    liftOnSite: "Lever les réserves",
    notFinished: "Le procès-verbal se signe une fois le chantier terminé.",
    signedOn: (moment: string, name: string) => `Signé le ${moment} par ${name}.`,
    checklist: "Étapes de fin de chantier",
    finalInvoice: "Facture finale préparée",
    finalInvoiceLink: "Ouvrir le brouillon",
    finalInvoiceIssued: "Facture finale émise",
    finalInvoiceOpen: "Ouvrir la facture",
    finalInvoiceMissing: "Facture finale : pas encore préparée",
    review: "Avis demandé au client",
    reviewMissing: "Avis : pas encore demandé",
    reviewOff: "Avis : les demandes d’avis sont désactivées",
    reviewNoEmail: "Avis : le client n’a pas d’adresse e-mail",
    portfolio: "Réalisation proposée dans « Mon site »",
    portfolioLink: "Voir dans Mon site",
    portfolioMissing: "Réalisation : pas encore proposée",
    portfolioNote: "Masquée tant que vous ne l’affichez pas et ne publiez pas.",
  },
  mail: {
    subject: (company: string) => `Procès-verbal de réception de vos travaux – ${company}`,
    body: (name: string, job: string, link: string, company: string, phone: string) =>
      [
        `Bonjour ${name},`,
        "",
        `Les travaux « ${job} » sont terminés. Le procès-verbal de réception vous attend : vous pouvez le lire et le signer en ligne, avec ou sans réserves :`,
        link,
        "",
        "Si vous l’avez déjà signé sur le chantier, vous y retrouverez le procès-verbal signé.",
        "",
        `Une question ? Appelez-nous au ${phone} ou répondez à cet e-mail.`,
        "",
        company,
      ].join("\n"),
  },
  portfolio: {
    alt: {
      avant: (title: string, town: string) => `Avant les travaux : ${title}${town ? `, ${town}` : ""}`,
      apres: (title: string, town: string) => `Après les travaux : ${title}${town ? `, ${town}` : ""}`,
    },
  },
} as const;
