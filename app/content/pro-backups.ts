/** The backup line of the owner's dashboard: what the server's daily snapshot last did. */
export const backupCopy = {
  heading: "Sauvegardes",
  ok: (age: string, size: string) => `Dernière sauvegarde : ${age} (${size}).`,
  failed: (age: string, reason: string) => `Dernière sauvegarde : ${age}, échec : ${reason}.`,
  lastGood: (age: string, date: string) => `Dernière sauvegarde réussie : ${age} (${date}).`,
  noneGood: "Aucune sauvegarde réussie pour l’instant.",
  retrying: (time: string) => `Le serveur réessaie à ${time}.`,
  stale: (age: string) =>
    `Dernière sauvegarde réussie : ${age}. Il n’y en a pas eu depuis : vérifiez que le serveur tourne et que son dossier des sauvegardes (BACKUP_DIR) existe.`,
  pending: "Sauvegardes automatiques en place : la première sera faite cette nuit.",
  help: "Le détail est dans le journal du serveur.",
  /** The causes the owner can act on, from the error the server logged. */
  reasons: {
    diskFull: "disque plein",
    denied: "le serveur n’a pas le droit d’écrire dans le dossier des sauvegardes",
    missing: "le dossier des sauvegardes n’existe pas ou n’est pas un dossier",
    postgresTools: "pg_dump manquant ou plus ancien que la base de données",
    database: "base de données injoignable",
    other: "erreur inattendue",
  },
} as const;
