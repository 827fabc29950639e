import type { Request, RequestHandler, Response } from "express";
import { type Store as RateLimitStore, rateLimit } from "express-rate-limit";
import type { formGuardCopy } from "#app/content/forms.ts";
import { isOwnerPath, isPublicOwnerPath } from "#app/services/pro/request.server.ts";
import { findFormTarget } from "./form-routes.ts";

// What stands in front of every form action: the methods, the rate, the encodings and the size and pace of a
// body are checked here, before React Router or a form's action reads a byte of it.

/** Settings of the Express guards in front of every form POST. */
export interface FormGuardSettings {
  /** POSTs allowed per IP address and window. */
  limit: number;
  windowMs: number;
  /** Far above the longest valid form (5,000-character description, percent-encoded). */
  maxBodyBytes: number;
  /** A form with photos: the photos' total (MAX_PHOTOS_TOTAL_BYTES) and room for the text and the parts' headers. */
  maxMultipartBytes: number;
  /** A body that sends no byte for this long is cut off (408), so a stalled upload does not hold a connection. */
  stallMs: number;
  copy: typeof formGuardCopy & { photosTooLarge: string; stalled: string };
  /** Counters shared by every server process (PostgreSQL); unset, each process counts in memory. */
  store?: RateLimitStore | undefined;
}

/**
 * Guards in front of the form actions, the site's only POST endpoints (the document POST to /devis
 * as well as the fetcher's /devis.data): they answer before React Router reads a byte of the body.
 * - GET and HEAD everywhere, POST only where a form posts; any other method gets 405 with `Allow`
 *   (React Router would otherwise hand a PUT or DELETE to the same action, past the guards below);
 * - a per-IP limit, so a script cannot flood the owner's inbox (429 + Retry-After): in memory, or in the
 *   store's database when several processes share it (a database that does not answer lets the post through
 *   to the action, which answers 503 if it cannot store it either);
 * - only the two encodings a browser form sends, in UTF-8 (415), so nothing else reaches the actions;
 * - a declared, bounded body size (411 without Content-Length, 413 above the limit): a text form's body is
 *   read into memory, a form with photos streams its files to disk but is bounded all the same;
 * - a body that stalls is cut off (408) and its connection closed.
 * The French wording comes from the application bundle (app/content/forms.ts).
 */
export function createFormGuards({
  limit,
  windowMs,
  maxBodyBytes,
  maxMultipartBytes,
  stallMs,
  copy,
  store,
  formPaths,
}: FormGuardSettings & { formPaths: Map<string, { index: boolean }> }): RequestHandler[] {
  const refuse = (res: Response, status: number, message: string) => {
    const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(copy.pageTitle)}</title></head><body><main><h1>${escapeHtml(copy.pageTitle)}</h1><p>${escapeHtml(message)}</p><p><a href="/">${escapeHtml(copy.back)}</a></p></main></body></html>`;
    res.status(status).format({
      html: () => res.send(html),
      default: () => res.type("text/plain; charset=utf-8").send(message),
    });
  };
  const isPost = (req: Request) => req.method === "POST";
  return [
    (req, res, next) => {
      const target = findFormTarget(formPaths, req.path);
      const acceptsPost = target !== undefined && (!target.index || req.query.index !== undefined);
      if (req.method === "GET" || req.method === "HEAD" || (isPost(req) && acceptsPost)) return next();
      res.setHeader("Allow", acceptsPost ? "GET, HEAD, POST" : "GET, HEAD");
      return refuse(res, 405, copy.methodNotAllowed);
    },
    rateLimit({
      windowMs,
      limit,
      // Behind the owner's door (a session) posts are the owner's work, not a visitor's form. The doors
      // themselves (login, passkey login) are open to anyone and count like the forms, on top of the login throttle.
      skip: (req) => !isPost(req) || (isOwnerPath(req.path) && !isPublicOwnerPath(req.path)),
      ...(store ? { store, passOnStoreError: true } : {}),
      standardHeaders: "draft-8",
      legacyHeaders: false,
      handler: (_req, res) => refuse(res, 429, copy.rateLimited),
    }),
    (req, res, next) => {
      if (!isPost(req)) return next();
      const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(req.headers["content-type"] ?? "")?.[1];
      if (
        !req.is(["application/x-www-form-urlencoded", "multipart/form-data"]) ||
        (charset !== undefined && charset.toLowerCase() !== "utf-8")
      ) {
        return refuse(res, 415, copy.unsupported);
      }
      const multipart = req.is("multipart/form-data") === "multipart/form-data";
      const declared = req.headers["content-length"];
      if (declared === undefined) return refuse(res, 411, copy.lengthRequired);
      if (Number(declared) > (multipart ? maxMultipartBytes : maxBodyBytes)) {
        return refuse(res, 413, multipart ? copy.photosTooLarge : copy.tooLarge);
      }
      watchBody(req, res, { stallMs, deadlineMs: multipart ? undefined : TEXT_FORM_DEADLINE_MS }, () => {
        res.setHeader("Connection", "close");
        refuse(res, 408, copy.stalled);
      });
      next();
    },
  ];
}

/** A text-only form is a few kilobytes: a body still arriving after this is trickled on purpose. */
const TEXT_FORM_DEADLINE_MS = 30_000;

/**
 * Cuts off a request body that stops arriving (no byte for `stallMs`: the socket's idle timer) or, with
 * `deadlineMs`, that is not in by then: `cutOff` answers (408) unless an answer has already started, and the
 * connection is closed, which makes the action's read fail and remove what it had written. Once the body is in,
 * the timers stop, so the action may take its time (re-encoding six photos). The server's own `requestTimeout`
 * stays as the outer bound of a whole upload.
 */
function watchBody(
  req: Request,
  res: Response,
  { stallMs, deadlineMs }: { stallMs: number; deadlineMs: number | undefined },
  cutOff: () => void,
): void {
  const stop = () => {
    clearTimeout(deadline);
    req.socket?.setTimeout(0);
  };
  const onStall = () => {
    if (req.complete) return;
    stop();
    if (res.headersSent) {
      req.destroy();
      return;
    }
    // Destroyed with an error once the answer is out, the request makes a reader still waiting for its body
    // (the action's multipart parser) fail at once and remove what it wrote, rather than wait forever.
    res.once("finish", () => req.destroy(new Error("request body stalled")));
    cutOff();
  };
  const deadline = deadlineMs === undefined ? undefined : setTimeout(onStall, deadlineMs);
  // On the response, not the request: Node emits a request's timeout only while its body is incomplete, and
  // destroys the socket when nobody listens, which would cut off a long re-encoding after the body is in.
  res.setTimeout(stallMs, onStall);
  req.once("end", stop);
  req.once("close", stop);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
