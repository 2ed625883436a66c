import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { nzDateTime, nzInstant } from "../../rules/nz-time";
import { TEST_DATABASES } from "../../tests/server/databases";
import { bookThroughForm } from "../../tests/server/form-posts";
import { startSignedInApp } from "../../tests/server/signed-in-app";
import { type Config, testConfig } from "../platform/config";
import type { Database } from "../platform/db/schema";
import type { RetryingKysely } from "../platform/db/transactions";
import { auditHashKey } from "../platform/audit/audit";
import { readEmailSpec } from "../platform/outbox/emails";
import { VALID } from "../../tests/server/form-fixtures";
import type { Job } from "../platform/outbox/jobs";
import { openStatusToken, statusLinkSealKey } from "../platform/private-links/status-link-seal";
import { FLAGGED_ACTION, practiceEscalationHandler } from "./timers";

// Two people acting on one booking at the same moment (issue 33 item 5): the patient withdraws or
// cancels, the practice answers by its link, an operator sends the booking to another practice.
// On PostgreSQL each runs on its own connection; whichever order the database puts them in, both
// get an answer (never a 5xx, never a deadlock), and the booking ends in one state the rules allow,
// with a history that tells that one story.

/** Starting the app (a submission thread, a password hash) takes seconds on a busy machine. */
const HOOK_TIMEOUT_MS = 30_000;
const ROUNDS = 12;
const PRIYA = "tinakori-smile-studio-wellington";
const OTHER = "cuba-quarter-dental-wellington";
const SAME_ORIGIN = { origin: "http://localhost:80", host: "localhost:80" };
/** What a browser sends with a form post from the practice's page (sent with no-referrer). */
const PRACTICE_PAGE = { "sec-fetch-site": "same-origin", origin: "null" };

const inDays = (days: number, time: string) => ({
  date: nzDateTime(new Date(Date.now() + days * 86_400_000)).date,
  time,
});

/** The first time offer() offers, as the patient's page posts it back. */
const offeredTime = () => nzInstant(inDays(4, "09:00").date, "09:00")!.toISOString();

/** What one side was answered: an HTTP response, or a timer's job as the worker would record it. */
interface Answer {
  statusCode: number;
  body: string;
}

interface Booking {
  id: string;
  reference: string;
  statusToken: string;
  practiceToken: string;
}

/** What both sides were answered, and what the booking holds afterwards. */
interface Outcome {
  codes: [number, number];
  status: string;
  /** The booking's practice requests' statuses, oldest first. */
  requests: string[];
  /** The booking's history actions, in order. */
  history: string[];
  /** E-mail templates enqueued for this booking's reference (jobs erased with it are gone). */
  emails: string[];
}

