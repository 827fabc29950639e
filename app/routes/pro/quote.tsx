import { useState } from "react";
import { data, Form, Link } from "react-router";
import { BackLink } from "#app/components/pro/back-link.tsx";
import {
  ClientLinkActions,
  type DocumentActionResult,
  DocumentFeedback,
} from "#app/components/pro/document-screen.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { QuoteBadge } from "#app/components/pro/quote-badge.tsx";
import { QuoteBilling } from "#app/components/pro/quote-billing.tsx";
import { QuoteLinesEditor } from "#app/components/pro/quote-editor.tsx";
import { RetentionField } from "#app/components/pro/retention-field.tsx";
import { ReverseChargeField } from "#app/components/pro/reverse-charge-field.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { TextField } from "#app/components/pro/text-field.tsx";
import { documentReadinessCopy } from "#app/content/document-readiness.ts";
import { invoicesCopy } from "#app/content/invoices.ts";
import { jobsCopy } from "#app/content/jobs.ts";
import { quotesCopy } from "#app/content/quotes.ts";
import { reverseChargeCopy } from "#app/content/reverse-charge.ts";
import { situationsCopy } from "#app/content/situations.ts";
import { formatDateTime } from "#app/lib/relative-age.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { missingMentions } from "#app/services/billing/documents/document-readiness.server.ts";
import { invoiceStore } from "#app/services/billing/documents/invoice-service.server.ts";
import { catalogueFromPrices, publishedPrices } from "#app/services/billing/documents/quote-catalogue.server.ts";
import { parseQuoteForm } from "#app/services/billing/documents/quote-form.server.ts";
import { clientLink, quoteStore, sendQuote } from "#app/services/billing/documents/quote-service.server.ts";
import { quoteFieldLimits } from "#app/services/billing/documents/quote-totals.ts";
import { jobStore } from "#app/services/jobs/job-service.server.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import type { Route } from "./+types/quote";

const copy = quotesCopy.editor;
const errors = quotesCopy.errors;
const { notAccepted, noDeposit, tooLarge, finalExists } = invoicesCopy.fromQuote;
const billingRefusals = {
  notAccepted,
  noDeposit,
  tooLarge,
  finalExists,
  situationsExist: situationsCopy.errors.situationsExist,
  // The form « Facturer une situation » sends the owner back here when the quote can take none.
  situationFinalExists: situationsCopy.errors.finalExists,
  situationComplete: situationsCopy.errors.complete,
};

function notFound(): never {
  throw data(null, { status: 404 });
}

function quoteId(raw: string | undefined): number {
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw ?? "") || !Number.isSafeInteger(id) || id < 1) notFound();
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOwner(request);
  const id = quoteId(params.id);
  const store = await quoteStore();
  const detail = await store.detail(id);
  if (!detail) notFound();
  await store.seedCatalogue(catalogueFromPrices(await publishedPrices()));
  // What "Envoyer" would refuse, said before the owner presses it.
  const missing = detail.status === "accepte" ? [] : missingMentions(publishedCompany(), detail);
  const invoices = detail.status === "accepte" ? await (await invoiceStore()).linkedTo({ quoteId: id }) : [];
  // "Facturer un acompte" or "le solde" refused: /pro/factures/nouvelle sends the owner back here with the reason.
  const refusal = new URL(request.url).searchParams.get("facturation") ?? "";
  const billingRefused = Object.hasOwn(billingRefusals, refusal)
    ? billingRefusals[refusal as keyof typeof billingRefusals]
    : null;
  const jobId = detail.status === "accepte" ? await (await jobStore()).jobOfQuote(id) : null;
  return { quote: detail, catalogue: await store.catalogue(), missing, invoices, billingRefused, jobId };
}

const failed = (found: string[], status = 400) => data<DocumentActionResult>({ ok: false, errors: found }, { status });

