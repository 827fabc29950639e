import { type ClientActionFunctionArgs, isRouteErrorResponse } from "react-router";
import type { LeadActionResult, LeadKind } from "#app/lib/lead-fields.ts";

function failureReason(error: unknown): Extract<LeadActionResult, { status: "failed" }>["reason"] {
  if (!isRouteErrorResponse(error)) return "network";
  if (error.status === 429) return "rate-limited";
  if (error.status === 413 || error.status === 411) return "too-large";
  if (error.status === 415) return "unsupported";
  return "network";
}

/**
 * Runs in the browser around the server action: when the request never reaches the action
 * (offline, the Express guards' 429/413, a crash), the form shows a French message and keeps
 * the visitor's input instead of the page being replaced by the error screen.
 */
function createLeadClientAction(kind: LeadKind) {
  return async ({ serverAction }: ClientActionFunctionArgs): Promise<LeadActionResult> => {
    try {
      return (await serverAction()) as LeadActionResult;
    } catch (error) {
      return { status: "failed", kind, reason: failureReason(error) };
    }
  };
}

export const contactClientAction = createLeadClientAction("contact");
export const quoteClientAction = createLeadClientAction("devis");
