import type { LeadKind } from "#app/lib/lead-fields.ts";

/** The two forms a request comes from, for the owner's filters (the forms' own tables stay out of his pages). */
export const requestKinds = ["contact", "devis"] as const satisfies readonly LeadKind[];

/**
 * Where the company stands with a request, from arrival to a signed quote or a lost one. Requests the
 * form's honeypot caught arrive as "spam"; every other one arrives as "nouvelle".
 */
export const workflowStatuses = ["nouvelle", "a_rappeler", "devis_envoye", "gagnee", "perdue", "spam"] as const;
export type WorkflowStatus = (typeof workflowStatuses)[number];

export function isWorkflowStatus(value: unknown): value is WorkflowStatus {
  return typeof value === "string" && (workflowStatuses as readonly string[]).includes(value);
}

/** A note is a few lines the owner types on his phone, not a document. */
export const NOTE_MAX_LENGTH = 2000;

/**
 * Where "Faire un devis" or "Faire une facture" sends the owner when the request was erased meanwhile: its own page,
 * which answers 404 in the owner's space with the way back to the inbox.
 */
export function missingLeadPage(rawLeadId: string): string {
  return `/pro/demandes/${encodeURIComponent(rawLeadId)}`;
}
