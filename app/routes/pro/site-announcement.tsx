import { data, Form, useNavigation } from "react-router";
import { EditorField } from "#app/components/pro/editor-field.tsx";
import { EditorPage } from "#app/components/pro/editor-page.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import { clientAddress } from "#app/services/pro/audit.server.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import { saveDraftSection, workingDocument } from "#app/services/site/editor.server.ts";
import { siteContentStore } from "#app/services/site/publication.server.ts";
import { announcementSchema } from "#app/services/site/schema.server.ts";
import { fieldErrors } from "#app/services/site/text-field.server.ts";
import type { Route } from "./+types/site-announcement";

const copy = siteEditorCopy;

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.announcement.title, matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwnerSession(request);
  const { document } = await workingDocument(await siteContentStore());
  return { announcement: document.announcement, today: parisToday() };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const store = await siteContentStore();
  const { document } = await workingDocument(store);
  const form = await request.formData();
  const owner = { userId: session.userId, email: session.email, address: clientAddress(request) };
  if (form.get("intent") === "remove") {
    await saveDraftSection(store, document, "announcement", null, owner);
    return { errors: {} as Record<string, string>, notice: copy.announcement.removed, values: null };
  }
  const raw = { text: String(form.get("text") ?? ""), endsOn: String(form.get("endsOn") ?? "") };
  const parsed = announcementSchema(parisToday()).safeParse(raw);
  if (!parsed.success) {
    return data({ errors: fieldErrors(parsed.error), notice: null, values: raw }, { status: 400 });
  }
  await saveDraftSection(store, document, "announcement", parsed.data, owner);
  return { errors: {} as Record<string, string>, notice: copy.saved, values: parsed.data };
}

export default function SiteAnnouncementPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const values = actionData ? actionData.values : loaderData.announcement;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const failed = Object.keys(errors).length > 0;
  return (
    <EditorPage title={copy.announcement.title} saved={actionData?.notice} failed={failed}>
      <SectionCard id="annonce" title={copy.announcement.title} intro={copy.announcement.hint}>
        <Form method="post" className="space-y-4" noValidate key={`${values?.text ?? ""}-${values?.endsOn ?? ""}`}>
          <EditorField
            name="text"
            label={copy.labels.announcementText}
            defaultValue={values?.text ?? ""}
            maxLength={200}
            autoComplete="off"
            error={errors.text}
          />
          <EditorField
            name="endsOn"
            label={copy.labels.announcementEnd}
            type="date"
            min={loaderData.today}
            defaultValue={values?.endsOn ?? ""}
            error={errors.endsOn}
          />
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value="save"
              disabled={busy}
              className={buttonClass("primary", "md", "flex-1")}
            >
              {busy ? copy.saving : copy.save}
            </button>
            {values ? (
              <button
                type="submit"
                name="intent"
                value="remove"
                disabled={busy}
                className={buttonClass("outline", "md")}
              >
                {copy.announcement.remove}
              </button>
            ) : null}
          </div>
        </Form>
      </SectionCard>
    </EditorPage>
  );
}
