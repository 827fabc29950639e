/** Illustrations that stand in for photos until the owner supplies real ones. */
export const illustrations = {
  zinc: "/images/illustrations/zinc.svg",
  zinguerie: "/images/illustrations/zinguerie.svg",
  bacAcier: "/images/illustrations/bac-acier.svg",
  ardoise: "/images/illustrations/ardoise.svg",
  tuiles: "/images/illustrations/tuiles.svg",
  charpente: "/images/illustrations/charpente.svg",
  etancheite: "/images/illustrations/etancheite.svg",
  urgence: "/images/illustrations/urgence.svg",
  desamiantage: "/images/illustrations/desamiantage.svg",
  peinture: "/images/illustrations/peinture.svg",
  maconnerie: "/images/illustrations/maconnerie.svg",
  nettoyage: "/images/illustrations/nettoyage.svg",
  facadeAvant: "/images/illustrations/facade-avant.svg",
  facadeApres: "/images/illustrations/facade-apres.svg",
  dallage: "/images/illustrations/dallage.svg",
  beffroi: "/images/illustrations/beffroi.svg",
} as const;

export type IllustrationKey = keyof typeof illustrations;

/** Intrinsic size of every illustration, so each <img> reserves its space (no layout shift). */
export const illustrationSize = { width: 1200, height: 800 } as const;
