import { tmpdir } from "node:os";
import { join } from "node:path";

import { defineConfig } from "@playwright/test";

import { E2E_LISTINGS_CLOCK } from "./tests/e2e/clock";
import { CHROMIUM_ARGS, systemChromium } from "./tests/support/chromium";

// E2E_PORT lets several checkouts run their end-to-end tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3107);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Creates the inbox's test operators once the server is up.
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    // The system's Chromium (Debian's package); without one, the browser Playwright downloaded.
    launchOptions: { executablePath: systemChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    // The real server on the built site, with a fresh SQLite file for each run.
    command: "node --import tsx server/main.ts",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: join(tmpdir(), `nzdd-e2e-${process.pid}`),
      FORM_RATE_LIMIT: "10000",
      // 'Open now' is worked out at this instant, so the e2e tests know what it should show.
      LISTINGS_CLOCK: E2E_LISTINGS_CLOCK,
    },
  },
});
