import { promisify } from "node:util";
import zlib from "node:zlib";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { Request, RequestHandler, Response } from "express";
import type { LeadActionResult } from "#app/lib/lead-fields.ts";
import { type FormPage, formAnswerHtml, formPageOf } from "./form-answer.ts";
import type { RouteAction } from "./form-routes.ts";
import { chooseEncoding } from "./precompressed.ts";
import type { LoadedPage } from "./prerendered-pages.ts";
import { outsidePublication, publishedPageOf } from "./published-site.ts";
import type { PageSources, PrerenderedSources } from "./security.ts";

// A lead form posted without JavaScript to a public page is answered here, without rendering the page again: the
// route's action runs on the visitor's body, and the answer is the page served with its form alone rendered again
// (form-answer.ts), compressed once for every stored request or once for this visitor's errors.

/** What a form post's answer is made of: the route's action, the page around the form, the page's policy. */
export interface FormAnswerTarget {
  action: RouteAction;
  form: FormPage;
  sources: PageSources;
}

const formPages = new WeakMap<LoadedPage, FormPage | null>();

/** The page cut around its lead form, once per page served (a publication brings new page objects). */
function formPageIn(page: LoadedPage): FormPage | null {
  let form = formPages.get(page);
  if (form === undefined) {
    form = formPageOf(page.html.toString("utf8"));
    formPages.set(page, form);
  }
  return form;
}

/**
 * React Router's own check before it runs an action (`throwIfPotentialCSRFAttack`): an Origin header, when the
 * browser sends one, names this very origin. A post that fails it goes on to React Router, which refuses it.
 */
function sameOriginPost(req: Request): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === `${req.protocol}://${req.host}`;
  } catch {
    return false;
  }
}

/** The request as a route action reads it (a Fetch request whose body is the visitor's, still unread). */
function actionRequestOf(req: Request, res: Response): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // A visitor who leaves mid-upload makes the action's read fail, and it removes what it had written.
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return new globalThis.Request(new URL(req.originalUrl, "http://localhost"), {
    method: "POST",
    headers,
    // As React Router's own adapter reads it: a body the visitor already cut off reads as an error, not a crash.
    body: createReadableStreamFromReadable(req),
    duplex: "half",
    signal: controller.signal,
  } as RequestInit);
}

