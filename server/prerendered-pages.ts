import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";
import { chooseEncoding, extensionOf } from "./precompressed.ts";

// The prerendered pages live in memory from start to stop: listed, read with their compressed twins, and sent with
// a static file server's validators. The published site's pages (published-site.ts) are sent the same way.

/**
 * Lists the prerendered pages ("/devis" for build/client/devis/index.html) once at start,
 * so a request is matched against a fixed set instead of touching the file system.
 */
export function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir === clientDir && entry.name === "assets") continue;
        walk(full);
      } else if (entry.name === "index.html") {
        const route = `/${path.relative(clientDir, dir).split(path.sep).join("/")}`.replace(/\/$/, "") || "/";
        pages.set(route, full);
      }
    }
  };
  if (existsSync(clientDir) && statSync(clientDir).isDirectory()) walk(clientDir);
  return pages;
}

export interface LoadedPage {
  html: Buffer;
  twins: Map<"br" | "gzip", Buffer>;
  etag: string;
  lastModified: string;
}

/**
 * Reads every prerendered page and its Brotli/gzip twins into memory once, at start: about 40 pages, a few
 * megabytes, and no file system call left on the busiest path (opening, statting and closing a file cost a
 * third of the server's time per page under load).
 * `pageFiles`: route → index.html; `precompressed`: the originals that have twins.
 */
export function loadPrerenderedPages(
  pageFiles: Map<string, string>,
  precompressed: Set<string>,
): Map<string, LoadedPage> {
  const pages = new Map<string, LoadedPage>();
  for (const [route, file] of pageFiles) {
    const html = readFileSync(file);
    const twins = new Map<"br" | "gzip", Buffer>();
    if (precompressed.has(file)) {
      for (const encoding of ["br", "gzip"] as const) {
        const twin = `${file}${extensionOf(encoding)}`;
        if (existsSync(twin)) twins.set(encoding, readFileSync(twin));
      }
    }
    const etag = createHash("sha256").update(html).digest("base64url").slice(0, 22);
    pages.set(route, { html, twins, etag, lastModified: statSync(file).mtime.toUTCString() });
  }
  return pages;
}

/**
 * Sends a page from memory with what a static file server would send: its validators (a 304 when the
 * browser's copy is current), the encoding the browser accepts, Vary.
 */
export function sendPage(req: Request, res: Response, page: LoadedPage, contentType = "html", status = 200): void {
  // A 404 is never answered "not modified" (Express's `fresh` holds for 2xx only).
  res.status(status);
  res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  res.type(contentType);
  res.vary("Accept-Encoding");
  const encoding = chooseEncoding(req, [...page.twins.keys()]);
  const body = (encoding && page.twins.get(encoding)) || page.html;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  // One validator per representation: the Brotli bytes are not the gzip ones.
  res.setHeader("ETag", `"${page.etag}${encoding ? `-${encoding}` : ""}"`);
  res.setHeader("Last-Modified", page.lastModified);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
