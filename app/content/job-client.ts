/**
 * What the client is told of his job (decision 056): the e-mails that give or change its dates and the one of the
 * evening before, his private page `/c/…`, the calendar files, and each person's calendar feed screen. The client
 * reads plain French: never a state's code, always what it means for him.
 */

type Period = "day" | "am" | "pm";
type Reason = "intemperies" | "client" | "fournisseur" | "autre";
type State = "a_planifier" | "planifie" | "en_cours" | "reporte" | "termine";

const longDay = new Intl.DateTimeFormat("fr-FR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** 2026-03-10 as « mardi 10 mars 2026 »: a Paris calendar day, read as such whatever the server's zone. */
export function frenchLongDay(day: string): string {
  return longDay.format(new Date(`${day}T12:00:00Z`));
}

export const periodLabels: Record<Period, string> = {
  day: "toute la journée",
  am: "le matin",
  pm: "l’après-midi",
};

/** « mardi 10 mars 2026, le matin ». */
export function dayLine(day: string, period: Period): string {
  return `${frenchLongDay(day)}, ${periodLabels[period]}`;
}

export const postponeReasons: Record<Reason, string> = {
  intemperies: "la météo (pluie, vent ou gel rendent le travail sur le toit dangereux)",
  client: "votre demande",
  fournisseur: "un retard de livraison des matériaux",
  autre: "un imprévu de notre côté",
};

export const stateLabels: Record<State, { title: string; text: string }> = {
  a_planifier: {
    title: "Dates à fixer",
    text: "Nous préparons le planning de votre chantier et vous écrivons dès que les dates sont fixées.",
  },
  planifie: { title: "Chantier planifié", text: "Votre chantier est prévu aux dates ci-dessous." },
  en_cours: { title: "Chantier en cours", text: "L’équipe travaille sur votre chantier." },
  reporte: {
    title: "Chantier reporté",
    text: "Votre chantier a dû être décalé. Les nouvelles dates sont ci-dessous dès qu’elles sont fixées.",
  },
  termine: { title: "Chantier terminé", text: "Les travaux sont terminés. Merci de votre confiance." },
};

/** What the client is asked to prepare when the office wrote nothing for this job. */
export const defaultPreparation = [
  "Laissez un accès libre à la maison et au jardin pour l’échelle et l’échafaudage.",
  "Prévoyez une place devant la maison pour notre camionnette, si possible.",
  "Rentrez vos animaux et éloignez la voiture et les objets fragiles du pied des murs.",
].join("\n");

/** "08:00-09:00" as « entre 8 h 00 et 9 h 00 »; an unreadable window as nothing. */
export function arrivalWindowText(window: string): string {
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(window);
  if (!match) return "";
  const [, h1, m1, h2, m2] = match;
  return `entre ${Number(h1)} h ${m1} et ${Number(h2)} h ${m2}`;
}

interface MailFacts {
  clientName: string;
  title: string;
  companyName: string;
  companyPhone: string;
  link: string;
  days: { day: string; period: Period }[];
  arrivalWindow: string;
  preparation: string;
}

function mailEnd(facts: MailFacts): string[] {
  return [
    `Tout le détail de votre chantier, pour confirmer ces dates ou en demander d’autres : ${facts.link}`,
    "",
    `Une question ? Appelez-nous au ${facts.companyPhone}.`,
    "",
    "Bien cordialement,",
    facts.companyName,
  ];
}

function daysBlock(facts: MailFacts): string[] {
  const arrival = arrivalWindowText(facts.arrivalWindow);
  return [
    ...facts.days.map((day) => `- ${dayLine(day.day, day.period)}`),
    "",
    ...(arrival ? [`Le premier jour, l’équipe arrive ${arrival}.`, ""] : []),
    "À préparer :",
    facts.preparation,
    "",
  ];
}

export const jobMailCopy = {
  scheduleSubject: (title: string, company: string, changed: boolean) =>
    `${changed ? "Nouvelles dates" : "Dates"} de votre chantier – ${title} – ${company}`,
  postponedSubject: (title: string, company: string) => `Votre chantier est reporté – ${title} – ${company}`,
  schedule(facts: MailFacts & { changed: boolean; postponed: { reason: Reason; note: string } | null }): string {
    const opening = facts.postponed
      ? [
          `Nous devons reporter votre chantier « ${facts.title} », en raison de ${postponeReasons[facts.postponed.reason]}.`,
          ...(facts.postponed.note ? [facts.postponed.note] : []),
          "Nous en sommes désolés.",
        ]
      : [
          facts.changed
            ? `Les dates de votre chantier « ${facts.title} » changent.`
            : `Votre chantier « ${facts.title} » est planifié.`,
        ];
    const days =
      facts.days.length > 0
        ? [facts.postponed || facts.changed ? "Les nouvelles dates :" : "Les dates :", ...daysBlock(facts)]
        : ["Nous vous écrirons dès que les nouvelles dates seront fixées.", ""];
    return [`Bonjour ${facts.clientName},`, "", ...opening, "", ...days, ...mailEnd(facts)].join("\n");
  },
  eveSubject: (title: string, company: string) => `Demain, votre chantier commence – ${title} – ${company}`,
  eve(facts: MailFacts): string {
    return [
      `Bonjour ${facts.clientName},`,
      "",
      `Votre chantier « ${facts.title} » commence demain.`,
      "",
      ...daysBlock(facts),
      ...mailEnd(facts),
    ].join("\n");
  },
};

export const jobClientCopy = {
  intro: (company: string) => `${company} · Votre chantier`,
  title: (title: string) => `Chantier : ${title}`,
  unknownTitle: "Lien introuvable",
  unknown: "Ce lien ne correspond à aucun chantier. Vérifiez l’adresse reçue par e-mail.",
  revokedTitle: "Lien retiré",
  revoked: "Ce lien a été retiré. Demandez-en un nouveau à l’entreprise.",
  throttled: "Trop de tentatives depuis votre connexion. Réessayez dans un quart d’heure.",
  state: "Où en est votre chantier",
  postponedBecause: (reason: Reason) => `Reporté en raison de ${postponeReasons[reason]}.`,
  dates: "Les dates",
  noDates: "Les dates ne sont pas encore fixées.",
  arrival: (window: string) => `Le premier jour, l’équipe arrive ${window}.`,
  team: "L’équipe",
  teamNames: (names: string[]) => names.join(", "),
  address: "Adresse du chantier",
  preparation: "À préparer avant notre arrivée",
  calendar: "Ajouter à mon agenda",
  calendarHint: "Un fichier pour votre agenda (téléphone, Google, Outlook) avec chaque jour de chantier.",
  documents: "Vos documents",
  quote: (number: string) => `Devis n° ${number} (PDF)`,
  invoice: (title: string, number: string) => `${title} n° ${number} (PDF)`,
  answer: "Votre réponse",
  confirmedOn: (when: string) => `Vous avez confirmé ces dates le ${when}.`,
  changeAsked: (message: string) => `Vous avez demandé une autre date : « ${message} ». Nous vous rappelons.`,
  confirm: "Je confirme ces dates",
  changeTitle: "Ces dates ne vous conviennent pas ?",
  changeMessage: "Votre message (les jours qui vous arrangent)",
  change: "Demander une autre date",
  confirmed: "Merci, vos dates sont confirmées. L’entreprise en est informée.",
  changeSent: "Votre demande est envoyée. L’entreprise vous rappelle pour convenir d’une autre date.",
  call: (phone: string) => `Une question ? Appelez-nous au ${phone}.`,
  reception: {
    title: "Réception des travaux",
    toSign:
      "Les travaux sont terminés. Relisez le procès-verbal de réception et signez-le, avec ou sans réserves : sa date fait courir vos garanties.",
    sign: "Signer le procès-verbal",
    states: {
      sans_reserve: "Vous avez signé le procès-verbal sans réserve.",
      avec_reserves: "Vous avez signé le procès-verbal avec des réserves. Une fois les reprises faites, levez-les ici.",
      reserves_levees: "Vous avez signé le procès-verbal, puis levé ses réserves.",
    },
    signedOn: (when: string) => `Signé le ${when}.`,
    open: "Voir le procès-verbal",
    lift: "Lever les réserves",
    pdf: "Télécharger le PV (PDF)",
  },
  errors: {
    message: "Écrivez votre message en 3 à 1 000 caractères.",
    noDates: "Il n’y a pas encore de dates à confirmer.",
    closed: "Ce chantier est terminé : appelez-nous si besoin.",
  },
} as const;

export const jobCalendarCopy = {
  clientCalendarName: (company: string) => `Chantier – ${company}`,
  summary: (title: string, company: string) => `Chantier ${title} – ${company}`,
  teamSummary: (title: string, town: string) => `${title}${town ? ` – ${town}` : ""}`,
  clientDescription: (arrival: string, preparation: string, phone: string, link: string) =>
    [arrival ? `Arrivée de l’équipe ${arrival}.` : "", `À préparer :\n${preparation}`, `Contact : ${phone}`, link]
      .filter(Boolean)
      .join("\n\n"),
  teamDescription: (facts: { client: string; phone: string; arrival: string; toBring: string; link: string }) =>
    [
      `Client : ${facts.client}${facts.phone ? ` – ${facts.phone}` : ""}`,
      facts.arrival ? `Arrivée ${facts.arrival}.` : "",
      facts.toBring ? `À emporter :\n${facts.toBring}` : "",
      facts.link,
    ]
      .filter(Boolean)
      .join("\n\n"),
  feedName: (name: string, company: string) => `Chantiers de ${name} – ${company}`,
};

export const calendarFeedCopy = {
  title: "Mon agenda de chantiers",
  accountHint: "Vos jours de chantier dans l’agenda de votre téléphone, mis à jour quand le planning change.",
  accountLink: "Abonner mon agenda",
  intro:
    "Abonnez votre agenda à vos jours de chantier : chaque chantier où vous êtes prévu y apparaît et se met à jour tout seul quand le planning change.",
  none: "Vous n’avez pas encore de lien d’agenda.",
  active: (when: string) => `Un lien d’agenda est actif depuis le ${when}.`,
  create: "Créer mon lien d’agenda",
  renew: "Remplacer par un nouveau lien",
  renewHint: "L’ancien lien cesse aussitôt de fonctionner : à faire si vous l’avez partagé par erreur.",
  revoke: "Retirer le lien",
  revoked: "Le lien d’agenda est retiré : l’ancienne adresse ne répond plus.",
  created: "Voici votre lien. Il n’est affiché qu’une fois : ajoutez-le à votre agenda maintenant.",
  webcal: "Lien pour iPhone, iPad et Mac (Calendrier)",
  https: "Lien pour Google Agenda et les autres",
  openWebcal: "Ouvrir dans Calendrier",
  google: "Google Agenda",
  googleSteps: [
    "Sur un ordinateur, ouvrez Google Agenda.",
    "À gauche, à côté de « Autres agendas », cliquez sur « + » puis « À partir de l’URL ».",
    "Collez le lien « Google Agenda et les autres » puis « Ajouter l’agenda ».",
  ],
  apple: "Calendrier d’Apple (iPhone, iPad, Mac)",
  appleSteps: [
    "Touchez « Ouvrir dans Calendrier » sur cet appareil,",
    "ou, dans Réglages › Calendrier › Comptes › Ajouter un compte › Autre, choisissez « Ajouter un calendrier avec abonnement » et collez le lien.",
  ],
  private:
    "Ce lien est personnel : quiconque le connaît voit vos chantiers (adresses, clients). Ne le partagez pas ; retirez-le en cas de doute.",
};
