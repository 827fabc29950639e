import type { PurchaseSyntax } from "#app/services/db/purchase-tables.server.ts";
import type { Flow } from "#app/services/einvoicing/platform-api.ts";
import type { PurchaseStore, ReceiveOutcome } from "./purchase-store.server.ts";

/** The syntaxes a platform delivers an invoice in, as the purchases keep them. */
const syntaxes: Record<string, PurchaseSyntax> = { CII: "CII", UBL: "UBL", "Factur-X": "Factur-X" };

/** What a received file is served as: a Factur-X is a PDF, a bare CII or UBL an XML. */
function typeOf(syntax: PurchaseSyntax): string {
  return syntax === "Factur-X" ? "application/pdf" : "application/xml";
}

/** A name for the file when the platform gives none: its flow, in the syntax's extension. */
function nameOf(flow: Flow, syntax: PurchaseSyntax): string {
  const given = flow.name?.trim();
  if (given) return given.slice(0, 255);
  return `${flow.flowId}.${syntax === "Factur-X" ? "pdf" : "xml"}`;
}

/**
 * Where the poller hands each supplier invoice the platform delivers: kept by the purchases' store, once per flow
 * id on whichever instance reads it first (a flow read again answers "seen"). Every outcome means the flow is
 * held, so the poll's cursor moves on; a failure throws, and the poll reads the flow again at its next run.
 */
export class PurchaseInbox {
  readonly #store: PurchaseStore;
  readonly #onReceived: (outcome: ReceiveOutcome) => void;

  constructor(store: PurchaseStore, onReceived: (outcome: ReceiveOutcome) => void = () => {}) {
    this.#store = store;
    this.#onReceived = onReceived;
  }

  async receive(flow: Flow, original: Uint8Array): Promise<boolean> {
    const syntax = syntaxes[flow.flowSyntax ?? ""] ?? "CII";
    const outcome = await this.#store.receiveFlow(flow.flowId, syntax, {
      bytes: original,
      name: nameOf(flow, syntax),
      type: typeOf(syntax),
    });
    this.#onReceived(outcome);
    return true;
  }
}
