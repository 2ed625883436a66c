import { defineConfig } from "vitest/config";

/** Test files whose workers keep imported modules from one file to the next (isolate: false). */
const SHARED = [
  "forms/**/*.test.ts",
  "rules/**/*.test.ts",
  "server/**/*.test.ts",
  "tests/unit/**/*.test.ts",
  "tests/server/**/*.test.ts",
  "tests/reliability/**/*.test.ts",
  "tests/cluster/**/*.test.ts",
];

/** Files that need modules of their own: jsdom, vi.mock, fake timers, stubbed globals. */
const ISOLATED = [
  "app/**/*.test.{ts,tsx}",
  "tests/unit/**/*.test.tsx",
  "forms/booking-time.test.ts",
  "forms/fields.test.ts",
  "server/platform/operators/sign-in.test.ts",
  "server/platform/pages/personal-renderings.test.ts",
];

/** What both projects share (a project does not extend the root here: see globalSetup). */
const EACH_PROJECT = {
  environment: "node",
  setupFiles: ["tests/unit/setup.ts"],
  testTimeout: 20_000,
  // Starting the app loads the server build and seeds the listings and places: seconds on a busy machine.
  hookTimeout: 30_000,
};

// Kept apart from vite.config.ts: the React Router plugin breaks component tests ("can't detect preamble").
export default defineConfig({
  test: {
    // The migrated (and seeded) databases every test database is copied from (docs/testing.md).
    // Only here: a project that extended this config would make its own set again.
    globalSetup: ["tests/support/database-templates.ts"],
    // Files run side by side: much of a server test's time is spent waiting on a database, an SMTP
    // server or a child process, so more files than cores keep both cores busy. Vitest's default
    // (cores − 1) is one file at a time on these 2-core machines. VITEST_MAX_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 4),
    // Two projects, run side by side in the same workers. "shared" keeps each worker's imported
    // modules from one file to the next (isolate: false): importing the server again for each of
    // ~150 files was a third of Vitest's time (measured on 35 server files: 492 s → 211 s). Its
    // files share no module state that matters: each builds its own app on its own database.
    // "isolated" is for what needs a fresh module graph: component tests in jsdom, and the files
    // that mock modules, timers or globals.
    projects: [
      {
        resolve: { tsconfigPaths: true },
        test: {
          ...EACH_PROJECT,
          name: "shared",
          isolate: false,
          include: SHARED,
          exclude: ISOLATED,
          setupFiles: [...EACH_PROJECT.setupFiles, "tests/support/features-subscribed.ts"],
        },
      },
      { resolve: { tsconfigPaths: true }, test: { ...EACH_PROJECT, name: "isolated", include: ISOLATED } },
    ],
  },
});
