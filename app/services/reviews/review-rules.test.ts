import { describe, expect, it } from "vitest";
import { jobFinished, jobKey, requestJobDone } from "./review-rules.ts";

const paid = (kind: "acompte" | "solde" | "facture", inclCents = 100_000) => ({
  kind,
  state: "payee" as const,
  inclCents,
});

describe("when a job is finished and paid (the client is then asked for a review)", () => {
  it("an invoice made without a quote, once paid", () => {
    expect(jobFinished([paid("facture")], null)).toBe(true);
    expect(jobFinished([{ kind: "facture", state: "partiellement_payee", inclCents: 100_000 }], null)).toBe(false);
    expect(jobFinished([{ kind: "facture", state: "en_retard", inclCents: 100_000 }], null)).toBe(false);
  });

  it("a quote's job: only once its final invoice is issued and every invoice of it is paid", () => {
    expect(jobFinished([paid("acompte", 30_000)], 100_000)).toBe(false);
    expect(jobFinished([paid("acompte", 30_000), paid("solde")], 100_000)).toBe(true);
    expect(
      jobFinished([{ kind: "acompte", state: "emise", inclCents: 30_000 }, paid("solde")], 100_000),
      "a deposit still unpaid",
    ).toBe(false);
  });

  it("a quote invoiced by situations: only once its last situation is issued and paid", () => {
    const situation = (finalSituation: boolean) => ({ ...paid("facture", 40_000), finalSituation });
    expect(jobFinished([paid("acompte", 20_000), situation(false)], 100_000)).toBe(false);
    expect(jobFinished([paid("acompte", 20_000), situation(false), situation(true)], 100_000)).toBe(true);
  });

  it("a quote invoiced whole by its deposits is finished when they are paid", () => {
    expect(jobFinished([paid("acompte", 60_000), paid("acompte", 40_000)], 100_000)).toBe(true);
    expect(jobFinished([paid("acompte", 60_000)], 100_000)).toBe(false);
  });

  it("ignores invoices cancelled by a credit note, and a credit note never finishes a job", () => {
    const cancelled = { kind: "solde" as const, state: "annulee" as const, inclCents: 100_000 };
    expect(jobFinished([paid("acompte", 30_000), cancelled], 100_000)).toBe(false);
    expect(jobFinished([{ kind: "avoir", state: "emise", inclCents: 100_000 }], null)).toBe(false);
    expect(jobFinished([], null)).toBe(false);
  });

  it("without invoices: a won request the owner marked done", () => {
    expect(requestJobDone({ workflowStatus: "gagnee", jobDoneAt: "2026-11-27T08:00:00Z", invoiced: false })).toBe(true);
    expect(requestJobDone({ workflowStatus: "gagnee", jobDoneAt: null, invoiced: false })).toBe(false);
    expect(requestJobDone({ workflowStatus: "devis_envoye", jobDoneAt: "2026-11-27T08:00:00Z", invoiced: false })).toBe(
      false,
    );
    // With invoices issued, the payment of the last one is what asks.
    expect(requestJobDone({ workflowStatus: "gagnee", jobDoneAt: "2026-11-27T08:00:00Z", invoiced: true })).toBe(false);
  });

  it("names one job whichever way it finished: the request first, then the quote, then the invoice", () => {
    expect(jobKey({ leadId: 12, quoteId: 4, invoiceId: 9 })).toBe("lead:12");
    expect(jobKey({ leadId: null, quoteId: 4, invoiceId: 9 })).toBe("quote:4");
    expect(jobKey({ leadId: null, quoteId: null, invoiceId: 9 })).toBe("invoice:9");
  });
});
