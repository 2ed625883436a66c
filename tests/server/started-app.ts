import { afterAll, beforeAll } from "vitest";

import { type BuildOptions, buildApp } from "../../server/app";
import type { Config } from "../../server/platform/config";
import type { TestDatabase } from "./databases";

/**
 * The app on a fresh database of `kind` (seeded as at a first start), on the clocks `options` set
 * if a test moves them; `close` stops the app, then drops the database.
 */
export async function startApp(
  kind: TestDatabase,
  config: Config,
  options: Pick<BuildOptions, "now" | "pagesClock"> = {},
) {
  const database = await kind.open({ seeded: true });
  const app = await buildApp(config, { database, ...options });
  return {
    app,
    async close() {
      await app.close();
      await database.cleanup();
    },
  };
}

/**
 * What `start` starts (startApp, startSignedInApp), kept for the tests of the calling describe
 * block as kysely's example keeps its test context: started before them, closed after them. Its
 * parts are there once the tests and later hooks run, not while the block is being declared.
 */
export function startedForTests<T extends { close(): Promise<void> }>(start: () => Promise<T>, hookTimeoutMs?: number) {
  const started = {} as T;
  beforeAll(async () => {
    Object.assign(started, await start());
  }, hookTimeoutMs);
  // A start that failed left nothing to close; its own error is the one to read.
  afterAll(() => (started as Partial<T>).close?.());
  return started;
}
