import { data, Form, redirect } from "react-router";
import { BackLink } from "#app/components/pro/back-link.tsx";
import { ErrorList } from "#app/components/pro/error-list.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { SituationLineField } from "#app/components/pro/situation-line-field.tsx";
import { situationPercent, situationsCopy } from "#app/content/situations.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import { invoiceStore } from "#app/services/billing/documents/invoice-service.server.ts";
import { lineExclCents } from "#app/services/billing/documents/quote-totals.ts";
import { basisPointsText, parseBasisPoints } from "#app/services/billing/documents/situation-rules.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/quote-situation";

const copy = situationsCopy.form;
const errors = situationsCopy.errors;

function quoteId(raw: string | undefined): number {
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw ?? "") || !Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

/** Back to the quote, saying why it takes no situation (a final invoice exists, or everything is invoiced). */
const refusedPage = (id: number, reason: string) => redirect(`/pro/devis/${id}?facturation=${reason}`, 303);

async function started(id: number) {
  const found = await (await invoiceStore()).situationStart(id);
  if (found.ok) return found.start;
  if (found.reason === "missing") throw data(null, { status: 404 });
  if (found.reason === "finalExists") throw refusedPage(id, "situationFinalExists");
  if (found.reason === "complete") throw refusedPage(id, "situationComplete");
  throw refusedPage(id, "notAccepted");
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOwner(request);
  const start = await started(quoteId(params.id));
  // The form opens on the draft's percentages, else on the last situation's, for the owner to raise.
  const typed = start.draft?.cumulativeBasisPoints ?? start.floorBasisPoints;
  return {
    quoteId: start.quoteId,
    quoteNumber: start.quoteNumber,
    clientName: start.clientName,
    title: start.title,
    number: start.number,
    lines: start.lines.map((line, index) => ({
      designation: line.designation,
      vatRate: line.vatRate,
      lineExclCents: lineExclCents(line),
      floorBasisPoints: start.floorBasisPoints[index] ?? 0,
      previousExclCents: start.previousExclCents[index] ?? 0,
      typed: basisPointsText(typed[index] ?? 0),
    })),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const owner = await requireOwner(request);
  const id = quoteId(params.id);
  const start = await started(id);
  const form = await request.formData();
  const texts = start.lines.map((_, index) => String(form.get(`percent-${index}`) ?? "").slice(0, 20));
  const fieldErrors: string[] = [];
  const basisPoints = texts.map((text, index) => {
    const value = parseBasisPoints(text);
    if (value === null) fieldErrors.push(errors.percent(index + 1));
    return value ?? 0;
  });
  const refused = (found: string[]) => data({ errors: found, typed: texts }, { status: 400 });
  if (fieldErrors.length) return refused(fieldErrors);
  const saved = await (await invoiceStore()).saveSituation(id, basisPoints);
  if (!saved.ok) {
    const line = (saved.line ?? 0) + 1;
    const floor = situationPercent(start.floorBasisPoints[saved.line ?? 0] ?? 0);
    const message = {
      missing: errors.shape,
      notAccepted: errors.notAccepted,
      finalExists: errors.finalExists,
      complete: errors.complete,
      shape: errors.shape,
      over: errors.over(line),
      lowered: errors.lowered(line, floor),
      nothing: errors.nothing,
    }[saved.reason];
    return saved.reason === "finalExists" || saved.reason === "complete"
      ? data({ errors: [message], typed: texts }, { status: 409 })
      : refused([message]);
  }
  await recordAudit({
    action: "invoice.situation",
    userId: owner.userId,
    email: owner.email,
    address: clientAddress(request),
    detail: `#${saved.id} (situation ${saved.statement.number}, devis #${id})`,
  });
  return redirect(`/pro/factures/${saved.id}`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  proMeta(loaderData ? copy.title(loaderData.number) : situationsCopy.start, matches);

export default function QuoteSituationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { quoteId: id, quoteNumber, clientName, title, number, lines } = loaderData;
  return (
    <div className="space-y-5">
      <BackLink to={`/pro/devis/${id}`}>{copy.back}</BackLink>
      <header className="space-y-1">
        <p className="text-sm font-semibold text-muted">
          {copy.quote(quoteNumber)} · {clientName}
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{copy.title(number)}</h1>
        <p className="text-sm text-ink">{title}</p>
      </header>
      {actionData ? <ErrorList title={errors.title} errors={actionData.errors} /> : null}
      <p className="text-sm leading-relaxed text-muted">{copy.intro}</p>
      <Form method="post" className="space-y-4" noValidate>
        <ol className="space-y-3">
          {lines.map((line, index) => (
            <SituationLineField
              key={line.designation + String(index)}
              index={index}
              line={line}
              typed={actionData?.typed[index] ?? line.typed}
            />
          ))}
        </ol>
        <p className="text-sm text-muted">
          {formatEuros(lines.reduce((sum, line) => sum + line.lineExclCents, 0))} HT au devis
        </p>
        <button
          type="submit"
          className="min-h-11 w-full rounded-lg bg-navy-900 px-4 text-sm font-semibold text-white sm:w-auto"
        >
          {copy.save}
        </button>
      </Form>
    </div>
  );
}
