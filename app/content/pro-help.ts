import { accountHelp } from "#app/content/pro-help/account.ts";
import { billingHelp } from "#app/content/pro-help/billing.ts";
import { dailyHelp } from "#app/content/pro-help/daily.ts";
import type { HelpBlock, HelpGroup, HelpPage } from "#app/content/pro-help/help-page.ts";
import { jobsHelp } from "#app/content/pro-help/jobs.ts";
import { siteHelp } from "#app/content/pro-help/site.ts";
import { frenchSpaced } from "#app/lib/typography.ts";

/**
 * The owner's manual: one page per screen of the owner's space (its pages in app/content/pro-help/, one module
 * per group of screens), read under /pro/aide on his phone, and the same
 * text as docs/guide-du-patron.md (rendered by ownerGuideMarkdown; app/content/pro-help.test.ts holds the file to
 * it). Written for a roofer, not a developer: the words of the buttons, in « », and what happens when he taps them.
 * Typed with ordinary spaces; frenchSpaced binds the punctuation and the units once, here (decision 022).
 */

export const helpCopy = frenchSpaced({
  title: "Aide",
  guideTitle: "Guide du patron",
  intro:
    "Le mode d’emploi de votre espace pro, écran par écran. Sur chaque écran, le lien « Aide » en haut ouvre la page qui le concerne.",
  backToIndex: "Toute l’aide",
  openScreen: (label: string) => `Ouvrir «\u202f${label}\u202f»`,
  tip: "Bon à savoir :",
  related: "Voir aussi",
  notFound: "Cette page d’aide n’existe pas.",
});

export const helpGroups: readonly HelpGroup[] = frenchSpaced([dailyHelp, jobsHelp, billingHelp, siteHelp, accountHelp]);

export const helpPages: readonly HelpPage[] = helpGroups.flatMap((group) => group.pages);

export function helpPage(slug: string): HelpPage | undefined {
  return helpPages.find((page) => page.slug === slug);
}

export function helpHref(slug?: string): string {
  return slug ? `/pro/aide/${slug}` : "/pro/aide";
}

function markdownBlock(block: HelpBlock): string {
  switch (block.kind) {
    case "text":
      return block.text;
    case "steps":
      return block.items.map((item, index) => `${index + 1}. ${item}`).join("\n");
    case "list":
      return block.items.map((item) => `- ${item}`).join("\n");
    case "tip":
      return `> **${helpCopy.tip}** ${block.text}`;
  }
}

/** The whole manual as one Markdown file, for reading or printing outside the owner's space. */
export function ownerGuideMarkdown(): string {
  const parts = [
    `# ${helpCopy.guideTitle}`,
    helpCopy.intro,
    "<!-- Written from app/content/pro-help/: edit the text there, then run npx vitest run app/content/pro-help.test.ts -u -->",
  ];
  for (const group of helpGroups) {
    parts.push(`## ${group.title}`);
    for (const page of group.pages) {
      parts.push(`### ${page.title}`, `*${page.summary}*`, ...page.blocks.map(markdownBlock));
    }
  }
  return `${parts.join("\n\n")}\n`;
}
