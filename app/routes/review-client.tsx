import { Star } from "lucide-react";
import { data, redirect } from "react-router";
import { ClientMessage } from "#app/components/billing/client-message.tsx";
import {
  clientBox as box,
  ClientPage,
  clientPageHeaders,
  clientPageMeta,
  describedBy,
  FieldError,
  FormError,
  clientInputClass as inputClass,
} from "#app/components/billing/client-page.tsx";
import { reviewsCopy } from "#app/content/reviews.ts";
import { maxRating } from "#app/content/testimonials.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { linkLookupAllowed } from "#app/services/billing/documents/quote-service.server.ts";
import { isLinkToken } from "#app/services/billing/links/private-links.server.ts";
import { clientAddress } from "#app/services/pro/audit.server.ts";
import { FIRST_NAME_MAX, parseReviewForm, REVIEW_TEXT_MAX, TOWN_MAX } from "#app/services/reviews/review-form.ts";
import { reviewStore } from "#app/services/reviews/review-service.server.ts";
import type { ReviewLinkTarget } from "#app/services/reviews/reviews.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import type { Route } from "./+types/review-client";

const copy = reviewsCopy.client;

export const handle: RouteHandle = { hideClosingCta: true };

export function headers() {
  return clientPageHeaders;
}

type Refusal = "unknown" | "throttled";

/** The link's review, looked up like a quote's link: counted per address, its shape checked before any lookup. */
async function target(request: Request, token: string): Promise<ReviewLinkTarget | { kind: Refusal }> {
  if (!(await linkLookupAllowed(clientAddress(request) ?? "unknown"))) return { kind: "throttled" };
  if (!isLinkToken(token)) return { kind: "unknown" };
  return (await reviewStore()).open(token);
}

type PageData =
  | { state: Refusal; company: string; job: string }
  | { state: "open" | "answered" | "thanks"; company: string; job: string };

function refusal(kind: Refusal) {
  return data<PageData>(
    { state: kind, company: publishedCompany().name, job: "" },
    { status: kind === "throttled" ? 429 : 404 },
  );
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const opened = await target(request, params.token);
  if (!("label" in opened)) return refusal(opened.kind);
  const thanks = opened.kind === "answered" && new URL(request.url).searchParams.get("fait") === "merci";
  return data<PageData>({
    state: thanks ? "thanks" : opened.kind,
    company: publishedCompany().name,
    job: opened.label,
  });
}

type ActionData = { errors: Record<string, string>; values: Record<string, string>; answered?: true };

