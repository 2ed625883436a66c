import { randomBytes, randomInt } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";

import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { startSignedInApp } from "../../tests/server/signed-in-app";
import { testConfig } from "../config";
import { encode, VALID } from "../routes/form-fixtures";

/** Starting the app (a submission thread, a password hash) takes seconds on a busy machine. */
const HOOK_TIMEOUT_MS = 30_000;
const SAME_ORIGIN = { origin: "http://localhost:80", host: "localhost:80" };
/** How long the tests give the server to rid its files of erased data (the promise: a minute). */
const SCRUB_WAIT_MS = 15_000;

/** A booking whose every free-text field, tracking field and key holds its own unique marker. */
function markedBooking() {
  const run = randomBytes(5).toString("hex");
  const mark = (field: string) => `zq${field.toLowerCase().replace(/[^a-z]/g, "")}${run}`;
  const phoneDigits = `21${randomInt(1_000_000, 9_999_999)}`;
  const fields = {
    ...VALID.booking!,
    firstName: mark("firstName"),
    lastName: mark("lastName"),
    email: `${mark("email")}@example.test`,
    phone: `0${phoneDigits}`,
    insurance: mark("insurance"),
    dentistPreference: mark("dentistPreference"),
    message: mark("message"),
    utm_source: mark("utm_source"),
    utm_medium: mark("utm_medium"),
    utm_campaign: mark("utm_campaign"),
    page_url: `https://www.nzdentaldirectory.co.nz/book?ref=${mark("page_url")}`,
  };
  const markers = [
    ...["firstName", "lastName", "email", "insurance", "dentistPreference", "message"].map(mark),
    ...["utm_source", "utm_medium", "utm_campaign", "page_url"].map(mark),
    `+64${phoneDigits}`, // the phone as stored
    mark("idempotencyKey"),
    mark("statusNote"),
    mark("note"),
  ];
  return { fields, markers, idempotencyKey: mark("idempotencyKey"), mark };
}

