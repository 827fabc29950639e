import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.mjs";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  reporter: [["list"]],
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
      LEADS_DB: `./test-results/e2e-leads-${E2E_PORT}.sqlite`,
      UPLOADS_DIR: `./test-results/e2e-uploads-${E2E_PORT}`,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      MAIL_TRANSPORT: "log",
      FORM_RATE_LIMIT: "1000",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
