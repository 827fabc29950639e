/**
 * The paper invoice's form, from the phone: the file (a photo taken there or a PDF), the supplier picked or
 * created, the number and dates, and the VAT table as printed. A plain multipart POST that works without script;
 * with it, the new supplier's fields show only when no known supplier is picked and the TTC total adds up as the
 * owner types.
 */

import { type FormEvent, type ReactNode, useState } from "react";
import { Form, useNavigation } from "react-router";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { handVatRates, purchasesCopy } from "#app/content/purchases.ts";
import { formatEuros, formatRate, parseDecimal } from "#app/lib/french-format.ts";
import { PHOTO_FIELD } from "#app/lib/photo-limits.ts";

const copy = purchasesCopy.form;

export type EntryErrors = Record<string, string | undefined>;

const inputClass =
  "mt-1.5 block w-full rounded-lg border border-line bg-white px-3.5 py-3 text-base text-ink aria-[invalid=true]:border-emergency-600";

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (aria: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children({
        id,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-emergency-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const cents = (text: string) => {
  const parsed = parseDecimal(text, 2, 1_000_000_000);
  return "value" in parsed ? parsed.value : 0;
};

/** The TTC of what is typed in the VAT table: each rate's HT and VAT. */
function totalOf(form: HTMLFormElement): number {
  let total = 0;
  for (const rate of handVatRates) {
    for (const name of [`taxable-${rate}`, `vat-${rate}`]) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) total += cents(input.value);
    }
  }
  return total;
}

export function PurchaseEntryForm({
  suppliers,
  values,
  errors,
  today,
}: {
  suppliers: { id: number; name: string; siren: string | null }[];
  values: Record<string, string>;
  errors: EntryErrors;
  today: string;
}) {
  const [choice, setChoice] = useState(values.supplierId ?? "");
  const [total, setTotal] = useState<number>(() =>
    handVatRates.reduce<number>(
      (sum, rate) => sum + cents(values[`taxable-${rate}`] ?? "") + cents(values[`vat-${rate}`] ?? ""),
      0,
    ),
  );
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const newSupplier = !/^\d+$/.test(choice);
  const text = (name: string, label: string, extra: Record<string, unknown> = {}, hint?: string) => (
    <Field id={`entry-${name}`} label={label} error={errors[name]} hint={hint}>
      {(aria) => <input {...aria} name={name} defaultValue={values[name] ?? ""} className={inputClass} {...extra} />}
    </Field>
  );
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="space-y-5"
      onInput={(event: FormEvent<HTMLFormElement>) => setTotal(totalOf(event.currentTarget))}
    >
      <SectionCard id="entry-file-title" title={copy.file}>
        <Field id="entry-file" label={copy.fileLabel} error={errors.file} hint={copy.fileHint}>
          {(aria) => (
            <input
              {...aria}
              type="file"
              name={PHOTO_FIELD}
              accept="application/pdf,image/*"
              required
              className="mt-1.5 block w-full rounded-lg border border-dashed border-line bg-surface px-3.5 py-3 text-base text-ink file:mr-3 file:rounded-md file:border-0 file:bg-navy-900 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white"
            />
          )}
        </Field>
        <p className="mt-3 text-sm text-muted">{copy.keepPaper}</p>
      </SectionCard>
      <SectionCard id="entry-supplier-title" title={copy.supplier}>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="entry-supplierId" label={copy.supplierPick} error={errors.supplierId}>
            {(aria) => (
              <select
                {...aria}
                name="supplierId"
                value={choice}
                onChange={(event) => setChoice(event.target.value)}
                className={inputClass}
              >
                <option value="">{suppliers.length ? copy.supplierNone : copy.supplierNew}</option>
                {suppliers.map((supplier) => (
                  <option key={supplier.id} value={String(supplier.id)}>
                    {supplier.name}
                  </option>
                ))}
                {suppliers.length ? <option value="nouveau">{copy.supplierNew}</option> : null}
              </select>
            )}
          </Field>
          {newSupplier ? (
            <>
              {text("supplierName", copy.supplierName, { autoComplete: "organization", maxLength: 120 })}
              {text(
                "supplierSiren",
                copy.supplierSiren,
                { inputMode: "numeric", autoComplete: "off", maxLength: 11 },
                copy.supplierSirenHint,
              )}
            </>
          ) : null}
        </div>
      </SectionCard>
      <SectionCard id="entry-document-title" title={copy.document}>
        <div className="grid gap-3 sm:grid-cols-3">
          {text("number", copy.number, { autoComplete: "off", maxLength: 60 })}
          {text("issueDate", copy.issueDate, { type: "date", max: today })}
          {text("dueDate", copy.dueDate, { type: "date" })}
        </div>
        <label className="mt-3 flex min-h-11 items-center gap-2 text-sm text-ink">
          <input type="checkbox" name="creditNote" defaultChecked={values.creditNote === "on"} className="size-5" />
          {copy.creditNote}
        </label>
        <label className="mt-1 flex min-h-11 items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            name="reverseCharge"
            defaultChecked={values.reverseCharge === "on"}
            aria-describedby="entry-reverse-charge-hint"
            className="size-5"
          />
          {copy.reverseCharge}
        </label>
        <p id="entry-reverse-charge-hint" className="ml-7 text-sm text-muted">
          {copy.reverseChargeHint}
        </p>
      </SectionCard>
      <SectionCard id="entry-amounts-title" title={copy.amounts} intro={copy.amountsIntro}>
        {errors.amounts ? (
          <p id="entry-amounts-error" className="mb-3 text-sm font-medium text-emergency-800">
            {errors.amounts}
          </p>
        ) : null}
        <div className="space-y-3">
          {handVatRates.map((rate) => {
            const rateLabel = rate === 0 ? copy.noVat : formatRate(rate);
            return (
              <fieldset key={rate} className="grid grid-cols-2 gap-3 rounded-lg border border-line p-3">
                <legend className="px-1 text-sm font-bold text-navy-900">
                  {rate === 0 ? copy.noVatLegend : `${copy.rate} ${rateLabel}`}
                </legend>
                {text(`taxable-${rate}`, copy.taxable(rate === 0 ? null : rateLabel), {
                  inputMode: "decimal",
                  autoComplete: "off",
                })}
                {rate === 0
                  ? null
                  : text(`vat-${rate}`, copy.vat(rateLabel), { inputMode: "decimal", autoComplete: "off" })}
              </fieldset>
            );
          })}
        </div>
        <p className="mt-4 flex justify-between rounded-lg bg-navy-50 px-4 py-3 text-base font-bold text-navy-900">
          <span>{copy.total}</span>
          <output aria-live="polite" className="tabular-nums">
            {formatEuros(total)}
          </output>
        </p>
      </SectionCard>
      <button type="submit" disabled={sending} className={buttonClass("primary", "lg", "min-h-12 w-full sm:w-auto")}>
        {copy.submit}
      </button>
    </Form>
  );
}
