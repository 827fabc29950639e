import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formGuardCopy } from "#app/content/forms.ts";
import { proCopy } from "#app/content/pro.ts";
import { createFormGuards } from "./form-guards.ts";
import { ownerGuard } from "./owner-guard.ts";
import { OWNER_PERMISSIONS_POLICY } from "./security.ts";

const VALID = "pro_session=valid-token";
/** A session that has just ended after its inactivity limit. */
const ENDED = "pro_session=ended-token";
const CLEARED = "pro_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0";
let base = "";
let close: () => void = () => {};
let sessionChecks: { cookie: string | undefined; https: boolean }[] = [];
let databaseDown = false;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(
    ownerGuard({
      checkSession: async (cookie, https) => {
        sessionChecks.push({ cookie, https });
        if (databaseDown) throw new Error("connection refused");
        if (cookie === ENDED) return { open: false, ended: "idle", clearCookie: CLEARED };
        return cookie === VALID ? { open: true } : { open: false };
      },
      siteOrigin: "https://www.example.fr",
      copy: proCopy.errors,
      log: () => {},
    }),
  );
  // What the routes would answer: a lead's data, which a stranger must never see.
  app.all("/{*splat}", (_req, res) => {
    res.send("Jeanne Martin 06 12 34 56 78");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

function send(path: string, init: RequestInit = {}) {
  sessionChecks = [];
  return fetch(`${base}${path}`, { redirect: "manual", ...init });
}

const page = { Accept: "text/html", "Sec-Fetch-Dest": "document" };

describe("the owner's space guard", () => {
  it("sends a stranger's page request to the login page, with the page to come back to", async () => {
    const response = await send("/pro/demandes/12?onglet=notes", { headers: page });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/pro/connexion?retour=%2Fpro%2Fdemandes%2F12%3Fonglet%3Dnotes");
    expect(await response.text()).not.toContain("Jeanne");
  });

  it("answers 401 to a stranger's data, file or form request, without a byte of a lead", async () => {
    for (const path of [
      "/pro.data",
      "/pro/demandes/12.data",
      "/pro/export.csv",
      "/pro/factures/export.zip?du=2026-01-01&au=2026-12-31",
      "/pro/demandes/1/photos/2",
    ]) {
      const response = await send(path);
      expect(response.status, path).toBe(401);
      expect(await response.text(), path).toBe(proCopy.errors.unauthorized);
    }
    const post = await send("/pro/demandes/12", { method: "POST", headers: { Origin: base }, body: "a=1" });
    expect(post.status).toBe(401);
  });

  it("closes the spellings the router also accepts: case, percent-escapes, doubled slashes", async () => {
    for (const path of ["/PRO/compte", "/%70ro/compte", "/pro%2Fcompte", "//pro/compte", "/Pro.data"]) {
      const response = await send(path);
      expect(response.status, path).toBe(401);
    }
  });

  it("lets a live session through, and strangers reach only the login page and the passkey login", async () => {
    const owner = await send("/pro/demandes/12.data", { headers: { Cookie: VALID } });
    expect(owner.status).toBe(200);
    expect(sessionChecks).toEqual([{ cookie: VALID, https: false }]);
    for (const path of ["/pro/connexion", "/pro/connexion.data", "/pro/connexion/cle-d-acces"]) {
      expect((await send(path)).status, path).toBe(200);
      expect(sessionChecks, path).toEqual([]);
    }
    // Outside /pro nothing changes.
    const home = await send("/", { method: "POST", body: "x" });
    expect(home.status).toBe(200);
    expect(home.headers.get("x-robots-tag")).toBeNull();
  });

  it("lets strangers reach the setup and invitation pages, whose links send no Referer and whose pages keep their Origin", async () => {
    for (const page of ["installation", "invitation"]) {
      const link = await send(`/pro/${page}?code=abc`);
      expect(link.status).toBe(200);
      expect(link.headers.get("referrer-policy")).toBe("no-referrer");
      for (const path of [`/pro/${page}`, `/pro/${page}.data`]) {
        const answer = await send(path);
        expect(answer.status, path).toBe(200);
        expect(answer.headers.get("referrer-policy"), path).toBe("same-origin");
      }
      expect(sessionChecks).toEqual([]);
      expect((await send(`/pro/${page}/autre`)).status).toBe(401);
    }
  });

  it("refuses a state-changing request from another origin, or without one, even with a session", async () => {
    const cases: [string, Record<string, string>][] = [
      ["POST", { Origin: "https://evil.example", Cookie: VALID }],
      ["POST", { Cookie: VALID }],
      ["POST", { Origin: "null", Cookie: VALID }],
      ["DELETE", { Origin: "https://evil.example", Cookie: VALID }],
      ["PUT", { Origin: "http://127.0.0.1:1", Cookie: VALID }],
    ];
    for (const [method, headers] of cases) {
      const response = await send("/pro/demandes/12", { method, headers, body: "x=1" });
      expect(response.status, `${method} ${JSON.stringify(headers)}`).toBe(403);
      expect(await response.text()).toBe(proCopy.errors.forbidden);
    }
    const login = await send("/pro/connexion", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      body: "x",
    });
    expect(login.status).toBe(403);
    // Its own origin, or the public site's (behind the proxy), is accepted.
    expect((await send("/pro/compte", { method: "POST", headers: { Origin: base, Cookie: VALID } })).status).toBe(200);
    const site = await send("/pro/compte", {
      method: "POST",
      headers: { Origin: "https://www.example.fr", Cookie: VALID },
    });
    expect(site.status).toBe(200);
  });

  it("marks every /pro answer noindex and no-store, and allows passkeys there", async () => {
    for (const response of [await send("/pro/connexion"), await send("/pro", { headers: page })]) {
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("permissions-policy")).toBe(OWNER_PERMISSIONS_POLICY);
    }
    expect(OWNER_PERMISSIONS_POLICY).toContain("publickey-credentials-get=(self)");
    expect(OWNER_PERMISSIONS_POLICY).toContain("publickey-credentials-create=(self)");
    expect(OWNER_PERMISSIONS_POLICY).toContain("camera=()");
  });

  it("sends an ended session's page request to the login page saying why, and clears its cookie", async () => {
    const ended = await send("/pro/compte?onglet=cles", { headers: { ...page, Cookie: ENDED } });
    expect(ended.status).toBe(303);
    expect(ended.headers.get("location")).toBe("/pro/connexion?retour=%2Fpro%2Fcompte%3Fonglet%3Dcles&fin=inactivite");
    expect(ended.headers.get("set-cookie")).toBe(CLEARED);
    const data = await send("/pro/compte.data", { headers: { Cookie: ENDED } });
    expect(data.status).toBe(401);
    expect(data.headers.get("set-cookie")).toBeNull();
    const fresh = await send("/pro/compte.data", { headers: { Cookie: VALID } });
    expect(fresh.headers.get("set-cookie")).toBeNull();
  });

  it("tells the session check when the request came over HTTPS through a trusted proxy", async () => {
    await send("/pro/compte.data", { headers: { Cookie: VALID, "X-Forwarded-Proto": "https" } });
    expect(sessionChecks).toEqual([{ cookie: VALID, https: true }]);
  });

  it("answers 503, not the page, when the sessions cannot be checked", async () => {
    databaseDown = true;
    try {
      const response = await send("/pro/compte", { headers: { ...page, Cookie: VALID } });
      expect(response.status).toBe(503);
      expect(await response.text()).toBe(proCopy.errors.unavailable);
    } finally {
      databaseDown = false;
    }
  });
});

describe("the form rate limit in the owner's space", () => {
  it("counts the login doors like a visitor's form, never the signed-in owner's work", async () => {
    const app = express();
    app.use(
      createFormGuards({
        limit: 2,
        windowMs: 60_000,
        maxBodyBytes: 1024,
        maxMultipartBytes: 4096,
        stallMs: 1000,
        copy: { ...formGuardCopy, photosTooLarge: "photos", stalled: "stalled" },
        formPaths: new Map([
          ["/pro/compte", { index: false }],
          ["/pro/connexion", { index: false }],
          ["/pro/connexion/cle-d-acces", { index: false }],
        ]),
      }),
    );
    app.all("/{*splat}", (_req, res) => {
      res.send("ok");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = (path: string) =>
      fetch(`${url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "a=1",
      }).then((response) => response.status);
    try {
      for (let count = 0; count < 5; count++) expect(await post("/pro/compte")).toBe(200);
      expect([await post("/pro/connexion"), await post("/pro/connexion/cle-d-acces")]).toEqual([200, 200]);
      expect(await post("/pro/connexion")).toBe(429);
    } finally {
      server.close();
    }
  });
});
