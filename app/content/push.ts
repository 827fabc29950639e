import { formatEuros } from "#app/lib/french-format.ts";
/**
 * The owner's push notifications (decision 028): what each event's notification says, and the "Notifications"
 * section of "Mon compte". A notification says what happened and where, never who: no client name, phone, e-mail
 * or street, since it shows on a locked phone's screen. The one exception is an e-invoice the platform reports
 * refused, rejected or disputed: its client is a company (a SIREN), named so the owner knows which job it is.
 */
export const pushCopy = {
  messages: {
    urgentTitle: "Urgence\u202f: fuite de toiture",
    leadTitle: { devis: "Demande de devis", contact: "Demande de contact" },
    lead: (what: string, place: string) => `Nouvelle demande\u202f: ${what}${place ? `, ${place}` : ""}`,
    urgentWork: "fuite de toiture",
    otherWork: "autres travaux",
    quoteViewed: { title: "Devis consulté", body: (number: string) => `Le client a ouvert le devis ${number}.` },
    quoteAccepted: { title: "Devis accepté", body: (number: string) => `Le devis ${number} a été accepté.` },
    quoteRefused: { title: "Devis refusé", body: (number: string) => `Le devis ${number} a été refusé.` },
    invoicePaid: { title: "Facture payée", body: (number: string) => `La facture ${number} est entièrement payée.` },
    invoiceOverdue: {
      title: "Facture en retard",
      body: (number: string) => `La facture ${number} a dépassé son échéance.`,
    },
    invoicePlatform: {
      "210": {
        title: "Facture refusée",
        body: (number: string, client: string) =>
          `${client} a refusé la facture ${number}\u202f: émettez un avoir puis une facture corrigée.`,
      },
      "213": {
        title: "Facture rejetée",
        body: (number: string, client: string) =>
          `La plateforme a rejeté la facture ${number} (${client})\u202f: émettez un avoir puis une facture corrigée.`,
      },
      "207": {
        title: "Facture en litige",
        body: (number: string, client: string) =>
          `${client} conteste la facture ${number}\u202f: voyez son motif sur la facture.`,
      },
    },
    backupFailed: {
      title: "Sauvegarde échouée",
      body: "La dernière sauvegarde n’a pas abouti\u202f: voyez le tableau de bord.",
    },
    jobEmergency: {
      title: "Urgence en route",
      body: (person: string, town: string) => `Urgence\u202f: ${person} est en route${town ? ` — ${town}` : ""}`,
    },
    jobFinished: {
      title: "Chantier terminé",
      body: (title: string) => `Chantier terminé\u202f: ${title}`,
    },
    jobToday: {
      title: "Planning du jour modifié",
      body: (town: string) => `Le planning d’aujourd’hui change pour le chantier${town ? ` de ${town}` : ""}.`,
    },
    jobClientConfirmed: {
      title: "Dates confirmées",
      body: (town: string) => `Le client${town ? ` de ${town}` : ""} confirme les dates de son chantier.`,
    },
    jobClientChange: {
      title: "Autre date demandée",
      body: (town: string) => `Le client${town ? ` de ${town}` : ""} demande une autre date pour son chantier.`,
    },
    jobClientSigned: {
      title: "PV signé en ligne",
      body: (town: string) => `Le client${town ? ` de ${town}` : ""} a signé le procès-verbal de réception.`,
    },
    jobClientLifted: {
      title: "Réserves levées en ligne",
      body: (town: string) => `Le client${town ? ` de ${town}` : ""} a levé les réserves de son procès-verbal.`,
    },
    purchaseReceived: {
      title: "Achats",
      body: (supplier: string, cents: number) =>
        `Nouvelle facture fournisseur\u202f: ${supplier}, ${formatEuros(cents)}`,
    },
    purchaseCreditNote: {
      title: "Achats",
      body: (supplier: string, cents: number) => `Nouvel avoir fournisseur\u202f: ${supplier}, ${formatEuros(cents)}`,
    },
    test: {
      title: "Notification d’essai",
      body: (name: string) => `Les notifications arrivent bien sur «\u202f${name}\u202f».`,
    },
  },
  account: {
    title: "Notifications",
    intro:
      "Recevez chaque nouvelle demande sur votre téléphone dès qu’elle arrive. La notification dit ce qui est demandé et où, jamais le nom ni les coordonnées du client.",
    addThisDevice: "Recevoir les notifications sur cet appareil",
    enable: "Activer sur cet appareil",
    enabling: "Activation…",
    deviceName: "Nom de l’appareil",
    deviceNameHint: "Pour reconnaître l’appareil dans la liste, par exemple «\u202fiPhone de Marc\u202f».",
    unsupported:
      "Ce navigateur ne reçoit pas de notifications. Sur iPhone ou iPad (iOS 16.4 ou plus récent), ajoutez d’abord l’espace pro à l’écran d’accueil (Partager, puis «\u202fSur l’écran d’accueil\u202f») et ouvrez-le depuis l’icône.",
    denied:
      "Les notifications sont bloquées pour ce site. Autorisez-les dans les réglages du navigateur, puis réessayez.",
    failed: "L’appareil n’a pas été enregistré. Réessayez.",
    enabled: "Notifications activées sur cet appareil.",
    none: "Aucun appareil ne reçoit de notifications.",
    thisDevice: "Cet appareil",
    addedOn: "Ajouté le",
    events: "Recevoir",
    eventLabels: {
      lead: "Une nouvelle demande",
      "quote.viewed": "Un devis consulté par le client",
      "quote.accepted": "Un devis accepté",
      "quote.refused": "Un devis refusé",
      "invoice.paid": "Une facture payée",
      "invoice.overdue": "Une facture en retard",
      "invoice.platform": "Une facture refusée, rejetée ou contestée via la plateforme",
      "backup.failed": "Une sauvegarde échouée",
      "job.emergency": "Une urgence lancée (qui part, où)",
      "job.finished": "Un chantier terminé",
      "job.today": "Un changement du planning du jour sur mes chantiers",
      "job.client": "Un client qui confirme ses dates, en demande d’autres ou signe son PV en ligne",
      "purchase.received": "Une facture fournisseur reçue de la plateforme",
    },
    quiet: "Heures calmes",
    quietHint: "Heure de Paris. Rien ne sonne entre ces deux heures\u202f; laissez vide pour tout recevoir.",
    quietFrom: "Début",
    quietTo: "Fin",
    urgentRings: "Une demande urgente (fuite de toiture) sonne quand même",
    save: "Enregistrer",
    saved: (name: string) => `Réglages de «\u202f${name}\u202f» enregistrés.`,
    remove: "Retirer",
    removeLabel: (name: string) => `Retirer l’appareil ${name}`,
    removed: (name: string) => `«\u202f${name}\u202f» ne reçoit plus de notifications.`,
    test: "Envoyer une notification d’essai",
    testSent: (name: string) => `Notification d’essai envoyée à «\u202f${name}\u202f».`,
    errors: {
      name: "Donnez un nom à l’appareil (80 caractères au plus).",
      quiet: "Indiquez les deux heures des heures calmes (HH:MM), différentes, ou aucune.",
      subscription: "L’abonnement envoyé par le navigateur est invalide.",
      missing: "Cet appareil n’existe plus.",
    },
  },
} as const;
