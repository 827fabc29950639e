import { situationPercent, situationsCopy } from "#app/content/situations.ts";
import { formatEuros, formatRate } from "#app/lib/french-format.ts";

const copy = situationsCopy.form;

/**
 * One quote line of the form « Facturer une situation », a card a phone reads top to bottom: the line and its total,
 * what earlier situations claimed, the cumulative percentage to type.
 */
export function SituationLineField({
  index,
  line,
  typed,
}: {
  index: number;
  line: {
    designation: string;
    vatRate: number;
    lineExclCents: number;
    floorBasisPoints: number;
    previousExclCents: number;
  };
  typed: string;
}) {
  const id = `situation-percent-${index}`;
  const hintId = `${id}-hint`;
  return (
    <li className="rounded-card border border-line bg-white p-4 shadow-card sm:flex sm:items-end sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <p className="font-semibold break-words text-navy-900">
          <span className="text-muted">{index + 1}. </span>
          {line.designation}
        </p>
        <p className="mt-1 text-sm text-ink tabular-nums">
          {copy.lineTotal} : {formatEuros(line.lineExclCents)} HT · TVA {formatRate(line.vatRate)}
        </p>
        <p className="text-sm text-muted tabular-nums">
          {copy.previous(situationPercent(line.floorBasisPoints))} ({formatEuros(line.previousExclCents)} HT)
        </p>
      </div>
      <div className="mt-3 sm:mt-0 sm:w-40 sm:shrink-0">
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          {copy.cumulative}
        </label>
        <div className="mt-1.5 flex items-center gap-2">
          <input
            id={id}
            name={`percent-${index}`}
            defaultValue={typed}
            inputMode="decimal"
            autoComplete="off"
            aria-describedby={hintId}
            className="block w-full rounded-lg border border-line bg-white px-3.5 py-3 text-right text-base text-ink tabular-nums shadow-sm outline-none focus-visible:border-navy-700"
          />
          <span aria-hidden="true" className="text-base font-semibold text-ink">
            %
          </span>
        </div>
        <p id={hintId} className="mt-1 text-xs text-muted">
          {copy.cumulativeHint(situationPercent(line.floorBasisPoints))}
        </p>
      </div>
    </li>
  );
}
