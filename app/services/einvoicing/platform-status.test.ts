import { describe, expect, it } from "vitest";
import { platformFilterCopy } from "#app/content/platform-filter.ts";
import { isPlatformState, platformStateOf, platformStates } from "./platform-status.ts";
import type { TimelineInput } from "./platform-timeline.ts";

type Deposit = TimelineInput["deposits"][number];

const waiting: Deposit = {
  kind: "invoice",
  status: "pending",
  attempts: 0,
  flowId: null,
  depositedAt: null,
  lastError: null,
};
const deposited: Deposit = {
  ...waiting,
  status: "deposited",
  attempts: 1,
  flowId: "flux-1",
  depositedAt: "2026-11-23T22:30:00.000Z",
};
const collected = (kind: "collected" | "collected-correction", flowId: string, depositedAt: string): Deposit => ({
  kind,
  status: "deposited",
  attempts: 1,
  flowId,
  depositedAt,
  lastError: null,
});
const event = (status: string, happenedAt = "2026-11-24T08:00:00.000Z", flowId = "flux-1") => ({
  flowId,
  status,
  happenedAt,
  reason: null,
});
const stateOf = (deposits: Deposit[], events: ReturnType<typeof event>[] = []) =>
  platformStateOf(true, { deposits, events });

describe("where an issued invoice stands with the platform, as the list filters it", () => {
  it("leaves out consumers and businesses abroad, whatever was queued", () => {
    expect(platformStateOf(false, { deposits: [], events: [] })).toBe("non-concernee");
    expect(platformStateOf(false, { deposits: [deposited], events: [event("210")] })).toBe("non-concernee");
  });

  it("is « À déposer » until the file is deposited, queued or not, and « Refusée » when the deposit was refused", () => {
    expect(stateOf([])).toBe("a-deposer");
    expect(stateOf([waiting])).toBe("a-deposer");
    expect(stateOf([{ ...waiting, status: "sending", attempts: 6, lastError: "HTTP 503" }])).toBe("a-deposer");
    expect(stateOf([{ ...waiting, status: "rejected", lastError: "Fichier illisible" }])).toBe("refusee");
  });

  it("follows the client's side by the latest status, acknowledgements never replacing one", () => {
    expect(stateOf([deposited])).toBe("deposee");
    expect(stateOf([deposited], [event("ack:Pending"), event("ack:Ok")])).toBe("deposee");
    expect(stateOf([deposited], [event("200"), event("204", "2026-11-25T08:00:00.000Z")])).toBe("deposee");
    expect(stateOf([deposited], [event("205"), event("ack:Ok", "2026-11-25T08:00:00.000Z")])).toBe("approuvee");
    expect(stateOf([deposited], [event("206")])).toBe("approuvee");
    expect(stateOf([deposited], [event("207")])).toBe("litige");
    expect(stateOf([deposited], [event("208")])).toBe("litige");
    expect(stateOf([deposited], [event("207"), event("205", "2026-11-26T08:00:00.000Z")])).toBe("approuvee");
    expect(stateOf([deposited], [event("208"), event("209", "2026-11-26T08:00:00.000Z")])).toBe("deposee");
    expect(stateOf([deposited], [event("212")])).toBe("encaissee");
  });

  it("keeps a refused, rejected or unreadable invoice refused: only a credit note settles it", () => {
    for (const refusal of ["210", "213", "ack:Error"]) {
      expect(stateOf([deposited], [event(refusal), event("205", "2026-11-26T08:00:00.000Z")])).toBe("refusee");
    }
  });

  it("is « Encaissée » once its collection is sent, until a cancellation is sent after it", () => {
    const paid = collected("collected", "flux-2", "2026-11-25T09:00:00.000Z");
    const cancelled = collected("collected-correction", "flux-3", "2026-11-26T09:00:00.000Z");
    const paidAgain = collected("collected", "flux-4", "2026-11-27T09:00:00.000Z");
    expect(stateOf([deposited, paid], [event("205")])).toBe("encaissee");
    expect(stateOf([deposited, paid, cancelled], [event("205")])).toBe("approuvee");
    expect(stateOf([deposited, paid, cancelled, paidAgain], [event("205")])).toBe("encaissee");
    expect(stateOf([deposited, { ...paid, status: "pending", depositedAt: null }], [event("205")])).toBe("approuvee");
  });

  it("reads the statuses of the invoice's own flow, not the acknowledgement of its « Encaissée » message", () => {
    const paid = collected("collected", "flux-2", "2026-11-25T09:00:00.000Z");
    expect(stateOf([deposited, paid], [event("205"), event("ack:Error", "2026-11-25T10:00:00.000Z", "flux-2")])).toBe(
      "encaissee",
    );
  });

  it("has a French label for every state and knows its own names", () => {
    for (const state of platformStates) {
      expect(platformFilterCopy.states[state]).toBeTruthy();
      expect(isPlatformState(state)).toBe(true);
    }
    expect(isPlatformState("payee")).toBe(false);
  });
});
