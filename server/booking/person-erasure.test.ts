import { randomBytes } from "node:crypto";

import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { nzDateTime } from "../../rules/nz-time";
import { TEST_DATABASES } from "../../tests/server/databases";
import { openedEmail } from "../../tests/server/email-jobs";
import { bookThroughForm } from "../../tests/server/form-posts";
import { operatorDeletesPerson } from "../../tests/server/people-api";
import { publishedReview } from "../../tests/server/published-review";
import { startSignedInApp } from "../../tests/server/signed-in-app";
import { auditHashKey } from "../platform/audit/audit";
import { openStatusToken, statusLinkSealKey } from "../platform/private-links/status-link-seal";
import { testConfig } from "../platform/config";
import type { Database } from "../platform/db/schema";
import { recipientHash } from "../platform/outbox/recipient-limit";
import { ERASED_DATA_TABLES } from "../platform/db/scrub-erased";
import { VALID } from "../../tests/server/form-fixtures";

// Issue 48 item 6: "export person" and "delete person" reach every place a person's data is. One
// person's rows are made through the product's own paths (a booking, its confirmation and review, a
// waitlist place from a profile, a report signed with their address); then every table of the
// migrated database is read: each one holding the person must be in the export and, after the
// deletion, hold nothing of them, and be in PostgreSQL's VACUUM list. A table that never holds a
// person is named below with why, so a new table cannot be forgotten.

const PRIYA = "tinakori-smile-studio-wellington";
const OUR_PAGE = {
  "sec-fetch-site": "same-origin",
  origin: "null",
  "content-type": "application/x-www-form-urlencoded",
};

/** Tables that never hold a patient's, waitlister's or reporter's data, each with why. */
const NEVER_A_PERSON: Record<string, string> = {
  audit_log: "actors are staff; a person appears only as a keyed hash of their address",
  dentists: "listings: public facts about practitioners",
  emergency_clinics: "listings: public facts about clinics",
  surgeons: "listings: public facts about surgeons",
  places: "cities and suburbs",
  practices: "listings: a practice's public details",
  listings_version: "a counter",
  listing_history: "changes to listings, by staff",
  listing_change_requests: "changes a practice asked for to its listing",
  registration_checks: "practitioners' registration numbers, checked by staff",
  freed_times: "a practice's free time: the practice's details, never who took it",
  waitlist_offers: "ids and hashes of claim links only",
  operators: "staff accounts",
  operator_sessions: "staff sessions",
  operator_devices: "staff devices",
  sign_in_failures: "staff sign-in attempts",
  practice_users: "practice staff accounts (removed with their membership)",
  practice_memberships: "practice staff roles",
  practice_sessions: "practice staff sessions",
  practice_sign_in_links: "practice staff sign-in links",
  practice_link_requests: "practice staff sign-in link requests",
  practice_passkeys: "practice staff passkeys",
  practice_passkey_challenges: "practice staff passkey challenges",
  practice_passkey_sessions: "practice staff passkey sessions",
  practice_passkey_sign_ins: "practice staff passkey sign-ins",
  practice_plans: "a practice's plan",
  practice_settings: "a practice user's settings",
  practice_digest_items: "a practice's digest: ids of requests and reviews",
  practice_onboarding: "a new practice's application, by its staff",
  practice_report_choices: "a practice's choices of reports",
  rate_limit_counters: "per-client counters that expire within the hour",
  practice_contact_changes: "a practice's change of where its requests go, asked for by its staff",
  kysely_migration: "the migrations run",
  kysely_migration_lock: "the migrations' lock",
};

/** The export's part that must show each table's rows of the person. */
const EXPORTED_IN: Record<string, string> = {
  submissions: "submissions",
  submission_events: "submissions",
  practice_requests: "submissions",
  review_invitations: "reviews",
  reviews: "reviews",
  review_reports: "reviewReports",
  waitlist_entries: "waitlist",
};

/** Rows not exported, and why: copies of exported rows, or only a hash of the address. */
const COPIES: Record<string, string> = {
  jobs: "the e-mails sent about the person's requests, reviews and waitlist places",
  email_recipient_days: "how many e-mails went to the address today, under a hash of it (D700)",
  email_confirmed_recipients: "that the address followed a link we e-mailed it, under a hash of it (D701)",
};

