import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readSupplierInvoiceFile } from "#app/services/purchases/supplier-invoice-pdf.server.ts";
import { startLocalPlatform } from "./local-platform.js";
import { statusMessage } from "./local-platform-cdar.js";

const validators = {
  CII: path.resolve("../shared/validators/en16931-cii/check-cii"),
  "Factur-X": path.resolve("../shared/validators/en16931-cii/check-cii"),
  UBL: path.resolve("../shared/validators/en16931-ubl/check-ubl"),
} as const;
const noValidatorReason = "skipped when ../shared/validators/en16931-cii and en16931-ubl are missing";
const noValidator = !existsSync(validators.CII) || !existsSync(validators.UBL);

/** The CEN's rules on a delivered file, run by the CEN's own artefacts. */
function checkEn16931(syntax: keyof typeof validators, bytes: Uint8Array): { status: number | null; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "local-platform-"));
  try {
    const file = path.join(dir, syntax === "Factur-X" ? "facture.pdf" : "facture.xml");
    writeFileSync(file, bytes);
    const run = spawnSync(validators[syntax], [file], { encoding: "utf8" });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const company = { siren: "732829320", name: "Toitures de la Gohelle", vatNumber: "FR44732829320" };

type LocalPlatform = Awaited<ReturnType<typeof startLocalPlatform>>;
let platform: LocalPlatform;
let token: string;

async function tokenFor(body: string, authorization?: string): Promise<Response> {
  return fetch(platform.tokenUrl, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(authorization ? { Authorization: authorization } : {}),
    },
    body,
  });
}

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${platform.url}${path}`, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } });

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${platform.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });

function deposit(content: string, info: Record<string, unknown>): Promise<Response> {
  const form = new FormData();
  form.set("flowInfo", JSON.stringify({ flowSyntax: "CII", name: "f.xml", processingRule: "B2B", ...info }));
  form.set("file", new Blob([content]), "f.xml");
  return api("/afnor-flow/v1/flows", { method: "POST", body: form });
}

/** A bare CII invoice with the facts a status names: its number, type, date and the two SIRENs. */
const invoiceXml = (number: string) =>
  `<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="r" xmlns:udt="u"><rsm:ExchangedDocument><ram:ID>${number}</ram:ID><ram:TypeCode>380</ram:TypeCode><ram:IssueDateTime><udt:DateTimeString format="102">20261123</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument><ram:SellerTradeParty><ram:Name>Toitures Martin</ram:Name><ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">812345676</ram:ID></ram:SpecifiedLegalOrganization></ram:SellerTradeParty><ram:BuyerTradeParty><ram:Name>SARL Entrepôts du Nord</ram:Name><ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">732829320</ram:ID></ram:SpecifiedLegalOrganization></ram:BuyerTradeParty></rsm:CrossIndustryInvoice>`;

async function original(flowId: string): Promise<string> {
  return (await api(`/afnor-flow/v1/flows/${flowId}?docType=Original`)).text();
}

async function flowsSince(updatedAfter: string): Promise<Record<string, unknown>[]> {
  const response = await post("/afnor-flow/v1/flows/search", { where: { updatedAfter } });
  return ((await response.json()) as { results: Record<string, unknown>[] }).results;
}

const until = async (check: () => Promise<boolean>) => {
  for (let tries = 0; tries < 100 && !(await check()); tries += 1) await new Promise((r) => setTimeout(r, 20));
};

describe("the local e-invoicing platform", () => {
  beforeEach(async () => {
    platform = await startLocalPlatform({ acknowledgementDelayMs: 50 });
    const answer = await tokenFor(
      `grant_type=client_credentials&client_id=${platform.clientId}&client_secret=${platform.clientSecret}`,
    );
    token = ((await answer.json()) as { access_token: string }).access_token;
  });
  afterEach(() => platform.close());

  it("gives tokens for its client credentials only, by HTTP Basic or in the form", async () => {
    const basic = `Basic ${Buffer.from(`${platform.clientId}:${platform.clientSecret}`).toString("base64")}`;
    const good = await tokenFor("grant_type=client_credentials", basic);
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual(expect.objectContaining({ token_type: "Bearer", expires_in: 3600 }));
    const wrong = await tokenFor("grant_type=client_credentials", `Basic ${Buffer.from("a:b").toString("base64")}`);
    expect([wrong.status, await wrong.json()]).toEqual([401, { error: "invalid_client" }]);
    expect((await tokenFor("grant_type=password", basic)).status).toBe(400);
    token = "forged";
    expect((await api("/afnor-directory/v1/siren/code-insee:812345676")).status).toBe(401);
  });

  it("acknowledges a deposit after a delay, Ok then Déposée (200), or Error when told to", async () => {
    const start = new Date(Date.now() - 1000).toISOString();
    const accepted = await deposit(invoiceXml("A-1"), { trackingId: "A-1" });
    expect(accepted.status).toBe(202);
    const flow = (await accepted.json()) as { flowId: string; acknowledgement: { status: string } };
    expect(flow.acknowledgement.status).toBe("Pending");
    await until(async () => (await flowsSince(start)).length === 2);
    const [invoice, lifecycle] = await flowsSince(start);
    expect(invoice).toEqual(expect.objectContaining({ flowId: flow.flowId, acknowledgement: { status: "Ok" } }));
    expect(lifecycle).toEqual(
      expect.objectContaining({ flowSyntax: "CDAR", flowDirection: "In", flowType: "CustomerInvoiceLC" }),
    );
    const deposited = await original(lifecycle?.flowId as string);
    expect(deposited).toContain("<ram:IssuerAssignedID>A-1</ram:IssuerAssignedID>");
    expect(deposited).toContain("<ram:ProcessConditionCode>200</ram:ProcessConditionCode>");

    await post("/admin/acknowledgements", { status: "Error", reasonCode: "BR-FR-01", reasonMessage: "SIREN absent" });
    const refused = (await (await deposit("<b/>", { trackingId: "A-2" })).json()) as { flowId: string };
    await until(async () => {
      const found = (await flowsSince(start)).find((f) => f.flowId === refused.flowId);
      return (found?.acknowledgement as { status: string } | undefined)?.status === "Error";
    });
    const found = (await flowsSince(start)).find((f) => f.flowId === refused.flowId);
    expect(found?.acknowledgement).toEqual({
      status: "Error",
      details: [{ item: "file", level: "Error", reasonCode: "BR-FR-01", reasonMessage: "SIREN absent" }],
    });
  });

  it("plays a scripted lifecycle as CDAR messages: Approuvée (205), then Refusée (210) with its reason", async () => {
    const first = (await (await deposit(invoiceXml("L-1"), { trackingId: "L-1" })).json()) as { flowId: string };
    const approved = await post(`/admin/flows/${first.flowId}/lifecycle`, { statusCode: 205 });
    expect(approved.status).toBe(201);
    const approval = (await approved.json()) as { flowId: string; flowSyntax: string; flowDirection: string };
    expect([approval.flowSyntax, approval.flowDirection]).toEqual(["CDAR", "In"]);
    expect(await original(approval.flowId)).toContain("<ram:ProcessConditionCode>205</ram:ProcessConditionCode>");
    const second = (await (await deposit(invoiceXml("L-2"), { trackingId: "L-2" })).json()) as { flowId: string };
    const refused = (await (
      await post(`/admin/flows/${second.flowId}/lifecycle`, { statusCode: 210, reasonCode: "DOUBLON" })
    ).json()) as { flowId: string };
    const refusal = await original(refused.flowId);
    expect(refusal).toContain("<ram:IssuerAssignedID>L-2</ram:IssuerAssignedID>");
    expect(refusal).toContain("<ram:ReasonCode>DOUBLON</ram:ReasonCode>");
    expect((await post(`/admin/flows/${second.flowId}/lifecycle`, { statusCode: 299 })).status).toBe(400);
    expect((await post("/admin/flows/unknown/lifecycle", { statusCode: 205 })).status).toBe(404);
    // A file in which no invoice can be read has no status to give.
    const blank = (await (await deposit("<a/>", { trackingId: "L-3" })).json()) as { flowId: string };
    expect((await post(`/admin/flows/${blank.flowId}/lifecycle`, { statusCode: 205 })).status).toBe(409);
  });

  it("refuses a file whose sha256 differs, a bad flowInfo, and a page larger than 100", async () => {
    const wrong = await deposit("<a/>", { sha256: createHash("sha256").update("<b/>").digest("hex") });
    expect([wrong.status, ((await wrong.json()) as { errorCode: string }).errorCode]).toEqual([400, "SHA256_MISMATCH"]);
    const right = await deposit("<a/>", { sha256: createHash("sha256").update("<a/>").digest("hex") });
    expect(right.status).toBe(202);
    expect((await deposit("<a/>", { flowSyntax: "PDF" })).status).toBe(400);
    expect((await deposit("<a/>", { processingRule: "Anything" })).status).toBe(400);
    const page = await post("/afnor-flow/v1/flows/search", {
      where: { updatedAfter: "2026-01-01T00:00:00Z" },
      limit: 101,
    });
    expect(page.status).toBe(400);
    expect((await post("/afnor-flow/v1/flows/search", { where: {} })).status).toBe(400);
  });

  it("answers 429 or 503 on demand, with the Retry-After asked, then serves again", async () => {
    await post("/admin/faults", { status: 429, retryAfter: 30, count: 2 });
    for (const _ of [1, 2]) {
      const throttled = await api("/afnor-directory/v1/siren/code-insee:812345676");
      expect([throttled.status, throttled.headers.get("retry-after")]).toEqual([429, "30"]);
    }
    expect((await api("/afnor-directory/v1/siren/code-insee:812345676")).status).toBe(200);
  });

  it("answers late on demand, as a slow platform does, then at once again", async () => {
    expect((await post("/admin/faults", { delayMs: 0 })).status).toBe(400);
    await post("/admin/faults", { delayMs: 400, pathPrefix: "/afnor-directory" });
    // A flow search meanwhile is not the directory: it does not take the delay.
    expect(
      (await post("/afnor-flow/v1/flows/search", { where: { updatedAfter: new Date(0).toISOString() } })).status,
    ).toBe(200);
    const started = performance.now();
    const late = await api("/afnor-directory/v1/siren/code-insee:812345676");
    expect(late.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect((await api("/afnor-directory/v1/siren/code-insee:812345676")).status).toBe(200);
  });

  async function deliver(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const response = await fetch(`${platform.url}/admin/supplier-invoices`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Record<string, unknown>;
  }

  it("delivers supplier invoices addressed to the company, in CII, Factur-X and UBL, that read back as sent", async () => {
    const start = new Date(Date.now() - 1000).toISOString();
    const files: { syntax: "CII" | "Factur-X" | "UBL"; bytes: Uint8Array }[] = [];
    for (const syntax of ["CII", "Factur-X", "UBL"] as const) {
      const flow = await deliver({ syntax, buyer: company });
      expect(flow).toEqual(
        expect.objectContaining({
          flowDirection: "In",
          flowType: "SupplierInvoice",
          flowSyntax: syntax,
          processingRule: "B2B",
          acknowledgement: { status: "Ok" },
        }),
      );
      const bytes = new Uint8Array(
        await (await api(`/afnor-flow/v1/flows/${flow.flowId}?docType=Original`)).arrayBuffer(),
      );
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(flow.sha256);
      const read = readSupplierInvoiceFile(bytes);
      if (!read.ok) throw new Error(read.reason);
      expect(read.invoice.buyer).toEqual(
        expect.objectContaining({ name: company.name, siren: company.siren, vatNumber: company.vatNumber }),
      );
      expect(read.invoice.supplier.siren).toMatch(/^62\d{7}$/);
      expect(read.invoice.currency).toBe("EUR");
      expect(read.invoice.issueDate).toBe(
        new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date()),
      );
      files.push({ syntax, bytes });
    }
    const delivered = await post("/afnor-flow/v1/flows/search", {
      where: { updatedAfter: start, flowDirection: ["In"], flowType: ["SupplierInvoice"] },
    });
    const numbers = ((await delivered.json()) as { results: { name: string }[] }).results.map((flow) => flow.name);
    expect(numbers).toEqual(["620145839-TOSL108.xml", "620318774-TOSL110.pdf", "620472092-12115118.xml"]);
    if (noValidator) return console.log(noValidatorReason);
    for (const { syntax, bytes } of files) {
      const check = checkEn16931(syntax, bytes);
      expect(check.status, check.output).toBe(0);
    }
  }, 120_000); // Each validator run starts Java: seconds.

  it("delivers another number when asked, a fixture by name, a broken file, their statuses as SupplierInvoiceLC, and refuses a bad request", async () => {
    const renumbered = await deliver({ syntax: "UBL", buyer: company, number: "F-2026-0042" });
    const ubl = await original(renumbered.flowId as string);
    expect(ubl).toContain("<cbc:ID>F-2026-0042</cbc:ID>");
    const named = await deliver({
      syntax: "Factur-X",
      fixture: "CII_example2.xml",
      buyer: company,
      number: "FX 2026/7",
    });
    const read = readSupplierInvoiceFile(
      new Uint8Array(await (await api(`/afnor-flow/v1/flows/${named.flowId}?docType=Original`)).arrayBuffer()),
    );
    expect(read.ok && read.invoice.number).toBe("FX 2026/7");
    const cii = await deliver({ syntax: "CII", buyer: company });
    const status = (await (await post(`/admin/flows/${cii.flowId}/lifecycle`, { statusCode: 212 })).json()) as {
      flowType: string;
    };
    expect(status.flowType).toBe("SupplierInvoiceLC");
    const broken = await deliver({ syntax: "CII", buyer: company, broken: true });
    const unreadable = readSupplierInvoiceFile(new TextEncoder().encode(await original(broken.flowId as string)));
    expect(unreadable.ok).toBe(false);
    const refused = async (body: Record<string, unknown>) => {
      const response = await fetch(`${platform.url}/admin/supplier-invoices`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return [response.status, ((await response.json()) as { errorCode: string }).errorCode];
    };
    expect(await refused({ syntax: "PDF", buyer: company })).toEqual([400, "INVALID_SYNTAX"]);
    expect(await refused({ syntax: "CII", buyer: { name: "X", siren: "12" } })).toEqual([
      400,
      "INVALID_SUPPLIER_INVOICE",
    ]);
    expect(await refused({ syntax: "CII", buyer: company, fixture: "../../etc/passwd" })).toEqual([
      400,
      "INVALID_SUPPLIER_INVOICE",
    ]);
    expect(await refused({ syntax: "UBL", buyer: company, fixture: "CII_example4.xml" })).toEqual([
      400,
      "INVALID_SUPPLIER_INVOICE",
    ]);
  });

  it("files a buyer's status on a supplier invoice as SupplierInvoiceLC and lists each deposit once", async () => {
    const invoice = {
      number: "TOSL108",
      typeCode: "380",
      issueDate: "20261120",
      seller: { siren: "620145839", name: "Zinguerie du Pas-de-Calais" },
      buyer: { siren: company.siren, name: company.name },
    };
    const refusal = statusMessage({
      messageId: "TOSL108-210-1",
      invoice,
      statusCode: "210",
      at: new Date("2026-11-23T10:00:00Z"),
      reason: { code: "TX_TVA_ERR", text: "Taux de TVA erroné" },
    });
    const send = () => deposit(refusal, { flowSyntax: "CDAR", trackingId: "TOSL108-210-1", name: "refus.xml" });
    const first = (await (await send()).json()) as { flowId: string; flowType: string };
    // The same deposit again, its answer lost: the same flow, listed once.
    const again = (await (await send()).json()) as { flowId: string };
    expect(first.flowType).toBe("SupplierInvoiceLC");
    expect(again.flowId).toBe(first.flowId);
    const collected = statusMessage({ messageId: "F-1-212", invoice, statusCode: "200", at: new Date() });
    const seller = (await (await deposit(collected, { flowSyntax: "CDAR", trackingId: "F-1-212" })).json()) as {
      flowType: string;
    };
    expect(seller.flowType).toBe("CustomerInvoiceLC");
    const listed = (await (await fetch(`${platform.url}/admin/received-statuses`)).json()) as {
      statuses: Record<string, unknown>[];
    };
    expect(listed.statuses).toEqual([
      {
        flowId: first.flowId,
        trackingId: "TOSL108-210-1",
        invoiceNumber: "TOSL108",
        supplierSiren: "620145839",
        statusCode: "210",
        reasonCode: "TX_TVA_ERR",
        issuerRole: "BY",
        receivedAt: expect.any(String),
      },
      expect.objectContaining({ trackingId: "F-1-212", statusCode: "200", issuerRole: "SE", reasonCode: null }),
    ]);
  });
});
