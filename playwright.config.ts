import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.mjs";
import { E2E_PORT, e2eLeadsDb, e2eSitePhotosDir, e2eUploadsDir } from "./tests/support/e2e-server.ts";

const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Two by default, one per core; E2E_WORKERS sets another number (npm test's table says how busy the cores were).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  reporter: [["list"], ["./scripts/e2e-slowest-reporter.ts"]],
  use: {
    baseURL,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
    locale: "fr-FR",
    trace: "off",
  },
  webServer: {
    command: "node server/start.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      HOST: "127.0.0.1",
      PORT: String(E2E_PORT),
      LEADS_DB: e2eLeadsDb,
      UPLOADS_DIR: e2eUploadsDir,
      SITE_PHOTOS_DIR: e2eSitePhotosDir,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      MAIL_TRANSPORT: "log",
      FORM_RATE_LIMIT: "1000",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