export async function action({ request, params }: Route.ActionArgs) {
  const owner = await requireOwner(request);
  const id = quoteId(params.id);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const store = await quoteStore();
  const audit = (action: string, detail: string) =>
    recordAudit({ action, userId: owner.userId, email: owner.email, address: clientAddress(request), detail });

  if (intent === "lien") {
    const token = await store.newLink(id);
    if (!token) return failed([errors.empty], 409);
    await audit("quote.link", `#${id}`);
    return data<DocumentActionResult>({ ok: true, message: copy.link, link: clientLink(token) });
  }
  if (intent === "retirer") {
    const count = await store.revokeLinks(id);
    await audit("quote.revoke", `#${id}`);
    return data<DocumentActionResult>({ ok: true, message: copy.revoked(count) });
  }

  const parsed = parseQuoteForm(form);
  if (!parsed.ok) return failed(parsed.errors);
  const catalogueLine = /^catalogue:(\d{1,3})$/.exec(intent);
  if (catalogueLine) {
    const line = parsed.input.lines[Number(catalogueLine[1])];
    if (!line || line.kind === "section") return failed([errors.kind(Number(catalogueLine[1]) + 1)]);
    await store.addToCatalogue(line);
    return data<DocumentActionResult>({ ok: true, message: copy.savedToCatalogue });
  }
  const saved = await store.save(id, parsed.input);
  if (saved === "missing") notFound();
  if (saved === "accepted") return failed([errors.accepted], 409);
  if (intent !== "envoyer") return data<DocumentActionResult>({ ok: true, message: copy.saved });

  const sent = await sendQuote(id, owner);
  if (!sent.ok) {
    if (sent.reason === "missing") notFound();
    if (sent.reason === "incomplete") {
      return data<DocumentActionResult>({ ok: false, errors: [], missing: sent.missing }, { status: 409 });
    }
    return failed([errors[sent.reason]], 409);
  }
  await audit("quote.send", `#${id} ${sent.number} v${sent.revision}`);
  return data<DocumentActionResult>({
    ok: true,
    message: sent.mailed ? copy.sent(sent.number) : errors.noEmail,
    ...(sent.link ? { link: sent.link } : {}),
  });
}

