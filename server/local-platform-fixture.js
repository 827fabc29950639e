// @ts-check
// The local platform's directory: fictional businesses with valid SIREN keys (Luhn), each kind a real directory
// holds. 812345676 receives its invoices at its SIREN, 523456788 at one establishment (SIRET) and at a suffix,
// 741234561 at a department of one establishment (SIRET and routing code), 434567897 is in the register but has
// chosen no platform yet (no directory line), 345678908 has closed. `platformType` WK is an approved platform (the
// standard names the receiving platform's type, not the platform itself).

/** What `GET /siren/code-insee:{siren}` answers. */
export const directorySirens = [
  {
    siren: "812345676",
    businessName: "Menuiserie Exemple",
    entityType: "PrivateVatRegistered",
    administrativeStatus: "A",
  },
  { siren: "523456788", businessName: "Syndic Exemple", entityType: "PrivateVatRegistered", administrativeStatus: "A" },
  { siren: "741234561", businessName: "Hôtel Exemple", entityType: "PrivateVatRegistered", administrativeStatus: "A" },
  {
    siren: "434567897",
    businessName: "Boulangerie Exemple",
    entityType: "PrivateVatRegistered",
    administrativeStatus: "A",
  },
  {
    siren: "345678908",
    businessName: "Ancienne Société Exemple",
    entityType: "PrivateVatRegistered",
    administrativeStatus: "C",
  },
];

/** What `POST /directory-line/search` finds: where each business receives, as its addressing identifier. */
export const directoryLines = [
  { addressingIdentifier: "812345676", siren: "812345676", platformType: "WK", directoryLineStatus: "Enabled" },
  {
    addressingIdentifier: "523456788_52345678800018",
    siren: "523456788",
    siret: "52345678800018",
    platformType: "WK",
    directoryLineStatus: "Enabled",
  },
  {
    addressingIdentifier: "523456788_COMPTA",
    siren: "523456788",
    addressingSuffix: "COMPTA",
    platformType: "WK",
    directoryLineStatus: "Upcoming",
  },
  {
    addressingIdentifier: "741234561_74123456100016_SERVICE-ACHATS",
    siren: "741234561",
    siret: "74123456100016",
    routingCode: {
      routingIdentifier: "SERVICE-ACHATS",
      routingIdentifierType: "0224",
      routingCodeName: "Service des achats",
    },
    platformType: "WK",
    directoryLineStatus: "Enabled",
  },
];

/** The reform's lifecycle statuses a platform reports on an invoice (codes 200 to 213). */
/** @type {Record<string, string>} */
export const lifecycleStatuses = {
  200: "Déposée",
  201: "Émise par la plateforme",
  202: "Reçue par la plateforme",
  203: "Mise à disposition",
  204: "Prise en charge",
  205: "Approuvée",
  206: "Approuvée partiellement",
  207: "En litige",
  208: "Suspendue",
  209: "Complétée",
  210: "Refusée",
  211: "Paiement transmis",
  212: "Encaissée",
  213: "Rejetée",
};
