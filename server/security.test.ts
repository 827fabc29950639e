import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formGuardCopy } from "#app/content/forms.ts";
import { createFormGuards } from "./form-guards.ts";
import { findFormPaths, findFormTarget } from "./form-routes.ts";
import {
  cspSources,
  inlineScriptHashes,
  securityHeaders,
  sha256Source,
  styleAttributeHashes,
  styleElementHashes,
} from "./security.ts";

describe("hashes of inline code", () => {
  it("are the CSP sources a browser computes", () => {
    expect(sha256Source("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it("cover every inline script that runs, and only those", () => {
    const html = [
      "<script>alert(1)</script>",
      '<script type="module" async="">import "/a.js";</script>',
      '<script nonce="x">alert(1)</script>',
      '<script src="/assets/a.js"></script>',
      '<script type="application/ld+json">{"@type":"RoofingContractor"}</script>',
      '<script id="_R_">$RC("B:1","S:1")</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha256Source("alert(1)"),
      sha256Source('import "/a.js";'),
      sha256Source('$RC("B:1","S:1")'),
    ]);
  });

  it("cover inline speculation rules, which the policy governs like scripts", () => {
    const rules = '{"prefetch":[{"source":"document","eagerness":"moderate"}]}';
    const html = `<script type="speculationrules">${rules}</script><script type="application/ld+json">{}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256Source(rules)]);
  });

  it("cover style attributes as the browser reads them, entities decoded, outside scripts only", () => {
    const html = `<div style="position:relative"><p style="font-family:&quot;Inter&quot;;a:b&amp;c"></p></div><script>x='<b style="evil">'</script>`;
    expect(styleAttributeHashes(html)).toEqual([
      sha256Source("position:relative"),
      sha256Source('font-family:"Inter";a:b&c'),
    ]);
  });

  it("cover style elements, not style attributes or text inside scripts", () => {
    const css = ".a{color:red}@media (min-width:40rem){.b{display:flex}}";
    const html = `<head><style>${css}</style><link rel="stylesheet" href="/a.css" disabled=""/></head><body><p style="color:red"></p><script>x='<style>evil</style>'</script></body>`;
    expect(styleElementHashes(html)).toEqual([sha256Source(css)]);
    expect(styleAttributeHashes(html)).toEqual([sha256Source("color:red")]);
  });
});

const actionRoute = { action: () => null };
const build = {
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/home": { id: "routes/home", parentId: "root", index: true, module: actionRoute },
    "routes/devis": { id: "routes/devis", parentId: "root", path: "devis", module: actionRoute },
    "routes/realisations": { id: "routes/realisations", parentId: "root", path: "realisations", module: {} },
    "routes/pro/lead": { id: "routes/pro/lead", parentId: "root", path: "pro/demandes/:id", module: actionRoute },
  },
} as unknown as ServerBuild;

describe("findFormPaths", () => {
  it("lists the routes with an action and the data URLs their fetchers post to", () => {
    expect(Object.fromEntries(findFormPaths(build))).toEqual({
      "/": { index: true },
      "/_.data": { index: true },
      "/_root.data": { index: true },
      "/devis": { index: false },
      "/devis.data": { index: false },
      "/pro/demandes/:id": { index: false },
      "/pro/demandes/:id.data": { index: false },
    });
  });

  it("lets a path with a parameter take a POST on any value of it, one segment long", () => {
    const paths = findFormPaths(build);
    expect(findFormTarget(paths, "/pro/demandes/42")).toEqual({ index: false });
    expect(findFormTarget(paths, "/pro/demandes/42.data")).toEqual({ index: false });
    expect(findFormTarget(paths, "/devis")).toEqual({ index: false });
    expect(findFormTarget(paths, "/pro/demandes/42/photos")).toBeUndefined();
    expect(findFormTarget(paths, "/pro/demandes/")).toBeUndefined();
    expect(findFormTarget(paths, "/pro/demandesX42")).toBeUndefined();
    expect(findFormTarget(paths, "/realisations")).toBeUndefined();
  });
});

describe("guards and headers on a bare Express app", () => {
  let base = "";
  let close: () => void = () => {};

  beforeAll(async () => {
    const app = express();
    app.use(cspSources({ pages: new Map(), styleAttributes: [] }));
    app.use(securityHeaders({ https: true }));
    app.use(
      createFormGuards({
        limit: 100,
        windowMs: 60_000,
        maxBodyBytes: 1024,
        maxMultipartBytes: 4096,
        stallMs: 1000,
        copy: { ...formGuardCopy, photosTooLarge: "photos", stalled: "stalled" },
        formPaths: findFormPaths(build),
      }),
    );
    app.all("/{*splat}", (_req, res) => {
      res.status(200).send("ok");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(() => close());

  it.each(["PUT", "DELETE", "PATCH", "OPTIONS"])(
    "%s on a form answers 405, allowing GET, HEAD and POST",
    async (method) => {
      const response = await fetch(`${base}/devis`, { method, headers: { Accept: "text/plain" } });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
      expect(await response.text()).toBe(formGuardCopy.methodNotAllowed);
    },
  );

  it("POST where no form posts answers 405, allowing GET and HEAD", async () => {
    for (const path of ["/realisations", "/", "/_.data"]) {
      const response = await fetch(`${base}${path}`, { method: "POST", body: "a=b" });
      expect(response.status, path).toBe(405);
      expect(response.headers.get("allow"), path).toBe("GET, HEAD");
    }
    const home = await fetch(`${base}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=b",
    });
    expect(home.status).toBe(200);
  });

  it("a form body in another charset than UTF-8 answers 415", async () => {
    const response = await fetch(`${base}/devis`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded; charset=ISO-8859-1" },
      body: "nom=Zo%E9",
    });
    expect(response.status).toBe(415);
    const utf8 = await fetch(`${base}/devis`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8" },
      body: "nom=Zo%C3%A9",
    });
    expect(utf8.status).toBe(200);
  });

  it("every answer, refusals included, carries the policy with a fresh nonce and HSTS over HTTPS", async () => {
    const [first, second] = await Promise.all([fetch(`${base}/x`), fetch(`${base}/devis`, { method: "PUT" })]);
    const nonces = [first, second].map((response) => {
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("upgrade-insecure-requests");
      expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
      return /'nonce-([^']+)'/.exec(policy)?.[1];
    });
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
