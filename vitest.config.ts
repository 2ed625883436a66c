import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin breaks component tests ("can't detect preamble").
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "forms/**/*.test.ts",
      "rules/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/unit/**/*.test.{ts,tsx}",
      "tests/server/**/*.test.ts",
      "tests/reliability/**/*.test.ts",
      "tests/cluster/**/*.test.ts",
    ],
    environment: "node",
    // The migrated (and seeded) databases every test database is copied from (docs/testing.md).
    globalSetup: ["tests/support/database-templates.ts"],
    setupFiles: ["tests/unit/setup.ts"],
    // Files run side by side: much of a server test's time is spent waiting on a database, an SMTP
    // server or a child process, so more files than cores keep both cores busy. Vitest's default
    // (cores − 1) is one file at a time on these 2-core machines. VITEST_MAX_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 4),
    testTimeout: 20_000,
    // Starting the app loads the server build and seeds the listings and places: seconds on a busy machine.
    hookTimeout: 30_000,
  },
});
