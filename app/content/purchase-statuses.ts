import type { BuyerStatusCode, StatusReasonCode } from "#app/services/einvoicing/buyer-status-cdar.ts";
import type { BuyerAction } from "#app/services/purchases/buyer-statuses.ts";

/**
 * The statuses the company sends about a supplier's invoice, in the words of the tax administration's table of
 * statuses (the supplier's platform shows the same ones), and what the owner's button says for each.
 */
export const buyerStatusLabels = {
  "204": "Prise en charge",
  "205": "Approuvée",
  "206": "Approuvée partiellement",
  "207": "En litige",
  "208": "Suspendue",
  "210": "Refusée",
  "211": "Paiement transmis",
} as const satisfies Record<BuyerStatusCode, string>;

export const buyerActionLabels = {
  approve: "Approuver",
  "approve-partially": "Approuver en partie",
  dispute: "Contester",
  suspend: "Suspendre",
  refuse: "Refuser",
  pay: "Paiement envoyé",
} as const satisfies Record<BuyerAction, string>;

/**
 * Each reason the French rules let a buyer give (BR-FR-CDV-CL-09), as an owner says it: the supplier's platform
 * receives the code, and these words when the owner adds none of his own.
 */
export const statusReasonLabels = {
  AUTRE: "Autre motif",
  COORD_BANC_ERR: "Coordonnées bancaires erronées",
  TX_TVA_ERR: "Taux de TVA erroné",
  MONTANTTOTAL_ERR: "Montant total erroné",
  CALCUL_ERR: "Erreur de calcul",
  NON_CONFORME: "Mentions obligatoires manquantes",
  DOUBLON: "Facture reçue en double",
  DEST_INC: "Destinataire inconnu",
  DEST_ERR: "Facture adressée à la mauvaise entreprise",
  TRANSAC_INC: "Achat inconnu",
  EMMET_INC: "Fournisseur inconnu",
  CONTRAT_TERM: "Contrat terminé",
  DOUBLE_FACT: "Déjà facturé",
  CMD_ERR: "Numéro de commande absent ou erroné",
  ADR_ERR: "Adresse de facturation erronée",
  SIRET_ERR: "SIRET absent ou erroné",
  CODE_ROUTAGE_ERR: "Code de routage absent ou erroné",
  REF_CT_ABSENT: "Référence du contrat absente",
  REF_ERR: "Référence erronée",
  PU_ERR: "Prix unitaire erroné",
  REM_ERR: "Remise erronée",
  QTE_ERR: "Quantité différente de la livraison",
  ART_ERR: "Article non commandé",
  MODPAI_ERR: "Conditions de paiement erronées",
  QUALITE_ERR: "Qualité non conforme à la commande",
  LIVR_INCOMP: "Livraison incomplète",
  JUSTIF_ABS: "Justificatif absent ou insuffisant",
} as const satisfies Record<StatusReasonCode, string>;
