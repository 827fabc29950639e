import { frenchMoment, jobAcceptanceCopy, longFrenchDate } from "#app/content/job-acceptance.ts";
import { frenchDate } from "#app/content/quotes.ts";
import type { AcceptanceDocument, AcceptanceWorks, Reserve, Signature } from "./acceptance-document.ts";

/*
 * The PV's sentences, written once for its page (the office's and the client's) and its PDF, so that what is read
 * before signing, what is shown after and what is printed say the same words.
 */

const copy = jobAcceptanceCopy;

/** « 1. Solin à refixer – à lever au plus tard le 15/01/2027 ». */
export function reserveLine(reserve: Reserve, index: number): string {
  return `${index + 1}. ${reserve.text}${reserve.liftBy ? ` – ${copy.liftBy(frenchDate(reserve.liftBy))}` : ""}`;
}

export function worksParagraphs(works: AcceptanceWorks, finishedOn: string | null): string[] {
  return [
    ...(works.quoteNumber && works.quoteDate ? [copy.quote(works.quoteNumber, frenchDate(works.quoteDate))] : []),
    ...(finishedOn ? [copy.finishedOn(longFrenchDate(finishedOn))] : []),
    ...works.items.map((item) => `– ${item}`),
  ];
}

export function decisionParagraphs(document: Pick<AcceptanceDocument, "acceptedOn" | "reserves">): string[] {
  return [
    copy.acceptedOn(longFrenchDate(document.acceptedOn)),
    ...(document.reserves.length
      ? [copy.withReserves(document.reserves.length), ...document.reserves.map(reserveLine)]
      : [copy.withoutReserves]),
  ];
}

export function guaranteeParagraphs({ guarantees, company }: Pick<AcceptanceDocument, "guarantees" | "company">) {
  const lines = copy.guaranteeLines;
  return [
    lines.parfaitAchevement(longFrenchDate(guarantees.parfaitAchevement)),
    lines.biennale(longFrenchDate(guarantees.biennale)),
    lines.decennale(longFrenchDate(guarantees.decennale)),
    copy.insurance(company.insurance.insurer, company.insurance.policyNumber, company.insurance.coverage),
  ];
}

/** The signature as shown: what the client ticked, his name and when, and where he signed. */
type ShownSignature = Omit<Signature, "address" | "userAgent">;

export function signatureParagraphs(signature: ShownSignature): string[] {
  return [
    `« ${signature.statement} »`,
    copy.signedBy(signature.name, frenchMoment(signature.at)),
    signature.where === "site" && signature.collectedBy ? copy.signedOnSite(signature.collectedBy) : copy.signedOnline,
  ];
}

export function liftParagraphs(signature: ShownSignature): string[] {
  return [`« ${signature.statement} »`, copy.lift.liftedBy(signature.name, frenchMoment(signature.at))];
}
