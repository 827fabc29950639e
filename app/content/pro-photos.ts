/** What the owner reads about a request's photos in the owner's space. */
export const leadPhotosCopy = {
  title: (count: number) => `Photos (${count})`,
  intro: "Touchez une photo pour l’ouvrir en grand. Elles ont été réenregistrées sans leurs métadonnées.",
  open: (position: number, name: string) => `Ouvrir la photo ${position} (${name}) en grand`,
  alt: (position: number, name: string) => `Photo ${position} envoyée par le visiteur : ${name}`,
  size: (width: number, height: number, megabytes: string) => `${width} × ${height} px · ${megabytes}`,
  notFound: "Cette photo n’existe pas ou a été supprimée avec sa demande.",
} as const;
