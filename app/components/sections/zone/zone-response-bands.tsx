import { Clock, Info } from "lucide-react";
import {
  bandLabel,
  type MapLabelPlacement,
  responseBands,
  zoneCopy,
  zoneMapPoints,
  zoneMapReach,
} from "#app/content/zone.ts";

const SIZE = 400;
/** Band colours from the centre out, shared by the diagram rings and the list markers. */
const bandTones = [
  { ring: "fill-accent-100 stroke-accent-500", marker: "bg-accent-500" },
  { ring: "fill-navy-100 stroke-navy-700/40", marker: "bg-navy-700" },
  { ring: "fill-navy-50 stroke-navy-700/30", marker: "bg-navy-900" },
];

const labelPosition: Record<MapLabelPlacement, { dx: number; dy: number; anchor: "start" | "middle" | "end" }> = {
  above: { dx: 0, dy: -13, anchor: "middle" },
  below: { dx: 0, dy: 22, anchor: "middle" },
  left: { dx: -9, dy: 4.5, anchor: "end" },
  right: { dx: 9, dy: 4.5, anchor: "start" },
};

function ZoneDiagram() {
  const points = zoneMapPoints();
  const scale = (km: number) => zoneMapReach(km) * SIZE;
  const centre = SIZE / 2;
  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false" className="h-auto w-full">
      {[...responseBands].reverse().map((band, index) => (
        <circle
          key={band.toKm}
          cx={centre}
          cy={centre}
          r={scale(band.toKm)}
          strokeWidth={1.5}
          strokeDasharray={index === 0 ? "6 5" : undefined}
          className={bandTones[responseBands.length - 1 - index]?.ring}
        />
      ))}
      {responseBands.map((band) => (
        <text
          key={band.toKm}
          x={centre}
          y={centre - scale(band.toKm) + 15}
          textAnchor="middle"
          className="fill-navy-800 text-[11px] font-semibold"
        >
          {`${band.toKm} km`}
        </text>
      ))}
      {points.map((point) => {
        const x = point.x * SIZE;
        const y = point.y * SIZE;
        const label = point.label ? labelPosition[point.label] : null;
        return (
          <g key={point.slug}>
            {point.headOffice ? (
              <circle cx={x} cy={y} r={8} className="fill-accent-500 stroke-navy-900" strokeWidth={2.5} />
            ) : (
              <circle cx={x} cy={y} r={4.5} className="fill-navy-800 stroke-white" strokeWidth={1.5} />
            )}
            {label ? (
              <text
                x={x + label.dx}
                y={y + label.dy}
                textAnchor={label.anchor}
                paintOrder="stroke"
                strokeWidth={4}
                strokeLinejoin="round"
                className="fill-navy-900 stroke-white text-[13px] font-bold"
              >
                {point.name}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

export function ZoneResponseBands() {
  const copy = zoneCopy.bands;
  return (
    <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-14">
      <figure className="mx-auto w-full max-w-lg rounded-2xl border border-line bg-white p-4 shadow-card sm:p-6">
        <ZoneDiagram />
        <figcaption className="mt-3 text-center text-sm text-muted">{copy.mapCaption}</figcaption>
      </figure>
      <div>
        <ol aria-label={copy.listLabel} className="space-y-4" data-response-bands>
          {responseBands.map((band, index) => (
            <li
              key={band.toKm}
              className="flex items-center justify-between gap-4 rounded-card border border-line bg-white p-5 shadow-card"
            >
              <span className="flex items-center gap-3">
                <span aria-hidden="true" className={`size-3.5 rounded-full ${bandTones[index]?.marker}`} />
                <span>
                  <span className="block font-bold text-navy-900">{bandLabel(band)}</span>
                  <span className="block text-sm text-muted">{copy.bandSummary(band)}</span>
                </span>
              </span>
              <span className="inline-flex items-center gap-2 text-2xl font-extrabold text-navy-900">
                <Clock aria-hidden="true" className="size-5 text-navy-700" />
                {band.time}
              </span>
            </li>
          ))}
        </ol>
        <p className="mt-5 flex gap-3 rounded-xl bg-navy-50 p-4 text-sm leading-relaxed text-ink">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-700" />
          {copy.note}
        </p>
      </div>
    </div>
  );
}
