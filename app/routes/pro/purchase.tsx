import { data, redirect } from "react-router";
import { BackLink } from "#app/components/pro/back-link.tsx";
import { PurchaseCosts } from "#app/components/pro/costs/purchase-costs.tsx";
import { ErrorList } from "#app/components/pro/error-list.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import {
  type AnswerFeedback,
  type OfferedAnswer,
  PurchaseAnswers,
  SupplierPaymentForm,
} from "#app/components/pro/purchases/purchase-answers.tsx";
import { PurchaseBadge } from "#app/components/pro/purchases/purchase-badge.tsx";
import {
  PurchaseDocument,
  PurchaseFile,
  PurchaseLines,
  PurchasePaymentsList,
  PurchaseStatuses,
  PurchaseSupplier,
  PurchaseTotals,
  type PurchaseView,
} from "#app/components/pro/purchases/purchase-sections.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { purchasesCopy } from "#app/content/purchases.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import { actionsFrom, type BuyerAction, buyerActions, isBuyerAction } from "#app/services/purchases/buyer-statuses.ts";
import { assignmentChoices, assignPurchase } from "#app/services/purchases/cost-shares.server.ts";
import { parseAnswerForm, parseSupplierPaymentForm } from "#app/services/purchases/purchase-form.server.ts";
import { type PurchaseDetail, purchaseDetail } from "#app/services/purchases/purchase-reads.server.ts";
import {
  answerPurchase,
  paySupplier,
  purchaseStore,
  purchasesDb,
} from "#app/services/purchases/purchase-service.server.ts";
import type { Route } from "./+types/purchase";

const copy = purchasesCopy.detail;
/** What the page says after an answer, carried by the redirect: `?fait=approve`. */
const DONE_PARAM = "fait";
/** « Affecter au chantier » saved, carried by the redirect. */
const ASSIGNED_PARAM = "affecte";

function purchaseId(raw: string | undefined): number {
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw ?? "") || !Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

const remainingOf = (purchase: PurchaseDetail) => Math.max(0, purchase.payableCents - purchase.paidCents);

/** The answers the state allows; a credit note is never paid, nor is what has nothing left to pay. */
function offered(purchase: PurchaseDetail): BuyerAction[] {
  if (purchase.state === "unreadable") return [];
  return actionsFrom(purchase.state).filter(
    (action) => action !== "pay" || (!purchase.isCreditNote && remainingOf(purchase) > 0),
  );
}

/** The received PDF (Factur-X or a hand PDF), the photo, or a PDF drawn from a bare XML that was read. */
function viewOf(purchase: PurchaseDetail): PurchaseView {
  if (purchase.state === "unreadable") return null;
  if (purchase.syntax === "photo") return "photo";
  if (purchase.syntax === "PDF" || purchase.syntax === "Factur-X") return "pdf";
  return "drawn";
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOwner(request);
  const purchase = await purchaseDetail(await purchasesDb(), purchaseId(params.id));
  if (!purchase) throw data(null, { status: 404 });
  const actions = offered(purchase);
  const answers: OfferedAnswer[] = actions.flatMap((action) =>
    action === "pay" ? [] : [{ action, reasons: buyerActions[action].reasons }],
  );
  const url = new URL(request.url);
  const done = url.searchParams.get(DONE_PARAM);
  return {
    assignment: purchase.state === "unreadable" ? null : await assignmentChoices(await purchasesDb()),
    assigned: url.searchParams.has(ASSIGNED_PARAM),
    purchase,
    answers,
    canPay: actions.includes("pay"),
    view: viewOf(purchase),
    today: parisToday(),
    done: done === "ajoutee" || (done !== null && isBuyerAction(done)) ? (done as BuyerAction | "ajoutee") : null,
  };
}

type ActionAnswer = AnswerFeedback | { problem: string };

