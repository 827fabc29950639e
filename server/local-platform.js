// @ts-check
// A stand-in for an approved e-invoicing platform (plateforme agréée), speaking the AFNOR XP Z12-013 API the site's
// client speaks (app/services/einvoicing/): OAuth2 client credentials, the Flow Service and the Directory Service. It
// keeps everything in memory and listens on 127.0.0.1 only; `npm run dev` starts it when no platform is configured,
// the tests start their own. Its `/admin` endpoints script what a real platform does on its own schedule: an
// acknowledgement in error, a lifecycle status (205 Approuvée, 210 Refusée…, written as a CDAR message as a real
// platform writes it), a 429 or a 503, a supplier's invoice addressed to the company (CII, Factur-X or UBL); and they
// show the statuses the company sent as a buyer.
//   node server/local-platform.js [--port 4010] [--client-id …] [--client-secret …]
//   node server/local-platform-deliver.js --help   (delivers a supplier invoice to a running one)
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import busboy from "busboy";
import { invoiceFacts, invoiceXmlOf, receivedStatus, statusMessage } from "./local-platform-cdar.js";
import { directoryLines, directorySirens, lifecycleStatuses } from "./local-platform-fixture.js";
import {
  partyOf,
  SUPPLIER_INVOICE_SYNTAXES,
  SupplierInvoiceError,
  supplierInvoiceFile,
} from "./local-platform-supplier-invoice.js";

export const LOCAL_PLATFORM_CREDENTIALS = { clientId: "plateforme-locale", clientSecret: "secret-de-developpement" };

const FLOW_SYNTAXES = ["CII", "UBL", "Factur-X", "CDAR", "FRR"];
const PROCESSING_RULES = ["B2B", "B2BInt", "B2C", "B2G", "B2GInt", "OutOfScope", "B2GOutOfScope", "ArchiveOnly"];
const DOC_TYPES = ["Metadata", "Original", "Converted", "ReadableView"];
// The standard's minimum page size every platform must serve; larger requests are refused, as the standard allows.
const PAGE_LIMIT = 100;
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** @typedef {{ status: "Pending" | "Ok" | "Error", details?: { item: string, level: string, reasonCode: string, reasonMessage: string }[] }} Acknowledgement */
/**
 * @typedef {object} StoredFlow
 * @property {string} flowId
 * @property {string} trackingId
 * @property {string} name
 * @property {string} flowSyntax
 * @property {string} processingRule
 * @property {"In" | "Out"} flowDirection
 * @property {string} flowType
 * @property {string} sha256
 * @property {string} submittedAt
 * @property {string} updatedAt
 * @property {Acknowledgement} acknowledgement
 * @property {Buffer} file
 */
/** @typedef {import("./local-platform-cdar.js").ReceivedStatus & { flowId: string, trackingId: string, receivedAt: string }} ReceivedStatusLine */

