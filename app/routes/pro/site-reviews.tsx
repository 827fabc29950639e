import { data, Form, Link, useNavigation } from "react-router";
import { CheckboxField } from "#app/components/pro/checkbox-field.tsx";
import { EditorTextArea } from "#app/components/pro/editor-field.tsx";
import { EditorPage } from "#app/components/pro/editor-page.tsx";
import { StarIcon } from "#app/components/pro/icons.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { proCopy } from "#app/content/pro.ts";
import { reviewsCopy } from "#app/content/reviews.ts";
import { maxRating } from "#app/content/testimonials.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import { cleanReviewText, REPLY_MAX } from "#app/services/reviews/review-form.ts";
import { publishReviews, reviewStore } from "#app/services/reviews/review-service.server.ts";
import type { Route } from "./+types/site-reviews";

const copy = reviewsCopy.owner;

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwnerSession(request);
  const store = await reviewStore();
  const [{ reviews, waiting }, requestsOn] = await Promise.all([store.forOwner(), store.requestsOn()]);
  return {
    requestsOn,
    waiting,
    reviews: reviews.map((review) => ({ ...review, submittedLabel: proCopy.dateTime(review.submittedAt) })),
  };
}

type ActionData = { notice: string | null; error: string | null; target: number | null };
const answer = (value: Partial<ActionData>, status = 200) =>
  data<ActionData>({ notice: null, error: null, target: null, ...value }, { status });

export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const store = await reviewStore();
  const audit = (action: string, detail: string) =>
    recordAudit({
      action,
      userId: session.userId,
      email: session.email,
      address: clientAddress(request) ?? null,
      detail,
    });
  if (intent === "reglage") {
    const on = form.get("demandes") === "oui";
    await store.setRequestsOn(on);
    await audit("reviews.requests", on ? "on" : "off");
    return answer({ notice: copy.settingSaved(on) });
  }
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id < 1) return answer({ error: proCopy.errors.crashText }, 400);
  const current = (await store.forOwner()).reviews.find((review) => review.id === id);
  if (!current) throw data(null, { status: 404 });
  let notice: string;
  if (intent === "approuver" || intent === "masquer") {
    const status = intent === "approuver" ? "approuve" : "masque";
    if ((await store.decide(id, status)) === "refused") return answer({ error: copy.refused, target: id }, 409);
    await audit(`review.${intent === "approuver" ? "approved" : "hidden"}`, `#${id}`);
    notice = intent === "approuver" ? copy.approved : copy.hidden;
  } else if (intent === "repondre") {
    const reply = cleanReviewText(String(form.get("reponse") ?? ""));
    if (reply.length > REPLY_MAX) return answer({ error: copy.replyLong(REPLY_MAX), target: id }, 400);
    await store.reply(id, reply);
    await audit("review.replied", `#${id}`);
    // An answer under a review that is not online waits for its approval.
    if (current.status !== "approuve") return answer({ notice: copy.replied, target: id });
    notice = copy.repliedOnline;
  } else {
    return answer({ error: proCopy.errors.crashText }, 400);
  }
  // Hiding a review that was never online changes no page.
  if (intent === "masquer" && current.status !== "approuve") return answer({ notice, target: id });
  try {
    await publishReviews(session.email);
  } catch (error) {
    console.error(`reviews: publication failed: ${error instanceof Error ? error.message : String(error)}`);
    return answer({ error: copy.publishFailed, target: id }, 503);
  }
  return answer({ notice, target: id });
}

const starSlots = Array.from({ length: maxRating }, (_, index) => index + 1);

