import { parse, type SubmissionResult, useForm } from "@conform-to/react";
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { formsCopy, SUCCESS_MESSAGE_MS } from "#app/content/forms.ts";
import { photoCopy } from "#app/content/photos.ts";
import {
  type FieldErrors,
  fieldsByKind,
  type LeadActionResult,
  type LeadField,
  type LeadKind,
  type LeadValues,
  readLeadValues,
} from "#app/lib/lead-fields.ts";

/** The name of the hidden button Conform submits to re-check a field. */
const CONFORM_INTENT = "__intent__";

type LeadRules = typeof import("#app/lib/lead-schema.ts");
let rulesLoading: Promise<LeadRules> | undefined;

/**
 * The rules (zod) come with the first sign of someone filling a form, not with every page that shows one:
 * a visitor who only wants to call never downloads them. They are in place long before a person can submit;
 * a submission that beats them goes to the server, which checks the same rules and answers the same errors.
 */
function loadLeadRules(): Promise<LeadRules | null> {
  rulesLoading ??= import("#app/lib/lead-schema.ts");
  // Offline or a failed download: the server's answer carries the same errors.
  return rulesLoading.catch(() => null);
}

/** crypto.randomUUID needs a secure context; getRandomValues works everywhere. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function alertMessage(result: LeadActionResult | undefined, errors: FieldErrors): string | null {
  const { errors: copy } = formsCopy;
  if (Object.keys(errors).length > 0) return copy.summaryTitle;
  if (!result) return null;
  switch (result.status) {
    case "invalid":
      return result.message ?? null;
    case "unavailable":
      return copy.unavailable;
    case "failed":
      return {
        network: copy.network,
        "rate-limited": copy.rateLimited,
        "too-large": copy.tooLarge,
        unsupported: copy.unsupported,
        stalled: photoCopy.errors.stalled,
      }[result.reason];
    default:
      return null;
  }
}

/** A field-error map in Conform's shape: every message of a field, the first one first. */
function asConformErrors(errors: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
}

/**
 * The server's answer as Conform reads it: field errors, and every field marked as checked so that
 * typing in one checks it again at once (a corrected field loses its error, as with the browser's rules).
 */
function submissionResult(
  kind: LeadKind,
  result: LeadActionResult | undefined,
): SubmissionResult<string[]> | undefined {
  if (result?.status !== "invalid") return undefined;
  return {
    status: "error",
    error: asConformErrors(result.errors),
    state: { validated: Object.fromEntries(fieldsByKind[kind].map((field) => [field, true])) },
  };
}

/**
 * The life of one lead form. The same action answers a plain POST (no JavaScript: the page comes
 * back through useActionData) and the fetcher (JavaScript: no reload); both read the same result.
 * Conform keeps the field errors: the server's, and the browser's once the rules have arrived.
 */
export function useLeadForm(kind: LeadKind) {
  const fetcher = useFetcher<LeadActionResult>();
  const actionData = useActionData() as LeadActionResult | undefined;
  const latest = fetcher.data ?? actionData;
  const result = latest?.kind === kind ? latest : undefined;

  const [dismissed, setDismissed] = useState<LeadActionResult | undefined>(undefined);
  const [formKey, setFormKey] = useState(0);
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const [focusRequest, setFocusRequest] = useState<"alert" | "form" | null>(null);

  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const rules = useRef<LeadRules | null>(null);

  const current = result === dismissed ? undefined : result;
  const succeeded = current?.status === "success";
  const submitting = fetcher.state !== "idle";
  const values: LeadValues = current && "values" in current ? current.values : {};

  // Conform reports a result each time it receives a new object: one per answer, not one per render.
  const lastResult = useMemo(() => submissionResult(kind, current), [kind, current]);
  const [conform] = useForm<Record<string, string>>({
    // A new id for every fresh form: Conform then forgets the last one's errors.
    id: `${kind}-form-${formKey}`,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parse(formData, {
        resolve() {
          // Until the rules are here the browser lets the form go: the server checks the same rules.
          if (!rules.current) return { value: {} };
          const parsed = rules.current.parseLead(kind, readLeadValues(kind, formData));
          return parsed.ok ? { value: parsed.lead.data } : { error: asConformErrors(parsed.errors) };
        },
      });
    },
  });
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(conform.allErrors)) {
    if (messages[0]) errors[field as LeadField] = messages[0];
  }

  // A new key for every fresh form, made only in the browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: formKey is the signal that a fresh form was mounted.
  useEffect(() => {
    setIdempotencyKey(newIdempotencyKey());
  }, [formKey]);

  // Conform puts the focus on the first wrong field; the summary takes it, so the whole list is read out.
  useEffect(() => {
    if (current && current.status !== "success") setFocusRequest("alert");
  }, [current]);

  const reset = useCallback(() => {
    setDismissed(result);
    setFormKey((key) => key + 1);
    setFocusRequest("form");
  }, [result]);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(reset, SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [succeeded, reset]);

  useEffect(() => {
    if (focusRequest === "alert") alertRef.current?.focus();
    if (focusRequest === "form") formRef.current?.focus();
    if (focusRequest && (focusRequest === "form" ? formRef.current : alertRef.current)) setFocusRequest(null);
  });

  const prepareRules = useCallback(() => {
    if (!rules.current)
      loadLeadRules().then((loaded) => {
        rules.current ??= loaded;
      });
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    conform.onSubmit(event);
    // Conform re-checks a field as it is typed in through a hidden submit button: only the visitor's own submit moves the focus.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const visitorSubmit = submitter?.getAttribute("name") !== CONFORM_INTENT;
    if (event.defaultPrevented && visitorSubmit) setFocusRequest("alert");
  };

  return {
    fetcher,
    formRef,
    alertRef,
    formKey,
    formId: conform.id,
    idempotencyKey,
    succeeded,
    submitting,
    errors,
    values,
    photoError: current?.status === "invalid" ? current.photoError : undefined,
    alert: alertMessage(current, errors),
    onSubmit,
    prepareRules,
    reset,
  };
}
