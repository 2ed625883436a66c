import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";

import { monthsAfter } from "../../rules/waitlist";
import { TEST_DATABASES } from "../../tests/server/databases";
import { openedEmail } from "../../tests/server/email-jobs";
import { OUR_PAGE, postFromOurPage } from "../../tests/server/practice-harness";
import { bookAtPractice } from "../../tests/server/practice-requests";
import { startApp } from "../../tests/server/started-app";
import { inDays, inDaysAt } from "../../tests/server/nz-days";
import { waitlistJoinFields } from "../../tests/server/waitlist-fixtures";
import { testConfig } from "../platform/config";
import { deletePerson } from "../booking/deletion";
import { deleteExpiredEntries } from "./list";
import { confirmEntry, confirmView } from "./profile-join";

// The waitlist from a practice's profile, with no booking (issue 37 item 5), as a patient and a
// practice use it: the profile's form refuses bad input with what was typed kept and nothing
// stored; a valid one is only on the list once its e-mailed link's button is pressed; a freed time
// reaches confirmed entries only; a claim books a confirmed appointment with a status page; of
// two claims at once exactly one wins; an unconfirmed entry is deleted after 48 hours; deleting a
// person's address deletes their entries.

const HOOK_TIMEOUT_MS = 60_000;
const PRIYA = "tinakori-smile-studio-wellington";
const PROFILE = `/dentists/${PRIYA}`;

