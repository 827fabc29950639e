import { useEffect, useId, useRef, useState } from "react";
import { lineKindLabels, quotesCopy } from "#app/content/quotes.ts";
import { reverseChargeCopy } from "#app/content/reverse-charge.ts";
import { formatEuros, formatRate, priceForInput, quantityForInput } from "#app/lib/french-format.ts";
import {
  lineExclCents,
  type PricedLine,
  parsePriceCents,
  parseQuantityMilli,
  quoteTotals,
  quoteUnits,
  type VatRate,
  vatRates,
} from "#app/services/billing/documents/quote-totals.ts";
import type { CatalogueItem, QuoteLine, QuoteLineKind } from "#app/services/billing/documents/quotes.server.ts";
import { ChevronDownIcon, ChevronUpIcon, PlusIcon, TrashIcon } from "./icons.tsx";

const copy = quotesCopy.editor;

interface EditedLine {
  key: number;
  kind: QuoteLineKind;
  designation: string;
  quantity: string;
  unit: string;
  price: string;
  rate: string;
}

let nextKey = 1;

function edited(line: QuoteLine): EditedLine {
  return {
    key: nextKey++,
    kind: line.kind,
    designation: line.designation,
    quantity: line.kind === "section" ? "" : quantityForInput(line.quantityMilli),
    unit: line.unit,
    price: line.kind === "section" ? "" : priceForInput(line.unitPriceCents),
    rate: String(line.vatRate),
  };
}

/** The line as priced, or null while a value does not read (the server says why on saving). */
function priced(line: EditedLine): PricedLine | null {
  if (line.kind === "section") return null;
  const quantity = parseQuantityMilli(line.quantity);
  const price = parsePriceCents(line.price);
  const rate = Number(line.rate);
  if (!("value" in quantity) || !("value" in price) || !(vatRates as readonly number[]).includes(rate)) return null;
  return { quantityMilli: quantity.value, unitPriceCents: price.value, vatRate: rate as VatRate };
}

const typedFields = ["designation", "quantity", "unit", "price", "rate"] as const;

