import { getLeads } from "#app/services/leads/service.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import { type ConnectionTestResult, sirenOf, testPlatformConnection } from "./connection-test.server.ts";
import { type ActivePlatform, activePlatform, PlatformSettingsStore } from "./platform-settings.server.ts";

/** The platform settings of the running store. */
export async function platformSettingsStore(): Promise<PlatformSettingsStore> {
  return new PlatformSettingsStore((await getLeads()).database);
}

/** The connection the site uses now: the server's environment first, else what the owner saved. */
export async function currentPlatform(): Promise<ActivePlatform> {
  return activePlatform(await platformSettingsStore());
}

/** "Tester la connexion" on the connection in use, with the published company's SIREN. */
export async function testCurrentPlatform(platform: ActivePlatform): Promise<ConnectionTestResult | null> {
  if (platform.source !== "environment" && platform.source !== "screen") return null;
  return testPlatformConnection(platform.connection, sirenOf(publishedCompany().identity.legal.siret));
}
