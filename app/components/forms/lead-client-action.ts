import { type ClientActionFunctionArgs, isRouteErrorResponse } from "react-router";
import type { LeadActionResult, LeadKind } from "#app/lib/lead-fields.ts";
import { PHOTO_FIELD } from "#app/lib/photo-limits.ts";
import { photoUploaderFor } from "./photo-upload-channel.ts";

type FailureReason = Extract<LeadActionResult, { status: "failed" }>["reason"];

/** What an answer that never reached the action (an Express guard, the network) means for the visitor. */
export function failureReasonOf(status: number): FailureReason {
  if (status === 429) return "rate-limited";
  if (status === 413 || status === 411) return "too-large";
  if (status === 415) return "unsupported";
  if (status === 408) return "stalled";
  return "network";
}

function failureReason(error: unknown): FailureReason {
  return isRouteErrorResponse(error) ? failureReasonOf(error.status) : "network";
}

function carriesPhotos(form: FormData): boolean {
  return form.getAll(PHOTO_FIELD).some((value) => typeof value !== "string" && value.size > 0);
}

/**
 * Runs in the browser around the server action: when the request never reaches the action
 * (offline, the Express guards' 429/413, a crash), the form shows a French message and keeps
 * the visitor's input instead of the page being replaced by the error screen. A form with photos goes through
 * the photo field's uploader, which reports the upload's progress.
 */
function createLeadClientAction(kind: LeadKind) {
  return async ({ request, serverAction }: ClientActionFunctionArgs): Promise<LeadActionResult> => {
    try {
      const upload = photoUploaderFor(kind);
      if (upload && request.headers.get("content-type")?.startsWith("multipart/form-data")) {
        const form = await request.clone().formData();
        if (carriesPhotos(form)) return await upload(request.url, form);
      }
      return (await serverAction()) as LeadActionResult;
    } catch (error) {
      return { status: "failed", kind, reason: failureReason(error) };
    }
  };
}

export const contactClientAction = createLeadClientAction("contact");
export const quoteClientAction = createLeadClientAction("devis");
