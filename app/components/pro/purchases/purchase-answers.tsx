/**
 * The owner's answers to the supplier and « Paiement envoyé », each a plain POST that works without script: only
 * the answers the purchase's state allows are offered (the loader asks buyer-statuses.ts), each with the reasons
 * its status takes. « Refuser » cannot be undone, so its first press brings back the question, whose « Oui » posts
 * again with `confirm=1` and the same reason.
 */

import { Form, Link, useNavigation } from "react-router";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { TextField } from "#app/components/pro/text-field.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { buyerActionLabels, statusReasonLabels } from "#app/content/purchase-statuses.ts";
import { purchasesCopy, supplierPaymentMethodLabels } from "#app/content/purchases.ts";
import { priceForInput } from "#app/lib/french-format.ts";
import type { BuyerAction } from "#app/services/purchases/buyer-statuses.ts";

const copy = purchasesCopy.detail;

export interface OfferedAnswer {
  action: Exclude<BuyerAction, "pay">;
  reasons: readonly string[];
}

/** A refused answer's field errors and what was typed, or the refusal waiting for its « Oui ». */
export type AnswerFeedback =
  | { action: BuyerAction; errors: Record<string, string | undefined>; values: Record<string, string> }
  | { action: "refuse"; confirming: true; values: { reasonCode: string; reasonText: string } };

const fieldClass =
  "mt-1.5 block w-full rounded-lg border border-line bg-white px-3.5 py-3 text-base text-ink aria-[invalid=true]:border-emergency-600";

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-emergency-800">
      {error}
    </p>
  ) : null;
}

function useSending(action: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === action;
}

function ReasonForm({ answer, feedback }: { answer: OfferedAnswer; feedback: AnswerFeedback | null }) {
  const sending = useSending(answer.action);
  const mine = feedback?.action === answer.action && "errors" in feedback ? feedback : null;
  const id = (name: string) => `${answer.action}-${name}`;
  const danger = answer.action === "refuse";
  return (
    <details
      open={mine ? true : undefined}
      className="group rounded-lg border border-line bg-white open:border-navy-700/40 open:bg-surface"
    >
      <summary
        className={`flex min-h-11 cursor-pointer list-none items-center px-4 text-sm font-semibold ${danger ? "text-emergency-800" : "text-navy-900"}`}
      >
        {buyerActionLabels[answer.action]}
      </summary>
      <Form method="post" preventScrollReset className="space-y-3 px-4 pb-4" noValidate>
        <input type="hidden" name="intent" value={answer.action} />
        <div>
          <label htmlFor={id("reason")} className="block text-sm font-semibold text-ink">
            {copy.reasonCode}
          </label>
          <select
            id={id("reason")}
            name="reasonCode"
            required
            defaultValue={mine?.values.reasonCode ?? ""}
            aria-invalid={mine?.errors.reasonCode ? true : undefined}
            aria-describedby={mine?.errors.reasonCode ? id("reason-error") : undefined}
            className={fieldClass}
          >
            <option value="">{copy.reasonPick}</option>
            {answer.reasons.map((code) => (
              <option key={code} value={code}>
                {statusReasonLabels[code as keyof typeof statusReasonLabels] ?? code}
              </option>
            ))}
          </select>
          <FieldError id={id("reason-error")} error={mine?.errors.reasonCode} />
        </div>
        <div>
          <label htmlFor={id("text")} className="block text-sm font-semibold text-ink">
            {copy.reasonText}
          </label>
          <textarea
            id={id("text")}
            name="reasonText"
            rows={3}
            maxLength={500}
            defaultValue={mine?.values.reasonText ?? ""}
            aria-invalid={mine?.errors.reasonText ? true : undefined}
            aria-describedby={`${id("text-hint")}${mine?.errors.reasonText ? ` ${id("text-error")}` : ""}`}
            className={fieldClass}
          />
          <p id={id("text-hint")} className="mt-1 text-xs text-muted">
            {copy.reasonTextHint}
          </p>
          <FieldError id={id("text-error")} error={mine?.errors.reasonText} />
        </div>
        <button
          type="submit"
          disabled={sending}
          className={buttonClass(danger ? "emergency" : "primary", "md", "min-h-11")}
        >
          {buyerActionLabels[answer.action]}
        </button>
      </Form>
    </details>
  );
}

