import fc from "fast-check";
import { contactServiceOptions, formGuardCopy, formsCopy, quoteServiceOptions } from "#app/content/forms.ts";
import { fieldsByKind, HONEYPOT_FIELD, IDEMPOTENCY_FIELD, limits } from "#app/lib/lead-schema.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { contactInput, quoteInput, readLeads } from "#tests/support/leads.ts";
import { type RawAnswer, type RawRequest, sendRaw } from "#tests/support/raw-http.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";

/** At least 200 generated bad requests, as the hardening issue asks. */
const RUNS = 240;

type Kind = "contact" | "devis";
type Pair = [name: string, value: string | Buffer];

interface HostileRequest extends RawRequest {
  label: string;
  body: Buffer;
  expected: number;
  /** Values that must never come back unescaped in an HTML answer. */
  payloads: string[];
}

const endpoints: { path: string; kind: Kind; document: boolean }[] = [
  { path: "/?index", kind: "contact", document: true },
  { path: "/contact", kind: "contact", document: true },
  { path: "/devis", kind: "devis", document: true },
  { path: "/_.data?index", kind: "contact", document: false },
  { path: "/contact.data", kind: "contact", document: false },
  { path: "/devis.data", kind: "devis", document: false },
];

const shapes = {
  contact: {
    required: ["name", "phone", "email", "city", "service", "message"] as string[],
    singleLine: ["name", "phone", "email", "city"] as string[],
    option: "service",
    bounded: {
      name: limits.name,
      phone: limits.phone,
      email: limits.email,
      city: limits.city,
      message: limits.message,
    },
    multiLine: "message",
  },
  devis: {
    required: ["name", "email", "phone", "address", "service"] as string[],
    singleLine: ["name", "email", "phone", "address"] as string[],
    option: "service",
    bounded: {
      name: limits.name,
      email: limits.email,
      phone: limits.phone,
      address: limits.address,
      description: limits.description,
    },
    multiLine: "description",
  },
} as const;

const validPairs = (kind: Kind, tag: string): Pair[] =>
  kind === "contact" ? Object.entries(contactInput(tag)) : Object.entries({ ...quoteInput(tag), acceptsTerms: "on" });

const htmlPayloads = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "</textarea><svg onload=alert(1)>",
  '\'--><iframe srcdoc="<script>alert(1)</script>">',
  "<style>*{display:none}</style>",
];
const headerInjections = [
  "x\r\nBcc: victim@example.com",
  "x\nBcc: victim@example.com",
  "x\rTo: victim@example.com",
  "x\r\n\r\nfake body",
  "x\u2028Cc: victim@example.com",
  "x%0d%0aBcc: victim@example.com",
];
const brokenEscapes = ["%", "%2", "%G0", "%zz", "%C3%28", "%FF", "%E2%82", "%ED%A0%80", "%C0%AF", "%%41"];
const invalidUtf8 = [Buffer.from([0xff]), Buffer.from([0xc3, 0x28]), Buffer.from([0xe9]), Buffer.from([0xf8, 0x88])];
const wrongTypes = [
  "application/json",
  "text/plain",
  "text/html",
  "application/xml",
  "application/octet-stream",
  "multipart/mixed; boundary=x",
  "application/x-www-form-urlencoded; charset=iso-8859-1",
  "application/x-www-form-urlencodedx",
];
/** Fields no form has: ignored, never stored (the honeypot and the browser key are the form's own). */
const unknownFields = ["admin", "status", "page", "id", "__proto__", "constructor", "email2", "_replyto", "to", "bcc"];

function encodePairs(pairs: Pair[]): Buffer {
  const parts: Buffer[] = [];
  pairs.forEach(([name, value], index) => {
    if (index > 0) parts.push(Buffer.from("&"));
    parts.push(Buffer.from(`${encodeURIComponent(name)}=`));
    parts.push(typeof value === "string" ? Buffer.from(encodeURIComponent(value)) : value);
  });
  return Buffer.concat(parts);
}