class HttpError extends Error {
  /** @param {number} status @param {string} code @param {string} message */
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * @param {{ port?: number, clientId?: string, clientSecret?: string, tokenLifetimeSeconds?: number, acknowledgementDelayMs?: number }} [options]
 */
export async function startLocalPlatform(options = {}) {
  const clientId = options.clientId ?? LOCAL_PLATFORM_CREDENTIALS.clientId;
  const clientSecret = options.clientSecret ?? LOCAL_PLATFORM_CREDENTIALS.clientSecret;
  const tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 3600;
  const acknowledgementDelayMs = options.acknowledgementDelayMs ?? 300;
  /** @type {Map<string, number>} */
  const tokens = new Map();
  /** @type {Map<string, StoredFlow>} */
  const flows = new Map();
  /** @type {Map<string, string>} */
  const flowsByTrackingId = new Map();
  /** @type {({ status: number, retryAfter: string | undefined, pathPrefix: string } | { delayMs: number, pathPrefix: string })[]} */
  const faults = [];
  /** @type {Acknowledgement[]} */
  const nextAcknowledgements = [];
  /** @type {ReceivedStatusLine[]} */
  const receivedStatuses = [];
  const timers = new Set();
  const stats = { tokensIssued: 0, apiRequests: 0 };
  let lastStamp = 0;

  // The search cursor is strict (updatedAt > updatedAfter): two flows changed in the same millisecond would let a
  // page boundary skip one, so every change gets its own millisecond.
  const stamp = () => {
    lastStamp = Math.max(Date.now(), lastStamp + 1);
    return new Date(lastStamp).toISOString();
  };

  /** @param {StoredFlow} flow */
  const metadata = (flow) => {
    const { file: _file, ...rest } = flow;
    return rest;
  };

  /**
   * A lifecycle status of a deposited invoice, written as a real platform writes it: a CDAR message (flowSyntax
   * CDAR, flowDirection In) naming the invoice by its number, which the seller's software downloads and reads.
   * @param {string} invoiceFlowId @param {string} statusCode @param {{ code: string, text: string } | undefined} [reason]
   */
  const addLifecycle = (invoiceFlowId, statusCode, reason) => {
    if (!lifecycleStatuses[statusCode]) {
      throw new HttpError(400, "UNKNOWN_STATUS", `Unknown lifecycle status ${statusCode}`);
    }
    const invoice = flows.get(invoiceFlowId);
    if (!invoice) throw new HttpError(404, "FLOW_NOT_FOUND", `No flow ${invoiceFlowId}`);
    const xml = invoiceXmlOf(invoice.file);
    const facts = xml ? invoiceFacts(xml) : null;
    if (!facts) throw new HttpError(409, "INVOICE_UNREADABLE", `Flow ${invoiceFlowId} holds no readable invoice`);
    const at = stamp();
    const messageId = `${facts.number}-${statusCode}-${randomUUID().slice(0, 8)}`;
    const body = Buffer.from(statusMessage({ messageId, invoice: facts, statusCode, at: new Date(at), reason }));
    /** @type {StoredFlow} */
    const flow = {
      flowId: randomUUID(),
      trackingId: messageId,
      name: `statut-${messageId}.xml`,
      flowSyntax: "CDAR",
      processingRule: invoice.processingRule,
      flowDirection: "In",
      // A status of a supplier's invoice the company received is the supplier's, not about one of the company's own.
      flowType: invoice.flowType === "SupplierInvoice" ? "SupplierInvoiceLC" : "CustomerInvoiceLC",
      sha256: createHash("sha256").update(body).digest("hex"),
      submittedAt: at,
      updatedAt: at,
      acknowledgement: { status: "Ok" },
      file: body,
    };
    flows.set(flow.flowId, flow);
    return flow;
  };

  /** @param {StoredFlow} flow */
  const acknowledgeLater = (flow) => {
    const outcome = nextAcknowledgements.shift() ?? { status: "Ok" };
    const timer = setTimeout(() => {
      timers.delete(timer);
      flow.acknowledgement = outcome;
      flow.updatedAt = stamp();
      // An invoice the platform accepted is "Déposée" (status 200) for both parties; a file in which it finds no
      // invoice to name gets its acknowledgement only.
      if (outcome.status === "Ok" && flow.flowType === "CustomerInvoice" && invoiceXmlOf(flow.file)) {
        try {
          addLifecycle(flow.flowId, "200");
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
        }
      }
    }, acknowledgementDelayMs);
    timers.add(timer);
  };

  /** @param {import("node:http").IncomingMessage} request */
  const readBody = (request) =>
    new Promise((resolve, reject) => {
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      request.on("data", (/** @type {Buffer} */ chunk) => {
        size += chunk.length;
        if (size > 1024 * 1024) reject(new HttpError(413, "TOO_LARGE", "Body too large"));
        else chunks.push(chunk);
      });
      request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      request.on("error", reject);
    });

  /** @param {import("node:http").IncomingMessage} request */
  const readJson = async (request) => {
    try {
      const value = JSON.parse(await readBody(request));
      if (typeof value === "object" && value !== null && !Array.isArray(value)) return value;
    } catch (error) {
      if (error instanceof HttpError) throw error;
    }
    throw new HttpError(400, "INVALID_JSON", "The body must be a JSON object");
  };

  /** @param {import("node:http").IncomingMessage} request @returns {Promise<{ file: Buffer | null, fileName: string, flowInfo: string }>} */
  const readMultipart = (request) =>
    new Promise((resolve, reject) => {
      /** @type {ReturnType<typeof busboy>} */
      let parser;
      try {
        parser = busboy({ headers: request.headers, limits: { files: 1, fields: 4, fileSize: MAX_FILE_BYTES } });
      } catch {
        reject(new HttpError(400, "NOT_MULTIPART", "The deposit must be multipart/form-data"));
        return;
      }
      /** @type {Buffer | null} */
      let file = null;
      let fileName = "";
      let flowInfo = "";
      let tooLarge = false;
      parser.on("file", (field, stream, info) => {
        /** @type {Buffer[]} */
        const chunks = [];
        stream.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
        stream.on("limit", () => {
          tooLarge = true;
        });
        stream.on("end", () => {
          if (field === "file") {
            file = Buffer.concat(chunks);
            fileName = info.filename;
          }
        });
      });
      parser.on("field", (field, value) => {
        if (field === "flowInfo") flowInfo = value;
      });
      parser.on("error", () => reject(new HttpError(400, "INVALID_MULTIPART", "Unreadable multipart body")));
      parser.on("close", () =>
        tooLarge ? reject(new HttpError(413, "TOO_LARGE", "File too large")) : resolve({ file, fileName, flowInfo }),
      );
      request.pipe(parser);
    });

  /** @param {import("node:http").IncomingMessage} request */
  const issueToken = async (request) => {
    const form = new URLSearchParams(await readBody(request));
    let id = form.get("client_id");
    let secret = form.get("client_secret");
    const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? "");
    if (basic?.[1]) {
      const decoded = Buffer.from(basic[1], "base64").toString("utf8");
      const colon = decoded.indexOf(":");
      id = decodeURIComponent(decoded.slice(0, colon));
      secret = decodeURIComponent(decoded.slice(colon + 1));
    }
    if (form.get("grant_type") !== "client_credentials") {
      return { status: 400, body: { error: "unsupported_grant_type" } };
    }
    if (id !== clientId || secret !== clientSecret) return { status: 401, body: { error: "invalid_client" } };
    const token = randomBytes(24).toString("base64url");
    tokens.set(token, Date.now() + tokenLifetimeSeconds * 1000);
    stats.tokensIssued += 1;
    return { status: 200, body: { access_token: token, token_type: "Bearer", expires_in: tokenLifetimeSeconds } };
  };

