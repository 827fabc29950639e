import { reverseChargeCopy } from "#app/content/reverse-charge.ts";

/**
 * « Sous-traitance : autoliquidation » on a quote or an invoice (decision 064): a plain checkbox, posted with the
 * form, that also tells the lines' editor to show the totals without VAT while the owner types.
 */
export function ReverseChargeField({
  id,
  checked,
  disabled = false,
  onChange,
}: {
  id: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="mt-3">
      {/* A disabled box is not posted: a credit note keeps the invoice's treatment when its draft is saved. */}
      {disabled && checked ? <input type="hidden" name="reverseCharge" value="on" /> : null}
      <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink">
        <input
          id={id}
          type="checkbox"
          name="reverseCharge"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="size-5"
        />
        {reverseChargeCopy.label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {reverseChargeCopy.hint}
      </p>
    </div>
  );
}
