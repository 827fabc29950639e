import { Form } from "react-router";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { costsCopy } from "#app/content/costs.ts";

const copy = costsCopy.team;

export interface HourlyCostRow {
  id: number;
  name: string;
  /** As the patron types it back: "32,50", or empty when not set. */
  value: string;
}

/** The patron sets what an hour of each person costs: one small form per person, empty clears it. */
export function HourlyCostsPanel({
  people,
  error,
}: {
  people: HourlyCostRow[];
  error: { person: number; message: string } | null;
}) {
  return (
    <SectionCard id="cout-horaire" title={copy.title} intro={copy.intro}>
      <ul className="space-y-3">
        {people.map((person) => {
          const id = `cout-${person.id}`;
          const failed = error?.person === person.id;
          return (
            <li key={person.id}>
              <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="cout-horaire" />
                <input type="hidden" name="person" value={person.id} />
                <div className="min-w-0 flex-1">
                  <label htmlFor={id} className="block text-sm font-semibold text-ink">
                    {copy.label(person.name)}
                  </label>
                  <input
                    id={id}
                    name="cout"
                    inputMode="decimal"
                    defaultValue={person.value}
                    placeholder={copy.placeholder}
                    aria-invalid={failed ? true : undefined}
                    aria-describedby={failed ? `${id}-error` : undefined}
                    className="mt-1.5 block w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-sm outline-none focus-visible:border-navy-700 aria-[invalid=true]:border-emergency-600 sm:max-w-48"
                  />
                </div>
                <button
                  type="submit"
                  aria-label={copy.saveLabel(person.name)}
                  className={buttonClass("outline", "sm", "min-h-11")}
                >
                  {copy.save}
                </button>
                {failed ? (
                  <p id={`${id}-error`} role="alert" className="basis-full text-sm font-medium text-emergency-800">
                    {error.message}
                  </p>
                ) : null}
              </Form>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
