import { dayPeriodLabels, planningCopy } from "#app/content/planning.ts";
import type { DayPeriod } from "#app/services/jobs/planning-rules.ts";

/** The planning's controls, the size of the owner's other fields (a thumb's height on a phone). */
export const controlClass =
  "block h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink shadow-xs focus:border-navy-700";

export const labelClass = "block text-sm font-semibold text-ink";

/** The planning's address with its query, empty values left out. */
export function planningHref(params: Record<string, string | number | null | undefined>, hash = ""): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== "") query.set(name, String(value));
  }
  const text = query.toString();
  return `/pro/planning${text ? `?${text}` : ""}${hash}`;
}

/** The fields a form carries without showing them: the job, its revision, where to go back. */
export function Hidden({ fields }: { fields: Record<string, string | number | null | undefined> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) =>
        value === null || value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
    </>
  );
}

export function PeriodSelect({ id, value }: { id: string; value: DayPeriod }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {planningCopy.days.period}
      </label>
      <select id={id} name="moment" defaultValue={value} className={`mt-1 ${controlClass}`}>
        {(["day", "am", "pm"] as const).map((period) => (
          <option key={period} value={period}>
            {dayPeriodLabels[period]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The red mark of a person booked twice on the same half-day. */
export function DoubleBookedBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-emergency-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emergency-800 ring-1 ring-emergency-600/40 ring-inset">
      {planningCopy.doubleBooked}
    </span>
  );
}
