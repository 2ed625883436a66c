import { defineConfig } from "@playwright/test";

import { E2E_LISTINGS_CLOCK } from "./tests/e2e/clock";
import { E2E_PORT, LOOP_DATA_DIR, LOOP_MAIL_PORT, LOOP_PORT, MAIN_DATA_DIR } from "./tests/e2e/servers";
import { CHROMIUM_ARGS, systemChromium } from "./tests/support/chromium";

const PORT = E2E_PORT;

/** What both servers share: loopback, quiet logs, no limit on form posts, a fixed "now" for listings. */
const SERVER_ENV = {
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  FORM_RATE_LIMIT: "10000",
  // Every test's browser is one client (127.0.0.1): its renderings are not to be limited.
  PAGE_RENDER_RATE_LIMIT: "1000000",
  // 'Open now' is worked out at this instant, so the e2e tests know what it should show.
  LISTINGS_CLOCK: E2E_LISTINGS_CLOCK,
  // Response times are worked out again every second, not every minute, so a test sees its rows soon.
  RESPONSE_TIMES_REFRESH_MS: "1000",
};

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
  webServer: [
    {
      // The real server on the built site, with a fresh SQLite file for each run, without SMTP.
      command: "node --import tsx server/main.ts",
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...SERVER_ENV, PORT: String(PORT), DATA_DIR: MAIN_DATA_DIR },
    },
    {
      // The same server sending through a real SMTP server on loopback (tests/e2e/mailbox.ts reads it).
      command: "node --import tsx tests/e2e/loop-server.ts",
      url: `http://127.0.0.1:${LOOP_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...SERVER_ENV,
        PORT: String(LOOP_PORT),
        DATA_DIR: LOOP_DATA_DIR,
        LOOP_MAIL_PORT: String(LOOP_MAIL_PORT),
        PUBLIC_ORIGIN: `http://127.0.0.1:${LOOP_PORT}`,
        OUTBOX_POLL_MS: "200",
        OUTBOX_RETRY_BASE_MS: "500",
      },
    },
  ],
});
