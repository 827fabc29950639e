// What a visitor's or the owner's first use of a page costs, on Lighthouse's phone with throttling applied to the
// browser (bench/run.mjs): the scripts it loads and the time until the page answers.
/** Lighthouse's phone as it applies throttling itself ("devtools"): slow 4G and a CPU four times slower. */
const PHONE = { latency: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4 };

/**
 * A page of its own on Lighthouse's throttled phone, and the bytes of the scripts it has received so far.
 * @param {import("@playwright/test").Browser} browser
 * @param {Record<string, string>} [extraHTTPHeaders] the owner's session cookie, on an owner's page
 */
async function throttledPage(browser, extraHTTPHeaders) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: "fr-FR",
    extraHTTPHeaders,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.latency,
    downloadThroughput: (PHONE.downloadKbps * 1024) / 8,
    uploadThroughput: (PHONE.uploadKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
  /** @type {Set<string>} */
  const scripts = new Set();
  let scriptBytes = 0;
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scripts.add(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
  });
  return { context, page, scriptBytes: () => scriptBytes };
}

/**
 * On a form page, what the visitor's first use of the form costs on Lighthouse's throttled phone: the scripts
 * loaded before (transferred bytes), those loaded once the first field is focused, and the time from that focus
 * until the form's island has taken the form over. A page without a lead form gives nulls.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 */
export async function firstIntent(browser, url) {
  if (!(await (await fetch(url)).text()).includes("data-lead-form"))
    return { before: null, atIntent: null, readyMs: null };
  const { context, page, scriptBytes } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: "load" });
    // Islands start after the first paint; the client-only variant has none, and is settled once the network is.
    if ((await page.locator("script[data-islands]").count()) > 0)
      await page.waitForSelector("script[data-islands][data-loaded]", { state: "attached", timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    const before = scriptBytes();
    const field = page.locator("[data-lead-form] input:not([type=hidden])").first();
    if ((await field.count()) === 0) return { before, atIntent: null, readyMs: null };
    await field.scrollIntoViewIfNeeded();
    const started = performance.now();
    await field.focus();
    await page.waitForSelector("[data-lead-form][data-ready]", { state: "attached", timeout: 60_000 });
    const readyMs = performance.now() - started;
    await page.waitForLoadState("networkidle");
    return { before, atIntent: scriptBytes(), readyMs };
  } finally {
    await context.close();
  }
}

/**
 * On an owner's page, what his first touch costs on the same phone, with nothing cached (a first opening): the
 * scripts loaded once he touches the page's title, and the time from that touch until the application runs and
 * would do what he touched (decision 032). A page whose application started with it has loaded everything before:
 * it answers the scripts loaded by then and 0 ms.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {string} cookie
 */
export async function firstTouch(browser, url, cookie) {
  const { context, page, scriptBytes } = await throttledPage(browser, { Cookie: cookie });
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const gated = await page.evaluate(() => window.__ownerFirstUse?.running === false);
    const before = scriptBytes();
    if (!gated) return { before, atIntent: before, readyMs: 0 };
    const started = performance.now();
    await page.locator("h1").first().click();
    await page.waitForFunction(() => window.__ownerFirstUse?.running, undefined, { timeout: 60_000 });
    const readyMs = performance.now() - started;
    await page.waitForLoadState("networkidle");
    return { before, atIntent: scriptBytes(), readyMs };
  } finally {
    await context.close();
  }
}
