import { data, Form, useNavigation } from "react-router";
import { FactsCard } from "#app/components/pro/company/facts-card.tsx";
import { companyGroups, googleFields } from "#app/components/pro/company/field-groups.ts";
import { Fields } from "#app/components/pro/company/fields.tsx";
import { HoursCard } from "#app/components/pro/company/hours-card.tsx";
import { QualificationsCard } from "#app/components/pro/company/qualifications-card.tsx";
import { EditorSelect } from "#app/components/pro/editor-field.tsx";
import { EditorPage } from "#app/components/pro/editor-page.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { StickySaveButton } from "#app/components/pro/sticky-save-button.tsx";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { MAX_QUALIFICATIONS } from "#app/lib/site-limits.ts";
import { vatRegimeLabels, vatRegimes } from "#app/services/ereporting/calendar.ts";
import { clientAddress } from "#app/services/pro/audit.server.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import { siteSchema } from "#app/services/site/company-schema.server.ts";
import { saveDraftSection, workingDocument } from "#app/services/site/editor.server.ts";
import { companyFields, companyFromForm } from "#app/services/site/list-form.server.ts";
import { siteContentStore } from "#app/services/site/publication.server.ts";
import { readiness } from "#app/services/site/readiness.server.ts";
import { fieldErrors } from "#app/services/site/text-field.server.ts";
import type { Route } from "./+types/site-company";

const copy = siteEditorCopy;
const labels = copy.labels;

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.company.title, matches);

interface Screen {
  values: Record<string, string>;
  confirmed: string[];
  hiddenServices: string[];
  geoConfirmed: boolean;
  count: number;
  /** Fields still carrying the template's value: marked on the form, listed on "Mon site". */
  marked: string[];
}

function screenOf(site: Parameters<typeof companyFields>[0], document: Parameters<typeof readiness>[0]): Screen {
  return {
    values: companyFields(site),
    confirmed: [...site.confirmed],
    hiddenServices: [...site.hiddenServices],
    geoConfirmed: site.geo !== null && site.geo.confirmedFor !== "",
    count: site.qualifications.length,
    marked: readiness({ ...document, site }).map((item) => item.field),
  };
}

/** The screen as the owner left it when a save is refused or an entry added: what he typed, not the draft. */
function screenFromForm(form: FormData, raw: ReturnType<typeof companyFromForm>): Screen {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const { confirmed, hiddenServices, qualifications } = raw as {
    confirmed: string[];
    hiddenServices: string[];
    qualifications: Record<string, unknown>[];
  };
  return {
    values,
    confirmed,
    hiddenServices,
    geoConfirmed: form.get("geo.confirm") === "on",
    count: qualifications.length,
    marked: [],
  };
}

