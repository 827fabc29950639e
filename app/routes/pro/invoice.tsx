import { useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import { BackLink } from "#app/components/pro/back-link.tsx";
import { ClientSirenField } from "#app/components/pro/client-directory.tsx";
import { CorrectionNotice } from "#app/components/pro/correction-notice.tsx";
import { type DocumentActionResult, DocumentFeedback } from "#app/components/pro/document-screen.tsx";
import { InvoiceBadge } from "#app/components/pro/invoice-badge.tsx";
import { InvoiceSummary } from "#app/components/pro/invoice-summary.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { PlatformTimeline } from "#app/components/pro/platform-timeline.tsx";
import { QuoteLinesEditor } from "#app/components/pro/quote-editor.tsx";
import { ReverseChargeField } from "#app/components/pro/reverse-charge-field.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { SituationStatementCard } from "#app/components/pro/situation-statement.tsx";
import { TextField } from "#app/components/pro/text-field.tsx";
import { invoiceKindLabels, invoicesCopy, paymentMethodLabels } from "#app/content/invoices.ts";
import { frenchDate, frenchDateOfInstant } from "#app/content/quotes.ts";
import { reverseChargeCopy } from "#app/content/reverse-charge.ts";
import { situationName, situationsCopy } from "#app/content/situations.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { type MissingMention, mentionsFor } from "#app/services/billing/documents/document-readiness.server.ts";
import { parseInvoiceForm, parsePaymentForm } from "#app/services/billing/documents/invoice-form.server.ts";
import {
  invoiceClientLink,
  invoiceStore,
  issueInvoice,
  missingInvoiceMentions,
} from "#app/services/billing/documents/invoice-service.server.ts";
import { catalogueFromPrices, publishedPrices } from "#app/services/billing/documents/quote-catalogue.server.ts";
import { quoteStore } from "#app/services/billing/documents/quote-service.server.ts";
import { quoteFieldLimits } from "#app/services/billing/documents/quote-totals.ts";
import { clientSiren } from "#app/services/billing/facturx/reform-channel.ts";
import { lookUpClientDirectoryForPage } from "#app/services/einvoicing/directory-service.server.ts";
import {
  collectedStatusWrite,
  platformTimeline,
  wakeFlowOutbox,
} from "#app/services/einvoicing/flow-service.server.ts";
import { platformTimelineView } from "#app/services/einvoicing/platform-timeline.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import { wakeOutbox } from "#app/services/push/service.server.ts";
import { askReviewAfterPayment } from "#app/services/reviews/review-service.server.ts";
import type { Route } from "./+types/invoice";

const copy = invoicesCopy.editor;
const errors = invoicesCopy.errors;

function invoiceId(raw: string | undefined): number {
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw ?? "") || !Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const owner = await requireOwner(request);
  const store = await invoiceStore();
  const detail = await store.detail(invoiceId(params.id));
  if (!detail) throw data(null, { status: 404 });
  const quotes = await quoteStore();
  await quotes.seedCatalogue(catalogueFromPrices(await publishedPrices()));
  const missing = detail.state === "brouillon" ? mentionsFor(owner.role, await missingInvoiceMentions(detail)) : [];
  const platform = detail.state === "brouillon" ? null : platformTimelineView(await platformTimeline(detail.id));
  // Where a business client receives, seen before issuing, also without script (decision 049).
  const siren =
    detail.state === "brouillon" ? clientSiren({ siren: detail.clientSiren, vatNumber: detail.clientVat }) : null;
  const directory = siren ? await lookUpClientDirectoryForPage(siren) : null;
  return { invoice: detail, catalogue: await quotes.catalogue(), missing, today: store.today(), platform, directory };
}

const failed = (found: string[], status = 400, missing?: MissingMention[]) =>
  data<DocumentActionResult>({ ok: false, errors: found, ...(missing ? { missing } : {}) }, { status });
const done = (message: string, link?: string) =>
  data<DocumentActionResult>({ ok: true, message, ...(link ? { link } : {}) });

