import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { formsCopy, SUCCESS_MESSAGE_MS } from "#app/content/forms.ts";
import {
  type FieldErrors,
  type LeadActionResult,
  type LeadField,
  type LeadKind,
  type LeadValues,
  readLeadValues,
} from "#app/lib/lead-fields.ts";

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
      }[result.reason];
    default:
      return null;
  }
}

/**
 * The life of one lead form. The same action answers a plain POST (no JavaScript: the page comes
 * back through useActionData) and the fetcher (JavaScript: no reload); both read the same result.
 */
export function useLeadForm(kind: LeadKind) {
  const fetcher = useFetcher<LeadActionResult>();
  const actionData = useActionData() as LeadActionResult | undefined;
  const latest = fetcher.data ?? actionData;
  const result = latest?.kind === kind ? latest : undefined;

  const [dismissed, setDismissed] = useState<LeadActionResult | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors>(() => (result?.status === "invalid" ? result.errors : {}));
  const [formKey, setFormKey] = useState(0);
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const [focusRequest, setFocusRequest] = useState<"alert" | "form" | null>(null);

  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const current = result === dismissed ? undefined : result;
  const succeeded = current?.status === "success";
  const submitting = fetcher.state !== "idle";
  const values: LeadValues = current && "values" in current ? current.values : {};

  // A new key for every fresh form, made only in the browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: formKey is the signal that a fresh form was mounted.
  useEffect(() => {
    setIdempotencyKey(newIdempotencyKey());
  }, [formKey]);

  useEffect(() => {
    if (!current || current.status === "success") return;
    setErrors(current.status === "invalid" ? current.errors : {});
    setFocusRequest("alert");
  }, [current]);

  const reset = useCallback(() => {
    setDismissed(result);
    setErrors({});
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

  const rules = useRef<LeadRules | null>(null);
  const prepareRules = useCallback(() => {
    if (!rules.current)
      loadLeadRules().then((loaded) => {
        rules.current ??= loaded;
      });
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!rules.current) return;
    const parsed = rules.current.parseLead(kind, readLeadValues(kind, new FormData(event.currentTarget)));
    if (parsed.ok) {
      setErrors({});
      return;
    }
    event.preventDefault();
    setErrors(parsed.errors);
    setFocusRequest("alert");
  };

  /** A corrected field loses its error at once. */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as LeadField;
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  return {
    fetcher,
    formRef,
    alertRef,
    formKey,
    idempotencyKey,
    succeeded,
    submitting,
    errors,
    values,
    alert: alertMessage(current, errors),
    onSubmit,
    onChange,
    prepareRules,
    reset,
  };
}
