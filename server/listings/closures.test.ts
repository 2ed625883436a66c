import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { addDays } from "../../rules/listings/closures";
import type { Closure, Practice } from "../../rules/listings/types";
import { nzDateTime, nzToday } from "../../rules/nz-time";
import { TEST_DATABASES } from "../../tests/server/databases";
import { bookThroughForm } from "../../tests/server/form-posts";
import { pageText } from "../../tests/server/page-text";
import { startApp } from "../../tests/server/started-app";
import { christmasClosure } from "../../tests/server/test-listings";
import { testConfig } from "../platform/config";
import { closuresAfter } from "../accounts/closures";
import { VALID } from "../../tests/server/form-fixtures";
import { PRACTICE_ESCALATION, PRACTICE_REMINDER } from "../booking/timers";

// A practice's closures (issue 37 item 2) as patients meet them: the profile, "open now" in the
// directory, the emergency page's order, and a booking sent during one (its timers wait, the patient
// is told). The pages read a controlled clock; the booking, the real one (the closure is set around it).

const PRIYA = "tinakori-smile-studio-wellington";
/** Monday 28 December 2026, 10 am in New Zealand: inside the closure, within Priya's practice's hours. */
const CLOCK = "2026-12-28T10:00:00+13:00";

describe.each(TEST_DATABASES)("a practice's closure on $name", (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let clock = new Date(CLOCK);

  beforeAll(async () => {
    const config = testConfig({ LISTINGS_CLOCK: new Date(CLOCK), FORM_RATE_LIMIT: 1000 });
    ({ app, close } = await startApp(kind, config, { pagesClock: () => clock }));
  });
  afterAll(() => close());

  const get = async (url: string) => pageText((await app.inject({ method: "GET", url })).body);
  /** Records `closures` at the practice of a listing, as the practice's account writes them. */
  async function closeAt(kind: "dentist" | "emergency-clinic", id: string, closures: Closure[] | undefined) {
    const stored = await app.listingsStore.getListing(kind, id);
    if (!stored) throw new Error(`no ${kind} ${id}`);
    const { updatedAt: _u, ...listing } = stored.listing;
    const practice: Practice = { ...stored.practice, closures };
    await app.listingsStore.saveListing({ kind, listing, practice } as never, "test");
    return stored.practice;
  }

  it("the profile says it is closed until the reopening and who covers urgent care; 'open now' leaves it", async () => {
    clock = new Date(CLOCK);
    const before = await get(`/dentists/${PRIYA}`);
    expect(before).toContain("Open now");
    expect(before).not.toContain("Closed until");
    expect(await get("/directory?location=wellington&open=now")).toContain("Dr Priya Raman");

    await closeAt("dentist", PRIYA, [christmasClosure()]);
    const during = await get(`/dentists/${PRIYA}`);
    expect(during).toContain("Closed until Wednesday 6 January 2027 (Christmas)");
    expect(during).toContain("For urgent care call Harbour After-Hours Dental on (04) 555 0199");
    expect(during).not.toContain("Open now");
    expect(await get("/directory?location=wellington&open=now")).not.toContain("Dr Priya Raman");
    // Without the hours filter it is still listed.
    expect(await get("/directory?location=wellington")).toContain("Dr Priya Raman");
  });

  it("the profile announces one within 30 days with its first and last days, and nothing further ahead", async () => {
    await closeAt("dentist", PRIYA, [christmasClosure()]);
    clock = new Date("2026-12-01T10:00:00+13:00");
    const ahead = await get(`/dentists/${PRIYA}`);
    expect(ahead).toContain("Closed from Thursday 24 December 2026 to Tuesday 5 January 2027 (Christmas)");
    expect(ahead).toContain("Open now");
    clock = new Date("2026-11-20T10:00:00+13:00");
    expect(await get(`/dentists/${PRIYA}`)).not.toContain("Closed from");
    clock = new Date(CLOCK);
    await closeAt("dentist", PRIYA, undefined);
    expect(await get(`/dentists/${PRIYA}`)).not.toContain("Closed until");
  });

  it("the emergency page never lists a clinic closed for a closure first", async () => {
    clock = new Date(CLOCK);
    const cards = async () =>
      [
        ...(await app.inject({ method: "GET", url: "/emergency" })).body.matchAll(
          /<h3 class="text-lg font-bold">([^<]+)<\/h3>/g,
        ),
      ].map((m) => m[1]!);
    const first = (await cards())[0]!;
    const clinics = await app.listings.findEmergencyClinics({});
    const leading = clinics.items.find((c) => c.practice === first)!;
    await closeAt("emergency-clinic", leading.id, [christmasClosure()]);
    const after = await cards();
    expect(after[0]).not.toBe(first);
    expect(after.at(-1)).toBe(first);
    expect(await get("/emergency")).toContain("Closed until Wednesday 6 January 2027");
    await closeAt("emergency-clinic", leading.id, undefined);
  });

  it("takes a booking during the closure, tells the patient, and its timers count from the reopening", async () => {
    // The form service and the status page read the real clock: the closure is set around today.
    const today = nzToday(new Date());
    const reopens = addDays(today, 10);
    await closeAt("dentist", PRIYA, [christmasClosure(addDays(today, -1), addDays(today, 9))]);
    const { id, statusToken } = await bookThroughForm(app, { ...VALID.booking!, listing: `dentist/${PRIYA}` });
    const timers = await app.db
      .selectFrom("jobs")
      .select(["kind", "run_at"])
      .where("submission_id", "=", id)
      .where("kind", "in", [PRACTICE_REMINDER, PRACTICE_ESCALATION])
      .execute();
    expect(timers).toHaveLength(2);
    for (const timer of timers) expect(nzDateTime(new Date(timer.run_at)).date >= reopens).toBe(true);

    const view = await app.submissions.statusView(statusToken);
    expect(view?.notice).toMatch(
      /^Tinakori Smile Studio is closed until \w+ \d+ \w+ \d{4}; they will answer your request after they reopen\. For urgent care call Harbour After-Hours Dental on \(04\) 555 0199\. /,
    );
    // The preferred day (in two days) falls in the closure: said, with the next open times.
    expect(view?.notice).toMatch(
      /Tinakori Smile Studio is closed on \w+ \d+ \w+ \(closed for Christmas\)\. Its next open times: [^;]+; [^;]+; [^;]+\./,
    );
    const page = await get(`/requests/${statusToken}?sent`);
    expect(page).toContain("Tinakori Smile Studio is closed until");
    await closeAt("dentist", PRIYA, undefined);
    expect((await app.submissions.statusView(statusToken))?.notice ?? "").not.toContain("closed");
  });
});

