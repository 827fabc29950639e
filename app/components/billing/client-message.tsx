import type { ReactNode } from "react";

const tones = {
  success: "border border-green-700/30 bg-green-50 font-semibold text-green-900",
  error: "border border-emergency-600/40 bg-emergency-50 font-semibold text-emergency-800",
  info: "border border-navy-700/30 bg-navy-50 text-navy-900",
} as const;

/**
 * A message on a client's page (a quote, an invoice, a review's form): what was done, what went wrong, what
 * changed. `role` only where the message answers what the client just did, so a screen reader reads it at once.
 */
export function ClientMessage({
  tone,
  role,
  children,
}: {
  tone: keyof typeof tones;
  role?: "status" | "alert";
  children: ReactNode;
}) {
  return (
    <p role={role} className={`rounded-lg px-4 py-3 ${tones[tone]}`}>
      {children}
    </p>
  );
}