function RefuseConfirm({ values }: { values: { reasonCode: string; reasonText: string } }) {
  const sending = useSending("refuse");
  return (
    <section
      aria-labelledby="refuse-ask"
      className="rounded-card border-2 border-emergency-600 bg-white p-4 shadow-card"
    >
      <h3 id="refuse-ask" className="text-base font-bold text-navy-900">
        {copy.refuseAsk}
      </h3>
      <p className="mt-1 text-sm text-ink">{copy.refuseWarning}</p>
      <p className="mt-2 text-sm font-semibold text-ink">
        {[statusReasonLabels[values.reasonCode as keyof typeof statusReasonLabels], values.reasonText]
          .filter(Boolean)
          .join(" : ")}
      </p>
      <Form method="post" preventScrollReset className="mt-3 flex flex-col gap-2 sm:flex-row">
        <input type="hidden" name="intent" value="refuse" />
        <input type="hidden" name="confirm" value="1" />
        <input type="hidden" name="reasonCode" value={values.reasonCode} />
        <input type="hidden" name="reasonText" value={values.reasonText} />
        <button
          type="submit"
          disabled={sending}
          className={buttonClass("emergency", "md", "min-h-12 w-full sm:w-auto")}
        >
          {copy.refuseConfirm}
        </button>
        <Link to="." preventScrollReset className={buttonClass("outline", "md", "min-h-12 w-full sm:w-auto")}>
          {copy.refuseCancel}
        </Link>
      </Form>
    </section>
  );
}

export function PurchaseAnswers({
  answers,
  feedback,
}: {
  answers: readonly OfferedAnswer[];
  feedback: AnswerFeedback | null;
}) {
  const approve = answers.find((answer) => answer.action === "approve" && answer.reasons.length === 0);
  const others = answers.filter((answer) => answer !== approve);
  const sending = useSending("approve");
  const confirming = feedback && "confirming" in feedback ? feedback : null;
  return (
    <SectionCard id="purchase-answer" title={copy.answer} intro={copy.answerIntro}>
      <div className="space-y-2">
        {approve ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="approve" />
            <button type="submit" disabled={sending} className={buttonClass("primary", "md", "min-h-12 w-full")}>
              {buyerActionLabels.approve}
            </button>
          </Form>
        ) : null}
        {others.map((answer) => (
          <ReasonForm key={answer.action} answer={answer} feedback={feedback} />
        ))}
        {confirming ? <RefuseConfirm values={confirming.values} /> : null}
      </div>
    </SectionCard>
  );
}

/** « Paiement envoyé »: the day, what remains by default, the method. */
export function SupplierPaymentForm({
  remainingCents,
  today,
  feedback,
}: {
  remainingCents: number;
  today: string;
  feedback: AnswerFeedback | null;
}) {
  const sending = useSending("pay");
  const mine = feedback?.action === "pay" && "errors" in feedback ? feedback : null;
  const invalid = (name: string) =>
    mine?.errors[name] ? { "aria-invalid": true, "aria-describedby": `pay-${name}-error` } : {};
  return (
    <Form method="post" preventScrollReset className="mt-4 border-t border-line pt-4" noValidate>
      <input type="hidden" name="intent" value="pay" />
      <h3 className="text-base font-bold text-navy-900">{copy.paySent}</h3>
      <p className="mt-1 text-sm text-muted">{copy.payIntro}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <div>
          <TextField
            id="pay-paidOn"
            name="paidOn"
            type="date"
            label={copy.payDate}
            defaultValue={mine?.values.paidOn ?? today}
            max={today}
            {...invalid("paidOn")}
          />
          <FieldError id="pay-paidOn-error" error={mine?.errors.paidOn} />
        </div>
        <div>
          <TextField
            id="pay-amount"
            name="amount"
            label={copy.payAmount}
            inputMode="decimal"
            defaultValue={mine?.values.amount ?? priceForInput(remainingCents)}
            {...invalid("amount")}
          />
          <FieldError id="pay-amount-error" error={mine?.errors.amount} />
        </div>
        <div>
          <label htmlFor="pay-method" className="block text-sm font-semibold text-ink">
            {copy.payMethod}
          </label>
          <select
            id="pay-method"
            name="method"
            defaultValue={mine?.values.method ?? "virement"}
            className={fieldClass}
            {...invalid("method")}
          >
            {Object.entries(supplierPaymentMethodLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <FieldError id="pay-method-error" error={mine?.errors.method} />
        </div>
      </div>
      <button
        type="submit"
        disabled={sending}
        className={buttonClass("primary", "md", "mt-4 min-h-12 w-full sm:w-auto")}
      >
        {copy.paySent}
      </button>
    </Form>
  );
}
