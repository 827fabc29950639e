import { Form } from "react-router";
import { Notice } from "#app/components/pro/notice.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { costCategoryLabels, costsCopy } from "#app/content/costs.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import type { CostCategory } from "#app/services/db/purchase-tables.server.ts";
import type { PurchaseDetail } from "#app/services/purchases/purchase-reads.server.ts";

const copy = costsCopy.purchase;
const categories = Object.entries(costCategoryLabels) as [CostCategory, string][];
const selectClass = "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink";

export interface JobChoice {
  id: number;
  label: string;
}

/** Where a part goes and as what: the job (or « Frais généraux ») and the category, as two selects. */
function TargetFields({
  suffix,
  jobs,
  jobId,
  category,
  labels,
}: {
  suffix: string;
  jobs: JobChoice[];
  jobId: number | null;
  category: CostCategory;
  labels: { job: string; category: string };
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <label className="text-sm font-semibold text-ink">
        {labels.job}
        <select
          name={`cible${suffix}`}
          defaultValue={jobId === null ? "general" : String(jobId)}
          className={selectClass}
        >
          <option value="general">{copy.general}</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold text-ink">
        {labels.category}
        <select name={`nature${suffix}`} defaultValue={category} className={selectClass}>
          {categories.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * « Affecter au chantier »: the purchase as it is set now, then the whole of it to one job or the general costs, or
 * line by line when the invoice has lines. The server takes the amounts from the purchase itself (cost-shares); a
 * refusal comes back in the page's list of errors.
 */
export function PurchaseCosts({
  purchase,
  jobs,
  saved,
}: {
  purchase: PurchaseDetail;
  jobs: JobChoice[];
  saved: boolean;
}) {
  const sign = purchase.isCreditNote ? -1 : 1;
  const whole = purchase.costs.find((cost) => cost.lineId === null);
  const ofLine = (lineId: string) => purchase.costs.find((cost) => cost.lineId === lineId);
  return (
    <SectionCard id="purchase-costs" title={copy.title} intro={copy.intro}>
      <div className="space-y-4">
        <div>
          <h3 className="text-sm font-semibold text-muted">{copy.current}</h3>
          {purchase.costs.length === 0 ? (
            <p className="mt-1 text-sm text-muted">{copy.none}</p>
          ) : (
            <ul className="mt-1 divide-y divide-line text-sm">
              {purchase.costs.map((cost, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the shares are replaced whole, never reordered
                  key={index}
                  className="flex flex-wrap items-center justify-between gap-x-3 py-1.5"
                >
                  <span>
                    {cost.jobTitle ?? copy.general}{" "}
                    <span className="text-xs text-muted">{costCategoryLabels[cost.category]}</span>
                  </span>
                  <span className="tabular-nums">{formatEuros(cost.amountCents)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        {saved ? <Notice tone="success">{copy.saved}</Notice> : null}
        <Form method="post" preventScrollReset className="space-y-3">
          <input type="hidden" name="intent" value="affecter" />
          <input type="hidden" name="mode" value="tout" />
          <p className="text-sm font-semibold text-ink">
            {copy.wholeAmount(formatEuros(sign * purchase.taxExclusiveCents))}
          </p>
          <TargetFields
            suffix=""
            jobs={jobs}
            jobId={whole?.jobId ?? null}
            category={whole?.category ?? "materials"}
            labels={{ job: copy.job, category: copy.category }}
          />
          <button type="submit" className={buttonClass("primary", "sm", "min-h-11")}>
            {copy.save}
          </button>
        </Form>
        {purchase.lines.length > 0 ? (
          <details className="rounded-lg border border-line p-3" open={purchase.costs.some((cost) => cost.lineId)}>
            <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-navy-700">
              {copy.byLine}
            </summary>
            <Form method="post" preventScrollReset className="mt-2 space-y-4">
              <input type="hidden" name="intent" value="affecter" />
              <input type="hidden" name="mode" value="lignes" />
              {purchase.lines.map((line, index) => (
                <fieldset key={line.id} className="space-y-2 border-t border-line pt-3 first:border-t-0 first:pt-0">
                  <legend className="text-sm font-semibold text-ink">
                    {copy.line(line.name, formatEuros(sign * line.netAmountCents))}
                  </legend>
                  <TargetFields
                    suffix={`-${index}`}
                    jobs={jobs}
                    jobId={ofLine(line.id)?.jobId ?? whole?.jobId ?? null}
                    category={ofLine(line.id)?.category ?? whole?.category ?? "materials"}
                    labels={{ job: copy.lineJob(line.name), category: copy.lineCategory(line.name) }}
                  />
                </fieldset>
              ))}
              <button type="submit" className={buttonClass("primary", "sm", "min-h-11")}>
                {copy.saveLines}
              </button>
            </Form>
          </details>
        ) : null}
      </div>
    </SectionCard>
  );
}
