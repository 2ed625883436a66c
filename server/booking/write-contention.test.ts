import SQLite from "better-sqlite3";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { postForm } from "../../tests/server/form-posts";
import { operatorSession } from "../../tests/server/operator-session";
import { OPERATOR_EMAIL, OPERATOR_PASSWORD, startSignedInApp } from "../../tests/server/signed-in-app";
import { until } from "../../tests/server/smtp";
import { startedForTests } from "../../tests/server/started-app";
import { buildApp } from "../app";
import { testConfig } from "../platform/config";
import { addOperator } from "../platform/operators/operators";
import { VALID } from "../../tests/server/form-fixtures";

/** Starting the app (a submission thread, a password hash) takes seconds on a busy machine. */
const HOOK_TIMEOUT_MS = 30_000;
const SAME_ORIGIN = { origin: "http://localhost:80", host: "localhost:80" };
const EACH = 30;

// On SQLite the bookings commit on the submission thread's own connection while the withdrawals,
// status changes and notes run on the main thread's: the two connections contend for the write lock.
describe.each(TEST_DATABASES)("operators and patients acting during a burst of bookings on $name", (kind) => {
  const started = startedForTests(
    () => startSignedInApp(kind, testConfig({ FORM_RATE_LIMIT: 1_000_000 })),
    HOOK_TIMEOUT_MS,
  );

  const book = () => postForm(started.app, "booking", VALID.booking!);

  it("withdraws, moves and annotates every request it is asked to, while bookings keep arriving", async () => {
    const earlier = await Promise.all(
      Array.from({ length: 3 * EACH }, async () => {
        const response = await book();
        const { reference, statusToken } = response.json<{ reference: string; statusToken: string }>();
        const row = await started.app.db
          .selectFrom("submissions")
          .select("id")
          .where("reference", "=", reference)
          .executeTakeFirstOrThrow();
        return { id: row.id, statusToken };
      }),
    );
    const toWithdraw = earlier.slice(0, EACH);
    const toMove = earlier.slice(EACH, 2 * EACH);
    const toNote = earlier.slice(2 * EACH);

    // The burst: 16 clients booking back to back until the operators' and patients' actions are done.
    let acting = true;
    const bookingCodes: number[] = [];
    const burst = Promise.all(
      Array.from({ length: 48 }, async () => {
        while (acting) bookingCodes.push((await book()).statusCode);
      }),
    );
    await until(() => bookingCodes.length >= 50, 30_000, "the burst's first 50 bookings").catch((error: unknown) => {
      acting = false;
      throw error;
    });

    // Each kind of action in its own lane, one after another, spread over the burst (a deliberate
    // stagger between one lane's actions, not a wait for anything).
    const pause = () => new Promise((resolve) => setTimeout(resolve, 3));
    const lane = async <T>(items: T[], act: (item: T) => Promise<LightMyRequestResponse>) => {
      const answers: LightMyRequestResponse[] = [];
      for (const item of items) {
        answers.push(await act(item));
        await pause();
      }
      return answers;
    };
    const answers = (
      await Promise.all([
        lane(toWithdraw, ({ statusToken }) =>
          started.app.inject({ method: "POST", url: `/api/requests/${statusToken}/withdraw`, headers: SAME_ORIGIN }),
        ),
        lane(toMove, ({ id }) =>
          started.app.inject({
            method: "POST",
            url: `/admin/api/submissions/${id}/status`,
            headers: started.operator,
            payload: { to: "in_progress", note: "Called the practice" },
          }),
        ),
        lane(toNote, ({ id }) =>
          started.app.inject({
            method: "POST",
            url: `/admin/api/submissions/${id}/note`,
            headers: started.operator,
            payload: { note: "Left a voicemail" },
          }),
        ),
      ])
    ).flat();
    acting = false;
    await burst;

    const failed = answers.filter((a) => a.statusCode >= 300).map((a) => `${a.statusCode} ${a.body}`);
    expect(failed).toEqual([]);
    expect(bookingCodes.length).toBeGreaterThan(50);
    expect(bookingCodes.filter((code) => code >= 300)).toEqual([]);

    // Applied, not only answered: withdrawn rows are closed and erased, moved rows moved, notes kept.
    const rows = await started.app.db
      .selectFrom("submissions")
      .select(["id", "status", "email"])
      .where(
        "id",
        "in",
        earlier.map((e) => e.id),
      )
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const { id } of toWithdraw) expect(byId.get(id)).toMatchObject({ status: "closed", email: "" });
    for (const { id } of toMove) expect(byId.get(id)?.status).toBe("in_progress");
    const notes = await started.app.db
      .selectFrom("submission_events")
      .select("submission_id")
      .where("action", "=", "note")
      .where("note", "=", "Left a voicemail")
      .execute();
    expect(notes.map((n) => n.submission_id).sort()).toEqual(toNote.map((n) => n.id).sort());
  });
});

/**
 * The same race made certain: another connection (as the submission thread's is) commits whenever
 * it can, right after each query the server's own connection runs, so it also commits between a
 * transaction's read and its write unless that transaction already holds the write lock.
 */
describe("a booking committed between a withdrawal's read and its write on SQLite", () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let other: SQLite.Database;
  let operator: Record<string, string> = {};

  beforeAll(async () => {
    const database = await TEST_DATABASES[0]!.open();
    cleanup = database.cleanup;
    other = new SQLite(database.sqliteFile!);
    other.pragma("busy_timeout = 0"); // it commits only when nobody holds the write lock
    const otherCommits: KyselyPlugin = {
      transformQuery: (args) => args.node,
      async transformResult(args) {
        try {
          other
            .prepare("insert into audit_log (at, actor, action) values (?, 'other', 'sign-in')")
            .run(new Date().toISOString());
        } catch (error) {
          if ((error as { code?: string }).code !== "SQLITE_BUSY") throw error;
        }
        return args.result;
      },
    };
    app = await buildApp(testConfig({ FORM_RATE_LIMIT: 1_000_000 }), {
      database: { ...database, db: database.db.withPlugin(otherCommits) },
      failureDelayMs: 0,
    });
    await addOperator(app.db, OPERATOR_EMAIL, OPERATOR_PASSWORD);
    operator = await operatorSession(app, OPERATOR_EMAIL, OPERATOR_PASSWORD);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
    other.close();
    await cleanup();
  });

  const book = async () => {
    const booked = await postForm(app, "booking", VALID.booking!);
    return booked.json<{ reference: string; statusToken: string }>();
  };

  it("still withdraws the request and erases it", async () => {
    const { reference, statusToken } = await book();
    const response = await app.inject({
      method: "POST",
      url: `/api/requests/${statusToken}/withdraw`,
      headers: SAME_ORIGIN,
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await app.db
      .selectFrom("submissions")
      .select(["status", "name", "email"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "closed", name: "", email: "" });
  });

  it("still moves a request to another status", async () => {
    const { reference } = await book();
    const { id } = await app.db
      .selectFrom("submissions")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    const response = await app.inject({
      method: "POST",
      url: `/admin/api/submissions/${id}/status`,
      headers: operator,
      payload: { to: "in_progress" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await app.db.selectFrom("submissions").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status).toBe("in_progress");
  });
});
