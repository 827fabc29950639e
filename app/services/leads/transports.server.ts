import { createTransport, type SendMailOptions } from "nodemailer";
import { NO_PHOTOS, type PhotoDelivery, photoUrl, preparePhotoDelivery } from "#app/services/photos/mail.server.ts";
import type { PhotoStorage } from "#app/services/photos/storage.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import { buildLeadEmail, headerSafe, relayPayload } from "./message.server.ts";
import type { AccountNotice } from "./outbox.server.ts";
import type { StoredLead, StoredPhoto } from "./store.server.ts";

/** A delivery failure the worker can act on: retry later, or give up and keep the reason. */
export class DeliveryError extends Error {
  readonly permanent: boolean;
  constructor(message: string, permanent: boolean) {
    super(message);
    this.name = "DeliveryError";
    this.permanent = permanent;
  }
}

export interface LeadTransport {
  readonly name: "log" | "smtp" | "relay";
  send(lead: StoredLead, photos: readonly StoredPhoto[]): Promise<void>;
  /** A notice about the owner's account, to the account's own address (see AccountNotice). */
  sendNotice(notice: AccountNotice): Promise<void>;
}

/** Where the transports find a lead's photo files, and the site address their links in the owner's space start with. */
export interface PhotoSource {
  storage: PhotoStorage;
  siteUrl: string;
}

/** Bounds on every network step, so a silent mail server never holds a delivery (or the process) for long. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;
export const RELAY_TIMEOUT_MS = 15_000;

/** The SMTP bounds, or one value for all three steps when MAIL_TIMEOUT_MS sets it. */
export function smtpTimeouts(timeoutMs?: number) {
  return timeoutMs === undefined
    ? SMTP_TIMEOUTS
    : { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs };
}

/** Prints one line per lead, without the visitor's personal data. */
export function createLogTransport(log: (line: string) => void): LeadTransport {
  return {
    name: "log",
    async send(lead, photos) {
      const withPhotos = photos.length > 0 ? ` with ${photos.length} photo${photos.length > 1 ? "s" : ""}` : "";
      log(
        `lead #${lead.id} (${lead.kind}, ${String(lead.fields.service)})${withPhotos} received; MAIL_TRANSPORT=log, no e-mail sent`,
      );
    },
    async sendNotice(notice) {
      log(`account notice (${notice.kind}) for ${notice.to}: ${notice.subject}; MAIL_TRANSPORT=log, no e-mail sent`);
    },
  };
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  message?: string;
}

/** SMTP 5xx replies are final; 4xx replies, timeouts and broken connections are worth another try. */
export function classifySmtpError(error: unknown): DeliveryError {
  const { code, responseCode, message } = (error ?? {}) as SmtpError;
  const reason = [code, responseCode, message].filter(Boolean).join(" ").slice(0, 500) || "unknown SMTP error";
  const permanent = typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
  return new DeliveryError(reason, permanent);
}

/**
 * What nodemailer turns into the message's headers and body. Every header value built from the
 * visitor's input (Subject, Reply-To) or the settings (From, To) has lost its line breaks here.
 */
export function smtpMessage(
  lead: StoredLead,
  options: { to: string; from: string },
  photos: PhotoDelivery = NO_PHOTOS,
): SendMailOptions {
  const email = buildLeadEmail(lead, photos);
  const senderDomain = /@([^>\s]+)/.exec(options.from)?.[1] ?? "localhost";
  return {
    from: headerSafe(options.from),
    to: headerSafe(options.to),
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    html: email.html,
    attachments: photos.attachments,
    // A stable id lets a mail client fold the rare duplicate left by a crash mid-send.
    messageId: `<lead-${lead.id}-${Date.parse(lead.createdAt)}@${senderDomain}>`,
  };
}

/** A value read when a message is sent: the company's published address can change while the server runs. */
type Resolved = string | (() => string);

const resolve = (value: Resolved): string => (typeof value === "function" ? value() : value);

