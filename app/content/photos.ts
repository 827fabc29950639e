/**
 * The photo field's copy: the field and its thumbnails, the server's refusals (each naming the file), the Express
 * guard's answers and the owner's e-mail all read it.
 */
export const photoCopy = {
  label: "Photos",
  hint: "Jusqu’à 6 photos de la toiture, de la fuite ou de la gouttière (JPEG, PNG, WebP, AVIF ou HEIC, 15 Mo chacune au plus). Sur un téléphone, vous pouvez les prendre sur le moment.",
  chosen: (count: number) =>
    count === 0 ? "Aucune photo choisie" : `${count} photo${count > 1 ? "s" : ""} choisie${count > 1 ? "s" : ""} sur 6`,
  remove: (position: number, name: string) => `Retirer photo ${position} (${name})`,
  removeShort: "Retirer",
  preparing: "Préparation des photos…",
  uploading: "Envoi des photos",
  uploaded: (percent: number) => `${percent} % envoyés`,
  emailTitle: "Photos jointes",
  emailLinksTitle: "Photos (trop lourdes pour ce message : à voir dans votre espace)",
  errors: {
    tooMany: "Vous pouvez joindre 6 photos au plus : retirez-en quelques-unes puis renvoyez la demande.",
    tooBig: (name: string) =>
      `La photo « ${name} » dépasse 15 Mo : choisissez une photo moins lourde (une capture d’écran ou une photo réduite convient).`,
    totalTooBig: "Vos photos dépassent 40 Mo à elles toutes : retirez-en une ou deux puis renvoyez la demande.",
    notImage: (name: string) =>
      `Le fichier « ${name} » n’est pas une photo que nous pouvons lire : seuls les formats JPEG, PNG, WebP, AVIF et HEIC sont acceptés.`,
    tooManyPixels: (name: string) =>
      `La photo « ${name} » est trop grande (plus de 50 millions de pixels) : envoyez une version réduite.`,
    damaged: (name: string) =>
      `La photo « ${name} » est incomplète ou abîmée : elle n’a pas pu être ouverte. Choisissez-la de nouveau ou prenez une autre photo.`,
    heic: (name: string) =>
      `La photo « ${name} » est au format HEIC de l’iPhone, que nous ne savons pas encore ouvrir. Sur l’iPhone, choisissez « Plus compatible » dans Réglages › Appareil photo › Formats, ou envoyez une capture d’écran de la photo.`,
    stalled:
      "L’envoi de vos photos s’est interrompu (connexion trop lente ou coupée). Vérifiez votre connexion puis renvoyez la demande.",
  },
} as const;