describe.each(TEST_DATABASES)("two actions on one booking at once on $name", (kind) => {
  let app: FastifyInstance;
  let config: Config;
  let close: () => Promise<void>;
  let operator: Record<string, string>;

  beforeAll(async () => {
    config = testConfig({
      // The outbox never sends here: the e-mails' jobs are what the tests read.
      OUTBOX_POLL_MS: 3_600_000,
      FORM_RATE_LIMIT: 1_000_000,
    });
    ({ app, operator, close } = await startSignedInApp(kind, config));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close());

  /** A booking naming Priya's listing: it went to her practice at once, waiting for its answer. */
  async function booking(): Promise<Booking> {
    const { id, reference, statusToken } = await bookThroughForm(app, {
      ...VALID.booking!,
      listing: `dentist/${PRIYA}`,
    });
    const request = await app.db
      .selectFrom("practice_requests")
      .select("token_sealed")
      .where("submission_id", "=", id)
      .executeTakeFirstOrThrow();
    const practiceToken = openStatusToken(request.token_sealed, statusLinkSealKey(auditHashKey(config)))!;
    return { id, reference, statusToken, practiceToken };
  }

  const withdraw = (b: Booking) =>
    app.inject({ method: "POST", url: `/api/requests/${b.statusToken}/withdraw`, headers: SAME_ORIGIN });
  const cancel = (b: Booking) =>
    app.inject({ method: "POST", url: `/api/requests/${b.statusToken}/cancel`, headers: SAME_ORIGIN });
  const accept = (b: Booking, time: string) =>
    app.inject({
      method: "POST",
      url: `/api/requests/${b.statusToken}/accept`,
      headers: SAME_ORIGIN,
      payload: { time },
    });
  /** The practice answers on its page; a taken answer redirects back to it (302), counted here as 200 like the other sides. */
  const practiceAnswers = async (b: Booking, values: Record<string, string>): Promise<Answer> => {
    const response = await app.inject({
      method: "POST",
      url: `/practice/requests/${b.practiceToken}`,
      payload: new URLSearchParams(values).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...PRACTICE_PAGE },
    });
    return { statusCode: response.statusCode === 302 ? 200 : response.statusCode, body: response.body };
  };
  const confirm = (b: Booking) => practiceAnswers(b, { answer: "confirm", ...inDays(3, "10:30"), minutes: "30" });
  const decline = (b: Booking) => practiceAnswers(b, { answer: "decline", reason: "No dentist free that week." });
  const offer = (b: Booking) =>
    practiceAnswers(b, {
      answer: "offer",
      date1: inDays(4, "09:00").date,
      time1: "09:00",
      date2: inDays(5, "14:00").date,
      time2: "14:00",
    });
  const sendToOther = (b: Booking) =>
    app.inject({
      method: "POST",
      url: `/admin/api/submissions/${b.id}/send-to-practice`,
      payload: { listing: `dentist/${OTHER}` },
      headers: operator,
    });

  /** The escalation timer's job runs now (the practice has not answered): the worker's call, its result as the body. */
  async function escalationFires(b: Booking): Promise<Answer> {
    const { id } = await app.db
      .selectFrom("practice_requests")
      .select("id")
      .where("submission_id", "=", b.id)
      .orderBy("sent_at")
      .executeTakeFirstOrThrow();
    const handler = practiceEscalationHandler({
      db: app.db,
      sealKey: statusLinkSealKey(auditHashKey(config)),
      now: () => new Date(),
    });
    try {
      return { statusCode: 200, body: await handler({ practiceRequestId: id }, {} as Job) };
    } catch (error) {
      return { statusCode: 500, body: String(error) };
    }
  }

  async function outcome(b: Booking, answers: Answer[]): Promise<Outcome> {
    const { status } = await app.db
      .selectFrom("submissions")
      .select("status")
      .where("id", "=", b.id)
      .executeTakeFirstOrThrow();
    const requests = await app.db
      .selectFrom("practice_requests")
      .select("status")
      .where("submission_id", "=", b.id)
      .orderBy("sent_at")
      .orderBy("id")
      .execute();
    const history = await app.db
      .selectFrom("submission_events")
      .select("action")
      .where("submission_id", "=", b.id)
      .orderBy("id")
      .execute();
    const emails = (await app.db.selectFrom("jobs").select("payload").where("kind", "=", "email").execute())
      .map((job) => readEmailSpec(JSON.parse(job.payload)))
      .filter((spec) => "reference" in spec && spec.reference === b.reference)
      .map((spec) => spec.template);
    return {
      codes: [answers[0]!.statusCode, answers[1]!.statusCode],
      status,
      requests: requests.map((r) => r.status),
      history: history.map((e) => e.action),
      emails,
    };
  }

  const retriedConflicts = () => (app.db as RetryingKysely<Database>).retriedConflicts;

  const count = (list: string[], item: string) => list.filter((x) => x === item).length;

  /**
   * Runs `first` and `second` on a fresh booking at the same moment, ROUNDS times (every other
   * round starting the second one first), and checks each round: no 5xx, no deadlock in any answer,
   * and `consistent` holds for what was answered and what the booking holds afterwards.
   */
  async function race(
    prepare: (b: Booking) => Promise<void>,
    first: (b: Booking) => Promise<Answer>,
    second: (b: Booking) => Promise<Answer>,
    consistent: (o: Outcome, answers: Answer[]) => void,
  ) {
    const failures: string[] = [];
    const outcomes: Outcome[] = [];
    const retriedBefore = retriedConflicts();
    for (let round = 0; round < ROUNDS; round += 1) {
      const b = await booking();
      await prepare(b);
      const answers =
        round % 2 === 0
          ? await Promise.all([first(b), second(b)])
          : (await Promise.all([second(b), first(b)])).reverse();
      for (const answer of answers) {
        if (answer.statusCode >= 500 || /deadlock/i.test(answer.body)) {
          failures.push(`round ${round}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
        }
      }
      const o = await outcome(b, answers);
      outcomes.push(o);
      if (answers.every((answer) => answer.statusCode < 500)) consistent(o, answers);
    }
    expect(failures, `${failures.length} of ${ROUNDS} rounds answered a 5xx`).toEqual([]);
    // Not even one deadlock was met and retried out of sight: the lock order is kept.
    expect(retriedConflicts() - retriedBefore, "transactions retried after a deadlock").toBe(0);
    return outcomes;
  }

  const expectOk = async (response: Promise<Answer>) => expect((await response).statusCode).toBe(200);

  it(
    "the patient withdraws while the practice confirms: closed and withdrawn, the practice told if it had confirmed",
    { timeout: 120_000 },
    async () => {
      await race(
        async () => {},
        withdraw,
        confirm,
        ({ codes: [withdrew, confirmed], status, requests, history, emails }) => {
          expect(withdrew).toBe(200);
          // A confirmation after the withdrawal finds a dead link (410, D715); one already under way, refused (409).
          expect([200, 409, 410]).toContain(confirmed);
          expect(status).toBe("closed");
          expect(requests).toEqual(["withdrawn"]);
          expect(count(history, "withdrawn")).toBe(1);
          expect(history.at(-1)).toBe("withdrawn");
          expect(count(history, "practice-confirmed")).toBe(confirmed === 200 ? 1 : 0);
          // A practice that confirmed is told its appointment is cancelled; one that did not, nothing.
          expect(count(emails, "practice-cancelled")).toBe(confirmed === 200 ? 1 : 0);
        },
      );
    },
  );

  it(
    "an operator sends the booking to another practice while the first confirms: exactly one of them wins",
    { timeout: 120_000 },
    async () => {
      await race(
        async () => {},
        sendToOther,
        confirm,
        ({ codes: [sent, confirmed], status, requests, history }) => {
          // The loser is refused: a confirmation on a link already passed on finds it dead (410, D715).
          expect([sent, confirmed].sort()).toContainEqual(200);
          expect([[200, 409], [200, 410]]).toContainEqual([sent, confirmed].sort());
          if (sent !== 200) expect(sent).toBe(409);
          if (confirmed === 200) {
            expect(status).toBe("matched");
            expect(requests).toEqual(["confirmed"]);
            expect(count(history, "sent-to-practice")).toBe(1);
            expect(count(history, "practice-confirmed")).toBe(1);
          } else {
            expect(status).toBe("in_progress");
            expect(requests).toEqual(["superseded", "waiting"]);
            expect(count(history, "sent-to-practice")).toBe(2);
            expect(count(history, "practice-confirmed")).toBe(0);
          }
        },
      );
    },
  );

  it(
    "the patient withdraws while an operator sends the booking to another practice: every sending closed",
    { timeout: 120_000 },
    async () => {
      await race(
        async () => {},
        withdraw,
        sendToOther,
        ({ codes: [withdrew, sent], status, requests, history }) => {
          expect(withdrew).toBe(200);
          expect([200, 409]).toContain(sent);
          expect(status).toBe("closed");
          expect(requests).toEqual(sent === 200 ? ["superseded", "withdrawn"] : ["withdrawn"]);
          expect(count(history, "sent-to-practice")).toBe(sent === 200 ? 2 : 1);
          expect(history.at(-1)).toBe("withdrawn");
        },
      );
    },
  );

  it(
    "the patient withdraws while cancelling the confirmed appointment: the practice is told once",
    { timeout: 120_000 },
    async () => {
      await race(
        (b) => expectOk(confirm(b)),
        withdraw,
        cancel,
        ({ codes: [withdrew, cancelled], status, requests, history, emails }) => {
          expect(withdrew).toBe(200);
          expect([200, 409]).toContain(cancelled);
          expect(status).toBe("closed");
          expect(requests).toEqual([cancelled === 200 ? "cancelled" : "withdrawn"]);
          expect(count(history, "withdrawn")).toBe(1);
          expect(count(emails, "practice-cancelled")).toBe(1);
        },
      );
    },
  );

  it(
    "the patient accepts an offered time while withdrawing: the practice hears of the acceptance only with its cancellation",
    { timeout: 120_000 },
    async () => {
      await race(
        (b) => expectOk(offer(b)),
        withdraw,
        (b) => accept(b, offeredTime()),
        ({ codes: [withdrew, accepted], status, requests, history, emails }) => {
          expect(withdrew).toBe(200);
          expect([200, 409]).toContain(accepted);
          expect(status).toBe("closed");
          expect(requests).toEqual(["withdrawn"]);
          expect(count(history, "withdrawn")).toBe(1);
          expect(count(emails, "practice-offer-accepted")).toBe(accepted === 200 ? 1 : 0);
          expect(count(emails, "practice-cancelled")).toBe(accepted === 200 ? 1 : 0);
        },
      );
    },
  );

  it(
    "the patient accepts an offered time while the practice declines: exactly one of them wins",
    { timeout: 120_000 },
    async () => {
      await race(
        (b) => expectOk(offer(b)),
        (b) => accept(b, offeredTime()),
        decline,
        ({ codes: [accepted, declined], status, requests, history }) => {
          expect([accepted, declined].sort()).toEqual([200, 409]);
          expect(status).toBe(accepted === 200 ? "matched" : "in_progress");
          expect(requests).toEqual([accepted === 200 ? "confirmed" : "declined"]);
          expect(count(history, "practice-declined")).toBe(declined === 200 ? 1 : 0);
        },
      );
    },
  );

  it(
    "the escalation timer fires while an operator sends the booking to another practice: flagged only if it came first",
    { timeout: 120_000 },
    async () => {
      await race(
        async () => {},
        sendToOther,
        escalationFires,
        ({ codes: [sent], requests, history, emails }, [, timer]) => {
          expect(sent).toBe(200);
          expect(requests).toEqual(["superseded", "waiting"]);
          const flagged = timer!.body === "flagged" ? 1 : 0;
          expect(count(history, FLAGGED_ACTION)).toBe(flagged);
          expect(count(emails, "operator-escalation")).toBe(flagged);
        },
      );
    },
  );
});