export async function action({ request, params }: Route.ActionArgs) {
  const opened = await target(request, params.token);
  if (!("label" in opened)) return refusal(opened.kind);
  const form = await request.formData();
  const kept = (name: string, max: number) => String(form.get(name) ?? "").slice(0, max);
  const values = {
    note: kept("note", 1),
    avis: kept("avis", REVIEW_TEXT_MAX),
    prenom: kept("prenom", FIRST_NAME_MAX),
    commune: kept("commune", TOWN_MAX),
    publication: kept("publication", 3),
  };
  const already = () => data<ActionData>({ errors: { form: copy.already }, values, answered: true }, { status: 409 });
  if (opened.kind === "answered") return already();
  const parsed = parseReviewForm(form);
  if (!parsed.ok) return data<ActionData>({ errors: parsed.errors, values }, { status: 400 });
  const saved = await (await reviewStore()).submit(params.token, parsed.answer);
  if (saved === "already") return already();
  if (saved === "unknown") return refusal("unknown");
  return redirect(`/a/${params.token}?fait=merci`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  clientPageMeta(loaderData ? `${copy.title} – ${loaderData.company}` : copy.title);

const ratings = Array.from({ length: maxRating }, (_, index) => maxRating - index);

export default function ReviewClientPage({ loaderData, actionData }: Route.ComponentProps) {
  const { company, job } = loaderData;
  // A second answer on the same link is refused: the page then says so, without the form.
  const state = actionData && "answered" in actionData ? "refused" : loaderData.state;
  const errors: Record<string, string> = actionData && "errors" in actionData ? actionData.errors : {};
  const values: Record<string, string> = actionData && "values" in actionData ? actionData.values : {};
  const message =
    state === "unknown"
      ? copy.unknown
      : state === "throttled"
        ? copy.throttled
        : state === "answered"
          ? copy.already
          : state === "refused"
            ? null
            : state === "thanks"
              ? copy.thanksText
              : null;
  return (
    <ClientPage intro={company} title={state === "thanks" ? copy.thanks : copy.title} narrow>
      {message && (state === "thanks" || state === "answered") ? (
        <ClientMessage tone="success" role="status">
          {message}
        </ClientMessage>
      ) : message ? (
        <p role="status" className="text-base text-ink">
          {message}
        </p>
      ) : null}
      <FormError error={errors.form} />
      {state === "open" ? (
        <section aria-labelledby="avis-titre" className={box}>
          <h2 id="avis-titre" className="text-lg font-semibold text-ink">
            {copy.intro(company, job)}
          </h2>
          {Object.keys(errors).length > 0 && !errors.form ? (
            <p role="alert" className="mt-3 font-semibold text-emergency-800">
              {copy.errorsTitle}
            </p>
          ) : null}
          <form method="post" className="mt-4 space-y-5" noValidate>
            <fieldset aria-describedby={describedBy("note-aide", Boolean(errors.rating) && "note-erreur")}>
              <legend className="font-semibold text-ink">{copy.rating} *</legend>
              <p id="note-aide" className="text-sm text-muted">
                {copy.ratingHint}
              </p>
              <FieldError id="note-erreur" error={errors.rating} />
              <ul className="mt-2 space-y-1">
                {ratings.map((value) => (
                  <li key={value}>
                    <label className="flex min-h-11 items-center gap-3">
                      <input
                        type="radio"
                        name="note"
                        value={value}
                        required
                        defaultChecked={values.note === String(value)}
                        className="size-5 shrink-0"
                      />
                      <span className="flex gap-0.5" aria-hidden="true">
                        {ratings.map((slot) => (
                          <Star
                            key={slot}
                            className={`size-5 ${slot <= value ? "fill-accent-500 text-accent-500" : "text-line"}`}
                          />
                        ))}
                      </span>
                      <span className="text-base text-ink">{copy.star(value)}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <div>
              <label htmlFor="avis" className="block font-semibold text-ink">
                {copy.text} *
              </label>
              <p id="avis-aide" className="text-sm text-muted">
                {copy.textHint}
              </p>
              <textarea
                id="avis"
                name="avis"
                rows={6}
                required
                maxLength={REVIEW_TEXT_MAX}
                defaultValue={values.avis ?? ""}
                aria-invalid={errors.text ? true : undefined}
                aria-describedby={describedBy("avis-aide", Boolean(errors.text) && "avis-erreur")}
                className={inputClass}
              />
              <FieldError id="avis-erreur" error={errors.text} />
            </div>
            <div>
              <label htmlFor="prenom" className="block font-semibold text-ink">
                {copy.firstName} *
              </label>
              <p id="prenom-aide" className="text-sm text-muted">
                {copy.firstNameHint}
              </p>
              <input
                id="prenom"
                name="prenom"
                autoComplete="given-name"
                required
                maxLength={FIRST_NAME_MAX}
                defaultValue={values.prenom ?? ""}
                aria-invalid={errors.firstName ? true : undefined}
                aria-describedby={describedBy("prenom-aide", Boolean(errors.firstName) && "prenom-erreur")}
                className={inputClass}
              />
              <FieldError id="prenom-erreur" error={errors.firstName} />
            </div>
            <div>
              <label htmlFor="commune" className="block font-semibold text-ink">
                {copy.town} *
              </label>
              <input
                id="commune"
                name="commune"
                autoComplete="address-level2"
                required
                maxLength={TOWN_MAX}
                defaultValue={values.commune ?? ""}
                aria-invalid={errors.town ? true : undefined}
                aria-describedby={errors.town ? "commune-erreur" : undefined}
                className={inputClass}
              />
              <FieldError id="commune-erreur" error={errors.town} />
            </div>
            <div>
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  name="publication"
                  value="oui"
                  defaultChecked={values.publication === "oui"}
                  aria-describedby="publication-aide"
                  className="mt-1 size-5 shrink-0"
                />
                <span className="text-base text-ink">{copy.consent}</span>
              </label>
              <p id="publication-aide" className="mt-1 text-sm text-muted">
                {copy.consentHint}
              </p>
            </div>
            <p className="text-sm text-muted">{copy.required}</p>
            <button
              type="submit"
              className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-navy-900 px-5 text-base font-semibold text-white sm:w-auto"
            >
              {copy.send}
            </button>
          </form>
        </section>
      ) : null}
    </ClientPage>
  );
}
