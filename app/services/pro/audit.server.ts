import { logError } from "#app/services/log.server.ts";
import { CLIENT_ADDRESS_HEADER } from "./request.server.ts";
import { ownerStore } from "./service.server.ts";

export interface AuditEvent {
  /** A dotted code (`login.failure`, `lead.status`); `npm run pro -- audit` names the known ones in French. */
  action: string;
  userId: number | null;
  email: string | null;
  address: string | null;
  detail?: string;
}

/**
 * Writes one line of the owner's audit trail. A trail that cannot be written must not turn the owner's
 * action into an error page, so a failure is logged rather than thrown.
 */
export async function recordAudit(event: AuditEvent): Promise<void> {
  try {
    const store = await ownerStore();
    await store.addAudit({
      action: event.action,
      userId: event.userId,
      email: event.email,
      address: event.address,
      detail: event.detail?.slice(0, 1000) ?? null,
    });
  } catch (error) {
    logError(`audit: cannot record ${event.action}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The client's address as the Express layer saw it (TRUST_PROXY applied), or null outside it. */
export function clientAddress(request: Request): string | null {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || null;
}
