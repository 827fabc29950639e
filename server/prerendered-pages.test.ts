import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPrerenderedPages, loadPrerenderedPages, sendPage } from "./prerendered-pages.ts";

const html = `<!doctype html><html lang="fr"><body>${"<p>Toiture en zinc à Lens.</p>".repeat(200)}</body></html>`;
let dir = "";
let base = "";
let close: () => void = () => {};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "pages-"));
  mkdirSync(path.join(dir, "devis"));
  for (const file of [path.join(dir, "index.html"), path.join(dir, "devis/index.html")]) {
    writeFileSync(file, html);
  }
  // Only the home page has twins, as postbuild writes them.
  writeFileSync(path.join(dir, "index.html.br"), brotliCompressSync(html));
  writeFileSync(path.join(dir, "index.html.gz"), gzipSync(html));
  const pages = loadPrerenderedPages(findPrerenderedPages(dir), new Set([path.join(dir, "index.html")]));
  const app = express();
  app.get("/{*splat}", (req, res) => sendPage(req, res, pages.get(req.path)!));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

/** node:http rather than fetch, which would decode the body and make every conditional request uncached. */
function get(pathname: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }>(
    (resolve, reject) => {
      const outgoing = request(`${base}${pathname}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
        );
      });
      outgoing.on("error", reject);
      outgoing.end();
    },
  );
}

describe("prerendered pages served from memory", () => {
  it("sends the Brotli twin when accepted, else gzip, else the page itself, varying on Accept-Encoding", async () => {
    const br = await get("/", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(br.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(br.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(brotliDecompressSync(br.bytes).toString("utf8")).toBe(html);
    const gz = await get("/", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.bytes).toString("utf8")).toBe(html);
    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.bytes.toString("utf8")).toBe(html);
    expect(Number(plain.headers["content-length"])).toBe(Buffer.byteLength(html));
  });

  it("sends the page itself where there are no twins", async () => {
    const devis = await get("/devis", { "Accept-Encoding": "br, gzip" });
    expect(devis.headers["content-encoding"]).toBeUndefined();
    expect(devis.bytes.toString("utf8")).toBe(html);
  });

  it("answers 304 to a browser whose copy is current, per representation", async () => {
    const first = await get("/", { "Accept-Encoding": "br" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await get("/", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    const otherEncoding = await get("/", { "Accept-Encoding": "gzip", "If-None-Match": etag });
    expect(otherEncoding.status).toBe(200);
  });

  it("answers HEAD with the headers and no body", async () => {
    const head = await get("/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBe(Buffer.byteLength(html));
    expect(head.bytes.length).toBe(0);
  });
});
