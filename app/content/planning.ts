import { dayName, dayPeriodLabels, postponeReasonLabels, shortDayName } from "./jobs.ts";

/**
 * Copy of the planning (decision 055): the week by person, the jobs to plan, the form that plans a job, the
 * double booking's confirmation and « Reporter » with its preview. The dates' words come from the jobs' copy.
 */

export { dayName, dayPeriodLabels, postponeReasonLabels, shortDayName };

export const holidayLabels = {
  jourDeLAn: "Jour de l’an",
  lundiDePaques: "Lundi de Pâques",
  feteDuTravail: "Fête du Travail",
  victoire1945: "Victoire 1945",
  ascension: "Ascension",
  lundiDePentecote: "Lundi de Pentecôte",
  feteNationale: "Fête nationale",
  assomption: "Assomption",
  toussaint: "Toussaint",
  armistice: "Armistice 1918",
  noel: "Noël",
} as const;

export const halfLabels = { am: "matin", pm: "après-midi" } as const;

const monthDay = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", timeZone: "UTC" });
const monthDayYear = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);

export const planningCopy = {
  title: "Planning",
  week: (number: number) => `Semaine ${number}`,
  range: (first: string, last: string) =>
    `du ${monthDay.format(atNoon(first))} au ${monthDayYear.format(atNoon(last))}`,
  weekNav: "Changer de semaine",
  previous: "Semaine précédente",
  next: "Semaine suivante",
  today: "Aujourd’hui",
  todayMark: "aujourd’hui",
  holiday: "Férié",
  free: "Libre",
  unassigned: "Sans équipe",
  doubleBooked: "Double réservation",
  doubleBookedCount: (count: number) =>
    count === 1 ? "1 double réservation cette semaine" : `${count} doubles réservations cette semaine`,
  morning: "Matin",
  afternoon: "Après-midi",
  person: "Personne",
  gridLabel: (week: string) => `Planning de la ${week.toLowerCase()} par personne`,
  dayLabel: (day: string) => dayName(day),
  booking: (period: keyof typeof dayPeriodLabels, title: string) => `${dayPeriodLabels[period]} · ${title}`,
  openPlan: (title: string) => `Planifier ${title}`,
  toPlan: {
    title: "À planifier",
    intro: "Les chantiers sans date à venir. Choisissez qui y va et quels jours.",
    empty: "Tous les chantiers ont leurs dates.",
    plan: "Planifier",
    postponed: (reason: keyof typeof postponeReasonLabels | null) =>
      reason ? `Reporté · ${postponeReasonLabels[reason]}` : "Reporté",
  },
  done: {
    planifier: "Le planning du chantier est enregistré. Le client et l’équipe en seront avertis.",
    deplacer: "Le jour est déplacé. Le client et l’équipe en seront avertis.",
    ajouter: "Le jour est ajouté au chantier.",
    retirer: "Le jour est retiré du chantier. Les agendas l’indiqueront annulé.",
    reporter: "Le report est enregistré : les chantiers concernés ont leurs nouvelles dates.",
  },
  plan: {
    title: (title: string) => `Planifier « ${title} »`,
    close: "Fermer",
    openJob: "Ouvrir le chantier",
    back: "Retour au chantier",
    people: "Qui y va ?",
    noPeople: "Personne dans l’équipe pour l’instant.",
    days: (week: string) => `Jours de la ${week.toLowerCase()}`,
    daysHint: "Pour chaque jour : journée entière, matin, après-midi ou rien. Les jours n’ont pas à se suivre.",
    none: "—",
    noneLabel: "Pas ce jour",
    otherDays: "Ses autres jours (hors de cette semaine)",
    keep: (label: string) => `Garder ${label}`,
    weekHint: "Changer de semaine ici oublie ce qui n’est pas encore enregistré.",
    save: "Enregistrer le planning",
    dayLine: (day: string, period: keyof typeof dayPeriodLabels) => `${dayName(day)} · ${dayPeriodLabels[period]}`,
  },
  days: {
    title: "Jours prévus",
    none: "Pas encore de date.",
    people: "Équipe",
    nobody: "Personne n’est encore prévu.",
    move: "Déplacer",
    moveTo: "Déplacer au",
    moveSubmit: "Déplacer ce jour",
    remove: "Retirer",
    removeLabel: (label: string) => `Retirer ${label}`,
    add: "Ajouter un jour",
    addSubmit: "Ajouter ce jour",
    date: "Date",
    period: "Moment",
    editPlan: "Modifier le planning",
    planIt: "Planifier",
  },
  conflicts: {
    title: "Double réservation",
    intro: "Ces personnes sont déjà prévues sur un autre chantier au même moment :",
    line: (person: string, day: string, half: keyof typeof halfLabels, jobs: string) =>
      `${person} : ${dayName(day)} ${halfLabels[half]}, déjà sur ${jobs}`,
    confirm: "Je confirme la double réservation",
    submit: "Enregistrer malgré la double réservation",
    mustConfirm: "Cochez « Je confirme la double réservation » pour enregistrer.",
  },
  postpone: {
    open: "Reporter",
    title: (title: string) => `Reporter « ${title} »`,
    intro:
      "Les jours du chantier à partir de la date choisie passent aux prochains demi-jours libres de son équipe, dans le même ordre. Les chantiers suivants de l’équipe sont décalés s’il le faut.",
    from: "À partir du",
    reason: "Motif",
    note: "Précision (facultatif)",
    noteHint: "Par exemple : pluie annoncée jusqu’à jeudi.",
    resumeOn: "Reprendre au plus tôt le (facultatif)",
    preview: "Voir ce qui bouge",
    previewTitle: "Ce qui va bouger",
    previewIntro: "Rien n’est encore enregistré. Vérifiez, puis confirmez.",
    pushed: "Décalé par ce report",
    postponed: "Reporté",
    before: "Avant",
    after: "Après",
    confirm: "Confirmer le report",
    cancel: "Annuler",
  },
  errors: {
    unknownAction: "Action inconnue. Rechargez la page et recommencez.",
    missing: "Ce chantier ou ce jour n’existe plus. Rechargez la page.",
    finished: "Ce chantier est terminé : ses dates ne changent plus.",
    unknownPerson: "Une personne choisie ne fait plus partie de l’équipe. Rechargez la page et choisissez à nouveau.",
    stale:
      "Ce chantier a été replanifié entre-temps, sans doute par quelqu’un d’autre. Regardez son planning à jour, puis recommencez si besoin.",
    reload: "Voir le planning à jour",
    changed:
      "Le planning a changé depuis l’aperçu (un autre chantier a bougé). Regardez le nouvel aperçu avant de confirmer.",
    newPreview: "Voir le nouvel aperçu",
    notWorkingDay: (day: string) => `${dayName(day)} n’est pas un jour ouvré (week-end ou férié).`,
    twice: (day: string) =>
      `${dayName(day)} est choisi deux fois : un seul moment par jour (la journée, ou un demi-jour).`,
    tooMany: "Trop de jours pour un seul chantier.",
    badDate: "Choisissez une date valide.",
    badPeriod: "Choisissez journée, matin ou après-midi.",
    badReason: "Choisissez le motif du report.",
    noteTooLong: (max: number) => `La précision tient en ${max} caractères au plus.`,
    nothingToMove: "Ce chantier n’a aucun jour à partir de cette date : rien à reporter.",
    noRoom: "Aucun demi-jour libre pour l’équipe dans l’année qui vient : planifiez ce chantier à la main.",
  },
  summary: {
    days: (count: number) => (count === 0 ? "Aucun jour" : count === 1 ? "1 jour" : `${count} jours`),
    halfDays: (count: number) => (count === 1 ? "1 demi-journée" : `${count} demi-journées`),
  },
} as const;
