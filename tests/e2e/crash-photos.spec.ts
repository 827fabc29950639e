import { formsCopy } from "#app/content/forms.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { filesIn, quoteInput, readLeadPhotos, readLeads } from "#tests/support/leads.ts";
import { photoWithGps } from "#tests/support/photos.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";

const KILLS = 4;
const CLIENTS = 3;

interface PhotoSubmission {
  tag: string;
  form: () => FormData;
  accepted: boolean;
  lost: number;
}

/**
 * SIGKILL while visitors send requests with two photos each, then a clean restart: every request the client saw
 * accepted is there once with both its photos on disk, and the folder holds nothing else (the files of requests
 * cut between their rename and their commit, and the half-written uploads, were swept at start).
 */
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a test's fixtures from this pattern.
test("SIGKILL during uploads: every acknowledged request has all its photos, and no orphan file remains", async ({}, testInfo) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const database = temporaryDatabase();
  const uploads = database.file.replace(/leads\.sqlite$/, "uploads");
  const env = { LEADS_DB: database.file, UPLOADS_DIR: uploads, FORM_RATE_LIMIT: "100000" };
  const port = await freePort(testInfo);
  // Phone-like photos that take the server a moment to re-encode, so kills land inside the pipeline too.
  const photos = [
    new Uint8Array(await photoWithGps({ width: 1600, height: 1200, noise: true })),
    new Uint8Array(await photoWithGps({ width: 1200, height: 900, noise: true, colour: "#556b2f" })),
  ];
  const servers: RunningServer[] = [];
  let current = await startServer({ port, env });
  servers.push(current);

  const submissions: PhotoSubmission[] = [];
  const makeSubmission = (index: number): PhotoSubmission => {
    const tag = `crash-photos-${run}-${index}`;
    return {
      tag,
      accepted: false,
      lost: 0,
      form: () => {
        const form = new FormData();
        for (const [name, value] of Object.entries(quoteInput(tag))) form.set(name, String(value));
        // Half carry a browser key; the others rely on the duplicate check by content.
        if (index % 2 === 0) form.set("_key", `${run}-key-${index}`);
        form.append("photos", new Blob([photos[0]!], { type: "image/jpeg" }), `toit-${index}.jpg`);
        form.append("photos", new Blob([photos[1]!], { type: "image/jpeg" }), `gouttiere-${index}.jpg`);
        return form;
      },
    };
  };
  const send = async (submission: PhotoSubmission): Promise<boolean> => {
    try {
      const response = await fetch(`${current.url}/devis`, {
        method: "POST",
        body: submission.form(),
        signal: AbortSignal.timeout(20_000),
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${submission.tag}: ${response.status} ${text.slice(0, 200)}`);
      if (!text.includes(formsCopy.quote.success.title)) throw new Error(`${submission.tag}: no success answer`);
      return true;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith(submission.tag)) throw error;
      return false;
    }
  };
  let stopping = false;
  const client = async () => {
    const retries: PhotoSubmission[] = [];
    while (!stopping || retries.length > 0) {
      const submission = retries.shift() ?? (stopping ? undefined : makeSubmission(submissions.length));
      if (!submission) break;
      if (!submissions.includes(submission)) submissions.push(submission);
      if (await send(submission)) submission.accepted = true;
      else {
        submission.lost += 1;
        retries.push(submission);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const clients = Promise.all(Array.from({ length: CLIENTS }, client));

  try {
    for (let kill = 0; kill < KILLS; kill++) {
      // Long enough for a restarted server to take a request with two photos to its end on a busy machine, so that
      // the clients get past their first requests; short enough for every kill to land among uploads.
      await new Promise((resolve) => setTimeout(resolve, 4000 + Math.random() * 2000));
      await current.stop("SIGKILL");
      current = await startServer({ port, env });
      servers.push(current);
    }
    await new Promise((resolve) => setTimeout(resolve, 800));
    stopping = true;
    await clients;
    // A last clean start: what the last kill left is swept too.
    await current.stop();
    current = await startServer({ port, env });
    servers.push(current);

    expect(submissions.length).toBeGreaterThan(CLIENTS);
    expect(submissions.every((submission) => submission.accepted)).toBe(true);
    expect(submissions.some((submission) => submission.lost > 0)).toBe(true);

    const leads = readLeads(database.file);
    const rows = readLeadPhotos(database.file);
    for (const submission of submissions) {
      const matching = leads.filter((lead) => String(lead.fields.description).includes(`(${submission.tag})`));
      expect(matching, submission.tag).toHaveLength(1);
      const own = rows.filter((row) => row.lead_id === matching[0]!.id);
      expect(
        own.map((row) => row.original_name),
        submission.tag,
      ).toEqual([`toit-${submissions.indexOf(submission)}.jpg`, `gouttiere-${submissions.indexOf(submission)}.jpg`]);
    }
    expect(leads).toHaveLength(submissions.length);
    // Every row's file is there, and nothing else: no orphan, no half-written upload.
    expect(filesIn(uploads)).toEqual(rows.map((row) => row.stored_name).sort());
    const swept = servers
      .map((server) => /photos: (\d+) files? left by an interrupted request removed/.exec(server.output())?.[1] ?? "0")
      .map(Number);
    testInfo.annotations.push({ type: "files swept at start", description: swept.join(", ") });
  } finally {
    stopping = true;
    await current.stop();
    database.remove();
  }
});
