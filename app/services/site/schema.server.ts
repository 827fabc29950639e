import { z } from "zod";
import { articleCategories } from "#app/content/articles.ts";
import { type ProjectCategory, projectCategories } from "#app/content/projects.ts";
import type { Announcement, ArticleCategory, OwnerArticle, OwnerProject } from "#app/content/published.ts";
import { serviceSlugs } from "#app/content/services.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { maxRating, type Testimonial } from "#app/content/testimonials.ts";
import { towns } from "#app/content/towns.ts";
import { parseArticleBody } from "#app/lib/article-markdown.ts";
import { text } from "./text-field.server.ts";

/*
 * The schemas of the sections the owner lists entry by entry: testimonials, the announcement, projects and
 * articles. The company's is in company-schema.server.ts, the prices' in prices-schema.server.ts.
 */

const errors = siteEditorCopy.errors;
const labels = siteEditorCopy.labels;

/** "Avis clients": a client's words as he agreed to show them; nothing here is ever made up by the site. */
export const testimonialSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,60}$/),
  name: text(labels.reviewName, 60),
  town: text(labels.reviewTown, 60),
  quote: text(labels.reviewQuote, 1000),
  rating: z.coerce
    .number({ error: errors.rating })
    .int({ error: errors.rating })
    .min(1, { error: errors.rating })
    .max(maxRating, { error: errors.rating }) as unknown as z.ZodType<Testimonial["rating"], unknown>,
  serviceLabel: text(labels.reviewService, 60),
}) satisfies z.ZodType<Testimonial, unknown>;

export const testimonialsSchema = z.array(testimonialSchema).max(30);

/** "Annonce": a short text and the last day it shows, today or later. */
export function announcementSchema(today: string) {
  return z
    .object({
      text: text(labels.announcementText, 200),
      endsOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: errors.date(labels.announcementEnd) }),
    })
    .refine((value) => value.endsOn >= today, { path: ["endsOn"], error: errors.pastDate(labels.announcementEnd) })
    .nullable() satisfies z.ZodType<Announcement | null, unknown>;
}

/** "Réalisations": a project's text; its photos are checked as files (app/services/site/photos.server.ts). */
export const projectSchema = z.object({
  title: text(labels.projectTitle, 100),
  description: text(labels.projectDescription, 1000),
  town: text(labels.projectTown, 60),
  date: text(labels.projectDate, 30),
  category: z.enum(projectCategories.map((category) => category.key) as [ProjectCategory, ...ProjectCategory[]], {
    error: errors.category,
  }),
}) satisfies z.ZodType<Omit<OwnerProject, "id" | "hidden" | "photos">, unknown>;

export const photoAltSchema = text(labels.photoAlt, 200);

const townSlugs = towns.map((town) => town.slug) as [string, ...string[]];

/**
 * "Articles": an article's fields. Its body is parsed as the pages will parse it (app/lib/article-markdown.ts),
 * against the photos the article has: what the parser refuses (HTML, a `javascript:` link, a photo it lacks) is
 * refused here with its French reason, so a saved body always renders.
 */
export function articleSchema(photoCount: number) {
  return z.object({
    title: text(labels.articleTitle, 100),
    summary: text(labels.articleSummary, 160),
    body: z.string().transform((raw, context) => {
      const body = raw.normalize("NFC").replace(/\r\n?/g, "\n").trim();
      const parsed = parseArticleBody(body, photoCount);
      if (!parsed.ok) {
        context.addIssue({ code: "custom", message: parsed.errors.join(" ") });
        return z.NEVER;
      }
      return body;
    }),
    category: z.enum(articleCategories.map((category) => category.key) as [ArticleCategory, ...ArticleCategory[]], {
      error: errors.articleCategory,
    }),
    services: z.array(z.enum(serviceSlugs)).transform((list) => [...new Set(list)]),
    towns: z.array(z.enum(townSlugs)).transform((list) => [...new Set(list)]),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: errors.date(labels.articleDate) })
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: errors.date(labels.articleDate) }),
    confirmed: z.boolean(),
  }) satisfies z.ZodType<Omit<OwnerArticle, "id" | "slug" | "hidden" | "photos" | "buildCover">, unknown>;
}
