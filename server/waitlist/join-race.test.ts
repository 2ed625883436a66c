import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { postFromOurPage } from "../../tests/server/practice-harness";
import { bookAtPractice, practiceConfirms } from "../../tests/server/practice-requests";
import { startApp, startedForTests } from "../../tests/server/started-app";
import { inDays } from "../../tests/server/nz-days";
import { testConfig } from "../platform/config";

// Issue 48 item 2: joining the waitlist from a status link many times at once (a double click, a
// retrying browser) leaves one entry and answers every post as joined, on PostgreSQL too, where
// joins used to update nothing, then both insert, and all but one fail on the unique booking (500).

const PRIYA = "tinakori-smile-studio-wellington";
const PARALLEL = 20;
const ROUNDS = 3;

describe.each(TEST_DATABASES)("joining the waitlist at once on $name", (kind) => {
  const config = testConfig({ OUTBOX_POLL_MS: 3_600_000, FORM_RATE_LIMIT: 1_000_000 });
  const started = startedForTests(() => startApp(kind, config), 60_000);

  const post = postFromOurPage;

  /** A booking at Priya's practice confirmed 20 days ahead: one that may join. */
  async function confirmedBooking(app: FastifyInstance) {
    const booked = await bookAtPractice(app, config, PRIYA);
    await practiceConfirms(app, booked.practiceToken, inDays(20));
    return booked;
  }

  it("gives one entry and a joined answer to every one of many joins at once", async () => {
    const { app } = started;
    for (let round = 0; round < ROUNDS; round += 1) {
      const booking = await confirmedBooking(app);
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          post(app, `/requests/${booking.statusToken}/waitlist`, {
            intent: "join",
            scope: i % 2 ? "city" : "practice",
            until: inDays(1 + (i % 5)),
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(303));
      for (const answer of answers) expect(answer.headers.location).toContain("waitlist=joined");
      const entries = await app.db
        .selectFrom("waitlist_entries")
        .select("id")
        .where("submission_id", "=", booking.id)
        .execute();
      expect(entries).toHaveLength(1);
    }
  });
});
