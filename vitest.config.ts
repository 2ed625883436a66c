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
      "tests/reliability/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
    testTimeout: 20_000,
    // Starting the app loads the server build and seeds the listings and places: seconds on a busy machine.
    hookTimeout: 30_000,
  },
});
