import type { ReactNode } from "react";
import { CircleAlertIcon, CircleCheckIcon } from "./icons.tsx";

/** A message after an action: `role="alert"` for an error, a polite status for a success. */
export function Notice({ tone, children, id }: { tone: "error" | "success"; children: ReactNode; id?: string }) {
  const error = tone === "error";
  const Icon = error ? CircleAlertIcon : CircleCheckIcon;
  return (
    <div
      id={id}
      role={error ? "alert" : "status"}
      className={`flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm font-medium ${
        error
          ? "border-emergency-600/40 bg-emergency-50 text-emergency-800"
          : "border-green-700/30 bg-green-50 text-green-900"
      }`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
