import { data } from "react-router";
import { contactErrors, formContact, formsCopy } from "#app/content/forms.ts";
import {
  fieldsByKind,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  type LeadActionResult,
  type LeadKind,
  limits,
  parseLead,
  readIdempotencyKey,
  readLeadValues,
} from "#app/lib/lead-schema.ts";
import { publishedContactOf } from "#app/services/csp.server.ts";
import { logError } from "#app/services/log.server.ts";
import {
  discardReceived,
  type ReceivedPhoto,
  readMultipartForm,
  type UploadRefusal,
} from "#app/services/photos/multipart.server.ts";
import { storeReceivedPhotos, uploadRefusal } from "#app/services/photos/upload.server.ts";
import { readFormBody } from "./form-body.server.ts";
import { getLeads } from "./service.server.ts";

const FORM_CONTENT_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

function answer(result: LeadActionResult, status = 200) {
  return data(result, { status });
}

/** Keeps a bot's values bounded: they are stored for review, never delivered. */
function boundedValues(kind: LeadKind, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(fieldsByKind[kind].map((field) => [field, (values[field] ?? "").slice(0, limits.message)]));
}

async function keepSpam(kind: LeadKind, page: string, values: Record<string, string>, idempotencyKey: string | null) {
  try {
    await (await getLeads()).store.insertLead({
      kind,
      page,
      status: "spam",
      fields: boundedValues(kind, values),
      idempotencyKey,
    });
  } catch (error) {
    logError(`leads: could not keep a ${kind} spam entry: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The body as fields, with the photos of a multipart form on disk; null for a body no browser would send. */
async function readSubmission(
  request: Request,
  contentType: string,
): Promise<
  { form: URLSearchParams | FormData; photos: ReceivedPhoto[]; refusal: UploadRefusal | null } | "too-large" | null
> {
  if (contentType !== "multipart/form-data") {
    const form = await readFormBody(request, contentType);
    return form ? { form, photos: [], refusal: null } : null;
  }
  const { photos } = await getLeads();
  const multipart = await readMultipartForm(request, photos.incomingDir);
  if (!multipart.ok) return multipart.tooLarge ? "too-large" : null;
  return { form: multipart.fields, photos: multipart.photos, refusal: multipart.refusal };
}

/**
 * The whole life of a form POST: read (photos streamed to temporary files), filter the honeypot, validate the
 * fields, then the photos (identified, decoded, re-encoded without metadata, moved to their final names), store
 * the lead, its photos' rows and its delivery in one transaction, and only then say "sent". Any refusal keeps
 * the visitor's text and stores nothing. Mail goes out later, from the outbox.
 */
export async function submitLead(kind: LeadKind, page: string, request: Request, context?: unknown) {
  const contentType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_CONTENT_TYPES.has(contentType)) return answer({ status: "failed", kind, reason: "unsupported" }, 415);

  let submission: Awaited<ReturnType<typeof readSubmission>>;
  try {
    submission = await readSubmission(request, contentType);
  } catch (error) {
    logError(`leads: could not receive a ${kind} request: ${error instanceof Error ? error.message : String(error)}`);
    return answer({ status: "unavailable", kind, values: {} }, 503);
  }
  if (!submission) {
    return answer({ status: "invalid", kind, errors: {}, values: {}, message: formsCopy.errors.unreadable }, 400);
  }
  // A text field longer than any form allows, inside a multipart body the size guard let through for its photos.
  if (submission === "too-large") {
    // The phone it offers is the published one while a publication is served (this module holds the build's).
    const message = contactErrors(publishedContactOf(context) ?? formContact()).tooLarge;
    return answer({ status: "invalid", kind, errors: {}, values: {}, message }, 413);
  }
  const { form, photos: received, refusal } = submission;
  try {
    const values = readLeadValues(kind, form);
    const idempotencyKey = readIdempotencyKey(form.get(IDEMPOTENCY_FIELD));
    const honeypot = form.get(HONEYPOT_FIELD);

    if (typeof honeypot === "string" && honeypot.trim() !== "") {
      await keepSpam(kind, page, values, idempotencyKey);
      // A bot learns nothing: it gets the success a person would get.
      return answer({ status: "success", kind });
    }

    const parsed = parseLead(kind, values);
    if (!parsed.ok) return answer({ status: "invalid", kind, errors: parsed.errors, values }, 400);
    if (refusal) {
      const { status, message } = uploadRefusal(refusal);
      return answer({ status: "invalid", kind, errors: {}, values, message, photoError: message }, status);
    }

    let stored: string[] = [];
    try {
      const leads = await getLeads();
      const photos = await storeReceivedPhotos(received, leads.photos);
      if (!photos.ok) {
        const { status, message } = photos.refusal;
        return answer({ status: "invalid", kind, errors: {}, values, message, photoError: message }, status);
      }
      stored = photos.photos.map((photo) => photo.storedName);
      const lead = { kind, page, status: "received" as const, fields: parsed.lead.data, idempotencyKey };
      const { duplicate } = await leads.store.insertLead(lead, photos.photos);
      // The first copy of this request already has its photos: this copy's files are referenced by nothing.
      if (duplicate) await leads.photos.remove(stored);
      leads.worker.notify();
    } catch (error) {
      logError(`leads: could not store a ${kind} request: ${error instanceof Error ? error.message : String(error)}`);
      if (stored.length > 0) await (await getLeads()).photos.remove(stored).catch(() => undefined);
      return answer({ status: "unavailable", kind, values }, 503);
    }
    return answer({ status: "success", kind });
  } finally {
    await discardReceived(received);
  }
}

type ActionArgs = { request: Request; context?: unknown };

export const homeContactAction = ({ request, context }: ActionArgs) => submitLead("contact", "/", request, context);
export const contactPageAction = ({ request, context }: ActionArgs) =>
  submitLead("contact", "/contact", request, context);
export const quoteAction = ({ request, context }: ActionArgs) => submitLead("devis", "/devis", request, context);
