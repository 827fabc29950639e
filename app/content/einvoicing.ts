/**
 * Copy of the connection to the company's approved e-invoicing platform (plateforme agréée): the owner's screen
 * under "Factures", its refusals and what "Tester la connexion" found (decision 038). French spacing is written at
 * the source (narrow no-break space before : ; ? !).
 */

export const einvoicingCopy = {
  title: "Facturation électronique",
  link: "Facturation électronique",
  intro:
    "À partir du 1er septembre 2027, les petites et moyennes entreprises émettent leurs factures aux entreprises par une plateforme agréée. Indiquez ici les adresses de la vôtre et les identifiants qu’elle vous a donnés pour ce site.",
  addresses: "Adresses de la plateforme",
  addressesHint:
    "Votre plateforme les donne dans sa documentation de l’API AFNOR XP Z12-013 (services « Flow » et « Directory »).",
  flowUrl: "Adresse du service des flux",
  directoryUrl: "Adresse de l’annuaire",
  tokenUrl: "Adresse du jeton (OAuth2)",
  credentials: "Identifiants de ce site",
  credentialsHint: "Créés pour ce site dans l’espace de votre plateforme (« client API » ou « application »).",
  clientId: "Identifiant client",
  clientSecret: "Secret client",
  secretSaved: "Secret enregistré",
  secretSavedHint: "Il n’est plus jamais affiché. Pour le changer, saisissez le nouveau ci‑dessous.",
  replaceSecret: "Nouveau secret (laisser vide pour garder l’actuel)",
  save: "Enregistrer",
  saved: "La connexion à la plateforme est enregistrée.",
  fromEnvironment:
    "Ces valeurs viennent de la configuration du serveur (variables EINVOICING_…) : elles ne se modifient pas ici.",
  environmentSecret: "Secret fourni par la configuration du serveur",
  environmentInvalid: "La configuration du serveur est incomplète ou fausse :",
  notConfigured: "Aucune plateforme n’est encore enregistrée.",
  test: "Tester la connexion",
  testHint: "Le test demande un jeton à la plateforme puis consulte son annuaire. Il n’envoie aucune facture.",
  errors: {
    urlRequired: (label: string) => `${label} : indiquez l’adresse donnée par votre plateforme.`,
    urlInvalid: (label: string) => `${label} : ce n’est pas une adresse web (elle commence par https://).`,
    urlNotHttps: (label: string) =>
      `${label} : l’adresse doit commencer par https:// (http:// n’est admis que pour une plateforme locale, 127.0.0.1 ou localhost).`,
    urlCredentials: (label: string) =>
      `${label} : l’adresse ne doit contenir ni identifiant ni mot de passe ; saisissez-les dans les champs prévus.`,
    urlExtra: (label: string) => `${label} : l’adresse ne doit contenir ni « ? » ni « # ».`,
    clientIdRequired: "Identifiant client : indiquez l’identifiant donné par votre plateforme.",
    secretRequired: "Secret client : indiquez le secret donné par votre plateforme.",
    tooLong: (label: string) => `${label} : 500 caractères au plus.`,
  },
  outcomes: {
    connected: (milliseconds: number) =>
      `Connexion réussie : la plateforme a donné un jeton et répondu en ${milliseconds} ms.`,
    companyListed: (siren: string, name: string) => `Votre entreprise (SIREN ${siren}) est dans l’annuaire : ${name}.`,
    companyNotListed: (siren: string) =>
      `Votre SIREN ${siren} n’est pas encore dans l’annuaire de la plateforme : demandez-lui de l’inscrire.`,
    companyUnknown:
      "Le SIRET de l’entreprise n’est pas renseigné (Mon site › Entreprise) : le test a consulté les flux au lieu de l’annuaire.",
    notConfigured: "Enregistrez d’abord les adresses et les identifiants de la plateforme.",
    credentialsRefused:
      "La plateforme refuse ces identifiants : vérifiez l’identifiant et le secret client (sans espace avant ni après), ou faites-en créer de nouveaux.",
    unreachable: (detail: string) =>
      `La plateforme ne répond pas (${detail}) : vérifiez les adresses, puis réessayez dans quelques minutes.`,
    unavailable: (status: number, seconds: number | null) =>
      seconds === null
        ? `La plateforme est momentanément indisponible (erreur ${status}) : réessayez dans quelques minutes.`
        : `La plateforme est momentanément indisponible (erreur ${status}) : elle demande d’attendre ${seconds} s.`,
    rejected: (status: number, message: string | null) =>
      `La plateforme a répondu par une erreur ${status}${message ? ` (« ${message} »)` : ""} : vérifiez les adresses.`,
    invalidAnswer:
      "La plateforme a répondu, mais pas comme l’API AFNOR le prévoit : vérifiez que les adresses sont celles de son API.",
  },
} as const;
