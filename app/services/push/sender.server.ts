import webpush from "web-push";
import { publishedCompany } from "#app/services/site/company.server.ts";
import type { PushMessage } from "./events.server.ts";
import type { PushSubscriptionInput, VapidKeys } from "./store.server.ts";

/** A push service keeps a message this long for a phone that is off: a request a day old is read in the inbox. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Who signs the pushes (RFC 8292 §2.1): the published company's e-mail as `mailto:`, which a push service may use
 * to reach the site's operator; the site's address when no e-mail is published.
 */
export function vapidSubject(siteUrl: string): string {
  const email = publishedCompany().email;
  return email ? `mailto:${email}` : siteUrl;
}

/** How a push service's refusal is handled (RFC 8030 §5, §6.2 and §7.2). */
export type PushFailureKind =
  /** 404 or 410: the subscription has expired or was withdrawn; the device is removed, nothing is retried. */
  | "gone"
  /** 429 or 5xx, or no answer: tried again with the outbox's backoff, or after Retry-After when the service says. */
  | "retry"
  /** Any other 4xx (a payload too large, a refused VAPID signature): trying again would be refused again. */
  | "permanent";

export class PushFailure extends Error {
  readonly kind: PushFailureKind;
  /** The service's Retry-After, in milliseconds, when it sent one. */
  readonly retryAfterMs: number | null;

  constructor(message: string, kind: PushFailureKind, retryAfterMs: number | null = null) {
    super(message);
    this.kind = kind;
    this.retryAfterMs = retryAfterMs;
  }
}

/** Retry-After as seconds or as an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export function failureOf(status: number, retryAfter: string | null, now: number): PushFailure {
  const message = `push service answered ${status}`;
  if (status === 404 || status === 410) return new PushFailure(message, "gone");
  if (status === 429 || status >= 500) return new PushFailure(message, "retry", retryAfterMs(retryAfter, now));
  return new PushFailure(message, "permanent");
}

export interface PushSenderOptions {
  keys: () => Promise<VapidKeys>;
  /** The VAPID subject (RFC 8292 §2.1): the company's `mailto:` address, or the site's https URL. */
  subject: () => string;
  timeoutMs: number;
  /** How long a push service keeps a message for a phone that is off (TTL, RFC 8030 §5.2). */
  ttlSeconds: number;
  now?: () => number;
}

/**
 * Sends one notification to one device: `web-push` encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID
 * header (RFC 8292); the request itself goes through fetch, which gives its status and Retry-After as they are.
 */
export class PushSender {
  readonly name = "web-push";
  readonly #options: PushSenderOptions;

  constructor(options: PushSenderOptions) {
    this.#options = options;
  }

  async send(subscription: PushSubscriptionInput, message: PushMessage): Promise<void> {
    const keys = await this.#options.keys();
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject: this.#options.subject(), publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: this.#options.ttlSeconds,
        urgency: message.urgent ? "high" : "normal",
        contentEncoding: "aes128gcm",
      },
    );
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: "error",
        signal: AbortSignal.timeout(this.#options.timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      throw new PushFailure(`push service unreachable: ${reason}`, "retry");
    }
    await response.body?.cancel();
    if (!response.ok) {
      throw failureOf(response.status, response.headers.get("retry-after"), (this.#options.now ?? Date.now)());
    }
  }
}
