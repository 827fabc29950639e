import { FileText, Mail } from "lucide-react";
import { Link } from "react-router";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { buttonClass } from "./button-styles.ts";

/** The three things a page asks a visitor to do: request a quote, call, write. */
export type CallToActionKind = "quote" | "call" | "contact";

export interface CallToAction {
  kind: CallToActionKind;
  label: string;
}

/** On the emergency page's red background the red call button would vanish: it turns white there. */
export type CallToActionSurface = "navy" | "emergency";

const whiteCallButton =
  "inline-flex whitespace-nowrap items-center justify-center gap-2 rounded-lg bg-white px-6 py-3.5 text-base font-bold text-emergency-800 shadow-sm transition-colors hover:bg-emergency-50 sm:text-lg";

function CallToActionLink({ action, surface }: { action: CallToAction; surface: CallToActionSurface }) {
  const emergency = surface === "emergency";
  switch (action.kind) {
    case "quote":
      return (
        <Link to="/devis" className={buttonClass(emergency ? "ghost-light" : "quote", "lg", "whitespace-nowrap")}>
          <FileText aria-hidden="true" className="size-5" />
          {action.label}
        </Link>
      );
    case "call":
      return (
        <CallButton className={emergency ? whiteCallButton : buttonClass("emergency", "lg", "whitespace-nowrap")}>
          {action.label}
        </CallButton>
      );
    case "contact":
      return (
        <Link to="/contact" className={buttonClass("ghost-light", "lg", "whitespace-nowrap")}>
          <Mail aria-hidden="true" className="size-5" />
          {action.label}
        </Link>
      );
  }
}

/** The buttons of a hero or a closing block, in the order the page gives them: stacked on a phone. */
export function CallToActions({
  actions,
  surface = "navy",
  className = "",
}: {
  actions: readonly CallToAction[];
  surface?: CallToActionSurface;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${className}`}>
      {actions.map((action) => (
        <CallToActionLink key={action.kind} action={action} surface={surface} />
      ))}
    </div>
  );
}
