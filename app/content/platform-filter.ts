/**
 * Copy of the « Factures » list's filter by where an invoice stands with the approved platform (decision 043): one
 * label per state the list can be filtered by, in the order the select offers them.
 */

export const platformFilterCopy = {
  label: "Plateforme",
  all: "Plateforme\u202f: tous les statuts",
  states: {
    "a-deposer": "À déposer",
    deposee: "Déposée",
    approuvee: "Approuvée",
    refusee: "Refusée / rejetée",
    litige: "En litige",
    encaissee: "Encaissée",
    "non-concernee": "Non concernée (e-reporting)",
  },
} as const;