/** A list entry's fields renumbered 0, 1, 2... so that the form's names follow the list it shows. */
function renumbered(form: FormData, drop: number | null, extra: boolean): FormData {
  const next = new FormData();
  const indices = new Set<number>();
  for (const key of form.keys()) {
    const match = /^qualifications\.(\d{1,2})\./.exec(key);
    if (match) indices.add(Number(match[1]));
  }
  const kept = [...indices].sort((a, b) => a - b).filter((index) => index !== drop);
  for (const [key, value] of form.entries()) {
    const match = /^qualifications\.(\d{1,2})\.(.+)$/.exec(key);
    if (!match) {
      next.append(key, value);
      continue;
    }
    const rank = kept.indexOf(Number(match[1]));
    if (rank >= 0) next.append(`qualifications.${rank}.${match[2]}`, value);
  }
  if (extra) {
    const used = new Set(kept.map((index) => String(form.get(`qualifications.${index}.id`))));
    let number = kept.length + 1;
    while (used.has(`certificat-${number}`)) number++;
    const prefix = `qualifications.${kept.length}.`;
    next.set(`${prefix}id`, `certificat-${number}`);
    for (const name of ["name", "scope", "body", "certificate", "directory.label", "directory.url"]) {
      next.set(`${prefix}${name}`, "");
    }
  }
  return next;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwnerSession(request);
  const { document } = await workingDocument(await siteContentStore());
  return screenOf(document.site, document);
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const store = await siteContentStore();
  const { document } = await workingDocument(store);
  let form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  if (intent === "add-qualification") {
    form = renumbered(form, null, true);
    const raw = companyFromForm(form);
    const screen = screenFromForm(form, raw);
    if (screen.count > MAX_QUALIFICATIONS) {
      return data(
        {
          ...screenFromForm(renumbered(form, screen.count - 1, false), raw),
          errors: { qualifications: copy.errors.tooManyQualifications },
          notice: null,
          saved: false,
        },
        { status: 400 },
      );
    }
    return { ...screen, errors: {} as Record<string, string>, notice: copy.company.qualificationAdded, saved: false };
  }
  const removal = /^remove-qualification-(\d{1,2})$/.exec(intent);
  if (removal) form = renumbered(form, Number(removal[1]), false);
  const raw = companyFromForm(form);
  const parsed = siteSchema.safeParse(raw);
  if (!parsed.success) {
    return data(
      { ...screenFromForm(form, raw), errors: fieldErrors(parsed.error), notice: null, saved: false },
      { status: 400 },
    );
  }
  await saveDraftSection(store, document, "site", parsed.data, {
    userId: session.userId,
    email: session.email,
    address: clientAddress(request),
  });
  return {
    ...screenOf(parsed.data, document),
    errors: {} as Record<string, string>,
    notice: removal ? copy.company.qualificationRemoved : null,
    saved: true,
  };
}

export default function SiteCompanyPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const screen: Screen = actionData ?? loaderData;
  const { values, confirmed, hiddenServices, marked } = screen;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const notice = actionData?.notice ?? null;
  // Each render gets fresh fields (a saved value, a renumbered list): React keys them by what they show.
  const version = JSON.stringify(values).length;
  return (
    <EditorPage
      title={copy.company.title}
      saved={actionData?.saved ? (notice ?? copy.saved) : notice}
      failed={actionData !== undefined && !actionData.saved && notice === null}
    >
      <Form method="post" className="space-y-5" noValidate key={version}>
        {companyGroups.slice(0, 1).map((group) => (
          <SectionCard key={group.id} id={`groupe-${group.id}`} title={group.title}>
            <Fields fields={group.fields} values={values} errors={errors} marked={marked} />
          </SectionCard>
        ))}

        <FactsCard
          values={values}
          errors={errors}
          marked={marked}
          confirmed={confirmed}
          hiddenServices={hiddenServices}
          geoConfirmed={screen.geoConfirmed}
        />

        <SectionCard id="groupe-avis-google" title={copy.company.googleTitle} intro={copy.company.googleHint}>
          <Fields fields={googleFields} values={values} errors={errors} marked={marked} />
        </SectionCard>

        <QualificationsCard
          count={screen.count}
          values={values}
          errors={errors}
          marked={marked}
          confirmed={confirmed}
          busy={busy}
        />

        {companyGroups.slice(1).map((group) => (
          <SectionCard key={group.id} id={`groupe-${group.id}`} title={group.title} intro={group.intro}>
            <Fields fields={group.fields} values={values} errors={errors} marked={marked} />
            {group.id === "legal" ? (
              <EditorSelect
                name="vatRegime"
                label={labels.vatRegime}
                className="mt-4"
                defaultValue={values.vatRegime}
                error={errors.vatRegime}
                options={vatRegimes.map((regime) => ({ value: regime, label: vatRegimeLabels[regime] }))}
              />
            ) : null}
          </SectionCard>
        ))}
        <HoursCard values={values} errors={errors} />
        <StickySaveButton busy={busy} label={copy.save} busyLabel={copy.saving} />
      </Form>
    </EditorPage>
  );
}
