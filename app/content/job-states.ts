/** A job's state as the badges say it (decision 054): its own module, so a screen showing only a badge loads no more copy. */
export const jobStateLabels = {
  a_planifier: "À planifier",
  planifie: "Planifié",
  en_cours: "En cours",
  reporte: "Reporté",
  termine: "Terminé",
} as const;