  /** @param {import("node:http").IncomingMessage} request */
  const requireToken = (request) => {
    const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? "";
    const expiresAt = tokens.get(token);
    if (expiresAt === undefined || expiresAt <= Date.now()) {
      throw new HttpError(401, "INVALID_TOKEN", "Missing, unknown or expired access token");
    }
  };

  /** @param {import("node:http").IncomingMessage} request */
  const depositFlow = async (request) => {
    const { file, fileName, flowInfo } = await readMultipart(request);
    if (!file) throw new HttpError(400, "MISSING_FILE", "The part `file` is required");
    /** @type {Record<string, unknown>} */
    let info;
    try {
      info = JSON.parse(flowInfo);
    } catch {
      throw new HttpError(400, "INVALID_FLOW_INFO", "The part `flowInfo` must be JSON");
    }
    const { flowSyntax, name, processingRule, trackingId, sha256 } = info;
    if (typeof flowSyntax !== "string" || !FLOW_SYNTAXES.includes(flowSyntax)) {
      throw new HttpError(400, "INVALID_FLOW_SYNTAX", `flowSyntax must be one of ${FLOW_SYNTAXES.join(", ")}`);
    }
    if (typeof name !== "string" || name.length === 0 || name.length > 255) {
      throw new HttpError(400, "INVALID_NAME", "name must be 1 to 255 characters");
    }
    if (typeof processingRule !== "string" || !PROCESSING_RULES.includes(processingRule)) {
      throw new HttpError(
        400,
        "INVALID_PROCESSING_RULE",
        `processingRule must be one of ${PROCESSING_RULES.join(", ")}`,
      );
    }
    if (trackingId !== undefined && (typeof trackingId !== "string" || !/^[\w.:-]{1,64}$/.test(trackingId))) {
      throw new HttpError(400, "INVALID_TRACKING_ID", "trackingId must be 1 to 64 letters, digits, _ . : -");
    }
    const digest = createHash("sha256").update(file).digest("hex");
    if (sha256 !== undefined && sha256 !== digest) {
      throw new HttpError(400, "SHA256_MISMATCH", "sha256 does not match the file received");
    }
    const knownId = typeof trackingId === "string" ? flowsByTrackingId.get(trackingId) : undefined;
    const known = knownId ? flows.get(knownId) : undefined;
    if (known) {
      // The same deposit sent again (an answer lost on the way back) is the same flow; another file under the
      // same trackingId is a mistake the sender must see.
      if (known.sha256 !== digest) {
        throw new HttpError(409, "TRACKING_ID_REUSED", "trackingId already names another file");
      }
      return metadata(known);
    }
    const at = stamp();
    // The flowInfo of XP Z12-013 names no flow type: a status is filed by what its CDAR says, a buyer's (issuer
    // role BY) on a supplier invoice apart from a seller's on its own.
    const status = flowSyntax === "CDAR" ? receivedStatus(file) : null;
    /** @type {StoredFlow} */
    const flow = {
      flowId: randomUUID(),
      trackingId: typeof trackingId === "string" ? trackingId : randomUUID(),
      name: name || fileName,
      flowSyntax,
      processingRule,
      flowDirection: "Out",
      // E-reporting files are not invoices: the local platform files them apart until the e-reporting work says how
      // its platform names them.
      flowType: status
        ? status.issuerRole === "BY"
          ? "SupplierInvoiceLC"
          : "CustomerInvoiceLC"
        : flowSyntax === "FRR"
          ? "StateReport"
          : "CustomerInvoice",
      sha256: digest,
      submittedAt: at,
      updatedAt: at,
      acknowledgement: { status: "Pending" },
      file,
    };
    flows.set(flow.flowId, flow);
    flowsByTrackingId.set(flow.trackingId, flow.flowId);
    if (status) receivedStatuses.push({ flowId: flow.flowId, trackingId: flow.trackingId, ...status, receivedAt: at });
    acknowledgeLater(flow);
    return metadata(flow);
  };

