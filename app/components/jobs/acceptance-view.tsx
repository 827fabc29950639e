/**
 * The « procès-verbal de réception » as its two pages show it (decision 057): the office's phone on site
 * (/pro/chantiers/:id/reception) and the client's private page (/c/:token/reception), both drawn by the server and
 * posting plain forms, so that signing works without a script. The sentences are the PDF's (acceptance-text.ts).
 */

import type { ReactNode } from "react";
import {
  clientBox as box,
  clientLinkClass,
  describedBy,
  FieldError,
  clientInputClass as inputClass,
} from "#app/components/billing/client-page.tsx";
import { jobAcceptanceCopy, longFrenchDate } from "#app/content/job-acceptance.ts";
import { addressLine } from "#app/lib/french-format.ts";
import type { AcceptancePage, SigningValues } from "#app/services/jobs/acceptance-document.ts";
import {
  decisionParagraphs,
  guaranteeParagraphs,
  liftParagraphs,
  signatureParagraphs,
  worksParagraphs,
} from "#app/services/jobs/acceptance-text.ts";

const copy = jobAcceptanceCopy;

const buttonClass =
  "inline-flex min-h-12 w-full items-center justify-center rounded-lg px-5 text-base font-semibold sm:w-auto";

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={box}>
      <h2 id={id} className="text-lg font-bold text-navy-900">
        {title}
      </h2>
      <div className="mt-3 space-y-2 text-base leading-relaxed text-ink">{children}</div>
    </section>
  );
}

function Paragraphs({ lines }: { lines: readonly string[] }) {
  return lines.map((line) => <p key={line}>{line}</p>);
}

/** The PV: the parties, the site and the works; once signed, the decision, the guarantees and the signatures. */
export function AcceptanceSheet({ page, pdfHref }: { page: AcceptancePage; pdfHref: string }) {
  const document = page.signed?.document ?? page.draft?.document;
  if (!document) return null;
  const { company, client } = document;
  const guarantees = page.signed?.document.guarantees ?? page.draft?.guarantees;
  return (
    <>
      <Block id="pv-parties" title={copy.parties}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-muted">{copy.owner}</dt>
            <dd className="font-semibold">{client.name}</dd>
            {client.address ? <dd>{client.address}</dd> : null}
          </div>
          <div>
            <dt className="text-sm font-semibold text-muted">{copy.company}</dt>
            <dd className="font-semibold">{company.name}</dd>
            <dd>{addressLine(company.address)}</dd>
            <dd>
              {company.phone} – {company.email}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-muted">{copy.siteAddress}</dt>
            <dd>{document.siteAddress || client.address}</dd>
          </div>
        </dl>
      </Block>
      <Block id="pv-travaux" title={copy.works}>
        <p className="font-semibold">{document.works.title}</p>
        <Paragraphs lines={worksParagraphs(document.works, document.finishedOn)} />
      </Block>
      {page.signed ? (
        <Block id="pv-decision" title={copy.decision}>
          <Paragraphs lines={decisionParagraphs(page.signed.document)} />
        </Block>
      ) : null}
      {guarantees ? (
        <Block id="pv-garanties" title={copy.guarantees}>
          {page.signed ? null : <p className="text-sm text-muted">{copy.lead}</p>}
          <Paragraphs lines={guaranteeParagraphs({ guarantees, company })} />
        </Block>
      ) : null}
      {page.signed ? (
        <Block id="pv-signature" title={copy.signature}>
          <Paragraphs lines={signatureParagraphs(page.signed.document.signature)} />
          {page.signed.lift ? <Paragraphs lines={liftParagraphs(page.signed.lift.document.signature)} /> : null}
          <p className="pt-2 text-sm text-muted">{copy.fingerprint} :</p>
          <p className="break-all text-sm">
            <code>{page.signed.sha256}</code>
          </p>
          {page.signed.lift ? (
            <>
              <p className="text-sm text-muted">{copy.liftFingerprint} :</p>
              <p className="break-all text-sm">
                <code>{page.signed.lift.sha256}</code>
              </p>
            </>
          ) : null}
          <p className="text-sm text-muted">{copy.fingerprintNote}</p>
          <a href={pdfHref} className={`mt-2 ${clientLinkClass}`}>
            {copy.pdf}
          </a>
        </Block>
      ) : null}
    </>
  );
}

/** The typed name and « Bon pour réception », the end of both forms. */
function Signer({
  values,
  errors,
  accord,
  submit,
  intent,
}: SignerProps & { accord: string; submit: string; intent: string }) {
  return (
    <>
      <div>
        <label htmlFor="pv-name" className="block font-semibold text-ink">
          {copy.form.name}
        </label>
        <input
          id="pv-name"
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(errors.name !== undefined && "pv-name-error")}
          className={inputClass}
        />
        <FieldError id="pv-name-error" error={errors.name} />
      </div>
      <div>
        <label className="flex items-start gap-3 font-semibold">
          <input
            type="checkbox"
            name="accord"
            className="mt-1 size-5 shrink-0"
            aria-invalid={errors.accord ? true : undefined}
            aria-describedby={describedBy(errors.accord !== undefined && "pv-accord-error")}
          />
          <span>{accord}</span>
        </label>
        <FieldError id="pv-accord-error" error={errors.accord} />
      </div>
      <button type="submit" name="intent" value={intent} className={`${buttonClass} bg-navy-900 text-white`}>
        {submit}
      </button>
    </>
  );
}

