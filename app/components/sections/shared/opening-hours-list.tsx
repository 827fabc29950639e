import { layoutCopy } from "#app/content/layout.ts";
import { site } from "#app/content/site.ts";
import { formatTimeRange } from "#app/lib/hours.ts";

export function OpeningHoursList({
  className = "",
  emergencyClassName = "",
}: {
  className?: string;
  emergencyClassName?: string;
}) {
  const { closed, emergencyLabel, emergencyHours } = layoutCopy.footer;
  return (
    <dl className={`space-y-1 ${className}`}>
      {site.openingHours.map((slot) => (
        <div key={slot.label} className="flex justify-between gap-4">
          <dt>{slot.label}</dt>
          <dd>{formatTimeRange(slot.opens, slot.closes) ?? closed}</dd>
        </div>
      ))}
      <div className={`flex justify-between gap-4 ${emergencyClassName}`}>
        <dt>{emergencyLabel}</dt>
        <dd>{emergencyHours}</dd>
      </div>
    </dl>
  );
}
