import { data, redirect } from "react-router";
import { ClientMessage } from "#app/components/billing/client-message.tsx";
import {
  clientBox as box,
  ClientPage,
  ClientPageRefused,
  clientLinkClass,
  clientPageHeaders,
  clientPageMeta,
  describedBy,
  FieldError,
  FormError,
  clientInputClass as inputClass,
  refusedCopy,
} from "#app/components/billing/client-page.tsx";
import { DocumentBlock, MentionCards } from "#app/components/billing/document-block.tsx";
import { type JobInvoice, JobInvoices } from "#app/components/billing/invoice-view.tsx";
import { documentTitle } from "#app/content/invoices.ts";
import { quoteDocumentMentions } from "#app/content/quote-mentions.ts";
import { frenchDate, quotesCopy, reducedRateCertification } from "#app/content/quotes.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { invoiceStore } from "#app/services/billing/documents/invoice-service.server.ts";
import {
  acceptQuote,
  askQuoteChange,
  linkLookupAllowed,
  quoteStore,
  refuseQuote,
} from "#app/services/billing/documents/quote-service.server.ts";
import type { LinkTarget } from "#app/services/billing/documents/quotes.server.ts";
import { isPersonOpening } from "#app/services/billing/links/quote-view.server.ts";
import { clientAddress } from "#app/services/pro/audit.server.ts";
import { wakeOutbox } from "#app/services/push/service.server.ts";
import type { Route } from "./+types/quote-client";

const copy = quotesCopy.client;

export const handle: RouteHandle = { hideClosingCta: true };

export function headers() {
  return clientPageHeaders;
}

const DONE = { accepte: copy.accepted, refuse: copy.refused, modification: copy.changeSent } as const;
type Done = keyof typeof DONE;

type Refusal = { kind: "unknown" | "revoked" | "throttled" };

async function target(request: Request, token: string): Promise<LinkTarget | Refusal> {
  if (!(await linkLookupAllowed(clientAddress(request) ?? "unknown"))) return { kind: "throttled" };
  // A token is 43 base64url characters; anything else is refused without a lookup.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { kind: "unknown" };
  return (await quoteStore()).open(token);
}

function refusal(kind: Refusal["kind"]) {
  const status = kind === "throttled" ? 429 : kind === "revoked" ? 410 : 404;
  return data({ refused: kind, quote: null, done: null, invoices: [] } as const, { status });
}

/** The job's invoices, once the quote is accepted and invoiced: what each asks and what remains of it. */
async function jobInvoices(quoteId: number): Promise<JobInvoice[]> {
  const issued = await (await invoiceStore()).issuedOfQuote(quoteId);
  return issued.map(({ document, state, remainingCents }) => ({
    number: document.number,
    title: documentTitle(document),
    date: document.date,
    amountCents: document.amountDueCents,
    creditNote: document.kind === "avoir",
    state,
    remainingCents,
  }));
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const opened = await target(request, params.token);
  if (opened.kind !== "quote") return refusal(opened.kind);
  if (
    opened.state === "envoye" &&
    isPersonOpening(request) &&
    (await (await quoteStore()).markViewed(opened.quoteId))
  ) {
    await wakeOutbox();
  }
  const done = new URL(request.url).searchParams.get("fait");
  return {
    refused: null,
    quote: {
      document: opened.document,
      state: opened.state,
      linkRevision: opened.linkRevision,
      acceptance: opened.acceptance
        ? { fullName: opened.acceptance.fullName, acceptedAt: opened.acceptance.acceptedAt }
        : null,
    },
    done: done !== null && done in DONE ? (done as Done) : null,
    invoices: opened.state === "accepte" ? await jobInvoices(opened.quoteId) : [],
  };
}

type ActionErrors = { errors: Record<string, string>; values: Record<string, string> };