  /**
   * A supplier's invoice addressed to the company, as the platform hands it on: a flow In, of type SupplierInvoice,
   * already checked (acknowledgement Ok), its Original the file the supplier deposited.
   * @param {Record<string, unknown>} body
   */
  const deliverSupplierInvoice = async (body) => {
    const { syntax, fixture, buyer, seller, number, broken } = body;
    if (typeof syntax !== "string" || !SUPPLIER_INVOICE_SYNTAXES.includes(/** @type {any} */ (syntax))) {
      throw new HttpError(400, "INVALID_SYNTAX", `syntax must be one of ${SUPPLIER_INVOICE_SYNTAXES.join(", ")}`);
    }
    if (fixture !== undefined && typeof fixture !== "string")
      throw new HttpError(400, "INVALID_FIXTURE", "fixture: a file name");
    if (number !== undefined && typeof number !== "string")
      throw new HttpError(400, "INVALID_NUMBER", "number: a string");
    if (broken !== undefined && typeof broken !== "boolean")
      throw new HttpError(400, "INVALID_BROKEN", "broken: a boolean");
    let delivered;
    try {
      delivered = await supplierInvoiceFile({
        syntax: /** @type {"CII" | "Factur-X" | "UBL"} */ (syntax),
        fixture,
        buyer: partyOf(buyer, "buyer"),
        seller: seller === undefined ? undefined : partyOf(seller, "seller"),
        number,
        broken,
      });
    } catch (error) {
      if (error instanceof SupplierInvoiceError) throw new HttpError(400, "INVALID_SUPPLIER_INVOICE", error.message);
      throw error;
    }
    const at = stamp();
    /** @type {StoredFlow} */
    const flow = {
      flowId: randomUUID(),
      trackingId: `${delivered.seller.siren}-${randomUUID().slice(0, 8)}`,
      name: delivered.name,
      flowSyntax: syntax,
      processingRule: "B2B",
      flowDirection: "In",
      flowType: "SupplierInvoice",
      sha256: createHash("sha256").update(delivered.file).digest("hex"),
      submittedAt: at,
      updatedAt: at,
      acknowledgement: { status: "Ok" },
      file: delivered.file,
    };
    flows.set(flow.flowId, flow);
    return metadata(flow);
  };

