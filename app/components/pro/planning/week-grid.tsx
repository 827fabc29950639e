import { Link } from "react-router";
import { dayPeriodLabels, holidayLabels, planningCopy, shortDayName } from "#app/content/planning.ts";
import type { WeekBooking } from "#app/services/jobs/planning.server.ts";
import { DoubleBookedBadge, planningHref } from "./planning-ui.tsx";
import { bookingsOf, isDoubleBooked, rowsOf, type WeekData } from "./week-data.ts";

function Chip({ booking, week, withPeriod }: { booking: WeekBooking; week: string; withPeriod: boolean }) {
  const tone =
    booking.state === "reporte"
      ? "border-slate-500 bg-slate-100"
      : booking.state === "en_cours"
        ? "border-orange-600 bg-orange-50"
        : "border-navy-700 bg-navy-50";
  return (
    <Link
      to={planningHref({ semaine: week, planifier: booking.jobId }, "#planifier")}
      title={`${booking.title}${booking.town ? ` · ${booking.town}` : ""}`}
      className={`block rounded-md border-l-4 px-2 py-1 text-xs leading-snug hover:brightness-95 ${tone}`}
    >
      {withPeriod ? (
        <span className="block text-[0.6875rem] font-semibold text-navy-700 uppercase">
          {dayPeriodLabels[booking.period]}
        </span>
      ) : null}
      <span className="line-clamp-2 font-semibold break-words text-navy-900">{booking.title}</span>
      {booking.town ? <span className="block truncate text-muted">{booking.town}</span> : null}
    </Link>
  );
}

/**
 * The week at a desk: one row per person, two columns per day (morning, afternoon); a whole day spans both, and a
 * day where someone is booked twice shows its jobs together under the red mark.
 */
export function WeekGrid({ week, label }: { week: WeekData; label: string }) {
  const rows = rowsOf(week);
  const cellClass = (holiday: boolean, afternoon = false) =>
    `border-l p-1 align-top ${afternoon ? "border-dashed border-line/70" : "border-line"} ${holiday ? "bg-surface" : ""}`;
  return (
    <div className="hidden overflow-x-auto rounded-card border border-line bg-white shadow-card lg:block">
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        <colgroup>
          <col className="w-36" />
          {week.days.flatMap((day) => [<col key={`${day.date}-am`} />, <col key={`${day.date}-pm`} />])}
        </colgroup>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" rowSpan={2} className="px-3 py-2 text-left align-bottom font-semibold text-muted">
              {planningCopy.person}
            </th>
            {week.days.map((day) => (
              <th
                key={day.date}
                scope="colgroup"
                colSpan={2}
                className={`border-l border-line px-2 pt-2 text-left font-semibold ${day.today ? "text-navy-900" : "text-ink"}`}
              >
                <span className="first-letter:uppercase">{shortDayName(day.date)}</span>
                {day.today ? (
                  <span className="ml-1.5 rounded-full bg-navy-900 px-1.5 py-0.5 text-[0.6875rem] text-white">
                    {planningCopy.todayMark}
                  </span>
                ) : null}
                {day.holiday ? (
                  <span className="block text-xs font-medium text-muted">
                    {planningCopy.holiday} · {holidayLabels[day.holiday]}
                  </span>
                ) : null}
              </th>
            ))}
          </tr>
          <tr className="border-b border-line text-xs text-muted">
            {week.days.flatMap((day) => [
              <th key={`${day.date}-am`} scope="col" className="border-l border-line px-2 pb-1.5 text-left font-medium">
                {planningCopy.morning}
              </th>,
              <th
                key={`${day.date}-pm`}
                scope="col"
                className="border-l border-dashed border-line/70 px-2 pb-1.5 text-left font-medium"
              >
                {planningCopy.afternoon}
              </th>,
            ])}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((person) => (
            <tr key={person.id ?? "nobody"}>
              <th scope="row" className="px-3 py-2 text-left align-top font-semibold break-words text-ink">
                {person.name || planningCopy.unassigned}
              </th>
              {week.days.flatMap((day) => {
                const bookings = bookingsOf(week, person.id, day.date);
                const holiday = day.holiday !== null;
                const twice = isDoubleBooked(week, person.id, day.date);
                const halves = bookings.every((booking) => booking.period !== "day");
                const am = bookings.filter((booking) => booking.period === "am");
                const pm = bookings.filter((booking) => booking.period === "pm");
                if (bookings.length === 0 || (halves && am.length <= 1 && pm.length <= 1)) {
                  return (
                    [
                      ["am", am],
                      ["pm", pm],
                    ] as const
                  ).map(([half, list]) => (
                    <td key={`${day.date}-${half}`} className={cellClass(holiday, half === "pm")}>
                      {list.map((booking) => (
                        <Chip key={booking.dayId} booking={booking} week={week.week} withPeriod={false} />
                      ))}
                    </td>
                  ));
                }
                return [
                  <td key={day.date} colSpan={2} className={cellClass(holiday)}>
                    <div className="space-y-1">
                      {twice ? <DoubleBookedBadge /> : null}
                      {bookings.map((booking) => (
                        <Chip
                          key={booking.dayId}
                          booking={booking}
                          week={week.week}
                          withPeriod={bookings.length > 1 && booking.period !== "day"}
                        />
                      ))}
                    </div>
                  </td>,
                ];
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
