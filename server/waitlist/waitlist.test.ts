import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";

import { TEST_DATABASES } from "../../tests/server/databases";
import { openedEmail } from "../../tests/server/email-jobs";
import { bookAtPractice, practiceConfirms } from "../../tests/server/practice-requests";
import { startApp } from "../../tests/server/started-app";
import { inDays, inDaysAt } from "../../tests/server/nz-days";
import { testConfig } from "../platform/config";
import { deleteExpiredEntries } from "./list";
import { OUR_PAGE, postFromOurPage, signInJobsRun } from "../../tests/server/practice-harness";

// The waitlist for an earlier time (issue 37 item 5), as patients and a practice use it: join on
// the status page, a time freed by a cancellation or offered on the practice's link reaches the five
// oldest on the list whose appointment is later, two claim at once and exactly one gets it, one
// click leaves, and withdrawing the request erases its place.

const HOOK_TIMEOUT_MS = 60_000;
const PRIYA = "tinakori-smile-studio-wellington";

interface Patient {
  id: string;
  reference: string;
  statusToken: string;
}

describe.each(TEST_DATABASES)("the waitlist on $name", (kind) => {
  const config = testConfig({ OUTBOX_POLL_MS: 3_600_000, FORM_RATE_LIMIT: 1_000_000 });
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startApp(kind, config));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close());

  const post = (url: string, values: Record<string, string>) => postFromOurPage(app, url, values);

  /** A patient whose request to Priya's practice was confirmed `days` ahead at 10:30. */
  async function confirmedIn(days: number): Promise<Patient> {
    const booked = await bookAtPractice(app, config, PRIYA);
    await practiceConfirms(app, booked.practiceToken, inDays(days));
    return booked;
  }

  const join = (p: Patient, scope = "practice") =>
    post(`/requests/${p.statusToken}/waitlist`, { intent: "join", scope, until: inDays(1) });

  /** The waitlist e-mails enqueued for a patient's booking, opened as the worker would. */
  async function waitlistEmails(p: Patient) {
    const jobs = await app.db
      .selectFrom("jobs")
      .select("payload")
      .where("kind", "=", "email")
      .where("submission_id", "=", p.id)
      .orderBy("id")
      .execute();
    return jobs
      .map((job) => openedEmail(job.payload, config))
      .filter((spec) => spec.template.startsWith("waitlist-")) as Extract<
      ReturnType<typeof openedEmail>,
      { template: "waitlist-offer" | "waitlist-time-gone" }
    >[];
  }

  const appointmentOf = async (p: Patient) =>
    app.db
      .selectFrom("practice_requests")
      .select(["status", "appointment_start", "practice_id"])
      .where("submission_id", "=", p.id)
      .orderBy("sent_at", "desc")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();

  it("a cancelled time reaches the five oldest with a later appointment; two claim at once and exactly one gets it", async () => {
    // The oldest on the list has an appointment before the freed time: nothing earlier to offer them.
    const early = await confirmedIn(2);
    const waiting = [];
    for (let i = 0; i < 7; i += 1) waiting.push(await confirmedIn(20 + i));
    for (const p of [early, ...waiting]) {
      const joined = await join(p);
      expect(joined.statusCode).toBe(303);
      expect(joined.headers.location).toContain("waitlist=joined");
    }
    const cancelling = await confirmedIn(5);
    const cancelled = await app.inject({
      method: "POST",
      url: `/api/requests/${cancelling.statusToken}/cancel`,
      headers: { origin: "http://localhost:80", host: "localhost:80" },
    });
    expect(cancelled.statusCode).toBe(200);

    const offers = await Promise.all([early, ...waiting].map(waitlistEmails));
    expect(offers[0]).toEqual([]);
    expect(offers.slice(1, 6).map((o) => o.length)).toEqual([1, 1, 1, 1, 1]);
    expect(offers.slice(6).map((o) => o.length)).toEqual([0, 0]);
    const first = offers[1]![0]!;
    expect(first).toMatchObject({ template: "waitlist-offer", start: inDaysAt(5, "10:30") });

    // Two of them claim it at the same moment.
    const [a, b] = [waiting[0]!, waiting[1]!];
    const [linkA, linkB] = [offers[1]![0]!.linkToken, offers[2]![0]!.linkToken];
    const answers = await Promise.all([
      post(`/waitlist/${linkA}`, { intent: "claim" }),
      post(`/waitlist/${linkB}`, { intent: "claim" }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([303, 303]);
    const outcomes = answers.map((r) => new URL(r.headers.location as string, "http://x").searchParams.get("done"));
    expect(outcomes.sort()).toEqual(["claimed", "refused"]);
    const won = answers.find((r) => r.headers.location!.includes("done=claimed"))!;
    const [w, l] = won.headers.location!.includes(linkA) ? [a, b] : [b, a];
    expect(await appointmentOf(w)).toMatchObject({ status: "confirmed", appointment_start: inDaysAt(5, "10:30") });
    expect((await appointmentOf(l)).appointment_start).not.toBe(inDaysAt(5, "10:30"));
    const freed = await app.db
      .selectFrom("freed_times")
      .select("claimed_by")
      .where("start", "=", inDaysAt(5, "10:30"))
      .execute();
    expect(freed.filter((f) => f.claimed_by !== null)).toHaveLength(1);

    // The winner has the confirmation with its calendar file; the others are told it has gone.
    const winnerMail = await app.db
      .selectFrom("jobs")
      .select("payload")
      .where("submission_id", "=", w.id)
      .where("payload", "like", '%"template":"patient-confirmed"%')
      .execute();
    expect(winnerMail.map((j) => openedEmail(j.payload, config))).toContainEqual(
      expect.objectContaining({ start: inDaysAt(5, "10:30") }),
    );
    for (const other of [l, ...waiting.slice(2, 5)]) {
      expect((await waitlistEmails(other)).map((e) => e.template)).toContain("waitlist-time-gone");
    }
    // The winner's old time is free in turn: recorded, and offered to the next on the list.
    const winnersOld = inDaysAt(20 + waiting.indexOf(w), "10:30");
    expect(await app.db.selectFrom("freed_times").select("id").where("start", "=", winnersOld).execute()).toHaveLength(
      1,
    );
    // The loser's link now says the time has gone.
    const page = await app.inject({ method: "GET", url: `/waitlist/${won === answers[0] ? linkB : linkA}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("This time has gone");
  }, 120_000);

  it("one click leaves the list; withdrawing the request erases its place", async () => {
    const leaving = await confirmedIn(40);
    const withdrawing = await confirmedIn(41);
    await join(leaving, "city");
    await join(withdrawing);
    const left = await post(`/requests/${leaving.statusToken}/waitlist`, { intent: "leave" });
    expect(left.headers.location).toContain("waitlist=left");
    await app.inject({
      method: "POST",
      url: `/api/requests/${withdrawing.statusToken}/withdraw`,
      headers: { origin: "http://localhost:80", host: "localhost:80" },
    });
    const entries = await app.db
      .selectFrom("waitlist_entries")
      .select("id")
      .where("submission_id", "in", [leaving.id, withdrawing.id])
      .execute();
    expect(entries).toEqual([]);
  }, 60_000);

  it("a withdrawal that cancels a confirmed appointment ahead frees its time to the list", async () => {
    const waiting = await confirmedIn(88);
    await join(waiting);
    const withdrawing = await confirmedIn(85);
    const withdrawn = await app.inject({
      method: "POST",
      url: `/api/requests/${withdrawing.statusToken}/withdraw`,
      headers: { origin: "http://localhost:80", host: "localhost:80" },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await waitlistEmails(waiting)).toEqual([
      expect.objectContaining({ template: "waitlist-offer", start: inDaysAt(85, "10:30") }),
    ]);
    const link = (await waitlistEmails(waiting))[0]!.linkToken;
    expect((await post(`/waitlist/${link}`, { intent: "claim" })).headers.location).toContain("done=claimed");
    expect(await appointmentOf(waiting)).toMatchObject({
      status: "confirmed",
      appointment_start: inDaysAt(85, "10:30"),
    });
  }, 60_000);

  /** A practice's owner signs in by an e-mailed link: the session cookie. */
  async function ownerSignsIn(practiceId: string) {
    const { email } = await app.db
      .selectFrom("practices")
      .select("email")
      .where("id", "=", practiceId)
      .executeTakeFirstOrThrow();
    await app.db.deleteFrom("practice_link_requests").execute();
    await post("/practice/sign-in", { email });
    // The link is e-mailed by a job (D705): run it before reading the e-mail.
    await signInJobsRun(app);
    const jobs = await app.db.selectFrom("jobs").select("payload").where("kind", "=", "email").orderBy("id").execute();
    const token = jobs
      .map((job) => openedEmail(job.payload, config))
      .filter((spec) => spec.template === "practice-sign-in" && spec.to === email)
      .map((spec) => ("linkToken" in spec ? spec.linkToken : ""))
      .at(-1)!;
    const used = await app.inject({
      method: "POST",
      url: `/practice/sign-in/${token}`,
      headers: OUR_PAGE,
      payload: "",
    });
    return String(used.headers["set-cookie"]).split(";")[0]!;
  }

  it("a signed-in practice offers a freed time from a request in its account; another practice cannot", async () => {
    const patient = await confirmedIn(60);
    await join(patient);
    const request = await app.db
      .selectFrom("practice_requests")
      .select(["id", "practice_id"])
      .where("submission_id", "=", patient.id)
      .executeTakeFirstOrThrow();
    const cookie = await ownerSignsIn(request.practice_id);
    const page = await app.inject({ method: "GET", url: `/practice/inbox/${request.id}`, headers: { cookie } });
    expect(page.body).toContain("Offer a freed time");

    const offerAs = (who: string, values: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: `/practice/inbox/${request.id}/freed-time`,
        payload: new URLSearchParams(values).toString(),
        headers: { ...OUR_PAGE, cookie: who },
      });
    // A time that has passed is refused beside its field, with what was typed kept.
    const past = await offerAs(cookie, { date: inDays(-1), time: "09:00", minutes: "30" });
    expect(past.statusCode).toBe(303);
    const back = new URL(past.headers.location as string, "http://x");
    expect(back.searchParams.get("freed-problem")).toBe("past");
    expect(back.searchParams.get("date")).toBe(inDays(-1));
    expect(await waitlistEmails(patient)).toEqual([]);

    const offered = await offerAs(cookie, { date: inDays(50), time: "08:15", minutes: "45" });
    expect(new URL(offered.headers.location as string, "http://x").searchParams.get("freed")).toBe("1");
    expect(await waitlistEmails(patient)).toEqual([
      expect.objectContaining({ template: "waitlist-offer", start: inDaysAt(50, "08:15"), minutes: 45 }),
    ]);

    const other = await app.db
      .selectFrom("practices")
      .select("id")
      .where("id", "!=", request.practice_id)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const otherCookie = await ownerSignsIn(other.id);
    expect((await offerAs(otherCookie, { date: inDays(50), time: "08:30", minutes: "30" })).statusCode).toBe(404);
    expect((await offerAs("", { date: inDays(50), time: "08:30", minutes: "30" })).headers.location).toBe(
      "/practice/sign-in",
    );
  }, 60_000);

  it("an until-date past the appointment is refused with what was typed kept; a passed date is deleted by the daily job", async () => {
    const patient = await confirmedIn(30);
    const late = await post(`/requests/${patient.statusToken}/waitlist`, {
      intent: "join",
      scope: "city",
      until: inDays(31),
    });
    const back = new URL(late.headers.location as string, "http://x");
    expect(Object.fromEntries(back.searchParams)).toEqual({ waitlist: "invalid", until: inDays(31), scope: "city" });
    const shown = await app.inject({ method: "GET", url: `${back.pathname}${back.search}` });
    expect(shown.body).toContain(`value="${inDays(31)}"`);
    expect(shown.body).toContain("Choose a date from today to");

    await join(patient);
    const entries = () =>
      app.db.selectFrom("waitlist_entries").select("id").where("submission_id", "=", patient.id).execute();
    expect(await entries()).toHaveLength(1);
    // The day after its until-date (tomorrow), the daily job deletes it.
    expect(await deleteExpiredEntries(app.db, new Date(Date.now() + 2 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await entries()).toEqual([]);
  }, 60_000);
});
