import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { formsCopy } from "#app/content/forms.ts";
import { filesIn, quoteInput } from "./leads.ts";
import { runSiteCommand } from "./owner.ts";

/** `npm run backup -- …` or `npm run restore -- …` as the owner runs them on the server, with the site's environment. */
export function runBackupCommand(command: "backup" | "restore", args: string[], env: Record<string, string>) {
  return runSiteCommand(`server/${command}-cli.js`, args, { env });
}

/** SHA-256 of every file of a folder, by relative path. */
export function folderHashes(folder: string): Map<string, string> {
  return new Map(
    filesIn(folder).map((file) => [
      file,
      createHash("sha256")
        .update(readFileSync(path.join(folder, file)))
        .digest("hex"),
    ]),
  );
}

/**
 * Visitors sending quote requests with a photo, one after the other on each of `clients` connections, until
 * stopped. Each request is tagged; `acknowledged` lists the tags the site answered "Envoyé" to, in order.
 */
export function startPhotoVisitors(base: () => string, clients: number, run: string, photo: Uint8Array<ArrayBuffer>) {
  const acknowledged: string[] = [];
  let sent = 0;
  let stopping = false;
  const client = async () => {
    while (!stopping) {
      const tag = `${run}-${sent++}`;
      const form = new FormData();
      for (const [name, value] of Object.entries(quoteInput(tag))) form.set(name, String(value));
      form.append("photos", new Blob([photo], { type: "image/jpeg" }), `toit-${tag}.jpg`);
      const response = await fetch(`${base()}/devis`, {
        method: "POST",
        body: form,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      if (response.status !== 200 || !text.includes(formsCopy.quote.success.title)) {
        throw new Error(`${tag}: ${response.status} ${text.slice(0, 200)}`);
      }
      acknowledged.push(tag);
    }
  };
  const running = Array.from({ length: clients }, client);
  return {
    acknowledged,
    stop: async () => {
      stopping = true;
      await Promise.all(running);
    },
  };
}
