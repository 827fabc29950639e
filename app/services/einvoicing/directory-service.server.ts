import type { DirectoryAnswer } from "./directory-answer.ts";
import { DirectoryLookup } from "./directory-lookup.server.ts";
import { PlatformClient } from "./platform-client.server.ts";
import { currentPlatform } from "./platform-service.server.ts";

/**
 * The directory is asked while the owner waits (typing, opening a draft, issuing): a platform slower than this is
 * told as unreachable and the invoice goes to the SIREN, rather than the form hanging for the outbox's 15 s.
 */
const LOOKUP_TIMEOUT_MS = 4_000;

let current: { key: string; client: PlatformClient } | null = null;

const lookup = new DirectoryLookup({
  async client() {
    const platform = await currentPlatform();
    if (platform.source !== "environment" && platform.source !== "screen") return null;
    // One client per connection, so its token is reused; a connection changed on the screen gets a new one.
    const key = JSON.stringify(platform.connection);
    if (current?.key !== key)
      current = { key, client: new PlatformClient(platform.connection, { timeoutMs: LOOKUP_TIMEOUT_MS }) };
    return current;
  },
});

/** Whether and where a client receives its e-invoices, from the configured platform's directory (decision 049). */
export function lookUpClientDirectory(siren: string): Promise<DirectoryAnswer> {
  return lookup.lookup(siren);
}
