import { z } from "zod";
import type { EditablePrices } from "#app/content/published.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { MAX_FLAT_RATES, MAX_PRICE_LINES, optionalPriceLineFields, requiredPriceLines } from "#app/lib/site-limits.ts";
import { buildContent } from "./build-content.server.ts";
import { LONG, SHORT, text } from "./text-field.server.ts";

const errors = siteEditorCopy.errors;
const labels = siteEditorCopy.labels;

const amountPattern = /^(?:Gratuit|\d{1,3}(?:[  ]?\d{3})*(?:,\d{2})? ?€)$/;

function amount(label: string, buildValue: string) {
  return text(label, 30, { buildValue, check: (value) => (amountPattern.test(value) ? null : errors.amount(label)) });
}

const pricesBuild = buildContent().prices;

const iconOfLine: Record<string, EditablePrices["rates"]["lines"][number]["icon"]> = {
  "taux-horaire": "labour",
  "deplacement-devis": "quote-visit",
  "deplacement-intervention": "call-out",
};

/** A price's build value, if the line (by its anchor) comes from the build: its placeholder stays publishable. */
const buildAmounts = new Map<string, string>([
  ...pricesBuild.rates.lines.map((line) => [line.id, line.amount] as const),
  ...pricesBuild.flatRates.jobs.map((job) => [job.label, job.amount] as const),
]);

/** "Tarifs": the lines of /tarifs as the owner lists them, amounts in euros TTC, the legal lines always there. */
export const pricesSchema = z.object({
  rates: z.object({
    lines: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z0-9-]{1,40}$/),
            label: text(labels.priceLabel, SHORT),
            amount: z.string(),
            unit: text(labels.unit, SHORT, { optional: true }),
            detail: text(labels.priceDetail, LONG, { optional: true }),
          })
          .transform((line, context) => {
            // A flat price such as "Pose de fenêtre de toit, 450 €" is complete with its label and amount.
            const optional = optionalPriceLineFields(line.id);
            for (const [field, label] of [
              ["unit", labels.unit],
              ["detail", labels.priceDetail],
            ] as const) {
              if (line[field] === "" && !optional.includes(field)) {
                context.addIssue({ code: "custom", path: [field], message: errors.required(label) });
              }
            }
            const parsed = amount(labels.amount, buildAmounts.get(line.id) ?? "").safeParse(line.amount);
            if (!parsed.success) {
              context.addIssue({ code: "custom", path: ["amount"], message: parsed.error.issues[0]?.message ?? "" });
              return z.NEVER;
            }
            return { ...line, amount: parsed.data, icon: iconOfLine[line.id] ?? ("labour" as const) };
          }),
      )
      .max(MAX_PRICE_LINES, { error: errors.tooManyLines })
      .superRefine((lines, context) => {
        const ids = lines.map((line) => line.id);
        if (new Set(ids).size !== ids.length) context.addIssue({ code: "custom", message: errors.tooManyLines });
        for (const required of requiredPriceLines) {
          if (!ids.includes(required)) context.addIssue({ code: "custom", message: errors.requiredLine });
        }
      }),
  }),
  emergency: z.object({
    surcharge: text(labels.surcharge, 20, {
      buildValue: pricesBuild.emergency.surcharge,
      check: (value) => (/^\d{1,3} ?%$/.test(value) ? null : errors.percent(labels.surcharge)),
    }),
    nightHours: text(labels.nightHours, 80),
  }),
  flatRates: z.object({
    jobs: z
      .array(
        z
          .object({ label: text(labels.jobLabel, SHORT), amount: z.string(), includes: text(labels.includes, LONG) })
          .transform((job, context) => {
            const parsed = amount(labels.amount, buildAmounts.get(job.label) ?? "").safeParse(job.amount);
            if (!parsed.success) {
              context.addIssue({ code: "custom", path: ["amount"], message: parsed.error.issues[0]?.message ?? "" });
              return z.NEVER;
            }
            return { ...job, amount: parsed.data };
          }),
      )
      .max(MAX_FLAT_RATES, { error: errors.tooManyLines }),
  }),
}) satisfies z.ZodType<EditablePrices, unknown>;