function multipartPairs(pairs: Pair[], boundary: string): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of pairs) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`));
    parts.push(typeof value === "string" ? Buffer.from(value) : value, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

function setField(pairs: Pair[], name: string, value: string | Buffer): Pair[] {
  return pairs.some(([key]) => key === name)
    ? pairs.map(([key, old]) => [key, key === name ? value : old])
    : [...pairs, [name, value]];
}

type Defect =
  | { type: "oversize"; extra: number }
  | { type: "content-type"; contentType: string }
  | { type: "escape"; field: number; escape: string }
  | { type: "bytes"; field: number; bytes: Buffer; multipart: boolean }
  | { type: "missing"; fields: number[] }
  | { type: "option"; value: string }
  | { type: "too-long"; field: number; extra: number }
  | { type: "injection"; field: number; injection: string }
  | { type: "email"; value: string }
  | { type: "method"; method: string }
  | { type: "chunked" }
  | { type: "broken-multipart"; boundary: string };

const defect: fc.Arbitrary<Defect> = fc.oneof(
  fc.record({ type: fc.constant("oversize" as const), extra: fc.integer({ min: 1, max: 40_000 }) }),
  fc.record({ type: fc.constant("content-type" as const), contentType: fc.constantFrom(...wrongTypes) }),
  fc.record({
    type: fc.constant("escape" as const),
    field: fc.nat(),
    escape: fc.constantFrom(...brokenEscapes),
  }),
  fc.record({
    type: fc.constant("bytes" as const),
    field: fc.nat(),
    bytes: fc.constantFrom(...invalidUtf8),
    multipart: fc.boolean(),
  }),
  fc.record({ type: fc.constant("missing" as const), fields: fc.uniqueArray(fc.nat({ max: 5 }), { minLength: 1 }) }),
  fc.record({
    type: fc.constant("option" as const),
    value: fc.oneof(
      fc.string({ minLength: 1, maxLength: 40 }),
      fc.constantFrom(...htmlPayloads, "couverture zinc", "Autre ", "Autre\r\nBcc: x@example.com", "Zinguerie2"),
    ),
  }),
  fc.record({ type: fc.constant("too-long" as const), field: fc.nat(), extra: fc.integer({ min: 1, max: 600 }) }),
  fc.record({
    type: fc.constant("injection" as const),
    field: fc.nat(),
    injection: fc.constantFrom(...headerInjections.filter((value) => !value.includes("%"))),
  }),
  fc.record({
    type: fc.constant("email" as const),
    value: fc.constantFrom(
      "jeanne",
      "jeanne@",
      "@example.com",
      "a b@example.com",
      "<x@example.com>",
      "x@example.com, y@example.com",
    ),
  }),
  fc.record({ type: fc.constant("method" as const), method: fc.constantFrom("PUT", "DELETE", "PATCH") }),
  fc.record({ type: fc.constant("chunked" as const) }),
  fc.record({
    type: fc.constant("broken-multipart" as const),
    boundary: fc.constantFrom("", "absent", "x".repeat(80)),
  }),
);

/** Things that never make a request bad on their own and must not make a bad one pass. */
const decorations = fc.record({
  payloads: fc.array(fc.tuple(fc.nat(), fc.constantFrom(...htmlPayloads)), { maxLength: 4 }),
  multiLineInjection: fc.option(fc.constantFrom(...headerInjections), { nil: undefined }),
  unknown: fc.array(fc.tuple(fc.constantFrom(...unknownFields), fc.string({ maxLength: 30 })), { maxLength: 3 }),
  multipart: fc.boolean(),
  key: fc.boolean(),
});

const hostileRequest: fc.Arbitrary<HostileRequest> = fc
  .record({
    endpoint: fc.constantFrom(...endpoints),
    defect,
    decorations,
    tag: fc.stringMatching(/^[a-z0-9]{6}$/),
  })
  .map(({ endpoint, defect: bad, decorations: extra, tag }) => {
    const shape = shapes[endpoint.kind];
    let pairs = validPairs(endpoint.kind, `hostile-${tag}`);
    const payloads: string[] = [];
    const fieldNames = pairs.map(([name]) => name);
    for (const [index, payload] of extra.payloads) {
      const name = fieldNames[index % fieldNames.length]!;
      pairs = setField(pairs, name, `${name} ${payload}`);
      payloads.push(payload);
    }
    if (extra.multiLineInjection) pairs = setField(pairs, shape.multiLine, `Ligne 1 ${extra.multiLineInjection}`);
    for (const [name, value] of extra.unknown) pairs.push([name, value]);
    if (extra.key) pairs.push([IDEMPOTENCY_FIELD, `${tag}-0123456789abcdef`]);

    let method = "POST";
    let contentType = "application/x-www-form-urlencoded";
    let multipart = extra.multipart;
    let chunked = false;
    let expected = 400;
    let boundary = `----hostile${tag}`;
    let label: string = bad.type;

    switch (bad.type) {
      case "oversize":
        pairs = setField(pairs, shape.multiLine, "a".repeat(64 * 1024 + bad.extra));
        expected = 413;
        break;
      case "content-type":
        contentType = bad.contentType;
        multipart = false;
        expected = 415;
        label = `content-type ${bad.contentType}`;
        break;
      case "escape": {
        const [name, value] = pairs[bad.field % pairs.length]!;
        pairs = setField(
          pairs,
          name,
          Buffer.concat([Buffer.from(encodeURIComponent(String(value))), Buffer.from(bad.escape)]),
        );
        multipart = false;
        label = `escape ${bad.escape} in ${name}`;
        break;
      }
      case "bytes": {
        const name = shape.required[bad.field % shape.required.length]!;
        const value = String(pairs.find(([key]) => key === name)?.[1] ?? "");
        pairs = setField(
          pairs,
          name,
          Buffer.concat([Buffer.from(multipart ? value : encodeURIComponent(value)), bad.bytes]),
        );
        multipart = bad.multipart;
        label = `invalid UTF-8 in ${name}${multipart ? " (multipart)" : ""}`;
        break;
      }
      case "missing": {
        const missing = bad.fields.map((index) => shape.required[index % shape.required.length]!);
        pairs = pairs.filter(([name]) => !missing.includes(name));
        label = `missing ${missing.join(", ")}`;
        break;
      }
      case "option":
        pairs = setField(pairs, shape.option, bad.value);
        // Only the markup payloads are looked for in the answer: a random string with "<" may be a piece of any
        // page's own markup ("<", "<a"), found there however the value was escaped.
        if (htmlPayloads.includes(bad.value)) payloads.push(bad.value);
        break;
      case "too-long": {
        const [name, limit] = Object.entries(shape.bounded)[bad.field % Object.keys(shape.bounded).length]!;
        const value = name === "email" ? `${"a".repeat(limit + bad.extra)}@example.com` : "a".repeat(limit + bad.extra);
        pairs = setField(pairs, name, value);
        label = `too long ${name}`;
        break;
      }
      case "injection": {
        const name = shape.singleLine[bad.field % shape.singleLine.length]!;
        const value = String(pairs.find(([key]) => key === name)?.[1] ?? "");
        pairs = setField(pairs, name, `${value}${bad.injection}`);
        label = `injection in ${name}`;
        break;
      }
      case "email":
        pairs = setField(pairs, "email", bad.value);
        break;
      case "method":
        method = bad.method;
        expected = 405;
        label = `method ${bad.method}`;
        break;
      case "chunked":
        chunked = true;
        expected = 411;
        break;
      case "broken-multipart":
        multipart = true;
        contentType = bad.boundary ? `multipart/form-data; boundary=${bad.boundary}` : "multipart/form-data";
        boundary = "----not-the-declared-one";
        label = `broken multipart (${bad.boundary || "no boundary"})`;
        break;
    }

    if (multipart && bad.type !== "broken-multipart") contentType = `multipart/form-data; boundary=${boundary}`;
    const body = multipart ? multipartPairs(pairs, boundary) : encodePairs(pairs);
    return {
      label: `${method} ${endpoint.path}: ${label}`,
      method,
      path: endpoint.path,
      headers: {
        "Content-Type": contentType,
        Accept: endpoint.document ? "text/html,application/xhtml+xml" : "*/*",
      },
      body,
      chunked,
      expected,
      payloads,
    };
  });

/** React escapes these in text and attributes; the Express guards escape quotes and apostrophes too. */
function htmlForms(text: string): string[] {
  const react = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const guard = text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return [text, react, guard, JSON.stringify(text).slice(1, -1)];
}

const frenchMessages = [
  ...Object.values(formsCopy.errors as Record<string, unknown>).filter(
    (value): value is string => typeof value === "string",
  ),
  ...Object.values(limits).map((limit) => formsCopy.errors.tooLong(limit)),
  ...Object.values(formGuardCopy),
].flatMap(htmlForms);

function expectRefusedInFrench(request: HostileRequest, answer: RawAnswer) {
  const context = `${request.label} → ${answer.status}`;
  expect(answer.status, context).toBe(request.expected);
  expect(
    frenchMessages.some((message) => answer.body.includes(message)),
    `${context}: a French message`,
  ).toBe(true);
  if (request.expected === 405) expect(answer.headers.allow, context).toBe("GET, HEAD, POST");
  if (String(answer.headers["content-type"]).startsWith("text/html")) {
    for (const payload of request.payloads)
      expect(answer.body, `${context}: ${payload} escaped`).not.toContain(payload);
  }
}

// Each test starts its own production server with a throw-away database, so "no row added" means none at all.
test.describe.configure({ timeout: 120_000 });

let app: RunningServer;
let database: { file: string; remove: () => void };

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
test.beforeAll(async ({}, testInfo) => {
  database = temporaryDatabase();
  app = await startServer({
    port: await freePort(testInfo),
    env: { LEADS_DB: database.file, FORM_RATE_LIMIT: "100000" },
  });
});

test.afterAll(async () => {
  await app?.stop();
  database?.remove();
});

test(`${RUNS} generated bad requests: each refused with a 4xx and a French message, nothing stored, server up`, async () => {
  const before = readLeads(database.file);
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(hostileRequest, async (request) => {
      const answer = await sendRaw(app.url, request);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      expectRefusedInFrench(request, answer);
    }),
    { numRuns: RUNS },
  );
  // The generator reached every kind of refusal.
  expect([...statuses.keys()].sort()).toEqual([400, 405, 411, 413, 415]);
  expect(readLeads(database.file)).toEqual(before);
  const health = await fetch(`${app.url}/healthz`);
  expect(health.status).toBe(200);
  expect(app.output()).not.toMatch(/\s5\d\d\s/);
});

test("unknown fields are ignored: the lead keeps the form's fields only, and the page it came from", async () => {
  const before = readLeads(database.file).length;
  for (const [path, kind] of [
    ["/contact", "contact"],
    ["/devis", "devis"],
  ] as const) {
    const pairs: Pair[] = [
      ...validPairs(kind, `extra-${kind}`),
      ["admin", "1"],
      ["page", "/piege"],
      ["status", "sent"],
      ["__proto__[admin]", "1"],
      ["constructor", "x"],
      ["bcc", "victim@example.com"],
    ];
    const request: HostileRequest = {
      label: `extra fields on ${path}`,
      method: "POST",
      path,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      body: encodePairs(pairs),
      chunked: false,
      expected: 200,
      payloads: [],
    };
    const answer = await sendRaw(app.url, request);
    expect(answer.status, path).toBe(200);
  }
  const stored = readLeads(database.file).slice(before);
  expect(stored.map((lead) => [lead.page, lead.status, Object.keys(lead.fields).sort()])).toEqual([
    ["/contact", "received", [...fieldsByKind.contact].sort()],
    ["/devis", "received", [...fieldsByKind.devis].sort()],
  ]);
  expect(stored.every((lead) => !(HONEYPOT_FIELD in lead.fields))).toBe(true);
});

test("HTML typed in any field comes back escaped when the form is shown again", async () => {
  for (const [path, kind] of [
    ["/contact", "contact"],
    ["/devis", "devis"],
  ] as const) {
    const payload = htmlPayloads[1]!;
    let pairs = validPairs(kind, "html").map(([name, value]): Pair => [name, `${String(value)} ${payload}`]);
    // The options and the box carry fixed values: keep the lists' own, so the fields below are the ones refused.
    pairs = setField(
      pairs,
      shapes[kind].option,
      kind === "contact" ? contactServiceOptions[0] : quoteServiceOptions[0],
    );
    const request: HostileRequest = {
      label: `html in ${path}`,
      method: "POST",
      path,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      body: encodePairs(pairs),
      chunked: false,
      expected: 400,
      payloads: [payload],
    };
    const answer = await sendRaw(app.url, request);
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain(payload);
    // Each text control shows the visitor's text back, escaped.
    for (const [name] of pairs.filter(([field]) => !["email", "phone", "phone"].includes(field))) {
      if (name === shapes[kind].option || name === "acceptsTerms") continue;
      expect(answer.body, name).toContain(
        payload.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;"),
      );
    }
  }
});
