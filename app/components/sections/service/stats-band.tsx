import type { StatsSection } from "#app/content/service-pages/types.ts";

/** The figures the owner stated or the reviews give (decision 031): from none (no band at all) to four. */
export function StatsBand({ section }: { section: StatsSection }) {
  const count = section.stats.length;
  if (count === 0) return null;
  const three = count === 3;
  const columns = three ? "sm:grid-cols-3" : count === 4 ? "lg:grid-cols-4" : "";
  const divider = count === 4 ? "lg:not-first:border-l" : "sm:not-first:border-l";
  const lastCell = three ? "last:col-span-2 sm:last:col-span-1" : count === 1 ? "last:col-span-2" : "";
  return (
    <section aria-labelledby={section.id} className="bg-white py-10 sm:py-14">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-2xl bg-navy-950 px-4 py-8 text-white shadow-card sm:px-10 sm:py-10">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_0%_0%,rgb(242_165_22/0.18),transparent_40%),radial-gradient(circle_at_100%_100%,rgb(26_67_115/0.8),transparent_55%)]"
          />
          <h2
            id={section.id}
            className="relative text-center text-sm font-semibold tracking-wider text-navy-100 uppercase"
          >
            {section.title}
          </h2>
          <dl className={`relative mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 ${columns}`}>
            {section.stats.map((stat) => (
              <div
                key={stat.label}
                className={`flex flex-col items-center border-white/15 text-center ${divider} ${lastCell}`}
              >
                <dt className="order-2 mt-2 max-w-[14rem] text-sm leading-snug text-navy-100 sm:text-base">
                  {stat.label}
                </dt>
                <dd
                  className={`order-1 font-extrabold tracking-tight whitespace-nowrap text-accent-400 sm:text-5xl ${
                    stat.value.length > 6 ? "text-[1.625rem] leading-10" : "text-4xl"
                  }`}
                >
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
