import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { bookThroughForm } from "../../tests/server/form-posts";
import { outboxSettled } from "../../tests/server/outbox-settled";
import { patientWithdraws } from "../../tests/server/patient-withdraws";
import { postFromOurPage } from "../../tests/server/practice-harness";
import { startSignedInApp } from "../../tests/server/signed-in-app";
import { inDays } from "../../tests/server/nz-days";
import { auditHashKey } from "../platform/audit/audit";
import { openStatusToken, statusLinkSealKey } from "../platform/private-links/status-link-seal";
import { type Config, testConfig } from "../platform/config";
import type { Database } from "../platform/db/schema";
import { VALID } from "../../tests/server/form-fixtures";

// Issue 48 item 4: a practice's link whose request it no longer holds (declined, withdrawn by the
// patient, passed to another practice) does nothing: every action on it answers 410 and leaves
// every table as it was; a freed time is offered only from a link the practice still holds, and
// each offer is in the audit log.

const HOOK_TIMEOUT_MS = 60_000;
const PRIYA = "tinakori-smile-studio-wellington";
const OTHER = "cuba-quarter-dental-wellington";

/** The tables an action of a practice link could change. */
const WATCHED: (keyof Database)[] = [
  "practice_requests",
  "submissions",
  "freed_times",
  "waitlist_offers",
  "waitlist_entries",
  "review_invitations",
  "audit_log",
];

describe.each(TEST_DATABASES)("a practice's dead link on $name", (kind) => {
  let app: FastifyInstance;
  let operator: Record<string, string>;
  let config: Config;
  let close: () => Promise<void>;

  beforeAll(async () => {
    config = testConfig({ OUTBOX_POLL_MS: 3_600_000, FORM_RATE_LIMIT: 1_000_000 });
    ({ app, operator, close } = await startSignedInApp(kind, config));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close());

  const post = (url: string, values: Record<string, string>) => postFromOurPage(app, url, values);

  /** A booking to Priya's practice: its ids and the practice's link token. */
  async function booked(listing = `dentist/${PRIYA}`) {
    const booking = await bookThroughForm(app, { ...VALID.booking!, listing });
    const practiceToken = async () => {
      const row = await app.db
        .selectFrom("practice_requests")
        .select("token_sealed")
        .where("submission_id", "=", booking.id)
        .orderBy("sent_at", "asc")
        .orderBy("id", "asc")
        .executeTakeFirstOrThrow();
      return openStatusToken(row.token_sealed, statusLinkSealKey(auditHashKey(config)))!;
    };
    return { ...booking, practiceToken: await practiceToken() };
  }

  const confirm = (token: string, days: number) =>
    post(`/practice/requests/${token}`, { answer: "confirm", date: inDays(days), time: "10:30", minutes: "30" });

  /** A patient with an appointment in 30 days, on Priya's waitlist: any freed time would reach them. */
  async function waitlister() {
    const patient = await booked();
    expect((await confirm(patient.practiceToken, 30)).statusCode).toBe(302);
    const joined = await post(`/requests/${patient.statusToken}/waitlist`, {
      intent: "join",
      scope: "practice",
      until: inDays(29),
    });
    expect(joined.headers.location).toContain("waitlist=joined");
  }

  /**
   * Every watched table's rows, to show an action changed none. Jobs by what they are: the outbox
   * works through earlier e-mails meanwhile, moving their status.
   */
  const snapshot = async () => ({
    ...Object.fromEntries(
      await Promise.all(
        WATCHED.map(async (table) => [table, await app.db.selectFrom(table).selectAll().execute()] as const),
      ),
    ),
    jobs: await app.db.selectFrom("jobs").select(["id", "kind", "payload", "run_at"]).orderBy("id").execute(),
  });

  /** Every action a practice's link page offers, each of which must be refused with 410. */
  const actions = (token: string) => ({
    "offer a freed time": () =>
      post(`/practice/requests/${token}/freed-time`, { date: inDays(3), time: "09:00", minutes: "30" }),
    confirm: () => confirm(token, 4),
    offer: () => post(`/practice/requests/${token}`, { answer: "offer", date1: inDays(5), time1: "11:00" }),
    decline: () => post(`/practice/requests/${token}`, { answer: "decline", reason: "We are fully booked." }),
    "did not attend": () => post(`/practice/requests/${token}`, { answer: "did-not-attend" }),
  });

  const deadLinks: Record<string, () => Promise<string>> = {
    async declined() {
      const { practiceToken } = await booked();
      const declined = await post(`/practice/requests/${practiceToken}`, {
        answer: "decline",
        reason: "We are fully booked.",
      });
      expect(declined.statusCode).toBe(302);
      return practiceToken;
    },
    async "withdrawn by the patient"() {
      const { practiceToken, statusToken } = await booked();
      expect((await patientWithdraws(app, statusToken)).statusCode).toBe(200);
      return practiceToken;
    },
    async "withdrawn after the practice confirmed"() {
      const { practiceToken, statusToken } = await booked();
      expect((await confirm(practiceToken, 6)).statusCode).toBe(302);
      expect((await patientWithdraws(app, statusToken)).statusCode).toBe(200);
      return practiceToken;
    },
    async "passed to another practice"() {
      const { practiceToken, id } = await booked();
      const sent = await app.inject({
        method: "POST",
        url: `/admin/api/submissions/${id}/send-to-practice`,
        payload: { listing: `dentist/${OTHER}` },
        headers: operator,
      });
      expect(sent.statusCode).toBe(200);
      return practiceToken;
    },
  };

  for (const [how, makeDead] of Object.entries(deadLinks)) {
    it(`a link whose request was ${how}: every action answers 410 and changes nothing`, async () => {
      await waitlister();
      const token = await makeDead();
      // The e-mails the making wrote are sent first (a withdrawal's is deleted once sent), so
      // the outbox changes nothing between the two snapshots.
      await outboxSettled(app);
      for (const [name, act] of Object.entries(actions(token))) {
        const before = await snapshot();
        const response = await act();
        expect({ name, status: response.statusCode }).toEqual({ name, status: 410 });
        expect(await snapshot(), name).toEqual(before);
      }
    });
  }

  it("a link the practice still holds offers a freed time, and the offer is audited", async () => {
    await waitlister();
    const { practiceToken, id } = await booked();
    const offered = await post(`/practice/requests/${practiceToken}/freed-time`, {
      date: inDays(3),
      time: "09:00",
      minutes: "30",
    });
    expect(offered.statusCode).toBe(303);
    expect(offered.headers.location).toMatch(/freed=[1-5]/);
    const row = await app.db
      .selectFrom("practice_requests")
      .select(["id", "practice_id"])
      .where("submission_id", "=", id)
      .executeTakeFirstOrThrow();
    const audited = await app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "freed-time-offered")
      .execute();
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor: "practice-link", target: row.id });
    expect(JSON.parse(audited[0]!.details!)).toMatchObject({ practiceId: row.practice_id, minutes: 30 });
  });
});
