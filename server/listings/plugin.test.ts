import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildApp } from "../app";
import { testConfig } from "../config";
import { TEST_DATABASES } from "../../tests/server/databases";

describe.each(TEST_DATABASES)("the server's listings on $name", (kind) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const database = await kind.open();
    cleanup = database.cleanup;
    app = await buildApp(testConfig(), { database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  it("start with the sample on a new database, and show this instance's own change at once", async () => {
    const before = await app.listingsSnapshot.current();
    expect(before.dentists).toHaveLength(59);
    expect(before.clinics.map((c) => c.practice)).toContain("Queen City Urgent Dental");

    const changed = await app.listingsStore.setListingStatus(
      "dentist",
      "garden-place-dental-hamilton",
      "draft",
      "ops@example.test",
    );
    expect(changed).toEqual(["status"]);
    const after = await app.listingsSnapshot.current();
    expect(after.dentists.map((d) => d.id)).not.toContain("garden-place-dental-hamilton");
    expect(after.version).toBe(before.version + 1);
  });
});
