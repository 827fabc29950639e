import { sirenDigits } from "#app/lib/french-identifiers.ts";
import { failureMessage } from "./connection-test.server.ts";
import type { BuyerAddress, DirectoryAddress, DirectoryAnswer } from "./directory-answer.ts";
import type { DirectoryLine } from "./platform-api.ts";
import type { PlatformClient } from "./platform-client.server.ts";

/**
 * The French rules accept in an electronic address (BR-FR-23) and a private identifier (BR-FR-24) only letters,
 * digits and + - _ . ; the directory allows a slash in a routing code, which an invoice could not carry.
 */
const INVOICE_IDENTIFIER = /^[A-Za-z0-9+\-_.]{1,125}$/;

/** SIREN first (the company's default), then an establishment, a department of one, a suffix. */
function precision(line: DirectoryLine): number {
  if (line.routingCode) return 2;
  if (line.addressingSuffix) return 3;
  return line.siret ? 1 : 0;
}

/**
 * The line an invoice is addressed to: an enabled one whose identifier starts with the SIREN (BR-FR-21) and that
 * the French rules can carry, the least precise first, since the owner names a company, not one of its services.
 */
export function chooseLine(siren: string, lines: DirectoryLine[]): { line: DirectoryLine; others: number } | null {
  const usable = lines
    .filter((line) => line.directoryLineStatus === "Enabled" && line.siren === siren)
    .filter((line) => INVOICE_IDENTIFIER.test(line.addressingIdentifier) && line.addressingIdentifier.startsWith(siren))
    .filter((line) => !line.routingCode || INVOICE_IDENTIFIER.test(line.routingCode.routingIdentifier ?? ""))
    .sort((a, b) => precision(a) - precision(b) || a.addressingIdentifier.localeCompare(b.addressingIdentifier, "en"));
  const [line] = usable;
  return line ? { line, others: usable.length - 1 } : null;
}

function addressOf(line: DirectoryLine): DirectoryAddress {
  return {
    identifier: line.addressingIdentifier,
    routingCode: line.routingCode?.routingIdentifier ?? null,
    routingCodeName: line.routingCode?.routingCodeName ?? null,
    siret: line.siret ?? null,
    platformType: line.platformType ?? null,
  };
}

/**
 * The address an issued e-invoice names: the directory's line when it was found, else the SIREN, the line every
 * French company has by default in the directory (decision 034), so issuing never waits for the directory.
 */
export function buyerAddress(siren: string, answer: DirectoryAnswer | null): BuyerAddress {
  if (answer?.kind === "receives" && answer.siren === siren) {
    return { identifier: answer.address.identifier, routingCode: answer.address.routingCode };
  }
  return { identifier: siren, routingCode: null };
}

export interface DirectoryLookupOptions {
  /** The client of the connection in use and a key naming that connection, or null when no platform is set. */
  client: () => Promise<{ key: string; client: PlatformClient } | null>;
  now?: () => number;
  /** How long an answer is reused: the owner types, saves and issues within minutes. */
  ttlMs?: number;
  maxEntries?: number;
}

const DEFINITIVE = new Set<DirectoryAnswer["kind"]>(["receives", "not-registered", "unknown-siren", "closed"]);

/**
 * Asks the platform's directory (XP Z12-013) whether and where a client receives its e-invoices: the register's
 * record of the SIREN and its directory lines, both at once. An answer is kept a short while per connection and
 * SIREN, so typing, saving and issuing ask once; a failure is not kept, the next keystroke asks again. Concurrent
 * asks of one SIREN share one request.
 */
export class DirectoryLookup {
  readonly #options: Required<Omit<DirectoryLookupOptions, "client">> & Pick<DirectoryLookupOptions, "client">;
  readonly #answers = new Map<string, { answer: DirectoryAnswer; expiresAt: number }>();
  readonly #asking = new Map<string, Promise<DirectoryAnswer>>();

  constructor(options: DirectoryLookupOptions) {
    this.#options = {
      client: options.client,
      now: options.now ?? Date.now,
      ttlMs: options.ttlMs ?? 5 * 60_000,
      maxEntries: options.maxEntries ?? 500,
    };
  }

  async lookup(input: string): Promise<DirectoryAnswer> {
    const siren = sirenDigits(input);
    if (siren === null) return { kind: "invalid-siren" };
    const connection = await this.#options.client();
    if (connection === null) return { kind: "not-configured" };
    const key = `${connection.key}\n${siren}`;
    const kept = this.#answers.get(key);
    if (kept && kept.expiresAt > this.#options.now()) return kept.answer;
    this.#answers.delete(key);
    let asking = this.#asking.get(key);
    if (!asking) {
      asking = this.#ask(connection.client, siren).finally(() => this.#asking.delete(key));
      this.#asking.set(key, asking);
    }
    const answer = await asking;
    if (DEFINITIVE.has(answer.kind)) this.#keep(key, answer);
    return answer;
  }

  /**
   * The answer if it comes within `waitMs`, else that it is pending: a page opening does not wait on a slow
   * platform. The lookup goes on, and keeps its answer for the form's next ask.
   */
  async lookupWithin(input: string, waitMs: number): Promise<DirectoryAnswer> {
    const answer = this.lookup(input);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pending = new Promise<DirectoryAnswer>((resolve) => {
      timer = setTimeout(() => resolve({ kind: "pending", siren: sirenDigits(input) ?? input }), waitMs);
    });
    try {
      return await Promise.race([answer, pending]);
    } finally {
      clearTimeout(timer);
    }
  }

  #keep(key: string, answer: DirectoryAnswer): void {
    // A Map iterates in insertion order: the first key is the oldest answer.
    if (this.#answers.size >= this.#options.maxEntries) {
      const oldest = this.#answers.keys().next().value;
      if (oldest !== undefined) this.#answers.delete(oldest);
    }
    this.#answers.set(key, { answer, expiresAt: this.#options.now() + this.#options.ttlMs });
  }

  async #ask(client: PlatformClient, siren: string): Promise<DirectoryAnswer> {
    const [record, lines] = await Promise.all([client.lookupSiren(siren), client.searchDirectoryLines({ siren })]);
    if (!record.ok) return { kind: "unreachable", siren, reason: failureMessage(record.failure) };
    if (record.value === null) return { kind: "unknown-siren", siren };
    const businessName = record.value.businessName ?? null;
    if (record.value.administrativeStatus === "C") return { kind: "closed", siren, businessName };
    if (!lines.ok) return { kind: "unreachable", siren, reason: failureMessage(lines.failure) };
    const chosen = chooseLine(siren, lines.value.lines);
    if (chosen === null) {
      const upcoming = lines.value.lines.some((line) => line.directoryLineStatus === "Upcoming");
      return { kind: "not-registered", siren, businessName, upcoming };
    }
    return { kind: "receives", siren, businessName, address: addressOf(chosen.line), otherLines: chosen.others };
  }
}
