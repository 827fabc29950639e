import type { IconName } from "#app/content/icons.ts";
import type { IllustrationKey } from "#app/content/images.ts";
import type { Project } from "#app/content/projects.ts";
import type { ServiceSlug } from "#app/content/services.ts";

/** A project shown in a service page carousel: the portfolio's shape without its filter category. */
export type ServiceProject = Omit<Project, "category">;

/** A facade project shown as a before/after comparison (product spec §3 "Facade project"). */
export interface FacadeProject {
  id: string;
  title: string;
  description: string;
  town: string;
  /** Month and year as text. */
  date: string;
  /** Kind of treatment, shown as a badge. */
  type: string;
  imageAvant: IllustrationKey;
  imageAvantAlt: string;
  imageApres: IllustrationKey;
  imageApresAlt: string;
}

export interface Card {
  icon: IconName;
  title: string;
  description: string;
}

/** Exactly six cards: the product spec gives every service page six of them. */
export type SixCards = readonly [Card, Card, Card, Card, Card, Card];

export interface Stat {
  /** The figure, shown as text exactly as the product spec states it ("50+", "15 ans"...). */
  value: string;
  label: string;
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
}

export interface GalleryItem {
  id: string;
  image: IllustrationKey;
  imageAlt: string;
  title: string;
  description: string;
  category: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface TextBlock {
  title?: string;
  paragraphs: readonly string[];
}

/** Fields every titled section shares; `id` is the id of its h2, unique on the page. */
interface SectionBase {
  id: string;
  eyebrow?: string;
  title: string;
  text?: string;
}

export interface IntroSection extends SectionBase {
  kind: "intro";
  paragraphs: readonly string[];
  /** Short checked points shown beside the text. */
  highlights: readonly string[];
  highlightsTitle: string;
}

export interface CardsSection extends SectionBase {
  kind: "cards";
  cards: SixCards;
  tone?: "default" | "emergency";
}

export interface ProjectsSection extends SectionBase {
  kind: "projects";
  carouselLabel: string;
  projects: readonly ServiceProject[];
}

export interface BeforeAfterSection extends SectionBase {
  kind: "before-after";
  carouselLabel: string;
  projects: readonly FacadeProject[];
}

export interface StatsSection {
  kind: "stats";
  id: string;
  /** Heading of the band, read by screen readers and shown small above the figures. */
  title: string;
  stats: readonly Stat[];
}

export interface FeaturesSection extends SectionBase {
  kind: "features";
  items: readonly Card[];
  /** "navy" draws the section on the dark brand background. */
  tone?: "light" | "navy";
}

export interface ArticleSection extends SectionBase {
  kind: "article";
  blocks: readonly TextBlock[];
  /** A short boxed note beside the text (a key figure, a rule of thumb). */
  aside?: { title: string; text: string; icon: IconName };
}

export interface ProcessSection extends SectionBase {
  kind: "process";
  steps: readonly ProcessStep[];
  tone?: "default" | "emergency";
}

export interface ComparisonSection extends SectionBase {
  kind: "comparison";
  caption: string;
  columns: readonly [string, string];
  rows: readonly { criterion: string; values: readonly [string, string] }[];
  conclusion: string;
}

export interface GallerySection extends SectionBase {
  kind: "gallery";
  items: readonly GalleryItem[];
}

export interface FaqSection extends SectionBase {
  kind: "faq";
  items: readonly FaqItem[];
}

export interface ResponseBand {
  /** Exclusive lower bound, in km from the head office. */
  fromKm: number;
  /** Inclusive upper bound, in km from the head office. */
  toKm: number;
  time: string;
}

export interface EmergencyZoneSection extends SectionBase {
  kind: "emergency-zone";
  bands: readonly ResponseBand[];
  bandTimeLabel: string;
  townsLabel: string;
  note: string;
}

export interface TownZoneSection extends SectionBase {
  kind: "town-zone";
}

export interface CallSection extends SectionBase {
  kind: "call";
  /** Words shown above the number on the big call button; the number itself comes from site.ts. */
  callLabel: string;
  points: readonly string[];
  /** A sentence about prices followed by a link to the price page (the law wants prices known before a call-out). */
  prices?: { text: string; link: string };
}

export type ServiceSection =
  | IntroSection
  | CardsSection
  | ProjectsSection
  | BeforeAfterSection
  | StatsSection
  | FeaturesSection
  | ArticleSection
  | ProcessSection
  | ComparisonSection
  | GallerySection
  | FaqSection
  | EmergencyZoneSection
  | TownZoneSection
  | CallSection;

export type SectionKind = ServiceSection["kind"];

export interface ServiceHero {
  eyebrow: string;
  /** The page's h1. */
  title: string;
  lead: string;
  badges: readonly string[];
  image: IllustrationKey;
  imageAlt: string;
  /** Label of the phone button; the number itself comes from site.ts. */
  callLabel: string;
}

export interface ServicePage {
  slug: ServiceSlug;
  meta: { title: string; description: string };
  hero: ServiceHero;
  /** Emergency pages use the red palette; every other page the navy one. */
  tone: "navy" | "emergency";
  /** The page body, in display order. */
  sections: readonly ServiceSection[];
  /** Services suggested at the foot of the page, for visitors whose need is next door. */
  related: readonly ServiceSlug[];
}
