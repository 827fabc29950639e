import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { firstPaintHoldSource } from "#app/lib/first-paint-hold.ts";
import { islandLoaderSource } from "#app/lib/island-loader.ts";
import { speculationRules } from "#app/lib/speculation-rules.ts";
import { isOwnerPath } from "#app/services/pro/request.server.ts";
import { isClientLinkPath, routedPath } from "./routed-path.ts";

/** Two years, the value hstspreload.org asks for. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/**
 * Powerful features the site never uses, switched off for the page and anything it could embed.
 * Only names Chromium recognises: it logs a warning on every page for an unknown one.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "captured-surface-control",
  "clipboard-read",
  "compute-pressure",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "gamepad",
  "geolocation",
  "gyroscope",
  "hid",
  "identity-credentials-get",
  "idle-detection",
  "interest-cohort",
  "keyboard-map",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "otp-credentials",
  "payment",
  "picture-in-picture",
  "publickey-credentials-create",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "speaker-selection",
  "storage-access",
  "sync-xhr",
  "usb",
  "window-management",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * The owner's space logs in and registers with passkeys (WebAuthn), which the public pages' policy forbids:
 * there, and only there, this origin may use them.
 */
export const OWNER_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace(
  /publickey-credentials-(create|get)=\(\)/g,
  "publickey-credentials-$1=(self)",
);

export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The layout's constant inline blocks, which it writes without a nonce (it cannot read the response's). */
export const layoutConstantScripts = {
  firstPaintHold: firstPaintHoldSource,
  speculationRules,
  islandLoader: islandLoaderSource,
} as const;
export const layoutConstantSources = Object.values(layoutConstantScripts).map(sha256Source);

/** A fresh, unguessable value for one response: 128 random bits. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Speculation rules are not script, but the policy governs inline ones like scripts (script-src).
const POLICY_GOVERNED_TYPES = new Set(["", "module", "text/javascript", "application/javascript", "speculationrules"]);

/**
 * The CSP sources of every inline script the browser would run or read under script-src: not external ones
 * (`src`), not data blocks such as `application/ld+json`, which the policy does not govern.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase() ?? "";
    if (!POLICY_GOVERNED_TYPES.has(type)) continue;
    hashes.add(sha256Source(body));
  }
  return [...hashes];
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/**
 * The CSP sources of every `<style>` element: the stylesheet the post-build step inlines into each
 * prerendered page (server/render-page.ts).
 */
