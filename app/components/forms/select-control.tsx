import { ChevronDown } from "lucide-react";
import type { ControlProps } from "./field.tsx";

/** A native select (keyboard, mobile pickers and `required` for free) with the site's look. */
export function SelectControl({
  control,
  name,
  placeholder,
  options,
  defaultValue,
}: {
  control: ControlProps;
  name: string;
  placeholder: string;
  options: readonly string[];
  defaultValue: string | undefined;
}) {
  return (
    <div className="relative">
      <select
        {...control}
        name={name}
        required
        defaultValue={defaultValue ?? ""}
        className={`${control.className} appearance-none pr-10`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-navy-700"
      />
    </div>
  );
}