describe.each(TEST_DATABASES)("erasing a patient's data on $name", (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let sqliteFile: string | undefined;
  let operator: Record<string, string> = {};

  beforeAll(async () => {
    ({ app, operator, sqliteFile, close } = await startSignedInApp(kind, testConfig({ FORM_RATE_LIMIT: 1000 })));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close());

  /** Books through the form service, then an operator moves it with a note and adds another. */
  async function bookAndWork(booking: ReturnType<typeof markedBooking>) {
    const response = await app.inject({
      method: "POST",
      url: "/",
      payload: encode("booking", booking.fields),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        "idempotency-key": booking.idempotencyKey,
      },
    });
    expect(response.statusCode).toBe(201);
    const { reference, statusToken } = response.json<{ reference: string; statusToken: string }>();
    const { id } = await app.db
      .selectFrom("submissions")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    const moved = await app.inject({
      method: "POST",
      url: `/admin/api/submissions/${id}/status`,
      headers: operator,
      payload: { to: "in_progress", note: booking.mark("statusNote") },
    });
    expect(moved.statusCode).toBe(200);
    const noted = await addNote(id, booking.mark("note"));
    expect(noted.statusCode).toBe(200);
    return { id, reference, statusToken };
  }

  const addNote = (id: string, note: string) =>
    app.inject({ method: "POST", url: `/admin/api/submissions/${id}/note`, headers: operator, payload: { note } });
  const withdraw = (statusToken: string) =>
    app.inject({ method: "POST", url: `/api/requests/${statusToken}/withdraw`, headers: SAME_ORIGIN });

  /** Times each table was vacuumed (PostgreSQL); none on SQLite. */
  async function vacuumCounts(): Promise<Record<string, number>> {
    if (sqliteFile) return {};
    const { rows } = await sql<{ relname: string; vacuum_count: string }>`
      select relname, vacuum_count from pg_stat_user_tables
      where schemaname = current_schema() and relname in ('submissions', 'submission_events')`.execute(app.db);
    return Object.fromEntries(rows.map((r) => [r.relname, Number(r.vacuum_count)]));
  }

  /**
   * What is left of erased data where the server promises to clear it. SQLite: the markers still
   * in the database file or its WAL. PostgreSQL: the tables not vacuumed since `vacuumsBefore`
   * (VACUUM removes the dead row versions; docs/decisions.md says what it does not do).
   */
  async function leftovers(markers: string[], vacuumsBefore: Record<string, number>): Promise<string[]> {
    if (sqliteFile) {
      const files = [sqliteFile, `${sqliteFile}-wal`].filter((f) => existsSync(f)).map((f) => readFileSync(f));
      return markers.filter((marker) => files.some((bytes) => bytes.includes(marker)));
    }
    const now = await vacuumCounts();
    return ["submissions", "submission_events"]
      .filter((table) => !(now[table]! > (vacuumsBefore[table] ?? 0)))
      .map((table) => `${table} not vacuumed`);
  }

  /** Waits, up to SCRUB_WAIT_MS, until nothing is left; returns what still is. */
  async function leftoversAfterWaiting(markers: string[], vacuumsBefore: Record<string, number>) {
    const until = Date.now() + SCRUB_WAIT_MS;
    for (;;) {
      const left = await leftovers(markers, vacuumsBefore);
      if (left.length === 0 || Date.now() > until) return left;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it(
    "a withdrawal erases every personal field, UTM included, from the inbox, the CSV and the files on disk",
    { timeout: SCRUB_WAIT_MS + 10_000 },
    async () => {
      const booking = markedBooking();
      const { id, statusToken } = await bookAndWork(booking);
      // Before: the markers are there to be found (the check below can fail).
      const before = await app.inject({ url: `/admin/api/submissions/${id}`, headers: operator });
      expect(booking.markers.filter((m) => !before.body.includes(m))).toEqual([booking.idempotencyKey]);
      const vacuums = await vacuumCounts();
      expect(await leftovers(booking.markers, vacuums)).not.toEqual([]);

      expect((await withdraw(statusToken)).statusCode).toBe(200);

      const detail = await app.inject({ url: `/admin/api/submissions/${id}`, headers: operator });
      const list = await app.inject({ url: "/admin/api/submissions?form=booking", headers: operator });
      const csv = await app.inject({ url: "/admin/api/submissions.csv?form=booking", headers: operator });
      for (const [what, body] of [
        ["detail", detail.body],
        ["list", list.body],
        ["csv", csv.body],
      ] as const) {
        expect(
          booking.markers.filter((m) => body.includes(m)),
          what,
        ).toEqual([]);
      }
      expect(await leftoversAfterWaiting(booking.markers, vacuums)).toEqual([]);
    },
  );

  it("refuses notes on a withdrawn request with a message the inbox shows, even notes sent at that moment", async () => {
    const booking = markedBooking();
    const { id, statusToken } = await bookAndWork(booking);
    const racing = Array.from({ length: 8 }, (_, i) => addNote(id, `${booking.mark("race")}-${i}`));
    const [withdrawn, ...notes] = await Promise.all([withdraw(statusToken), ...racing]);
    expect(withdrawn.statusCode).toBe(200);
    for (const note of notes) expect([200, 409]).toContain(note.statusCode);

    const events = await app.db
      .selectFrom("submission_events")
      .select("note")
      .where("submission_id", "=", id)
      .execute();
    expect(events.map((e) => e.note).filter((note) => note?.startsWith("zq"))).toEqual([]);

    const late = await addNote(id, booking.mark("late"));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(/withdrawn/i);
  });

  it(
    "deleting a person through the inbox leaves none of their data in the files on disk",
    { timeout: SCRUB_WAIT_MS + 10_000 },
    async () => {
      const booking = markedBooking();
      await bookAndWork(booking);
      const vacuums = await vacuumCounts();
      const deleted = await app.inject({
        method: "POST",
        url: "/admin/api/people/delete",
        headers: operator,
        payload: { email: booking.fields.email },
      });
      expect(deleted.json()).toEqual({ deleted: 1 });
      expect(await leftoversAfterWaiting(booking.markers, vacuums)).toEqual([]);
    },
  );
});