export async function action({ request, params }: Route.ActionArgs) {
  const owner = await requireOwner(request);
  const id = invoiceId(params.id);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const store = await invoiceStore();
  const audit = (action: string, detail: string) =>
    recordAudit({ action, userId: owner.userId, email: owner.email, address: clientAddress(request), detail });

  switch (intent) {
    case "paiement": {
      const parsed = parsePaymentForm(form, store.today());
      if (!parsed.ok) return failed(parsed.errors);
      const result = await store.recordPayment(id, parsed.payment, owner.email, await collectedStatusWrite());
      if (!result.ok) return failed([errors.payment[result.reason]], result.reason === "missing" ? 404 : 409);
      wakeFlowOutbox();
      await audit("invoice.payment", `#${id} ${formatEuros(parsed.payment.amountCents)}`);
      if (result.remainingCents === 0) {
        await wakeOutbox();
        // The job's last invoice paid: its client is asked for a review, once (decision 031).
        await askReviewAfterPayment(id);
      }
      return done(copy.recorded(formatEuros(parsed.payment.amountCents), formatEuros(result.remainingCents)));
    }
    case "annuler-paiement": {
      const paymentId = Number(form.get("payment"));
      const detail = await store.detail(id);
      if (!detail?.payments.some((payment) => payment.id === paymentId)) throw data(null, { status: 404 });
      if ((await store.cancelPayment(paymentId, owner.email, await collectedStatusWrite())) !== "cancelled")
        return failed([copy.paymentCancelled], 409);
      wakeFlowOutbox();
      await audit("invoice.payment.cancel", `#${id} paiement ${paymentId}`);
      return done(copy.paymentCancelled);
    }
    case "relances-arret":
    case "relances-reprise": {
      const on = intent === "relances-reprise";
      if (!(await store.setReminders(id, on))) throw data(null, { status: 404 });
      return done(on ? copy.remindersStarted : copy.remindersStopped);
    }
    case "avoir": {
      const created = await store.createCreditNote(id);
      if (created === "missing") throw data(null, { status: 404 });
      if (typeof created === "string") return failed([errors[created]], 409);
      await audit("invoice.credit", `#${created} (facture #${id})`);
      return redirect(`/pro/factures/${created}`, 303);
    }
    case "lien": {
      const token = await store.newLink(id);
      if (!token) return failed([errors.issued], 409);
      return done(copy.link, invoiceClientLink(token));
    }
    case "retirer": {
      return done(copy.revoked(await store.revokeLinks(id)));
    }
    case "supprimer": {
      if (!(await store.deleteDraft(id))) return failed([errors.issued], 409);
      await audit("invoice.delete", `#${id}`);
      return redirect("/pro/factures", 303);
    }
  }

  const parsed = parseInvoiceForm(form);
  if (!parsed.ok) return failed(parsed.errors);
  const saved = await store.save(id, parsed.input);
  if (saved === "missing") throw data(null, { status: 404 });
  if (saved === "issued") return failed([errors.issued], 409);
  if (intent !== "emettre") return done(copy.saved);
  const issued = await issueInvoice(id, owner);
  if (!issued.ok) {
    if (issued.reason === "missing") throw data(null, { status: 404 });
    if (issued.reason === "incomplete") return failed([], 409, mentionsFor(owner.role, issued.missing));
    const message = {
      issued: errors.issued,
      empty: errors.empty,
      noClient: errors.noClient,
      noServiceDate: errors.serviceDate,
      reverseChargeIds: reverseChargeCopy.errors.ids,
      overCredit: errors.overCredit,
      partialOverDue: errors.partialOverDue,
      partialDeposit: errors.partialDeposit,
      depositDeducted: errors.depositDeducted,
      partialSituation: situationsCopy.errors.partialSituation,
      situation: situationsCopy.errors.issue,
      zero: errors.zero,
    }[issued.reason];
    return failed([message], 409);
  }
  await audit("invoice.issue", `#${id} ${issued.number}`);
  const { kind } = issued.document;
  return done(issued.mailed ? copy.issued(kind, issued.number) : copy.issuedNoEmail(kind, issued.number), issued.link);
}

