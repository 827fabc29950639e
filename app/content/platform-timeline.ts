/**
 * Copy of the "Plateforme" block of an issued e-invoice on the owner's screen (decision 043): where its deposit on the
 * approved platform stands and the statuses that came back. French spacing is written at the source (narrow
 * no-break space before : ; ? !).
 */

export const platformTimelineCopy = {
  title: "Plateforme",
  intro: "Envoi de ce document à votre plateforme agréée, puis les statuts qu’elle a reçus.",
  waiting: "En attente d’envoi",
  lastTry: (error: string) => `Dernier essai\u202f: ${error}. Nouvel essai automatique.`,
  failed: "Envoi à la plateforme en échec",
  failedRetrying: (error: string) => `${error}. Le site réessaie automatiquement, moins souvent.`,
  rejected: (error: string) => `Dépôt refusé par la plateforme\u202f: ${error}`,
  deposited: (date: string, flowId: string) => `Déposée le ${date} (flux ${flowId})`,
  accepted: (date: string) => `Fichier accepté par la plateforme le ${date}`,
  fileRefused: (date: string) => `Fichier refusé par la plateforme le ${date}`,
  status: (label: string, date: string) => `${label} le ${date}`,
  unknownStatus: (code: string) => `Statut ${code}`,
  reason: (text: string) => `Motif\u202f: ${text}`,
  collectedSent: (date: string, flowId: string) =>
    `Statut «\u202fEncaissée\u202f» transmis le ${date} (flux ${flowId})`,
  correctionSent: (date: string, flowId: string) =>
    `Annulation d’un encaissement transmise le ${date} (flux ${flowId})`,
  collectedWaiting: "Statut «\u202fEncaissée\u202f» en attente d’envoi",
  correctionWaiting: "Annulation d’un encaissement en attente d’envoi",
  collectedRefused: "Statut «\u202fEncaissée\u202f» refusé par la plateforme",
  advice: "Émettez un avoir puis une facture corrigée.",
  adviceCreditNote: "Corrigez cet avoir auprès de votre client, puis émettez-en un nouveau si besoin.",
  correct: "Corriger la facture",
  correctHint:
    "Émet l’avoir qui annule cette facture à l’identique (acomptes déduits compris) et l’envoie à la plateforme, puis ouvre la facture corrigée en brouillon, à revoir avant de l’émettre.",
  /** What the screen the correction lands on says, by its `?correction=`. */
  correction: {
    corrigee: (creditNote: string) =>
      `L’avoir ${creditNote} annule la facture refusée. Voici la facture corrigée en brouillon\u202f: corrigez ce qui a été refusé, puis émettez-la.`,
    avoir:
      "Vérifiez puis émettez cet avoir. Revenez ensuite à la facture refusée et touchez «\u202fCorriger la facture\u202f» pour ouvrir la facture corrigée.",
    finalExists:
      "Une facture de solde de ce devis est déjà en brouillon\u202f: ouvrez-la depuis le devis et corrigez-la.",
    notIssued: "Seule une facture émise se corrige par un avoir.",
    creditNote: "Un avoir ne se corrige pas par un autre avoir\u202f: émettez une nouvelle facture si besoin.",
  },
};
