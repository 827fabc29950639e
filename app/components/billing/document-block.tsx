/**
 * What a client reads of a quote and of an invoice alike: the lines with their totals per VAT rate, then the legal
 * mentions, as the PDF prints them.
 */

import type { ReactNode } from "react";
import type { Mention } from "#app/content/quotes.ts";
import { reverseChargeCopy } from "#app/content/reverse-charge.ts";
import { situationLineSummary, situationName, situationsCopy } from "#app/content/situations.ts";
import { formatEuros, formatQuantity, formatRate } from "#app/lib/french-format.ts";
import type { SituationStatement } from "#app/services/billing/documents/invoice-document.ts";
import { lineExclCents, type QuoteTotals, type VatRate } from "#app/services/billing/documents/quote-totals.ts";
import { clientBox } from "./client-page.tsx";

interface DocumentLine {
  kind?: string;
  designation: string;
  quantityMilli: number;
  unit: string;
  unitPriceCents: number;
  vatRate: VatRate;
}

interface BlockCopy {
  lines: string;
  totalsTitle: string;
  exclTotal: string;
  vatFor: (rate: string, base: string) => string;
  inclTotal: string;
}

/**
 * The document's lines and totals. `vatTotal` adds the line of the VAT's sum (the quote prints it); `children` come
 * below the totals (the deposits an invoice deducts, the quote's PDF).
 */
export function DocumentBlock({
  lines,
  totals,
  copy,
  vatTotal,
  reverseCharge = false,
  situation,
  children,
}: {
  lines: readonly DocumentLine[];
  totals: QuoteTotals;
  copy: BlockCopy;
  vatTotal?: string;
  /** Subcontracted works, VAT reverse-charged (decision 064): « TVA due par le preneur » where the VAT would be. */
  reverseCharge?: boolean;
  /** A progress invoice (decision 066): its lines read as the quote's, each with where it stands. */
  situation?: SituationStatement | undefined;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="lignes" className={clientBox}>
      <h2 id="lignes" className="text-lg font-bold text-navy-900">
        {situation ? `${situationName(situation)} : ${situationsCopy.linesTitle}` : copy.lines}
      </h2>
      {situation ? (
        <>
          <p className="text-sm text-muted">{situationsCopy.linesHint}</p>
          <ul className="mt-3 divide-y divide-line">
            {situation.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a frozen document never move
              <li key={index} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink">{line.designation}</p>
                  <p className="text-sm text-muted">
                    {reverseCharge
                      ? situationLineSummary(line).replace(/TVA .*$/, `TVA ${reverseChargeCopy.lineRate}`)
                      : situationLineSummary(line)}
                  </p>
                </div>
                <p className="font-semibold text-ink tabular-nums">{formatEuros(line.thisExclCents)} HT</p>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {lines.map((line, index) =>
            line.kind === "section" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a frozen document never move
              <li key={index} className="pt-4 pb-1 text-sm font-bold tracking-wide text-navy-800 uppercase">
                {line.designation}
              </li>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a frozen document never move
              <li key={index} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink">{line.designation}</p>
                  <p className="text-sm text-muted">
                    {formatQuantity(line.quantityMilli)} {line.unit} × {formatEuros(line.unitPriceCents)} HT · TVA{" "}
                    {reverseCharge ? reverseChargeCopy.lineRate : formatRate(line.vatRate)}
                  </p>
                </div>
                <p className="font-semibold text-ink tabular-nums">{formatEuros(lineExclCents(line))} HT</p>
              </li>
            ),
          )}
        </ul>
      )}
      <h3 className="sr-only">{copy.totalsTitle}</h3>
      <dl className="mt-4 space-y-1 border-t border-line pt-4">
        <div className="flex justify-between gap-3 font-semibold">
          <dt>{copy.exclTotal}</dt>
          <dd className="tabular-nums">{formatEuros(totals.exclCents)}</dd>
        </div>
        {totals.byRate.map((rate) => (
          <div key={rate.vatRate} className="flex justify-between gap-3 text-sm">
            <dt>{copy.vatFor(formatRate(rate.vatRate), formatEuros(rate.baseCents))}</dt>
            <dd className="tabular-nums">{formatEuros(rate.vatCents)}</dd>
          </div>
        ))}
        {reverseCharge ? (
          <div className="flex justify-between gap-3 text-sm">
            <dt>{reverseChargeCopy.vatLabel}</dt>
            <dd>{reverseChargeCopy.vatValue}</dd>
          </div>
        ) : null}
        {vatTotal && !reverseCharge ? (
          <div className="flex justify-between gap-3 font-semibold">
            <dt>{vatTotal}</dt>
            <dd className="tabular-nums">{formatEuros(totals.vatCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3 text-lg font-bold text-navy-900">
          <dt>{copy.inclTotal}</dt>
          <dd className="tabular-nums">{formatEuros(totals.inclCents)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}

/** The legal mentions, one card each, in the PDF's order. */
export function MentionCards({ mentions }: { mentions: readonly Mention[] }) {
  return mentions.map((mention) => (
    <section key={mention.id} aria-labelledby={`mention-${mention.id}`} className={clientBox}>
      <h2 id={`mention-${mention.id}`} className="text-lg font-bold text-navy-900">
        {mention.title}
      </h2>
      <div className="mt-2 space-y-1.5 text-sm leading-relaxed text-ink">
        {mention.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  ));
}
