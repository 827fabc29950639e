import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { contactErrors, type FormContact, formsCopy, SUCCESS_MESSAGE_MS } from "#app/content/forms.ts";
import { photoCopy } from "#app/content/photos.ts";
import {
  type FieldErrors,
  type LeadActionResult,
  type LeadField,
  type LeadKind,
  type LeadValues,
  readLeadValues,
} from "#app/lib/lead-fields.ts";
import { carriesPhotos, postLead } from "./lead-submission.ts";
import { photoUploaderFor } from "./photo-upload-channel.ts";

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

function alertMessage(result: LeadActionResult | undefined, errors: FieldErrors, contact: FormContact): string | null {
  const copy = { ...formsCopy.errors, ...contactErrors(contact) };
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

/**
 * Sends a form the visitor submitted: through the photo field's uploader when it carries photos (it reports the
 * upload's progress), as the same POST a browser without JavaScript makes otherwise.
 */
function sendLead(kind: LeadKind, actionUrl: string, form: FormData): Promise<LeadActionResult> {
  const upload = photoUploaderFor(kind);
  return upload && carriesPhotos(form) ? upload(actionUrl, form) : postLead(kind, actionUrl, form);
}

/**
 * The life of one lead form. The same action answers a plain POST (no JavaScript: the page comes back with
 * the result, `initialResult`) and the island's POST (JavaScript: no reload); both read the same result.
 * The field errors are the server's, then the browser's once the rules have arrived.
 */
export function useLeadForm(
  kind: LeadKind,
  actionUrl: string,
  initialResult: LeadActionResult | undefined,
  contact: FormContact,
) {
  const [answer, setAnswer] = useState(initialResult);
  const [submitting, setSubmitting] = useState(false);
  const result = answer?.kind === kind ? answer : undefined;

  const [dismissed, setDismissed] = useState<LeadActionResult | undefined>(undefined);
  const [formKey, setFormKey] = useState(0);
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const [focusRequest, setFocusRequest] = useState<"alert" | "form" | null>(null);

  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const rules = useRef<LeadRules | null>(null);

  const current = result === dismissed ? undefined : result;
  const succeeded = current?.status === "success";
  const values: LeadValues = current && "values" in current ? current.values : {};

  // The field errors on screen: the server's answer's, then the browser's own once the rules have arrived.
  const serverErrors = current?.status === "invalid" ? current.errors : undefined;
  const [browserErrors, setBrowserErrors] = useState<FieldErrors | null>(null);
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  if (serverErrors !== lastServerErrors) {
    setLastServerErrors(serverErrors);
    setBrowserErrors(null);
  }
  const errors: FieldErrors = browserErrors ?? serverErrors ?? {};
  // After a first try (or the server's refusal) every change checks the form again, so a corrected field loses
  // its error at once, as with the browser's own rules.
  const checkAsTyped = browserErrors !== null || serverErrors !== undefined;

  /** The rules' verdict on the form as it is, or null until they have arrived. */
  const check = (element: HTMLFormElement): FieldErrors | null => {
    if (!rules.current) return null;
    const parsed = rules.current.parseLead(kind, readLeadValues(kind, new FormData(element)));
    return parsed.ok ? {} : parsed.errors;
  };

  // A new key for every fresh form, made only in the browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: formKey is the signal that a fresh form was mounted.
  useEffect(() => {
    setIdempotencyKey(newIdempotencyKey());
  }, [formKey]);

  // A refused form gives the focus to its summary, so the whole list is read out.
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

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (!checkAsTyped) return;
    const found = check(event.currentTarget);
    if (found) {
      setBrowserErrors(found);
      return;
    }
    // Without the rules yet, the field being corrected loses its error; the server checks the rest.
    const field = (event.target as HTMLInputElement).name as LeadField;
    const { [field]: _corrected, ...others } = errors;
    setBrowserErrors(others);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = check(event.currentTarget);
    if (found) setBrowserErrors(found);
    if (found && Object.keys(found).length > 0) {
      setFocusRequest("alert");
      return;
    }
    // Until the rules are here the browser lets the form go: the server checks the same rules.
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    setSubmitting(true);
    sendLead(kind, actionUrl, form).then((answered) => {
      setAnswer(answered);
      setSubmitting(false);
    });
  };

  return {
    formRef,
    alertRef,
    formKey,
    formId: `${kind}-form-${formKey}`,
    idempotencyKey,
    succeeded,
    submitting,
    errors,
    values,
    photoError: current?.status === "invalid" ? current.photoError : undefined,
    alert: alertMessage(current, errors, contact),
    onSubmit,
    onInput,
    prepareRules,
    reset,
  };
}
