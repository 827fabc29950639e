import { useState } from "react";
import { TextField } from "#app/components/pro/text-field.tsx";
import { retentionCopy } from "#app/content/retention.ts";
import type { RetentionTerms } from "#app/services/billing/documents/retention.ts";

/**
 * The quote's retention guarantee (decision 065): a percentage the client holds on each invoice of the works, 5 %
 * at most, or the box saying a bank's guarantee replaces it, which then asks for the bank and its reference.
 */
export function RetentionField({ terms, disabled }: { terms: RetentionTerms | null | undefined; disabled: boolean }) {
  const [bank, setBank] = useState(terms?.kind === "bankGuarantee");
  const percent = terms?.kind === "held" ? String(terms.rateBasisPoints / 100).replace(".", ",") : "";
  return (
    <fieldset className="mt-4 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-ink">{retentionCopy.legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className={bank ? "hidden" : undefined}>
          <TextField
            id="quote-retentionPercent"
            name="retentionPercent"
            label={retentionCopy.percentLabel}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={percent}
            disabled={disabled || bank}
            aria-describedby="quote-retentionPercent-hint"
          />
          <p id="quote-retentionPercent-hint" className="mt-1.5 text-sm text-muted">
            {retentionCopy.percentHint}
          </p>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="quote-retentionBank" className="flex min-h-11 items-center gap-2 text-sm font-semibold">
            <input
              id="quote-retentionBank"
              type="checkbox"
              name="retentionBankGuarantee"
              checked={bank}
              disabled={disabled}
              onChange={(event) => setBank(event.target.checked)}
              className="size-5"
            />
            {retentionCopy.bankLabel}
          </label>
        </div>
        {bank ? (
          <div className="sm:col-span-2">
            <TextField
              id="quote-retentionGuarantor"
              name="retentionGuarantor"
              label={retentionCopy.guarantorLabel}
              autoComplete="off"
              maxLength={200}
              defaultValue={terms?.kind === "bankGuarantee" ? terms.guarantor : ""}
              disabled={disabled}
              aria-describedby="quote-retentionGuarantor-hint"
            />
            <p id="quote-retentionGuarantor-hint" className="mt-1.5 text-sm text-muted">
              {retentionCopy.guarantorHint}
            </p>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
