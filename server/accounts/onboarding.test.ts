import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { OnboardingDetail, OnboardingSummary } from "../../rules/api/practice-onboarding";
import type { DentistRecord } from "../../rules/listings/types";
import { TEST_DATABASES } from "../../tests/server/databases";
import { openedEmail } from "../../tests/server/email-jobs";
import { postForm } from "../../tests/server/form-posts";
import { OPERATOR_EMAIL, startSignedInApp } from "../../tests/server/signed-in-app";
import { type Config, testConfig } from "../platform/config";
import { getListing, saveListingIn } from "../listings/repository";
import { renderEmail } from "../platform/outbox/emails";
import { VALID } from "../../tests/server/form-fixtures";
import { signInJobsRun } from "../../tests/server/practice-harness";

// Issue 36 item 3: a practice applies, an operator approves (the contact becomes the draft practice's
// owner, invited by e-mail), the owner completes and submits the listing, an operator checks every
// registration number and publishes it (or returns it with a reason); the practice is e-mailed at
// each step, and nobody outside the practice's owners can submit it or see its state.

const OUR_PAGE = {
  "sec-fetch-site": "same-origin",
  origin: "null",
  "content-type": "application/x-www-form-urlencoded",
};
const CONTACT = "lee@harbour.co.nz";
const PRACTICE = "kowhai-dental-nelson";
const OTHER = "tinakori-smile-studio-wellington";

/** A complete dentist at the new practice, as the practice's listing editor would save it. */
const dentist = (registrationNumber = "12345"): DentistRecord => ({
  id: "dr-aroha-kowhai",
  practiceId: PRACTICE,
  status: "draft",
  checkedOn: "2026-12-01",
  source: "Added by the practice",
  name: "Dr Aroha Kōwhai",
  registrationNumber,
  services: ["General Dentistry"],
  priceTier: "$$",
  priceRange: "$90 – $180 per visit",
  description: "A family dentist in Nelson.",
  specialties: [],
  experience: "12 years",
  funding: { acc: true, workAndIncome: false, under18: true, southernCross: false, nibFirstChoice: false },
});

