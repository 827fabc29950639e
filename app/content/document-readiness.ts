/**
 * Copy of the mentions a quote or an invoice cannot leave without (decision 020): each names the value the owner
 * still has to give, as a list item that links to its field.
 */
export const mentionLabels = {
  name: "Le nom de l’entreprise",
  "legal.form": "La forme juridique",
  "legal.capital": "Le capital social",
  "legal.siret": "Le numéro SIRET",
  "legal.rcs": "L’immatriculation au RCS (ou au RM)",
  "legal.vat": "Le numéro de TVA intracommunautaire",
  "address.street": "L’adresse du siège (rue)",
  "address.postalCode": "Le code postal du siège",
  "address.city": "La ville du siège",
  phone: "Le téléphone de l’entreprise",
  email: "L’adresse e-mail de l’entreprise",
  "insurance.insurer": "L’assureur décennal (nom et adresse)",
  "insurance.policyNumber": "Le numéro du contrat d’assurance décennale",
  "insurance.coverage": "La couverture géographique de l’assurance décennale",
  "mediator.name": "Le nom du médiateur de la consommation",
  "mediator.address": "L’adresse du médiateur de la consommation",
  "mediator.url": "Le site internet du médiateur de la consommation",
  "bank.iban": "L’IBAN du compte de l’entreprise",
  "bank.bic": "Le BIC du compte de l’entreprise",
  clientName: "Le nom du client",
  clientAddress: "L’adresse du client",
  startText: "Le début des travaux ou le délai d’exécution",
  paymentTerms: "Les conditions de paiement",
} as const;

export const documentReadinessCopy = {
  warning: "Avant d’envoyer ce devis, complétez ces mentions obligatoires :",
  refused: "Le devis est enregistré, mais il n’est pas envoyé : ces mentions obligatoires manquent encore.",
  companyHint: "Les mentions de l’entreprise se complètent dans « Mon site » › « L’entreprise », puis « Publier ».",
  /** A mention only the patron can fill: the bank account lives in his invoice settings. */
  patronHint: "Les coordonnées bancaires sont renseignées par le patron, dans ses réglages des factures.",
} as const;
