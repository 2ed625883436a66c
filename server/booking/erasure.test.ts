import { randomBytes, randomInt } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";

import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { bookThroughForm } from "../../tests/server/form-posts";
import { operatorDeletesPerson } from "../../tests/server/people-api";
import { startSignedInApp } from "../../tests/server/signed-in-app";
import type { SubmissionDetail } from "../../rules/api/inbox";
import { nzDateTime } from "../../rules/nz-time";
import { openStatusToken, statusLinkSealKey } from "../platform/private-links/status-link-seal";
import { testConfig } from "../platform/config";
import { auditHashKey } from "../platform/audit/audit";
import { VALID } from "../../tests/server/form-fixtures";

/** Starting the app (a submission thread, a password hash) takes seconds on a busy machine. */
const HOOK_TIMEOUT_MS = 30_000;
const SAME_ORIGIN = { origin: "http://localhost:80", host: "localhost:80" };
/** How long the tests give the server to rid its files of erased data (the promise: a minute). */
const SCRUB_WAIT_MS = 15_000;
/** Listings whose practices take bookings (the sample listings). */
const PRIYA = "tinakori-smile-studio-wellington";
const OTHER = "cuba-quarter-dental-wellington";
/** What a browser sends with a form post from the practice's own page. */
const PRACTICE_PAGE = { "sec-fetch-site": "same-origin", origin: "null" };
/** Every table that holds a request's values: each is vacuumed after an erasure (PostgreSQL). */
const TABLES_WITH_VALUES = ["submissions", "submission_events", "jobs", "practice_requests"];

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
  const config = testConfig({ FORM_RATE_LIMIT: 1000 });
  const sealKey = statusLinkSealKey(auditHashKey(config));

  beforeAll(async () => {
    ({ app, operator, sqliteFile, close } = await startSignedInApp(kind, config));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close());

  /** Books through the form service, then an operator moves it with a note and adds another. */
  async function bookAndWork(booking: ReturnType<typeof markedBooking>) {
    const { id, reference, statusToken } = await bookThroughForm(app, booking.fields, {
      "idempotency-key": booking.idempotencyKey,
    });
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
      where schemaname = current_schema() and relname in (${sql.join(TABLES_WITH_VALUES)})`.execute(app.db);
    return Object.fromEntries(rows.map((r) => [r.relname, Number(r.vacuum_count)]));
  }

  /**
   * What is left of erased data where the server promises to clear it. SQLite: the markers still
   * in the database file or its WAL. PostgreSQL: the tables not vacuumed since `vacuumsBefore`
   * (VACUUM removes the dead row versions; docs/decisions/D0178-what-vacuum-does-not-do.md says what it does not do).
   */
  async function leftovers(markers: string[], vacuumsBefore: Record<string, number>): Promise<string[]> {
    if (sqliteFile) {
      const files = [sqliteFile, `${sqliteFile}-wal`].filter((f) => existsSync(f)).map((f) => readFileSync(f));
      return markers.filter((marker) => files.some((bytes) => bytes.includes(marker)));
    }
    const now = await vacuumCounts();
    return TABLES_WITH_VALUES.filter((table) => !(now[table]! > (vacuumsBefore[table] ?? 0))).map(
      (table) => `${table} not vacuumed`,
    );
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
      const deleted = await operatorDeletesPerson(app, operator, booking.fields.email);
      expect(deleted.json()).toEqual({ deleted: 1 });
      expect(await leftoversAfterWaiting(booking.markers, vacuums)).toEqual([]);
    },
  );

  // ---- Every copy: the practices' links, the job payloads, every table (issue 33 items 3 and 4)

  /** A booking naming a listing: it goes to that practice at once (in progress). */
  const bookAtPractice = (booking: ReturnType<typeof markedBooking>) =>
    bookThroughForm(
      app,
      { ...booking.fields, listing: `dentist/${PRIYA}` },
      { "idempotency-key": booking.idempotencyKey },
    );

  /** The newest practice link of a booking, as the practice's e-mail carries it (opened with the server's key). */
  async function practiceToken(submissionId: string): Promise<string> {
    const row = await app.db
      .selectFrom("practice_requests")
      .select("token_sealed")
      .where("submission_id", "=", submissionId)
      .orderBy("sent_at", "desc")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return openStatusToken(row.token_sealed, sealKey)!;
  }

  /** The practice's page for a link, as its HTML. */
  const practicePage = async (token: string) => {
    const response = await app.inject({ url: `/practice/requests/${token}` });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  /** The practice answers on its page; a taken answer redirects back to it (302). */
  const practiceAnswer = (token: string, values: Record<string, string>) =>
    app.inject({
      method: "POST",
      url: `/practice/requests/${token}`,
      payload: new URLSearchParams(values).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...PRACTICE_PAGE },
    });
  const sendToPractice = (id: string, listing: string) =>
    app.inject({
      method: "POST",
      url: `/admin/api/submissions/${id}/send-to-practice`,
      payload: { listing },
      headers: operator,
    });

  /** Every row of every table of the database, as text, by table (a copy of the database, read whole). */
  async function everyTable(): Promise<Record<string, string>> {
    const names = sqliteFile
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(app.db)).rows.map(
          (r) => r.name,
        )
      : (
          await sql<{ name: string }>`
            select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(app.db)
        ).rows.map((r) => r.name);
    const tables: Record<string, string> = {};
    for (const name of names) {
      const { rows } = await sql`select * from ${sql.table(name)}`.execute(app.db);
      tables[name] = JSON.stringify(rows);
    }
    return tables;
  }

  /** The tables where any of `markers` is stored, each with the markers found in it. */
  async function tablesHolding(markers: string[]) {
    const found: Record<string, string[]> = {};
    for (const [table, text] of Object.entries(await everyTable())) {
      const held = markers.filter((m) => text.includes(m));
      if (held.length > 0) found[table] = held;
    }
    return found;
  }

  it(
    "a withdrawal after two practices (one declined quoting the patient) leaves no personal value anywhere, and only the practice holding a request sees the patient",
    { timeout: SCRUB_WAIT_MS + 20_000 },
    async () => {
      const booking = markedBooking();
      const { id, statusToken } = await bookAtPractice(booking);
      const declineMark = booking.mark("declineReason");
      const markers = [
        ...booking.markers.filter((m) => m !== booking.mark("statusNote") && m !== booking.mark("note")),
      ];
      markers.push(booking.fields.phone, declineMark);
      const first = await practiceToken(id);
      expect(await practicePage(first)).toContain(`${booking.fields.firstName} ${booking.fields.lastName}`);

      // The first practice declines, quoting the patient's name and phone.
      const reason = `Sorry ${booking.fields.firstName} ${booking.fields.lastName}, ring ${booking.fields.phone}: ${declineMark}`;
      expect((await practiceAnswer(first, { answer: "decline", reason })).statusCode).toBe(302);
      const declined = await practicePage(first);
      expect(declined).toContain(`You declined this request (“${reason}”)`);
      expect(declined).toContain("No longer shown to your practice");
      expect([booking.fields.email, booking.fields.message].filter((m) => declined.includes(m))).toEqual([]);

      // An operator sends it to another practice: the first link is superseded and still shows no patient.
      expect((await sendToPractice(id, `dentist/${OTHER}`)).statusCode).toBe(200);
      const second = await practiceToken(id);
      const supersededPage = await app.inject({ url: `/practice/requests/${first}` });
      expect(supersededPage.statusCode).toBe(200);
      expect(supersededPage.body).toContain("This request has been passed to another practice.");
      expect(supersededPage.body).toContain("No longer shown to your practice");
      expect(
        [booking.fields.firstName, booking.fields.lastName, booking.fields.email, booking.fields.message].filter((m) =>
          supersededPage.body.includes(m),
        ),
      ).toEqual([]);
      // The practice holding it now does.
      const holding = await practicePage(second);
      expect(holding).toContain(booking.fields.firstName);
      expect(holding).toContain(booking.fields.email);
      expect(Object.keys(await tablesHolding(markers))).not.toEqual([]);
      const vacuums = await vacuumCounts();

      expect((await withdraw(statusToken)).statusCode).toBe(200);

      const rows = await app.db
        .selectFrom("practice_requests")
        .select(["status", "decline_reason"])
        .where("submission_id", "=", id)
        .orderBy("sent_at")
        .execute();
      expect(rows).toEqual([
        { status: "superseded", decline_reason: null },
        { status: "withdrawn", decline_reason: null },
      ]);
      for (const token of [first, second]) {
        const page = await app.inject({ url: `/practice/requests/${token}` });
        expect(markers.filter((m) => page.body.includes(m))).toEqual([]);
      }
      const detail = await app.inject({ url: `/admin/api/submissions/${id}`, headers: operator });
      expect(detail.json<SubmissionDetail>().practiceRequests?.map((r) => r.declineReason)).toEqual([null, null]);
      expect(markers.filter((m) => detail.body.includes(m))).toEqual([]);
      expect(await tablesHolding(markers)).toEqual({});
      expect(await leftoversAfterWaiting(markers, vacuums)).toEqual([]);
    },
  );

  it("deleting a request, deleting its person and the retention purge take its practice requests, and their links answer 404", async () => {
    const [deleted, person, purged] = [markedBooking(), markedBooking(), markedBooking()];
    const stored = await Promise.all([deleted, person, purged].map(bookAtPractice));
    const tokens = await Promise.all(stored.map((s) => practiceToken(s.id)));
    for (const token of tokens) expect(await practicePage(token)).toContain("The patient is waiting for your answer.");

    const byId = await app.inject({
      method: "DELETE",
      url: `/admin/api/submissions/${stored[0]!.id}`,
      headers: operator,
    });
    expect(byId.statusCode).toBeLessThan(300);
    const byPerson = await operatorDeletesPerson(app, operator, person.fields.email);
    expect(byPerson.json()).toEqual({ deleted: 1 });
    // Closed long ago: past the retention period.
    await app.db
      .updateTable("submissions")
      .set({ status: "closed", updated_at: "2001-01-01T00:00:00.000Z" })
      .where("id", "=", stored[2]!.id)
      .execute();
    expect(await app.submissions.purge()).toBeGreaterThanOrEqual(1);

    const ids = stored.map((s) => s.id);
    expect(
      await app.db.selectFrom("practice_requests").select("id").where("submission_id", "in", ids).execute(),
    ).toEqual([]);
    for (const token of tokens) {
      expect((await app.inject({ url: `/practice/requests/${token}` })).statusCode).toBe(404);
      expect((await practiceAnswer(token, { answer: "decline", reason: "x" })).statusCode).toBe(404);
    }
  });

  it("a copy of the database opens no link: every token-like value in every table, job payloads included, opens nothing", async () => {
    const booking = markedBooking();
    const { id, statusToken } = await bookAtPractice(booking);
    // The loop's e-mails that carry links: to the practice, its offer to the patient, the acceptance to both.
    const first = await practiceToken(id);
    const at = nzDateTime(new Date(Date.now() + 3 * 86_400_000));
    const offered = await practiceAnswer(first, { answer: "offer", date1: at.date, time1: "10:30" });
    expect(offered.statusCode).toBe(302);
    const { offered_times } = await app.db
      .selectFrom("practice_requests")
      .select("offered_times")
      .where("submission_id", "=", id)
      .executeTakeFirstOrThrow();
    const time = (JSON.parse(offered_times!) as string[])[0]!;
    const accepted = await app.inject({
      method: "POST",
      url: `/api/requests/${statusToken}/accept`,
      headers: SAME_ORIGIN,
      payload: { time },
    });
    expect(accepted.statusCode).toBe(200);
    await app.outbox.drain();
    const kinds = await app.db.selectFrom("jobs").select("payload").where("submission_id", "=", id).execute();
    expect(kinds.length).toBeGreaterThan(2);

    // The links themselves open their pages (the check below can find one).
    expect((await app.inject({ url: `/api/requests/${statusToken}` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/practice/requests/${first}` })).statusCode).toBe(200);

    const candidates = new Set<string>();
    for (const text of Object.values(await everyTable())) {
      for (const run of text.match(/[A-Za-z0-9_-]+/g) ?? []) if (run.length === 43) candidates.add(run);
    }
    const opened: string[] = [];
    for (const candidate of candidates) {
      for (const url of [`/api/requests/${candidate}`, `/practice/requests/${candidate}`]) {
        if ((await app.inject({ url })).statusCode === 200) opened.push(url);
      }
    }
    expect(opened).toEqual([]);
  });
});