/** The line with the values its card's visible fields hold (the same line when nothing differs). */
function typedInto(line: EditedLine, card: Element | undefined): EditedLine {
  let typed = line;
  for (const field of typedFields) {
    const value = card?.querySelector<HTMLInputElement | HTMLSelectElement>(
      `[name="${field}"]:not([type=hidden])`,
    )?.value;
    if (value !== undefined && value !== typed[field]) typed = { ...typed, [field]: value };
  }
  return typed;
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-sm outline-none focus-visible:border-navy-700";
const smallButton =
  "inline-flex size-11 items-center justify-center rounded-lg border border-line bg-white text-navy-900 hover:bg-navy-50 disabled:opacity-40";

/**
 * The quote's lines, phone first: each line a card (designation, then quantity, unit, price and rate two by two),
 * moved up or down, removed, added blank, as a section title, as travel costs, or from "Mes prestations" by typing a
 * few letters. The totals follow as the owner types. The form posts the lines as parallel lists.
 */
export function QuoteLinesEditor({
  lines: initial,
  catalogue,
  disabled,
  reverseCharge = false,
}: {
  lines: QuoteLine[];
  catalogue: CatalogueItem[];
  disabled: boolean;
  /** Subcontracted works, VAT reverse-charged (decision 064): no rate to choose, no VAT in the totals. */
  reverseCharge?: boolean;
}) {
  const [lines, setLines] = useState(() => initial.map(edited));
  const [pick, setPick] = useState("");
  const base = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const pickRef = useRef<HTMLInputElement>(null);
  // The quote's page starts at the owner's first touch (decision 032): what he typed before it ran is in the fields
  // but not yet in the lines. Taken in once, so the totals, the moves and "Ajouter" follow what the fields show.
  useEffect(() => {
    const items = listRef.current?.children;
    if (items)
      setLines((current) => {
        const typed = current.map((line, index) => typedInto(line, items[index]));
        return typed.every((line, index) => line === current[index]) ? current : typed;
      });
    if (pickRef.current) setPick(pickRef.current.value);
  }, []);
  const update = (key: number, change: Partial<EditedLine>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const move = (index: number, by: -1 | 1) =>
    setLines((current) => {
      const next = [...current];
      const [line] = next.splice(index, 1);
      if (line) next.splice(index + by, 0, line);
      return next;
    });
  const add = (kind: QuoteLineKind, from?: Omit<CatalogueItem, "id">) =>
    setLines((current) => [
      ...current,
      {
        key: nextKey++,
        kind,
        designation: from?.designation ?? (kind === "travel" ? lineKindLabels.travel : ""),
        quantity: kind === "section" ? "" : "1",
        unit: from?.unit ?? (kind === "line" ? "h" : "forfait"),
        price: from ? priceForInput(from.unitPriceCents) : "",
        rate: String(from?.vatRate ?? 1000),
      },
    ]);
  const picked = catalogue.find((item) => item.designation.toLowerCase() === pick.trim().toLowerCase());
  const totals = quoteTotals(
    lines.map(priced).filter((line): line is PricedLine => line !== null),
    reverseCharge,
  );

  return (
    <div className="space-y-4">
      <ol ref={listRef} className="space-y-3">
        {lines.map((line, index) => {
          const position = index + 1;
          const id = `${base}-${line.key}`;
          const amount = priced(line);
          return (
            <li key={line.key} className="rounded-lg border border-line bg-surface p-3">
              <input type="hidden" name="kind" value={line.kind} />
              <div className="flex items-center justify-between gap-2">
                <p className="text-xs font-semibold tracking-wide text-navy-700 uppercase">
                  {position}. {lineKindLabels[line.kind]}
                </p>
                <div className="flex gap-1.5">
                  <button
                    type="button"
                    className={smallButton}
                    disabled={disabled || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ChevronUpIcon className="size-4" />
                    <span className="sr-only">{copy.moveUp(position)}</span>
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={disabled || index === lines.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ChevronDownIcon className="size-4" />
                    <span className="sr-only">{copy.moveDown(position)}</span>
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={disabled}
                    onClick={() => setLines((current) => current.filter((other) => other.key !== line.key))}
                  >
                    <TrashIcon className="size-4" />
                    <span className="sr-only">{copy.remove(position)}</span>
                  </button>
                </div>
              </div>
              <label htmlFor={`${id}-designation`} className="mt-2 block text-sm font-semibold text-ink">
                {copy.designation}
              </label>
              <input
                id={`${id}-designation`}
                name="designation"
                value={line.designation}
                maxLength={300}
                required
                disabled={disabled}
                onChange={(event) => update(line.key, { designation: event.target.value })}
                className={inputClass}
              />
              {line.kind === "section" ? (
                <>
                  <input type="hidden" name="quantity" value="" />
                  <input type="hidden" name="unit" value="" />
                  <input type="hidden" name="price" value="" />
                  <input type="hidden" name="rate" value="2000" />
                </>
              ) : (
                <>
                  <div className="mt-2 grid grid-cols-2 gap-2">
                    <div>
                      <label htmlFor={`${id}-quantity`} className="block text-sm font-semibold text-ink">
                        {copy.quantity}
                      </label>
                      <input
                        id={`${id}-quantity`}
                        name="quantity"
                        inputMode="decimal"
                        autoComplete="off"
                        value={line.quantity}
                        disabled={disabled}
                        onChange={(event) => update(line.key, { quantity: event.target.value })}
                        className={inputClass}
                      />
                    </div>
                    <div>
                      <label htmlFor={`${id}-unit`} className="block text-sm font-semibold text-ink">
                        {copy.unit}
                      </label>
                      <select
                        id={`${id}-unit`}
                        name="unit"
                        value={line.unit}
                        disabled={disabled}
                        onChange={(event) => update(line.key, { unit: event.target.value })}
                        className={inputClass}
                      >
                        {quoteUnits.map((unit) => (
                          <option key={unit} value={unit}>
                            {unit}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div>
                      <label htmlFor={`${id}-price`} className="block text-sm font-semibold text-ink">
                        {copy.unitPrice}
                      </label>
                      <input
                        id={`${id}-price`}
                        name="price"
                        inputMode="decimal"
                        autoComplete="off"
                        value={line.price}
                        disabled={disabled}
                        onChange={(event) => update(line.key, { price: event.target.value })}
                        className={inputClass}
                      />
                    </div>
                    {/* Still posted under the reverse charge, so the rates come back if the box is unticked. */}
                    <div className={reverseCharge ? "hidden" : undefined}>
                      <label htmlFor={`${id}-rate`} className="block text-sm font-semibold text-ink">
                        {copy.vatRate}
                      </label>
                      <select
                        id={`${id}-rate`}
                        name="rate"
                        value={line.rate}
                        disabled={disabled}
                        onChange={(event) => update(line.key, { rate: event.target.value })}
                        className={inputClass}
                      >
                        {vatRates.map((rate) => (
                          <option key={rate} value={rate}>
                            {formatRate(rate)}
                          </option>
                        ))}
                      </select>
                    </div>
                  </div>
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                    <p className="text-sm text-muted">
                      {copy.lineTotal} :{" "}
                      <span className="font-semibold text-ink tabular-nums">
                        {amount ? formatEuros(lineExclCents(amount)) : "—"}
                      </span>
                    </p>
                    {disabled ? null : (
                      <button
                        type="submit"
                        name="intent"
                        value={`catalogue:${index}`}
                        className="min-h-11 rounded-lg px-2 text-sm font-semibold text-navy-700 underline hover:text-navy-900"
                      >
                        {copy.saveToCatalogue(position)}
                      </button>
                    )}
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ol>
      {disabled ? null : (
        <>
          <div className="flex flex-wrap gap-2">
            {(["line", "section", "travel"] as const).map((kind) => (
              <button
                key={kind}
                type="button"
                onClick={() => add(kind)}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-navy-900 px-3 text-sm font-semibold text-navy-900 hover:bg-navy-50"
              >
                <PlusIcon className="size-4" />
                {kind === "line" ? copy.addLine : kind === "section" ? copy.addSection : copy.addTravel}
              </button>
            ))}
          </div>
          <div className="rounded-lg border border-line p-3">
            <label htmlFor={`${base}-pick`} className="block text-sm font-semibold text-ink">
              {copy.cataloguePick}
            </label>
            <p id={`${base}-pick-hint`} className="text-sm text-muted">
              {copy.catalogueHint}
            </p>
            <div className="mt-1 flex gap-2">
              <input
                id={`${base}-pick`}
                ref={pickRef}
                list={`${base}-catalogue`}
                value={pick}
                autoComplete="off"
                aria-describedby={`${base}-pick-hint`}
                onChange={(event) => setPick(event.target.value)}
                className={inputClass}
              />
              <button
                type="button"
                disabled={!picked}
                onClick={() => {
                  if (picked) add("line", picked);
                  setPick("");
                }}
                className="mt-1 min-h-11 shrink-0 rounded-lg bg-navy-900 px-4 text-sm font-semibold text-white disabled:opacity-40"
              >
                {copy.catalogueAdd}
              </button>
            </div>
            <datalist id={`${base}-catalogue`}>
              {catalogue.map((item) => (
                <option key={item.id} value={item.designation}>
                  {`${priceForInput(item.unitPriceCents)} € HT / ${item.unit} · TVA ${formatRate(item.vatRate)}`}
                </option>
              ))}
            </datalist>
          </div>
        </>
      )}
      <section aria-label={copy.totals} className="rounded-lg bg-navy-50 p-3 text-sm">
        <dl className="space-y-1">
          <div className="flex justify-between gap-2">
            <dt className="font-semibold">{quotesCopy.client.exclTotal}</dt>
            <dd className="font-semibold tabular-nums">{formatEuros(totals.exclCents)}</dd>
          </div>
          {totals.byRate.map((rate) => (
            <div key={rate.vatRate} className="flex justify-between gap-2">
              <dt>{quotesCopy.client.vatFor(formatRate(rate.vatRate), formatEuros(rate.baseCents))}</dt>
              <dd className="tabular-nums">{formatEuros(rate.vatCents)}</dd>
            </div>
          ))}
          {reverseCharge ? (
            <div className="flex justify-between gap-2">
              <dt>{reverseChargeCopy.vatLabel}</dt>
              <dd>{reverseChargeCopy.vatValue}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-2">
            <dt className="font-semibold">{quotesCopy.client.vatTotal}</dt>
            <dd className="font-semibold tabular-nums">{formatEuros(totals.vatCents)}</dd>
          </div>
          <div className="flex justify-between gap-2 text-base">
            <dt className="font-bold">{quotesCopy.client.inclTotal}</dt>
            <dd className="font-bold tabular-nums" data-testid="quote-total-incl">
              {formatEuros(totals.inclCents)}
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