export const handle: RouteHandle = { startsOnFirstUse: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  proMeta(copy.title(loaderData?.quote.number ?? null), matches);

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, catalogue, missing, invoices, billingRefused, jobId } = loaderData;
  const [reverseCharge, setReverseCharge] = useState(quote.reverseCharge === true);
  const frozen = quote.status === "accepte";
  const field = (name: keyof typeof quoteFieldLimits, label: string, value: string, extra = {}) => (
    <TextField
      id={`quote-${name}`}
      name={name}
      label={label}
      defaultValue={value}
      maxLength={quoteFieldLimits[name]}
      disabled={frozen}
      {...extra}
    />
  );
  return (
    <div className="space-y-5">
      <BackLink to="/pro/devis">{copy.back}</BackLink>
      <header className="space-y-2">
        {quote.leadId !== null ? (
          <Link to={`/pro/demandes/${quote.leadId}`} className="text-sm font-semibold text-navy-700 underline">
            {copy.fromRequest(quote.leadId)}
          </Link>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{copy.title(quote.number)}</h1>
          <QuoteBadge state={quote.state} />
        </div>
        {quote.acceptance ? (
          <p className="text-sm font-semibold text-green-900">
            {copy.accepted(formatDateTime(quote.acceptance.acceptedAt), quote.acceptance.fullName)}
          </p>
        ) : null}
        {quote.number ? (
          <a href={`/pro/devis/${quote.id}/pdf`} className="inline-block text-sm font-semibold text-navy-700 underline">
            {quote.acceptance ? copy.acceptedPdf : copy.pdf}
          </a>
        ) : null}
        {jobId !== null ? (
          <Link
            to={`/pro/chantiers/${jobId}`}
            className="ml-4 inline-block text-sm font-semibold text-navy-700 underline"
          >
            {jobsCopy.quoteJob}
          </Link>
        ) : null}
      </header>
      <DocumentFeedback
        result={actionData}
        missing={missing}
        intro={{ refused: documentReadinessCopy.refused, warning: documentReadinessCopy.warning }}
        copy={{ ...copy, errorsTitle: errors.title }}
      />
      {billingRefused ? <Notice tone="error">{billingRefused}</Notice> : null}
      {frozen ? <Notice tone="info">{copy.frozen}</Notice> : null}
      {frozen ? <QuoteBilling quoteId={quote.id} depositPercent={quote.depositPercent} invoices={invoices} /> : null}
      {quote.editedSinceSent && !frozen ? <Notice tone="info">{copy.edited}</Notice> : null}
      {quote.clientMessage ? (
        <SectionCard id="quote-message" title={copy.clientMessage}>
          <p className="text-sm whitespace-pre-line">{quote.clientMessage}</p>
        </SectionCard>
      ) : null}
      <Form method="post" className="space-y-5" noValidate>
        <SectionCard id="quote-client" title={copy.client}>
          <div className="grid gap-3 sm:grid-cols-2">
            {field("clientName", copy.clientName, quote.clientName, { required: true, autoComplete: "off" })}
            {field("clientPhone", copy.clientPhone, quote.clientPhone, { type: "tel", autoComplete: "off" })}
            {field("clientEmail", copy.clientEmail, quote.clientEmail, { type: "email", autoComplete: "off" })}
            {field("clientAddress", copy.clientAddress, quote.clientAddress, { autoComplete: "off" })}
            {field("siteAddress", copy.siteAddress, quote.siteAddress, { autoComplete: "off" })}
            <TextField
              id="quote-clientSiren"
              name="clientSiren"
              label={reverseChargeCopy.clientSiren}
              defaultValue={quote.clientSiren ?? ""}
              inputMode="numeric"
              autoComplete="off"
              disabled={frozen}
            />
            <TextField
              id="quote-clientVat"
              name="clientVat"
              label={reverseChargeCopy.clientVat}
              defaultValue={quote.clientVat ?? ""}
              autoComplete="off"
              disabled={frozen}
            />
          </div>
          <ReverseChargeField
            id="quote-reverseCharge"
            checked={reverseCharge}
            disabled={frozen}
            onChange={setReverseCharge}
          />
        </SectionCard>
        <SectionCard id="quote-work" title={copy.work}>
          {field("title", copy.titleLabel, quote.title)}
        </SectionCard>
        <SectionCard id="quote-lines" title={copy.lines}>
          <QuoteLinesEditor lines={quote.lines} catalogue={catalogue} disabled={frozen} reverseCharge={reverseCharge} />
        </SectionCard>
        <SectionCard id="quote-terms" title={copy.terms}>
          <div className="grid gap-3 sm:grid-cols-2">
            {field("startText", copy.startText, quote.startText)}
            {field("paymentTerms", copy.paymentTerms, quote.paymentTerms)}
            <TextField
              id="quote-depositPercent"
              name="depositPercent"
              label={copy.depositPercent}
              inputMode="numeric"
              defaultValue={String(quote.depositPercent)}
              disabled={frozen}
            />
            <TextField
              id="quote-validityDays"
              name="validityDays"
              label={copy.validityDays}
              inputMode="numeric"
              defaultValue={String(quote.validityDays)}
              disabled={frozen}
            />
          </div>
          <div className="mt-3 space-y-2 text-sm">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="paidQuote"
                defaultChecked={quote.paidQuote}
                disabled={frozen}
                className="size-5"
              />
              {copy.paidQuote}
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="urgentRepair"
                defaultChecked={quote.urgentRepair}
                disabled={frozen}
                className="size-5"
              />
              {copy.urgentRepair}
            </label>
          </div>
          <RetentionField terms={quote.retention} disabled={frozen} />
        </SectionCard>
        {frozen ? null : (
          <div className="flex flex-wrap gap-2 rounded-card border border-line bg-white p-3 shadow-card">
            <button
              type="submit"
              name="intent"
              value="enregistrer"
              className="min-h-11 rounded-lg border-2 border-navy-900 px-4 text-sm font-semibold text-navy-900"
            >
              {copy.save}
            </button>
            <button
              type="submit"
              name="intent"
              value="envoyer"
              className="min-h-11 rounded-lg bg-navy-900 px-4 text-sm font-semibold text-white"
            >
              {quote.revision > 0 ? copy.sendAgain : copy.send}
            </button>
          </div>
        )}
      </Form>
      {quote.revision > 0 ? <ClientLinkActions labels={copy} /> : null}
    </div>
  );
}
