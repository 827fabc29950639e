import { frenchSpaced } from "#app/lib/typography.ts";
import type { ArticleCategory, OwnerArticle } from "./published.ts";
import { derive, published } from "./published.ts";
import { site } from "./site.ts";

/** The list of articles and its pages; prerendered pages are files, so pages and categories are path segments. */
export const articlesPath = "/articles";
export const articlesFeedPath = "/articles/feed.xml";
export const ARTICLES_PER_PAGE = 10;

export const articleCategories: readonly { key: ArticleCategory; label: string; title: string }[] = [
  { key: "conseils", label: "Conseils", title: "Nos conseils de couvreur" },
  { key: "actualites", label: "Actualités", title: "Nos actualités" },
  { key: "chantiers", label: "Chantiers", title: "Nos chantiers racontés" },
];

export function articlePath(slug: string): string {
  return `${articlesPath}/${slug}`;
}

/** Page `page` (from 1) of the list, of every article or of one category's. */
export function articleListPath(category: ArticleCategory | null, page = 1): string {
  const base = category ? `${articlesPath}/categorie/${category}` : articlesPath;
  return page > 1 ? `${base}/page/${page}` : base;
}

export function isArticleCategory(value: string | undefined): value is ArticleCategory {
  return articleCategories.some((category) => category.key === value);
}

/** Words an article's address may not be, since the list's own pages and the feed live beside the articles. */
export const reservedArticleSlugs: readonly string[] = ["page", "categorie", "feed.xml"];

/**
 * An address made from a title: lower case, accents dropped, words joined by hyphens, at most 80 characters, and
 * never one `taken` already (a number is added).
 */
export function articleSlug(title: string, taken: readonly string[]): string {
  const base =
    title
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .replace(/œ/g, "oe")
      .replace(/æ/g, "ae")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80)
      .replace(/-+$/, "") || "article";
  let slug = base;
  for (let n = 2; taken.includes(slug) || reservedArticleSlugs.includes(slug); n++) slug = `${base}-${n}`;
  return slug;
}

export let articlesCopy!: ReturnType<typeof writtenArticlesCopy>;
derive(() => {
  articlesCopy = writtenArticlesCopy();
});

/**
 * The template's five articles: written for a roofer of the mining basin, with no figure the site does not state
 * itself; shown until the owner confirms, rewrites or removes each one ("Mon site" lists them until then).
 */