export default function SiteReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { reviews, waiting, requestsOn } = loaderData;
  const general = actionData && actionData.target === null ? actionData : null;
  return (
    <EditorPage title={copy.title} intro={copy.intro} saved={general?.notice} failed={false}>
      {general?.error ? <Notice tone="error">{general.error}</Notice> : null}
      <SectionCard id="reglage-avis" title={copy.settingTitle}>
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="reglage" />
          <CheckboxField name="demandes" value="oui" defaultChecked={requestsOn} label={copy.settingOn} />
          <p className="text-sm text-muted">{copy.waiting(waiting)}</p>
          <button type="submit" disabled={busy} className={buttonClass("outline", "sm")}>
            {copy.settingSave}
          </button>
        </Form>
      </SectionCard>
      {reviews.length === 0 ? <p className="text-sm text-muted">{copy.none}</p> : null}
      <ol className="space-y-5">
        {reviews.map((review) => {
          const own = actionData && actionData.target === review.id ? actionData : null;
          return (
            <li key={review.id}>
              <article
                aria-labelledby={`avis-${review.id}`}
                className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 id={`avis-${review.id}`} className="text-lg font-bold break-words text-navy-900">
                    {copy.from(review.firstName, review.town)}
                  </h2>
                  <span className="rounded-full bg-navy-50 px-3 py-1 text-xs font-semibold text-navy-900">
                    {copy.states[review.status]}
                  </span>
                </div>
                <p className="mt-2 flex items-center gap-2">
                  <span className="flex gap-0.5" aria-hidden="true">
                    {starSlots.map((slot) => (
                      <StarIcon
                        key={slot}
                        className={`size-5 ${slot <= review.rating ? "fill-accent-500 text-accent-500" : "text-line"}`}
                      />
                    ))}
                  </span>
                  <span className="text-sm font-bold text-navy-900">{`${review.rating}/${maxRating}`}</span>
                </p>
                <p className="mt-3 leading-relaxed break-words text-ink">{review.text}</p>
                <dl className="mt-3 grid gap-1 text-sm text-muted sm:grid-cols-2">
                  <div>
                    <dt className="inline">{copy.received} </dt>
                    <dd className="inline">{review.submittedLabel}</dd>
                  </div>
                  <div>
                    <dt className="inline">{copy.job} </dt>
                    <dd className="inline">
                      {review.leadId !== null ? (
                        <Link to={`/pro/demandes/${review.leadId}`} className="font-semibold text-navy-800 underline">
                          {review.label || copy.request(review.leadId)}
                        </Link>
                      ) : review.invoiceId !== null ? (
                        <Link
                          to={`/pro/factures/${review.invoiceId}`}
                          className="font-semibold text-navy-800 underline"
                        >
                          {review.label}
                        </Link>
                      ) : (
                        review.label
                      )}
                    </dd>
                  </div>
                </dl>
                {own?.notice ? (
                  <div className="mt-3">
                    <Notice tone="success">{own.notice}</Notice>
                  </div>
                ) : null}
                {own?.error ? (
                  <div className="mt-3">
                    <Notice tone="error">{own.error}</Notice>
                  </div>
                ) : null}
                {review.consent ? null : <p className="mt-3 text-sm font-semibold text-ink">{copy.noConsent}</p>}
                <div className="mt-4 flex flex-wrap gap-3">
                  {review.consent && review.status !== "approuve" ? (
                    <Form method="post">
                      <input type="hidden" name="id" value={review.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="approuver"
                        disabled={busy}
                        className={buttonClass("primary", "sm")}
                      >
                        {copy.approve}
                      </button>
                    </Form>
                  ) : null}
                  {review.status !== "masque" ? (
                    <Form method="post">
                      <input type="hidden" name="id" value={review.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="masquer"
                        disabled={busy}
                        className={buttonClass("outline", "sm")}
                      >
                        {copy.hide}
                      </button>
                    </Form>
                  ) : null}
                </div>
                <Form method="post" className="mt-4 space-y-3">
                  <input type="hidden" name="id" value={review.id} />
                  <EditorTextArea
                    scope={String(review.id)}
                    name="reponse"
                    label={copy.reply}
                    hint={copy.replyHint}
                    defaultValue={review.reply}
                    rows={3}
                    maxLength={REPLY_MAX}
                  />
                  <button
                    type="submit"
                    name="intent"
                    value="repondre"
                    disabled={busy}
                    className={buttonClass("outline", "sm")}
                  >
                    {copy.saveReply}
                  </button>
                </Form>
              </article>
            </li>
          );
        })}
      </ol>
    </EditorPage>
  );
}
