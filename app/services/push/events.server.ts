import { pushCopy } from "#app/content/push.ts";
import { towns } from "#app/content/towns.ts";
import type { LeadKind } from "#app/lib/lead-fields.ts";
import { foldForSearch } from "#app/services/leads/lead-index.server.ts";
import { type Right, roleHolds, type TeamRole } from "#app/services/team/policy.ts";

/** What a device may choose to receive (the test notification is always delivered to the device it targets). */
export const PUSH_EVENT_KINDS = [
  "lead",
  "quote.viewed",
  "quote.accepted",
  "quote.refused",
  "invoice.paid",
  "invoice.overdue",
  "invoice.platform",
  "backup.failed",
  "job.emergency",
  "job.finished",
  "job.today",
  "job.client",
  "purchase.received",
] as const;
export type PushEventKind = (typeof PUSH_EVENT_KINDS)[number];

/**
 * What a new device receives until its owner chooses: the requests, and an e-invoice the client's side refused,
 * rejected or disputes, which the owner must settle by a credit note (decision 050).
 */
export const DEFAULT_PUSH_EVENTS: readonly PushEventKind[] = [
  "lead",
  "invoice.platform",
  "job.emergency",
  "job.today",
  "job.client",
  "purchase.received",
];

/** The platform statuses the owner is told of on his phone: 207 En litige, 210 Refusée, 213 Rejetée. */
export const PLATFORM_ALERT_STATUSES = ["207", "210", "213"] as const;
export type PlatformAlertStatus = (typeof PLATFORM_ALERT_STATUSES)[number];

export function isPlatformAlert(status: string): status is PlatformAlertStatus {
  return (PLATFORM_ALERT_STATUSES as readonly string[]).includes(status);
}

export type PushEvent =
  | { kind: "lead"; leadId: number; form: LeadKind; fields: Record<string, string | boolean> }
  | { kind: "quote.viewed" | "quote.accepted" | "quote.refused"; quoteId: number; number: string }
  | { kind: "invoice.paid" | "invoice.overdue"; invoiceId: number; number: string }
  | { kind: "invoice.platform"; invoiceId: number; number: string; client: string; status: PlatformAlertStatus }
  | { kind: "backup.failed" }
  | { kind: "job.emergency"; jobId: number; person: string; town: string }
  | { kind: "job.finished"; jobId: number; title: string }
  /** A day of today joined or left a job's planning: told to the people on it (decision 056). */
  | { kind: "job.today"; jobId: number; town: string; assignees: readonly number[] }
  /** The client confirmed his dates or asked for others, or signed his PV or lifted its reserves, from his page. */
  | { kind: "job.client"; jobId: number; town: string; answer: "confirmed" | "change" | "signed" | "lifted" }
  /** A supplier's invoice the platform delivered, named by its supplier and amount so the owner knows it. */
  | { kind: "purchase.received"; purchaseId: number; supplier: string; amountCents: number; isCreditNote: boolean }
  | { kind: "test"; deviceName: string };

/**
 * The right a person's role must hold for his devices to be told of the event (app/services/team/policy.ts): a
 * compagnon's phone never shows a request, a quote, an invoice or a job's news, the backups are the patron's.
 */
export function pushRight(event: PushEvent): Right {
  return kindRight(event.kind);
}

function kindRight(kind: PushEvent["kind"]): Right {
  if (kind === "test" || kind === "job.today") return "own";
  if (kind === "backup.failed") return "books";
  return "office";
}

/** What a person's devices may choose among in « Notifications »: the kinds his role is ever told of. */
export function pushKindsFor(role: TeamRole): PushEventKind[] {
  return PUSH_EVENT_KINDS.filter((kind) => roleHolds(role, kindRight(kind)));
}

/** The only people whose devices are told of the event, when it names them; null: everyone its right allows. */
export function pushRecipients(event: PushEvent): readonly number[] | null {
  return event.kind === "job.today" ? event.assignees : null;
}

/** What the service worker shows (app/routes/pro/service-worker.ts reads these names). */
export interface PushMessage {
  title: string;
  body: string;
  /** A second notification with the same tag replaces the first instead of piling up. */
  tag: string;
  /** Where a tap leads: a page of the owner's space. */
  url: string;
  /** An urgent request stays on screen until the owner acts (requireInteraction) and rings through quiet hours. */
  urgent: boolean;
}

/** The two services' options that mean a leak now: the contact form's and the quote form's (app/content/forms.ts). */
const URGENT_SERVICES = new Set(["Urgence Fuite Toiture", "Urgence"]);

export function isUrgentLead(fields: Record<string, string | boolean>): boolean {
  return URGENT_SERVICES.has(String(fields.service ?? ""));
}

const knownTowns = new Map(towns.map((town) => [foldForSearch(town.name), town.name]));

/**
 * The town of a request and nothing closer: the contact form's "Ville" as written; for a quote, the town after
 * the site address's postal code or a town of the company's area named in it. Anything else could be a street.
 */
export function placeOf(form: LeadKind, fields: Record<string, string | boolean>): string {
  const written = String((form === "contact" ? fields.city : fields.address) ?? "")
    .replace(/\s+/g, " ")
    .trim();
  if (form === "contact") return written.slice(0, 60);
  const afterPostalCode = /\b\d{5}\s+([^,\d][^,]*)$/.exec(written)?.[1]?.replace(/[.;,\s]+$/, "");
  if (afterPostalCode) return knownTowns.get(foldForSearch(afterPostalCode)) ?? afterPostalCode.slice(0, 60);
  const folded = foldForSearch(written);
  for (const [name, town] of knownTowns) {
    if (new RegExp(`(^|[^a-z-])${name}($|[^a-z-])`).test(folded)) return town;
  }
  return "";
}

