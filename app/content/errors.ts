import { derive } from "./published.ts";
import { site } from "./site.ts";

export let notFoundCopy!: ReturnType<typeof writtenNotFoundCopy>;
derive(() => {
  notFoundCopy = writtenNotFoundCopy();
});

/** A service the company no longer offers (hidden by the owner): its address answers 410 Gone. */
export let goneCopy!: ReturnType<typeof writtenGoneCopy>;
derive(() => {
  goneCopy = writtenGoneCopy();
});

export let errorCopy!: ReturnType<typeof writtenErrorCopy>;
derive(() => {
  errorCopy = writtenErrorCopy();
});

function writtenErrorCopy() {
  return {
    title: "Unexpected Application Error!",
    frenchTitle: "Une erreur inattendue s’est produite.",
    metaTitle: "Erreur inattendue",
    help: `Nous sommes désolés. Si vous avez une fuite ou une urgence, appelez-nous au ${site.phone.display} : nous répondons 24h/24.`,
    call: `Appeler le ${site.phone.display}`,
    home: "Retour à l’accueil",
  };
}

function writtenGoneCopy() {
  return {
    code: "410",
    title: "Nous ne proposons pas ce service",
    help: "L’entreprise ne réalise plus ces travaux. Voici les services que nous proposons :",
    metaTitle: "Service non proposé (410)",
    home: "Retour à l’accueil",
    call: `Appeler le ${site.phone.display}`,
  };
}

function writtenNotFoundCopy() {
  return {
    code: "404",
    title: "Oops! Page not found",
    frenchTitle: "Cette page n’existe pas ou a été déplacée.",
    help: "Vous cherchiez peut-être l’un de nos services ou nos villes d’intervention. En cas de fuite, appelez-nous directement.",
    home: "Return to Home",
    frenchHome: "Retour à l’accueil",
    call: `Urgence : ${site.phone.display}`,
    metaTitle: "Page introuvable (404)",
  };
}
