import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { startPracticeApp } from "../../tests/server/practice-app";
import { factsForm, practiceHarness } from "../../tests/server/practice-harness";
import { OPERATOR_EMAIL } from "../../tests/server/signed-in-app";
import { christmasClosure } from "../../tests/server/test-listings";
import type { Practice } from "../../rules/listings/types";
import { hoursField, PRACTICE_UPDATE_SOURCE } from "../../rules/practice-listing";
import type { Config } from "../platform/config";
import { renderEmail } from "../platform/outbox/emails";
import { nzToday } from "../../rules/nz-time";

// A practice keeps its own listing true (issue 36 item 4): a manager's hours publish at once; a new
// dentist waits for an operator, who approves it (recording the registration check) or declines
// it; every change has its history with the values before and after; a stale form saves nothing;
// reception and other practices reach nothing.

const A = "tinakori-smile-studio-wellington";
const B = "cuba-quarter-dental-wellington";

describe.each(TEST_DATABASES)("the practice's own listing on $name", (kind) => {
  let app: FastifyInstance;
  let config: Config;
  let operator: Record<string, string>;
  let close: () => Promise<void>;
  const clock = Date.parse("2026-12-01T00:00:00Z");
  let manager: string;
  let reception: string;
  let ownerB: string;

  const { get, post, emails, signIn } = practiceHarness(() => ({ app, config }));
  /** A page's text as a reader sees it: React's separators between adjacent texts removed. */
  const text = (response: { body: string }) => response.body.replaceAll("<!-- -->", "");
  const admin = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    app.inject({ method, url: `/admin/api${url}`, headers: operator, ...(payload ? { payload } : {}) });

  const invite = async (practiceId: string, email: string, role: string) => {
    const added = await admin("POST", `/practices/${practiceId}/people`, { email, role });
    expect(added.statusCode).toBe(201);
    return signIn(email);
  };

  /** Practice A's or B's dentist as stored. */
  const dentist = async (id: string) => {
    const stored = await app.listingsStore.getListing("dentist", id);
    if (stored?.kind !== "dentist") throw new Error(`no dentist ${id}`);
    return stored;
  };

  const practiceOf = async (id: string): Promise<Practice> => {
    const stored = await app.listingsStore.getListing("dentist", id);
    return stored!.practice;
  };
  const practiceVersion = async (id: string) =>
    String(
      (await app.db.selectFrom("practices").select("version").where("id", "=", id).executeTakeFirstOrThrow()).version,
    );

  /** The facts form as the page sends it, from the practice as stored, with `changes`. */
  const factsFormOf = async (id: string, changes: Record<string, string> = {}) =>
    factsForm(await practiceOf(id), await practiceVersion(id), changes);

  const published = async (id: string) => (await app.listingsSnapshot.current()).dentists.find((d) => d.id === id);

  beforeAll(async () => {
    ({ app, config, operator, close } = await startPracticeApp(kind, () => new Date(clock)));
    manager = await invite(A, "manager@tinakori.example", "manager");
    reception = await invite(A, "desk@tinakori.example", "reception");
    ownerB = await signIn((await practiceOf(B)).email);
  });
  afterAll(() => close());

  it("publishes a manager's new opening hours at once, says the practice updated it, and keeps the history", async () => {
    const page = await get("/practice/listing", manager);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(text(page)).toContain("Tinakori Smile Studio");

    const saved = await post(
      "/practice/listing",
      manager,
      await factsFormOf(A, { [hoursField("sat")]: "09:00-12:30" }),
    );
    expect(saved.statusCode).toBe(200);
    expect(text(saved)).toContain("Saved and published: Opening hours");

    const listing = await published(A);
    expect(listing?.openingHours.sat).toEqual([{ opens: "09:00", closes: "12:30" }]);
    expect(listing?.source).toBe(PRACTICE_UPDATE_SOURCE);
    expect(listing?.checkedOn).toBe(nzToday(new Date(clock)));
    const profile = await get(`/dentists/${A}`);
    expect(text(profile)).toContain(PRACTICE_UPDATE_SOURCE);

    const history = await get("/practice/listing/history", manager);
    expect(history.statusCode).toBe(200);
    expect(text(history)).toContain("Opening hours");
    expect(text(history)).toContain("Saturday closed");
    expect(text(history)).toContain("Saturday 09:00–12:30");
    expect(text(history)).toContain("manager@tinakori.example");
  });

  it("a manager says who the practice is taking on: each answer published at once, confirmed today, in the history", async () => {
    const today = nzToday(new Date(clock));
    const saved = await post("/practice/listing", manager, {
      intent: "new-patients",
      version: await practiceVersion(A),
      "newPatients.adult": "no",
      "newPatients.urgent": "yes",
    });
    expect(saved.statusCode).toBe(200);
    expect(text(saved)).toContain("Saved and published: New adult patients, Urgent appointments");
    const listing = await published(A);
    expect(listing?.newPatients.adult).toEqual({ taking: false, confirmedOn: today });
    expect(listing?.newPatients.urgent).toEqual({ taking: true, confirmedOn: today });
    // The form shows each answer with its date.
    expect(text(await get("/practice/listing", manager))).toContain(
      "Not taking new adult patients (confirmed 1 December 2026)",
    );
    const history = text(await get("/practice/listing/history", manager));
    expect(history).toContain("Who you are taking on");
    expect(history).toContain(`New adult patients: no (confirmed ${today})`);

    // Reception may not; a stale form changes nothing.
    const refused = await post("/practice/listing", reception, {
      intent: "new-patients",
      version: await practiceVersion(A),
      "newPatients.adult": "yes",
    });
    expect(refused.statusCode).toBe(403);
    const stale = await post("/practice/listing", manager, {
      intent: "new-patients",
      version: "0",
      "newPatients.adult": "yes",
    });
    expect(stale.statusCode).toBe(409);
    expect((await published(A))?.newPatients.adult?.taking).toBe(false);
  });

  it("refuses reception with 403, on the page and on a save, and changes nothing", async () => {
    expect((await get("/practice/listing", reception)).statusCode).toBe(403);
    expect((await get("/practice/listing/history", reception)).statusCode).toBe(403);
    const before = await practiceOf(A);
    const refused = await post("/practice/listing", reception, await factsFormOf(A, { phone: "(04) 555 0100" }));
    expect(refused.statusCode).toBe(403);
    expect((await practiceOf(A)).phone).toBe(before.phone);
    expect(text(await get("/practice", manager))).toContain('href="/practice/listing"');
    expect(text(await get("/practice", reception))).not.toContain('href="/practice/listing"');
  });

  it("publishes a manager's closure at once, in the history, without touching 'Details checked'; reception may not", async () => {
    const closure = christmasClosure();
    const checkedBefore = (await published(A))?.checkedOn;
    const typed = { intent: "closure-add", ...closure };
    const refused = await post("/practice/listing", reception, { ...typed, version: await practiceVersion(A) });
    expect(refused.statusCode).toBe(403);
    expect((await practiceOf(A)).closures).toBeUndefined();

    const bad = await post("/practice/listing", manager, {
      ...typed,
      to: "2026-12-20",
      version: await practiceVersion(A),
    });
    expect(bad.statusCode).toBe(400);
    expect(text(bad)).toContain("The last day closed is on or after the first.");
    expect(text(bad)).toContain('value="Harbour After-Hours Dental"');

    const saved = await post("/practice/listing", manager, { ...typed, version: await practiceVersion(A) });
    expect(saved.statusCode).toBe(200);
    expect(text(saved)).toContain("Saved and published: Closure from 2026-12-24 to 2027-01-05 added");
    expect((await published(A))?.closures).toEqual([closure]);
    expect((await published(A))?.checkedOn).toBe(checkedBefore);
    const history = text(await get("/practice/listing/history", manager));
    expect(history).toContain("Closures");
    expect(history).toContain(
      "2026-12-24 to 2027-01-05 (Christmas; urgent care: Harbour After-Hours Dental, (04) 555 0199)",
    );

    // Saving the practice's other facts keeps it; removing it leaves none.
    expect(
      (await post("/practice/listing", manager, await factsFormOf(A, { phone: "(04) 555 0101" }))).statusCode,
    ).toBe(200);
    expect((await practiceOf(A)).closures).toEqual([closure]);
    const removed = await post("/practice/listing", manager, {
      intent: "closure-remove",
      from: closure.from,
      to: closure.to,
      version: await practiceVersion(A),
    });
    expect(text(removed)).toContain("Closure from 2026-12-24 to 2027-01-05 removed");
    expect((await practiceOf(A)).closures).toBeUndefined();
    expect((await published(A))?.closures).toBeUndefined();
  });

  it("keeps practice B to its own listing: A's practitioner is not found, A's history not shown", async () => {
    const stored = await dentist(A);
    const refused = await post("/practice/listing", ownerB, {
      intent: "practitioner",
      kind: "dentist",
      id: A,
      version: stored!.version,
      name: "Dr Someone Else",
      registrationNumber: "12345",
      specialties: "",
      services: ["General Dentistry"],
    });
    expect(refused.statusCode).toBe(404);
    expect((await dentist(A)).listing.name).toBe(stored!.listing.name);
    const page = await get("/practice/listing", ownerB);
    expect(text(page)).toContain("Cuba Quarter Dental");
    expect(text(page)).not.toContain("Tinakori");
    const history = await get("/practice/listing/history", ownerB);
    expect(text(history)).not.toContain("manager@tinakori.example");
    // B's own save of A's facts' version writes B's practice, never A's.
    const phoneA = (await practiceOf(A)).phone;
    await post("/practice/listing", ownerB, await factsFormOf(B, { phone: "(04) 555 0177" }));
    expect((await practiceOf(A)).phone).toBe(phoneA);
    expect((await practiceOf(B)).phone).toBe("(04) 555 0177");
  });

  it("answers bad input with 400 and each field's problem, keeping what was typed", async () => {
    const refused = await post(
      "/practice/listing",
      manager,
      await factsFormOf(A, { phone: "call us", [hoursField("mon")]: "nine till five", bookingEmail: "nope" }),
    );
    expect(refused.statusCode).toBe(400);
    expect(text(refused)).toContain('id="facts-phone-error"');
    expect(text(refused)).toContain('id="facts-hours-mon-error"');
    expect(text(refused)).toContain('id="facts-booking-email-error"');
    expect(text(refused)).toContain('value="call us"');
    expect(text(refused)).toContain('value="nine till five"');
    expect((await practiceOf(A)).phone).not.toBe("call us");
  });

  it("refuses a save from a stale version: nothing overwritten, the typed value kept beside the saved one", async () => {
    const stale = await factsFormOf(A);
    // An operator changes the phone after the manager opened the form.
    const stored = await dentist(A);
    await app.listingsStore.saveListing(
      { kind: "dentist", listing: stored.listing, practice: { ...stored.practice, phone: "(04) 555 0150" } },
      OPERATOR_EMAIL,
      stored.version,
    );
    const refused = await post("/practice/listing", manager, { ...stale, phone: "(04) 555 0160" });
    expect(refused.statusCode).toBe(409);
    expect(text(refused)).toContain("Someone else saved this listing");
    expect(text(refused)).toContain('value="(04) 555 0160"');
    expect(text(refused)).toContain("(04) 555 0150");
    expect((await practiceOf(A)).phone).toBe("(04) 555 0150");
  });

  it("holds a new dentist until an operator approves it, recording the check, and e-mails the decision", async () => {
    const asked = await post("/practice/listing", manager, {
      intent: "new-practitioner",
      name: "Dr Mere Tautahi",
      registrationNumber: "61234",
      specialties: "",
      experience: "6 years",
      description: "Dr Tautahi sees families and nervous patients.",
      services: ["General Dentistry", "Children's Dentistry"],
    });
    expect(asked.statusCode).toBe(200);
    expect(text(asked)).toContain("Sent to our team to check");
    const page = await get("/practice/listing", manager);
    expect(text(page)).toContain("Waiting for our team&#x27;s check");
    expect((await app.listingsSnapshot.current()).dentists.some((d) => d.name === "Dr Mere Tautahi")).toBe(false);
    // The operators are e-mailed that it waits for them, as for the other operator notices.
    const notice = (await emails()).filter((e) => e.template === "operator-listing-change");
    const told = notice.find((e) => "change" in e && e.change === "New practitioner: Dr Mere Tautahi");
    expect(told).toMatchObject({
      template: "operator-listing-change",
      practiceName: "Tinakori Smile Studio",
      change: "New practitioner: Dr Mere Tautahi",
    });
    expect(renderEmail(told!, config.PUBLIC_ORIGIN).text).toContain("/admin/listing-changes");

    const queue = await admin("GET", "/listing-changes");
    const change = queue
      .json<{ items: { id: string; subject: string; practiceName: string }[] }>()
      .items.find((c) => c.subject === "new-practitioner")!;
    expect(change.practiceName).toBe("Tinakori Smile Studio");
    // Approving a registration needs how it was checked.
    const unchecked = await admin("POST", `/listing-changes/${change.id}/decision`, { decision: "approve" });
    expect(unchecked.statusCode).toBe(400);
    const approved = await admin("POST", `/listing-changes/${change.id}/decision`, {
      decision: "approve",
      checkMethod: "register",
      checkNote: "Practising certificate current",
    });
    expect(approved.statusCode).toBe(200);
    const again = await admin("POST", `/listing-changes/${change.id}/decision`, { decision: "decline", reason: "x" });
    expect(again.statusCode).toBe(409);

    const added = (await app.listingsSnapshot.current()).dentists.find((d) => d.name === "Dr Mere Tautahi");
    expect(added?.practiceId).toBe(A);
    expect(added?.registrationNumber).toBe("61234");
    const row = await app.db
      .selectFrom("listing_change_requests")
      .selectAll()
      .where("id", "=", change.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: "approved",
      decided_by: OPERATOR_EMAIL,
      check_method: "Dental Council public register",
      check_note: "Practising certificate current",
    });
    expect(row.decided_at).toBeTruthy();
    const decision = (await emails()).filter((e) => e.template === "practice-listing-decision").at(-1);
    expect(decision).toMatchObject({ to: "manager@tinakori.example", approved: true });
    const audit = await app.db
      .selectFrom("audit_log")
      .select("details")
      .where("action", "=", "listing-change-approved")
      .execute();
    expect(audit.some((a) => a.details?.includes("Dental Council public register"))).toBe(true);
    // The same record of the check a new practice's publication reads: who, when, how, which number.
    const check = await app.db
      .selectFrom("registration_checks")
      .selectAll()
      .where("listing_id", "=", added!.id)
      .executeTakeFirstOrThrow();
    expect(check).toMatchObject({
      listing_kind: "dentist",
      practice_id: A,
      registration_number: "61234",
      method: "register",
      note: "Practising certificate current",
      checked_by: OPERATOR_EMAIL,
    });
  });

  it("leaves the listing as it was when an operator declines a name change, and tells the practice why", async () => {
    const stored = await dentist(A);
    const asked = await post("/practice/listing", manager, {
      intent: "practitioner",
      kind: "dentist",
      id: A,
      version: stored.version,
      name: "Dr Priya Raman-Smith",
      registrationNumber: stored.listing.registrationNumber,
      specialties: stored.listing.specialties.join(", "),
      services: [...stored.listing.services, "General Dentistry"],
    });
    expect(asked.statusCode).toBe(200);
    // The service publishes at once; the name waits.
    expect((await published(A))?.services).toContain("General Dentistry");
    expect((await published(A))?.name).toBe("Dr Priya Raman");
    expect(text(await get("/practice/listing", manager))).toContain("Dr Priya Raman-Smith");

    const change = (await admin("GET", "/listing-changes"))
      .json<{ items: { id: string; subject: string }[] }>()
      .items.find((c) => c.subject === "practitioner")!;
    const noReason = await admin("POST", `/listing-changes/${change.id}/decision`, { decision: "decline", reason: "" });
    expect(noReason.statusCode).toBe(400);
    const declined = await admin("POST", `/listing-changes/${change.id}/decision`, {
      decision: "decline",
      reason: "The register still shows Dr Priya Raman.",
    });
    expect(declined.statusCode).toBe(200);
    expect((await published(A))?.name).toBe("Dr Priya Raman");
    const decision = (await emails()).filter((e) => e.template === "practice-listing-decision").at(-1);
    expect(decision).toMatchObject({ approved: false, reason: "The register still shows Dr Priya Raman." });
    expect(text(await get("/practice/listing", manager))).not.toContain("Dr Priya Raman-Smith");
  });

  it("records an operator's edit with its values before and after, read on the listing's admin screen", async () => {
    const stored = await dentist(A);
    await app.listingsStore.saveListing(
      { kind: "dentist", listing: { ...stored.listing, experience: "15 years" }, practice: stored.practice },
      OPERATOR_EMAIL,
      stored.version,
    );
    const history = await admin("GET", `/listings/dentist/${A}/history`);
    expect(history.statusCode).toBe(200);
    const entries = history.json<{ entries: { field: string; before: string; after: string; who: string }[] }>()
      .entries;
    expect(entries[0]).toMatchObject({
      field: "Experience",
      before: "14 years",
      after: "15 years",
      who: OPERATOR_EMAIL,
    });
    expect(entries.some((e) => e.field === "Opening hours" && e.who.startsWith("practice-user:"))).toBe(true);
    const practiceSide = await get("/practice/listing/history", manager);
    expect(text(practiceSide)).toContain("15 years");
    expect(text(practiceSide)).toContain("Our team");
  });

  it("applies a draft practice's changes at once: nothing is public to check yet", async () => {
    for (const id of [B]) await app.listingsStore.setListingStatus("dentist", id, "draft", OPERATOR_EMAIL);
    const asked = await post("/practice/listing", ownerB, {
      ...(await factsFormOf(B, { name: "Cuba Quarter Dental Studio" })),
    });
    expect(asked.statusCode).toBe(200);
    expect(text(asked)).toContain("Saved and published");
    expect((await practiceOf(B)).name).toBe("Cuba Quarter Dental Studio");
    expect(
      (await admin("GET", "/listing-changes"))
        .json<{ items: { practiceId: string }[] }>()
        .items.some((c) => c.practiceId === B),
    ).toBe(false);
  });

  it("lets the owner of a practice with no listing yet complete its facts, applied at once", async () => {
    // A practice made from an application before any listing: its row and its owner only.
    const row = await app.db.selectFrom("practices").selectAll().where("id", "=", B).executeTakeFirstOrThrow();
    const { version: _v, changed_at: _c, ...copy } = row;
    await app.db
      .insertInto("practices")
      .values({ ...copy, id: "karori-new-dental-wellington", name: "Karori New Dental" })
      .execute();
    const user = await app.db
      .selectFrom("practice_users")
      .select("id")
      .where("email", "=", "manager@tinakori.example")
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto("practice_memberships")
      .values({
        user_id: user.id,
        practice_id: "karori-new-dental-wellington",
        role: "owner",
        added_by: "test",
        created_at: new Date(clock).toISOString(),
      })
      .execute();
    expect((await post("/practice/switch", manager, { practice: "karori-new-dental-wellington" })).statusCode).toBe(
      302,
    );
    const page = await get("/practice/listing", manager);
    expect(page.statusCode).toBe(200);
    expect(text(page)).toContain("Your listing is not public yet");
    const version = String(
      (
        await app.db
          .selectFrom("practices")
          .select("version")
          .where("id", "=", "karori-new-dental-wellington")
          .executeTakeFirstOrThrow()
      ).version,
    );
    const saved = await post("/practice/listing", manager, {
      intent: "facts",
      version,
      name: "Karori New Dental",
      address: "250 Karori Road, Karori, Wellington 6012",
      phone: row.phone,
      email: "hello@karorinew.example",
      website: row.website,
      bookingEmail: row.booking_email,
      languages: "English",
      [hoursField("mon")]: "08:00-17:00",
    });
    expect(saved.statusCode).toBe(200);
    const stored = await app.db
      .selectFrom("practices")
      .selectAll()
      .where("id", "=", "karori-new-dental-wellington")
      .executeTakeFirstOrThrow();
    expect(stored.address).toBe("250 Karori Road, Karori, Wellington 6012");
    expect(text(await get("/practice/listing/history", manager))).toContain("250 Karori Road");
    await post("/practice/switch", manager, { practice: A });
  });
});