/** What React Router's `data(result, { status })` returns. */
function isDataAnswer(
  value: unknown,
): value is { type: "DataWithResponseInit"; data: LeadActionResult; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli quality of an answer that shows what one visitor typed (errors), compressed for that post alone on libuv's
 * threads: 4, as compression() did; on the contact page's 117 KB, 1.8 ms where quality 11 takes about 200 ms
 * (docs/decisions/026-form-posts-and-404-under-load.md).
 */
export const FORM_ANSWER_BROTLI_QUALITY = 4;

/** A form post's answer and the twins made of it so far. */
interface EncodedAnswer {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

async function encode(html: Buffer, encoding: "br" | "gzip", brotliQuality: number): Promise<Buffer> {
  if (encoding === "gzip") return gzip(html, { level: zlib.constants.Z_BEST_COMPRESSION });
  return brotli(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });
}

const successAnswers = new WeakMap<FormPage, Promise<EncodedAnswer>>();

/**
 * The success answer of a page's form: the same bytes for every visitor whose request was stored, so it is made
 * and compressed (Brotli at its best quality, like the prerendered files) once per page served, then sent as a
 * file is. A publication brings new pages, hence new answers.
 */
function successAnswerOf(form: FormPage): Promise<EncodedAnswer> {
  let answer = successAnswers.get(form);
  if (!answer) {
    const html = Buffer.from(formAnswerHtml(form, { status: "success", kind: form.props.kind }));
    answer = Promise.all([encode(html, "br", zlib.constants.BROTLI_MAX_QUALITY), encode(html, "gzip", 0)]).then(
      ([br, gzipped]) => ({ html, br, gzip: gzipped }),
      (error: unknown) => {
        successAnswers.delete(form);
        throw error;
      },
    );
    successAnswers.set(form, answer);
  }
  return answer;
}

/**
 * The answer to a form post: the page's shared success answer when the action says the request is stored (and
 * only then), else the page with this visitor's errors, compressed for this post alone.
 */
async function formAnswerFor(req: Request, form: FormPage, result: LeadActionResult, status: number) {
  if (result.status === "success" && result.kind === form.props.kind && status === 200) return successAnswerOf(form);
  const html = Buffer.from(formAnswerHtml(form, result));
  const encoding = chooseEncoding(req, ["br", "gzip"]);
  return encoding
    ? { html, [encoding]: await encode(html, encoding, FORM_ANSWER_BROTLI_QUALITY) }
    : ({ html } satisfies EncodedAnswer);
}

/** Sends a form post's answer, compressed as the browser accepts, never cached: it may echo what the visitor typed. */
function sendFormAnswer(req: Request, res: Response, answer: EncodedAnswer, status: number): void {
  const encoding = chooseEncoding(
    req,
    (["br", "gzip"] as const).filter((name) => answer[name] !== undefined),
  );
  const body = (encoding && answer[encoding]) || answer.html;
  res.status(status);
  res.type("html");
  res.vary("Accept-Encoding");
  res.setHeader("Cache-Control", "no-store");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/**
 * A form posted without JavaScript to a public page (published, or the build's): what its answer is made of,
 * decided once per request, before the policy is written. Undefined when React Router should answer as before.
 * `pages`: the build's prerendered pages by route, `prerendered` their policies' sources.
 */
export function formAnswerTargets({
  formActions,
  pages,
  prerendered,
}: {
  formActions: Map<string, RouteAction>;
  pages: Map<string, LoadedPage>;
  prerendered: PrerenderedSources;
}): (req: Request, res: Response) => FormAnswerTarget | undefined {
  return (req, res) => {
    const locals = res.locals as { formAnswer?: FormAnswerTarget | null };
    if (locals.formAnswer !== undefined) return locals.formAnswer ?? undefined;
    locals.formAnswer = null;
    const action = req.method === "POST" ? formActions.get(req.path) : undefined;
    if (!action || outsidePublication(req) || !sameOriginPost(req)) return undefined;
    const published = publishedPageOf(req, res);
    const page = published ?? pages.get(req.path);
    const form = page ? formPageIn(page) : null;
    if (!page || !form) return undefined;
    const sources = published ? published.sources : prerendered.pages.get(req.path);
    if (!sources) return undefined;
    // The answer's form may show style attributes its empty version has not (any page's are allowed, as for a render).
    const styleAttributes = [...new Set([...sources.styleAttributes, ...prerendered.styleAttributes])];
    locals.formAnswer = { action, form, sources: { ...sources, styleAttributes } };
    return locals.formAnswer;
  };
}

/**
 * A form posted without JavaScript: the route's action stores the request (or finds the errors), then the answer
 * is the prerendered page with its form rendered again with the result, instead of a render of the whole page.
 * `contextOf` gives the action the context React Router would (the published company's contact).
 */
export function answerFormPosts(
  formAnswerOf: (req: Request, res: Response) => FormAnswerTarget | undefined,
  contextOf: (res: Response) => unknown,
): RequestHandler {
  return async (req, res, next) => {
    const target = formAnswerOf(req, res);
    if (!target) return next();
    try {
      const answer = await target.action({
        request: actionRequestOf(req, res),
        params: {},
        context: contextOf(res),
      });
      if (!isDataAnswer(answer)) throw new Error(`the action of ${req.path} answered something else than data()`);
      const status = answer.init?.status ?? 200;
      sendFormAnswer(req, res, await formAnswerFor(req, target.form, answer.data, status), status);
    } catch (error) {
      next(error);
    }
  };
}
