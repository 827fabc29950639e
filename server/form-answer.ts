import type { Response } from "express";

/**
 * The start of the element that holds a lead form island (app/components/forms/lead-form-island.tsx) as React writes
 * it: its first attribute, which other attributes may follow in the same tag.
 */
const FORM_REGION_START = '<div data-lead-form=""';
const divTag = /<(\/?)div\b[^>]*>/g;

/** Where the first lead form region of a page starts and ends (its closing `</div>` included), or null. */
function formRegion(html: string): [number, number] | null {
  const start = html.indexOf(FORM_REGION_START);
  if (start < 0) return null;
  // React escapes "<" in text and the island's props JSON, so every "<div" and "</div" in the region is a tag.
  const tags = new RegExp(divTag.source, "g");
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return [start, tags.lastIndex];
  }
  return null;
}

/**
 * The published page with its lead form region replaced by the one of the answer React Router rendered for a
 * form post: the visitor gets the owner's published header, footer and banner around the form's errors or
 * success. Null when either page has no form region (an error page): the answer is then sent as it is.
 */
export function spliceFormAnswer(publishedHtml: string, answerHtml: string): string | null {
  const into = formRegion(publishedHtml);
  const from = formRegion(answerHtml);
  if (!into || !from) return null;
  return publishedHtml.slice(0, into[0]) + answerHtml.slice(from[0], from[1]) + publishedHtml.slice(into[1]);
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

/**
 * Holds back what React Router writes for this response and, at its end, sends the published page with the
 * answer's form region in it (an HTML answer only; anything else goes out as written). The response's
 * Content-Security-Policy must already be the published page's, chosen before the action ran.
 */
export function answerInPublishedPage(res: Response, publishedHtml: string): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (chunk: Chunk, callback?: Callback) => boolean;
  const end = res.end.bind(res) as (chunk?: Chunk, callback?: () => void) => Response;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string")
      chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding);
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done as Callback);
    return true;
  }) as Response["write"];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (typeof chunk !== "function") collect(chunk, encoding);
    const done = [chunk, encoding, callback].find((value) => typeof value === "function") as (() => void) | undefined;
    const answer = Buffer.concat(chunks);
    const isHtml = String(res.getHeader("content-type") ?? "").startsWith("text/html");
    const spliced = isHtml ? spliceFormAnswer(publishedHtml, answer.toString("utf8")) : null;
    const body = spliced === null ? answer : Buffer.from(spliced);
    res.removeHeader("Content-Length");
    if (!res.headersSent) res.setHeader("Content-Length", body.length);
    res.write = write as Response["write"];
    return end(body, done);
  }) as Response["end"];
}