describe.each(TEST_DATABASES)("export and delete a person, every table, on $name", (kind) => {
  const config = testConfig({ OUTBOX_POLL_MS: 3_600_000, FORM_RATE_LIMIT: 1_000_000 });
  const sealKey = statusLinkSealKey(auditHashKey(config));
  let app: FastifyInstance;
  let operator: Record<string, string>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, operator, close } = await startSignedInApp(kind, config));
  }, 60_000);
  afterAll(() => close());

  const post = (url: string, values: Record<string, string>, remoteAddress = "127.0.0.1") =>
    app.inject({
      method: "POST",
      url,
      remoteAddress,
      payload: new URLSearchParams(values).toString(),
      headers: OUR_PAGE,
    });

  /** Every table of the migrated database. */
  async function tableNames(): Promise<string[]> {
    if (kind.name === "postgres") {
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(app.db);
      return rows.map((r) => r.name).sort();
    }
    const { rows } = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(app.db);
    return rows.map((r) => r.name).sort();
  }

  /** Per table, which of `markers` its rows hold anywhere (every column read as text). */
  async function markersByTable(markers: string[]): Promise<Record<string, string[]>> {
    const found: Record<string, string[]> = {};
    for (const table of await tableNames()) {
      const rows = await app.db
        .selectFrom(table as keyof Database)
        .selectAll()
        .execute();
      const text = JSON.stringify(rows).toLowerCase();
      const held = markers.filter((m) => text.includes(m.toLowerCase()));
      if (held.length > 0) found[table] = held;
    }
    return found;
  }

  /** A booking of `fields` to Priya's practice, confirmed 2 days ahead, reviewed with `text`, published. */
  const reviewedBooking = (fields: Record<string, string>, text: string) =>
    publishedReview(app, config, PRIYA, fields, {
      overall: 5,
      costs: 4,
      waiting: 5,
      communication: 5,
      premises: 4,
      text,
    });

  it("export lists the person in every table that holds them; delete leaves no trace of them in any table", async () => {
    const tag = randomBytes(5).toString("hex");
    const person = {
      email: `guard.${tag}@example.test`,
      firstName: `Gfirst${tag}`,
      lastName: `Glast${tag}`,
      message: `Booking words ${tag}-message`,
    };
    const markers = [
      person.email,
      person.firstName,
      person.lastName,
      `${tag}-message`,
      `${tag}-review`,
      `${tag}-report`,
    ];
    markers.push(`${tag}-decline`);
    // The e-mail limit's tables hold the address only as its hash.
    markers.push(recipientHash(person.email));

    // Their booking, confirmed, reviewed; a place on the waitlist from its status page.
    const own = await reviewedBooking(
      { email: person.email, firstName: person.firstName, lastName: person.lastName, message: person.message },
      `The hygienist was gentle and every cost was explained first ${tag}-review.`,
    );
    const joined = await post(`/requests/${own.statusToken}/waitlist`, {
      intent: "join",
      scope: "practice",
      until: nzDateTime(new Date(Date.now() + 30 * 86_400_000)).date.slice(0, 10),
    });
    expect(joined.statusCode).toBe(303);
    // A second booking, which the practice declines quoting them.
    const second = await bookThroughForm(app, { ...VALID.booking!, email: person.email, listing: `dentist/${PRIYA}` });
    const secondRequest = await app.db
      .selectFrom("practice_requests")
      .select("token_sealed")
      .where("submission_id", "=", second.id)
      .executeTakeFirstOrThrow();
    const declined = await post(`/practice/requests/${openStatusToken(secondRequest.token_sealed, sealKey)}`, {
      answer: "decline",
      reason: `They asked for "${tag}-decline" and we cannot do it.`,
    });
    expect(declined.statusCode).toBe(302);
    // A waitlist place from a practice's profile, under the same address (no booking).
    const profile = await post(`/dentists/${PRIYA}`, {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: "021 123 4567",
      service: "General Checkup",
      scope: "practice",
      until: nzDateTime(new Date(Date.now() + 30 * 86_400_000)).date,
    });
    expect(profile.statusCode).toBe(200);
    // Confirmed by the e-mailed link's button: the address is then a confirmed recipient.
    const confirmMail = await app.db
      .selectFrom("jobs")
      .select("payload")
      .where("kind", "=", "email")
      .execute()
      .then((jobs) => jobs.map((job) => openedEmail(job.payload, config)))
      .then((specs) =>
        specs.find((spec) => spec.template === "waitlist-confirm" && "to" in spec && spec.to === person.email),
      );
    const confirmed = await post(`/waitlist/${(confirmMail as unknown as { linkToken: string }).linkToken}`, {
      intent: "confirm",
    });
    expect(confirmed.headers.location).toContain("done=confirmed");
    // A report they signed, about someone else's review.
    const other = await reviewedBooking(
      { email: `someone.else.${tag}@example.test` },
      "Friendly reception and a short wait; the practice explained every cost before starting.",
    );
    const reported = await post(
      `/reviews/${other.reviewId}/report`,
      { reason: "false", details: `That is not what happened ${tag}-report`, email: person.email },
      "10.48.6.1",
    );
    expect(reported.statusCode).toBe(200);

    const held = await markersByTable(markers);
    const tables = await tableNames();
    // Every table either held the person here or is named as never holding anyone.
    const unaccounted = tables.filter((t) => !(t in held) && !(t in NEVER_A_PERSON));
    expect(unaccounted, "tables neither filled by this test nor named in NEVER_A_PERSON").toEqual([]);
    expect(
      Object.keys(held).filter((t) => t in NEVER_A_PERSON),
      "a table said never to hold a person does",
    ).toEqual([]);
    // PostgreSQL's scrub vacuums every table that held them.
    expect(Object.keys(held).filter((t) => !(ERASED_DATA_TABLES as readonly string[]).includes(t))).toEqual([]);

    const exported = await app.inject({
      method: "POST",
      url: "/admin/api/people/export",
      payload: { email: person.email.toUpperCase() },
      headers: operator,
    });
    expect(exported.statusCode).toBe(200);
    const data = exported.json<Record<string, unknown>>();
    const missing = Object.entries(held)
      .filter(([table]) => !(table in COPIES))
      .filter(([table, found]) => {
        const part = JSON.stringify(data[EXPORTED_IN[table] ?? ""] ?? null).toLowerCase();
        // The address is the export's key: each table must show something else of theirs too.
        const own = found.filter((m) => m !== person.email);
        return !(own.length ? own : found).some((m) => part.includes(m.toLowerCase()));
      })
      .map(([table]) => table);
    expect(missing, "tables holding the person that the export leaves out").toEqual([]);

    const deleted = await operatorDeletesPerson(app, operator, person.email);
    expect(deleted.statusCode).toBe(200);
    expect(await markersByTable(markers), "tables still holding the person after the deletion").toEqual({});
    // The report they signed stays for the moderators, with nothing of them (D719).
    const report = await app.db
      .selectFrom("review_reports")
      .select(["reason", "reporter_email", "details"])
      .where("review_id", "=", other.reviewId)
      .executeTakeFirstOrThrow();
    expect(report).toEqual({ reason: "false", reporter_email: null, details: null });
  });
});
