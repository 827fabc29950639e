import { describe, expect, it } from "vitest";
import { buyerActionLabels, buyerStatusLabels, statusReasonLabels } from "#app/content/purchase-statuses.ts";
import { statusReasonCodes } from "#app/services/einvoicing/buyer-status-cdar.ts";
import { lifecycleStatusLabel } from "#app/services/einvoicing/lifecycle-statuses.ts";
import {
  actionsFrom,
  type BuyerAction,
  buyerActions,
  buyerStatusMessageId,
  isBuyerAction,
  type PurchaseState,
  stateAfter,
} from "./buyer-statuses.ts";

const states: PurchaseState[] = ["unreadable", "to-check", "approved", "disputed", "suspended", "refused", "paid"];
const reasonOf = (action: BuyerAction) => buyerActions[action].reasons[0] as string | undefined;

describe("the owner's answers to a supplier", () => {
  it("are the six statuses a professional product sends, each leading to its state", () => {
    expect(Object.entries(buyerActions).map(([action, rule]) => [action, rule.statusCode, rule.leadsTo])).toEqual([
      ["approve", "205", "approved"],
      ["approve-partially", "206", "approved"],
      ["dispute", "207", "disputed"],
      ["suspend", "208", "suspended"],
      ["refuse", "210", "refused"],
      ["pay", "211", "paid"],
    ]);
  });

  it("take the reasons of the French rules' list for their status, a reason exactly for 206, 207, 208 and 210", () => {
    for (const rule of Object.values(buyerActions)) {
      expect(rule.reasons).toEqual(statusReasonCodes[rule.statusCode]);
      expect(rule.reasons.length > 0, rule.statusCode).toBe(["206", "207", "208", "210"].includes(rule.statusCode));
    }
  });

  it("offer from each state only what may follow it: nothing after a refusal, a payment only once approved", () => {
    expect(Object.fromEntries(states.map((state) => [state, actionsFrom(state)]))).toEqual({
      unreadable: [],
      "to-check": ["approve", "approve-partially", "dispute", "suspend", "refuse"],
      approved: ["dispute", "pay"],
      disputed: ["approve", "approve-partially", "suspend", "refuse"],
      suspended: ["approve", "approve-partially", "dispute", "refuse"],
      refused: [],
      paid: ["pay"],
    });
  });

  it("move a purchase to the action's state, with a reason from the list where one is required", () => {
    expect(stateAfter("to-check", "approve")).toBe("approved");
    expect(stateAfter("to-check", "approve-partially", "QTE_ERR")).toBe("approved");
    expect(stateAfter("approved", "dispute", "LIVR_INCOMP")).toBe("disputed");
    expect(stateAfter("disputed", "suspend", "JUSTIF_ABS")).toBe("suspended");
    expect(stateAfter("suspended", "refuse", "TX_TVA_ERR")).toBe("refused");
    expect(stateAfter("approved", "pay")).toBe("paid");
    expect(stateAfter("paid", "pay")).toBe("paid");
  });

  it("refuse an action its state does not allow, whatever the reason", () => {
    for (const state of states) {
      for (const action of Object.keys(buyerActions) as BuyerAction[]) {
        if (actionsFrom(state).includes(action)) continue;
        expect(() => stateAfter(state, action, reasonOf(action)), `${state} → ${action}`).toThrow(/impossible/);
      }
    }
  });

  it("refuse a missing reason, a reason outside the status's list, a reason where none is taken", () => {
    expect(() => stateAfter("to-check", "refuse")).toThrow(/non admis/);
    expect(() => stateAfter("to-check", "refuse", "QTE_ERR")).toThrow(/non admis/);
    expect(() => stateAfter("to-check", "suspend", "AUTRE")).toThrow(/non admis/);
    expect(() => stateAfter("to-check", "approve", "TX_TVA_ERR")).toThrow(/ne prend pas de motif/);
    expect(() => stateAfter("approved", "pay", "AUTRE")).toThrow(/ne prend pas de motif/);
  });

  it("recognise their own names only", () => {
    expect(isBuyerAction("refuse")).toBe(true);
    expect(isBuyerAction("reject")).toBe(false);
    expect(isBuyerAction("toString")).toBe(false);
  });
});

describe("the French words of the statuses and reasons", () => {
  it("are the tax administration's labels for the statuses, and every action and reason has its words", () => {
    for (const [code, label] of Object.entries(buyerStatusLabels)) expect(label).toBe(lifecycleStatusLabel(code));
    for (const action of Object.keys(buyerActions)) expect(buyerActionLabels[action as BuyerAction]).toBeTruthy();
    const reasons = new Set(Object.values(statusReasonCodes).flat());
    expect(Object.keys(statusReasonLabels).sort()).toEqual([...reasons].sort());
    expect(new Set(Object.values(statusReasonLabels)).size).toBe(reasons.size);
  });
});

describe("a status message's id", () => {
  const message = {
    supplierSiren: "732 829 320",
    invoiceNumber: "FA-2026-117",
    statusCode: "210",
    purchaseId: 42,
    sequence: 1,
  } as const;
  const trackable = /^[A-Za-z0-9_.:-]{1,64}$/;

  it("names the supplier, its invoice, the status, the purchase and the message's rank, the same each time", () => {
    expect(buyerStatusMessageId(message)).toBe("732829320-FA-2026-117-210-42-1");
    expect(buyerStatusMessageId(message)).toBe(buyerStatusMessageId({ ...message }));
    expect(buyerStatusMessageId({ ...message, statusCode: "211", sequence: 2 })).toBe("732829320-FA-2026-117-211-42-2");
  });

  it("stays a tracking id (64 characters of [A-Za-z0-9_.:-]) for any number a supplier writes", () => {
    for (const invoiceNumber of ["F/2026/117", "F+1", "  ", "Facture n° 12 été", "9".repeat(35), "A".repeat(200)]) {
      const id = buyerStatusMessageId({ ...message, invoiceNumber, purchaseId: 9_007_199_254_740_991 });
      expect(id, invoiceNumber).toMatch(trackable);
      expect(id.endsWith("-210-9007199254740991-1")).toBe(true);
    }
  });

  it("differs for two invoices whose numbers read the same once shortened or cleaned", () => {
    const first = buyerStatusMessageId({ ...message, invoiceNumber: "F/1", purchaseId: 7 });
    const second = buyerStatusMessageId({ ...message, invoiceNumber: "F_1", purchaseId: 8 });
    expect(first).not.toBe(second);
  });

  it("refuses a bad SIREN, a purchase or rank that is not a positive integer", () => {
    expect(() => buyerStatusMessageId({ ...message, supplierSiren: "732829321" })).toThrow(/SIREN/);
    for (const value of [0, -1, 1.5, Number.NaN]) {
      expect(() => buyerStatusMessageId({ ...message, purchaseId: value })).toThrow(/achat/);
      expect(() => buyerStatusMessageId({ ...message, sequence: value })).toThrow(/rang/);
    }
  });
});
