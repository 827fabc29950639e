import { Link } from "react-router";
import { dayName, dayPeriodLabels, holidayLabels, planningCopy } from "#app/content/planning.ts";
import { DoubleBookedBadge, planningHref } from "./planning-ui.tsx";
import { bookingsOf, isDoubleBooked, rowsOf, type WeekData } from "./week-data.ts";

/** The week on a phone: day after day, each person with his jobs (morning, afternoon, whole day) or « Libre ». */
export function WeekList({ week }: { week: WeekData }) {
  const rows = rowsOf(week);
  return (
    <ol className="space-y-4 lg:hidden">
      {week.days.map((day) => (
        <li key={day.date} className="rounded-card border border-line bg-white shadow-card">
          <h2 className="flex flex-wrap items-center gap-2 border-b border-line px-4 py-3 font-bold text-navy-900">
            <span className="first-letter:uppercase">{dayName(day.date)}</span>
            {day.today ? (
              <span className="rounded-full bg-navy-900 px-2 py-0.5 text-xs font-semibold text-white">
                {planningCopy.todayMark}
              </span>
            ) : null}
            {day.holiday ? (
              <span className="text-sm font-medium text-muted">
                {planningCopy.holiday} · {holidayLabels[day.holiday]}
              </span>
            ) : null}
          </h2>
          <ul className="divide-y divide-line">
            {rows.map((person) => {
              const bookings = bookingsOf(week, person.id, day.date);
              if (person.id === null && bookings.length === 0) return null;
              return (
                <li key={person.id ?? "nobody"} className="flex gap-3 px-4 py-2.5">
                  <div className="w-24 shrink-0 pt-2 text-sm">
                    <p className="font-semibold break-words text-ink">{person.name || planningCopy.unassigned}</p>
                  </div>
                  {bookings.length === 0 ? (
                    <p className="flex min-h-11 items-center text-sm text-muted">{planningCopy.free}</p>
                  ) : (
                    <div className="min-w-0 flex-1 space-y-1.5">
                      {isDoubleBooked(week, person.id, day.date) ? <DoubleBookedBadge /> : null}
                      <ul className="space-y-1.5">
                        {bookings.map((booking) => (
                          <li key={booking.dayId}>
                            <Link
                              to={planningHref({ semaine: week.week, planifier: booking.jobId }, "#planifier")}
                              className="block min-h-11 rounded-lg border-l-4 border-navy-700 bg-navy-50 px-3 py-1.5 text-sm hover:bg-navy-100"
                            >
                              <span className="block text-xs font-semibold text-navy-700 uppercase">
                                {dayPeriodLabels[booking.period]}
                              </span>
                              <span className="block font-semibold break-words text-navy-900">{booking.title}</span>
                              {booking.town ? <span className="block text-xs text-muted">{booking.town}</span> : null}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
