import { isServiceOffered } from "#app/content/services.ts";
import { claims } from "#app/content/site.ts";

/**
 * Asbestos removal, once the owner hides it, leaves the towns' prose too: saying the company removes asbestos
 * when it does not would be a misleading commercial practice (Code de la consommation, L121-2).
 */
const asbestos = isServiceOffered("desamiantage");

/**
 * The local text of each town page, written for that town: its housing, its roofs, the jobs we do there,
 * its weather and its neighbours. Search engines treat near-identical town pages as doorway spam, so no
 * paragraph may be shared or differ only by the town name (the unit test checks it).
 */
export interface TownText {
  meta: { title: string; description: string };
  /** One or two sentences under the hero title. */
  intro: string;
  /** Two or three paragraphs about the town's buildings and roofs. */
  about: readonly string[];
  /** Three jobs we often do in this town. */
  jobs: readonly string[];
  /** One sentence on what the local weather does to roofs. */
  exposure: string;
  /** Neighbouring communes, listed on the towns the product spec names (a name matching one of our towns is linked). */
  neighbours?: readonly string[];
}

export const townTexts: Readonly<Record<string, TownText>> = {
  "loos-en-gohelle": {
    meta: {
      title: "Couvreur à Loos-en-Gohelle (62750) – Notre siège",
      description:
        "Couvreur-zingueur installé à Loos-en-Gohelle : maisons de mineurs, tuiles, zinc, isolation de toiture. Urgence fuite 24h/24, devis gratuit.",
    },
    intro:
      "Notre atelier est à Loos-en-Gohelle : pour ses habitants, nous sommes les couvreurs d’à côté, qui connaissent chaque toiture de cité au pied des terrils jumeaux.",
    about: [
      "Loos-en-Gohelle, c’est d’abord la silhouette des terrils jumeaux de la base 11/19, parmi les plus hauts d’Europe, visibles depuis toute la plaine de la Gohelle. Autour de l’ancien carreau de fosse, les cités minières alignent leurs maisons de briques rouges, souvent jumelées, couvertes de tuiles mécaniques en terre cuite. Ce patrimoine, inscrit en 2012 au patrimoine mondial de l’UNESCO avec le Bassin minier, mérite des réparations qui respectent ses volumes et ses matériaux.",
      "La plupart de nos chantiers loossois sont des rénovations de maisons de mineurs : remplacement de tuiles gélives, reprise de faîtages scellés au mortier, gouttières pendantes en zinc, souches de cheminée à rejointoyer. La commune est engagée de longue date dans le développement durable, et l’isolation de toiture, la pose d’écrans sous-toiture ou la préparation d’un toit pour des panneaux solaires font partie des demandes fréquentes.",
      "En bordure d’une plaine sans relief, Loos-en-Gohelle prend de face les vents d’ouest et les pluies qui les accompagnent. Après un coup de vent, nous sommes sur place en quelques minutes pour bâcher et mettre hors d’eau, puis nous réparons dans les jours qui suivent. Nos équipes partent d’ici chaque matin vers Lens, Liévin, Grenay et tout le bassin minier.",
    ],
    jobs: [
      "Rénovation de toitures de maisons de mineurs en tuiles mécaniques",
      "Reprise de faîtages et de rives scellés au mortier",
      "Isolation de toiture et pose d’écran sous-toiture",
    ],
    exposure: "Plaine dégagée : les vents d’ouest et les pluies battantes frappent d’abord pignons et rives.",
  },
  lens: {
    meta: {
      title: "Couvreur à Lens (62300) – Toiture, zinc, urgence 24h/24",
      description:
        "Couvreur à Lens : toitures des cités de fosse et des maisons de la reconstruction, zinguerie, lucarnes. Urgence fuite 24h/24, devis gratuit.",
    },
    intro:
      "Lens est la ville où nous intervenons le plus souvent, des cités de fosse aux maisons de ville du centre reconstruit dans les années 1920.",
    about: [
      "Ville-centre du bassin minier, Lens a été presque entièrement détruite pendant la Première Guerre mondiale puis reconstruite dans les années 1920. Son centre en garde des façades de briques aux détails Art déco, dont la gare, dessinée pour évoquer une locomotive. Tout autour, les cités de la fosse déroulent leurs rues de maisons ouvrières bâties par la compagnie minière, couvertes de tuiles mécaniques à deux ou quatre pans.",
      "Entre le Stade Bollaert-Delelis et le Louvre-Lens, installé sur l’ancien carreau de la fosse 9, le parc de logements lensois vieillit : tuiles poreuses qui éclatent au gel, chéneaux en zinc percés, joues de lucarnes qui laissent passer l’eau. Nos chantiers les plus fréquents y sont la réfection complète de couverture avec écran sous-toiture, le remplacement des gouttières et descentes en zinc et le rejointoiement des souches de cheminée.",
      "Dans les rues de maisons mitoyennes, une fuite chez le voisin finit souvent par atteindre votre grenier : nous inspectons toujours les raccords entre toitures. Les petites cours et les venelles compliquent parfois l’accès ; nous adaptons l’échafaudage et demandons si besoin l’autorisation d’occuper la voirie. Avion, Liévin et Loos-en-Gohelle étant toutes proches, une équipe est presque toujours dans le secteur.",
    ],
    jobs: [
      "Réfection de couverture en tuiles avec écran sous-toiture",
      "Remplacement de chéneaux, gouttières et descentes en zinc",
      "Étanchéité des lucarnes et des souches de cheminée",
    ],
    exposure: "Tissu urbain dense : sur des toitures mitoyennes, une fuite voisine peut gagner votre maison.",
  },
  lievin: {
    meta: {
      title: "Couvreur à Liévin (62800) – Rénovation de toiture",
      description: `Couvreur à Liévin : toitures de la reconstruction après 1918 et des cités minières, charpente${asbestos ? ", désamiantage" : ""}. Devis gratuit, urgence 24h/24.`,
    },
    intro:
      "Ville de la reconstruction et des grandes cités minières, Liévin compte des toitures de toutes les époques : nous les connaissons bien.",
    about: [
      "Comme sa voisine Lens, Liévin a été ravagée par les combats de 1914-1918, la ligne de front passant à ses portes. La ville a été rebâtie dans l’entre-deux-guerres : maisons de briques aux modénatures soignées, toitures en tuiles mécaniques et vastes cités construites par la Compagnie des mines de Liévin. Un siècle plus tard, beaucoup de ces couvertures de la reconstruction arrivent en fin de vie.",
      `À Liévin, on nous appelle surtout pour des charpentes fatiguées, dont les pannes ont fléchi sous le poids des tuiles, pour des couvertures à refaire entièrement${asbestos ? ` et pour les plaques de fibrociment amiantées des garages et appentis. ${claims.asbestos ? "Notre équipe certifiée SS3 et SS4 retire" : "Une entreprise certifiée pour l’amiante retire"} ces plaques dans les règles, puis nous recouvrons en bac acier ou en tuiles selon l’usage du bâtiment` : ", en tuiles ou en bac acier selon l’usage du bâtiment"}.`,
      "Les maisons en lisière de plaine reçoivent le vent d’ouest sans obstacle : rives, faîtages et tuiles de bordure y souffrent davantage qu’en centre-ville, et nous vérifions leur fixation à chaque démoussage ou réparation. Entre Loos-en-Gohelle, Lens et Avion, Liévin est au cœur de notre secteur, ce qui nous permet d’y être vite en cas de fuite.",
    ],
    jobs: [
      "Renforcement ou remplacement de charpentes fatiguées",
      ...(asbestos ? ["Retrait de plaques fibrociment amiantées sur garages et appentis"] : []),
      "Réfection de couvertures de l’entre-deux-guerres",
    ],
    exposure: "Maisons en lisière de plaine exposées au vent d’ouest : rives et faîtages à surveiller.",
  },
  lille: {
    meta: {
      title: "Couvreur à Lille (59000) – Ardoise, zinc et courées",
      description:
        "Couvreur à Lille : maisons de courée, toits d’ardoise et de tuiles, chéneaux zinc, toits-terrasses. Urgence fuite 24h/24 dans tous les quartiers.",
    },
    intro:
      "Du Vieux-Lille à Lille-Sud, nous rénovons les toitures des maisons de courée, des maisons de ville en briques et des immeubles de la métropole.",
    about: [
      "Lille réunit une variété de toitures unique dans la région : maisons de ville en briques du XIXe siècle, maisons de courée bâties pour les ouvriers du textile, immeubles aux combles à la Mansart couverts d’ardoise et de zinc et, dans le Vieux-Lille, des façades des XVIIe et XVIIIe siècles aux toits très pentus. Les toits en pente de tuiles ou d’ardoises y côtoient les toitures-terrasses des extensions et des constructions récentes.",
      "Dans les courées, les maisons sont petites, mitoyennes et desservies par un passage étroit : nous y travaillons avec des échafaudages légers et du matériel porté à la main. En ville, chaque chantier se prépare : autorisation d’occupation du domaine public pour l’échafaudage ou la nacelle et, dans le périmètre protégé du Vieux-Lille, matériaux conformes aux prescriptions de l’architecte des Bâtiments de France.",
      "Nos interventions lilloises les plus courantes : réfection de couvertures en ardoise, remplacement de chéneaux encaissés entre deux maisons, étanchéité de toits-terrasses sur les extensions de cuisine et nettoyage des façades de briques encrassées par l’air de la métropole. Nous couvrons tous les quartiers de la ville, présentés ci-dessous.",
    ],
    jobs: [
      "Réfection de couvertures en ardoise et de combles à la Mansart",
      "Chéneaux encaissés et descentes en zinc entre maisons mitoyennes",
      "Étanchéité de toits-terrasses sur extensions",
    ],
    exposure: "Pluies fines fréquentes et air urbain : mousses, briques encrassées et chéneaux bouchés.",
  },
  avion: {
    meta: {
      title: "Couvreur à Avion (62210) – Couverture et zinguerie",
      description:
        "Couvreur à Avion : maisons des cités minières, pavillons des années 1970, démoussage, gouttières zinc, toits plats. Devis gratuit, urgence 24h/24.",
    },
    intro:
      "Voisine de Lens et de Liévin, Avion associe cités minières, lotissements de la seconde moitié du XXe siècle et maisons de bourg : autant de toitures différentes à entretenir.",
    about: [
      "Commune minière au sud de Lens, Avion a été très éprouvée par la Grande Guerre, puis s’est reconstruite et développée autour des fosses et de leurs cités. On y trouve les maisons de briques jumelées des compagnies minières, mais aussi de nombreux pavillons et logements construits à partir des années 1960, couverts de tuiles mécaniques en terre cuite ou de tuiles en béton.",
      "Les demandes que nous recevons à Avion concernent souvent des toitures des années 1970 dont les tuiles béton se sont dégradées et couvertes de mousse, des gouttières en PVC à remplacer par du zinc plus durable et des extensions à toit plat dont l’étanchéité a cédé. Un démoussage suivi d’un hydrofuge prolonge de plusieurs années une couverture encore saine ; quand elle ne l’est plus, nous chiffrons honnêtement une réfection complète.",
      "Les arbres, nombreux autour des cités et le long des anciens cavaliers miniers devenus chemins verts, remplissent chéneaux et gouttières de feuilles : un nettoyage à l’automne évite bien des débordements. Depuis Loos-en-Gohelle, nous rejoignons Avion par Lens ou Liévin, ce qui nous permet d’y assurer les urgences de jour comme de nuit.",
    ],
    jobs: [
      "Démoussage et hydrofuge de toitures en tuiles béton",
      "Remplacement de gouttières PVC par du zinc",
      "Réfection d’étanchéité sur extensions à toit plat",
    ],
    exposure: "Arbres nombreux autour des cités : feuilles et mousses encombrent chéneaux et gouttières.",
  },
  mericourt: {
    meta: {
      title: `Couvreur à Méricourt (62680) – Toiture et ${asbestos ? "désamiantage" : "zinguerie"}`,
      description: `Couvreur à Méricourt : rénovation de toitures de maisons minières, ${asbestos && claims.asbestos ? "désamiantage d’annexes, " : ""}solins et zinguerie. Devis gratuit${claims.rge ? ", artisans RGE" : ""}.`,
    },
    intro:
      "À Méricourt, nous rénovons les toitures des cités de l’ancienne Compagnie des mines de Courrières et des quartiers pavillonnaires qui les entourent.",
    about: [
      "Méricourt a vécu au rythme de la Compagnie des mines de Courrières, dont certaines fosses étaient implantées sur la commune. La ville garde la mémoire de la catastrophe de 1906, la plus meurtrière de l’histoire minière européenne, qui endeuilla de nombreuses familles de Méricourt, Sallaumines et Billy-Montigny. Ses cités de briques rouges, aux maisons alignées et jumelées, forment encore l’essentiel de son habitat ancien.",
      `Sur ces maisons, les couvertures d’origine ont souvent été reprises par morceaux au fil des décennies : tuiles de récupération mal recouvertes, faîtages déjà décollés, plaques de fibrociment sur les annexes. Notre rôle est de dire honnêtement ce qui peut être réparé${asbestos ? ", de retirer l’amiante dans les règles quand c’est nécessaire" : ""} et de refaire une toiture saine, isolée et correctement ventilée.`,
      "Sur ce terrain plat, l’humidité stagne volontiers en hiver : nous soignons particulièrement les solins, les pieds de murs et les descentes d’eau pluviale, pour que l’eau soit évacuée loin des maçonneries. Nos équipes passent régulièrement par Avion, Sallaumines et Rouvroy, voisines immédiates, et peuvent intégrer votre chantier à leur tournée.",
    ],
    jobs: [
      "Diagnostic et réfection de toitures reprises par morceaux",
      ...(asbestos ? ["Désamiantage de plaques fibrociment sur les annexes"] : []),
      "Solins, descentes et pieds de murs protégés de l’humidité",
    ],
    exposure: "Terrain plat et humide en hiver : solins et évacuations d’eau pluviale à soigner.",
  },
  "montigny-en-gohelle": {
    meta: {
      title: "Couvreur à Montigny-en-Gohelle (62640) – Entretien",
      description:
        "Couvreur à Montigny-en-Gohelle : entretien de toiture, tuiles cassées, gouttières, fenêtres de toit et urgences fuite. Devis gratuit et décennale.",
    },
    intro:
      "Montigny-en-Gohelle est l’une des communes les plus proches de notre atelier : nous y venons pour l’entretien courant comme pour les urgences.",
    about: [
      "Petite ville de la Gohelle, entre Lens et Hénin-Beaumont, Montigny-en-Gohelle mêle un bourg ancien, des cités minières et des quartiers pavillonnaires plus récents. Les maisons de mineurs y sont généralement couvertes de tuiles mécaniques à emboîtement, les pavillons de tuiles en béton ou en terre cuite, et les extensions de toits plats ou de bac acier.",
      "Ici, la demande porte avant tout sur l’entretien : démoussage, nettoyage des gouttières, remplacement de quelques tuiles cassées, révision des abergements autour des cheminées et des fenêtres de toit. Ces petits travaux, faits à temps, évitent les infiltrations lentes qui abîment plafonds et charpente sans que l’on s’en aperçoive, et coûtent bien moins cher qu’une réfection.",
      "Ouverte sur les champs de la plaine, la commune subit des coups de vent qui soulèvent tuiles de rive et éléments mal fixés lors des tempêtes d’automne et d’hiver. Nous proposons une visite de contrôle après chaque épisode venteux important. Nous travaillons aussi régulièrement à Hénin-Beaumont, Harnes et Courrières, toutes proches.",
    ],
    jobs: [
      "Entretien annuel : démoussage et nettoyage des gouttières",
      "Remplacement de tuiles cassées et révision des abergements",
      "Pose et étanchéité de fenêtres de toit",
    ],
    exposure: "Ouverte sur la plaine : les tempêtes d’automne et d’hiver soulèvent tuiles de rive et faîtières.",
  },
  grenay: {
    meta: {
      title: "Couvreur à Grenay (62160) – Toiture, façade, briques",
      description:
        "Couvreur à Grenay, voisine de notre siège : toitures de maisons de mineurs, façades en briques, pignons et cheminées. Devis gratuit, urgence 24h/24.",
    },
    intro:
      "Grenay touche Loos-en-Gohelle : nos couvreurs y sont chez eux et connaissent les maisons des cités aussi bien que celles du centre.",
    about: [
      "Commune de l’ouest du bassin de Lens, Grenay s’est développée avec l’exploitation du charbon, qui lui a laissé des cités aux maisons de briques à pignons, souvent groupées par deux ou par quatre, avec un jardin à l’arrière. Ces maisons ont été solidement bâties, mais leurs couvertures en tuiles mécaniques, leurs lattis et leurs zingueries ont largement dépassé leur durée de vie.",
      "À Grenay, nous refaisons régulièrement des toitures complètes de maisons de mineurs : dépose des anciennes tuiles, contrôle et traitement de la charpente, pose d’un écran sous-toiture puis de tuiles neuves en terre cuite. Nous traitons aussi les façades : nettoyage doux, rejointoiement des joints creusés par le temps et hydrofuge pour que la brique cesse de boire la pluie.",
      "Entre les terrils de Loos-en-Gohelle et la plaine agricole, Grenay reçoit beaucoup de vent et de pluies poussées par l’ouest ; pignons et souches de cheminée sont les premiers à souffrir. Notre atelier étant à quelques minutes, nous passons volontiers constater une fuite, même pour un petit dépannage, et travaillons aussi à Bully-les-Mines, Mazingarbe et Liévin.",
    ],
    jobs: [
      "Réfection complète de toitures de maisons de mineurs",
      "Nettoyage, rejointoiement et hydrofuge de façades en briques",
      "Réparation de pignons et de souches de cheminée",
    ],
    exposure: "Vent d’ouest et pluies battantes : pignons et souches de cheminée en première ligne.",
  },
  "henin-beaumont": {
    meta: {
      title: "Couvreur à Hénin-Beaumont (62110) – Toiture, zinc",
      description: `Couvreur à Hénin-Beaumont : maisons du centre, cités minières, zinguerie, bac acier${asbestos ? " et désamiantage de locaux" : " pour locaux d’activité"}. Urgence fuite 24h/24, devis gratuit.`,
    },
    intro:
      "Entre son centre commerçant et ses cités minières, Hénin-Beaumont présente une grande variété de toitures, que nous rénovons depuis des années.",
    about: [
      "Née en 1971 de la fusion d’Hénin-Liétard et de Beaumont-en-Artois, Hénin-Beaumont est l’une des villes principales du bassin minier, près du croisement de l’A1 et de l’A21. Le centre-ville compte de nombreuses maisons bourgeoises et de commerçants aux toitures d’ardoise ou de tuiles, avec lucarnes et corniches, tandis que les cités minières et les quartiers d’après-guerre occupent la périphérie.",
      `Nous y intervenons beaucoup sur les maisons du centre, où les zingueries anciennes – chéneaux, corniches, habillages de lucarnes – sont à reprendre, et sur les bâtiments d’activité, couverts de bac acier ou de fibrociment. ${asbestos ? "Pour ces derniers, nous retirons les plaques amiantées avant de poser une couverture neuve" : "Nous y posons des couvertures neuves en bac acier"}, isolée${asbestos ? "" : "s"} si besoin, en organisant le chantier pour gêner le moins possible l’activité.`,
      "Les grands espaces ouverts qui entourent la ville et ses zones d’activité exposent les toitures au vent : une fixation insuffisante des bacs acier ou des tuiles de rive se paie à la première tempête, et nous contrôlons ces points à chaque visite. Nos équipes rayonnent aussi vers Noyelles-Godault, Montigny-en-Gohelle et Dourges.",
    ],
    jobs: [
      "Reprise de chéneaux, corniches et lucarnes en zinc",
      "Couverture et bardage bac acier de locaux d’activité",
      ...(asbestos ? ["Désamiantage de toitures en fibrociment"] : []),
    ],
    exposure: "Grands espaces ouverts autour de la ville : fixation des rives et des bacs acier à contrôler.",
  },
  douai: {
    meta: {
      title: "Couvreur à Douai (59500) – Ardoise, zinc et patrimoine",
      description:
        "Couvreur à Douai : ardoise et zinc sur hôtels particuliers et maisons de briques, lucarnes, démoussage. Urgence fuite 24h/24, devis gratuit.",
    },
    intro:
      "À Douai, nous travaillons sur des toitures de caractère : hôtels particuliers du XVIIIe siècle, maisons de ville en briques et immeubles du centre.",
    about: [
      "Siège du Parlement de Flandre au XVIIIe siècle, Douai a gardé de cette époque de nombreux hôtels particuliers en pierre et en brique, coiffés de hautes toitures d’ardoise. Son beffroi gothique, inscrit au patrimoine mondial de l’UNESCO avec les beffrois de Belgique et de France, domine un centre où toits d’ardoise, lucarnes et ornements en zinc font partie du paysage.",
      "Ces toitures demandent un savoir-faire précis : ardoises naturelles posées au clou ou au crochet, noues et arêtiers en zinc, restauration de lucarnes et de corniches moulurées. Aux abords des monuments historiques, nous préparons avec vous la déclaration préalable et suivons les prescriptions de l’architecte des Bâtiments de France. Hors du centre, nous rénovons aussi les maisons de briques des faubourgs.",
      "La Scarpe, qui traverse la ville, entretient une humidité favorable aux mousses et aux lichens sur les versants exposés au nord. Un démoussage régulier et une bonne ventilation de la couverture préservent l’ardoise comme la charpente. Nous intervenons également à Sin-le-Noble, Cuincy et Waziers, aux portes de Douai.",
    ],
    jobs: [
      "Réfection de toitures en ardoise naturelle",
      "Restauration de lucarnes, corniches et ornements en zinc",
      "Démoussage et ventilation des couvertures",
    ],
    exposure: "Humidité de la vallée de la Scarpe : mousses et lichens sur les versants nord.",
  },
  arras: {
    meta: {
      title: "Couvreur à Arras (62000) – Ardoise, tuile et zinc",
      description:
        "Couvreur à Arras : ardoise et tuile sur maisons de ville et pignons des places, zinguerie, isolation. Devis gratuit, urgence 24h/24, décennale.",
    },
    intro:
      "Des maisons à pignons des places baroques aux pavillons de l’agglomération, nous rénovons les toitures d’Arras et de ses communes voisines.",
    about: [
      "Arras est connue pour ses deux grandes places, la Grand’Place et la place des Héros, bordées de façades de style baroque flamand à pignons à volutes. Très endommagées pendant la Première Guerre mondiale, elles ont été reconstruites à l’identique, comme l’hôtel de ville et son beffroi, inscrit au patrimoine mondial de l’UNESCO. Dans le centre ancien, les toitures mêlent ardoise et tuile, souvent très pentues, avec de nombreuses lucarnes et souches de cheminée.",
      "Intervenir sur ces toitures demande de la méthode : échafaudage dans des rues étroites, tuiles et ardoises choisies pour s’accorder à l’existant, règles des secteurs protégés soumis à l’avis de l’architecte des Bâtiments de France. Autour du centre et dans les communes voisines, nos chantiers sont plus classiques : réfection de couverture en tuiles, remplacement de gouttières, isolation de la toiture par l’extérieur lors d’une rénovation complète.",
      "Sur le plateau de l’Artois, Arras est exposée au vent et à des hivers plus rudes que dans la plaine de la Lys : le gel fait éclater les tuiles poreuses et feuillette les ardoises de mauvaise qualité. Nous recommandons des matériaux garantis contre le gel et un contrôle de la couverture après chaque hiver rigoureux.",
    ],
    jobs: [
      "Réfection de toitures en ardoise ou en tuile dans le centre ancien",
      "Isolation de toiture par l’extérieur lors d’une réfection",
      "Remplacement de gouttières et de descentes en zinc",
    ],
    exposure: "Plateau de l’Artois : le vent et le gel font éclater les tuiles poreuses et les ardoises fragiles.",
    neighbours: [
      "Saint-Laurent-Blangy",
      "Achicourt",
      "Dainville",
      "Beaurains",
      "Sainte-Catherine",
      "Saint-Nicolas",
      "Anzin-Saint-Aubin",
      "Tilloy-lès-Mofflaines",
    ],
  },
  bethune: {
    meta: {
      title: "Couvreur à Béthune (62400) – Toiture, zinc, façade",
      description:
        "Couvreur à Béthune : toitures des maisons Art déco et de briques, zingueries ouvragées, façades, démoussage. Devis gratuit, urgence fuite 24h/24.",
    },
    intro:
      "Autour du beffroi et de la Grand’Place Art déco comme dans les quartiers résidentiels, nous rénovons toitures, zingueries et façades à Béthune.",
    about: [
      "Durement touchée par les bombardements de 1918, Béthune a vu sa Grand’Place reconstruite dans les années 1920 autour du beffroi médiéval, dans un style Art déco et régionaliste qui fait aujourd’hui son charme. Le beffroi est inscrit au patrimoine mondial de l’UNESCO. Les façades y rivalisent de pignons ouvragés et de ferronneries, et les toitures de tuiles ou d’ardoises y sont souvent complexes.",
      "Sur ces maisons de la reconstruction, nous reprenons des zingueries travaillées – chéneaux, épis de faîtage, habillages de lucarnes – et des couvertures dont les raccords avec les pignons en briques laissent passer l’eau. Dans les quartiers plus récents et les communes voisines, nous réalisons surtout des réfections de couverture, des poses de fenêtres de toit et des nettoyages de toiture et de façade.",
      "Entre la plaine de la Lys au nord et les collines de l’Artois au sud, le Béthunois reçoit des pluies abondantes, et le canal d’Aire entretient l’humidité : mousses et infiltrations par les solins y sont fréquentes. Nous couvrons Béthune et ses communes voisines, de Beuvry à Nœux-les-Mines.",
    ],
    jobs: [
      "Reprise de zingueries ouvragées : chéneaux, épis, habillages",
      "Raccords d’étanchéité entre couverture et pignons",
      "Nettoyage de toitures et de façades en briques",
    ],
    exposure: "Entre la plaine de la Lys et les collines de l’Artois : pluies abondantes, humidité et mousses.",
    neighbours: [
      "Beuvry",
      "Annezin",
      "Fouquières-lès-Béthune",
      "Verquin",
      "Labourse",
      "Nœux-les-Mines",
      "Bruay-la-Buissière",
    ],
  },
  carvin: {
    meta: {
      title: "Couvreur à Carvin (62220) – Toiture et bac acier",
      description: `Couvreur à Carvin : maisons de bourg et de mineurs, bac acier pour hangars et ateliers, zinguerie${asbestos ? ", désamiantage" : ""}. Devis gratuit, urgence 24h/24.`,
    },
    intro:
      "Entre bassin minier et métropole lilloise, Carvin compte un centre ancien, des cités minières et de nombreuses zones d’activité : nous intervenons sur tous ces bâtiments.",
    about: [
      "Bourg ancien devenu minier au XIXe siècle, Carvin s’est ensuite tourné vers l’industrie et la logistique, grâce à sa position entre Lille et Lens, le long de l’A1. Son centre compte des maisons de bourg et de commerçants en briques, aux toitures de tuiles ou d’ardoises, et ses quartiers conservent des cités minières aux maisons jumelées.",
      "Nos chantiers y sont variés : réfection de couvertures sur les maisons du centre, remplacement de plaques de fibrociment par du bac acier isolé sur les hangars et ateliers, zinguerie neuve sur les extensions. Pour les bâtiments professionnels, nous organisons les travaux par tranches si nécessaire, afin de ne pas interrompre l’activité.",
      "Les terrains plats et très ouverts du nord du bassin exposent les grandes toitures au vent : une fixation soignée et des closoirs adaptés évitent les infiltrations par pluie battante. Nous intervenons aussi régulièrement dans les communes voisines, de Libercourt à Courrières en passant par Oignies.",
    ],
    jobs: [
      "Remplacement de fibrociment par du bac acier isolé",
      "Réfection de couvertures de maisons de bourg",
      "Zinguerie neuve sur extensions",
    ],
    exposure: "Grands terrains plats au nord du bassin : vent et pluie battante sur les grandes toitures.",
    neighbours: ["Libercourt", "Oignies", "Courrières", "Estevelles", "Meurchin", "Provin", "Annœullin"],
  },
  harnes: {
    meta: {
      title: "Couvreur à Harnes (62440) – Couverture et extensions",
      description: `Couvreur à Harnes : toitures de maisons minières et d’extensions, solins zinc, gouttières, urgences fuite. Devis gratuit${claims.rge ? ", artisans RGE" : ""}, décennale.`,
    },
    intro:
      "Au nord-est de Lens, Harnes compte de nombreuses maisons minières agrandies au fil du temps : nous en réparons et rénovons les toitures.",
    about: [
      "Harnes a grandi avec l’exploitation charbonnière : ses cités ouvrières aux maisons de briques côtoient aujourd’hui des quartiers pavillonnaires et un centre-ville commerçant. Les toitures d’origine en tuiles mécaniques y sont encore nombreuses, souvent complétées par des annexes couvertes de tôle ou de fibrociment.",
      "À Harnes, les maisons de mineurs ont souvent été agrandies : véranda, cuisine ou salle de bain en extension, parfois couverte d’un toit plat. C’est sur ces raccords entre la maison d’origine et l’extension que nous trouvons le plus de fuites. Nous reprenons l’étanchéité, posons des solins en zinc et, quand il le faut, refaisons la couverture de l’extension en bac acier ou en tuiles.",
      "Les quartiers proches des anciennes voies ferrées minières et des espaces boisés voient leurs gouttières se boucher vite à l’automne ; crapaudines et grilles pare-feuilles évitent bien des débordements. Nous travaillons aussi à Lens, Montigny-en-Gohelle, Courrières et Loison-sous-Lens.",
    ],
    jobs: [
      "Étanchéité des raccords entre maison et extension",
      "Pose de solins zinc et de grilles pare-feuilles",
      "Réfection de couvertures d’extensions",
    ],
    exposure: "Espaces boisés et anciennes voies ferrées minières : gouttières vite bouchées à l’automne.",
    neighbours: [
      "Lens",
      "Loison-sous-Lens",
      "Fouquières-lès-Lens",
      "Montigny-en-Gohelle",
      "Courrières",
      "Estevelles",
      "Annay",
    ],
  },
  courrieres: {
    meta: {
      title: `Couvreur à Courrières (62710) – Toitures${asbestos ? " et amiante" : ", démoussage"}`,
      description: `Couvreur à Courrières : réparations, réfection de toitures, ${asbestos ? "retrait de fibrociment amianté, " : ""}démoussage près du canal. Devis gratuit, urgence 24h/24.`,
    },
    intro:
      "Courrières, qui a donné son nom à la plus connue des compagnies minières du bassin, compte de nombreuses maisons de briques dont nous entretenons les toitures.",
    about: [
      "Le nom de Courrières reste lié à la compagnie minière qui exploitait le secteur et à la catastrophe de 1906. La ville associe un bourg ancien, proche du canal de la Deûle, des cités minières et des quartiers pavillonnaires construits depuis les années 1970. Les toitures y sont majoritairement en tuiles mécaniques, avec quelques couvertures en ardoise sur les maisons bourgeoises du centre.",
      `Nous intervenons à Courrières aussi bien pour des réparations ponctuelles – tuiles glissées, fuite autour d’une cheminée, gouttière décrochée – que pour des rénovations complètes avec isolation.${asbestos ? " Beaucoup de garages et d’abris de jardin sont encore couverts de plaques ondulées en fibrociment contenant de l’amiante : nous les retirons et les évacuons selon la réglementation avant de poser une couverture neuve." : ""}`,
      "La proximité du canal entretient une humidité propice aux mousses, surtout sur les versants orientés au nord. Un démoussage suivi d’un traitement tous les deux à trois ans suffit souvent à préserver une couverture saine. Nos équipes passent régulièrement par Harnes, Oignies et Montigny-en-Gohelle.",
    ],
    jobs: [
      "Réparation de tuiles glissées et de fuites autour des cheminées",
      ...(asbestos ? ["Retrait de fibrociment amianté sur garages et abris"] : []),
      "Démoussage et traitement tous les deux à trois ans",
    ],
    exposure: "Humidité à proximité du canal : mousses sur les versants orientés au nord.",
    neighbours: ["Harnes", "Oignies", "Carvin", "Montigny-en-Gohelle", "Hénin-Beaumont", "Dourges", "Estevelles"],
  },
  oignies: {
    meta: {
      title: `Couvreur à Oignies (62590) – Toiture${asbestos ? ", zinc, amiante" : " et zinc"}`,
      description: `Couvreur à Oignies : réfection de toitures des cités minières, isolation, ${asbestos ? "retrait de fibrociment, " : ""}gouttières. Devis gratuit, urgence fuite 24h/24.`,
    },
    intro:
      "À Oignies, où s’est arrêtée l’extraction du charbon dans le Nord-Pas-de-Calais, nous entretenons les toitures des cités comme celles des maisons récentes.",
    about: [
      "C’est à Oignies, à la fosse 9-9 bis, que la dernière gaillette du bassin minier du Nord-Pas-de-Calais a été remontée, en décembre 1990 : c’était la dernière fosse en activité. Le site est devenu un lieu culturel consacré notamment aux musiques actuelles, et la ville conserve des cités minières aux maisons de briques caractéristiques, à côté de quartiers plus récents et d’espaces boisés.",
      `Les maisons des cités ont été construites pour durer, mais leurs toitures d’origine arrivent à bout : tuiles poreuses, liteaux fatigués, ni écran sous-toiture ni isolation. Nous proposons des réfections complètes qui améliorent nettement le confort thermique${asbestos ? `, et le retrait des anciennes plaques de fibrociment amiantées des dépendances par ${claims.asbestos ? "notre équipe certifiée" : "une entreprise certifiée pour l’amiante"}` : ""}.`,
      "Entourée de bois et d’espaces verts, Oignies voit ses toitures se couvrir de mousses et ses gouttières se remplir de feuilles plus vite qu’en ville ; un contrôle à l’automne est le meilleur investissement. Nous couvrons également Carvin, Libercourt, Courrières et Dourges, communes voisines.",
    ],
    jobs: [
      "Réfection complète avec écran sous-toiture et isolation",
      ...(asbestos ? ["Retrait de plaques fibrociment sur les dépendances"] : []),
      "Contrôle et nettoyage des gouttières à l’automne",
    ],
    exposure: "Bois et espaces verts alentour : mousses et feuilles à surveiller chaque automne.",
    neighbours: ["Carvin", "Libercourt", "Ostricourt", "Courrières", "Dourges", "Évin-Malmaison"],
  },
  dourges: {
    meta: {
      title: "Couvreur à Dourges (62119) – Toiture et bac acier",
      description:
        "Couvreur à Dourges : réparations de toiture et démoussage pour les maisons, bac acier et étanchéité pour les bâtiments d’activité. Devis gratuit.",
    },
    intro:
      "À Dourges, nous rénovons les toitures des maisons du bourg et des lotissements, et couvrons les bâtiments d’activité en bac acier.",
    about: [
      "Commune de l’agglomération d’Hénin-Carvin, Dourges a gardé un caractère de bourg, avec son centre ancien et ses maisons de briques, tout en accueillant la plateforme multimodale Delta 3, l’un des grands sites logistiques de la région. Son habitat mêle maisons anciennes, cités minières et lotissements récents couverts de tuiles en béton ou en terre cuite.",
      "Pour les particuliers, nous réalisons surtout des réparations de couverture, des remplacements de gouttières et des démoussages. Pour les entreprises, nous posons et réparons des couvertures et bardages en bac acier et reprenons les relevés d’étanchéité des toitures plates : l’essentiel est de garder les bâtiments hors d’eau sans interrompre l’activité.",
      "Sur cette plaine très ouverte, entre l’A1 et le canal de la Deûle, le vent arrache facilement tuiles et bacs mal fixés. Après une tempête, nous intervenons en priorité pour mettre hors d’eau. Nous travaillons aussi à Hénin-Beaumont, Noyelles-Godault, Oignies et Courrières.",
    ],
    jobs: [
      "Couverture et bardage bac acier de bâtiments d’activité",
      "Relevés d’étanchéité de toitures plates",
      "Réparation de couvertures et démoussage de pavillons",
    ],
    exposure: "Plaine ouverte entre l’A1 et le canal : tuiles et bacs mal fixés exposés aux tempêtes.",
    neighbours: [
      "Hénin-Beaumont",
      "Noyelles-Godault",
      "Oignies",
      "Courrières",
      "Évin-Malmaison",
      "Courcelles-lès-Lens",
    ],
  },
  "noyelles-godault": {
    meta: {
      title: "Couvreur à Noyelles-Godault (62950) – Toitures",
      description: `Couvreur à Noyelles-Godault : faîtages ventilés, démoussage de tuiles béton, étanchéité de toits plats${asbestos ? ", désamiantage" : ""}. Devis gratuit, urgence 24h/24.`,
    },
    intro:
      "Connue pour sa grande zone commerciale, Noyelles-Godault est avant tout une commune de maisons individuelles, dont nous entretenons et rénovons les toitures.",
    about: [
      "Au croisement de l’A1 et de l’A21, Noyelles-Godault est connue dans toute la région pour sa zone commerciale. La commune est pourtant surtout résidentielle : cités minières, maisons de bourg et lotissements des années 1970 à 2000, couverts de tuiles mécaniques en terre cuite ou de tuiles en béton. Son histoire industrielle reste marquée par l’ancienne fonderie Metaleurop, fermée en 2003.",
      "Sur les pavillons des années 1970 et 1980, nous constatons souvent les mêmes faiblesses : tuiles béton devenues poreuses, faîtages scellés fissurés, gouttières pendantes en PVC. Après un diagnostic gratuit, nous vous aidons à choisir entre un entretien – démoussage, hydrofuge, remplacement des faîtages scellés par un faîtage ventilé posé à sec – et une réfection complète.",
      "Les toits plats des extensions et des garages, nombreux dans la commune, sont une autre source de fuites : nous refaisons leur étanchéité en membrane bitumineuse ou en EPDM, avec des relevés soignés. Nos équipes interviennent aussi à Hénin-Beaumont, Dourges et Courcelles-lès-Lens.",
    ],
    jobs: [
      "Remplacement de faîtages scellés par un faîtage ventilé à sec",
      "Étanchéité EPDM ou bitumineuse de toits plats",
      "Démoussage et hydrofuge de tuiles béton",
    ],
    exposure: "Zones dégagées autour des grands axes : faîtages et rives exposés au vent.",
    neighbours: ["Hénin-Beaumont", "Dourges", "Courcelles-lès-Lens", "Évin-Malmaison", "Auby", "Leforest"],
  },
  "sin-le-noble": {
    meta: {
      title: "Couvreur à Sin-le-Noble (59450) – Toiture et façade",
      description:
        "Couvreur à Sin-le-Noble, aux portes de Douai : toitures de cités minières et de pavillons, façades en briques, zinguerie. Devis gratuit, urgence 24h/24.",
    },
    intro:
      "Aux portes de Douai, Sin-le-Noble compte de grandes cités minières et de nombreux pavillons : nous y rénovons toitures et façades.",
    about: [
      "Commune du Nord voisine de Douai, Sin-le-Noble s’est fortement développée avec l’exploitation du charbon : plusieurs cités minières y ont été construites, avec leurs maisons de briques alignées et leurs jardins. Des quartiers pavillonnaires sont ensuite venus les compléter, si bien que des toitures de près d’un siècle y côtoient des couvertures bien plus récentes.",
      "Nos chantiers à Sin-le-Noble portent beaucoup sur les maisons minières : nettoyage et rejointoiement des briques, remplacement des tuiles d’origine, reprise des zingueries, isolation des combles lors d’une réfection. Sur les pavillons, nous intervenons surtout pour des démoussages et des réparations après coup de vent.",
      "Près de la vallée de la Scarpe, l’humidité hivernale favorise les mousses et les traces noires sur les façades exposées au nord. Nous préférons un traitement adapté à un nettoyage haute pression, qui abîme la brique comme les tuiles. Nous travaillons aussi régulièrement à Douai, Dechy, Waziers et Guesnain.",
    ],
    jobs: [
      "Nettoyage et rejointoiement de façades en briques",
      "Remplacement des tuiles d’origine et isolation des combles",
      "Réparations de couverture après coup de vent",
    ],
    exposure: "Proche de la Scarpe : humidité hivernale, mousses et traces noires sur les faces nord.",
    neighbours: ["Douai", "Dechy", "Waziers", "Guesnain", "Lambres-lez-Douai", "Lewarde"],
  },
  wingles: {
    meta: {
      title: `Couvreur à Wingles (62410) – Toiture et ${asbestos ? "désamiantage" : "zinguerie"}`,
      description: `Couvreur à Wingles : ${asbestos ? "désamiantage et recouvrement d’annexes, " : ""}rénovation de toitures, zinguerie, ventilation des combles. Devis gratuit, urgence 24h/24.`,
    },
    intro:
      "Au nord de Lens, Wingles compte cités minières, centre-bourg et quartiers récents : nous y intervenons pour réparer, rénover et dépanner.",
    about: [
      "Commune du nord du bassin de Lens, Wingles s’est développée avec la mine puis avec l’industrie. On y trouve des cités minières aux maisons de briques jumelées, un centre-bourg aux maisons plus anciennes et de nombreux lotissements. Les toitures y sont surtout en tuiles, et les annexes souvent couvertes de tôles ou de fibrociment.",
      asbestos
        ? `À Wingles, nous remplaçons souvent les couvertures des garages, ateliers et appentis encore en fibrociment amianté : retrait par ${claims.asbestos ? "notre équipe certifiée SS3 et SS4" : "une entreprise certifiée pour l’amiante"}, puis pose de bac acier ou de tuiles. Sur les maisons, nous rénovons des toitures complètes et reprenons les zingueries : gouttières, descentes, noues et abergements de cheminée.`
        : "À Wingles, nous rénovons des toitures complètes de maisons et reprenons les zingueries : gouttières, descentes, noues et abergements de cheminée.",
      "Le nord du bassin, plat et ouvert, est balayé par les vents d’ouest et de sud-ouest chargés de pluie. Les toitures mal ventilées y souffrent aussi de condensation en hiver : à chaque réfection, nous vérifions la ventilation de la sous-toiture et des combles. Nos équipes rayonnent vers Vendin-le-Vieil, Hulluch, Douvrin et Meurchin.",
    ],
    jobs: [
      ...(asbestos ? ["Désamiantage et recouvrement de garages et d’ateliers"] : []),
      "Reprise de gouttières, noues et abergements de cheminée",
      "Ventilation des combles contre la condensation",
    ],
    exposure: "Plaine ouverte balayée par les vents d’ouest : pluie battante et condensation à surveiller.",
    neighbours: ["Vendin-le-Vieil", "Hulluch", "Douvrin", "Meurchin", "Bénifontaine", "Billy-Berclau"],
  },
  sallaumines: {
    meta: {
      title: "Couvreur à Sallaumines (62430) – Toitures et façades",
      description: `Couvreur à Sallaumines : toitures de maisons minières, souches de cheminée, joints de façade${asbestos ? ", désamiantage" : ""}. Devis gratuit, intervention urgente 24h/24.`,
    },
    intro:
      "Entre Lens et Méricourt, Sallaumines est une ville de cités minières : nous y rénovons toitures, zingueries et façades de briques.",
    about: [
      "Sallaumines fait partie des communes du cœur du bassin minier les plus marquées par la catastrophe de Courrières de 1906, nombre de ses mineurs travaillant aux fosses voisines. Son habitat est dominé par les cités minières et leurs rues de maisons de briques identiques, complétées par des pavillons et des logements collectifs plus récents.",
      `Sur les maisons minières de Sallaumines, les chantiers les plus fréquents sont la réfection des couvertures en tuiles mécaniques, le traitement des souches de cheminée devenues inutiles, que nous pouvons démolir et recouvrir, et la remise en état des façades : nettoyage, rejointoiement, hydrofuge.${asbestos ? " Nous retirons aussi les anciens conduits et plaques en amiante-ciment." : ""}`,
      "En pleine plaine, la ville est exposée aux pluies poussées par le vent : des joints de briques dégradés laissent l’eau pénétrer dans les murs, d’où des taches d’humidité à l’intérieur. Reprendre les joints et les solins règle souvent le problème. Nous travaillons aussi à Lens, Méricourt, Noyelles-sous-Lens et Billy-Montigny.",
    ],
    jobs: [
      "Réfection de couvertures en tuiles mécaniques",
      "Démolition et recouvrement de souches de cheminée inutilisées",
      "Rejointoiement et hydrofuge de façades",
    ],
    exposure: "Pluies poussées par le vent : joints de briques dégradés et murs humides.",
    neighbours: ["Lens", "Méricourt", "Noyelles-sous-Lens", "Billy-Montigny", "Avion", "Montigny-en-Gohelle"],
  },
};
