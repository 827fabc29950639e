import { site } from "./site.ts";

/**
 * The information owed before a visitor sends personal data (GDPR art. 13), shown under the forms. Its own module:
 * the layout reaches the forms' copy, and this text travels only with the forms.
 */
export const privacyNoticeCopy = {
  title: "Vos données personnelles",
  text: [
    `${site.name}, responsable du traitement, utilise ces informations et les photos que vous joignez uniquement pour répondre à votre demande : vous rappeler, organiser la visite et établir votre devis. Les photos sont enregistrées sans leurs métadonnées (position GPS, appareil).`,
    `Base légale : mesures précontractuelles prises à votre demande (article 6.1.b du RGPD). Vos données et vos photos sont conservées 3 ans après notre dernier échange, puis supprimées ; elles ne sont ni vendues ni cédées.`,
    `Vous pouvez y accéder, les faire rectifier ou effacer, vous opposer à leur traitement ou en demander la limitation en écrivant à ${site.email}. En cas de difficulté, vous pouvez adresser une réclamation à la CNIL (www.cnil.fr).`,
  ],
  link: "En savoir plus dans nos mentions légales",
  // Kept in step with app/content/legal.ts by forms.test.ts; importing legal.ts would ship all its text with the forms.
  href: "/mentions-legales#donnees-personnelles",
} as const;
