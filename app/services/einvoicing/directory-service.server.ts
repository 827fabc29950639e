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

/**
 * How long opening a draft waits for the directory: a healthy platform answers in tens of milliseconds, and past
 * this the page is drawn with the answer pending rather than held for the lookup's 4 s.
 */
const PAGE_WAIT_MS = 1_500;

/** Whether and where a client receives its e-invoices, from the configured platform's directory (decision 049). */
export function lookUpClientDirectory(siren: string): Promise<DirectoryAnswer> {
  return lookup.lookup(siren);
}

/** The same, for a page being opened: pending if the directory has not answered within {@link PAGE_WAIT_MS}. */
export function lookUpClientDirectoryForPage(siren: string): Promise<DirectoryAnswer> {
  return lookup.lookupWithin(siren, PAGE_WAIT_MS);
}
