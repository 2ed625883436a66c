import { execFileSync } from "node:child_process";

import type { FullConfig } from "@playwright/test";

import { LOOP_DATA_DIR, MAIN_DATA_DIR } from "./servers";

/** Operators the inbox tests sign in as; created through the real CLI. */
export const E2E_OPERATORS = {
  main: { email: "e2e.operator@example.test", password: "e2e-operator-password-1" },
  locked: { email: "e2e.locked@example.test", password: "e2e-locked-password-1" },
} as const;

/**
 * Runs after Playwright has started the server (web servers start before global setup): creates
 * the inbox test operators with `npm run operator -- add` against the server's DATA_DIR, and
 * passes that directory to the tests.
 */
export default function globalSetup(_config: FullConfig) {
  process.env.NZDD_E2E_DATA_DIR = MAIN_DATA_DIR;
  // The web servers use SQLite under their DATA_DIR, so the CLI must too.
  const { DATABASE_URL: _unused, ...env } = process.env;
  for (const dataDir of [MAIN_DATA_DIR, LOOP_DATA_DIR]) {
    for (const operator of Object.values(E2E_OPERATORS)) {
      execFileSync("node", ["--import", "tsx", "server/cli/operator.ts", "add", operator.email], {
        env: { ...env, DATA_DIR: dataDir, OPERATOR_PASSWORD: operator.password },
        stdio: "pipe",
      });
    }
  }
}