export function styleElementHashes(html: string): string[] {
  const markup = html.replace(SCRIPT_ELEMENT, "");
  return [...new Set([...markup.matchAll(STYLE_ELEMENT)].map(([, body = ""]) => sha256Source(body)))];
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", apos: "'" };

function decodeAttribute(value: string): string {
  return value.replace(
    /&(?:#(\d+)|#x([0-9a-f]+)|(amp|quot|lt|gt|apos));/gi,
    (_match, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (dec) return String.fromCodePoint(Number(dec));
      if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
      return NAMED_ENTITIES[String(name).toLowerCase()] ?? "";
    },
  );
}

/**
 * The CSP sources of every `style="…"` attribute in the markup, as the browser hashes them (decoded).
 */
export function styleAttributeHashes(html: string): string[] {
  const markup = html.replace(SCRIPT_ELEMENT, "").replace(STYLE_ELEMENT, "");
  const hashes = new Set<string>();
  for (const [tag] of markup.matchAll(/<[a-z][^>]*>/gi)) {
    for (const [, value = ""] of tag.matchAll(/\sstyle\s*=\s*"([^"]*)"/gi))
      hashes.add(sha256Source(decodeAttribute(value)));
  }
  return [...hashes];
}

export interface PageSources {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}
export interface PrerenderedSources {
  pages: Map<string, PageSources>;
  styleAttributes: string[];
}

/**
 * The hashes of each prerendered page's own inline scripts, style elements and style attributes, computed once at start
 * from the bytes the server sends: the policy always matches the page, whoever built it and however a
 * post-build step rewrote it. Pages rendered on the fly (404, form answers, query strings) come from the
 * same components, so the union of the style attributes seen here covers them.
 * `pageHtml`: route → HTML.
 */
export function prerenderedSources(pageHtml: Map<string, string>): PrerenderedSources {
  const pages = new Map<string, PageSources>();
  const styleAttributes = new Set<string>();
  for (const [route, html] of pageHtml) {
    const page = {
      scripts: inlineScriptHashes(html),
      styles: styleElementHashes(html),
      styleAttributes: styleAttributeHashes(html),
    };
    for (const hash of page.styleAttributes) styleAttributes.add(hash);
    pages.set(route, page);
  }
  return { pages, styleAttributes: [...styleAttributes].sort() };
}

/**
 * What a response may run and apply, decided before it is written:
 * - a prerendered page: the hashes of its own inline scripts, style elements and style attributes;
 * - anything else (React Router renders, files, errors): a fresh nonce that entry.server.tsx hands to
 *   React and React Router, the stylesheet as a file, and the known style attributes.
 */
interface ResponseSources extends PageSources {
  nonce?: string;
}

function sourcesOf(res: ServerResponse): ResponseSources {
  // Helmet hands its directive functions Node's response; Express's is the same object with `locals`.
  const locals = (res as Response).locals as { csp?: ResponseSources };
  return locals.csp ?? { scripts: [], styles: [], styleAttributes: [] };
}

/**
 * Style attributes (React's `style` prop rendered on the server) are only allowed when their exact
 * value was hashed: 'unsafe-hashes' lets those few known values apply and nothing else.
 */
function styleAttributeSources(hashes: string[]): string {
  return hashes.length > 0 ? `'unsafe-hashes' ${hashes.join(" ")}` : "'none'";
}

/**
 * What development (`npm run dev`) adds to the policy, and nothing else (scripts keep the per-response nonce):
 * - inline styles: Vite's client and React Router's development CSS insert `<style>` elements while the page runs
 *   (an edited stylesheet applies without a reload), and with no production build there are no prerendered pages
 *   to hash the style attributes from;
 * - a worker from a `blob:` URL, which Vite's client starts to watch the reload channel.
 */
export const DEVELOPMENT_DIRECTIVES = {
  "style-src": ["'self'", "'unsafe-inline'"],
  "style-src-attr": ["'unsafe-inline'"],
  "worker-src": ["'self'", "blob:"],
} as const;

/**
 * The documents that show personal data: the owner's space (requests, accounts) and a client's quote or invoice
 * behind its private link (`/d/…`, `/f/…`). Only they are isolated from other sites' windows (Cross-Origin-Opener-Policy,
 * Origin-Agent-Cluster): a public page holds nothing a window of another site could read or leak, and the isolation
 * cost its first paint (decision 004, "Isolation").
 */
export function showsPrivateData(req: Request): boolean {
  const pathname = routedPath(req);
  return isOwnerPath(pathname) || isClientLinkPath(pathname);
}

/**
 * Helmet for everything it covers on a document (CSP built per response from res.locals.csp, CORP, HSTS,
 * nosniff, frame options, referrer policy, and on private documents COOP and Origin-Agent-Cluster), plus the
 * Permissions-Policy header it leaves out.
 */
export function securityHeaders({
  https,
  development = false,
}: {
  https: boolean;
  development?: boolean;
}): RequestHandler[] {
  const directives: Record<string, Iterable<string | ((req: IncomingMessage, res: ServerResponse) => string)>> = {
    "default-src": ["'none'"],
    "script-src": ["'self'", (_req, res) => sourcesOf(res).scripts.join(" ") || "'self'"],
    "style-src": ["'self'", (_req, res) => sourcesOf(res).styles.join(" ")],
    "style-src-attr": [(_req, res) => styleAttributeSources(sourcesOf(res).styleAttributes)],
    // blob: the thumbnails of the photos a visitor chooses in a form, drawn from the files in the browser.
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "manifest-src": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'none'"],
    "object-src": ["'none'"],
  };
  if (https) directives["upgrade-insecure-requests"] = [];
  if (development) Object.assign(directives, DEVELOPMENT_DIRECTIVES);

  const documentHeaders = (isolated: boolean) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      // Everything the pages load comes from this origin; embedding policies would only add risk of breakage.
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: isolated ? { policy: "same-origin" } : false,
      originAgentCluster: isolated,
      crossOriginResourcePolicy: { policy: "same-origin" },
      // Sends the origin with a same-origin form POST (React Router's CSRF check needs it, "no-referrer"
      // would send `Origin: null`), and only the origin, over HTTPS, to other sites.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // HSTS over plain HTTP is ignored by browsers and would mislead: only sent when the site is served over HTTPS.
      strictTransportSecurity: https
        ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true, preload: false }
        : false,
      xFrameOptions: { action: "deny" },
    });
  const privateDocument = documentHeaders(true);
  const publicDocument = documentHeaders(false);
  return [
    (req, res, next) => (showsPrivateData(req) ? privateDocument : publicDocument)(req, res, next),
    (_req, res, next) => {
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      next();
    },
  ];
}

/**
 * What a file (script, stylesheet, image, font, manifest, a route's data) needs, and nothing a document needs: it
 * runs in no context of its own, so a policy, a nonce, the isolation and permission headers would be bytes spent on
 * every request for no protection. `nosniff` keeps it from being run as another type than it says, CORP keeps other
 * sites from loading it into their process, and over HTTPS HSTS holds on any answer, a file's included.
 */
export function assetHeaders({ https }: { https: boolean }): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    if (https) res.setHeader("Strict-Transport-Security", `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    next();
  };
}

/**
 * Chooses each response's script and style sources (see ResponseSources) before Helmet writes the policy.
 */
export function cspSources(
  prerendered: PrerenderedSources,
  /** The sources of the page the owner's published site answers this request with (a GET, or a form post), if any. */
  publishedPage?: (req: Request, res: Response) => PageSources | undefined,
): RequestHandler {
  return (req, res, next) => {
    const page =
      publishedPage?.(req, res) ??
      ((req.method === "GET" || req.method === "HEAD") && !req.originalUrl.includes("?")
        ? prerendered.pages.get(req.path)
        : undefined);
    if (page) {
      res.locals.csp = {
        scripts: page.scripts,
        styles: page.styles,
        styleAttributes: page.styleAttributes,
      } satisfies ResponseSources;
    } else {
      const nonce = createNonce();
      res.locals.cspNonce = nonce;
      res.locals.csp = {
        // A public page rendered now (404, a filtered portfolio, a form's answer) carries the first paint's hold, the
        // speculation rules and the islands' loader without a nonce (the layout cannot read it): those constant blocks
        // go by their hashes.
        scripts: [`'nonce-${nonce}'`, ...layoutConstantSources],
        styles: [],
        styleAttributes: prerendered.styleAttributes,
        nonce,
      } satisfies ResponseSources;
    }
    next();
  };
}
