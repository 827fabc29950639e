import { existsSync, readdirSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface LeadRecord {
  id: number;
  kind: string;
  page: string;
  status: string;
  fields: Record<string, string | boolean>;
  created_at: string;
  idempotency_key: string | null;
  delivery: string | null;
  attempts: number | null;
  last_error: string | null;
}

/** Reads the server's database the way an auditor would: read-only, next to the running server. */
export function readLeads(file: string): LeadRecord[] {
  if (!existsSync(file)) return [];
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `SELECT leads.id, leads.kind, leads.page, leads.status, leads.fields, leads.created_at, leads.idempotency_key,
                outbox.status AS delivery, outbox.attempts, outbox.last_error
         FROM leads LEFT JOIN outbox ON outbox.lead_id = leads.id ORDER BY leads.id`,
      )
      .all() as (Omit<LeadRecord, "fields"> & { fields: string })[];
    return rows.map((row) => ({ ...row, fields: JSON.parse(row.fields) as LeadRecord["fields"] }));
  } finally {
    db.close();
  }
}

export interface LeadPhotoRecord {
  id: number;
  lead_id: number;
  position: number;
  stored_name: string;
  content_type: string;
  bytes: number;
  width: number;
  height: number;
  original_name: string;
}

/** The photo rows of the server's database, in lead and position order. */
export function readLeadPhotos(file: string): LeadPhotoRecord[] {
  if (!existsSync(file)) return [];
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT * FROM lead_photos ORDER BY lead_id, position").all() as LeadPhotoRecord[];
  } finally {
    db.close();
  }
}

/** Every file in an uploads folder, the work-in-progress folder included, as paths relative to it. */
export function filesIn(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The leads whose given field holds the marker a test put in it. */
export function leadsWith(file: string, field: string, marker: string): LeadRecord[] {
  return readLeads(file).filter((lead) => String(lead.fields[field] ?? "").includes(marker));
}

/** The leads in which any field mentions the marker. */
export function leadsMentioning(file: string, tag: string): LeadRecord[] {
  return readLeads(file).filter((lead) => Object.values(lead.fields).some((value) => String(value).includes(tag)));
}

export async function waitUntil<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 15_000,
  label = "condition",
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A unique, readable marker so a test finds its own leads in a shared database. */
export function marker(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export interface SmtpSink {
  /** The port it listens on: the one asked for, or the one the system chose for port 0. */
  port: number;
  messages: ParsedMail[];
  envelopes: { from: string; to: string[] }[];
  close: () => Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server), without TLS or authentication, that keeps every
 * message it accepts; `reject` answers each RCPT with that permanent error instead. Port 0 takes any free port.
 */
export async function startSmtpSink(port: number, options: { reject?: string } = {}): Promise<SmtpSink> {
  const sink: SmtpSink = { port, messages: [], envelopes: [], close: async () => {} };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.reject) {
        const error = Object.assign(new Error(options.reject), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          sink.messages.push(mail);
          sink.envelopes.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  sink.port = (server.server.address() as AddressInfo).port;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}

export interface RelaySink {
  url: string;
  requests: { method: string; contentType: string; body: URLSearchParams }[];
  /** Status codes to answer, in order; 200 once they run out. */
  statuses: number[];
  close: () => Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** A FormSubmit stand-in: records what it receives and answers the statuses it is told to. */
export async function startRelaySink(port: number, statuses: number[] = []): Promise<RelaySink> {
  const sink: RelaySink = { url: `http://127.0.0.1:${port}/relay`, requests: [], statuses, close: async () => {} };
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    sink.requests.push({
      method: request.method ?? "",
      contentType: request.headers["content-type"] ?? "",
      body: new URLSearchParams(body),
    });
    const status = sink.statuses.shift() ?? 200;
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ success: status < 300 ? "true" : "false" }));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  sink.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return sink;
}

export type ContactInput = {
  name: string;
  phone: string;
  email: string;
  city: string;
  service: string;
  message: string;
};

export type QuoteInput = {
  name: string;
  email: string;
  phone: string;
  address: string;
  service: string;
  description: string;
  acceptsTerms: boolean;
};

export function contactInput(tag: string, overrides: Partial<ContactInput> = {}): ContactInput {
  return {
    name: `Jeanne Martin ${tag}`,
    phone: "06 12 34 56 78",
    email: `jeanne.martin.${tag}@example.com`,
    city: "Liévin",
    service: "Couverture Zinc",
    message: `Gouttière en zinc percée au-dessus de la porte d’entrée, maison de cité en briques (${tag}).`,
    ...overrides,
  };
}

export function quoteInput(tag: string, overrides: Partial<QuoteInput> = {}): QuoteInput {
  return {
    name: `Karim Benali ${tag}`,
    email: `karim.benali.${tag}@example.com`,
    phone: "+33 6 12 34 56 78",
    address: "4 rue Émile Zola, 62300 Lens",
    service: "Zinguerie",
    description: `Chéneau à remplacer sur 12 m, descente d’eau pluviale fendue (${tag}).`,
    acceptsTerms: true,
    ...overrides,
  };
}

/** The urlencoded body a browser sends for these values. */
export function formBody(values: Record<string, string | boolean>): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === true) body.set(name, "on");
    else if (value !== false) body.set(name, value);
  }
  return body.toString();
}