export const buildArticles: readonly OwnerArticle[] = frenchSpaced([
  {
    id: "article-fuite-toiture",
    slug: "que-faire-en-cas-de-fuite-de-toiture",
    title: "Que faire en cas de fuite de toiture ?",
    summary:
      "De l’eau au plafond après un coup de vent : les bons réflexes en attendant le couvreur, les photos pour l’assurance, et ce qu’il ne faut pas faire.",
    body: `Une fuite arrive rarement un jour de beau temps. Dans le bassin minier, ce sont les coups de vent d’automne et d’hiver qui soulèvent une tuile ou une ardoise, décollent un solin au pied d’une cheminée, ou bouchent une gouttière de feuilles jusqu’à ce qu’elle déborde sous la toiture.

## Les premiers gestes, à l’intérieur

- **Coupez l’électricité** de la pièce si l’eau s’approche d’un plafonnier, d’une prise ou d’un boîtier.
- Placez une bassine sous la goutte et éloignez meubles, tapis et appareils.
- Si le plafond forme une poche d’eau, ne restez pas dessous.
- Montez dans les combles si l’accès est sûr : vous verrez souvent d’où vient l’eau (une tache sur la volige, un filet le long d’un chevron).

## Photographiez avant de réparer

Prenez des photos du plafond, des combles et, depuis le sol, de la toiture : elles serviront à votre assureur. Votre contrat fixe le délai pour déclarer le sinistre ; le Code des assurances (article L113-2) ne permet pas qu’il soit inférieur à cinq jours ouvrés. Gardez aussi les factures des réparations d’urgence.

## Ne montez pas sur le toit

Des tuiles mouillées glissent, une vieille ardoise casse sous le pied, et le vent ne prévient pas. Une bâche mal posée peut aussi arracher d’autres tuiles en battant. La mise hors d’eau est un travail de couvreur, avec harnais et échelle de toit.

## Ce que nous faisons en urgence

Nous cherchons l’origine de la fuite (elle n’est pas toujours au-dessus de la tache), puis nous mettons la toiture hors d’eau : remplacement des éléments déplacés ou bâchage. La réparation durable vient ensuite, sur devis. Le prix du déplacement et du bâchage est affiché sur notre page [Tarifs](/tarifs), et nous vous l’annonçons au téléphone avant de partir.

En cas de fuite à Lens, Liévin, Loos-en-Gohelle ou alentour, [appelez-nous](/services/urgence-fuite) : un couvreur vous répond, de jour comme de nuit.`,
    category: "conseils",
    services: ["urgence-fuite"],
    towns: ["loos-en-gohelle", "lens", "lievin"],
    photos: [],
    buildCover: "urgence-lievin-tempete",
    date: "2026-11-02",
    hidden: false,
    confirmed: false,
  },
  {
    id: "article-prix-zinc",
    slug: "combien-coute-une-toiture-en-zinc",
    title: "Combien coûte une toiture en zinc ?",
    summary:
      "Le prix d’une toiture en zinc dépend surtout du toit : surface, pente, accès, support, finitions. Ce qui le fait varier et comment obtenir un prix ferme.",
    body: `Le zinc est posé sur les toits de la région depuis longtemps, sur les maisons de ville comme sur les lucarnes et les extensions. C’est un matériau durable, mais son prix au mètre carré ne veut pas dire grand-chose tant que l’on n’a pas vu la toiture.

## Ce qui fait le prix

- **La surface et la forme du toit** : un pan simple se couvre plus vite qu’une toiture découpée par des noues, des lucarnes et une cheminée.
- **La pente et l’accès** : échafaudage, rue étroite, cour intérieure, tout cela compte.
- **La dépose de l’ancienne couverture** et son évacuation, surtout si elle contient de l’amiante (nous le vérifions avant).
- **Le support** : le zinc se pose sur un voligeage ventilé ; un voligeage abîmé doit être refait.
- **La technique et la finition** : joint debout ou tasseaux, zinc naturel ou prépatiné.
- **Les ouvrages autour** : gouttières, descentes, solins, habillages de rives.

## La TVA

Sur nos prix, la TVA est à 10 % pour les travaux d’entretien et de réparation d’un logement achevé depuis plus de deux ans, et à 20 % pour les autres locaux, comme l’indique notre page [Tarifs](/tarifs).

## Comment obtenir un prix ferme

Nous venons voir la toiture, nous mesurons et nous photographions : le déplacement pour un devis est gratuit dans notre zone. Le devis détaille chaque poste, pour que vous puissiez comparer ligne à ligne.

Pour une toiture à joint debout, des gouttières ou un chéneau, voyez notre page [Couverture zinc](/services/couverture-zinc) ou [demandez votre devis](/devis).`,
    category: "conseils",
    services: ["couverture-zinc"],
    towns: ["lens"],
    photos: [],
    buildCover: "zinc-lens-joint-debout",
    date: "2026-10-19",
    hidden: false,
    confirmed: false,
  },
  {
    id: "article-demoussage",
    slug: "demoussage-quand-et-comment",
    title: "Démoussage : quand et comment ?",
    summary:
      "La mousse garde l’eau sur les tuiles et le gel les fait éclater. Quand démousser dans notre climat, comment, et pourquoi éviter la haute pression.",
    body: `Dans le Pas-de-Calais, l’air est humide une bonne partie de l’année et les versants exposés au nord sèchent mal. Les mousses s’y installent vite, surtout sous les arbres et sur les toits des corons, serrés les uns contre les autres.

## Pourquoi ce n’est pas qu’une question d’aspect

La mousse retient l’eau comme une éponge. L’hiver, cette eau gèle dans les pores de la tuile, qui finit par s’effriter ou se fendre. Les débris de mousse glissent aussi dans les gouttières et les bouchent.

## Quand démousser

- Par **temps sec**, en dehors des périodes de gel : le produit doit pouvoir agir.
- Plutôt au **printemps ou au début de l’automne**.
- Dès que la mousse forme des coussins entre les tuiles, sans attendre qu’elle les soulève.

## Comment nous procédons

1. Brossage et grattage à la main des coussins de mousse.
2. Application d’un produit anti-mousse, laissé agir selon les indications du fabricant.
3. Nettoyage des gouttières et vérification des descentes.
4. Si vous le souhaitez, un traitement hydrofuge, une fois la toiture propre et sèche.

## Attention au nettoyeur haute pression

Un jet puissant arrache la mousse, mais aussi la surface de la tuile ; il peut soulever des éléments et envoyer de l’eau sous la couverture. Sur une vieille toiture, le remède est parfois pire que le mal.

C’est aussi l’occasion de remplacer les tuiles cassées que l’on découvre une fois la mousse partie. Voyez notre page [Nettoyage et démoussage](/services/nettoyage-demoussage).`,
    category: "conseils",
    services: ["nettoyage-demoussage"],
    towns: ["loos-en-gohelle", "bethune"],
    photos: [],
    buildCover: "accueil-corons",
    date: "2026-10-05",
    hidden: false,
    confirmed: false,
  },
  {
    id: "article-ardoise-tuile-zinc",
    slug: "ardoise-tuile-ou-zinc-que-choisir-dans-le-pas-de-calais",
    title: "Ardoise, tuile ou zinc : que choisir dans le Pas-de-Calais ?",
    summary:
      "Refaire sa toiture, c’est choisir un matériau pour des décennies. Ce qui décide : la pente, la charpente, la maison et les règles d’urbanisme de la commune.",
    body: `Dans le bassin minier, les maisons de briques des cités et des corons sont le plus souvent couvertes de tuiles, les maisons de ville et les maisons de maître plus souvent d’ardoise, et le zinc habille lucarnes, terrassons et extensions. Le bon choix part de votre maison, pas d’une mode.

## La pente du toit

Chaque matériau a une pente minimale en dessous de laquelle l’eau et le vent le traversent. Le zinc se pose sur des pentes faibles où ni la tuile ni l’ardoise ne tiennent l’eau ; l’ardoise et la tuile demandent un toit plus pentu. C’est souvent la pente qui tranche.

## La charpente

Une couverture plus lourde que l’ancienne se discute avec l’état de la charpente. Avant un changement de matériau, nous vérifions la charpente et, si besoin, nous proposons de la renforcer.

## L’aspect et les règles de la commune

Changer l’aspect extérieur d’une maison (matériau ou couleur du toit) demande en général une déclaration préalable en mairie, et le plan local d’urbanisme peut imposer un matériau ou une teinte. Renseignez-vous en mairie avant de signer.

## En résumé

- **Tuile** : la plus courante sur les maisons de briques de la région, simple à entretenir et à réparer élément par élément.
- **Ardoise** : fine et durable, pour les toits pentus ; la pose demande un savoir-faire précis.
- **Zinc** : pour les faibles pentes, les formes complexes et les finitions (gouttières, chéneaux, habillages).

Nous posons les trois : voyez nos pages [Ardoise](/services/ardoise) et [Couverture zinc](/services/couverture-zinc), ou demandez-nous de venir voir votre toiture.`,
    category: "conseils",
    services: ["ardoise", "couverture-zinc"],
    towns: ["lens", "bethune"],
    photos: [],
    buildCover: "ardoise-arras-maison-de-ville",
    date: "2026-09-21",
    hidden: false,
    confirmed: false,
  },
  {
    id: "article-gouttieres-zinc",
    slug: "gouttieres-en-zinc-entretien-et-reparation",
    title: "Gouttières en zinc : entretien et réparation",
    summary:
      "Une gouttière qui déborde abîme la façade et le pied des murs. Comment l’entretenir, reconnaître une fuite, et quand la réparer plutôt que la remplacer.",
    body: `Les gouttières travaillent en silence jusqu’au jour où l’eau coule le long de la façade. Sur les maisons de briques de la région, une gouttière qui déborde laisse des traces, fait ressortir le salpêtre et gorge d’eau le pied des murs.

## L’entretien

- **Nettoyez-les au moins une fois par an**, après la chute des feuilles, et davantage sous les arbres.
- Vérifiez que les **descentes** ne sont pas bouchées : versez un seau d’eau dans la gouttière et regardez s’il ressort en bas.
- Une **crapaudine** (une grille à l’entrée de la descente) retient feuilles et mousses.

## Les signes qui ne trompent pas

- Des coulures ou des traces vertes sur la façade, sous la gouttière.
- Une gouttière qui penche, ou des crochets qui se sont desserrés.
- De l’eau qui goutte aux jonctions, même par temps calme, après la pluie.

## Réparer ou remplacer ?

Une soudure qui a lâché, un crochet tordu ou une jonction qui fuit se réparent : le zinc se soude à l’étain. Quand le métal est percé en plusieurs endroits ou que la gouttière a perdu sa pente sur toute sa longueur, le remplacement devient plus raisonnable. Nous vous le disons franchement, photos à l’appui.

Le nettoyage de gouttières fait partie de nos prix de dépannage courants, affichés sur notre page [Tarifs](/tarifs). Pour une réparation ou une gouttière neuve, voyez notre page [Couverture zinc](/services/couverture-zinc).`,
    category: "conseils",
    services: ["couverture-zinc", "nettoyage-demoussage"],
    towns: ["lievin"],
    photos: [],
    buildCover: "zinc-lens-joint-debout",
    date: "2026-09-07",
    hidden: false,
    confirmed: false,
  },
] satisfies OwnerArticle[]);

