import { createHash } from "node:crypto";
import { z } from "zod";
import type {
  DirectoryPage,
  DirectorySearch,
  Flow,
  FlowDocType,
  FlowInfo,
  FlowPage,
  FlowSearch,
  PlatformConnection,
  PlatformFailure,
  PlatformResult,
  SirenRecord,
} from "./platform-api.ts";

/** The standard's page size: every platform serves 100 results a page, some refuse more. */
export const PAGE_LIMIT = 100;
const DEFAULT_TIMEOUT_MS = 15_000;

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().positive().optional(),
});
const flowAnswer = z.looseObject({
  flowId: z.string().min(1),
  updatedAt: z.string().min(1),
  acknowledgement: z.looseObject({ status: z.enum(["Pending", "Ok", "Error"]) }).optional(),
});
const flowsAnswer = z.looseObject({ results: z.array(flowAnswer) });
const sirenAnswer = z.looseObject({ siren: z.string().regex(/^\d{9}$/) });
const directoryAnswer = z.looseObject({
  results: z.array(z.looseObject({ addressingIdentifier: z.string().min(1), siren: z.string() })),
  totalNumberOfResults: z.number().int().nonnegative(),
});
const errorAnswer = z.looseObject({ errorCode: z.string().optional(), errorMessage: z.string().optional() });

/**
 * `Retry-After` as seconds or as an HTTP date, in milliseconds from `now`; null when absent or unreadable.
 * A date in the past means "now" (0).
 */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const ok = <T>(value: T): PlatformResult<T> => ({ ok: true, value });
const fail = (failure: PlatformFailure): { ok: false; failure: PlatformFailure } => ({ ok: false, failure });

/** A failed answer's reason: 429 and 5xx say "later" (with the platform's delay), 401 and 403 "not these credentials". */
async function failureOf(response: Response, now: number): Promise<PlatformFailure> {
  const { status } = response;
  if (status === 401 || status === 403) return { kind: "credentials-refused", status };
  if (status === 429 || status >= 500) {
    return { kind: "unavailable", status, retryAfterMs: parseRetryAfter(response.headers.get("retry-after"), now) };
  }
  const body = errorAnswer.safeParse(await response.json().catch(() => null));
  return {
    kind: "rejected",
    status,
    errorCode: body.success ? (body.data.errorCode ?? null) : null,
    errorMessage: body.success ? (body.data.errorMessage ?? null) : null,
  };
}

/** A request that never got an answer: the network's reason (refused, unknown host, timeout), never a URL's secret. */
function unreachable(error: unknown, timeoutMs: number): PlatformFailure {
  if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return { kind: "unreachable", detail: `no answer within ${timeoutMs} ms` };
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === "string" ? cause.code : null;
  return { kind: "unreachable", detail: code ?? (error instanceof Error ? error.message : "network error") };
}

export interface PlatformClientOptions {
  /** One bound for each request, answer's body included. */
  timeoutMs?: number;
  now?: () => number;
}

/**
 * The site's one way to its approved platform (AFNOR XP Z12-013): an OAuth2 client-credentials token, kept until
 * shortly before it expires and shared by concurrent calls, then the Flow and Directory services with it. Every call
 * answers a `PlatformResult`: the value, or why not (unreachable, credentials refused, unavailable with the
 * platform's Retry-After, rejected with its error code), so the outbox can retry what is worth retrying. The client
 * secret leaves this object only in the token request's Authorization header.
 */
export class PlatformClient {
  readonly #connection: PlatformConnection;
  readonly #timeoutMs: number;
  readonly #now: () => number;
  #token: { value: string; expiresAt: number } | null = null;
  #tokenRequest: Promise<PlatformResult<string>> | null = null;

  constructor(connection: PlatformConnection, options: PlatformClientOptions = {}) {
    this.#connection = connection;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#now = options.now ?? Date.now;
  }