export function createSmtpTransport(options: {
  url: string;
  to: Resolved;
  from: Resolved;
  timeoutMs?: number;
  photos?: PhotoSource | undefined;
}): LeadTransport {
  const transporter = createTransport({ url: options.url, ...smtpTimeouts(options.timeoutMs) });
  return {
    name: "smtp",
    async send(lead, photos) {
      const delivery =
        options.photos && photos.length > 0
          ? await preparePhotoDelivery(photos, options.photos.storage, options.photos.siteUrl)
          : NO_PHOTOS;
      try {
        const addresses = { to: resolve(options.to), from: resolve(options.from) };
        await transporter.sendMail(smtpMessage(lead, addresses, delivery));
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
    async sendNotice(notice) {
      try {
        await transporter.sendMail({
          from: headerSafe(resolve(options.from)),
          to: headerSafe(notice.to),
          ...(notice.replyTo ? { replyTo: headerSafe(notice.replyTo) } : {}),
          subject: headerSafe(notice.subject),
          text: notice.text,
          attachments: notice.attachments?.map((file) => ({
            filename: headerSafe(file.filename),
            contentType: file.contentType,
            content: Buffer.from(file.base64, "base64"),
          })),
        });
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
  };
}

/** HTTP 5xx and 429 mean "later"; any other 4xx will not get better by retrying. */
export function classifyHttpStatus(status: number): DeliveryError | null {
  if (status >= 200 && status < 300) return null;
  const permanent = status >= 400 && status < 500 && status !== 429 && status !== 408;
  return new DeliveryError(`relay answered HTTP ${status}`, permanent);
}

export function createRelayTransport(options: {
  url: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  siteUrl?: string | undefined;
}): LeadTransport {
  const doFetch = options.fetch ?? fetch;
  const post = async (payload: URLSearchParams) => {
    let response: Response;
    try {
      response = await doFetch(options.url, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: payload.toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? RELAY_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new DeliveryError(`relay unreachable (${reason.slice(0, 300)})`, false);
    }
    await response.body?.cancel();
    const failure = classifyHttpStatus(response.status);
    if (failure) throw failure;
  };
  return {
    name: "relay",
    async send(lead, photos) {
      // A relay takes form fields, not files: the photos travel as links to the owner's space.
      const links = options.siteUrl ? photos.map((photo) => photoUrl(options.siteUrl!, photo)) : [];
      await post(relayPayload(lead, links));
    },
    // The relay delivers to the mailbox it was set up for (the company's, which the owner reads).
    async sendNotice(notice) {
      await post(
        new URLSearchParams({ message: notice.text, _subject: notice.subject, _captcha: "false", _template: "box" }),
      );
    },
  };
}

export interface TransportSettings {
  MAIL_TRANSPORT: "log" | "smtp" | "relay";
  SMTP_URL?: string | undefined;
  RELAY_URL?: string | undefined;
  MAIL_TO?: string | undefined;
  MAIL_FROM?: string | undefined;
  MAIL_TIMEOUT_MS?: number | undefined;
}

export function createTransportFromEnv(
  env: TransportSettings,
  log: (line: string) => void,
  photos?: PhotoSource,
): LeadTransport {
  switch (env.MAIL_TRANSPORT) {
    case "smtp":
      return createSmtpTransport({
        url: env.SMTP_URL!,
        // Unset, the addresses follow what the owner publishes as the company's name and e-mail.
        to: env.MAIL_TO ?? (() => publishedCompany().email),
        from:
          env.MAIL_FROM ??
          (() => {
            const company = publishedCompany();
            return `"${company.name}" <${company.email}>`;
          }),
        timeoutMs: env.MAIL_TIMEOUT_MS,
        photos,
      });
    case "relay":
      return createRelayTransport({ url: env.RELAY_URL!, timeoutMs: env.MAIL_TIMEOUT_MS, siteUrl: photos?.siteUrl });
    default:
      return createLogTransport(log);
  }
}
