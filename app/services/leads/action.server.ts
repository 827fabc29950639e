import { data } from "react-router";
import { formsCopy } from "#app/content/forms.ts";
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
import { logError } from "#app/services/log.server.ts";
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

/**
 * The whole life of a form POST: read, filter the honeypot, validate, store the lead and its
 * delivery in one transaction, and only then say "sent". Mail goes out later, from the outbox.
 */
export async function submitLead(kind: LeadKind, page: string, request: Request) {
  const contentType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_CONTENT_TYPES.has(contentType)) return answer({ status: "failed", kind, reason: "unsupported" }, 415);

  const form = await readFormBody(request, contentType);
  if (!form) {
    return answer({ status: "invalid", kind, errors: {}, values: {}, message: formsCopy.errors.unreadable }, 400);
  }

  const values = readLeadValues(kind, form);
  const idempotencyKey = readIdempotencyKey(form.get(IDEMPOTENCY_FIELD));
  const honeypot = form.get(HONEYPOT_FIELD);

  if (typeof honeypot === "string" && honeypot.trim() !== "") {
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
    // A bot learns nothing: it gets the success a person would get.
    return answer({ status: "success", kind });
  }

  const parsed = parseLead(kind, values);
  if (!parsed.ok) return answer({ status: "invalid", kind, errors: parsed.errors, values }, 400);

  try {
    const leads = await getLeads();
    await leads.store.insertLead({ kind, page, status: "received", fields: parsed.lead.data, idempotencyKey });
    leads.worker.notify();
  } catch (error) {
    logError(`leads: could not store a ${kind} request: ${error instanceof Error ? error.message : String(error)}`);
    return answer({ status: "unavailable", kind, values }, 503);
  }
  return answer({ status: "success", kind });
}

export const homeContactAction = ({ request }: { request: Request }) => submitLead("contact", "/", request);
export const contactPageAction = ({ request }: { request: Request }) => submitLead("contact", "/contact", request);
export const quoteAction = ({ request }: { request: Request }) => submitLead("devis", "/devis", request);
