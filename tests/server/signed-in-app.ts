import { type BuildOptions, buildApp } from "../../server/app";
import type { Config } from "../../server/platform/config";
import { addOperator } from "../../server/platform/operators/operators";
import type { TestDatabase } from "./databases";
import { operatorSession } from "./operator-session";

export const OPERATOR_EMAIL = "ops@example.test";
export const OPERATOR_PASSWORD = "a-long-operator-password";

/**
 * What most server tests start from: the app on a fresh database of `kind` holding one operator
 * (OPERATOR_EMAIL), with the headers of that operator's signed-in session. Failed sign-ins are not
 * slowed, so tests of refusals stay fast. `close` stops the app and drops the database.
 */
export async function startSignedInApp(kind: TestDatabase, config: Config, options: Pick<BuildOptions, "now"> = {}) {
  const database = await kind.open({ seeded: true });
  await addOperator(database.db, OPERATOR_EMAIL, OPERATOR_PASSWORD);
  const app = await buildApp(config, { database, failureDelayMs: 0, ...options });
  const operator = await operatorSession(app, OPERATOR_EMAIL, OPERATOR_PASSWORD);
  return {
    app,
    operator,
    sqliteFile: database.sqliteFile,
    async close() {
      await app.close();
      await database.cleanup();
    },
  };
}
