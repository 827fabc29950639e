import { randomBytes } from "node:crypto";
import { data, Form, useNavigation } from "react-router";
import { EditorField, EditorTextArea } from "#app/components/pro/editor-field.tsx";
import { EditorPage } from "#app/components/pro/editor-page.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { maxRating, type Testimonial } from "#app/content/testimonials.ts";
import { clientAddress } from "#app/services/pro/audit.server.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import { saveDraftSection, workingDocument } from "#app/services/site/editor.server.ts";
import { siteContentStore } from "#app/services/site/publication.server.ts";
import { testimonialSchema } from "#app/services/site/schema.server.ts";
import { fieldErrors } from "#app/services/site/text-field.server.ts";
import type { Route } from "./+types/site-testimonials";

const copy = siteEditorCopy;
const labels = copy.labels;
const NEW = "nouveau";
const MAX_TESTIMONIALS = 30;

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.testimonials.title, matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwnerSession(request);
  const { document } = await workingDocument(await siteContentStore());
  return { testimonials: document.testimonials };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const store = await siteContentStore();
  const { document } = await workingDocument(store);
  const form = await request.formData();
  const owner = { userId: session.userId, email: session.email, address: clientAddress(request) };
  const id = String(form.get("id") ?? "");
  const list = document.testimonials;
  if (form.get("intent") === "remove") {
    await saveDraftSection(
      store,
      document,
      "testimonials",
      list.filter((entry) => entry.id !== id),
      owner,
    );
    return { notice: copy.testimonials.removed, errors: {}, target: id, values: null };
  }
  const existing = list.find((entry) => entry.id === id);
  if (!existing && id !== NEW) return data({ notice: null, errors: {}, target: id, values: null }, { status: 404 });
  if (!existing && list.length >= MAX_TESTIMONIALS) {
    return data(
      { notice: null, errors: { name: copy.errors.tooManyReviews }, target: id, values: null },
      { status: 400 },
    );
  }
  const raw = {
    id: existing?.id ?? `avis-${randomBytes(6).toString("hex")}`,
    name: String(form.get("name") ?? ""),
    town: String(form.get("town") ?? ""),
    quote: String(form.get("quote") ?? ""),
    rating: String(form.get("rating") ?? ""),
    serviceLabel: String(form.get("serviceLabel") ?? ""),
  };
  const parsed = testimonialSchema.safeParse(raw);
  if (!parsed.success) {
    return data({ notice: null, errors: fieldErrors(parsed.error), target: id, values: raw }, { status: 400 });
  }
  const next = existing
    ? list.map((entry) => (entry.id === existing.id ? parsed.data : entry))
    : [...list, parsed.data];
  await saveDraftSection(store, document, "testimonials", next, owner);
  return { notice: copy.saved, errors: {}, target: id, values: null };
}

function TestimonialForm({
  testimonial,
  errors,
  busy,
}: {
  testimonial: Partial<Record<keyof Testimonial, string | number>> & { id: string };
  errors: Record<string, string>;
  busy: boolean;
}) {
  const isNew = testimonial.id === NEW;
  const field = (name: keyof Testimonial) => `${name}`;
  const value = (name: keyof Testimonial) => String(testimonial[name] ?? "");
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="id" value={testimonial.id} />
      <div className="grid gap-4 sm:grid-cols-2">
        <EditorField
          scope={testimonial.id}
          name={field("name")}
          label={labels.reviewName}
          defaultValue={value("name")}
          error={errors.name}
          autoComplete="off"
        />
        <EditorField
          scope={testimonial.id}
          name={field("town")}
          label={labels.reviewTown}
          defaultValue={value("town")}
          error={errors.town}
          autoComplete="off"
        />
        <EditorField
          scope={testimonial.id}
          name={field("serviceLabel")}
          label={labels.reviewService}
          defaultValue={value("serviceLabel")}
          error={errors.serviceLabel}
          autoComplete="off"
        />
        <EditorField
          scope={testimonial.id}
          name={field("rating")}
          label={labels.reviewRating}
          type="number"
          min={1}
          max={maxRating}
          inputMode="numeric"
          defaultValue={value("rating")}
          error={errors.rating}
        />
      </div>
      <EditorTextArea
        scope={testimonial.id}
        name={field("quote")}
        label={labels.reviewQuote}
        defaultValue={value("quote")}
        error={errors.quote}
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={busy}
          className={buttonClass("primary", "md", "flex-1")}
        >
          {isNew ? copy.testimonials.add : copy.save}
        </button>
        {isNew ? null : (
          <button type="submit" name="intent" value="remove" disabled={busy} className={buttonClass("outline", "md")}>
            {copy.testimonials.remove}
          </button>
        )}
      </div>
    </Form>
  );
}

export default function SiteTestimonialsPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errorsFor = (id: string): Record<string, string> =>
    actionData?.target === id ? (actionData.errors as Record<string, string>) : {};
  const valuesFor = (testimonial: Testimonial | { id: string }) =>
    actionData?.target === testimonial.id && actionData.values
      ? { ...actionData.values, id: testimonial.id }
      : testimonial;
  const failed = actionData !== undefined && Object.keys(actionData.errors).length > 0;
  return (
    <EditorPage
      title={copy.testimonials.title}
      intro={copy.testimonials.rule}
      saved={actionData?.notice}
      failed={failed}
    >
      {loaderData.testimonials.length === 0 ? <p className="text-sm text-ink">{copy.testimonials.none}</p> : null}
      {loaderData.testimonials.map((testimonial, index) => (
        <SectionCard key={testimonial.id} id={`avis-${index}`} title={`${testimonial.name} · ${testimonial.town}`}>
          <TestimonialForm testimonial={valuesFor(testimonial)} errors={errorsFor(testimonial.id)} busy={busy} />
        </SectionCard>
      ))}
      <SectionCard id="avis-nouveau" title={copy.testimonials.add}>
        <TestimonialForm
          key={actionData?.notice ?? "nouveau"}
          testimonial={valuesFor({ id: NEW })}
          errors={errorsFor(NEW)}
          busy={busy}
        />
      </SectionCard>
    </EditorPage>
  );
}
