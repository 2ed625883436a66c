import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";

import { nzDateTime } from "../../rules/nz-time";
import { TEST_DATABASES } from "../../tests/server/databases";
import { bookThroughForm } from "../../tests/server/form-posts";
import { startApp, startedForTests } from "../../tests/server/started-app";
import { auditHashKey } from "../platform/audit/audit";
import { openStatusToken, statusLinkSealKey } from "../platform/private-links/status-link-seal";
import { testConfig } from "../platform/config";
import { VALID } from "../../tests/server/form-fixtures";

// Issue 48 item 2: joining the waitlist from a status link many times at once (a double click, a
// retrying browser) leaves one entry and answers every post as joined, on PostgreSQL too, where
// joins used to update nothing, then both insert, and all but one fail on the unique booking (500).

const PRIYA = "tinakori-smile-studio-wellington";
const PARALLEL = 20;
const ROUNDS = 3;
const FROM_OUR_PAGE = {
  "sec-fetch-site": "same-origin",
  origin: "null",
  "content-type": "application/x-www-form-urlencoded",
};
const inDays = (days: number) => nzDateTime(new Date(Date.now() + days * 86_400_000)).date;

describe.each(TEST_DATABASES)("joining the waitlist at once on $name", (kind) => {
  const config = testConfig({ OUTBOX_POLL_MS: 3_600_000, FORM_RATE_LIMIT: 1_000_000 });
  const started = startedForTests(() => startApp(kind, config), 60_000);

  const post = (app: FastifyInstance, url: string, values: Record<string, string>) =>
    app.inject({ method: "POST", url, payload: new URLSearchParams(values).toString(), headers: FROM_OUR_PAGE });

  /** A booking at Priya's practice confirmed 20 days ahead: one that may join. */
  async function confirmedBooking(app: FastifyInstance) {
    const booked = await bookThroughForm(app, { ...VALID.booking!, listing: `dentist/${PRIYA}` });
    const row = await app.db
      .selectFrom("practice_requests")
      .select("token_sealed")
      .where("submission_id", "=", booked.id)
      .executeTakeFirstOrThrow();
    const practiceToken = openStatusToken(row.token_sealed, statusLinkSealKey(auditHashKey(config)))!;
    const answer = { answer: "confirm", date: inDays(20), time: "10:30", minutes: "30" };
    expect((await post(app, `/practice/requests/${practiceToken}`, answer)).statusCode).toBe(302);
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
