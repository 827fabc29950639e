import { describe, expect, it } from "vitest";
import { servePublication } from "#app/content/published.ts";
import { site } from "#app/content/site.ts";
import { buildContent } from "#app/services/site/build-content.server.ts";
import { companyOf } from "#app/services/site/company.server.ts";
import { startSmtpSink } from "#tests/support/leads.ts";
import type { StoredLead } from "./store.server.ts";
import {
  classifyHttpStatus,
  classifySmtpError,
  createLogTransport,
  createRelayTransport,
  createSmtpTransport,
  createTransportFromEnv,
  DeliveryError,
} from "./transports.server.ts";

const lead: StoredLead = {
  id: 7,
  kind: "contact",
  page: "/",
  status: "received",
  createdAt: "2026-01-05T10:00:00.000Z",
  fields: {
    name: "Jeanne Martin",
    phone: "06 12 34 56 78",
    email: "jeanne@example.com",
    city: "Lens",
    service: "Charpente",
    message: "Poutre fendue",
  },
};

describe("failure classification", () => {
  it.each([
    [{ code: "ESOCKET", message: "connect ECONNREFUSED 127.0.0.1:2525" }, false],
    [{ code: "ETIMEDOUT", message: "Greeting never received" }, false],
    [{ code: "EENVELOPE", responseCode: 451, message: "try again later" }, false],
    [{ code: "EENVELOPE", responseCode: 550, message: "mailbox unavailable" }, true],
    [{ code: "EAUTH", responseCode: 535, message: "bad credentials" }, true],
  ])("SMTP %o is permanent: %s", (error, permanent) => {
    expect(classifySmtpError(error).permanent).toBe(permanent);
  });

  it.each([
    [200, null],
    [204, null],
    [500, false],
    [503, false],
    [429, false],
    [408, false],
    [400, true],
    [404, true],
    [422, true],
  ])("HTTP %i", (status, permanent) => {
    const failure = classifyHttpStatus(status);
    expect(failure === null ? null : failure.permanent).toBe(permanent);
  });
});

describe("log transport", () => {
  it("prints one line with the lead number, form and service, and no personal data", async () => {
    const lines: string[] = [];
    await createLogTransport((line) => lines.push(line)).send(lead, []);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("#7");
    expect(lines[0]).toContain("Charpente");
    for (const personal of ["Jeanne", "06 12", "jeanne@example.com", "Lens", "Poutre"]) {
      expect(lines[0]).not.toContain(personal);
    }
  });
});

describe("relay transport", () => {
  it("POSTs the form-encoded payload and accepts a 2xx", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const transport = createRelayTransport({
      url: "https://relay.example/lead",
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init! });
        return new Response("ok", { status: 200 });
      },
    });
    await transport.send(lead, []);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.method).toBe("POST");
    expect(new Headers(calls[0]!.init.headers).get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(new URLSearchParams(String(calls[0]!.init.body)).get("service")).toBe("Charpente");
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it("turns a network error into a transient failure and a 4xx into a permanent one", async () => {
    const down = createRelayTransport({
      url: "https://relay.example/lead",
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    await expect(down.send(lead, [])).rejects.toMatchObject({ permanent: false });
    const refused = createRelayTransport({
      url: "https://relay.example/lead",
      fetch: async () => new Response("no", { status: 403 }),
    });
    const failure = await refused.send(lead, []).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeliveryError);
    expect(failure).toMatchObject({ permanent: true, message: "relay answered HTTP 403" });
  });
});

describe("account notices", () => {
  const notice = {
    kind: "passkey.added",
    to: "patron@example.com",
    subject: "Une clé d’accès a été ajoutée à votre compte",
    text: "Bonjour,\n\nUne clé d’accès a été ajoutée.",
  };

  it("go by SMTP to the account's own address, not to the requests' mailbox", async () => {
    const sink = await startSmtpSink(0);
    try {
      const transport = createSmtpTransport({
        url: `smtp://127.0.0.1:${sink.port}`,
        to: "demandes@example.com",
        from: '"Toitures" <site@example.com>',
      });
      await transport.sendNotice(notice);
      expect(sink.envelopes).toEqual([{ from: "site@example.com", to: ["patron@example.com"] }]);
      expect(sink.messages[0]?.subject).toBe(notice.subject);
      expect(sink.messages[0]?.text).toContain("Une clé d’accès a été ajoutée.");
    } finally {
      await sink.close();
    }
  });

  it("print one line with the log transport, and post subject and text to a relay", async () => {
    const lines: string[] = [];
    await createLogTransport((line) => lines.push(line)).sendNotice(notice);
    expect(lines).toEqual([
      "account notice (passkey.added) for patron@example.com: Une clé d’accès a été ajoutée à votre compte; MAIL_TRANSPORT=log, no e-mail sent",
    ]);
    const bodies: URLSearchParams[] = [];
    await createRelayTransport({
      url: "https://relay.example/lead",
      fetch: async (_url, init) => {
        bodies.push(new URLSearchParams(String(init?.body)));
        return new Response("ok", { status: 200 });
      },
    }).sendNotice(notice);
    expect(bodies[0]?.get("_subject")).toBe(notice.subject);
    expect(bodies[0]?.get("message")).toBe(notice.text);
  });
});

describe("the request e-mail's addresses without MAIL_TO and MAIL_FROM", () => {
  it("follow the company's name and e-mail as the owner publishes them, while the server runs", async () => {
    const sink = await startSmtpSink(0);
    try {
      const transport = createTransportFromEnv(
        { MAIL_TRANSPORT: "smtp", SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
        () => undefined,
      );
      await transport.send(lead, []);
      const built = companyOf(site);
      expect(sink.envelopes[0]).toEqual({ from: built.email, to: [built.email] });

      const values = buildContent();
      const durand = { ...values.site, name: "Toitures Durand", email: "contact@toitures-durand.fr" };
      servePublication({ version: 2, publishedAt: "2026-11-28T08:00:00.000Z", values: { ...values, site: durand } });
      await transport.send(lead, []);
      expect(sink.envelopes[1]).toEqual({ from: "contact@toitures-durand.fr", to: ["contact@toitures-durand.fr"] });
      expect(sink.messages[1]?.from?.text).toBe('"Toitures Durand" <contact@toitures-durand.fr>');
    } finally {
      servePublication(null);
      await sink.close();
    }
  });
});
