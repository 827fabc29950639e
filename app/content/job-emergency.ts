/**
 * « Intervenir » on an urgent request (decision 054): its own module, so the request's page, which the owner opens on
 * his phone at the first touch, loads this copy and not the whole of the jobs' screens.
 */
export const emergencyCopy = {
  action: "Intervenir",
  title: "Intervenir en urgence",
  intro: "Choisissez qui part : le chantier est ouvert pour aujourd’hui, le bureau est prévenu.",
  who: "Qui part ?",
  submit: "Ouvrir le chantier d’urgence",
  noAssignee: "Choisissez au moins une personne.",
  unknownAssignee: "Une des personnes choisies ne fait plus partie de l’équipe.",
  opened: "Chantier d’urgence ouvert : le bureau est prévenu.",
  cancel: "Annuler",
  jobs: "Chantiers de cette demande",
  jobTitle: (id: number) => `Chantier n° ${id}`,
};
