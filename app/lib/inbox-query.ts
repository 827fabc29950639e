import type { LeadKind } from "#app/lib/lead-fields.ts";
import { isWorkflowStatus, requestKinds, type WorkflowStatus } from "#app/lib/lead-workflow.ts";

export interface InboxFilters {
  /** null: every status but spam, which the owner sees only when he asks for it. */
  status: WorkflowStatus | null;
  kind: LeadKind | null;
  service: string | null;
  town: string | null;
  search: string | null;
}

export const noFilters: InboxFilters = { status: null, kind: null, service: null, town: null, search: null };

/** The inbox's URL parameters, in French like its other URLs. */
const params = {
  status: "statut",
  kind: "type",
  service: "service",
  town: "ville",
  search: "q",
  page: "page",
} as const;

const MAX_TEXT = 200;

/** After an erasure the inbox names the request that is gone: `/pro?supprimee=42`. */
export const DELETED_PARAM = "supprimee";

function text(query: URLSearchParams, name: string): string | null {
  const value = (query.get(name) ?? "").trim().slice(0, MAX_TEXT);
  return value === "" ? null : value;
}

/** Reads the filters and page of an inbox URL; anything unknown or malformed counts as no filter. */
export function parseInboxQuery(query: URLSearchParams): { filters: InboxFilters; page: number } {
  const status = query.get(params.status);
  const kind = query.get(params.kind);
  const page = Number.parseInt(query.get(params.page) ?? "1", 10);
  return {
    filters: {
      status: isWorkflowStatus(status) ? status : null,
      kind: (requestKinds as readonly string[]).includes(kind ?? "") ? (kind as LeadKind) : null,
      service: text(query, params.service),
      town: text(query, params.town),
      search: text(query, params.search),
    },
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The query string of a filtered view ("" without filters), for its pages and its CSV export. */
export function inboxQuery(filters: InboxFilters, page = 1): string {
  const query = new URLSearchParams();
  if (filters.search) query.set(params.search, filters.search);
  if (filters.status) query.set(params.status, filters.status);
  if (filters.kind) query.set(params.kind, filters.kind);
  if (filters.service) query.set(params.service, filters.service);
  if (filters.town) query.set(params.town, filters.town);
  if (page > 1) query.set(params.page, String(page));
  const encoded = query.toString();
  return encoded ? `?${encoded}` : "";
}