describe("a closure the practice adds at its account", () => {
  const today = "2026-12-01";
  const typed = { intent: "closure-add", ...christmasClosure() };

  it("is kept in date order, with the phone as typed", () => {
    const later = christmasClosure("2027-04-01", "2027-04-05");
    expect(closuresAfter([later], typed, today)).toEqual({
      ok: true,
      closures: [christmasClosure(), later],
      what: "Closure from 2026-12-24 to 2027-01-05 added",
    });
  });

  it.each([
    ["a last day before the first", { to: "2026-12-20" }, "to", "on or after the first"],
    ["more than 8 weeks", { to: "2027-03-01" }, "to", "at most 8 weeks"],
    ["a phone New Zealand's plan does not know", { coverPhone: "555" }, "coverPhone", "phone"],
    ["no one to cover urgent care", { coverName: "" }, "coverName", "Enter who covers urgent care"],
    ["one that has ended", { from: "2026-11-01", to: "2026-11-05" }, "to", "already ended"],
  ])("refuses %s, naming the field", (_what, change, field, message) => {
    const result = closuresAfter([], { ...typed, ...change }, today);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[field]).toMatch(new RegExp(message, "i"));
  });

  it("refuses one that overlaps another, and removes one by its days", () => {
    expect(
      closuresAfter([christmasClosure()], { ...typed, from: "2027-01-02", to: "2027-01-10" }, today),
    ).toMatchObject({
      ok: false,
      errors: { from: expect.stringContaining("overlaps the closure from 2026-12-24 to 2027-01-05") },
    });
    expect(
      closuresAfter([christmasClosure()], { intent: "closure-remove", from: "2026-12-24", to: "2027-01-05" }, today),
    ).toMatchObject({ ok: true, closures: [] });
  });
});
