import type { ReactNode } from "react";
import { CircleAlertIcon, CircleCheckIcon, ClockIcon } from "./icons.tsx";

const tones = {
  error: { Icon: CircleAlertIcon, className: "border-emergency-600/40 bg-emergency-50 text-emergency-800" },
  success: { Icon: CircleCheckIcon, className: "border-green-700/30 bg-green-50 text-green-900" },
  info: { Icon: ClockIcon, className: "border-navy-700/30 bg-navy-50 text-navy-900" },
} as const;

/**
 * A message after an action: `role="alert"` for an error, a polite status for a success or a piece of
 * information (a session that has ended).
 */
export function Notice({ tone, children, id }: { tone: keyof typeof tones; children: ReactNode; id?: string }) {
  const { Icon, className } = tones[tone];
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm font-medium ${className}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
