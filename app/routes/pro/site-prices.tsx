import { data, Form, useNavigation } from "react-router";
import { EditorField } from "#app/components/pro/editor-field.tsx";
import { EditorPage } from "#app/components/pro/editor-page.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { StickySaveButton } from "#app/components/pro/sticky-save-button.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { MAX_FLAT_RATES, MAX_PRICE_LINES, optionalPriceLineFields, requiredPriceLines } from "#app/lib/site-limits.ts";
import { clientAddress } from "#app/services/pro/audit.server.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import { saveDraftSection, workingDocument } from "#app/services/site/editor.server.ts";
import { pricesFields, pricesFromForm } from "#app/services/site/list-form.server.ts";
import { pricesSchema } from "#app/services/site/prices-schema.server.ts";
import { siteContentStore } from "#app/services/site/publication.server.ts";
import { readiness } from "#app/services/site/readiness.server.ts";
import { fieldErrors } from "#app/services/site/text-field.server.ts";
import type { Route } from "./+types/site-prices";

const copy = siteEditorCopy;
const labels = copy.labels;
const listCopy = copy.prices.lists;

/** The two lists of the page: their form prefix, the fields of an entry, and how many it may hold. */
const lists = {
  lines: {
    prefix: "rates.lines",
    fields: ["label", "amount", "unit", "detail"] as const,
    max: MAX_PRICE_LINES,
  },
  jobs: {
    prefix: "flatRates.jobs",
    fields: ["label", "amount", "includes"] as const,
    max: MAX_FLAT_RATES,
  },
};
type ListName = keyof typeof lists;

const fieldLabels: Record<string, string> = {
  "lines.label": labels.priceLabel,
  "lines.amount": labels.amount,
  "lines.unit": labels.unit,
  "lines.detail": labels.priceDetail,
  "jobs.label": labels.jobLabel,
  "jobs.amount": labels.amount,
  "jobs.includes": labels.includes,
};

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.prices.title, matches);

interface Screen {
  values: Record<string, string>;
  counts: Record<ListName, number>;
  marked: string[];
}

function countOf(values: Record<string, string>, prefix: string): number {
  let count = 0;
  while (`${prefix}.${count}.label` in values) count++;
  return count;
}

function screenOfValues(values: Record<string, string>, marked: string[]): Screen {
  return {
    values,
    counts: { lines: countOf(values, lists.lines.prefix), jobs: countOf(values, lists.jobs.prefix) },
    marked,
  };
}

/**
 * The form's lists as entries, one object per rank; a structural change (add, remove, move) is made on them and
 * the fields are named again 0, 1, 2... so that the names follow what the page shows.
 */
function entriesOf(form: FormData, list: ListName): Record<string, string>[] {
  const { prefix } = lists[list];
  const byRank = new Map<number, Record<string, string>>();
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string" || !key.startsWith(`${prefix}.`)) continue;
    const match = /^(\d{1,2})\.(\w+)$/.exec(key.slice(prefix.length + 1));
    if (!match) continue;
    const rank = Number(match[1]);
    const entry = byRank.get(rank) ?? {};
    entry[match[2] ?? ""] = value;
    byRank.set(rank, entry);
  }
  return [...byRank.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
}

function formOf(form: FormData, entries: Record<ListName, Record<string, string>[]>): FormData {
  const next = new FormData();
  for (const [key, value] of form.entries()) {
    if (!key.startsWith(`${lists.lines.prefix}.`) && !key.startsWith(`${lists.jobs.prefix}.`)) next.append(key, value);
  }
  for (const list of Object.keys(lists) as ListName[]) {
    entries[list].forEach((entry, rank) => {
      for (const [name, value] of Object.entries(entry)) next.set(`${lists[list].prefix}.${rank}.${name}`, value);
    });
  }
  return next;
}

function newLineId(lines: Record<string, string>[]): string {
  const used = new Set(lines.map((line) => line.id));
  let number = lines.length + 1;
  while (used.has(`tarif-${number}`)) number++;
  return `tarif-${number}`;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwnerSession(request);
  const { document } = await workingDocument(await siteContentStore());
  return screenOfValues(pricesFields(document.prices), marksOf(document));
}

