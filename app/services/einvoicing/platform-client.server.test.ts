import { createServer, type Server } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLocalPlatform } from "#server/local-platform.js";
import type { FlowInfo, PlatformConnection } from "./platform-api.ts";
import { PlatformClient, parseRetryAfter } from "./platform-client.server.ts";

type LocalPlatform = Awaited<ReturnType<typeof startLocalPlatform>>;

let platform: LocalPlatform;

const connectionTo = (running: LocalPlatform, secret = running.clientSecret): PlatformConnection => ({
  flowUrl: running.flowUrl,
  directoryUrl: running.directoryUrl,
  tokenUrl: running.tokenUrl,
  clientId: running.clientId,
  clientSecret: secret,
});

async function admin(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${platform.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.status === 204 ? null : response.json();
}

const tokensIssued = async () => ((await admin("/admin/stats")) as { tokensIssued: number }).tokensIssued;

const invoice = (trackingId: string): FlowInfo => ({
  flowSyntax: "CII",
  name: `${trackingId}.xml`,
  processingRule: "B2B",
  trackingId,
});
const file = (text: string) => new TextEncoder().encode(`<rsm:CrossIndustryInvoice>${text}</rsm:CrossIndustryInvoice>`);

describe("the platform client against the local platform", () => {
  beforeEach(async () => {
    // Acknowledgements far in the future: the search tests see each flow exactly once, as deposited.
    platform = await startLocalPlatform({ acknowledgementDelayMs: 60_000 });
  });
  afterEach(() => platform.close());

  it("asks one token for many calls, then a new one once the cached token nears its expiry", async () => {
    let now = Date.now();
    const client = new PlatformClient(connectionTo(platform), { now: () => now });
    await Promise.all([client.lookupSiren("812345676"), client.lookupSiren("523456788")]);
    expect((await client.lookupSiren("434567897")).ok).toBe(true);
    expect(await tokensIssued()).toBe(1);
    now += 3_600_000 - 29_000;
    expect((await client.lookupSiren("812345676")).ok).toBe(true);
    expect(await tokensIssued()).toBe(2);
  });

  it("takes a new token once when the platform drops the cached one before its announced expiry", async () => {
    await platform.close();
    platform = await startLocalPlatform({ tokenLifetimeSeconds: 1 });
    const frozen = Date.now();
    // The client believes its token is fresh (its clock stands still); the platform's has expired.
    const client = new PlatformClient(connectionTo(platform), { now: () => frozen });
    expect((await client.lookupSiren("812345676")).ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const record = await client.lookupSiren("812345676");
    expect(record).toEqual({ ok: true, value: expect.objectContaining({ businessName: "Menuiserie Exemple" }) });
    expect(await tokensIssued()).toBe(2);
  });

  it("reports refused credentials, without the secret anywhere in the result", async () => {
    const client = new PlatformClient(connectionTo(platform, "not-the-secret-4f9a"));
    const result = await client.lookupSiren("812345676");
    expect(result).toEqual({ ok: false, failure: { kind: "credentials-refused", status: 401 } });
    expect(JSON.stringify(result)).not.toContain("not-the-secret-4f9a");
    expect(await tokensIssued()).toBe(0);
  });

  it("reads a 429's Retry-After in seconds, and a 503's as an HTTP date or none", async () => {
    const client = new PlatformClient(connectionTo(platform));
    expect((await client.accessToken()).ok).toBe(true);
    await admin("/admin/faults", { status: 429, retryAfter: 7 });
    expect(await client.lookupSiren("812345676")).toEqual({
      ok: false,
      failure: { kind: "unavailable", status: 429, retryAfterMs: 7000 },
    });
    const at = new Date(Date.now() + 120_000).toUTCString();
    await admin("/admin/faults", { status: 503, retryAfter: at });
    const dated = await client.searchFlows({ updatedAfter: "2026-01-01T00:00:00Z" });
    expect(dated.ok).toBe(false);
    if (!dated.ok && dated.failure.kind === "unavailable") {
      expect(dated.failure.status).toBe(503);
      expect(dated.failure.retryAfterMs).toBeGreaterThan(100_000);
      expect(dated.failure.retryAfterMs).toBeLessThanOrEqual(120_000);
    } else {
      throw new Error(`expected a 503, got ${JSON.stringify(dated)}`);
    }
    await admin("/admin/faults", { status: 503 });
    expect(await client.lookupSiren("812345676")).toEqual({
      ok: false,
      failure: { kind: "unavailable", status: 503, retryAfterMs: null },
    });
    expect((await client.lookupSiren("812345676")).ok).toBe(true);
  });

  it("pages through flows with the strict updatedAfter cursor, 100 at most per page, none seen twice", async () => {
    const client = new PlatformClient(connectionTo(platform));
    const start = new Date(Date.now() - 1000).toISOString();
    const deposited: string[] = [];
    for (let index = 0; index < 230; index += 1) {
      const flow = await client.depositFlow(invoice(`F-2026-${index}`), file(String(index)));
      if (!flow.ok) throw new Error(JSON.stringify(flow.failure));
      deposited.push(flow.value.flowId);
    }
    const first = await client.searchFlows({ updatedAfter: start, flowDirection: ["Out"] });
    if (!first.ok) throw new Error(JSON.stringify(first.failure));
    expect(first.value.flows).toHaveLength(100);
    expect(first.value.nextUpdatedAfter).toBe(first.value.flows[99]?.updatedAt);
    const pages = [first.value.flows.length];
    let cursor = first.value.nextUpdatedAfter;
    while (cursor) {
      const page = await client.searchFlows({ updatedAfter: cursor, flowDirection: ["Out"] });
      if (!page.ok) throw new Error(JSON.stringify(page.failure));
      pages.push(page.value.flows.length);
      cursor = page.value.nextUpdatedAfter;
    }
    expect(pages).toEqual([100, 100, 30]);

    const all = await client.searchFlowsSince({ updatedAfter: start, flowDirection: ["Out"] });
    if (!all.ok) throw new Error(JSON.stringify(all.failure));
    expect(all.value.flows.map((flow) => flow.flowId)).toEqual(deposited);
    const after = await client.searchFlowsSince({ updatedAfter: all.value.updatedAfter });
    expect(after).toEqual({ ok: true, value: { flows: [], updatedAfter: all.value.updatedAfter } });
  });

  it("deposits a flow once per trackingId and downloads what was deposited", async () => {
    const client = new PlatformClient(connectionTo(platform));
    const first = await client.depositFlow(invoice("F-2026-0042"), file("42"));
    const again = await client.depositFlow(invoice("F-2026-0042"), file("42"));
    if (!first.ok || !again.ok) throw new Error("deposit refused");
    expect(again.value.flowId).toBe(first.value.flowId);
    expect(first.value.acknowledgement?.status).toBe("Pending");
    expect(await client.depositFlow(invoice("F-2026-0042"), file("43"))).toEqual({
      ok: false,
      failure: expect.objectContaining({ kind: "rejected", status: 409, errorCode: "TRACKING_ID_REUSED" }),
    });
    const metadata = await client.getFlow(first.value.flowId);
    expect(metadata).toEqual({ ok: true, value: expect.objectContaining({ trackingId: "F-2026-0042" }) });
    const original = await client.getFlow(first.value.flowId, "Original");
    expect(original.ok && new TextDecoder().decode(original.value)).toBe(new TextDecoder().decode(file("42")));
    expect(await client.getFlow("no-such-flow")).toEqual({
      ok: false,
      failure: expect.objectContaining({ kind: "rejected", status: 404 }),
    });
  });

  it("finds where a business receives its invoices, and tells one that does not receive yet", async () => {
    const client = new PlatformClient(connectionTo(platform));
    expect(await client.lookupSiren("812345676")).toEqual({
      ok: true,
      value: expect.objectContaining({ siren: "812345676", businessName: "Menuiserie Exemple" }),
    });
    expect(await client.lookupSiren("111111118")).toEqual({ ok: true, value: null });
    const lines = await client.searchDirectoryLines({ siren: "523456788" });
    expect(lines.ok && lines.value.lines.map((line) => line.addressingIdentifier)).toEqual([
      "523456788_52345678800018",
      "523456788_COMPTA",
    ]);
    expect(await client.searchDirectoryLines({ siren: "434567897" })).toEqual({
      ok: true,
      value: { lines: [], total: 0 },
    });
    const paged = await client.searchDirectoryLines({ siren: "523456788", limit: 1, ignore: 1 });
    expect(paged.ok && paged.value).toEqual({
      lines: [expect.objectContaining({ addressingSuffix: "COMPTA" })],
      total: 2,
    });
  });
});

describe("the platform client without a platform", () => {
  let silent: Server;
  afterEach(() => new Promise((resolve) => silent?.close(resolve)));

  it("says unreachable when nothing listens, and when the platform never answers within the timeout", async () => {
    const closed = await startLocalPlatform();
    const connection = connectionTo(closed);
    await closed.close();
    expect(await new PlatformClient(connection).accessToken()).toEqual({
      ok: false,
      failure: { kind: "unreachable", detail: "ECONNREFUSED" },
    });

    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const client = new PlatformClient(
      { ...connection, tokenUrl: `http://127.0.0.1:${port}/token` },
      { timeoutMs: 300 },
    );
    const started = Date.now();
    expect(await client.accessToken()).toEqual({
      ok: false,
      failure: { kind: "unreachable", detail: "no answer within 300 ms" },
    });
    expect(Date.now() - started).toBeLessThan(3000);
    silent.closeAllConnections();
  });

  it("reads Retry-After as seconds or a date, and ignores what is neither", () => {
    const now = Date.parse("2026-11-28T10:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter("Sat, 28 Nov 2026 10:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Sat, 28 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
