import { derive } from "./published.ts";
import { site } from "./site.ts";

function minutes(count: number): string {
  return count <= 1 ? "1 minute" : `${count} minutes`;
}

/** A setting's duration as the owner reads it: "2 heures", "30 minutes", "45 secondes". */
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const plural = (count: number, unit: string) => `${count} ${unit}${count > 1 ? "s" : ""}`;
  if (seconds % 3600 === 0) return plural(seconds / 3600, "heure");
  if (seconds % 60 === 0) return plural(seconds / 60, "minute");
  return plural(seconds, "seconde");
}

/** Copy of the owner's space (`/pro`) and of its command-line tool, French like the rest of the site. */
export let proCopy!: ReturnType<typeof writtenProCopy>;
derive(() => {
  proCopy = writtenProCopy();
});

function writtenProCopy() {
  return {
    spaceName: "Espace pro",
    appDescription: "Les demandes reçues sur le site, les devis et le site lui-même, depuis le téléphone.",
    /** The build's name, for an error page drawn without its loader's data; every other page shows the published one. */
    companyName: site.name,
    duration,
    metaTitle: (page: string, companyShortName = site.shortName) => `${page} · Espace pro · ${companyShortName}`,
    skipLink: "Aller au contenu",
    nav: {
      label: "Espace pro",
      inbox: "Demandes",
      quotes: "Devis",
      invoices: "Factures",
      purchases: "Achats",
      dashboard: "Tableau de bord",
      site: "Mon site",
      account: "Mon compte",
      planning: "Planning",
      jobs: "Chantiers",
      myDay: "Ma journée",
      team: "Équipe",
      /** The office's sections that do not hold in a phone's tab bar: the dashboard, the purchases, the site, the team. */
      more: "Plus",
      moreLabel: "Plus de sections",
      logout: "Se déconnecter",
      /** The header's link to the owner's manual (app/content/pro-help.ts), on the screen's own page. */
      help: "Aide",
      helpLabel: "Aide pour cet écran",
      publicSite: "Voir le site",
    },
    login: {
      title: "Connexion",
      intro: "Accès réservé à l’équipe. Connectez-vous pour voir et suivre les demandes reçues sur le site.",
      email: "E-mail",
      password: "Mot de passe",
      submit: "Se connecter",
      submitting: "Connexion…",
      invalid: "E-mail ou mot de passe incorrect.",
      missing: "Saisissez votre e-mail et votre mot de passe.",
      throttled: (waitMinutes: number) => `Trop de tentatives. Réessayez dans ${minutes(waitMinutes)}.`,
      or: "ou",
      passkey: "Se connecter avec une clé d’accès",
      passkeyWorking: "Vérification de la clé d’accès…",
      passkeyFailed: "La connexion avec la clé d’accès n’a pas abouti. Réessayez, ou utilisez votre mot de passe.",
      passkeyUnsupported: "Ce navigateur ne gère pas les clés d’accès : utilisez votre mot de passe.",
      passkeyHint: "Face ID, empreinte digitale ou code de l’appareil, sans mot de passe.",
      loggedOut: "Vous êtes déconnecté.",
      sessionEnded: {
        idle: (limit: string) =>
          `Votre session s’est fermée après ${limit} sans activité. Reconnectez-vous : vous reviendrez à la page demandée.`,
        absolute: (limit: string) =>
          `Votre session a atteint sa durée maximale (${limit}). Reconnectez-vous : vous reviendrez à la page demandée.`,
      },
      expired: "Votre session a expiré : reconnectez-vous.",
    },
    setup: {
      title: "Créer votre compte",
      intro:
        "Ce lien sert une seule fois : il crée le compte du responsable de l’espace pro, qui reçoit les demandes et modifie le site. Ensuite, il ne s’ouvre plus.",
      email: "Votre e-mail",
      password: "Mot de passe",
      confirm: "Le même mot de passe",
      passwordHint:
        "12 caractères au moins, pas un mot de passe courant ni votre e-mail. Une phrase de plusieurs mots convient bien.",
      submit: "Créer mon compte",
      submitting: "Création du compte…",
      missing: "Saisissez votre e-mail et deux fois votre mot de passe.",
      badEmail: "Cette adresse e-mail n’est pas valable.",
      mismatch: "Les deux mots de passe ne sont pas identiques.",
      throttled: (waitMinutes: number) =>
        `Trop d’essais depuis cette connexion. Réessayez dans ${minutes(waitMinutes)}.`,
      invalidTitle: "Lien d’installation non valable",
      invalidText:
        "Ce lien a déjà servi, a expiré ou est incomplet. Si aucun compte n’existe encore, la commande « npm run pro -- setup-link », sur le serveur, en donne un nouveau ; sinon, connectez-vous.",
      toLogin: "Aller à la connexion",
      startLine: (link: string, hours: number) =>
        `Aucun compte pour l’espace pro : pour créer le vôtre depuis votre téléphone, ouvrez ${link} (une seule fois, valable ${hours} h).`,
      auditDetail: "lien d’installation",
    },
    account: {
      title: "Mon compte",
      signedInAs: "Connecté en tant que",
      passkeys: {
        title: "Clés d’accès",
        intro:
          "Une clé d’accès vous connecte avec Face ID, votre empreinte ou le code de votre téléphone, sans mot de passe. Elle reste sur l’appareil et ne peut pas être volée par un faux site.",
        add: "Ajouter une clé d’accès",
        adding: "Enregistrement de la clé…",
        added: "Clé d’accès ajoutée.",
        failed: "La clé d’accès n’a pas été enregistrée. Réessayez.",
        unsupported: "Ce navigateur ne gère pas les clés d’accès.",
        alreadyRegistered: "Cet appareil a déjà une clé d’accès pour ce compte.",
        nameLabel: "Nom de la clé",
        namePlaceholder: "Ex. : iPhone de Marc",
        defaultName: "Clé d’accès",
        none: "Aucune clé d’accès pour l’instant.",
        createdAt: "Ajoutée le",
        lastUsed: "Dernière utilisation",
        neverUsed: "jamais utilisée",
        remove: "Supprimer",
        removeLabel: (name: string) => `Supprimer la clé « ${name} »`,
        removed: "Clé d’accès supprimée.",
      },
      sessions: {
        title: "Appareils connectés",
        intro: (idle: string, absolute: string) =>
          `Les navigateurs où votre compte est ouvert. Une session se ferme après ${idle} sans activité, et au plus tard ${absolute} après la connexion.`,
        current: "cet appareil",
        lastSeen: "Dernière activité",
        address: "Adresse",
        unknownDevice: "Appareil inconnu",
        logoutOthers: "Se déconnecter de mes autres sessions",
        loggedOutOthers: (count: number) =>
          count === 0
            ? "Aucune autre session n’était ouverte."
            : count === 1
              ? "1 autre session a été fermée."
              : `${count} autres sessions ont été fermées.`,
        none: "Aucune autre session ouverte.",
      },
      password: {
        title: "Mot de passe",
        intro:
          "Choisissez un nouveau mot de passe. Vérifiez aussi vos clés d’accès ci-dessous : supprimez celles que vous ne reconnaissez pas.",
        endOthers: "Fermer mes sessions sur les autres appareils",
        endOthersHint:
          "Conseillé si vous changez de mot de passe parce qu’un appareil a été perdu ou que le mot de passe a pu être vu.",
        passkeysTitle: "Vos clés d’accès",
        current: "Mot de passe actuel",
        next: "Nouveau mot de passe",
        confirm: "Confirmer le nouveau mot de passe",
        hint: "12 caractères au moins. Une phrase de quelques mots est facile à retenir et difficile à deviner.",
        submit: "Changer le mot de passe",
        changed: (closed: boolean) =>
          closed ? "Mot de passe changé. Vos autres sessions sont fermées." : "Mot de passe changé.",
        wrongCurrent: "Le mot de passe actuel est incorrect.",
        mismatch: "Les deux nouveaux mots de passe ne sont pas identiques.",
      },
    },
    reauth: {
      title: "Confirmez que c’est bien vous",
      intro: (limit: string) =>
        `Pour modifier les accès à votre compte, confirmez votre identité : votre dernière connexion date de plus de ${limit}.`,
      password: "Votre mot de passe",
      submit: "Confirmer et continuer",
      passkey: "Confirmer avec une clé d’accès",
      passkeyWorking: "Vérification…",
      wrong: "Mot de passe incorrect.",
      failed: "La confirmation n’a pas abouti. Réessayez, ou utilisez votre mot de passe.",
    },
    passwordProblems: {
      tooShort: "Le mot de passe doit compter au moins 12 caractères.",
      tooLong: "Le mot de passe ne peut pas dépasser 256 caractères.",
      common: "Ce mot de passe fait partie des plus courants : choisissez-en un autre.",
      containsEmail: "Le mot de passe ne doit pas contenir votre adresse e-mail.",
    },
    errors: {
      notFoundTitle: "Page introuvable",
      notFoundText: "Cette page n’existe pas dans l’espace pro.",
      unauthorizedTitle: "Session expirée",
      unauthorizedText: "Votre session a expiré ou vous avez été déconnecté.",
      reconnect: "Se reconnecter",
      crashTitle: "Une erreur est survenue",
      crashText: "La page n’a pas pu s’afficher. Réessayez dans un instant.",
      backToInbox: "Retour aux demandes",
      forbidden: "Requête refusée : elle ne vient pas de ce site.",
      unauthorized: "Connexion requise.",
      unavailable: "Service momentanément indisponible. Réessayez dans un instant.",
    },
    dateTime: (iso: string | number) =>
      new Intl.DateTimeFormat("fr-FR", {
        dateStyle: "long",
        timeStyle: "short",
        timeZone: "Europe/Paris",
      }).format(new Date(iso)),
    cli: {
      usage: [
        "Usage : npm run pro -- <commande>",
        "",
        "  add-user EMAIL [--role patron|bureau|compagnon] [--name NOM]",
        "                         crée un compte (patron par défaut ; le mot de passe est demandé, ou lu sur l’entrée standard)",
        "  list-users             liste les comptes, avec leur rôle et leur nom",
        "  remove-user EMAIL      supprime un compte, ses sessions et ses clés d’accès",
        "  reset-password EMAIL   change le mot de passe d’un compte et ferme ses sessions",
        "  audit [--limit N]      affiche le journal (50 dernières entrées par défaut)",
        "  setup-link             tant qu’aucun compte n’existe : un lien pour créer le premier depuis le téléphone",
      ].join("\n"),
      unknownCommand: (command: string) => `Commande inconnue : ${command}`,
      emailRequired: "Indiquez l’adresse e-mail du compte.",
      badEmail: (email: string) => `Adresse e-mail invalide : ${email}`,
      passwordPrompt: "Mot de passe : ",
      confirmPrompt: "Confirmez le mot de passe : ",
      mismatch: "Les deux mots de passe ne sont pas identiques.",
      noPassword: "Aucun mot de passe reçu sur l’entrée standard.",
      userAdded: (email: string, role: string) => `Compte créé : ${email} (${role}). Connexion sur /pro/connexion.`,
      badRole: (role: string, roles: readonly string[]) =>
        `Rôle inconnu : ${role}. Les rôles sont : ${roles.join(", ")}.`,
      userExists: (email: string) => `Un compte existe déjà pour ${email}.`,
      userRemoved: (email: string) => `Compte supprimé : ${email}.`,
      noSuchUser: (email: string) => `Aucun compte pour ${email}.`,
      passwordReset: (email: string) => `Mot de passe changé pour ${email} ; ses sessions sont fermées.`,
      noUsers: "Aucun compte. Créez-en un : npm run pro -- add-user EMAIL",
      usersHeader: ["E-mail", "Rôle", "Nom", "Créé le", "Clés d’accès", "Sessions"],
      badLimit: "--limit attend un nombre entier positif.",
      noAudit: "Le journal est vide.",
      setupLink: (link: string, hours: number) =>
        `Pour créer le premier compte depuis votre téléphone, ouvrez ${link} (une seule fois, valable ${hours} h).`,
      setupNotNeeded: "Un compte existe déjà : le lien d’installation ne sert plus. Ajoutez-en un avec add-user EMAIL.",
      auditHeader: ["Date", "Action", "Compte", "Adresse", "Détail"],
    },
    auditActions: {
      "login.success": "connexion",
      "login.passkey": "connexion par clé d’accès",
      "login.failure": "échec de connexion",
      "login.throttled": "connexion bloquée (trop d’essais)",
      logout: "déconnexion",
      "sessions.closed": "autres sessions fermées",
      reauth: "identité confirmée avant un changement du compte",
      "passkey.added": "clé d’accès ajoutée",
      "passkey.removed": "clé d’accès supprimée",
      "password.changed": "mot de passe changé",
      "user.added": "compte créé",
      "user.removed": "compte supprimé",
      "password.reset": "mot de passe réinitialisé",
      "lead.status": "statut de demande changé",
      "lead.export": "demandes exportées (CSV)",
      "lead.resend": "e-mail de demande renvoyé",
      "lead.delete": "demande supprimée",
      "invoice.export": "export comptable téléchargé (factures et paiements)",
      "role.denied": "adresse refusée à ce rôle",
      "team.invited": "personne invitée dans l’équipe",
      "team.revoked": "invitation annulée",
      "team.joined": "invitation acceptée, compte créé",
      "team.role": "rôle changé",
      "team.removed": "personne retirée de l’équipe",
    } as Record<string, string>,
  };
}