function workOf(fields: Record<string, string | boolean>): string {
  const service = String(fields.service ?? "").trim();
  if (isUrgentLead(fields)) return pushCopy.messages.urgentWork;
  if (!service || service === "Autre") return pushCopy.messages.otherWork;
  return service.charAt(0).toLowerCase() + service.slice(1).toLowerCase();
}

/**
 * The notification of an event: what happened and where, a page to open, never a private client's name or
 * contact; an e-invoice's client is a company, named so the owner knows which job to settle (decision 050).
 */
export function pushMessage(event: PushEvent): PushMessage {
  const copy = pushCopy.messages;
  switch (event.kind) {
    case "lead": {
      const urgent = isUrgentLead(event.fields);
      return {
        title: urgent ? copy.urgentTitle : copy.leadTitle[event.form],
        body: copy.lead(workOf(event.fields), placeOf(event.form, event.fields)),
        tag: `${urgent ? "urgent-lead" : "lead"}-${event.leadId}`,
        url: `/pro/demandes/${event.leadId}`,
        urgent,
      };
    }
    case "quote.viewed":
    case "quote.accepted":
    case "quote.refused": {
      const text = {
        "quote.viewed": copy.quoteViewed,
        "quote.accepted": copy.quoteAccepted,
        "quote.refused": copy.quoteRefused,
      }[event.kind];
      return {
        title: text.title,
        body: text.body(event.number),
        tag: `quote-${event.quoteId}`,
        url: `/pro/devis/${event.quoteId}`,
        urgent: false,
      };
    }
    case "invoice.paid":
    case "invoice.overdue": {
      const text = event.kind === "invoice.paid" ? copy.invoicePaid : copy.invoiceOverdue;
      return {
        title: text.title,
        body: text.body(event.number),
        tag: `invoice-${event.invoiceId}`,
        url: `/pro/factures/${event.invoiceId}`,
        urgent: false,
      };
    }
    case "invoice.platform": {
      const text = copy.invoicePlatform[event.status];
      return {
        title: text.title,
        body: text.body(event.number, event.client),
        tag: `invoice-platform-${event.invoiceId}-${event.status}`,
        url: `/pro/factures/${event.invoiceId}`,
        urgent: false,
      };
    }
    case "backup.failed":
      return { ...copy.backupFailed, tag: "backup", url: "/pro/tableau-de-bord", urgent: false };
    case "job.emergency":
      return {
        title: copy.jobEmergency.title,
        body: copy.jobEmergency.body(event.person, event.town),
        tag: `job-${event.jobId}`,
        url: `/pro/chantiers/${event.jobId}`,
        urgent: false,
      };
    case "job.finished":
      return {
        title: copy.jobFinished.title,
        body: copy.jobFinished.body(event.title),
        tag: `job-${event.jobId}`,
        url: `/pro/chantiers/${event.jobId}`,
        urgent: false,
      };
    case "job.today":
      return {
        title: copy.jobToday.title,
        body: copy.jobToday.body(event.town),
        tag: `job-today-${event.jobId}`,
        url: `/pro/chantiers/${event.jobId}`,
        urgent: false,
      };
    case "job.client": {
      const text = {
        confirmed: copy.jobClientConfirmed,
        change: copy.jobClientChange,
        signed: copy.jobClientSigned,
        lifted: copy.jobClientLifted,
      }[event.answer];
      return {
        title: text.title,
        body: text.body(event.town),
        tag: `job-client-${event.jobId}`,
        url: `/pro/chantiers/${event.jobId}`,
        urgent: false,
      };
    }
    case "purchase.received": {
      const text = event.isCreditNote ? copy.purchaseCreditNote : copy.purchaseReceived;
      return {
        title: text.title,
        body: text.body(event.supplier, event.amountCents),
        tag: `purchase-${event.purchaseId}`,
        url: `/pro/achats/${event.purchaseId}`,
        urgent: false,
      };
    }
    case "test":
      return {
        title: copy.test.title,
        body: copy.test.body(event.deviceName),
        tag: "test",
        url: "/pro/compte",
        urgent: false,
      };
  }
}

/** "HH:MM", 00:00 to 23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

const parisClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Paris",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * Whether `at` falls in the quiet hours `from`–`to`, read on Paris's clock (summer and winter time alike): from
 * included, to excluded; a range whose end comes before its start runs across midnight (22:00–07:00).
 */
export function inQuietHours(quiet: { from: string | null; to: string | null }, at: Date): boolean {
  if (!quiet.from || !quiet.to || quiet.from === quiet.to) return false;
  const now = minutesOf(parisClock.format(at));
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  return from < to ? now >= from && now < to : now >= from || now < to;
}

export interface DeviceChoices {
  events: readonly PushEventKind[];
  quietFrom: string | null;
  quietTo: string | null;
  urgentRings: boolean;
}

/** Whether this device gets a notification for the event now: it chose the event, and its quiet hours allow it. */
export function deviceWants(device: DeviceChoices, event: PushEvent, at: Date): boolean {
  if (event.kind === "test") return true;
  if (!device.events.includes(event.kind)) return false;
  if (!inQuietHours({ from: device.quietFrom, to: device.quietTo }, at)) return true;
  return device.urgentRings && event.kind === "lead" && isUrgentLead(event.fields);
}
