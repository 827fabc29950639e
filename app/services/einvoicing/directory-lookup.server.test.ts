import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { einvoicingCopy } from "#app/content/einvoicing.ts";
import { startLocalPlatform } from "#server/local-platform.js";
import type { DirectoryAnswer } from "./directory-answer.ts";
import { buyerAddress, chooseLine, DirectoryLookup } from "./directory-lookup.server.ts";
import type { PlatformConnection } from "./platform-api.ts";
import { PlatformClient } from "./platform-client.server.ts";

type LocalPlatform = Awaited<ReturnType<typeof startLocalPlatform>>;

let platform: LocalPlatform;

const connectionTo = (running: LocalPlatform): PlatformConnection => ({
  flowUrl: running.flowUrl,
  directoryUrl: running.directoryUrl,
  tokenUrl: running.tokenUrl,
  clientId: running.clientId,
  clientSecret: running.clientSecret,
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

const apiRequests = async () => ((await admin("/admin/stats")) as { apiRequests: number }).apiRequests;

function lookupOn(running: LocalPlatform, options: { now?: () => number; timeoutMs?: number } = {}) {
  const client = new PlatformClient(connectionTo(running), { timeoutMs: options.timeoutMs ?? 4000 });
  return new DirectoryLookup({ client: async () => ({ key: running.url, client }), now: options.now });
}

describe("the directory lookup against the local platform", () => {
  beforeAll(async () => {
    platform = await startLocalPlatform();
  });
  afterAll(() => platform.close());

  it("gives a page the answer that comes within its wait, the same as a lookup's", async () => {
    const lookup = lookupOn(platform);
    expect(await lookup.lookupWithin("523456788", 3000)).toEqual(await lookupOn(platform).lookup("523456788"));
    expect(await lookup.lookupWithin("523456788", 3000)).toMatchObject({ kind: "receives", siren: "523456788" });
  });

  it("finds a company that receives at its SIREN", async () => {
    expect(await lookupOn(platform).lookup("812 345 676")).toEqual({
      kind: "receives",
      siren: "812345676",
      businessName: "Menuiserie Exemple",
      address: { identifier: "812345676", routingCode: null, routingCodeName: null, siret: null, platformType: "WK" },
      otherLines: 0,
    });
  });

  it("finds the line of an establishment's department, with its routing code", async () => {
    const answer = await lookupOn(platform).lookup("741234561");
    expect(answer).toEqual({
      kind: "receives",
      siren: "741234561",
      businessName: "Hôtel Exemple",
      address: {
        identifier: "741234561_74123456100016_SERVICE-ACHATS",
        routingCode: "SERVICE-ACHATS",
        routingCodeName: "Service des achats",
        siret: "74123456100016",
        platformType: "WK",
      },
      otherLines: 0,
    });
    expect(buyerAddress("741234561", answer)).toEqual({
      identifier: "741234561_74123456100016_SERVICE-ACHATS",
      routingCode: "SERVICE-ACHATS",
    });
  });

  it("keeps to enabled lines: an upcoming suffix is not where the invoice goes", async () => {
    const answer = await lookupOn(platform).lookup("523456788");
    expect(answer).toMatchObject({ kind: "receives", address: { identifier: "523456788_52345678800018" } });
  });

  it("tells a company without a line, an unknown SIREN, a closed company and a mistyped SIREN apart", async () => {
    const lookup = lookupOn(platform);
    expect(await lookup.lookup("434567897")).toEqual({
      kind: "not-registered",
      siren: "434567897",
      businessName: "Boulangerie Exemple",
      upcoming: false,
    });
    expect(await lookup.lookup("732829320")).toEqual({ kind: "unknown-siren", siren: "732829320" });
    expect(await lookup.lookup("345678908")).toEqual({
      kind: "closed",
      siren: "345678908",
      businessName: "Ancienne Société Exemple",
    });
    // One digit off: the Luhn key fails and the platform is not asked.
    const before = await apiRequests();
    expect(await lookup.lookup("812345677")).toEqual({ kind: "invalid-siren" });
    expect(await lookup.lookup("81234567")).toEqual({ kind: "invalid-siren" });
    expect(await apiRequests()).toBe(before);
  });

  it("asks once within the cache's time, again after it, and never keeps a failure", async () => {
    let now = 1_000_000;
    const lookup = lookupOn(platform, { now: () => now });
    const before = await apiRequests();
    const [first, second] = await Promise.all([lookup.lookup("812345676"), lookup.lookup("812 345 676")]);
    expect(second).toEqual(first);
    expect(await apiRequests()).toBe(before + 2);
    now += 4 * 60_000;
    await lookup.lookup("812345676");
    expect(await apiRequests()).toBe(before + 2);
    now += 2 * 60_000;
    await lookup.lookup("812345676");
    expect(await apiRequests()).toBe(before + 4);

    await admin("/admin/faults", { status: 503, count: 2 });
    const down = await lookup.lookup("434567897");
    expect(down).toEqual({
      kind: "unreachable",
      siren: "434567897",
      reason: einvoicingCopy.outcomes.unavailable(503, null),
    });
    expect(await lookup.lookup("434567897")).toMatchObject({ kind: "not-registered" });
  });

  it("says when no platform is configured, without asking anyone", async () => {
    const lookup = new DirectoryLookup({ client: async () => null });
    expect(await lookup.lookup("812345676")).toEqual({ kind: "not-configured" });
    expect(await lookup.lookup("12")).toEqual({ kind: "invalid-siren" });
  });
});

describe("the directory lookup when the platform fails", () => {
  let silent: Server;
  let silentUrl: string;
  beforeAll(async () => {
    // Answers the token, then never answers the directory: the lookup must give up on its own.
    silent = createServer((request, response) => {
      if (request.url === "/token") {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ access_token: "t", expires_in: 300 }));
      }
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    silentUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("tells a directory that does not answer in time as unreachable", async () => {
    const client = new PlatformClient(
      { flowUrl: silentUrl, directoryUrl: silentUrl, tokenUrl: `${silentUrl}/token`, clientId: "a", clientSecret: "b" },
      { timeoutMs: 300 },
    );
    const lookup = new DirectoryLookup({ client: async () => ({ key: "silent", client }) });
    const started = performance.now();
    const answer = await lookup.lookup("812345676");
    expect(answer).toEqual({
      kind: "unreachable",
      siren: "812345676",
      reason: einvoicingCopy.outcomes.unreachable("no answer within 300 ms"),
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("gives a page its answer as pending past the wait, and keeps what the lookup finds afterwards", async () => {
    const client = new PlatformClient(
      { flowUrl: silentUrl, directoryUrl: silentUrl, tokenUrl: `${silentUrl}/token`, clientId: "a", clientSecret: "b" },
      { timeoutMs: 600 },
    );
    const lookup = new DirectoryLookup({ client: async () => ({ key: "silent-page", client }) });
    expect(await lookup.lookupWithin("812 345 676", 100)).toEqual({ kind: "pending", siren: "812345676" });
    // The lookup went on: its own answer, once the client gives up, is what the next ask gets.
    expect(await lookup.lookup("812345676")).toMatchObject({ kind: "unreachable", siren: "812345676" });
  });

  it("tells refused credentials and a closed port as unreachable, with the reason", async () => {
    const refused = new PlatformClient({
      flowUrl: "http://127.0.0.1:9",
      directoryUrl: "http://127.0.0.1:9",
      tokenUrl: "http://127.0.0.1:9/token",
      clientId: "a",
      clientSecret: "b",
    });
    const answer = await new DirectoryLookup({ client: async () => ({ key: "closed", client: refused }) }).lookup(
      "812345676",
    );
    expect(answer).toEqual({
      kind: "unreachable",
      siren: "812345676",
      reason: expect.stringMatching(/^La plateforme ne répond pas \(/),
    });

    const running = await startLocalPlatform();
    const wrongSecret = new PlatformClient({ ...connectionTo(running), clientSecret: "faux" });
    const denied: DirectoryAnswer = await new DirectoryLookup({
      client: async () => ({ key: "denied", client: wrongSecret }),
    })
      .lookup("812345676")
      .finally(() => running.close());
    expect(denied).toEqual({
      kind: "unreachable",
      siren: "812345676",
      reason: einvoicingCopy.outcomes.credentialsRefused,
    });
  });
});

describe("the line an invoice is addressed to", () => {
  const line = (addressingIdentifier: string, extra: Record<string, unknown> = {}) => ({
    addressingIdentifier,
    siren: "812345676",
    directoryLineStatus: "Enabled",
    ...extra,
  });

  it("prefers the SIREN, then an establishment, a department, a suffix, and counts the others", () => {
    const lines = [
      line("812345676_COMPTA", { addressingSuffix: "COMPTA" }),
      line("812345676_81234567600011_ACHATS", {
        siret: "81234567600011",
        routingCode: { routingIdentifier: "ACHATS" },
      }),
      line("812345676_81234567600011", { siret: "81234567600011" }),
      line("812345676"),
    ];
    expect(chooseLine("812345676", lines)).toEqual({ line: lines[3], others: 3 });
    expect(chooseLine("812345676", lines.slice(0, 3))).toEqual({ line: lines[2], others: 2 });
    expect(chooseLine("812345676", lines.slice(0, 2))).toEqual({ line: lines[1], others: 1 });
  });

  it("leaves out what an invoice cannot carry or the company does not use yet", () => {
    expect(
      chooseLine("812345676", [
        line("812345676", { directoryLineStatus: "Disabled" }),
        line("812345676_X", { directoryLineStatus: "Upcoming" }),
        line("812345676_81234567600011_A/B", { routingCode: { routingIdentifier: "A/B" } }),
        line("999999999_X", { siren: "812345676" }),
        line("812345676_Y", { directoryLineStatus: undefined }),
      ]),
    ).toBeNull();
  });

  it("addresses the invoice to the SIREN when the directory did not give a line", () => {
    expect(buyerAddress("812345676", null)).toEqual({ identifier: "812345676", routingCode: null });
    expect(buyerAddress("812345676", { kind: "unreachable", siren: "812345676", reason: "" })).toEqual({
      identifier: "812345676",
      routingCode: null,
    });
    expect(
      buyerAddress("434567897", {
        kind: "receives",
        siren: "812345676",
        businessName: null,
        address: { identifier: "812345676", routingCode: null, routingCodeName: null, siret: null, platformType: null },
        otherLines: 0,
      }),
    ).toEqual({ identifier: "434567897", routingCode: null });
  });
});
