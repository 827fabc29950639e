import { isPlaceholder } from "#app/lib/placeholder.ts";
import { insuranceSectionId } from "./navigation.ts";
import { derive } from "./published.ts";
import { isServiceOffered } from "./services.ts";
import { mailtoHref, site, telHref } from "./site.ts";

/** A run of text, or a link inside it. Hrefs starting with "/" are internal routes. */
export type LegalInline = string | { label: string; href: string };

export type LegalBlock =
  | { kind: "paragraph"; content: readonly LegalInline[] }
  | { kind: "facts"; items: readonly { term: string; value: readonly LegalInline[] }[] }
  | { kind: "list"; items: readonly (readonly LegalInline[])[] }
  | { kind: "subheading"; text: string; id?: string };

export interface LegalSection {
  /** Anchor of the section: other pages link to it (the forms' notice points at #donnees-personnelles). */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

const postalAddress = () => `${site.address.street}, ${site.address.postalCode} ${site.address.city}`;
const phoneLink = () => ({ label: site.phone.display, href: telHref });
const emailLink = () => ({ label: site.email, href: mailtoHref });

const paragraph = (...content: LegalInline[]): LegalBlock => ({ kind: "paragraph", content });
const subheading = (text: string, id?: string): LegalBlock => ({ kind: "subheading", text, id });
const facts = (items: [term: string, ...value: LegalInline[]][]): LegalBlock => ({
  kind: "facts",
  items: items.map(([term, ...value]) => ({ term, value })),
});
const list = (...items: LegalInline[][]): LegalBlock => ({ kind: "list", items });

export const personalDataSectionId = "donnees-personnelles";

/** A value that is a link once the owner supplies it, and flagged text until then. */
const linkOrPlaceholder = (url: string): LegalInline =>
  isPlaceholder(url) ? url : { label: url.replace(/^https?:\/\//, ""), href: url };

export const prospectRetention = "3 ans";

export let legalSections!: readonly LegalSection[];
derive(() => {
  legalSections = writtenLegalSections();
});

export let legalCopy!: ReturnType<typeof writtenLegalCopy>;
derive(() => {
  legalCopy = writtenLegalCopy();
});

function writtenLegalCopy() {
  return {
    meta: {
      title: `Mentions légales et données personnelles | ${site.shortName}`,
      description: `Mentions légales de ${site.name} : éditeur, hébergeur, protection des données personnelles (RGPD), cookies et médiation de la consommation.`,
    },
    hero: {
      eyebrow: "Informations légales",
      title: "Mentions légales",
      intro:
        "Qui édite ce site, qui l’héberge, et comment nous traitons les données que vous nous confiez lorsque vous demandez un devis ou nous contactez.",
    },
    tocLabel: "Sommaire",
  } as const;
}

function writtenLegalSections(): readonly LegalSection[] {
  return [
    {
      id: "informations-legales",
      title: "Informations légales",
      blocks: [
        paragraph("Le présent site est édité par :"),
        facts([
          ["Raison sociale", site.name],
          ["Forme juridique", site.legal.form],
          ["Capital social", site.legal.capital],
          ["Siège social", postalAddress()],
          ["SIRET", site.legal.siret],
          ["Immatriculation", site.legal.rcs],
          ["TVA intracommunautaire", site.legal.vat],
          ["Téléphone", phoneLink()],
          ["E-mail", emailLink()],
        ]),
        paragraph(
          `Activité : travaux de couverture, de zinguerie, d’étanchéité, de charpente et de maçonnerie${isServiceOffered("desamiantage") ? ", désamiantage" : ""}.`,
        ),
        subheading("Assurance décennale et qualifications", insuranceSectionId),
        paragraph(
          "La garantie décennale de nos travaux (articles 1792 et suivants du Code civil) est couverte par une assurance de responsabilité civile décennale, obligatoire pour les entreprises du bâtiment (article L241-1 du Code des assurances) :",
        ),
        facts([
          ["Assureur", site.insurance.insurer],
          ["N° de contrat", site.insurance.policyNumber],
          ["Couverture géographique", site.insurance.coverage],
        ]),
        ...site.qualifications.flatMap((qualification) => [
          paragraph(`${qualification.name} : ${qualification.scope}.`),
          facts([
            ["Organisme", qualification.body],
            ["N° de certificat", qualification.certificate],
            ["Vérifier", { label: qualification.directory.label, href: qualification.directory.url }],
          ]),
        ]),
      ],
    },
    {
      id: "directeur-publication",
      title: "Directeur de la publication",
      blocks: [
        facts([
          ["Directeur de la publication", site.legal.director],
          ["Qualité", `Gérant de ${site.name}`],
          ["Contact", emailLink()],
        ]),
      ],
    },
    {
      id: "hebergement",
      title: "Hébergement",
      blocks: [
        paragraph("Le site est hébergé par :"),
        facts([
          ["Hébergeur", site.host.name],
          ["Adresse", site.host.address],
          ["Téléphone", site.host.phone],
        ]),
      ],
    },
    {
      id: "propriete-intellectuelle",
      title: "Propriété intellectuelle",
      blocks: [
        paragraph(
          `L’ensemble des éléments de ce site (textes, illustrations, logo, mise en page et charte graphique) appartient à ${site.name} ou est utilisé avec l’autorisation de son auteur.`,
        ),
        paragraph(
          "Toute reproduction, représentation, adaptation ou diffusion, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par les articles L335-2 et suivants du Code de la propriété intellectuelle.",
        ),
        // The owner may name who made the site, or no one.
        ...(site.credit.label
          ? [
              paragraph(
                "Conception et réalisation du site : ",
                { label: site.credit.label, href: site.credit.url },
                ".",
              ),
            ]
          : []),
      ],
    },
    {
      id: "responsabilite",
      title: "Limitation de responsabilité",
      blocks: [
        paragraph(
          `Les informations publiées sur ce site (descriptions des prestations, délais d’intervention, exemples de chantiers) sont données à titre indicatif et ne constituent pas une offre contractuelle. Seul le devis signé engage ${site.name} sur le contenu, le prix et le délai des travaux.`,
        ),
        paragraph(
          "Les délais d’intervention annoncés pour les urgences sont nos délais habituels : ils peuvent varier selon la météo, la distance et le nombre d’interventions en cours.",
        ),
        paragraph(
          `${site.name} veille à tenir ces informations exactes et à jour, sans pouvoir garantir l’absence d’erreur ou d’interruption du site. Elle ne saurait être tenue responsable des dommages liés à l’utilisation du site, ni du contenu des sites externes vers lesquels il renvoie.`,
        ),
      ],
    },
    {
      id: personalDataSectionId,
      title: "Données personnelles (RGPD)",
      blocks: [
        subheading("Responsable du traitement"),
        facts([
          ["Responsable", site.name],
          ["Adresse", postalAddress()],
          ["Représentant", site.legal.director],
          ["Contact", emailLink()],
        ]),
        subheading("Données collectées et finalités"),
        paragraph(
          "Nous collectons uniquement les données que vous saisissez dans le formulaire de contact ou de demande de devis : nom et prénom, adresse e-mail, numéro de téléphone, ville ou adresse du chantier, type de travaux et description de votre projet, ainsi que les photos que vous choisissez d’y joindre. Ces photos sont réenregistrées par notre serveur sans leurs métadonnées (date, appareil, position GPS) et ne servent qu’à préparer la visite et le devis ; elles sont supprimées en même temps que votre demande.",
        ),
        paragraph(
          "Elles servent exclusivement à répondre à vos demandes de contact et de devis : vous rappeler, organiser la visite, établir puis suivre votre devis. Elles ne font l’objet d’aucun profilage, d’aucune décision automatisée et ne sont ni vendues ni louées.",
        ),
        subheading("Base légale"),
        paragraph(
          "Le traitement repose sur l’exécution de mesures précontractuelles prises à votre demande (article 6.1.b du Règlement général sur la protection des données, RGPD).",
        ),
        subheading("Destinataires"),
        paragraph(
          `Vos données sont destinées aux seules personnes de ${site.name} chargées de traiter votre demande. Notre hébergeur (`,
          site.host.name,
          ") et notre prestataire de messagerie électronique n’y accèdent qu’en tant que sous-traitants techniques, pour stocker et acheminer les messages, sans pouvoir les utiliser pour leur propre compte.",
        ),
        subheading("Durée de conservation"),
        paragraph(
          `Les données d’un prospect sont conservées ${prospectRetention} à compter de son dernier contact avec nous, puis supprimées. Si votre demande aboutit à des travaux, le devis, la facture et les pièces comptables sont conservés pendant les durées imposées par la loi (10 ans pour les pièces comptables).`,
        ),
        subheading("Vos droits"),
        paragraph(
          "Conformément au RGPD et à la loi « Informatique et Libertés » du 6 janvier 1978 modifiée, vous disposez sur vos données des droits suivants :",
        ),
        list(
          ["droit d’accès : savoir quelles données nous détenons sur vous et en obtenir une copie ;"],
          ["droit de rectification : faire corriger des données inexactes ou incomplètes ;"],
          ["droit à l’effacement : faire supprimer vos données lorsqu’elles ne sont plus nécessaires ;"],
          ["droit d’opposition : vous opposer à leur traitement pour des raisons tenant à votre situation ;"],
          ["droit à la limitation : faire suspendre un traitement le temps d’examiner une contestation ;"],
          ["droit à la portabilité : recevoir vos données dans un format lisible par une machine."],
        ),
        subheading("Exercer vos droits"),
        paragraph(
          "Écrivez-nous à ",
          emailLink(),
          ` ou par courrier au ${postalAddress()}, en précisant le droit que vous souhaitez exercer. Nous vous répondons dans un délai d’un mois au plus ; une pièce d’identité ne vous sera demandée qu’en cas de doute raisonnable sur votre identité.`,
        ),
        subheading("Réclamation auprès de la CNIL"),
        paragraph(
          "Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL) : ",
          { label: "www.cnil.fr", href: "https://www.cnil.fr" },
          ".",
        ),
      ],
    },
    {
      id: "cookies",
      title: "Cookies",
      blocks: [
        paragraph(
          "Ce site ne dépose aucun cookie de mesure d’audience, de suivi ou publicitaire, et n’intègre aucun contenu tiers : ni vidéo, ni carte, ni bouton de réseau social, ni police de caractères chargée depuis un autre site.",
        ),
        paragraph(
          "Votre navigation n’est donc transmise à aucun tiers, et aucun consentement ne vous est demandé. Si un outil de mesure d’audience devait être ajouté, cette page serait mise à jour et votre accord recueilli au préalable lorsque la loi l’exige.",
        ),
      ],
    },
    {
      id: "droit-applicable",
      title: "Droit applicable et médiation",
      blocks: [
        paragraph(
          "Le présent site et ses mentions légales sont régis par le droit français. En cas de litige, une solution amiable est recherchée en priorité ; à défaut, le litige est porté devant les juridictions françaises compétentes.",
        ),
        subheading("Médiation de la consommation"),
        paragraph(
          `Conformément aux articles L611-1 et suivants et L616-1 du Code de la consommation, tout client particulier peut recourir gratuitement au médiateur de la consommation dont relève ${site.name}, après lui avoir adressé une réclamation écrite restée sans réponse satisfaisante :`,
        ),
        facts([
          ["Médiateur", site.mediator.name],
          ["Adresse", site.mediator.address],
          ["Site internet", linkOrPlaceholder(site.mediator.url)],
        ]),
        paragraph(
          "La liste des médiateurs référencés par la Commission d’évaluation et de contrôle de la médiation de la consommation est publiée sur ",
          { label: "economie.gouv.fr/mediation-conso", href: "https://www.economie.gouv.fr/mediation-conso" },
          ".",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        paragraph("Pour toute question sur ce site, ces mentions légales ou vos données personnelles :"),
        facts([
          ["Téléphone", phoneLink()],
          ["E-mail", emailLink()],
          ["Courrier", postalAddress()],
          ["En ligne", { label: "formulaire de contact", href: "/contact" }],
        ]),
      ],
    },
  ];
}