function marksOf(document: Parameters<typeof readiness>[0]): string[] {
  return readiness(document)
    .filter((item) => item.section === "tarifs")
    .map((item) => item.field);
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const store = await siteContentStore();
  const { document } = await workingDocument(store);
  const received = await request.formData();
  const intent = String(received.get("intent") ?? "save");
  const entries = { lines: entriesOf(received, "lines"), jobs: entriesOf(received, "jobs") };
  const change = /^(add|remove|up|down)-(lines|jobs)(?:-(\d{1,2}))?$/.exec(intent);
  let notice: string | null = null;
  if (change) {
    const [, verb, list, at] = change as unknown as [string, "add" | "remove" | "up" | "down", ListName, string?];
    const items = entries[list];
    const rank = Number(at ?? -1);
    if (verb === "add") {
      if (items.length >= lists[list].max) {
        return data(
          {
            ...screenOfValues(Object.fromEntries(formOf(received, entries).entries()) as Record<string, string>, []),
            errors: { [list]: copy.errors.tooManyLines },
            notice: null,
            saved: false,
          },
          { status: 400 },
        );
      }
      const blank = Object.fromEntries(lists[list].fields.map((name) => [name, ""]));
      items.push(list === "lines" ? { id: newLineId(items), ...blank } : blank);
      const values = Object.fromEntries(formOf(received, entries).entries()) as Record<string, string>;
      return {
        ...screenOfValues(values, []),
        errors: {} as Record<string, string>,
        notice: listCopy.added,
        saved: false,
      };
    }
    if (rank < 0 || rank >= items.length)
      return data({ ...screenOfValues({}, []), errors: {}, notice: null, saved: false }, { status: 400 });
    if (verb === "remove") {
      const id = items[rank]?.id ?? "";
      // The law's minimum (hourly rate, travel costs) stays on the page: refused here, whatever the form says.
      if (list === "lines" && requiredPriceLines.includes(id)) {
        const values = Object.fromEntries(received.entries()) as Record<string, string>;
        return data(
          {
            ...screenOfValues(values, []),
            errors: { [`${lists.lines.prefix}.${rank}.label`]: copy.errors.requiredLine },
            notice: null,
            saved: false,
          },
          { status: 400 },
        );
      }
      items.splice(rank, 1);
      notice = listCopy.removed;
    } else {
      const to = verb === "up" ? rank - 1 : rank + 1;
      if (to >= 0 && to < items.length) {
        const [moved] = items.splice(rank, 1);
        if (moved) items.splice(to, 0, moved);
      }
      notice = listCopy.moved;
    }
  }
  const form = formOf(received, entries);
  const raw = pricesFromForm(form);
  const parsed = pricesSchema.safeParse(raw);
  if (!parsed.success) {
    const values = Object.fromEntries(form.entries()) as Record<string, string>;
    return data(
      { ...screenOfValues(values, []), errors: fieldErrors(parsed.error), notice: null, saved: false },
      { status: 400 },
    );
  }
  await saveDraftSection(store, document, "prices", parsed.data, {
    userId: session.userId,
    email: session.email,
    address: clientAddress(request),
  });
  const saved = { ...document, prices: parsed.data };
  return {
    ...screenOfValues(pricesFields(parsed.data), marksOf(saved)),
    errors: {} as Record<string, string>,
    notice,
    saved: true,
  };
}

