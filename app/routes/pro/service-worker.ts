import { ownerAppManifest } from "#app/lib/owner-app-manifest.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";

/**
 * The owner's service worker (decision 028). It shows the push notifications the server sends and opens the page
 * a tap asks for, and nothing else: it has no fetch handler, so it never answers a request, never caches a page or
 * a request's data, and the owner's pages load from the network exactly as without it.
 */
function workerSource(icon: string | undefined): string {
  return `"use strict";
const ICON = ${JSON.stringify(icon ?? null)};
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
self.addEventListener("push", (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== "string") return;
  const options = {
    body: message.body,
    tag: message.tag,
    data: { url: message.url },
    requireInteraction: message.urgent === true,
    renotify: message.urgent === true,
  };
  if (ICON) options.icon = ICON;
  event.waitUntil(self.registration.showNotification(message.title, options));
});
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || "/pro", self.location.origin);
  if (target.origin !== self.location.origin || !target.pathname.startsWith("/pro")) return;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname.startsWith("/pro") && "focus" in client);
      // A window the browser does not let come forward is still taken to the page.
      if (open) return Promise.allSettled([open.focus()]).then(() => open.navigate(target.href));
      return self.clients.openWindow(target.href);
    }),
  );
});
`;
}

/**
 * Served without a session (the browser checks it for updates on its own, even after the session ended): it holds
 * no data. Like every answer under /pro it is `Cache-Control: no-store` (server/owner-guard.ts), stricter than the
 * usual `no-cache`: each update check fetches it from the network, so a new version applies at the next one.
 */
export function loader() {
  const icon = ownerAppManifest(publishedCompany().identity).icons[0]?.src;
  return new Response(workerSource(icon), { headers: { "Content-Type": "text/javascript; charset=utf-8" } });
}
