/**
 * Copy of the jobs (« chantiers », decision 054): the list, a job's page, « Ma journée », « Intervenir » on an
 * urgent request and the emergency clock of the dashboard. A compagnon reads the same page as the office, less the
 * quote, the invoices and the history: nothing here names a price.
 */

import { emergencyCopy } from "./job-emergency.ts";
import { jobStateLabels } from "./job-states.ts";

export { jobStateLabels };

/** The tabs of the list: the states in the plural. */
export const jobStateTabs = {
  a_planifier: "À planifier",
  planifie: "Planifiés",
  en_cours: "En cours",
  reporte: "Reportés",
  termine: "Terminés",
} as const;

export const jobPhaseLabels = { avant: "Avant", pendant: "Pendant", apres: "Après" } as const;

export const postponeReasonLabels = {
  intemperies: "Intempéries",
  client: "À la demande du client",
  fournisseur: "Fournisseur",
  autre: "Autre raison",
} as const;

export const dayPeriodLabels = { day: "Journée", am: "Matin", pm: "Après-midi" } as const;

const longDay = new Intl.DateTimeFormat("fr-FR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});
const shortDay = new Intl.DateTimeFormat("fr-FR", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "lundi 7 décembre" for a YYYY-MM-DD (a calendar day: read at noon UTC, whatever the server's zone). */
export function dayName(day: string): string {
  return longDay.format(new Date(`${day}T12:00:00Z`));
}

export function shortDayName(day: string): string {
  return shortDay.format(new Date(`${day}T12:00:00Z`));
}

/** "1 h 25", "45 min": an emergency's delay as a roofer says it. */
export function formatDelay(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes}\u202fmin`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}\u202fh` : `${hours}\u202fh\u202f${String(rest).padStart(2, "0")}`;
}

export const jobsCopy = {
  /** On an accepted quote's page. */
  quoteJob: "Voir le chantier",
  store: {
    quoteTitle: (number: string) => (number ? `Chantier du devis ${number}` : "Chantier"),
    emergencyTitle: (service: string) =>
      /^urgence/i.test(service) ? service : service ? `Urgence — ${service}` : "Urgence",
    people: (names: readonly string[]) =>
      names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} et ${names.at(-1)}`,
  },
  list: {
    title: "Chantiers",
    count: (count: number) => (count === 0 ? "Aucun chantier" : count === 1 ? "1 chantier" : `${count} chantiers`),
    tabs: "États des chantiers",
    all: "Tous",
    empty:
      "Aucun chantier pour l’instant. Un chantier s’ouvre quand un client accepte un devis, ou depuis une demande urgente («\u202fIntervenir\u202f»).",
    emptyFiltered: "Aucun chantier dans cet état.",
    open: (title: string, client: string) => `Ouvrir le chantier ${title} – ${client}`,
    nextDay: "Prochain jour",
    notPlanned: "Pas encore planifié",
    people: "Équipe",
    nobody: "Personne encore",
    emergency: "Urgence",
    newTitle: "Nouveau chantier",
    newIntro:
      "Les devis acceptés qui n’ont pas encore de chantier. Un chantier d’urgence s’ouvre depuis la demande («\u202fIntervenir\u202f»).",
    newEmpty: "Chaque devis accepté a son chantier.",
    create: "Créer le chantier",
    createFor: (number: string, client: string) => `Créer le chantier du devis ${number} – ${client}`,
    acceptedOn: (date: string) => `Accepté le ${date}`,
    notAccepted: "Ce devis n’est pas accepté : pas de chantier.",
    myDay: "Ma journée",
  },
  job: {
    back: "Chantiers",
    backMyDay: "Ma journée",
    title: emergencyCopy.jobTitle,
    emergency: "Urgence",
    client: "Client",
    call: "Appeler",
    noPhone: "Pas de téléphone",
    map: "Itinéraire",
    noAddress: "Adresse non renseignée",
    siteAddress: "Adresse du chantier",
    where: "Où et quand",
    days: "Jours prévus",
    arrivalWindow: (window: string) => `Arrivée prévue ${window.replace("-", " – ")}`,
    toBring: "À apporter",
    clientPreparation: "Ce que le client prépare",
    nothing: "Rien de noté.",
    arrive: "Arrivé",
    arriveHint: "Appuyez en arrivant sur le chantier.",
    arrivedAt: (at: string, by: string | null) => `Arrivé le ${at}${by ? ` (${by})` : ""}`,
    finish: "Terminé",
    finishHint: "Appuyez quand le chantier est fini.",
    finishedAt: (at: string) => `Terminé le ${at}`,
    finishAsk: "Le chantier est-il vraiment terminé ?",
    finishWarning:
      "Ce n’est pas réversible : le client reçoit aussitôt le lien du procès-verbal de réception et la demande d’avis, et la facture de solde est préparée.",
    finishConfirm: "Oui, le chantier est terminé",
    finishCancel: "Pas encore",
    arrived: "Arrivée enregistrée.",
    arrivedAgain: "Nouvelle arrivée notée dans l’historique.",
    finished: "Chantier terminé : le bureau est prévenu.",
    alreadyFinished: "Ce chantier est déjà terminé.",
    notes: "Notes",
    noteLabel: "Ajouter une note",
    notePlaceholder: "Par exemple : clé chez la voisine, échafaudage côté jardin…",
    noteAdd: "Ajouter la note",
    noteAdded: "Note ajoutée.",
    noteEmpty: "Écrivez la note avant de l’ajouter.",
    noteTooLong: (max: number) => `Une note tient en ${max} caractères au plus.`,
    noNotes: "Aucune note.",
    someone: "Quelqu’un",
    photos: "Photos",
    photosIntro: "Avant, pendant et après : elles restent dans l’espace pro.",
    noPhotos: "Aucune photo.",
    photoPhase: "Moment",
    photoFile: "Photo à ajouter",
    photoAdd: "Ajouter la photo",
    photoAdded: "Photo ajoutée.",
    photoOne: "Choisissez une photo (une à la fois).",
    photoPhaseUnknown: "Choisissez avant, pendant ou après.",
    photoAlt: (phase: string, n: number) => `Photo ${n} — ${phase.toLowerCase()}`,
    photoOpen: (phase: string, n: number) => `Ouvrir la photo ${n} (${phase.toLowerCase()}) en grand`,
    photoNotFound: "Cette photo n’existe pas.",
    office: "Bureau",
    quote: "Devis",
    quoteLink: (number: string) => `Devis ${number}`,
    quoteAmount: (amount: string) => `${amount} HT`,
    invoices: "Factures du devis",
    noInvoices: "Aucune facture pour l’instant.",
    request: "Demande",
    fromRequest: (id: number) => `Demande n° ${id}`,
    requestedAt: (at: string) => `Demande reçue le ${at}`,
    delay: (delay: string) => `Sur place en ${delay}`,
    history: "Historique",
    clientAnswers: "Réponses du client",
    clientConfirmed: (at: string) => `Le client a confirmé les dates le ${at}.`,
    clientConfirmedBefore: (at: string) =>
      `Le client avait confirmé les dates le ${at} ; elles ont changé depuis, sans nouvelle réponse.`,
    clientChange: (at: string) => `Le client demande une autre date (le ${at}) :`,
    quoted: (text: string) => `«\u202f${text}\u202f»`,
    noAnswer: "Pas encore de réponse du client à ses dates.",
    clientLink: "Lien client",
    clientLinkIntro:
      "La page privée du client : ses dates, ce qu’il prépare, ses documents et son procès-verbal. Seule une empreinte du lien est gardée : un lien est montré une seule fois, quand il est créé.",
    clientLinkCreate: "Créer le lien client",
    clientLinkMade: "Lien client créé.",
    clientLinkLabels: {
      link: "Lien de la page du client",
      linkHint: "Affiché une seule fois : copiez-le maintenant. Les liens déjà envoyés au client restent valables.",
      copy: "Copier",
      copied: "Lien copié",
    },
    details: "Détails pratiques",
    detailsIntro: "Repris dans les e-mails du client et sur sa page ; « À apporter » est pour l’équipe.",
    arrivalLabel: "Heure d’arrivée",
    arrivalHint: "La plage où l’équipe arrive le premier jour. Laissez vide s’il n’y en a pas.",
    arrivalFrom: "De",
    arrivalTo: "à",
    preparationHint: "Accès, stationnement, animaux… Vide : le client lit nos conseils habituels.",
    detailsSave: "Enregistrer les détails",
    detailsSaved: "Détails enregistrés.",
    detailsErrors: {
      arrivalFormat: "Donnez l’heure d’arrivée sous la forme 08:00, début et fin.",
      arrivalOrder: "La fin de la plage d’arrivée doit venir après son début.",
      tooLong: (max: number) => `Ce texte tient en ${max} caractères au plus.`,
      control: "Ce texte contient un caractère invisible : retapez-le.",
    },
    unknownAction: "Action inconnue.",
    events: {
      "job.created": "Chantier ouvert",
      "job.assigned": "Équipe choisie",
      "job.arrived": "Arrivée sur le chantier",
      "job.finished": "Chantier terminé",
      "job.note": "Note ajoutée",
      "job.photo": "Photo ajoutée",
      "schedule.planned": "Dates fixées",
      "schedule.moved": "Dates changées",
      "schedule.postponed": "Chantier reporté",
      "job.details": "Détails pratiques modifiés",
      "client.link": "Lien client créé",
      "client.confirmed": "Dates confirmées par le client",
      "client.change_requested": "Autre date demandée par le client",
      "acceptance.signed": "Procès-verbal signé",
      "acceptance.lifted": "Réserves levées",
    } as Record<string, string>,
    otherEvent: "Modification",
    by: (name: string) => `par ${name}`,
  },
  myDay: {
    title: "Ma journée",
    intro: "Vos chantiers d’aujourd’hui et des six jours suivants.",
    today: "Aujourd’hui",
    tomorrow: "Demain",
    nothing: "Rien de prévu.",
    open: "Ouvrir",
    openLabel: (title: string) => `Ouvrir le chantier ${title}`,
    toBring: "À apporter",
  },
  emergency: emergencyCopy,
  figures: {
    title: "Urgences : délai d’arrivée",
    intro: (promise: string) => `Du message du client à «\u202fArrivé\u202f», ce mois-ci. Le site promet : ${promise}.`,
    median: "Délai médian",
    worst: "Le plus long",
    count: "Urgences",
    none: "—",
    waiting: (count: number) =>
      count === 0 ? "" : count === 1 ? "1 urgence sans arrivée notée" : `${count} urgences sans arrivée notée`,
  },
} as const;