  /** A valid access token: the cached one, or a new one asked once however many calls wait for it. */
  async accessToken(): Promise<PlatformResult<string>> {
    if (this.#token && this.#token.expiresAt > this.#now()) return ok(this.#token.value);
    this.#tokenRequest ??= this.#requestToken().finally(() => {
      this.#tokenRequest = null;
    });
    return this.#tokenRequest;
  }

  async #requestToken(): Promise<PlatformResult<string>> {
    const { tokenUrl, clientId, clientSecret } = this.#connection;
    // RFC 6749 §2.3.1: the credentials form-encoded, then joined for HTTP Basic.
    const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString("base64");
    const answer = await this.#fetch(tokenUrl, {
      method: "POST",
      headers: {
        Authorization: `Basic ${basic}`,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
    });
    if (!answer.ok) return answer;
    const response = answer.value;
    // RFC 6749 §5.2: a refused client is 400 invalid_client (or 401); the platform's other 400s are its own.
    if (response.status === 400) {
      const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
      if (body?.error === "invalid_client" || body?.error === "unauthorized_client") {
        return fail({ kind: "credentials-refused", status: 400 });
      }
      return fail({ kind: "rejected", status: 400, errorCode: String(body?.error ?? ""), errorMessage: null });
    }
    if (!response.ok) return fail(await failureOf(response, this.#now()));
    const parsed = tokenAnswer.safeParse(await response.json().catch(() => null));
    if (!parsed.success) return fail({ kind: "invalid-answer", detail: "token answer without access_token" });
    // Renewed a little before the platform's expiry, so a call never leaves with a token about to die.
    const lifetimeMs = (parsed.data.expires_in ?? 300) * 1000;
    this.#token = {
      value: parsed.data.access_token,
      expiresAt: this.#now() + lifetimeMs - Math.min(30_000, lifetimeMs / 2),
    };
    return ok(parsed.data.access_token);
  }

  async #fetch(url: string, init: RequestInit): Promise<PlatformResult<Response>> {
    try {
      return ok(await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(this.#timeoutMs) }));
    } catch (error) {
      return fail(unreachable(error, this.#timeoutMs));
    }
  }

  /**
   * One API call with the token; a 401 means the platform dropped the token before its expiry (revoked, restarted),
   * so a new one is asked once and the call made again.
   */
  async #authorized(url: string, init: RequestInit): Promise<PlatformResult<Response>> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.accessToken();
      if (!token.ok) return token;
      const answer = await this.#fetch(url, {
        ...init,
        headers: { ...init.headers, Authorization: `Bearer ${token.value}`, Accept: "application/json" },
      });
      if (!answer.ok || answer.value.status !== 401 || attempt > 0) return answer;
      this.#token = null;
    }
  }

  async #json<T>(url: string, init: RequestInit, expected: number[], schema: z.ZodType<T>): Promise<PlatformResult<T>> {
    const answer = await this.#authorized(url, init);
    if (!answer.ok) return answer;
    const response = answer.value;
    if (!expected.includes(response.status)) return fail(await failureOf(response, this.#now()));
    const parsed = schema.safeParse(await response.json().catch(() => null));
    return parsed.success ? ok(parsed.data) : fail({ kind: "invalid-answer", detail: `unexpected answer from ${url}` });
  }

  #flowUrl(path: string): string {
    return `${this.#connection.flowUrl.replace(/\/+$/, "")}/v1${path}`;
  }

  #directoryUrl(path: string): string {
    return `${this.#connection.directoryUrl.replace(/\/+$/, "")}/v1${path}`;
  }

  /**
   * Deposits one file (`POST /v1/flows`, multipart `file` + `flowInfo`), with its SHA-256 so the platform checks what
   * it received. Accepted (202) is not yet checked: the flow's acknowledgement says Pending, then Ok or Error. The
   * same trackingId sent again gets the same flow back, so a retry after a lost answer deposits nothing twice.
   */
  async depositFlow(info: FlowInfo, file: Uint8Array): Promise<PlatformResult<Flow>> {
    const sha256 = createHash("sha256").update(file).digest("hex");
    const body = new FormData();
    body.set("flowInfo", JSON.stringify({ ...info, sha256 }));
    body.set("file", new Blob([file as Uint8Array<ArrayBuffer>]), info.name);
    return this.#json(this.#flowUrl("/flows"), { method: "POST", body }, [200, 201, 202], flowAnswer) as Promise<
      PlatformResult<Flow>
    >;
  }

  /**
   * One page of flows updated strictly after `updatedAfter`, oldest first. The next page starts after the latest
   * `updatedAt` of this one; a short page is the last.
   */
  async searchFlows(search: FlowSearch): Promise<PlatformResult<FlowPage>> {
    const limit = Math.min(search.limit ?? PAGE_LIMIT, PAGE_LIMIT);
    const where: Record<string, unknown> = { updatedAfter: search.updatedAfter };
    if (search.flowType) where.flowType = search.flowType;
    if (search.flowDirection) where.flowDirection = search.flowDirection;
    const answer = await this.#json(
      this.#flowUrl("/flows/search"),
      { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ where, limit }) },
      [200],
      flowsAnswer,
    );
    if (!answer.ok) return answer;
    const flows = answer.value.results as Flow[];
    const latest = flows.reduce<string | null>(
      (max, flow) => (max === null || Date.parse(flow.updatedAt) > Date.parse(max) ? flow.updatedAt : max),
      null,
    );
    return ok({ flows, nextUpdatedAfter: flows.length < limit ? null : latest });
  }

  /**
   * Every flow updated after `search.updatedAfter`, page after page, up to `maxPages` (a poll that would read more
   * goes on from the returned cursor next time). `updatedAfter` in the value is where the next poll starts.
   */
  async searchFlowsSince(
    search: FlowSearch,
    maxPages = 20,
  ): Promise<PlatformResult<{ flows: Flow[]; updatedAfter: string }>> {
    const flows: Flow[] = [];
    let cursor = search.updatedAfter;
    for (let page = 0; page < maxPages; page += 1) {
      const answer = await this.searchFlows({ ...search, updatedAfter: cursor });
      if (!answer.ok) return answer;
      flows.push(...answer.value.flows);
      const last = answer.value.flows.at(-1);
      if (answer.value.nextUpdatedAfter === null) return ok({ flows, updatedAfter: last ? last.updatedAt : cursor });
      cursor = answer.value.nextUpdatedAfter;
    }
    return ok({ flows, updatedAfter: cursor });
  }

  /** A flow's metadata (`docType` Metadata, the default). */
  getFlow(flowId: string): Promise<PlatformResult<Flow>>;
  /** One of a flow's files: the deposited Original, the platform's Converted one or its ReadableView. */
  getFlow(flowId: string, docType: Exclude<FlowDocType, "Metadata">): Promise<PlatformResult<Uint8Array>>;
  async getFlow(flowId: string, docType: FlowDocType = "Metadata"): Promise<PlatformResult<Flow | Uint8Array>> {
    const url = `${this.#flowUrl(`/flows/${encodeURIComponent(flowId)}`)}?docType=${docType}`;
    if (docType === "Metadata")
      return this.#json(url, { method: "GET" }, [200], flowAnswer) as Promise<PlatformResult<Flow>>;
    const answer = await this.#authorized(url, { method: "GET" });
    if (!answer.ok) return answer;
    if (answer.value.status !== 200) return fail(await failureOf(answer.value, this.#now()));
    return ok(new Uint8Array(await answer.value.arrayBuffer()));
  }

  /** The register's record of a business (`GET /v1/siren/code-insee:{siren}`); null when the directory has none. */
  async lookupSiren(siren: string): Promise<PlatformResult<SirenRecord | null>> {
    if (!/^\d{9}$/.test(siren)) throw new RangeError("a SIREN is nine digits");
    const answer = await this.#authorized(this.#directoryUrl(`/siren/code-insee:${siren}`), { method: "GET" });
    if (!answer.ok) return answer;
    if (answer.value.status === 404) return ok(null);
    if (answer.value.status !== 200) return fail(await failureOf(answer.value, this.#now()));
    const parsed = sirenAnswer.safeParse(await answer.value.json().catch(() => null));
    if (!parsed.success || parsed.data.siren !== siren) {
      return fail({ kind: "invalid-answer", detail: "the directory answered for another SIREN" });
    }
    return ok(parsed.data as SirenRecord);
  }

  /**
   * Where a business receives its invoices (`POST /v1/directory-line/search`): its directory lines, each with the
   * addressing identifier an invoice names. No line (204) means it has not chosen a platform yet.
   */
  async searchDirectoryLines(search: DirectorySearch): Promise<PlatformResult<DirectoryPage>> {
    if (!/^\d{9}$/.test(search.siren)) throw new RangeError("a SIREN is nine digits");
    const filters: Record<string, unknown> = { siren: { op: "strict", value: search.siren } };
    if (search.siret) filters.siret = { op: "strict", value: search.siret };
    const body = {
      filters,
      limit: Math.min(search.limit ?? PAGE_LIMIT, PAGE_LIMIT),
      ignore: search.ignore ?? 0,
      sorting: [{ field: "addressingIdentifier", sortingOrder: "ascending" }],
    };
    const url = this.#directoryUrl("/directory-line/search");
    const answer = await this.#authorized(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!answer.ok) return answer;
    const response = answer.value;
    if (response.status === 204) return ok({ lines: [], total: 0 });
    // 206: a part of the lines, the rest on the next pages (`ignore`).
    if (response.status !== 200 && response.status !== 206) return fail(await failureOf(response, this.#now()));
    const parsed = directoryAnswer.safeParse(await response.json().catch(() => null));
    if (!parsed.success) return fail({ kind: "invalid-answer", detail: `unexpected answer from ${url}` });
    return ok({ lines: parsed.data.results as DirectoryPage["lines"], total: parsed.data.totalNumberOfResults });
  }
}
