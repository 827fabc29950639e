import { data, Form, useNavigation } from "react-router";
import { EditorField } from "#app/components/pro/editor-field.tsx";
import { EditorPage } from "#app/components/pro/editor-page.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { pricesCopy } from "#app/content/prices.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { clientAddress } from "#app/services/pro/audit.server.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import { flatten, formValues, saveDraftSection, workingDocument } from "#app/services/site/editor.server.ts";
import { siteContentStore } from "#app/services/site/publication.server.ts";
import { fieldErrors, pricesSchema } from "#app/services/site/schema.server.ts";
import type { Route } from "./+types/site-prices";

const copy = siteEditorCopy;
const labels = copy.labels;

const groups = [
  {
    id: "taux",
    title: copy.prices.rates,
    fields: pricesCopy.rates.lines.flatMap((_, index) => [
      { name: `rates.lines.${index}.label`, label: labels.priceLabel },
      { name: `rates.lines.${index}.amount`, label: labels.amount },
      { name: `rates.lines.${index}.unit`, label: labels.unit },
      { name: `rates.lines.${index}.detail`, label: labels.priceDetail },
    ]),
  },
  {
    id: "urgences",
    title: copy.prices.emergency,
    fields: [
      { name: "emergency.surcharge", label: labels.surcharge },
      { name: "emergency.nightHours", label: labels.nightHours },
    ],
  },
  {
    id: "forfaits",
    title: copy.prices.jobs,
    fields: pricesCopy.flatRates.jobs.flatMap((_, index) => [
      { name: `flatRates.jobs.${index}.label`, label: labels.jobLabel },
      { name: `flatRates.jobs.${index}.amount`, label: labels.amount },
      { name: `flatRates.jobs.${index}.includes`, label: labels.includes },
    ]),
  },
];

export const meta: Route.MetaFunction = () => proMeta(copy.prices.title);

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwnerSession(request);
  const { document } = await workingDocument(await siteContentStore());
  return { values: flatten(document.prices) };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const store = await siteContentStore();
  const { document } = await workingDocument(store);
  const raw = formValues(document.prices, await request.formData());
  const parsed = pricesSchema.safeParse(raw);
  if (!parsed.success) {
    return data({ errors: fieldErrors(parsed.error), values: flatten(raw), saved: false }, { status: 400 });
  }
  await saveDraftSection(store, document, "prices", parsed.data, {
    userId: session.userId,
    email: session.email,
    address: clientAddress(request),
  });
  return { errors: {} as Record<string, string>, values: flatten(parsed.data), saved: true };
}

export default function SitePricesPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <EditorPage
      title={copy.prices.title}
      saved={actionData?.saved ? copy.saved : null}
      failed={actionData !== undefined && !actionData.saved}
    >
      <Form method="post" className="space-y-5" noValidate>
        {groups.map((group) => (
          <SectionCard key={group.id} id={`groupe-${group.id}`} title={group.title}>
            <div className="grid gap-4 sm:grid-cols-2">
              {group.fields.map((field) => (
                <EditorField
                  key={`${field.name}-${values[field.name] ?? ""}`}
                  name={field.name}
                  label={field.label}
                  autoComplete="off"
                  defaultValue={values[field.name] ?? ""}
                  error={errors[field.name]}
                />
              ))}
            </div>
          </SectionCard>
        ))}
        <div className="sticky bottom-20 z-10 md:bottom-4">
          <button type="submit" disabled={busy} className={buttonClass("primary", "md", "w-full shadow-card")}>
            {busy ? copy.saving : copy.save}
          </button>
        </div>
      </Form>
    </EditorPage>
  );
}