function ListEntry({
  list,
  rank,
  count,
  values,
  errors,
  marked,
  busy,
}: {
  list: ListName;
  rank: number;
  count: number;
  values: Record<string, string>;
  errors: Record<string, string>;
  marked: readonly string[];
  busy: boolean;
}) {
  const { prefix, fields } = lists[list];
  const name = (field: string) => `${prefix}.${rank}.${field}`;
  const id = values[name("id")] ?? "";
  const required = list === "lines" && requiredPriceLines.includes(id);
  const title = values[name("label")] || listCopy.untitled;
  return (
    <li className="rounded-lg border border-line p-4">
      {list === "lines" ? <input type="hidden" name={name("id")} value={id} /> : null}
      {required ? <p className="mb-3 text-xs font-semibold text-navy-800">{listCopy.required}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <EditorField
            key={field}
            name={name(field)}
            label={
              list === "lines" && optionalPriceLineFields(id).includes(field)
                ? listCopy.optional(fieldLabels[`${list}.${field}`] ?? field)
                : (fieldLabels[`${list}.${field}`] ?? field)
            }
            autoComplete="off"
            defaultValue={values[name(field)] ?? ""}
            error={errors[name(field)]}
            hint={marked.includes(name(field)) ? copy.readiness.mark : undefined}
            className={marked.includes(name(field)) ? "rounded-lg bg-amber-50 p-2 ring-1 ring-amber-300" : ""}
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="submit"
          name="intent"
          value={`up-${list}-${rank}`}
          disabled={busy || rank === 0}
          className={buttonClass("outline", "sm")}
          aria-label={`${listCopy.up} : ${title}`}
        >
          {listCopy.up}
        </button>
        <button
          type="submit"
          name="intent"
          value={`down-${list}-${rank}`}
          disabled={busy || rank === count - 1}
          className={buttonClass("outline", "sm")}
          aria-label={`${listCopy.down} : ${title}`}
        >
          {listCopy.down}
        </button>
        {required ? null : (
          <button
            type="submit"
            name="intent"
            value={`remove-${list}-${rank}`}
            disabled={busy}
            className={buttonClass("outline", "sm")}
            aria-label={`${listCopy.remove} : ${title}`}
          >
            {listCopy.remove}
          </button>
        )}
      </div>
    </li>
  );
}

export default function SitePricesPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const screen: Screen = actionData ?? loaderData;
  const { values, counts, marked } = screen;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const notice = actionData?.notice ?? null;
  const listSection = (list: ListName, id: string, title: string, add: string) => (
    <SectionCard id={`groupe-${id}`} title={title}>
      {errors[list] ? <Notice tone="error">{errors[list]}</Notice> : null}
      {list === "lines" && errors["rates.lines"] ? <Notice tone="error">{errors["rates.lines"]}</Notice> : null}
      <ol className="space-y-4">
        {Array.from({ length: counts[list] }, (_, rank) => (
          <ListEntry
            // biome-ignore lint/suspicious/noArrayIndexKey: an entry is its rank in the form; the form is keyed whole below.
            key={rank}
            list={list}
            rank={rank}
            count={counts[list]}
            values={values}
            errors={errors}
            marked={marked}
            busy={busy}
          />
        ))}
      </ol>
      <button
        type="submit"
        name="intent"
        value={`add-${list}`}
        disabled={busy || counts[list] >= lists[list].max}
        className={buttonClass("outline", "md", "mt-4")}
      >
        {add}
      </button>
    </SectionCard>
  );
  return (
    <EditorPage
      title={copy.prices.title}
      intro={listCopy.intro}
      saved={actionData?.saved ? (notice ?? copy.saved) : notice}
      failed={actionData !== undefined && !actionData.saved && notice === null}
    >
      <Form method="post" className="space-y-5" noValidate key={JSON.stringify(values)}>
        {listSection("lines", "taux", copy.prices.rates, listCopy.addLine)}
        <SectionCard id="groupe-urgences" title={copy.prices.emergency}>
          <div className="grid gap-4 sm:grid-cols-2">
            {(["surcharge", "nightHours"] as const).map((field) => (
              <EditorField
                key={field}
                name={`emergency.${field}`}
                label={field === "surcharge" ? labels.surcharge : labels.nightHours}
                autoComplete="off"
                defaultValue={values[`emergency.${field}`] ?? ""}
                error={errors[`emergency.${field}`]}
                hint={marked.includes(`emergency.${field}`) ? copy.readiness.mark : undefined}
                className={
                  marked.includes(`emergency.${field}`) ? "rounded-lg bg-amber-50 p-2 ring-1 ring-amber-300" : ""
                }
              />
            ))}
          </div>
        </SectionCard>
        {listSection("jobs", "forfaits", copy.prices.jobs, listCopy.addJob)}
        <StickySaveButton busy={busy} label={copy.save} busyLabel={copy.saving} />
      </Form>
    </EditorPage>
  );
}