export async function action({ request, params }: Route.ActionArgs) {
  const opened = await target(request, params.token);
  if (opened.kind !== "quote") return refusal(opened.kind);
  const form = await request.formData();
  const text = (name: string) => (typeof form.get(name) === "string" ? String(form.get(name)).trim() : "");
  const intent = text("intent");
  const { document } = opened;
  const back = (done: Done) => redirect(`/d/${params.token}?fait=${done}#reponse`, 303);
  const invalid = (errors: Record<string, string>, status = 400) =>
    data<ActionErrors>({ errors, values: { fullName: text("fullName").slice(0, 100) } }, { status });
  const revision = Number(text("revision"));

  if (revision !== document.revision) return invalid({ form: copy.errors.replaced }, 409);
  if (intent === "accepter") {
    const fullName = text("fullName");
    const reduced = document.totals.byRate.some((rate) => rate.vatRate !== 2000);
    const errors: Record<string, string> = {};
    if (fullName.length < 2 || fullName.length > 100) errors.fullName = copy.errors.fullName;
    if (form.get("bonPourAccord") !== "on") errors.bonPourAccord = copy.errors.bonPourAccord;
    if (reduced && form.get("certification") !== "on") errors.certification = copy.errors.certification;
    if (Object.keys(errors).length) return invalid(errors);
    const result = await acceptQuote(opened.quoteId, document, {
      fullName,
      address: clientAddress(request) ?? "",
      userAgent: (request.headers.get("user-agent") ?? "").slice(0, 500),
      keepsReplacedParts: form.get("keepParts") === "on",
      reducedRateCertified: reduced,
    });
    if (result === "accepted") return back("accepte");
    if (result === "expired") {
      return invalid({ form: copy.expired(frenchDate(document.validUntil), document.company.phone) }, 409);
    }
    return invalid({ form: copy.errors[result] }, 409);
  }
  if (intent === "refuser" || intent === "modifier") {
    const message = text("message");
    if (message.length > 5000 || (intent === "modifier" && message.length === 0)) {
      return invalid({ message: copy.errors.message });
    }
    const done =
      intent === "refuser"
        ? await refuseQuote(opened.quoteId, document, message)
        : await askQuoteChange(opened.quoteId, document, message);
    if (!done) return invalid({ form: copy.errors.closed }, 409);
    return back(intent === "refuser" ? "refuse" : "modification");
  }
  return invalid({ form: copy.errors.closed });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  clientPageMeta(
    loaderData?.quote
      ? `${copy.title(loaderData.quote.document.number)} – ${loaderData.quote.document.company.name}`
      : copy.unknownTitle,
  );

const buttonClass =
  "inline-flex min-h-12 w-full items-center justify-center rounded-lg px-5 text-base font-semibold sm:w-auto";

export default function QuoteClientPage({ loaderData, actionData, params }: Route.ComponentProps) {
  if (!loaderData.quote) return <ClientPageRefused {...refusedCopy(loaderData.refused, copy)} />;
  const { document, state, acceptance, linkRevision } = loaderData.quote;
  const errors = actionData && "errors" in actionData ? actionData.errors : {};
  const values = actionData && "values" in actionData ? actionData.values : {};
  const reduced = document.totals.byRate.filter((rate) => rate.vatRate !== 2000);
  const open = state === "envoye" || state === "vu";
  const acceptedOn = acceptance
    ? new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" }).format(
        new Date(acceptance.acceptedAt),
      )
    : null;

  return (
    <ClientPage
      intro={copy.intro(document.company.name)}
      title={`${copy.title(document.number)}${document.revision > 1 ? ` · ${copy.revision(document.revision)}` : ""}`}
      subtitle={document.title}
    >
      <div id="reponse" className="space-y-3">
        {loaderData.done ? (
          <ClientMessage tone="success" role="status">
            {DONE[loaderData.done]}
          </ClientMessage>
        ) : null}
        <FormError error={errors.form} />
        {linkRevision < document.revision ? (
          <ClientMessage tone="info">{copy.replaced(document.revision)}</ClientMessage>
        ) : null}
        {acceptance && acceptedOn ? (
          <ClientMessage tone="success">{copy.acceptedBy(acceptedOn, acceptance.fullName)}</ClientMessage>
        ) : null}
        {state === "refuse" ? <p className="rounded-lg bg-slate-100 px-4 py-3">{copy.isRefused}</p> : null}
        {state === "expire" ? (
          <p className="rounded-lg border border-orange-700/30 bg-orange-50 px-4 py-3 text-orange-900">
            {copy.expired(frenchDate(document.validUntil), document.company.phone)}
          </p>
        ) : null}
      </div>

      {loaderData.invoices.length > 0 ? <JobInvoices token={params.token} invoices={loaderData.invoices} /> : null}

      <DocumentBlock
        lines={document.lines}
        totals={document.totals}
        copy={copy}
        vatTotal={copy.vatTotal}
        reverseCharge={document.reverseCharge === true}
      >
        <a href={`/d/${params.token}/devis.pdf`} className={`mt-5 ${clientLinkClass}`}>
          {copy.pdf}
        </a>
      </DocumentBlock>

      <MentionCards mentions={quoteDocumentMentions(document)} />

      {open ? (
        <>
          <section aria-labelledby="accepter" className={`${box} border-navy-900`}>
            <h2 id="accepter" className="text-xl font-bold text-navy-900">
              {copy.acceptTitle}
            </h2>
            <form method="post" className="mt-4 space-y-4" noValidate>
              <input type="hidden" name="revision" value={document.revision} />
              <div>
                <label htmlFor="fullName" className="block font-semibold text-ink">
                  {copy.fullName}
                </label>
                <input
                  id="fullName"
                  name="fullName"
                  autoComplete="name"
                  required
                  maxLength={100}
                  defaultValue={values.fullName ?? ""}
                  aria-invalid={errors.fullName ? true : undefined}
                  aria-describedby={describedBy(errors.fullName !== undefined && "fullName-error")}
                  className={inputClass}
                />
                <FieldError id="fullName-error" error={errors.fullName} />
              </div>
              {reduced.length ? (
                <div className="rounded-lg bg-surface p-3">
                  <p className="font-semibold text-ink">{copy.certificationTitle}</p>
                  {reduced.map((rate) => (
                    <p key={rate.vatRate} className="mt-1 text-sm text-ink">
                      {reducedRateCertification[rate.vatRate as 1000 | 550]("(votre nom)")}
                    </p>
                  ))}
                  <label className="mt-2 flex items-start gap-3">
                    <input
                      type="checkbox"
                      name="certification"
                      className="mt-1 size-5 shrink-0"
                      aria-describedby={describedBy(errors.certification !== undefined && "certification-error")}
                    />
                    <span>{copy.certification}</span>
                  </label>
                  <FieldError id="certification-error" error={errors.certification} />
                </div>
              ) : null}
              <label className="flex items-start gap-3">
                <input type="checkbox" name="keepParts" className="mt-1 size-5 shrink-0" />
                <span>{copy.keepParts}</span>
              </label>
              <div>
                <label className="flex items-start gap-3 font-semibold">
                  <input
                    type="checkbox"
                    name="bonPourAccord"
                    className="mt-1 size-5 shrink-0"
                    aria-describedby={describedBy(errors.bonPourAccord !== undefined && "bonPourAccord-error")}
                  />
                  <span>{copy.bonPourAccord}</span>
                </label>
                <FieldError id="bonPourAccord-error" error={errors.bonPourAccord} />
              </div>
              <button type="submit" name="intent" value="accepter" className={`${buttonClass} bg-navy-900 text-white`}>
                {copy.accept}
              </button>
            </form>
          </section>
          <section aria-labelledby="autre-reponse" className={box}>
            <h2 id="autre-reponse" className="text-lg font-bold text-navy-900">
              {copy.changeTitle} / {copy.refuseTitle}
            </h2>
            <form method="post" className="mt-3 space-y-3" noValidate>
              <input type="hidden" name="revision" value={document.revision} />
              <div>
                <label htmlFor="message" className="block font-semibold text-ink">
                  {copy.changeMessage} ({copy.refuseReason.toLowerCase()} pour un refus)
                </label>
                <textarea
                  id="message"
                  name="message"
                  rows={4}
                  maxLength={5000}
                  aria-describedby={describedBy(errors.message !== undefined && "message-error")}
                  className={inputClass}
                />
                <FieldError id="message-error" error={errors.message} />
              </div>
              <div className="flex flex-col gap-2 sm:flex-row">
                <button
                  type="submit"
                  name="intent"
                  value="modifier"
                  className={`${buttonClass} border-2 border-navy-900 text-navy-900`}
                >
                  {copy.change}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="refuser"
                  className={`${buttonClass} border border-line text-emergency-800`}
                >
                  {copy.refuse}
                </button>
              </div>
            </form>
          </section>
        </>
      ) : null}
    </ClientPage>
  );
}
