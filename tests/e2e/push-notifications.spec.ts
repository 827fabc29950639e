import path from "node:path";
import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import Database from "better-sqlite3";
import pg from "pg";
import { pushCopy } from "#app/content/push.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { formBody, marker, quoteInput } from "#tests/support/leads.ts";
import { nuErrors } from "#tests/support/nu-checker.ts";
import { addOwner, allowFailedLoads, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { startPostgres, type TestPostgres } from "#tests/support/postgres.mjs";
import {
  type LocalPushService,
  newSubscriber,
  startPushService,
  type TestSubscriber,
  verifyVapid,
} from "#tests/support/push-service.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";

/**
 * The owner's phone rings for each request (decision 028): a push service of the test's own on 127.0.0.1 (https,
 * its certificate trusted by the servers through NODE_EXTRA_CA_CERTS) receives what the server sends, the test
 * decrypts it with the subscription's private key (RFC 8291) and checks the VAPID signature, then hands it to
 * the real service worker in Chromium.
 */

const copy = pushCopy.account;

/** Whatever the client typed that must never reach a locked phone's screen. */
function contactDetails(input: ReturnType<typeof quoteInput>): string[] {
  return [input.name, input.email, input.phone, "Émile Zola", "06 12 34"];
}

async function sendQuote(server: RunningServer, input: ReturnType<typeof quoteInput>): Promise<void> {
  const response = await fetch(`${server.url}/devis`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    body: formBody(input),
  });
  expect(response.status).toBe(200);
}

/** Registers the test's subscription through the endpoint "Activer sur cet appareil" posts to, as the page does. */
async function registerDevice(page: Page, subscriber: TestSubscriber, name: string): Promise<number> {
  const answer = await page.evaluate(
    async ({ endpoint, p256dh, auth, name }) => {
      const response = await fetch("/pro/compte/notifications", {
        method: "POST",
        body: new URLSearchParams({ endpoint, p256dh, auth, name }),
      });
      return { status: response.status, body: (await response.json()) as { ok: boolean; id: number } };
    },
    { endpoint: subscriber.endpoint, p256dh: subscriber.p256dh, auth: subscriber.auth, name },
  );
  expect(answer.status).toBe(200);
  return answer.body.id;
}

/** Two seconds more than the first push: a second instance or a retry would have sent its copy by then. */
async function exactlyOnePush(service: LocalPushService, pushPath: string) {
  const [push] = await service.waitFor(pushPath, 1);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(service.received.filter((received) => received.path === pushPath)).toHaveLength(1);
  return push as NonNullable<typeof push>;
}

function decryptedMessage(subscriber: TestSubscriber, body: Buffer) {
  return JSON.parse(subscriber.decrypt(body)) as {
    title: string;
    body: string;
    tag: string;
    url: string;
    urgent: boolean;
  };
}

async function sqliteValue<T>(file: string, query: string): Promise<T> {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(query).get() as T;
  } finally {
    db.close();
  }
}

interface PushApp {
  service: LocalPushService;
  server: RunningServer;
  database: ReturnType<typeof temporaryDatabase>;
  env: Record<string, string>;
}

async function pushApp(testInfo: TestInfo): Promise<PushApp> {
  const service = await startPushService({ port: await freePort(testInfo) });
  const database = temporaryDatabase();
  const env = {
    LEADS_DB: database.file,
    UPLOADS_DIR: path.join(path.dirname(database.file), "uploads"),
    NODE_EXTRA_CA_CERTS: service.caFile,
  };
  const server = await startServer({ port: await freePort(testInfo), env });
  return { service, server, database, env };
}

async function stopApp(app: PushApp | undefined) {
  await app?.server.stop();
  await app?.service.stop();
  app?.database.remove();
}

async function loggedInOwner(page: Page, app: { server: RunningServer; env: Record<string, string> }) {
  const email = ownerEmail("push");
  const password = ownerPassword();
  await addOwner(email, password, app.env);
  await logIn(page, email, password, "/pro/compte", app.server.url);
  return email;
}

/** The registration id DevTools gives the owner's service worker, once it is active. */
async function ownerWorker(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
    for (const registration of updated) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send("ServiceWorker.enable");
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register("/pro/sw.js", { scope: "/pro/" });
    await navigator.serviceWorker.ready;
    return registration.scope;
  });
  expect(scope).toBe(`${origin}/pro/`);
  await expect.poll(() => registrations.get(scope)).toBeTruthy();
  return { cdp, registrationId: registrations.get(scope) as string };
}