  /** @param {Record<string, any>} query */
  const searchFlows = (query) => {
    const where = query.where ?? {};
    const updatedAfter = Date.parse(where.updatedAfter);
    if (typeof where.updatedAfter !== "string" || Number.isNaN(updatedAfter)) {
      throw new HttpError(400, "INVALID_UPDATED_AFTER", "where.updatedAfter must be an ISO 8601 date-time");
    }
    const limit = query.limit ?? PAGE_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMIT) {
      throw new HttpError(400, "INVALID_LIMIT", `limit must be 1 to ${PAGE_LIMIT}`);
    }
    /** @param {unknown} filter @param {string} value */
    const matches = (filter, value) => !Array.isArray(filter) || filter.includes(value);
    const results = [...flows.values()]
      .filter((flow) => Date.parse(flow.updatedAt) > updatedAfter)
      .filter((flow) => matches(where.flowType, flow.flowType) && matches(where.flowDirection, flow.flowDirection))
      .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))
      .slice(0, limit)
      .map(metadata);
    return { results };
  };

  /** @param {Record<string, any>} query */
  const searchDirectory = (query) => {
    const siren = query.filters?.siren?.value;
    const siret = query.filters?.siret?.value;
    const limit = query.limit ?? PAGE_LIMIT;
    const ignore = query.ignore ?? 0;
    if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMIT || !Number.isInteger(ignore) || ignore < 0) {
      throw new HttpError(400, "INVALID_PAGE", `limit must be 1 to ${PAGE_LIMIT}, ignore 0 or more`);
    }
    const found = directoryLines.filter(
      (line) => (siren === undefined || line.siren === siren) && (siret === undefined || line.siret === siret),
    );
    return { results: found.slice(ignore, ignore + limit), totalNumberOfResults: found.length };
  };

  /** @param {import("node:http").IncomingMessage} request @param {URL} url */
  const route = async (request, url) => {
    const { pathname } = url;
    const method = request.method ?? "GET";
    if (method === "POST" && pathname === "/oauth2/token") return issueToken(request);
    if (method === "POST" && pathname === "/admin/faults") {
      const { status, count = 1, retryAfter, delayMs, pathPrefix = "/" } = await readJson(request);
      if (delayMs !== undefined) {
        if (!Number.isInteger(delayMs) || delayMs < 1 || delayMs > 60_000)
          throw new HttpError(400, "INVALID_FAULT", "delayMs: 1 to 60000");
        for (let index = 0; index < count; index += 1) faults.push({ delayMs, pathPrefix: String(pathPrefix) });
        return { status: 204 };
      }
      if (![429, 500, 502, 503].includes(status)) throw new HttpError(400, "INVALID_FAULT", "status: 429 or 5xx");
      for (let index = 0; index < count; index += 1)
        faults.push({ status, retryAfter: retryAfter?.toString(), pathPrefix: String(pathPrefix) });
      return { status: 204 };
    }
    if (method === "POST" && pathname === "/admin/acknowledgements") {
      const {
        status,
        reasonCode = "REJ_SEMAN",
        reasonMessage = "Rejected by the local platform",
      } = await readJson(request);
      if (status !== "Ok" && status !== "Error") throw new HttpError(400, "INVALID_ACK", "status: Ok or Error");
      nextAcknowledgements.push(
        status === "Ok"
          ? { status }
          : { status, details: [{ item: "file", level: "Error", reasonCode, reasonMessage }] },
      );
      return { status: 204 };
    }
    const lifecycleMatch = /^\/admin\/flows\/([\w-]+)\/lifecycle$/.exec(pathname);
    if (method === "POST" && lifecycleMatch?.[1]) {
      const { statusCode, reasonCode, reasonMessage } = await readJson(request);
      const reason =
        typeof reasonCode === "string" ? { code: reasonCode, text: String(reasonMessage ?? reasonCode) } : undefined;
      return { status: 201, body: metadata(addLifecycle(lifecycleMatch[1], String(statusCode), reason)) };
    }
    if (method === "GET" && pathname === "/admin/stats") return { status: 200, body: { ...stats, flows: flows.size } };
    if (method === "POST" && pathname === "/admin/supplier-invoices") {
      return { status: 201, body: await deliverSupplierInvoice(await readJson(request)) };
    }
    if (method === "GET" && pathname === "/admin/received-statuses") {
      return { status: 200, body: { statuses: receivedStatuses } };
    }

    // A slow platform, or only its directory (`pathPrefix`): the request is answered as usual, late.
    const index = faults.findIndex((fault) => pathname.startsWith(fault.pathPrefix));
    const fault = index >= 0 ? faults.splice(index, 1)[0] : undefined;
    if (fault && "delayMs" in fault) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    else if (fault) {
      const headers = fault.retryAfter ? { "Retry-After": fault.retryAfter } : undefined;
      return { status: fault.status, headers, body: { errorCode: "UNAVAILABLE", errorMessage: "Try again later" } };
    }
    requireToken(request);
    stats.apiRequests += 1;
    if (method === "POST" && pathname === "/afnor-flow/v1/flows")
      return { status: 202, body: await depositFlow(request) };
    if (method === "POST" && pathname === "/afnor-flow/v1/flows/search") {
      return { status: 200, body: searchFlows(await readJson(request)) };
    }
    const flowMatch = /^\/afnor-flow\/v1\/flows\/([\w-]+)$/.exec(pathname);
    if (method === "GET" && flowMatch?.[1]) {
      const flow = flows.get(flowMatch[1]);
      if (!flow) throw new HttpError(404, "FLOW_NOT_FOUND", "No such flow");
      const docType = url.searchParams.get("docType") ?? "Metadata";
      if (!DOC_TYPES.includes(docType))
        throw new HttpError(400, "INVALID_DOC_TYPE", `docType: ${DOC_TYPES.join(", ")}`);
      if (docType === "Metadata") return { status: 200, body: metadata(flow) };
      if (docType === "Original") return { status: 200, file: flow.file };
      throw new HttpError(404, "DOCUMENT_NOT_AVAILABLE", `The local platform produces no ${docType} document`);
    }
    const sirenMatch = /^\/afnor-directory\/v1\/siren\/code-insee:(\d{9})$/.exec(pathname);
    if (method === "GET" && sirenMatch?.[1]) {
      const record = directorySirens.find((entry) => entry.siren === sirenMatch[1]);
      if (!record) throw new HttpError(404, "SIREN_NOT_FOUND", "SIREN not in the directory");
      return { status: 200, body: record };
    }
    if (method === "POST" && pathname === "/afnor-directory/v1/directory-line/search") {
      const page = searchDirectory(await readJson(request));
      return page.results.length === 0 ? { status: 204 } : { status: 200, body: page };
    }
    throw new HttpError(404, "NOT_FOUND", `No route ${method} ${pathname}`);
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    /** @param {{ status: number, headers?: Record<string, string>, body?: unknown, file?: Buffer }} answer */
    const send = (answer) => {
      if (answer.file) {
        response.writeHead(answer.status, { ...answer.headers, "Content-Type": "application/octet-stream" });
        response.end(answer.file);
      } else if (answer.body === undefined) {
        response.writeHead(answer.status, answer.headers).end();
      } else {
        response.writeHead(answer.status, { ...answer.headers, "Content-Type": "application/json" });
        response.end(JSON.stringify(answer.body));
      }
    };
    route(request, url).then(send, (error) => {
      if (error instanceof HttpError) {
        const headers = error.status === 401 ? { "WWW-Authenticate": 'Bearer error="invalid_token"' } : undefined;
        send({ status: error.status, headers, body: { errorCode: error.code, errorMessage: error.message } });
      } else {
        send({ status: 500, body: { errorCode: "INTERNAL", errorMessage: String(error) } });
      }
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve(undefined));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    flowUrl: `${url}/afnor-flow`,
    directoryUrl: `${url}/afnor-directory`,
    tokenUrl: `${url}/oauth2/token`,
    clientId,
    clientSecret,
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "4010" },
      "client-id": { type: "string" },
      "client-secret": { type: "string" },
    },
  });
  const platform = await startLocalPlatform({
    port: Number(values.port),
    clientId: values["client-id"],
    clientSecret: values["client-secret"],
  });
  console.log(`Local e-invoicing platform on ${platform.url}`);
  console.log(`  flows ${platform.flowUrl}  directory ${platform.directoryUrl}  token ${platform.tokenUrl}`);
  console.log(`  client id ${platform.clientId}  client secret ${platform.clientSecret}`);
  const stop = () => void platform.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
