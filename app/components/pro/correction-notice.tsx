import { useSearchParams } from "react-router";
import { platformTimelineCopy } from "#app/content/platform-timeline.ts";
import { Notice } from "./notice.tsx";

const copy = platformTimelineCopy.correction;

/**
 * What correcting a refused invoice did, on the screen it led to (`?correction=`, set by the « Corriger la
 * facture » action): the corrected draft to review, the credit note to finish, or why nothing was done.
 */
export function CorrectionNotice() {
  const [params] = useSearchParams();
  const step = params.get("correction");
  const creditNote = params.get("avoir");
  const text =
    step === "corrigee" && creditNote
      ? copy.corrigee(creditNote)
      : step === "avoir" || step === "finalExists" || step === "notIssued" || step === "creditNote"
        ? copy[step]
        : null;
  if (!text) return null;
  return <Notice tone={step === "corrigee" || step === "avoir" ? "info" : "error"}>{text}</Notice>;
}
