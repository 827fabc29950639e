/** The team's screen (`/pro/equipe`), the invitation page (`/pro/invitation`) and the invitation's e-mail. */

type Role = "patron" | "bureau" | "compagnon";

export const teamCopy = {
  roles: {
    patron: "Patron",
    bureau: "Bureau",
    compagnon: "Compagnon",
  } satisfies Record<Role, string>,
  /** What each role opens, as the patron chooses it. */
  roleHints: {
    patron: "Tout, dont la banque, la facturation électronique, les sauvegardes et l’équipe.",
    bureau:
      "Les demandes, devis, factures, le planning, les chantiers et le site ; ni les comptes (l’export pour le comptable), ni la banque, ni la facturation électronique et l’e-reporting, ni les sauvegardes, ni l’équipe.",
    compagnon: "Sa journée et les chantiers où il est prévu, sans aucun montant.",
  } satisfies Record<Role, string>,
  title: "Équipe",
  intro: "Les personnes qui ont un compte dans l’espace pro, et ce que chacune y voit.",
  people: {
    title: "Les personnes",
    you: "vous",
    email: "E-mail",
    phone: "Téléphone",
    noPhone: "pas de téléphone",
    lastSeen: "Vu pour la dernière fois",
    neverSeen: "jamais connecté",
    role: "Rôle",
    /** The buttons' names hold their visible text (WCAG 2.5.3), then whose row it is. */
    changeRole: (name: string) => `Enregistrer le rôle de ${name}`,
    saveRole: "Enregistrer le rôle",
    remove: "Retirer de l’équipe",
    removeLabel: (name: string) => `Retirer de l’équipe : ${name}`,
    confirmRemove: (name: string) =>
      `Retirer ${name} ? Ses sessions sont fermées tout de suite et il ne pourra plus se connecter. Les chantiers où il était prévu gardent son nom.`,
    confirm: "Oui, retirer",
    cancel: "Annuler",
  },
  invites: {
    title: "Invitations en attente",
    none: "Aucune invitation en attente.",
    expires: (date: string) => `valable jusqu’au ${date}`,
    revoke: "Annuler l’invitation",
    revokeLabel: (email: string) => `Annuler l’invitation de ${email}`,
  },
  invite: {
    title: "Inviter une personne",
    intro:
      "Elle reçoit un lien par e-mail, valable 7 jours et une seule fois, pour choisir son mot de passe. Vous pouvez aussi lui envoyer le lien vous-même.",
    name: "Nom",
    email: "E-mail",
    phone: "Téléphone (facultatif)",
    role: "Rôle",
    submit: "Créer l’invitation",
    link: "Lien d’invitation",
    linkHint: (email: string) =>
      `Envoyé à ${email}. Ce lien crée son compte : ne le donnez qu’à cette personne. Il ne sera plus affiché.`,
    copy: "Copier le lien",
    copied: "Lien copié",
  },
  notices: {
    invited: (email: string) => `Invitation créée pour ${email}.`,
    role: (name: string, role: string) => `${name} est maintenant ${role.toLowerCase()}.`,
    removed: (name: string) => `${name} ne fait plus partie de l’équipe ; ses sessions sont fermées.`,
    revoked: (email: string) => `L’invitation de ${email} est annulée.`,
  },
  errors: {
    missing: "Indiquez le nom et l’e-mail de la personne.",
    name: "Le nom doit faire 80 caractères au plus.",
    email: "Cette adresse e-mail n’est pas valable.",
    phone: "Ce numéro de téléphone n’est pas valable (chiffres, espaces, + et points).",
    role: "Choisissez un rôle : patron, bureau ou compagnon.",
    member: (email: string) => `${email} a déjà un compte dans l’équipe.`,
    lastPatron:
      "Il faut au moins un patron : nommez d’abord quelqu’un d’autre patron avant de changer ce rôle ou de retirer ce compte.",
    gone: "Cette personne ne fait plus partie de l’équipe.",
  },
  accept: {
    title: "Rejoindre l’équipe",
    intro: (company: string, role: string) =>
      `Vous êtes invité dans l’espace pro de ${company}, comme ${role.toLowerCase()}. Choisissez votre mot de passe : votre compte est créé et vous êtes connecté.`,
    email: "Votre e-mail",
    password: "Mot de passe",
    confirm: "Le même mot de passe",
    passwordHint:
      "12 caractères au moins, pas un mot de passe courant ni votre e-mail. Une phrase de plusieurs mots convient bien.",
    submit: "Créer mon compte",
    submitting: "Création du compte…",
    missing: "Saisissez deux fois votre mot de passe.",
    mismatch: "Les deux mots de passe ne sont pas identiques.",
    throttled: (minutes: number) => `Trop d’essais depuis cette connexion. Réessayez dans ${minutes} min.`,
    invalidTitle: "Invitation non valable",
    invalidText:
      "Ce lien a déjà servi, a expiré, a été annulé ou est incomplet. Demandez une nouvelle invitation au patron, ou connectez-vous si votre compte existe.",
    toLogin: "Aller à la connexion",
    auditDetail: "lien d’invitation",
  },
  /** The e-mail that carries the invitation: the one notice with a link that opens something, once. */
  email: (details: { companyName: string; name: string; role: string; link: string; until: string }) => ({
    subject: `Invitation à l’espace pro · ${details.companyName}`,
    text: [
      `Bonjour ${details.name},`,
      "",
      `Vous êtes invité à rejoindre l’espace pro de ${details.companyName}, comme ${details.role.toLowerCase()}.`,
      "",
      `Pour créer votre compte, ouvrez ce lien et choisissez votre mot de passe : ${details.link}`,
      "",
      `Le lien sert une seule fois et reste valable jusqu’au ${details.until}. Si vous n’attendiez pas cette invitation, ignorez ce message.`,
      "",
      `— L’espace pro de ${details.companyName}`,
    ].join("\n"),
  }),
  /** The account page's way to the team's screen, for the patron. */
  accountLink: "Gérer l’équipe",
  accountLinkHint: "Inviter une personne, changer un rôle, retirer un compte.",
} as const;
