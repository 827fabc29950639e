import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { einvoicingCopy } from "#app/content/einvoicing.ts";
import { startLocalPlatform } from "#server/local-platform.js";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { testPlatformConnection } from "./connection-test.server.ts";
import {
  activePlatform,
  checkPlatformForm,
  PlatformSettingsStore,
  platformFromEnvironment,
  platformUrlError,
} from "./platform-settings.server.ts";

const outcomes = einvoicingCopy.outcomes;
const form = {
  flowUrl: "https://api.plateforme.example/afnor-flow",
  directoryUrl: "https://api.plateforme.example/afnor-directory",
  tokenUrl: "https://auth.plateforme.example/oauth2/token",
  clientId: "couvreur-site",
  clientSecret: "s3cret-qui-ne-sort-jamais",
};

describe("the platform's addresses", () => {
  it("accept https, and http only to this machine", () => {
    expect(platformUrlError("flowUrl", "https://api.plateforme.example/afnor-flow")).toBeNull();
    expect(platformUrlError("tokenUrl", "http://127.0.0.1:4010/oauth2/token")).toBeNull();
    expect(platformUrlError("tokenUrl", "http://localhost:4010/oauth2/token")).toBeNull();
    expect(platformUrlError("tokenUrl", "http://auth.plateforme.example/token")).toBe(
      einvoicingCopy.errors.urlNotHttps(einvoicingCopy.tokenUrl),
    );
    expect(platformUrlError("flowUrl", "ftp://api.plateforme.example")).toBe(
      einvoicingCopy.errors.urlInvalid(einvoicingCopy.flowUrl),
    );
    expect(platformUrlError("flowUrl", "api.plateforme.example")).toBe(
      einvoicingCopy.errors.urlInvalid(einvoicingCopy.flowUrl),
    );
    expect(platformUrlError("directoryUrl", "https://user:pass@api.plateforme.example")).toBe(
      einvoicingCopy.errors.urlCredentials(einvoicingCopy.directoryUrl),
    );
    expect(platformUrlError("directoryUrl", "https://api.plateforme.example/x?a=1")).toBe(
      einvoicingCopy.errors.urlExtra(einvoicingCopy.directoryUrl),
    );
    expect(platformUrlError("flowUrl", "")).toBe(einvoicingCopy.errors.urlRequired(einvoicingCopy.flowUrl));
  });

  it("need a secret the first time only", () => {
    expect(checkPlatformForm({ ...form, clientSecret: "" }, false)).toEqual({
      ok: false,
      errors: [einvoicingCopy.errors.secretRequired],
    });
    expect(checkPlatformForm({ ...form, clientSecret: "" }, true).ok).toBe(true);
    expect(checkPlatformForm({ ...form, clientId: "", tokenUrl: "http://x.example" }, true)).toEqual({
      ok: false,
      errors: [einvoicingCopy.errors.urlNotHttps(einvoicingCopy.tokenUrl), einvoicingCopy.errors.clientIdRequired],
    });
  });

  it("come from the environment as a whole when any variable is set, each refusal naming its variable", () => {
    expect(platformFromEnvironment({})).toEqual({ state: "absent" });
    const env = {
      EINVOICING_FLOW_URL: form.flowUrl,
      EINVOICING_DIRECTORY_URL: form.directoryUrl,
      EINVOICING_TOKEN_URL: form.tokenUrl,
      EINVOICING_CLIENT_ID: form.clientId,
      EINVOICING_CLIENT_SECRET: form.clientSecret,
    };
    expect(platformFromEnvironment(env)).toEqual({ state: "set", connection: form });
    const partial = platformFromEnvironment({ EINVOICING_FLOW_URL: "http://api.plateforme.example" });
    expect(partial.state).toBe("invalid");
    const errors = partial.state === "invalid" ? partial.errors.join("\n") : "";
    expect(errors).toContain("EINVOICING_FLOW_URL\u202f:");
    expect(errors).toContain("EINVOICING_TOKEN_URL\u202f:");
    expect(errors).toContain(
      einvoicingCopy.errors.clientIdRequired.replace(einvoicingCopy.clientId, "EINVOICING_CLIENT_ID"),
    );
  });
});

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  afterEach(() => test?.remove());

  it("keeps the secret write-only: saved, replaced, kept when left empty, never in the view", async () => {
    test = await fresh();
    const store = new PlatformSettingsStore(test.database);
    expect(await store.view()).toBeNull();
    expect(await activePlatform(store, {})).toEqual({ source: "none" });
    await store.save(form);
    const view = await store.view();
    expect(view).toEqual(expect.objectContaining({ flowUrl: form.flowUrl, clientId: form.clientId, hasSecret: true }));
    expect(JSON.stringify(view)).not.toContain(form.clientSecret);
    await store.save({ ...form, clientId: "autre-client", clientSecret: "" });
    expect(await store.connection()).toEqual({ ...form, clientId: "autre-client" });
    await store.save({ ...form, clientSecret: "nouveau-secret" });
    expect((await store.connection())?.clientSecret).toBe("nouveau-secret");
    expect(await activePlatform(store, {})).toEqual({
      source: "screen",
      connection: { ...form, clientSecret: "nouveau-secret" },
    });
    const fromEnvironment = await activePlatform(store, {
      EINVOICING_FLOW_URL: "https://env.example/afnor-flow",
      EINVOICING_DIRECTORY_URL: "https://env.example/afnor-directory",
      EINVOICING_TOKEN_URL: "https://env.example/token",
      EINVOICING_CLIENT_ID: "env-client",
      EINVOICING_CLIENT_SECRET: "env-secret",
    });
    expect(fromEnvironment.source === "environment" && fromEnvironment.connection.clientId).toBe("env-client");
  });
});

