import type { Page, Response } from "@playwright/test";

export interface LoadedScript {
  url: string;
  body: Buffer;
}

/**
 * Records the scripts a page fetches until `collect()` is called. Each body is read as it arrives, since a later
 * navigation discards it, and listening stops at `collect()`, so the page can go on to other documents. A body that
 * could not be read fails `collect()`, in the test that asked, rather than rejecting unobserved.
 */
export function recordScripts(page: Page): { collect: () => Promise<LoadedScript[]> } {
  const reads: Promise<LoadedScript | Error>[] = [];
  const listen = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    reads.push(
      response.body().then(
        (body) => ({ url: response.url(), body }),
        (error: Error) => error,
      ),
    );
  };
  page.on("response", listen);
  return {
    async collect() {
      page.off("response", listen);
      const read = await Promise.all(reads);
      const failure = read.find((entry) => entry instanceof Error);
      if (failure) throw failure;
      return read as LoadedScript[];
    },
  };
}
