import net from "node:net";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "#tests/support/e2e-server.ts";
import { hostileRedirectPaths, hostileReturnPaths } from "#tests/support/hostile-redirects.ts";
import { addOwner, ownerEmail, ownerPassword } from "#tests/support/owner.ts";

const host = `127.0.0.1:${E2E_PORT}`;
const origin = `http://${host}`;

/**
 * One request written byte for byte on a socket, as curl or an attacker's script sends it: no client library
 * to clean the path first (a WHATWG URL would turn `\` into `/` and resolve `..` before sending).
 */
function rawRequest(method: string, path: string, headers: Record<string, string> = {}, body = "") {
  return new Promise<{ status: number; location: string | undefined; head: string }>((resolve, reject) => {
    const socket = net.connect(E2E_PORT, "127.0.0.1", () => {
      const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}`, "Accept: text/html", "Connection: close"];
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
      socket.write(`${lines.join("\r\n")}\r\n\r\n${body}`);
    });
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const head = received.split("\r\n\r\n")[0] ?? "";
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const location = /^location:\s*(.*)$/im.exec(head)?.[1]?.trim();
      resolve({ status, location, head });
    });
  });
}

/** A Location stays on the site when the browser resolves it against the page it came from to this host. */
function expectOnSite(location: string, label: string) {
  expect(location.startsWith("//"), `${label}: ${location}`).toBe(false);
  expect(/[\\\s]/.test(location), `${label}: ${location}`).toBe(false);
  expect(new URL(location, `${origin}/a/b`).host, `${label}: ${location}`).toBe(host);
}

test.describe("every redirect stays on the site", () => {
  test(`${hostileRedirectPaths.length} hostile paths get no Location to another host`, async () => {
    expect(hostileRedirectPaths.length).toBeGreaterThanOrEqual(20);
    for (const path of hostileRedirectPaths) {
      const answer = await rawRequest("GET", path);
      // A redirect on the site, a refusal, or the router's own answer for the path (`%2e%2e` decoded is `..`):
      // never a server error, never a Location elsewhere.
      expect([200, 301, 302, 303, 307, 308, 400, 404], `${path}: ${answer.head.split("\r\n")[0]}`).toContain(
        answer.status,
      );
      if (answer.location !== undefined) expectOnSite(answer.location, path);
    }
  });

  test("the reported forms answer 404 instead of a redirect", async () => {
    for (const path of ["//evil.example/", "///evil.example/", "/\\evil.example/", "//evil.example/devis/"]) {
      const answer = await rawRequest("GET", path);
      expect(answer.status, path).toBe(404);
      expect(answer.location, path).toBeUndefined();
    }
  });

  test("the legitimate redirects still work, with their query", async () => {
    expect(await rawRequest("GET", "/devis/")).toMatchObject({ status: 301, location: "/devis" });
    expect(await rawRequest("GET", "/realisations/?service=zinc")).toMatchObject({
      status: 301,
      location: "/realisations?service=zinc",
    });
    expect(await rawRequest("GET", "/urgence")).toMatchObject({ status: 301, location: "/services/urgence-fuite" });
    const moved = await rawRequest("GET", "/urgence?suite=//evil.example");
    expect(moved.status).toBe(301);
    expectOnSite(moved.location ?? "", "moved page with a hostile query");
    expect(moved.location).toMatch(/^\/services\/urgence-fuite\?/);
  });

  test("the owner's return path after login lands under /pro whatever it says", async () => {
    const email = ownerEmail("retour");
    const password = ownerPassword();
    await addOwner(email, password);
    for (const retour of hostileReturnPaths) {
      const page = await rawRequest("GET", `/pro/connexion?retour=${encodeURIComponent(retour)}`);
      expect(page.status, retour).toBe(200);
      const body = new URLSearchParams({ email, password, retour }).toString();
      const login = await rawRequest(
        "POST",
        "/pro/connexion",
        { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body,
      );
      expect(login.status, retour).toBe(303);
      expectOnSite(login.location ?? "", retour);
      expect(login.location, retour).toMatch(/^\/pro(?:[/?]|$)/);
    }
  });
});
