/**
 * Request paths an attacker would try to turn one of the site's redirects into a link to his own page: the
 * trailing-slash canonical redirect (`//evil.example/` once answered `Location: //evil.example`), the moved
 * pages, and the owner's return path after login. Written as they go on the wire, so a test can send them raw.
 */
export const hostileRedirectPaths: readonly string[] = [
  "//evil.example/",
  "///evil.example/",
  "////evil.example/",
  "/\\evil.example/",
  "/\\\\evil.example/",
  "/\\/evil.example/",
  "//\\evil.example/",
  "//evil.example/devis/",
  "//evil.example/%2e%2e/",
  "/%2fevil.example/",
  "/%2Fevil.example/",
  "/%5cevil.example/",
  "/%5Cevil.example/",
  "/%252fevil.example/",
  "/%2e%2e/%2e%2e/evil.example/",
  "/devis/../../evil.example/",
  "/./evil.example/",
  "/%09/evil.example/",
  "/%0d%0aLocation:%20http://evil.example/",
  "//evil.example:443/",
  "//user@evil.example/",
  "//evil.example/?a=b/",
  "//evil.example/urgence/",
  "/urgence//evil.example/",
  "//%65vil.example/",
  "/%E3%80%82evil.example/",
];

/** Values of the login's `retour` (return path) that must never take the owner off the site nor out of /pro. */
export const hostileReturnPaths: readonly string[] = [
  "//evil.example",
  "//evil.example/pro",
  "///evil.example/pro",
  "/\\evil.example",
  "/pro\\..\\..\\evil.example",
  "https://evil.example/pro",
  "javascript:alert(1)",
  "/pro/../../evil.example",
  "/pro/%2e%2e/%2e%2e/evil.example",
  "/pro/%2f%2fevil.example",
  "/pro/%5cevil.example",
  "/pro\t//evil.example",
  "/pro\r\nLocation: //evil.example",
  "/pro@evil.example",
  "/devis",
  "/pro/connexion",
  "/pro/connexion?retour=//evil.example",
];