describe.each(TEST_DATABASES)("from partner application to published listing on $name", (kind) => {
  let app: FastifyInstance;
  let config: Config;
  let operator: Record<string, string>;
  let close: () => Promise<void>;
  let clock = Date.parse("2026-12-01T01:00:00Z");
  let owner: string;

  const api = (options: InjectOptions & { url: string }) =>
    app.inject({ ...options, headers: { ...operator, ...options.headers } });
  const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
  const get = (url: string, cookie?: string) => app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const post = (url: string, cookie: string, values: Record<string, string> = {}) =>
    app.inject({ method: "POST", url, headers: { ...OUR_PAGE, cookie }, payload: form(values) });
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, " ");

  /** Every e-mail enqueued so far, opened and rendered as sent. */
  const emails = async () => {
    const jobs = await app.db.selectFrom("jobs").select("payload").where("kind", "=", "email").orderBy("id").execute();
    return jobs.map((job) => {
      const spec = openedEmail(job.payload, config);
      return { spec, ...renderEmail(spec, config.PUBLIC_ORIGIN) };
    });
  };
  const emailsTo = async (to: string, template: string) =>
    (await emails()).filter((e) => "to" in e.spec && e.spec.to === to && e.spec.template === template);

  /** Signs `email` in through a fresh sign-in link: the cookie header. */
  const signIn = async (email: string) => {
    await app.db.deleteFrom("practice_link_requests").execute();
    expect((await post("/practice/sign-in", "", { email })).statusCode).toBe(200);
    // The link is e-mailed by a job (D705): run it before reading the e-mail.
    await signInJobsRun(app);
    const link = (await emailsTo(email, "practice-sign-in")).at(-1)!;
    const used = await post(`/practice/sign-in/${(link.spec as { linkToken: string }).linkToken}`, "");
    expect(used.statusCode).toBe(302);
    return String(used.headers["set-cookie"]).split(";")[0]!;
  };

  /** The practice's details and practitioners set as the listing editor would (until it lands). */
  const complete = async (record: DentistRecord) => {
    const practice = await app.db
      .selectFrom("practices")
      .selectAll()
      .where("id", "=", PRACTICE)
      .executeTakeFirstOrThrow();
    await app.db.transaction().execute(async (trx) => {
      const facts = {
        id: PRACTICE,
        name: practice.name,
        citySlug: practice.city_slug,
        address: practice.address,
        lat: practice.lat,
        lng: practice.lng,
        phone: practice.phone,
        email: practice.email,
        website: practice.website,
        bookingEmail: practice.booking_email,
        openingHours: {
          mon: [{ opens: "08:00", closes: "17:00" }],
          tue: [{ opens: "08:00", closes: "17:00" }],
          wed: [],
          thu: [],
          fri: [],
          sat: [],
          sun: [],
        },
        languages: ["English"],
        access: { wheelchair: true, accessibleParking: false, hearingLoop: false },
        newPatients: {},
      };
      await saveListingIn(trx, { kind: "dentist", listing: record, practice: facts }, "test");
    });
  };

  const state = async () =>
    (
      await app.db
        .selectFrom("practice_onboarding")
        .selectAll()
        .where("practice_id", "=", PRACTICE)
        .executeTakeFirstOrThrow()
    ).state;

  beforeAll(async () => {
    config = testConfig({ FORM_RATE_LIMIT: 100_000, LOGIN_RATE_LIMIT: 100_000, OUTBOX_POLL_MS: 60_000 });
    ({ app, operator, close } = await startSignedInApp(kind, config, { now: () => new Date(clock) }));
  });
  afterAll(async () => close());

  it("approving an application makes the draft practice with its contact as owner, not as a dentist, and invites them", async () => {
    const posted = await postForm(app, "partner", { ...VALID.partner!, practiceName: "Kōwhai Dental", city: "nelson" });
    expect(posted.statusCode).toBe(201);
    const { reference } = posted.json<{ reference: string }>();
    const { id } = await app.db
      .selectFrom("submissions")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    for (const to of ["reviewing", "approved"]) {
      const moved = await api({ method: "POST", url: `/admin/api/submissions/${id}/status`, payload: { to } });
      expect(moved.statusCode, to).toBe(200);
    }
    const practice = await app.db
      .selectFrom("practices")
      .selectAll()
      .where("id", "=", PRACTICE)
      .executeTakeFirstOrThrow();
    expect(practice).toMatchObject({
      name: "Kōwhai Dental",
      city_slug: "nelson",
      address: "1 Queen Street, Auckland",
      phone: "09 555 0123",
      email: CONTACT,
      website: "https://harbour.co.nz",
    });
    // Nobody is named a dentist after the contact person.
    expect(await app.db.selectFrom("dentists").select("id").where("practice_id", "=", PRACTICE).execute()).toEqual([]);
    expect(await app.db.selectFrom("dentists").select("id").where("name", "=", "Dr Lee").execute()).toEqual([]);
    const members = await app.db
      .selectFrom("practice_memberships")
      .innerJoin("practice_users", "practice_users.id", "practice_memberships.user_id")
      .select(["practice_users.email", "practice_memberships.role"])
      .where("practice_id", "=", PRACTICE)
      .execute();
    expect(members).toEqual([{ email: CONTACT, role: "owner" }]);
    expect(await state()).toBe("draft");

    const [invitation] = await emailsTo(CONTACT, "practice-invitation");
    expect(invitation?.subject).toBe("Your application for Kōwhai Dental is approved");
    expect(invitation?.text).toContain(`reference ${reference}`);
    expect(invitation?.text).toContain("Dental Council registration number");
    expect(invitation?.text).toContain("/practice/sign-in/");

    // The invitation's link signs the owner in to the practice.
    const token = (invitation!.spec as { linkToken: string }).linkToken;
    const used = await post(`/practice/sign-in/${token}`, "");
    expect(used.statusCode).toBe(302);
    owner = String(used.headers["set-cookie"]).split(";")[0]!;
    const home = text((await get("/practice", owner)).body);
    expect(home).toContain("Draft: complete your listing and submit it for checking");
    expect(home).toContain("Opening hours");
    expect(home).toContain("Add at least one dentist or surgeon");
    // The application's registration number is offered for the first practitioner.
    expect(home).toContain("registration number 12345");
  });

  it("refuses a submission with what is missing, listed", async () => {
    const refused = await post("/practice/submit", owner);
    expect(refused.statusCode).toBe(400);
    const body = text(refused.body);
    expect(body).toContain("Publishing needs these first");
    expect(body).toContain("Opening hours");
    expect(body).toContain("Practitioners");
    expect(await state()).toBe("draft");
    // A practitioner without a description is named with what it lacks.
    await complete({ ...dentist(), description: "" });
    const again = await post("/practice/submit", owner);
    expect(again.statusCode).toBe(400);
    expect(text(again.body)).toContain("Dr Aroha Kōwhai: Description");
    expect(text(again.body)).not.toContain("Opening hours");
  });

  it("lets only the owner submit, and nobody of another practice see or submit it", async () => {
    await complete(dentist());
    // A manager of the practice sees the state but cannot submit.
    const manager = "manager@kowhai.example.nz";
    const invited = await api({
      method: "POST",
      url: `/admin/api/practices/${PRACTICE}/people`,
      payload: { email: manager, role: "manager" },
    });
    expect(invited.statusCode).toBe(201);
    const managerCookie = await signIn(manager);
    const managerHome = text((await get("/practice", managerCookie)).body);
    expect(managerHome).toContain("The practice's owner submits the listing when it is complete.");
    expect(managerHome).not.toContain("Submit for checking");
    expect((await post("/practice/submit", managerCookie)).statusCode).toBe(403);

    // The owner of another practice: their home shows nothing of it; their submit touches only theirs.
    const otherOwner = (
      await app.db.selectFrom("practices").select("email").where("id", "=", OTHER).executeTakeFirstOrThrow()
    ).email;
    const otherCookie = await signIn(otherOwner);
    const otherHome = text((await get("/practice", otherCookie)).body);
    expect(otherHome).not.toContain("Kōwhai");
    expect(otherHome).not.toContain("Draft: complete your listing");
    expect((await post("/practice/submit", otherCookie)).statusCode).toBe(409);
    expect(await state()).toBe("draft");
    // Signed out: to the sign-in page; from another site: refused before anything runs.
    expect((await post("/practice/submit", "")).headers.location).toBe("/practice/sign-in");
    const crossSite = await app.inject({
      method: "POST",
      url: "/practice/submit",
      headers: { ...OUR_PAGE, "sec-fetch-site": "cross-site", origin: "https://evil.example", cookie: owner },
      payload: "",
    });
    expect(crossSite.statusCode).toBe(403);
    // The operators' side needs an operator's session.
    expect((await app.inject({ url: "/admin/api/onboarding" })).statusCode).toBe(401);
    expect((await app.inject({ method: "POST", url: `/admin/api/onboarding/${PRACTICE}/publish` })).statusCode).toBe(
      401,
    );
  });

  it("takes the owner's submission and e-mails the owners that it was received", async () => {
    clock = Date.parse("2026-12-01T01:10:00Z");
    const submitted = await post("/practice/submit", owner);
    expect(submitted.statusCode).toBe(302);
    expect(submitted.headers.location).toBe("/practice");
    expect(await state()).toBe("submitted");
    expect(text((await get("/practice", owner)).body)).toContain(
      "Submitted on 1 December 2026 — our team is checking the registration numbers",
    );
    const [received] = await emailsTo(CONTACT, "practice-listing-submitted");
    expect(received?.subject).toBe("Kōwhai Dental: we received your listing and are checking it");
    expect(received?.text).toContain("checking each practitioner's registration number");
    // Once is enough.
    expect((await post("/practice/submit", owner)).statusCode).toBe(409);
  });

  it("lists submitted practices for operators and returns one with a reason the owner is told", async () => {
    const queue = await api({ url: "/admin/api/onboarding?state=submitted" });
    expect(queue.statusCode).toBe(200);
    const listed = queue.json<{ practices: OnboardingSummary[] }>().practices;
    expect(listed.map((p) => [p.practiceId, p.practitioners, p.checked])).toEqual([[PRACTICE, 1, 0]]);

    expect(
      (await api({ method: "POST", url: `/admin/api/onboarding/${PRACTICE}/return`, payload: { reason: " " } }))
        .statusCode,
    ).toBe(400);
    const returned = await api({
      method: "POST",
      url: `/admin/api/onboarding/${PRACTICE}/return`,
      payload: { reason: "Please add your Saturday hours." },
    });
    expect(returned.statusCode).toBe(200);
    expect(await state()).toBe("returned");
    const [told] = await emailsTo(CONTACT, "practice-listing-returned");
    expect(told?.text).toContain("Please add your Saturday hours.");
    const home = text((await get("/practice", owner)).body);
    expect(home).toContain("Returned on 1 December 2026");
    expect(home).toContain("Please add your Saturday hours.");
    // The owner submits it again.
    expect((await post("/practice/submit", owner)).statusCode).toBe(302);
    expect(await state()).toBe("submitted");
  });

  it("refuses to publish until every practitioner's current number is checked, recording who, when and how", async () => {
    const publish = () => api({ method: "POST", url: `/admin/api/onboarding/${PRACTICE}/publish` });
    const refused = await publish();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toContain("Dr Aroha Kōwhai (12345)");

    const check = (payload: Record<string, string>) =>
      api({ method: "POST", url: `/admin/api/onboarding/${PRACTICE}/checks`, payload });
    // "Other" needs a note saying how; an unknown practitioner is refused.
    const noNote = await check({ kind: "dentist", id: "dr-aroha-kowhai", method: "other", note: "" });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json<{ fields: Record<string, string> }>().fields.note).toBe("Say how you checked the number.");
    expect((await check({ kind: "dentist", id: "someone-else", method: "register" })).statusCode).toBe(409);

    clock = Date.parse("2026-12-01T01:20:05Z");
    expect(
      (
        await check({
          kind: "dentist",
          id: "dr-aroha-kowhai",
          method: "register",
          note: "Practising certificate current",
        })
      ).statusCode,
    ).toBe(201);
    const rows = await app.db.selectFrom("registration_checks").selectAll().execute();
    expect(rows).toMatchObject([
      {
        listing_kind: "dentist",
        listing_id: "dr-aroha-kowhai",
        registration_number: "12345",
        method: "register",
        note: "Practising certificate current",
        checked_by: OPERATOR_EMAIL,
        checked_at: "2026-12-01T01:20:05.000Z",
      },
    ]);
    const detail = (await api({ url: `/admin/api/onboarding/${PRACTICE}` })).json<{ practice: OnboardingDetail }>();
    expect(detail.practice.practitionerList[0]?.check).toMatchObject({
      checkedBy: OPERATOR_EMAIL,
      methodLabel: "Dental Council public register",
      checkedAt: "2026-12-01T01:20:05.000Z",
    });

    // A changed number needs its own check.
    await complete(dentist("54321"));
    expect((await publish()).statusCode).toBe(409);
    await complete(dentist("12345"));

    const published = await publish();
    expect(published.statusCode).toBe(200);
    expect(published.json<{ profilePath: string }>().profilePath).toBe("/dentists/dr-aroha-kowhai");
    expect(await state()).toBe("published");
    expect((await getListing(app.db, "dentist", "dr-aroha-kowhai"))?.listing.status).toBe("published");
    // The public snapshot shows it at once, and its profile is public.
    expect((await app.listingsSnapshot.current()).dentists.some((d) => d.id === "dr-aroha-kowhai")).toBe(true);
    const profile = await get("/dentists/dr-aroha-kowhai");
    expect(profile.statusCode).toBe(200);
    expect(text(profile.body)).toContain("Dr Aroha Kōwhai");

    const [live] = await emailsTo(CONTACT, "practice-listing-published");
    expect(live?.subject).toBe("Kōwhai Dental is live on NZ Dental Directory");
    expect(live?.text).toContain(`${config.PUBLIC_ORIGIN}/dentists/dr-aroha-kowhai`);
    const home = text((await get("/practice", owner)).body);
    expect(home).toContain("Published on 1 December 2026");
    expect(home).toContain("See your public profile");
    // Published once.
    expect((await publish()).statusCode).toBe(409);
  });

  it("audits every step with who did it", async () => {
    const entries = await app.db
      .selectFrom("audit_log")
      .select(["actor", "action", "target"])
      .where("action", "in", [
        "practice-drafted",
        "practice-listing-submitted",
        "registration-checked",
        "practice-listing-published",
        "practice-listing-returned",
      ])
      .orderBy("id")
      .execute();
    expect(entries.map((e) => e.action)).toEqual([
      "practice-drafted",
      "practice-listing-submitted",
      "practice-listing-returned",
      "practice-listing-submitted",
      "registration-checked",
      "practice-listing-published",
    ]);
    expect(entries.find((e) => e.action === "practice-listing-published")?.actor).toBe(OPERATOR_EMAIL);
    expect(entries.find((e) => e.action === "practice-listing-submitted")?.actor).toMatch(/^practice-user:/);
  });
});
