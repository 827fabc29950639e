/**
 * Old or mistyped URLs the original site linked to (product spec §2), answered with a permanent redirect.
 * Keys are decoded paths, compared after decodeURIComponent and NFC normalisation.
 */
export const permanentRedirects: Readonly<Record<string, string>> = {
  "/urgence": "/services/urgence-fuite",
  "/services/urgence-fuite-toiture": "/services/urgence-fuite",
  "/services/désamiantage": "/services/desamiantage",
  "/services/peinture-extérieure": "/services/peinture-exterieure",
  "/services/maçonnerie": "/services/maconnerie",
  "/services/nettoyage--démoussage": "/services/nettoyage-demoussage",
  "/services/nettoyage-démoussage": "/services/nettoyage-demoussage",
  "/services/traitement-façade": "/services/traitement-facade",
  "/villes/méricourt": "/villes/mericourt",
};

export function findRedirect(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const normalised = decoded.normalize("NFC").replace(/\/+$/, "").toLowerCase();
  return permanentRedirects[normalised];
}
