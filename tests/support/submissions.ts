import { formsCopy } from "#app/content/forms.ts";
import { contactInput, formBody, quoteInput } from "./leads.ts";

/** A stream of form submissions for the crash tests, sent as a visitor would send them again after a cut. */
export interface Submission {
  tag: string;
  path: string;
  body: string;
  /** Set once the client saw the success answer. */
  accepted: boolean;
  /** Connections cut by a kill: the same body is sent again, as a person clicking "send" again would. */
  lost: number;
}

/** One submission, as a browser without JavaScript (document POST) or the fetcher (.data) sends it. */
export function makeSubmission(index: number, run: string): Submission {
  const tag = `crash-${run}-${index}`;
  const quote = index % 2 === 1;
  const fields = quote ? quoteInput(tag) : contactInput(tag);
  // Half of them carry a browser key, like the form with JavaScript; the others rely on the content check.
  const key: Record<string, string> = index % 4 < 2 ? { _key: `${run}-key-${String(index).padStart(8, "0")}` } : {};
  const page = quote ? "/devis" : "/contact";
  return {
    tag,
    path: index % 3 === 0 ? `${page}.data` : page,
    body: formBody({ ...fields, ...key }),
    accepted: false,
    lost: 0,
  };
}

export async function submit(base: string, submission: Submission): Promise<"accepted" | "lost"> {
  try {
    const response = await fetch(`${base}${submission.path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: submission.body,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${submission.tag}: ${response.status} ${text.slice(0, 200)}`);
    const kind = submission.path.startsWith("/devis") ? formsCopy.quote : formsCopy.contact;
    const success = submission.path.endsWith(".data") ? text.includes("success") : text.includes(kind.success.title);
    if (!success) throw new Error(`${submission.tag}: 200 without the success answer`);
    return "accepted";
  } catch (error) {
    // A refusal is a bug; a cut connection or a server that is not there yet is what a kill looks like.
    if (error instanceof Error && error.message.startsWith(submission.tag)) throw error;
    return "lost";
  }
}

/**
 * Each visitor waits this long between two submissions. Without it the stream's volume follows the server's speed:
 * since form posts are answered from the prerendered page, four clients posting flat out stored thousands of
 * requests in a few seconds, which the slowed SMTP peer took minutes to drain, and which kept two cores so busy
 * that an e-mail could outlast its lease without any kill. The crash tests are about kills, not overload.
 */
const PAUSE_BETWEEN_SUBMISSIONS_MS = 40;

/**
 * `clients` visitors submitting one after another until finish() is called; each sends a cut submission again
 * (to the server `target()` names then) until it is accepted. finish() resolves once every one was;
 * abandon() (after a failure) stops them without waiting.
 */
export function startSubmitters(clients: number, run: string, target: () => string) {
  const submissions: Submission[] = [];
  let stopping = false;
  let abandoned = false;
  const submitter = async () => {
    const retries: Submission[] = [];
    while (!abandoned && (!stopping || retries.length > 0)) {
      const submission = retries.shift() ?? (stopping ? undefined : makeSubmission(submissions.length, run));
      if (!submission) break;
      if (!submissions.includes(submission)) submissions.push(submission);
      if ((await submit(target(), submission)) === "accepted") {
        submission.accepted = true;
        await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_SUBMISSIONS_MS));
      } else {
        submission.lost += 1;
        retries.push(submission);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const running = Promise.all(Array.from({ length: clients }, submitter));
  return {
    submissions,
    finish: async () => {
      stopping = true;
      await running;
    },
    abandon: () => {
      abandoned = true;
    },
  };
}