test.describe("push notifications to the owner's devices", () => {
  test.use({ locale: "fr-FR" });

  test("a request sent through /devis rings the device once, encrypted and signed, and the worker shows and opens it", async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    let app: PushApp | undefined;
    try {
      app = await pushApp(testInfo);
      await loggedInOwner(page, app);
      const phone = newSubscriber(`${app.service.origin}/push/phone-marc`);
      const deviceId = await registerDevice(page, phone, "iPhone de Marc");
      await page.reload();
      await expect(page.getByRole("list", { name: copy.title }).getByText("iPhone de Marc")).toBeVisible();

      const input = quoteInput(marker("push"), { service: "Urgence" });
      await sendQuote(app.server, input);
      const push = await exactlyOnePush(app.service, "/push/phone-marc");

      const stored = await sqliteValue<{ public_key: string }>(
        app.database.file,
        "SELECT public_key FROM push_vapid_keys",
      );
      const claims = verifyVapid(push.headers.authorization, stored.public_key, app.service.origin);
      expect(claims.sub).toMatch(/^mailto:.+@/);
      expect(push.headers["content-encoding"]).toBe("aes128gcm");
      const lead = await sqliteValue<{ id: number }>(
        app.database.file,
        "SELECT id FROM leads ORDER BY id DESC LIMIT 1",
      );
      const plaintext = phone.decrypt(push.body);
      const message = decryptedMessage(phone, push.body);
      expect(message).toEqual({
        title: "Urgence\u202f: fuite de toiture",
        body: "Nouvelle demande\u202f: fuite de toiture, Lens",
        tag: `urgent-lead-${lead.id}`,
        url: `/pro/demandes/${lead.id}`,
        urgent: true,
      });
      for (const detail of contactDetails(input)) expect(plaintext).not.toContain(detail);

      // The worker: JavaScript never stored by a cache (each update check reaches the server), in no public page.
      const workerFile = await fetch(`${app.server.url}/pro/sw.js`);
      expect(workerFile.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(workerFile.headers.get("cache-control")).toBe("no-store");
      expect(await workerFile.text()).not.toContain('addEventListener("fetch"');
      expect(await (await fetch(`${app.server.url}/devis`)).text()).not.toContain("sw.js");

      // The same message, handed by DevTools to the real service worker as a push service would.
      const origin = app.server.url;
      await context.grantPermissions(["notifications"], { origin });
      const { cdp, registrationId } = await ownerWorker(context, page, origin);
      await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: plaintext });
      const shown = async () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration("/pro/");
          const notifications = (await registration?.getNotifications()) ?? [];
          return notifications.map((notification) => ({
            title: notification.title,
            body: notification.body,
            tag: notification.tag,
            url: (notification.data as { url: string }).url,
            requireInteraction: notification.requireInteraction,
          }));
        });
      await expect.poll(shown).toEqual([
        {
          title: message.title,
          body: message.body,
          tag: message.tag,
          url: message.url,
          requireInteraction: true,
        },
      ]);

      // Chromium offers no way to click a notification from a test (neither DevTools nor Playwright): the click is
      // dispatched inside the worker, on the notification it shows, and the owner's window goes to the request.
      const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith("/pro/sw.js"));
      expect(worker).toBeDefined();
      await worker?.evaluate(async () => {
        const scope = self as unknown as {
          registration: { getNotifications(): Promise<Notification[]> };
          dispatchEvent(event: Event): boolean;
        };
        const [notification] = await scope.registration.getNotifications();
        const NotificationEventClass = (globalThis as unknown as { NotificationEvent: typeof Event }).NotificationEvent;
        scope.dispatchEvent(
          new (NotificationEventClass as never as new (type: string, init: object) => Event)("notificationclick", {
            notification,
          }),
        );
      });
      await expect(page).toHaveURL(`${origin}/pro/demandes/${lead.id}`);
      await expect.poll(shown).toEqual([]);

      // Logging out removes the device and unregisters the worker (Clear-Site-Data).
      await page.getByRole("button", { name: "Se déconnecter" }).click();
      await expect(page).toHaveURL(/\/pro\/connexion/);
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length))
        .toBe(0);
      const left = await sqliteValue<{ count: number }>(
        app.database.file,
        "SELECT count(*) AS count FROM push_devices",
      );
      expect(left.count).toBe(0);
      expect(deviceId).toBeGreaterThan(0);
    } finally {
      await stopApp(app);
    }
  });

  test("a device whose push service answers 410 is removed: the account page no longer lists it", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    let app: PushApp | undefined;
    try {
      app = await pushApp(testInfo);
      await loggedInOwner(page, app);
      const tablet = newSubscriber(`${app.service.origin}/push/old-tablet`);
      await registerDevice(page, tablet, "Ancienne tablette");
      app.service.answer("/push/old-tablet", { status: 410 });
      await page.reload();
      const devices = page.getByRole("list", { name: copy.title });
      await expect(devices.getByText("Ancienne tablette")).toBeVisible();
      await devices.getByRole("button", { name: copy.test }).click();
      await expect(page.getByRole("status")).toContainText(copy.testSent("Ancienne tablette"));
      await exactlyOnePush(app.service, "/push/old-tablet");
      await page.reload();
      await expect(page.getByText(copy.none)).toBeVisible();
    } finally {
      await stopApp(app);
    }
  });

  test("two servers on one PostgreSQL database: one request, still exactly one push, signed with the one stored key", async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    let postgres: TestPostgres | undefined;
    let service: LocalPushService | undefined;
    const servers: RunningServer[] = [];
    try {
      service = await startPushService({ port: await freePort(testInfo) });
      postgres = await startPostgres();
      const databaseUrl = await postgres.createDatabase();
      const env = { DATABASE_URL: databaseUrl, NODE_EXTRA_CA_CERTS: service.caFile };
      const [first, second] = await Promise.all([
        freePort(testInfo).then((port) => startServer({ port, env })),
        freePort(testInfo).then((port) => startServer({ port, env })),
      ]);
      servers.push(first, second);
      await loggedInOwner(page, { server: first, env });
      const phone = newSubscriber(`${service.origin}/push/shared`);
      await registerDevice(page, phone, "Téléphone du chantier");

      const input = quoteInput(marker("push-pg"));
      await sendQuote(second, input);
      const push = await exactlyOnePush(service, "/push/shared");
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const keys = await client.query<{ public_key: string }>("SELECT public_key FROM push_vapid_keys");
      await client.end();
      expect(keys.rows).toHaveLength(1);
      verifyVapid(push.headers.authorization, keys.rows[0]?.public_key as string, service.origin);
      const message = decryptedMessage(phone, push.body);
      expect(message.title).toBe("Demande de devis");
      expect(message.body).toBe("Nouvelle demande\u202f: zinguerie, Lens");
      for (const detail of contactDetails(input)) expect(JSON.stringify(message)).not.toContain(detail);
    } finally {
      for (const server of servers) await server.stop();
      await service?.stop();
      postgres?.stop();
    }
  });

  test("the Notifications section passes axe and the Nu checker at 375 and 1280 px", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    let app: PushApp | undefined;
    try {
      app = await pushApp(testInfo);
      await page.setViewportSize(viewports.phone);
      await loggedInOwner(page, app);
      await registerDevice(page, newSubscriber(`${app.service.origin}/push/a`), "iPhone de Marc");
      await page.reload();
      const section = page.getByRole("region", { name: copy.title });
      await section.getByLabel(copy.quietFrom, { exact: true }).fill("22:00");
      await section.getByLabel(copy.quietTo, { exact: true }).fill("07:00");
      await section.getByLabel(copy.eventLabels["quote.accepted"]).check();
      await section.getByRole("button", { name: copy.save, exact: true }).click();
      await expect(page.getByRole("status")).toContainText(copy.saved("iPhone de Marc"));
      await expect(section.getByLabel(copy.quietFrom, { exact: true })).toHaveValue("22:00");
      await expect(section.getByLabel(copy.eventLabels["quote.accepted"])).toBeChecked();
      expect(await axeViolations(page)).toEqual([]);
      for (const size of [viewports.phone, viewports.desktop]) {
        await page.setViewportSize(size);
        await section.scrollIntoViewIfNeeded();
        await section.screenshot({ path: testInfo.outputPath(`notifications-${size.width}.png`) });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(await nuErrors([], { "pro-compte-notifications": await page.content() })).toEqual([]);

      // A wrong quiet-hours pair is refused with a French message, and nothing is saved.
      await section.getByLabel(copy.quietTo, { exact: true }).fill("22:00");
      await section.getByRole("button", { name: copy.save, exact: true }).click();
      await expect(page.getByRole("alert")).toContainText(copy.errors.quiet);
      allowFailedLoads(consoleErrors, [400], /^\/pro\/compte\.data$/);
      await page.reload();
      await expect(section.getByLabel(copy.quietTo, { exact: true })).toHaveValue("07:00");
    } finally {
      await stopApp(app);
    }
  });
});
