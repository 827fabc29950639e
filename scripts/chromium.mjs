// @ts-check
// Every browser run (end-to-end tests, the benchmark) uses one Chromium, never a browser downloaded by a test
// tool: CHROMIUM_PATH when set, otherwise Debian's package (scripts/ensure-chromium.sh installs it).

export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Headless in a container as root, with nothing fetched from the network behind the page's back. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
