import { describe, expect, it } from "vitest";
import { platformTimelineCopy as copy } from "#app/content/platform-timeline.ts";
import { FAILED_AFTER_ATTEMPTS, platformTimelineView, type TimelineInput } from "./platform-timeline.ts";

const waiting: TimelineInput["deposits"][number] = {
  kind: "invoice",
  status: "pending",
  attempts: 0,
  flowId: null,
  depositedAt: null,
  lastError: null,
};
const deposited = {
  ...waiting,
  status: "deposited" as const,
  attempts: 1,
  flowId: "flux-1",
  depositedAt: "2026-11-23T22:30:00.000Z",
};
const event = (status: string, reason: string | null = null, flowId = "flux-1") => ({
  flowId,
  status,
  happenedAt: "2026-11-24T08:00:00.000Z",
  reason,
});

describe("the owner's Plateforme timeline", () => {
  it("is absent for a document nothing was queued for", () => {
    expect(platformTimelineView({ deposits: [], events: [] })).toBeNull();
  });

  it("says « En attente d’envoi », then the last error, then the failure once attempts run out", () => {
    expect(platformTimelineView({ deposits: [waiting], events: [] })).toEqual({
      steps: [{ text: copy.waiting, reason: null }],
      failure: null,
      needsCorrection: false,
    });
    const error = "Plateforme indisponible (HTTP 503)";
    const retrying = { ...waiting, attempts: FAILED_AFTER_ATTEMPTS - 1, lastError: error };
    expect(platformTimelineView({ deposits: [retrying], events: [] })?.failure).toBeNull();
    expect(platformTimelineView({ deposits: [retrying], events: [] })?.steps[0]?.reason).toBe(copy.lastTry(error));
    const failing = { ...retrying, attempts: FAILED_AFTER_ATTEMPTS };
    expect(platformTimelineView({ deposits: [failing], events: [] })?.failure).toEqual({
      title: "Envoi à la plateforme en échec",
      detail: copy.failedRetrying(error),
    });
  });

  it("dates the deposit in Paris, lists each status by its label, and asks for a credit note on a refusal", () => {
    const view = platformTimelineView({
      deposits: [deposited],
      events: [event("ack:Pending"), event("ack:Ok"), event("200"), event("210", "Montant erroné")],
    });
    expect(view?.steps.map((step) => step.text)).toEqual([
      "Déposée le 23/11/2026 (flux flux-1)",
      "Fichier accepté par la plateforme le 24/11/2026",
      "Déposée le 24/11/2026",
      "Refusée le 24/11/2026",
    ]);
    expect(view?.steps[3]?.reason).toBe("Motif\u202f: Montant erroné");
    expect(view?.needsCorrection).toBe(true);
    for (const status of ["213", "207"]) {
      expect(platformTimelineView({ deposits: [deposited], events: [event(status)] })?.needsCorrection).toBe(true);
    }
    expect(platformTimelineView({ deposits: [deposited], events: [event("205")] })?.needsCorrection).toBe(false);
  });

  it("places each payment's « Encaissée » status in time, waiting ones last, a refusal of one with its reason", () => {
    const collected = { ...deposited, kind: "collected", flowId: "flux-212", depositedAt: "2026-11-25T10:00:00.000Z" };
    const correction = { ...waiting, kind: "collected-correction", attempts: 2, lastError: "Plateforme injoignable" };
    const view = platformTimelineView({
      deposits: [deposited, collected, correction],
      events: [event("ack:Ok"), event("ack:Ok", null, "flux-212"), event("ack:Error", "REJ_MONTANT", "flux-212")],
    });
    expect(view?.steps).toEqual([
      { text: "Déposée le 23/11/2026 (flux flux-1)", reason: null },
      { text: "Fichier accepté par la plateforme le 24/11/2026", reason: null },
      { text: copy.collectedRefused, reason: "Motif\u202f: REJ_MONTANT" },
      { text: "Statut «\u202fEncaissée\u202f» transmis le 25/11/2026 (flux flux-212)", reason: null },
      { text: copy.correctionWaiting, reason: "Motif\u202f: Plateforme injoignable" },
    ]);
    expect(view?.needsCorrection).toBe(false);
  });

  it("shows a deposit the platform refused as a failure to correct", () => {
    const refused = { ...waiting, status: "rejected" as const, attempts: 1, lastError: "Refusé (HTTP 400)" };
    expect(platformTimelineView({ deposits: [refused], events: [] })).toEqual({
      steps: [],
      failure: { title: copy.failed, detail: copy.rejected("Refusé (HTTP 400)") },
      needsCorrection: true,
    });
  });
});
