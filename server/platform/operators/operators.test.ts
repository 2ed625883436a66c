import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type TestDatabaseHandle, TEST_DATABASES } from "../../../tests/server/databases";
import { addOperator, listOperators } from "./operators";

const PASSWORD = "a-long-operator-password";

describe.each(TEST_DATABASES)("adding an operator on $name", (kind) => {
  let database: TestDatabaseHandle;

  beforeAll(async () => {
    database = await kind.open();
  }, 30_000);
  afterAll(async () => database?.cleanup());

  it("adds an address once when two add it at the same moment: the other is told it exists, audited once", async () => {
    const results = await Promise.allSettled([
      addOperator(database.db, "Twice@Example.test", PASSWORD),
      addOperator(database.db, "twice@example.test ", PASSWORD),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((result) => result.status === "rejected");
    expect(String(refused?.reason)).toContain("An operator with the e-mail twice@example.test already exists.");
    expect((await listOperators(database.db)).filter((o) => o.email === "twice@example.test")).toHaveLength(1);
    const audited = await database.db
      .selectFrom("audit_log")
      .select("target")
      .where("action", "=", "operator-added")
      .where("target", "=", "twice@example.test")
      .execute();
    expect(audited).toHaveLength(1);
  });
});