describe.each(TEST_DATABASES)("the waitlist from a profile on $name", (kind) => {
  const config = testConfig({ OUTBOX_POLL_MS: 3_600_000, FORM_RATE_LIMIT: 1_000_000 });
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startApp(kind, config));
    // A profile entry's e-mails are deleted once sent (ERASED_WHEN_SENT): the worker stays asleep
    // (hourly polls) so that the tests read them as enqueued.
    app.outbox.wake = () => {};
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close());

  const post = (url: string, values: Record<string, string>) => postFromOurPage(app, url, values);

  const joining = waitlistJoinFields;

  /** The e-mails enqueued to an address, opened as the worker would. */
  async function emailsTo(address: string) {
    const jobs = await app.db.selectFrom("jobs").select("payload").where("kind", "=", "email").orderBy("id").execute();
    return jobs.map((job) => openedEmail(job.payload, config)).filter((spec) => "to" in spec && spec.to === address);
  }
  const linkOf = (spec: unknown) => (spec as { linkToken: string }).linkToken;
  const entriesOf = (email: string) =>
    app.db.selectFrom("waitlist_entries").selectAll().where("email", "=", email.toLowerCase()).execute();

  /** Joins from the profile and confirms by the e-mailed link's button; the confirmation link. */
  async function joinAndConfirm(email: string, more: Record<string, string> = {}) {
    expect((await post(PROFILE, joining(email, more))).statusCode).toBe(200);
    const link = linkOf((await emailsTo(email)).filter((e) => e.template === "waitlist-confirm").at(-1));
    expect((await post(`/waitlist/${link}`, { intent: "confirm" })).headers.location).toContain("done=confirmed");
    return link;
  }

  /** The practice frees a time `days` ahead at `time`, by the link of a request it holds. */
  async function practiceFrees(days: number, time: string) {
    const { practiceToken } = await bookAtPractice(app, config, PRIYA);
    const freed = await post(`/practice/requests/${practiceToken}/freed-time`, {
      date: inDays(days),
      time,
      minutes: "30",
    });
    return Number(new URL(freed.headers.location as string, "http://x").searchParams.get("freed"));
  }

  it("the profile's form refuses a bad e-mail and a date past six months with what was typed kept, storing nothing", async () => {
    const page = await app.inject({ method: "GET", url: PROFILE });
    expect(page.body).toContain("Hear of an earlier time");
    expect(page.body).toContain(`value="${inDays(28)}"`);

    const badEmail = await post(PROFILE, joining("mere.at.example", { lastName: "Tāne-Ōrākei" }));
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.headers["cache-control"]).toBe("no-store");
    expect(badEmail.body).toContain("Please enter a valid e-mail address");
    expect(badEmail.body).toContain('value="mere.at.example"');
    expect(badEmail.body).toContain('value="Tāne-Ōrākei"');

    const dayAfterSixMonths = new Date(Date.parse(`${monthsAfter(inDays(0), 6)}T00:00:00Z`) + 86_400_000);
    const late = await post(
      PROFILE,
      joining("mere.late@example.test", { until: dayAfterSixMonths.toISOString().slice(0, 10) }),
    );
    expect(late.statusCode).toBe(422);
    expect(late.body).toContain("Choose a date within six months from today.");
    expect(late.body).toContain(`value="${dayAfterSixMonths.toISOString().slice(0, 10)}"`);

    expect(await entriesOf("mere.at.example")).toEqual([]);
    expect(await entriesOf("mere.late@example.test")).toEqual([]);
    expect(await emailsTo("mere.late@example.test")).toEqual([]);
  });

  it("odd bodies get a 4xx and store nothing: NUL characters, repeated keys, __proto__, another content type", async () => {
    const raw = (payload: string, contentType = "application/x-www-form-urlencoded") =>
      app.inject({ method: "POST", url: PROFILE, payload, headers: { ...OUR_PAGE, "content-type": contentType } });
    const valid = new URLSearchParams(joining("odd@example.test")).toString();
    const answers = await Promise.all([
      raw(`${valid}&firstName=%00`.replace("firstName=Mere", "firstName=Me%00re")),
      raw(`${valid}&email=second@example.test`),
      raw(`__proto__=x&constructor=y&${valid.replace("scope=practice", "scope=everywhere")}`),
      raw("%E0%A4%A=1&until=%"),
      raw(JSON.stringify(joining("odd@example.test")), "application/json"),
      app.inject({
        method: "POST",
        url: PROFILE,
        payload: valid,
        headers: { ...OUR_PAGE, "sec-fetch-site": "cross-site" },
      }),
    ]);
    // The NUL is refused at the boundary of every route (D710), before the form's own rules.
    expect(answers.map((r) => r.statusCode)).toEqual([400, 422, 422, 422, 415, 403]);
    expect(await entriesOf("odd@example.test")).toEqual([]);
    expect(await entriesOf("second@example.test")).toEqual([]);
  });

  it("a valid join is offered nothing until its e-mailed link's button confirms it; then a freed time reaches it", async () => {
    const email = `mere.${kind.name}.confirm@example.test`;
    const joined = await post(PROFILE, joining(email));
    expect(joined.statusCode).toBe(200);
    expect(joined.body).toContain("Check your e-mail to confirm.");
    const [entry] = await entriesOf(email);
    expect(entry).toMatchObject({ submission_id: null, confirmed_at: null, until_date: inDays(60) });
    const confirm = (await emailsTo(email)).find((e) => e.template === "waitlist-confirm")!;
    expect(confirm).toMatchObject({ where: "Tinakori Smile Studio", until: inDays(60) });

    // The link's page (a GET, as a mail scanner follows it) changes nothing.
    const page = await app.inject({ method: "GET", url: `/waitlist/${linkOf(confirm)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Confirm: put me on the waitlist");
    expect((await entriesOf(email))[0]!.confirmed_at).toBeNull();

    // Not confirmed: a freed time is not offered to it.
    await practiceFrees(70, "08:00");
    expect((await emailsTo(email)).map((e) => e.template)).toEqual(["waitlist-confirm"]);

    const confirmed = await post(`/waitlist/${linkOf(confirm)}`, { intent: "confirm" });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toContain("done=confirmed");
    expect((await entriesOf(email))[0]!.confirmed_at).not.toBeNull();
    const again = await app.inject({ method: "GET", url: confirmed.headers.location as string });
    expect(again.body).toContain("You are on the waitlist");

    await practiceFrees(71, "08:00");
    const offers = (await emailsTo(email)).filter((e) => e.template === "waitlist-offer");
    expect(offers).toEqual([expect.objectContaining({ start: inDaysAt(71, "08:00"), current: null, reference: null })]);
  }, 60_000);

  it("a claim books a confirmed appointment with a status page, and the entry leaves the list", async () => {
    const email = `mere.${kind.name}.claim@example.test`;
    await joinAndConfirm(email, { scope: "city" });
    await practiceFrees(72, "11:00");
    const offer = (await emailsTo(email)).find((e) => e.template === "waitlist-offer")!;
    const claimed = await post(`/waitlist/${linkOf(offer)}`, { intent: "claim" });
    expect(claimed.headers.location).toContain("done=claimed");

    const booking = await app.db
      .selectFrom("submissions")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ form: "booking", status: "matched", name: "Mere Tane", city: "wellington" });
    expect(JSON.parse(booking.fields)).toMatchObject({
      phone: "+64211234567",
      service: "General Checkup",
      listing: `dentist/${PRIYA}`,
      preferredDate: inDays(72),
    });
    const appointment = await app.db
      .selectFrom("practice_requests")
      .select(["status", "appointment_start"])
      .where("submission_id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(appointment).toEqual({ status: "confirmed", appointment_start: inDaysAt(72, "11:00") });
    expect(await entriesOf(email)).toEqual([]);

    // The confirmation (with its calendar file) carries the status link, whose page shows the time.
    const confirmation = (await emailsTo(email)).find((e) => e.template === "patient-confirmed")!;
    expect(confirmation).toMatchObject({ start: inDaysAt(72, "11:00"), reference: booking.reference });
    const statusToken = (confirmation as { statusToken: string }).statusToken;
    const status = await app.inject({ method: "GET", url: `/requests/${statusToken}` });
    expect(status.statusCode).toBe(200);
    expect(status.body).toContain(booking.reference);
    const practiceTold = await app.db
      .selectFrom("jobs")
      .select("payload")
      .where("payload", "like", `%"reference":"${booking.reference}"%`)
      .where("payload", "like", '%"template":"practice-offer-accepted"%')
      .execute();
    expect(practiceTold).toHaveLength(1);
    expect(openedEmail(practiceTold[0]!.payload, config)).toMatchObject({ waitlist: true });
  }, 60_000);

  it("two profile entries claim one time at once: exactly one gets it, the other is told it has gone", async () => {
    const emails = [`a.${kind.name}.race@example.test`, `b.${kind.name}.race@example.test`];
    for (const email of emails) await joinAndConfirm(email);
    await practiceFrees(73, "13:00");
    const links = await Promise.all(
      emails.map(async (email) => linkOf((await emailsTo(email)).find((e) => e.template === "waitlist-offer"))),
    );
    const answers = await Promise.all(links.map((link) => post(`/waitlist/${link}`, { intent: "claim" })));
    const outcomes = answers.map((r) => new URL(r.headers.location as string, "http://x").searchParams.get("done"));
    expect(outcomes.sort()).toEqual(["claimed", "refused"]);
    const bookings = await app.db.selectFrom("submissions").select("email").where("email", "in", emails).execute();
    expect(bookings).toHaveLength(1);
    const loser = emails.find((email) => email !== bookings[0]!.email)!;
    expect((await emailsTo(loser)).map((e) => e.template)).toContain("waitlist-time-gone");
    expect(await entriesOf(loser)).toHaveLength(1);
  }, 60_000);

  it("joining again with the same address keeps one place with the new date; the offer e-mail's link leaves in one click", async () => {
    const email = `mere.${kind.name}.again@example.test`;
    await joinAndConfirm(email);
    const [first] = await entriesOf(email);
    await joinAndConfirm(email, { until: inDays(90) });
    expect(await entriesOf(email)).toEqual([
      expect.objectContaining({ id: first!.id, created_at: first!.created_at, until_date: inDays(90) }),
    ]);

    await practiceFrees(74, "15:00");
    const offer = (await emailsTo(email)).find((e) => e.template === "waitlist-offer")!;
    const left = await post(`/waitlist/${linkOf(offer)}`, { intent: "leave" });
    expect(left.headers.location).toContain("done=left");
    expect(await entriesOf(email)).toEqual([]);
    const page = await app.inject({ method: "GET", url: left.headers.location as string });
    expect(page.body).toContain("You are not on the waitlist");
  }, 60_000);

  it("an entry not confirmed in 48 hours is deleted with its e-mail; deleting a person's address deletes their entries", async () => {
    const unconfirmed = `mere.${kind.name}.late@example.test`;
    await post(PROFILE, joining(unconfirmed));
    expect(await entriesOf(unconfirmed)).toHaveLength(1);
    const link = linkOf((await emailsTo(unconfirmed)).find((e) => e.template === "waitlist-confirm"));
    const later = new Date(Date.now() + 49 * 3_600_000);
    expect(await confirmView(app.db, link, later)).toEqual({ kind: "confirm-expired" });
    expect(await confirmEntry(app.db, link, later)).toBe("expired");
    expect(await deleteExpiredEntries(app.db, new Date(Date.now() + 47 * 3_600_000))).toBe(0);
    expect(await entriesOf(unconfirmed)).toHaveLength(1);
    await deleteExpiredEntries(app.db, new Date(Date.now() + 49 * 3_600_000));
    expect(await entriesOf(unconfirmed)).toEqual([]);
    expect(await emailsTo(unconfirmed)).toEqual([]);

    const erased = `mere.${kind.name}.erased@example.test`;
    const erasedLink = await joinAndConfirm(erased);
    await deletePerson(app.db, erased.toUpperCase());
    expect(await entriesOf(erased)).toEqual([]);
    expect((await app.inject({ method: "GET", url: `/waitlist/${erasedLink}` })).statusCode).toBe(404);
  }, 60_000);
});
