import { maxRating } from "./testimonials.ts";

/** Copy of the reviews asked of clients: the e-mail, the client's page (/a/…) and the owner's screen (decision 031). */
export const reviewsCopy = {
  mail: {
    subject: (company: string) => `Votre avis sur notre chantier – ${company}`,
    /** Short and warm, from the company; the Google choice only when the owner gave his page's address. */
    body: (options: { name: string; job: string; company: string; phone: string; link: string; google: string }) =>
      [
        options.name ? `Bonjour ${options.name},` : "Bonjour,",
        "",
        options.job
          ? `Votre chantier « ${options.job} » est terminé : merci de nous avoir fait confiance.`
          : "Votre chantier est terminé : merci de nous avoir fait confiance.",
        "Votre avis compte beaucoup pour nous, et il aide vos voisins à choisir leur artisan. Deux minutes suffisent :",
        "",
        ...(options.google
          ? [`– sur Google : ${options.google}`, `– ou sur notre site : ${options.link}`]
          : [`– sur notre site : ${options.link}`]),
        "",
        "Le lien de notre site vous est personnel et sert une seule fois. Une remarque, une question ? Répondez simplement à cet e-mail.",
        "",
        "Bien cordialement,",
        options.company,
        options.phone,
      ].join("\n"),
  },
  client: {
    title: "Votre avis sur notre chantier",
    intro: (company: string, job: string) =>
      job
        ? `${company} vous remercie de votre confiance. Comment s’est passé votre chantier « ${job} » ?`
        : `${company} vous remercie de votre confiance. Comment s’est passé votre chantier ?`,
    rating: "Votre note",
    ratingHint: `De 1 (très déçu) à ${maxRating} étoiles (excellent).`,
    star: (value: number) => `${value} étoile${value > 1 ? "s" : ""} sur ${maxRating}`,
    text: "Votre avis",
    textHint: "Ce qui vous a plu, ou moins plu : votre avis est publié tel que vous l’écrivez.",
    firstName: "Votre prénom",
    firstNameHint: "Seul votre prénom est publié, jamais votre nom.",
    town: "Votre commune",
    consent: "J’accepte que mon avis, mon prénom et ma commune soient publiés sur le site de l’entreprise.",
    consentHint: "Sans votre accord, l’entreprise lit votre avis sans le publier.",
    send: "Envoyer mon avis",
    required: "* champ obligatoire",
    thanks: "Merci pour votre avis !",
    thanksText: "Il a bien été enregistré. L’entreprise le lit avant de le publier, tel que vous l’avez écrit.",
    already: "Vous avez déjà donné votre avis avec ce lien : merci ! Il ne peut servir qu’une fois.",
    unknown: "Ce lien n’est pas valable. Vérifiez qu’il est complet, tel qu’il figure dans l’e-mail reçu.",
    throttled: "Trop de tentatives depuis votre connexion : réessayez dans un quart d’heure.",
    errorsTitle: "Votre avis n’a pas été envoyé :",
    errors: {
      rating: "Choisissez une note de 1 à 5 étoiles.",
      text: "Écrivez votre avis, en quelques mots au moins.",
      textLong: (max: number) => `Votre avis : ${max} caractères au plus.`,
      firstName: "Indiquez votre prénom.",
      firstNameLong: (max: number) => `Votre prénom : ${max} caractères au plus.`,
      town: "Indiquez votre commune.",
      townLong: (max: number) => `Votre commune : ${max} caractères au plus.`,
      control: "Le texte contient un caractère invisible non autorisé : retapez-le.",
    },
  },
  owner: {
    title: "Avis de vos clients",
    intro:
      "Après chaque chantier payé (ou marqué « Chantier terminé » sans facture), votre client reçoit un e-mail qui lui demande son avis. Vous lisez chaque avis ici : approuvez-le pour le publier, répondez-lui ou masquez-le. Vous ne pouvez pas modifier ce qu’il a écrit.",
    settingTitle: "Demandes d’avis",
    settingOn: "Demander un avis à chaque client après son chantier",
    settingSave: "Enregistrer",
    settingSaved: (on: boolean) =>
      on
        ? "Les demandes d’avis sont activées."
        : "Les demandes d’avis sont désactivées : aucun client ne sera sollicité.",
    waiting: (count: number) =>
      count === 0
        ? "Aucune demande en attente de réponse."
        : count === 1
          ? "1 client n’a pas encore répondu."
          : `${count} clients n’ont pas encore répondu.`,
    none: "Aucun avis reçu pour l’instant.",
    from: (firstName: string, town: string) => `${firstName}, ${town}`,
    received: "Reçu le",
    job: "Chantier :",
    request: (id: number) => `Demande n° ${id}`,
    states: { recu: "À lire", approuve: "Publié", masque: "Masqué", demande: "Demandé" },
    noConsent: "Le client n’a pas accepté la publication : cet avis reste privé.",
    approve: "Approuver et publier",
    hide: "Masquer",
    reply: "Votre réponse publique",
    replyHint: "Affichée sous l’avis, signée du nom de l’entreprise. Laissez vide pour ne pas répondre.",
    saveReply: "Enregistrer la réponse",
    approved: "Avis approuvé : il est en ligne.",
    hidden: "Avis masqué : il n’est plus sur le site.",
    replied: "Réponse enregistrée.",
    repliedOnline: "Réponse enregistrée et publiée.",
    refused: "Cet avis ne peut pas être publié : son auteur n’a pas accepté la publication.",
    publishFailed:
      "Décision enregistrée, mais la publication n’a pas abouti : elle partira avec la prochaine publication.",
    replyLong: (max: number) => `Votre réponse : ${max} caractères au plus.`,
  },
  lead: {
    title: "Avis du client",
    done: "Chantier terminé",
    doneHint:
      "Marquez le chantier terminé quand il est fini : sans facture émise pour cette demande, le client reçoit alors une demande d’avis (une seule fois).",
    markDone: "Marquer « Chantier terminé »",
    undo: "Retirer la marque",
    doneAt: "Chantier terminé le",
    off: "Ne pas demander d’avis à ce client",
    save: "Enregistrer",
    asked: "Avis demandé le",
    notYet: "Aucune demande d’avis envoyée pour l’instant.",
    globallyOff: "Les demandes d’avis sont désactivées pour tous les chantiers (Mon site → Avis de vos clients).",
    wonFirst: "Passez d’abord la demande en « Gagnée ».",
    saved: "Enregistré.",
    doneSaved: "Chantier marqué terminé.",
  },
} as const;
