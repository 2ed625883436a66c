import { describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { practiceHarness } from "../../tests/server/practice-harness";
import { startedForTests } from "../../tests/server/started-app";
import { OPERATOR_EMAIL, startSignedInApp } from "../../tests/server/signed-in-app";
import { testConfig } from "../platform/config";

// Issue 48 item 2: a draft practice adds the same new dentist many times at once (a double click,
// two managers): each add makes its own listing under a free id, as one after another would, and
// answers 200; none fails on the id another add took meanwhile (it used to be a 500). Each race
// runs ROUNDS times with PARALLEL adds at once.

const C = "waitemata-quay-dental-auckland";
const PARALLEL = 20;
const ROUNDS = 3;

describe.each(TEST_DATABASES)("adding new practitioners at once on $name", (kind) => {
  const config = testConfig({ OUTBOX_POLL_MS: 3_600_000, LOGIN_RATE_LIMIT: 100_000, FORM_RATE_LIMIT: 100_000 });
  const started = startedForTests(() => startSignedInApp(kind, config), 60_000);
  const { post, signIn } = practiceHarness(() => ({ app: started.app, config }));

  it("makes one listing per add when a draft practice adds the same dentist many times at once", async () => {
    const { app, operator } = started;
    const email = "adder@example.test";
    const added = await app.inject({
      method: "POST",
      url: `/admin/api/practices/${C}/people`,
      headers: operator,
      payload: { email, role: "manager" },
    });
    expect(added.statusCode).toBe(201);
    const manager = await signIn(email);
    // A draft practice: its new dentists are saved at once, with no operator's check.
    const listed = await app.db.selectFrom("dentists").select("id").where("practice_id", "=", C).execute();
    for (const { id } of listed) await app.listingsStore.setListingStatus("dentist", id, "draft", OPERATOR_EMAIL);

    for (let round = 0; round < ROUNDS; round += 1) {
      const name = `Dr Twin Round${round}`;
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () =>
          post("/practice/listing", manager, {
            intent: "new-practitioner",
            name,
            registrationNumber: "61234",
            experience: "6 years",
            description: "Sees families.",
            services: ["General Dentistry"],
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(200));
      const made = await app.db.selectFrom("dentists").select("id").where("name", "=", name).execute();
      expect(new Set(made.map((d) => d.id)).size).toBe(PARALLEL);
    }
  }, 120_000);
});