/** The articles of the version rendered (the build's own until a publication), whether shown or not. */
export let allArticles!: readonly OwnerArticle[];
derive(() => {
  allArticles = writtenAllArticles();
});

/** The articles on the site: not hidden, newest first (by their date, then as the owner listed them). */
export let articles!: readonly OwnerArticle[];
derive(() => {
  articles = writtenArticles();
});

export function visibleArticles(list: readonly OwnerArticle[]): OwnerArticle[] {
  return list
    .map((article, order) => ({ article, order }))
    .filter(({ article }) => !article.hidden)
    .sort((a, b) => b.article.date.localeCompare(a.article.date) || a.order - b.order)
    .map(({ article }) => article);
}

export function findArticle(slug: string): OwnerArticle | undefined {
  return articles.find((article) => article.slug === slug);
}

export function categoryOf(key: ArticleCategory): (typeof articleCategories)[number] {
  return articleCategories.find((category) => category.key === key) ?? (articleCategories[0] as never);
}

/** One page of a list: its articles, and how many pages the list has (at least one, even when empty). */
export function articlePage(
  category: ArticleCategory | null,
  page: number,
): { items: OwnerArticle[]; pages: number } | null {
  const list = category ? articles.filter((article) => article.category === category) : articles;
  const pages = Math.max(1, Math.ceil(list.length / ARTICLES_PER_PAGE));
  if (!Number.isInteger(page) || page < 1 || page > pages || (category && list.length === 0)) return null;
  return { items: list.slice((page - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE), pages };
}

/** The categories that have articles: the filters the list shows, and the pages it has. */
export function usedCategories(list: readonly OwnerArticle[] = articles): (typeof articleCategories)[number][] {
  return articleCategories.filter((category) => list.some((article) => article.category === category.key));
}

/** Every page of the articles for `list` (the visible ones): the lists, their pages, each category's, each article. */
export function articlePaths(list: readonly OwnerArticle[] = articles): string[] {
  const pagesOf = (count: number) => Math.max(1, Math.ceil(count / ARTICLES_PER_PAGE));
  const paths: string[] = [];
  for (let page = 1; page <= pagesOf(list.length); page++) paths.push(articleListPath(null, page));
  for (const category of usedCategories(list)) {
    const count = list.filter((article) => article.category === category.key).length;
    for (let page = 1; page <= pagesOf(count); page++) paths.push(articleListPath(category.key, page));
  }
  return [...paths, ...list.map((article) => articlePath(article.slug))];
}

/** The articles that name a service (its page's "Conseils et actualités"), newest first, three at most. */
export function articlesForService(slug: string, limit = 3): OwnerArticle[] {
  return articles.filter((article) => article.services.includes(slug)).slice(0, limit);
}

export function articlesForTown(slug: string, limit = 3): OwnerArticle[] {
  return articles.filter((article) => article.towns.includes(slug)).slice(0, limit);
}

/** About 200 words a minute, never less than one. */
export function readingMinutes(words: string): number {
  return Math.max(1, Math.round(words.split(/\s+/).filter(Boolean).length / 200));
}

/** "2 novembre 2026", from YYYY-MM-DD. */
export function articleDate(date: string): string {
  return new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function writtenArticlesCopy() {
  return {
    meta: {
      title: `Conseils de couvreur et actualités | ${site.shortName}`,
      description:
        "Fuites, démoussage, zinc, ardoise ou tuile : les conseils de votre couvreur-zingueur du bassin minier, de Lens à Béthune, et nos actualités.",
    },
    categoryMeta: (label: string, page: number) => ({
      title: `${label}${page > 1 ? ` (page ${page})` : ""} | Articles | ${site.shortName}`,
      description: `${label} : les articles de votre couvreur-zingueur de Loos-en-Gohelle, pour l’entretien et la rénovation de votre toiture dans le Pas-de-Calais.`,
    }),
    pageMeta: (page: number) => ({
      title: `Articles (page ${page}) | ${site.shortName}`,
      description: `Page ${page} des conseils et actualités de votre couvreur-zingueur de Loos-en-Gohelle.`,
    }),
    hero: {
      eyebrow: "Conseils et actualités",
      title: "Articles",
      text: "Ce que nous expliquons chaque semaine au téléphone et sur les chantiers : comment réagir à une fuite, entretenir une toiture, choisir un matériau.",
    },
    breadcrumb: "Articles",
    all: "Tous",
    filters: "Catégories",
    none: "Aucun article pour l’instant.",
    readMore: "Lire l’article",
    pagination: "Pages des articles",
    previous: "Articles plus récents",
    next: "Articles plus anciens",
    pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
    published: "Publié le",
    minutes: (minutes: number) => `${minutes} min de lecture`,
    related: "Sur le même sujet",
    services: "Nos services",
    towns: "Villes",
    closing: {
      title: (service: string) => `${service} : besoin d’un couvreur ?`,
      fallback: "Une question sur votre toiture ?",
      text: "Décrivez-nous votre toiture : nous venons voir, et le devis est gratuit. En cas de fuite, appelez-nous directement.",
      quote: "Demander un devis gratuit",
      call: "Nous appeler",
    },
    block: {
      title: "Conseils et actualités",
      all: "Tous les articles",
    },
    feed: {
      title: `Articles de ${site.name}`,
      subtitle: "Conseils de couvreur et actualités",
      link: "Flux Atom des articles",
    },
  } as const;
}

function writtenAllArticles(): readonly OwnerArticle[] {
  return published?.values.articles ?? buildArticles;
}

function writtenArticles(): readonly OwnerArticle[] {
  return visibleArticles(allArticles);
}
