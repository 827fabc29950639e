/**
 * Copy of what each job cost (decision 062): the job's « Rentabilité », the hours typed, the cost per hour on
 * « Équipe », the dashboard's margin and « Affecter au chantier » on a purchase. Amounts are before tax (HT)
 * throughout: a margin is counted without the VAT the company collects and deducts.
 */

type Category = "materials" | "subcontracting" | "other";
type SaleKind = "acompte" | "solde" | "facture" | "avoir";

export const costCategoryLabels: Record<Category, string> = {
  materials: "Matériaux",
  subcontracting: "Sous-traitance",
  other: "Autre",
};

/** "7 h", "8 h 30", "0 h 45": hours as a team writes them on its sheet. */
export function formatHours(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(rest).padStart(2, "0")}`;
}

const monthName = new Intl.DateTimeFormat("fr-FR", { month: "short", year: "numeric", timeZone: "UTC" });

/** "nov. 2026" for "2026-11". */
export function formatMonth(month: string): string {
  return monthName.format(new Date(`${month}-15T12:00:00Z`));
}

export const costsCopy = {
  profit: {
    title: "Rentabilité",
    intro: "Montants hors taxes. Ventes : les factures émises du chantier, avoirs déduits, l’acompte compté une fois.",
    column: "Réalisé",
    expected: "Devis",
    sales: "Ventes HT",
    materials: "Matériaux",
    subcontracting: "Sous-traitance",
    other: "Autres achats",
    labour: "Main-d’œuvre",
    labourHours: (hours: string) => `Main-d’œuvre (${hours})`,
    margin: "Marge",
    noExpected: "—",
    quoteTotal: (number: string) => `Total HT du devis ${number}`.trim(),
    quoteNoSplit: "Le devis ne détaille pas la part des matériaux et de la main-d’œuvre : seule sa vente est prévue.",
    missingCost: (names: readonly string[]) =>
      `Coût horaire manquant pour ${names.join(", ")} : ses heures comptent 0 € tant que le patron ne l’a pas saisi dans « Équipe ».`,
    salesTitle: "Factures",
    noSales: "Aucune facture émise pour ce chantier.",
    saleKinds: {
      acompte: "Acompte",
      solde: "Solde",
      facture: "Facture",
      avoir: "Avoir",
    } satisfies Record<SaleKind, string>,
    saleLabel: (kind: string, number: string) => `${kind} ${number}`,
    purchasesTitle: "Achats affectés",
    noPurchases: "Aucun achat affecté à ce chantier. Affectez-les depuis la page de chaque achat.",
    purchaseLabel: (supplier: string | null, number: string | null) =>
      [supplier ?? "Fournisseur", number ? `n° ${number}` : ""].filter(Boolean).join(" "),
  },
  hours: {
    title: "Heures",
    intro: (standard: string) =>
      `Par défaut, le planning : une journée compte ${standard}, une demi-journée la moitié. Des heures saisies pour une personne et un jour remplacent celles du planning ce jour-là.`,
    none: "Aucune heure : ni jour prévu au planning, ni heure saisie.",
    person: "Personne",
    day: "Jour",
    hours: "Heures (h:mm)",
    hoursHint: "Par exemple 8:30",
    save: "Enregistrer les heures",
    remove: "Revenir au planning",
    removeLabel: (name: string, day: string) => `Revenir au planning : ${name}, ${day}`,
    planned: "planning",
    typed: "saisi",
    perHour: (amount: string) => `${amount} / h`,
    noCost: "coût horaire manquant",
    saved: "Heures enregistrées.",
    removed: "Les heures du planning comptent de nouveau pour ce jour.",
    errors: {
      person: "Choisissez une personne de l’équipe.",
      day: "Indiquez le jour, au format JJ/MM/AAAA.",
      hours: "Indiquez les heures au format h:mm, par exemple 7:30, entre 0:01 et 24:00.",
    },
  },
  team: {
    title: "Coût horaire",
    intro:
      "Ce que coûte à l’entreprise une heure de chaque personne, charges comprises, hors taxes. Il sert à la rentabilité des chantiers ; il n’est montré qu’au patron et au bureau.",
    label: (name: string) => `Coût horaire de ${name} (€ HT)`,
    placeholder: "Non saisi",
    save: "Enregistrer",
    saveLabel: (name: string) => `Enregistrer le coût horaire de ${name}`,
    saved: (name: string) => `Coût horaire de ${name} enregistré.`,
    cleared: (name: string) => `Coût horaire de ${name} effacé : ses heures comptent 0 €.`,
    invalid: "Indiquez un montant en euros, par exemple 32,50, ou laissez vide.",
  },
  dashboard: {
    title: "Marge",
    intro:
      "Les 12 derniers mois, hors taxes : ventes à la date de la facture, achats à la date de la facture fournisseur, main-d’œuvre au jour travaillé.",
    month: "Mois",
    service: "Prestation",
    sales: "Ventes",
    purchases: "Achats",
    labour: "Main-d’œuvre",
    costs: "Coûts",
    margin: "Marge",
    total: "Total",
    byMonth: "Par mois",
    byService: "Par prestation des chantiers",
    noService: "Sans prestation",
    outsideJobs: "Hors chantier (frais généraux)",
    jobs: (count: number) => (count === 1 ? "1 chantier" : `${count} chantiers`),
    unassigned: (count: number, amount: string) =>
      count === 1
        ? `1 achat de ces mois (${amount} HT) n’est affecté ni à un chantier ni aux frais généraux : il n’est compté nulle part.`
        : `${count} achats de ces mois (${amount} HT) ne sont affectés ni à un chantier ni aux frais généraux : ils ne sont comptés nulle part.`,
    missingCost: (names: readonly string[]) => `Coût horaire manquant, compté 0 € : ${names.join(", ")}.`,
  },
  purchase: {
    title: "Affecter au chantier",
    intro: "Où va le coût de cet achat, hors taxes : un chantier, ou les frais généraux de l’entreprise.",
    current: "Affectation actuelle",
    none: "Pas encore affecté : cet achat ne compte dans aucune marge.",
    general: "Frais généraux",
    job: "Chantier",
    category: "Nature",
    whole: "Tout l’achat",
    wholeAmount: (amount: string) => `Tout l’achat : ${amount} HT`,
    byLine: "Ligne par ligne",
    line: (name: string, amount: string) => `${name} — ${amount} HT`,
    lineJob: (name: string) => `Chantier de la ligne « ${name} »`,
    lineCategory: (name: string) => `Nature de la ligne « ${name} »`,
    save: "Affecter",
    saveLines: "Affecter les lignes",
    saved: "Affectation enregistrée.",
    errors: {
      unreadable: "Cet achat n’a pas pu être lu : il ne peut pas être affecté.",
      job: "Choisissez un chantier de la liste, ou « Frais généraux ».",
      category: "Choisissez la nature : Matériaux, Sous-traitance ou Autre.",
      mismatch: (lines: string, expected: string) =>
        `Les lignes font ${lines} HT, l’achat ${expected} HT : elles ne couvrent pas tout l’achat. Affectez l’achat en entier.`,
      total: (expected: string) => `Le total affecté doit être exactement le montant HT de l’achat, ${expected}.`,
      gone: "Cet achat n’existe plus.",
    },
  },
} as const;