export async function action({ request, params }: Route.ActionArgs) {
  const owner = await requireOwner(request);
  const id = purchaseId(params.id);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "affecter") {
    const purchase = await purchaseDetail(await purchasesDb(), id);
    if (!purchase) throw data(null, { status: 404 });
    const assigned = await assignPurchase(await purchaseStore(), purchase, form);
    if (!assigned.ok) return data<ActionAnswer>({ problem: assigned.error }, { status: assigned.status });
    return redirect(`/pro/achats/${id}?${ASSIGNED_PARAM}=1#purchase-costs`, 303);
  }
  if (!isBuyerAction(intent)) return data<ActionAnswer>({ problem: copy.problems["not-allowed"] }, { status: 400 });
  const values = Object.fromEntries(
    ["reasonCode", "reasonText", "paidOn", "amount", "method"].map((name) => [name, String(form.get(name) ?? "")]),
  );
  const refused = (problem: keyof typeof copy.problems) =>
    data<ActionAnswer>({ problem: copy.problems[problem] }, { status: problem === "not-found" ? 404 : 409 });
  const audit = (detail: string) =>
    recordAudit({
      action: `purchase.${intent}`,
      userId: owner.userId,
      email: owner.email,
      address: clientAddress(request),
      detail: `#${id} ${detail}`.trim(),
    });

  if (intent === "pay") {
    const parsed = parseSupplierPaymentForm(form, parisToday());
    if (!parsed.ok) return data<ActionAnswer>({ action: intent, errors: parsed.errors, values }, { status: 400 });
    const paid = await paySupplier(id, parsed.payment, owner.userId);
    if (!paid.ok) return refused(paid.problem);
    await audit(formatEuros(parsed.payment.amountCents));
  } else {
    const rule = buyerActions[intent];
    const parsed = parseAnswerForm(form, rule.reasons);
    if (!parsed.ok) return data<ActionAnswer>({ action: intent, errors: parsed.errors, values }, { status: 400 });
    if (intent === "refuse" && form.get("confirm") !== "1") {
      return data<ActionAnswer>({
        action: "refuse",
        confirming: true,
        values: { reasonCode: parsed.reasonCode ?? "", reasonText: parsed.reasonText },
      });
    }
    const answered = await answerPurchase(
      id,
      { statusCode: rule.statusCode, reasonCode: parsed.reasonCode, reasonText: parsed.reasonText },
      owner.userId,
    );
    if (!answered.ok) return refused(answered.problem);
    await audit(parsed.reasonCode ?? "");
  }
  return redirect(`/pro/achats/${id}?${DONE_PARAM}=${intent}`, 303);
}

export const handle: RouteHandle = { startsOnFirstUse: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  proMeta(
    loaderData
      ? [copy.title(loaderData.purchase.isCreditNote, loaderData.purchase.number), loaderData.purchase.supplier]
          .filter(Boolean)
          .join(" · ")
      : purchasesCopy.list.title,
    matches,
  );

export default function PurchasePage({ loaderData, actionData }: Route.ComponentProps) {
  const { purchase, answers, canPay, view, today, done, assignment, assigned } = loaderData;
  const feedback = actionData && !("problem" in actionData) ? actionData : null;
  const problem = actionData && "problem" in actionData ? actionData.problem : null;
  const unreadable = purchase.state === "unreadable";
  return (
    <div className="space-y-5">
      <BackLink to="/pro/achats">{copy.back}</BackLink>
      <header className="space-y-2">
        {purchase.supplier ? (
          <p className="text-xs font-semibold tracking-wide text-navy-700 uppercase">{purchase.supplier}</p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-navy-900 sm:text-3xl">
            {copy.title(purchase.isCreditNote, purchase.number)}
          </h1>
          <PurchaseBadge state={purchase.state} />
        </div>
        {unreadable ? null : (
          <p className="text-lg font-semibold text-ink tabular-nums">
            {purchase.isCreditNote ? "−" : ""}
            {formatEuros(purchase.payableCents)} {purchasesCopy.list.ttc}
          </p>
        )}
      </header>
      {done ? <Notice tone="success">{done === "ajoutee" ? copy.added : copy.done[done]}</Notice> : null}
      {problem ? <ErrorList title={copy.errorsTitle} errors={[problem]} /> : null}
      {unreadable ? (
        <>
          <SectionCard id="purchase-unreadable" title={purchasesCopy.list.unreadable} intro={copy.unreadableIntro}>
            <p className="text-sm">
              <span className="font-semibold text-ink">{copy.unreadableReason} : </span>
              {purchase.readError}
            </p>
          </SectionCard>
          <PurchaseFile purchase={purchase} view={null} />
        </>
      ) : (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-start">
          <div className="min-w-0 space-y-5">
            <PurchaseSupplier purchase={purchase} />
            <PurchaseDocument purchase={purchase} />
            <PurchaseLines purchase={purchase} />
            <PurchaseTotals purchase={purchase} />
          </div>
          <div className="min-w-0 space-y-5">
            {answers.length ? <PurchaseAnswers answers={answers} feedback={feedback} /> : null}
            {assignment ? <PurchaseCosts purchase={purchase} jobs={assignment.jobs} saved={assigned} /> : null}
            <PurchaseFile purchase={purchase} view={view} />
            <PurchaseStatuses purchase={purchase} />
            <SectionCard id="purchase-payments" title={copy.payments}>
              {purchase.isCreditNote ? (
                <p className="text-sm text-muted">{copy.creditNoteNoPay}</p>
              ) : (
                <>
                  <PurchasePaymentsList purchase={purchase} />
                  {purchase.paidCents > 0 ? (
                    <p className="mt-2 text-sm font-semibold text-ink">
                      {copy.paid(formatEuros(purchase.paidCents), formatEuros(remainingOf(purchase)))}
                    </p>
                  ) : null}
                  {canPay ? (
                    <SupplierPaymentForm remainingCents={remainingOf(purchase)} today={today} feedback={feedback} />
                  ) : null}
                </>
              )}
            </SectionCard>
          </div>
        </div>
      )}
    </div>
  );
}