interface SignerProps {
  values: Pick<SigningValues, "name">;
  errors: Record<string, string>;
}

/** The PV's signature: the decision, the reserves typed together, the name and the box. */
export function SigningForm({
  draftHash,
  values,
  errors,
  rows,
  onSite,
}: SignerProps & { draftHash: string; values: SigningValues; rows: number; onSite: boolean }) {
  const reserveRows = Array.from({ length: rows }, (_, index) => values.reserves[index] ?? { text: "", liftBy: null });
  return (
    <section aria-labelledby="pv-signer" className={`${box} border-navy-900`}>
      <h2 id="pv-signer" className="text-xl font-bold text-navy-900">
        {copy.form.title}
      </h2>
      <p className="mt-2 text-ink">{onSite ? copy.form.onSite : copy.form.online}</p>
      <form method="post" className="mt-4 space-y-5" noValidate>
        <input type="hidden" name="draft" value={draftHash} />
        <fieldset aria-describedby={describedBy(errors.choice !== undefined && "pv-choice-error")}>
          <legend className="font-semibold text-ink">{copy.form.choice}</legend>
          {(["sans", "avec"] as const).map((choice) => (
            <label key={choice} className="mt-2 flex min-h-11 items-start gap-3">
              <input
                type="radio"
                name="choice"
                value={choice}
                defaultChecked={values.choice === choice}
                className="mt-1 size-5 shrink-0"
              />
              <span>{copy.form[choice]}</span>
            </label>
          ))}
          <FieldError id="pv-choice-error" error={errors.choice} />
        </fieldset>
        <div className="space-y-4 rounded-lg bg-surface p-3">
          <FieldError id="pv-reserves-error" error={errors.reserves} />
          {reserveRows.map((reserve, index) => (
            // The rows are positions in the form: their order is what pairs a reserve with its deadline.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <div key={index} className="space-y-2">
              <label htmlFor={`pv-reserve-${index}`} className="block font-semibold text-ink">
                {copy.form.reserve(index + 1)}
              </label>
              <textarea
                id={`pv-reserve-${index}`}
                name="reserve"
                rows={2}
                maxLength={500}
                defaultValue={reserve.text}
                aria-invalid={errors[`reserve-${index}`] ? true : undefined}
                aria-describedby={describedBy(
                  index === 0 && "pv-reserve-hint",
                  errors[`reserve-${index}`] !== undefined && `pv-reserve-${index}-error`,
                )}
                className={inputClass}
              />
              {index === 0 ? (
                <p id="pv-reserve-hint" className="text-sm text-muted">
                  {copy.form.reserveHint}
                </p>
              ) : null}
              <FieldError id={`pv-reserve-${index}-error`} error={errors[`reserve-${index}`]} />
              <label htmlFor={`pv-liftBy-${index}`} className="block text-sm font-semibold text-ink">
                {copy.form.liftBy(index + 1)}
              </label>
              <input
                id={`pv-liftBy-${index}`}
                type="date"
                name="liftBy"
                defaultValue={reserve.liftBy ?? ""}
                aria-invalid={errors[`liftBy-${index}`] ? true : undefined}
                aria-describedby={describedBy(errors[`liftBy-${index}`] !== undefined && `pv-liftBy-${index}-error`)}
                className={`${inputClass} max-w-sm`}
              />
              <FieldError id={`pv-liftBy-${index}-error`} error={errors[`liftBy-${index}`]} />
            </div>
          ))}
          <button
            type="submit"
            name="intent"
            value="lignes"
            formNoValidate
            className={`${buttonClass} border-2 border-navy-900 text-navy-900`}
          >
            {copy.form.moreRows}
          </button>
        </div>
        <Signer values={values} errors={errors} accord={copy.form.accord} submit={copy.form.submit} intent="signer" />
      </form>
    </section>
  );
}

/** « Lever les réserves »: the reserves again, and the second signature. */
export function LiftForm({
  reserves,
  values,
  errors,
}: SignerProps & { reserves: readonly { text: string; liftBy: string | null }[] }) {
  return (
    <section aria-labelledby="pv-lever" className={`${box} border-navy-900`}>
      <h2 id="pv-lever" className="text-xl font-bold text-navy-900">
        {copy.lift.title}
      </h2>
      <p className="mt-2 text-ink">{copy.lift.intro}</p>
      <ol className="mt-3 space-y-1 text-ink">
        {reserves.map((reserve, index) => (
          <li key={reserve.text}>
            {`${index + 1}. ${reserve.text}`}
            {reserve.liftBy ? ` – ${copy.liftBy(longFrenchDate(reserve.liftBy))}` : ""}
          </li>
        ))}
      </ol>
      <p className="mt-3 rounded-lg bg-surface p-3 text-ink">« {copy.statements.lift} »</p>
      <form method="post" className="mt-4 space-y-4" noValidate>
        <Signer values={values} errors={errors} accord={copy.lift.accord} submit={copy.lift.submit} intent="lever" />
      </form>
    </section>
  );
}