describe("Tester la connexion", () => {
  let platform: Awaited<ReturnType<typeof startLocalPlatform>>;
  beforeAll(async () => {
    platform = await startLocalPlatform();
  });
  afterAll(() => platform.close());
  const connection = (secret: string) => ({
    flowUrl: platform.flowUrl,
    directoryUrl: platform.directoryUrl,
    tokenUrl: platform.tokenUrl,
    clientId: platform.clientId,
    clientSecret: secret,
  });

  it("says connected, and whether the company is in the directory", async () => {
    const listed = await testPlatformConnection(connection(platform.clientSecret), "812345676");
    expect(listed.ok).toBe(true);
    expect(listed.messages[0]).toMatch(/^Connexion réussie/);
    expect(listed.messages[1]).toBe(outcomes.companyListed("812345676", "Menuiserie Exemple"));
    const absent = await testPlatformConnection(connection(platform.clientSecret), "111111118");
    expect(absent.messages[1]).toBe(outcomes.companyNotListed("111111118"));
    const unknown = await testPlatformConnection(connection(platform.clientSecret), null);
    expect(unknown).toEqual({
      ok: true,
      messages: [expect.stringMatching(/^Connexion réussie/), outcomes.companyUnknown],
    });
  });

  it("says the credentials are refused, the platform unreachable, or busy", async () => {
    expect(await testPlatformConnection(connection("faux"), null)).toEqual({
      ok: false,
      messages: [outcomes.credentialsRefused],
    });
    await fetch(`${platform.url}/admin/faults`, {
      method: "POST",
      body: JSON.stringify({ status: 503, retryAfter: 60 }),
    });
    expect(await testPlatformConnection(connection(platform.clientSecret), "812345676")).toEqual({
      ok: false,
      messages: [outcomes.unavailable(503, 60)],
    });
    const closed = await startLocalPlatform();
    await closed.close();
    expect(
      await testPlatformConnection({ ...connection(platform.clientSecret), tokenUrl: closed.tokenUrl }, null),
    ).toEqual({
      ok: false,
      messages: [outcomes.unreachable("ECONNREFUSED")],
    });
  });
});
