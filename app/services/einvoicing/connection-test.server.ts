import { einvoicingCopy } from "#app/content/einvoicing.ts";
import type { PlatformConnection, PlatformFailure } from "./platform-api.ts";
import { PlatformClient, type PlatformClientOptions } from "./platform-client.server.ts";

const outcomes = einvoicingCopy.outcomes;

export interface ConnectionTestResult {
  ok: boolean;
  /** What happened, in French, for the owner. */
  messages: string[];
}

/** A failure as the owner reads it: what happened and what he can do. */
export function failureMessage(failure: PlatformFailure): string {
  switch (failure.kind) {
    case "credentials-refused":
      return outcomes.credentialsRefused;
    case "unreachable":
      return outcomes.unreachable(failure.detail);
    case "unavailable":
      return outcomes.unavailable(
        failure.status,
        failure.retryAfterMs === null ? null : Math.ceil(failure.retryAfterMs / 1000),
      );
    case "rejected":
      return outcomes.rejected(failure.status, failure.errorMessage ?? failure.errorCode);
    case "invalid-answer":
      return outcomes.invalidAnswer;
  }
}

/** The company's SIREN from its published SIRET (14 digits, spaces allowed), or null while it is not filled in. */
export function sirenOf(siret: string): string | null {
  const digits = siret.replace(/[\s\u00a0\u202f]/g, "");
  return /^\d{14}$/.test(digits) ? digits.slice(0, 9) : null;
}

/**
 * "Tester la connexion": a token, then one read that changes nothing at the platform: the directory's record of
 * the company's own SIREN (which also tells the owner whether his company can receive invoices), or, while the
 * company's SIRET is not filled in, an empty search of the flows from now on.
 */
export async function testPlatformConnection(
  connection: PlatformConnection,
  companySiren: string | null,
  options: PlatformClientOptions = {},
): Promise<ConnectionTestResult> {
  const client = new PlatformClient(connection, options);
  const started = performance.now();
  const token = await client.accessToken();
  if (!token.ok) return { ok: false, messages: [failureMessage(token.failure)] };
  if (companySiren === null) {
    const search = await client.searchFlows({ updatedAfter: new Date().toISOString(), limit: 1 });
    if (!search.ok) return { ok: false, messages: [failureMessage(search.failure)] };
    const elapsed = Math.round(performance.now() - started);
    return { ok: true, messages: [outcomes.connected(elapsed), outcomes.companyUnknown] };
  }
  const record = await client.lookupSiren(companySiren);
  if (!record.ok) return { ok: false, messages: [failureMessage(record.failure)] };
  const elapsed = Math.round(performance.now() - started);
  return {
    ok: true,
    messages: [
      outcomes.connected(elapsed),
      record.value
        ? outcomes.companyListed(companySiren, record.value.businessName ?? companySiren)
        : outcomes.companyNotListed(companySiren),
    ],
  };
}
