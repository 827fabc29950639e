import type { LeadActionResult, LeadKind } from "#app/lib/lead-fields.ts";
import { PHOTO_FIELD } from "#app/lib/photo-limits.ts";

type FailureReason = Extract<LeadActionResult, { status: "failed" }>["reason"];

/** Marks the `<script type="application/json">` that carries a lead form's settings and last answer in the page. */
export const LEAD_FORM_PROPS_ATTRIBUTE = "data-lead-form-props";

/** What an answer that never reached the action (an Express guard, the network) means for the visitor. */
export function failureReasonOf(status: number): FailureReason {
  if (status === 429) return "rate-limited";
  if (status === 413 || status === 411) return "too-large";
  if (status === 415) return "unsupported";
  if (status === 408) return "stalled";
  return "network";
}

export function carriesPhotos(form: FormData): boolean {
  return form.getAll(PHOTO_FIELD).some((value) => typeof value !== "string" && value.size > 0);
}

/** A JSON value safe inside a `<script>` element: no `<` can close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

const propsBlock = new RegExp(
  `<script type="application/json" ${LEAD_FORM_PROPS_ATTRIBUTE}="">([\\s\\S]*?)</script>`,
  "g",
);

/**
 * The action's answer for this form, read from the page the server sent back: the same page a browser without
 * JavaScript shows after posting, whose form carries its result (lead-form-island.tsx).
 */
export function answerInPage(html: string, kind: LeadKind): LeadActionResult | undefined {
  for (const [, json = ""] of html.matchAll(propsBlock)) {
    try {
      const props = JSON.parse(json) as { kind?: unknown; initialResult?: LeadActionResult };
      if (props.kind === kind && props.initialResult?.kind === kind) return props.initialResult;
    } catch {
      // Another block, or a cut answer: not this form's result.
    }
  }
  return undefined;
}

/**
 * Posts the form exactly as the browser would without JavaScript (same URL, same body, the same guards and action
 * on the server), through XMLHttpRequest for the upload's progress, and reads the result from the answer page.
 * An answer without one (an Express guard's 413 or 429, a crash, the network) becomes a French failure reason.
 */
export function postLead(
  kind: LeadKind,
  actionUrl: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<LeadActionResult> {
  return new Promise((resolve) => {
    const failed = (status: number): LeadActionResult => ({ status: "failed", kind, reason: failureReasonOf(status) });
    const request = new XMLHttpRequest();
    request.open("POST", new URL(actionUrl, window.location.href).href);
    request.responseType = "text";
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    request.onload = () => {
      const answer = (request.getResponseHeader("content-type") ?? "").startsWith("text/html")
        ? answerInPage(String(request.response ?? ""), kind)
        : undefined;
      resolve(answer ?? failed(request.status));
    };
    request.onerror = () => resolve(failed(0));
    request.onabort = () => resolve(failed(0));
    request.send(form);
  });
}