export const handle: RouteHandle = { startsOnFirstUse: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  proMeta(
    loaderData ? copy.title(loaderData.invoice.kind, loaderData.invoice.number) : invoicesCopy.list.title,
    matches,
  );

const buttonClass = "min-h-11 rounded-lg px-4 text-sm font-semibold";

export default function InvoicePage({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice, catalogue, missing, today, platform, directory } = loaderData;
  const [reverseCharge, setReverseCharge] = useState(invoice.reverseCharge === true);
  const draft = invoice.state === "brouillon";
  const field = (name: keyof typeof quoteFieldLimits, label: string, value: string, extra = {}) => (
    <TextField
      id={`invoice-${name}`}
      name={name}
      label={label}
      defaultValue={value}
      maxLength={quoteFieldLimits[name]}
      disabled={!draft}
      {...extra}
    />
  );
  return (
    <div className="space-y-5">
      <BackLink to="/pro/factures">{copy.back}</BackLink>
      <header className="space-y-2">
        <p className="flex flex-wrap gap-x-3 text-sm font-semibold">
          {invoice.quoteId !== null && invoice.quoteNumber ? (
            <Link to={`/pro/devis/${invoice.quoteId}`} className="text-navy-700 underline">
              {copy.quote(invoice.quoteNumber)}
            </Link>
          ) : null}
          {invoice.leadId !== null ? (
            <Link to={`/pro/demandes/${invoice.leadId}`} className="text-navy-700 underline">
              {copy.lead(invoice.leadId)}
            </Link>
          ) : null}
          {invoice.credited ? (
            <Link to={`/pro/factures/${invoice.credited.id}`} className="text-navy-700 underline">
              {copy.credits(invoice.credited.number ?? "")}
            </Link>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
            {copy.title(invoice.kind, invoice.number)}
            {invoice.situation ? (
              <span className="block text-xl font-semibold sm:inline sm:text-3xl sm:font-bold">
                <span className="hidden sm:inline"> – </span>
                {situationName(invoice.situation)}
              </span>
            ) : null}
          </h1>
          <InvoiceBadge state={invoice.state} creditNote={invoice.kind === "avoir"} />
        </div>
        {invoice.number ? (
          <p className="flex flex-wrap gap-x-4 text-sm font-semibold">
            <a href={`/pro/factures/${invoice.id}/pdf`} className="text-navy-700 underline">
              {copy.pdf}
            </a>
            {invoice.document?.client.siren ? (
              <a href={`/pro/factures/${invoice.id}/factur-x.xml`} className="text-navy-700 underline">
                {copy.xml}
              </a>
            ) : null}
          </p>
        ) : null}
      </header>
      <DocumentFeedback
        result={actionData}
        missing={missing}
        intro={{ refused: copy.missingTitle, warning: copy.missingTitle }}
        copy={{ ...copy, errorsTitle: errors.title }}
      />
      <CorrectionNotice />
      {draft ? null : <Notice tone="info">{invoice.kind === "avoir" ? copy.frozenCreditNote : copy.frozen}</Notice>}
      {draft ? null : <InvoiceSummary invoice={invoice} />}
      {invoice.situation ? (
        <SituationStatementCard statement={invoice.situation} quoteId={invoice.quoteId} draft={draft} />
      ) : null}
      {!draft && invoice.kind !== "avoir" ? (
        <SectionCard id="invoice-payments" title={copy.payments}>
          {invoice.payments.length ? (
            <ul className="divide-y divide-line text-sm">
              {invoice.payments.map((payment) => (
                <li key={payment.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                  <span className="grow">
                    {frenchDate(payment.paidOn)} · {paymentMethodLabels[payment.method]}
                    {payment.note ? ` · ${payment.note}` : ""}
                    {payment.cancelled ? ` (${copy.cancelledPayment})` : ""}
                  </span>
                  <span className="font-semibold tabular-nums">{formatEuros(payment.amountCents)}</span>
                  {payment.amountCents > 0 && !payment.cancelled ? (
                    <Form method="post">
                      <input type="hidden" name="payment" value={payment.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="annuler-paiement"
                        className="min-h-11 text-sm font-semibold text-emergency-800 underline"
                      >
                        {copy.cancelPayment}
                      </button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{copy.noPayments}</p>
          )}
          {invoice.remainingCents > 0 && invoice.state !== "annulee" ? (
            <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-2" noValidate>
              <TextField
                id="payment-date"
                name="paidOn"
                type="date"
                label={copy.paymentDate}
                defaultValue={today}
                max={today}
              />
              <TextField
                id="payment-amount"
                name="amount"
                label={copy.paymentAmount}
                inputMode="decimal"
                // What is due now first: a retention guarantee not yet released is paid later (decision 065).
                defaultValue={formatEuros(invoice.dueNowCents || invoice.remainingCents).replace(
                  /[\s\u00a0\u202f€]/g,
                  "",
                )}
              />
              <div>
                <label htmlFor="payment-method" className="block text-sm font-semibold text-ink">
                  {copy.paymentMethod}
                </label>
                <select
                  id="payment-method"
                  name="method"
                  defaultValue="virement"
                  className="mt-1.5 block w-full rounded-lg border border-line bg-white px-3.5 py-3 text-base text-ink"
                >
                  {Object.entries(paymentMethodLabels).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
              <TextField id="payment-note" name="note" label={copy.paymentNote} maxLength={200} />
              <button
                type="submit"
                name="intent"
                value="paiement"
                className={`${buttonClass} bg-navy-900 text-white sm:col-span-2 sm:justify-self-start`}
              >
                {copy.recordPayment}
              </button>
            </Form>
          ) : null}
        </SectionCard>
      ) : null}
      {platform ? (
        <PlatformTimeline view={platform} canCreditNote={invoice.kind !== "avoir" && invoice.state !== "annulee"} />
      ) : null}
      {!draft && invoice.kind !== "avoir" ? (
        <SectionCard id="invoice-reminders" title={copy.reminders}>
          {invoice.reminders.length ? (
            <ul className="text-sm">
              {invoice.reminders.map((reminder) => (
                <li key={reminder.offsetDays}>
                  {copy.reminderSent(
                    invoicesCopy.reminderPdf.step(reminder.offsetDays),
                    frenchDateOfInstant(reminder.sentAt),
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{copy.remindersNone}</p>
          )}
          {/* Nothing is left to remind of once the invoice is paid or cancelled. */}
          {invoice.remainingCents > 0 && invoice.state !== "annulee" ? (
            <Form method="post" className="mt-3">
              <button
                type="submit"
                name="intent"
                value={invoice.remindersOn ? "relances-arret" : "relances-reprise"}
                className={`${buttonClass} border border-line bg-white text-navy-900`}
              >
                {invoice.remindersOn ? copy.remindersStop : copy.remindersStart}
              </button>
            </Form>
          ) : null}
        </SectionCard>
      ) : null}
      {!draft && invoice.kind !== "avoir" ? (
        <SectionCard id="invoice-credit" title={copy.creditNotes}>
          {invoice.creditNotes.length ? (
            <ul className="text-sm">
              {invoice.creditNotes.map((note) => (
                <li key={note.id}>
                  <Link to={`/pro/factures/${note.id}`} className="font-semibold text-navy-700 underline">
                    {note.number ? `${invoiceKindLabels.avoir} ${note.number}` : copy.title("avoir", null)}
                  </Link>{" "}
                  · {formatEuros(note.inclCents)}
                </li>
              ))}
            </ul>
          ) : null}
          {invoice.state !== "annulee" ? (
            <Form method="post" className="mt-3 space-y-2">
              <p className="text-sm text-muted">
                {invoice.situation ? situationsCopy.creditNoteHint : copy.creditNoteHint}
              </p>
              {invoice.deposits.length ? <p className="text-sm text-muted">{copy.creditNoteDepositsHint}</p> : null}
              <button
                type="submit"
                name="intent"
                value="avoir"
                className={`${buttonClass} border-2 border-navy-900 text-navy-900`}
              >
                {copy.creditNote}
              </button>
            </Form>
          ) : null}
        </SectionCard>
      ) : null}
      {draft ? (
        <Form method="post" className="space-y-5" noValidate>
          <SectionCard id="invoice-client" title={copy.client}>
            <div className="grid gap-3 sm:grid-cols-2">
              {field("clientName", copy.clientName, invoice.clientName, { required: true, autoComplete: "off" })}
              {field("clientEmail", copy.clientEmail, invoice.clientEmail, { type: "email", autoComplete: "off" })}
              {field("clientAddress", copy.clientAddress, invoice.clientAddress, { autoComplete: "off" })}
              {field("siteAddress", copy.siteAddress, invoice.siteAddress, { autoComplete: "off" })}
              <ClientSirenField
                label={copy.clientSiren}
                defaultValue={invoice.clientSiren}
                initial={directory}
                hintId="invoice-clientSiren-hint"
              />
              <TextField
                id="invoice-clientVat"
                name="clientVat"
                label={copy.clientVat}
                defaultValue={invoice.clientVat}
              />
            </div>
            <p id="invoice-clientSiren-hint" className="mt-2 text-sm text-muted">
              {copy.clientSirenHint}
            </p>
            <ReverseChargeField
              id="invoice-reverseCharge"
              checked={reverseCharge}
              disabled={invoice.kind === "avoir"}
              onChange={setReverseCharge}
            />
          </SectionCard>
          <SectionCard id="invoice-work" title={copy.work}>
            <div className="grid gap-3 sm:grid-cols-2">
              {field("title", copy.titleLabel, invoice.title)}
              <TextField
                id="invoice-serviceDate"
                name="serviceDate"
                type="date"
                label={invoice.kind === "acompte" ? copy.depositDate : copy.serviceDate}
                defaultValue={invoice.serviceDate}
              />
              <TextField
                id="invoice-paymentDays"
                name="paymentDays"
                inputMode="numeric"
                label={copy.paymentDays}
                defaultValue={String(invoice.paymentDays)}
              />
            </div>
            <label className="mt-3 flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" name="remindersOn" defaultChecked={invoice.remindersOn} className="size-5" />
              {copy.remindersOn}
            </label>
          </SectionCard>
          <SectionCard id="invoice-lines" title={copy.lines}>
            {/* A situation's lines are its percentages' (the card above), never typed here. */}
            {invoice.situation ? (
              <p className="text-sm text-muted">
                {invoicesCopy.client.exclTotal} : {formatEuros(invoice.totals.exclCents)} ·{" "}
                {invoicesCopy.client.inclTotal} : {formatEuros(invoice.totals.inclCents)}
              </p>
            ) : (
              <QuoteLinesEditor
                lines={invoice.lines}
                catalogue={catalogue}
                disabled={false}
                reverseCharge={reverseCharge}
              />
            )}
            {invoice.deposits.length ? (
              <div className="mt-4 rounded-lg border border-line bg-surface p-3 text-sm">
                <p className="font-semibold">{copy.deposits}</p>
                <ul className="mt-1">
                  {invoice.deposits.map((deposit) => (
                    <li key={deposit.number}>
                      {copy.deposit(deposit.number, frenchDate(deposit.date), formatEuros(deposit.inclCents))}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </SectionCard>
          <p className="text-sm text-muted">{copy.issueHint}</p>
          <div className="flex flex-wrap gap-2 rounded-card border border-line bg-white p-3 shadow-card">
            <button
              type="submit"
              name="intent"
              value="enregistrer"
              className={`${buttonClass} border-2 border-navy-900 text-navy-900`}
            >
              {copy.save}
            </button>
            <button type="submit" name="intent" value="emettre" className={`${buttonClass} bg-navy-900 text-white`}>
              {copy.issue}
            </button>
            <button
              type="submit"
              name="intent"
              value="supprimer"
              formNoValidate
              className={`${buttonClass} text-emergency-800 underline`}
            >
              {copy.deleteDraft}
            </button>
          </div>
        </Form>
      ) : null}
    </div>
  );
}
