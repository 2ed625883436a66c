import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { practiceEmail } from "../../tests/server/practice-app";
import { factsForm, OUR_PAGE, practiceHarness } from "../../tests/server/practice-harness";
import { pageText } from "../../tests/server/page-text";
import { startSignedInApp } from "../../tests/server/signed-in-app";
import { startSmtp, type TestSmtp } from "../../tests/server/smtp";
import { hoursField } from "../../rules/practice-listing";
import { practicePaths } from "../../rules/private-paths";
import { type Config, testConfig } from "../platform/config";
import { contactChangeToken } from "./contact-change-links";

// Issue 48 item 9: where a practice's health details go (its booking e-mail, phone, website) is not
// changed quietly. A manager's change waits for an owner (or the operator) and the owners and the old
// booking address are told at once; an owner's applies at once and the other owners and the old
// address get a one-click undo. Links are signed, single-use and expire; e-mails go through SMTP.

const A = "tinakori-smile-studio-wellington";
const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)("changes of where health details go on $name", (kind) => {
  let app: FastifyInstance;
  let config: Config;
  let smtp: TestSmtp;
  let close: () => Promise<void>;
  let operator: Record<string, string>;
  const clock = { at: Date.parse("2026-12-07T00:00:00Z") };
  let owner: string;
  let ownerEmail: string;
  let manager: string;
  let original: { bookingEmail: string; phone: string; website: string };

  const { get, post, emails, signIn } = practiceHarness(() => ({ app, config }));
  const admin = (method: "GET" | "POST", url: string, payload?: object) =>
    app.inject({ method, url: `/admin/api${url}`, headers: operator, ...(payload ? { payload } : {}) });

  const stored = async () =>
    app.db
      .selectFrom("practices")
      .select(["booking_email as bookingEmail", "phone", "website", "version"])
      .where("id", "=", A)
      .executeTakeFirstOrThrow();
  const published = async () => (await app.listingsSnapshot.current()).dentists.find((d) => d.practiceId === A)!;

  /** The facts form as the page sends it, from the practice as stored, with `changes`. */
  const factsFormWith = async (changes: Record<string, string>) =>
    factsForm(
      (await app.listingsStore.getListing("dentist", (await published()).id))!.practice,
      String((await stored()).version),
      changes,
    );
  /** The contact-change e-mails' specs, with their link tokens opened. */
  const changeMails = async () => (await emails()).filter((e) => e.template === "practice-contact-change");
  const tokenFor = async (to: string, link: "confirm" | "undo") => {
    const mail = (await changeMails()).findLast((e) => e.to === to && "link" in e && e.link === link);
    return mail && "linkToken" in mail ? mail.linkToken! : "";
  };
  /** Sends every e-mail queued through the loopback SMTP server: what it received since `from`. */
  const delivered = async (from: number) => {
    await app.outbox.drain();
    return smtp.received.slice(from).filter((m) => /booking requests go/.test(m.subject));
  };
  /** The operators' notices of a held change among what the SMTP server received since `from`. */
  const operatorNotices = (from: number) =>
    smtp.received.slice(from).filter((m) => m.subject.startsWith("Contact change held:"));
  const press = (token: string) =>
    app.inject({ method: "POST", url: practicePaths.contactChange(token), headers: OUR_PAGE, payload: "" });
  const auditActions = async () =>
    (
      await app.db
        .selectFrom("audit_log")
        .select("action")
        .where("action", "like", "practice-contact-%")
        .orderBy("id")
        .execute()
    ).map((r) => r.action);

  beforeAll(async () => {
    smtp = await startSmtp();
    config = testConfig({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: smtp.port,
      FORM_RATE_LIMIT: 100_000,
      LOGIN_RATE_LIMIT: 100_000,
      OUTBOX_POLL_MS: 3_600_000,
    });
    ({ app, operator, close } = await startSignedInApp(kind, config, { now: () => new Date(clock.at) }));
    for (const [email, role] of [
      ["manager@tinakori.example", "manager"],
      ["second-owner@tinakori.example", "owner"],
    ])
      expect((await admin("POST", `/practices/${A}/people`, { email, role })).statusCode).toBe(201);
    ownerEmail = await practiceEmail(app, A);
    owner = await signIn(ownerEmail);
    manager = await signIn("manager@tinakori.example");
    const { bookingEmail, phone, website } = await stored();
    original = { bookingEmail, phone, website };
    await app.outbox.drain();
  }, 120_000);
  afterAll(async () => {
    await close?.();
    await smtp?.close();
  });

  it("holds a manager's change of the booking e-mail, phone and website, and tells the owners and the old address at once", async () => {
    const sent = smtp.received.length;
    const saved = await post(
      "/practice/listing",
      manager,
      await factsFormWith({
        bookingEmail: "bookings@elsewhere.example",
        phone: "04 555 0199",
        website: "https://elsewhere.example",
        [hoursField("sat")]: "09:00-12:00",
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(pageText(saved.body)).toContain("Waiting for an owner to confirm");
    // Nothing of it is live: the booking requests still go to the old address.
    expect(await stored()).toMatchObject(original);
    await app.listingsSnapshot.refresh();
    expect(await published()).toMatchObject({ phone: original.phone, website: original.website });
    expect((await published()).openingHours.sat).toEqual([{ opens: "09:00", closes: "12:00" }]);

    const mails = await delivered(sent);
    const to = mails.flatMap((m) => m.to).sort();
    expect(to).toEqual([ownerEmail, "second-owner@tinakori.example", original.bookingEmail].sort());
    expect(to).not.toContain("bookings@elsewhere.example");
    const toOwner = mails.find((m) => m.to.includes(ownerEmail))!;
    expect(toOwner.text).toContain("bookings@elsewhere.example");
    expect(toOwner.text).toContain("manager@tinakori.example");
    expect(toOwner.text).toContain(practicePaths.contactChange(await tokenFor(ownerEmail, "confirm")));
    expect(await auditActions()).toContain("practice-contact-change-held");
    // The operators are told too: they may approve it, and should know someone tried.
    const notices = operatorNotices(sent);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain("manager@tinakori.example");
    expect(notices[0]!.text).toContain("bookings@elsewhere.example");
    expect(notices[0]!.text).toContain("/admin/contact-changes");

    // The owners see it in the account, with a button; the manager sees that it waits.
    expect(pageText((await get("/practice/listing", owner)).body)).toContain("bookings@elsewhere.example");
    expect(pageText((await get("/practice/listing", manager)).body)).toContain("Waiting for an owner");
  });

  it("makes it live when an owner presses the e-mailed link's button (not when it is opened), once", async () => {
    const token = await tokenFor("second-owner@tinakori.example", "confirm");
    const opened = await app.inject({ method: "GET", url: practicePaths.contactChange(token) });
    expect(opened.statusCode).toBe(200);
    expect(pageText(opened.body)).toContain("bookings@elsewhere.example");
    expect(await stored()).toMatchObject(original);

    const sent = smtp.received.length;
    const pressed = await press(token);
    expect(pressed.statusCode).toBe(200);
    expect(await stored()).toMatchObject({ bookingEmail: "bookings@elsewhere.example", phone: "04 555 0199" });
    expect((await published()).website).toBe("https://elsewhere.example");
    // The old address and the other owner are told it is live, each with an undo link.
    const mails = await delivered(sent);
    expect(mails.flatMap((m) => m.to).sort()).toEqual([ownerEmail, original.bookingEmail].sort());
    expect(await tokenFor(original.bookingEmail, "undo")).not.toBe("");

    expect((await press(token)).statusCode).toBe(410);
    expect(await auditActions()).toContain("practice-contact-change-confirmed");
  });

  it("undoes it from the old address's one-click link: the previous values back, once", async () => {
    const token = await tokenFor(original.bookingEmail, "undo");
    const opened = await app.inject({ method: "GET", url: practicePaths.contactChange(token) });
    expect(opened.statusCode).toBe(200);
    expect((await stored()).bookingEmail).toBe("bookings@elsewhere.example");
    expect((await press(token)).statusCode).toBe(200);
    expect(await stored()).toMatchObject(original);
    await app.listingsSnapshot.refresh();
    expect((await published()).website).toBe(original.website);
    expect((await press(token)).statusCode).toBe(410);
    expect((await press(await tokenFor(ownerEmail, "undo"))).statusCode).toBe(410);
    expect(await auditActions()).toContain("practice-contact-change-undone");
  });

  it("applies an owner's change at once and tells the other owners and the old address, with an undo", async () => {
    const sent = smtp.received.length;
    const saved = await post(
      "/practice/listing",
      owner,
      await factsFormWith({ bookingEmail: "front@tinakori.example" }),
    );
    expect(saved.statusCode).toBe(200);
    expect((await stored()).bookingEmail).toBe("front@tinakori.example");
    const mails = await delivered(sent);
    expect(mails.flatMap((m) => m.to).sort()).toEqual(["second-owner@tinakori.example", original.bookingEmail].sort());
    expect(operatorNotices(sent)).toEqual([]);
    const undo = await tokenFor("second-owner@tinakori.example", "undo");
    expect(mails.find((m) => m.to.includes(original.bookingEmail))!.text).toContain(
      practicePaths.contactChange(await tokenFor(original.bookingEmail, "undo")),
    );
    expect((await press(undo)).statusCode).toBe(200);
    expect((await stored()).bookingEmail).toBe(original.bookingEmail);
  });

  it("answers a forged link 404, and an expired or overtaken one 410, changing nothing", async () => {
    await post("/practice/listing", owner, await factsFormWith({ website: "https://one.example" }));
    const undo = await tokenFor("second-owner@tinakori.example", "undo");
    const [id] = Buffer.from(undo.split(".")[0]!, "base64url").toString().split(":");
    const forged = contactChangeToken("not-the-key", id!, "undo", "booking-address", clock.at + 7 * DAY);
    for (const bad of [forged, "nonsense", `${undo}x`]) {
      expect((await app.inject({ method: "GET", url: practicePaths.contactChange(bad) })).statusCode).toBe(404);
      expect((await press(bad)).statusCode).toBe(404);
    }
    // Changed again since: the undo would put back a value nobody has now.
    await post("/practice/listing", owner, await factsFormWith({ website: "https://two.example" }));
    expect((await press(undo)).statusCode).toBe(410);
    expect((await stored()).website).toBe("https://two.example");

    const later = await tokenFor("second-owner@tinakori.example", "undo");
    clock.at += 8 * DAY;
    expect((await app.inject({ method: "GET", url: practicePaths.contactChange(later) })).statusCode).toBe(410);
    expect((await press(later)).statusCode).toBe(410);
    expect((await stored()).website).toBe("https://two.example");
    // The sessions ended with the days gone by: the next tests sign in again.
    owner = await signIn(ownerEmail);
    manager = await signIn("manager@tinakori.example");
  });

  it("lets the operator approve a held change", async () => {
    await post("/practice/listing", manager, await factsFormWith({ phone: "04 555 0177" }));
    const list = await admin("GET", `/practices/${A}/contact-changes`);
    expect(list.statusCode).toBe(200);
    const held = (list.json() as { items: { id: string; status: string }[] }).items.filter((c) => c.status === "held");
    expect(held).toHaveLength(1);
    expect((await stored()).phone).not.toBe("04 555 0177");
    expect((await admin("POST", `/practices/${A}/contact-changes/${held[0]!.id}/approve`)).statusCode).toBe(200);
    expect((await stored()).phone).toBe("04 555 0177");
    expect((await admin("POST", `/practices/${A}/contact-changes/${held[0]!.id}/approve`)).statusCode).toBe(410);
  });

  it.runIf(kind.name === "postgres")(
    "gives one consistent outcome to 20 confirms racing 20 undos, again and again",
    async () => {
      for (let round = 0; round < 5; round++) {
        const before = (await stored()).bookingEmail;
        // An owner's live change (undoable), then a manager's held change on top of it.
        await post("/practice/listing", owner, await factsFormWith({ bookingEmail: `live-${round}@tinakori.example` }));
        const undo = await tokenFor("second-owner@tinakori.example", "undo");
        await post(
          "/practice/listing",
          manager,
          await factsFormWith({ bookingEmail: `held-${round}@tinakori.example` }),
        );
        const confirm = await tokenFor(ownerEmail, "confirm");
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) => press(i % 2 ? undo : confirm).then((r) => [i % 2, r.statusCode])),
        );
        const confirmed = answers.filter(([u, s]) => u === 0 && s === 200).length;
        const undone = answers.filter(([u, s]) => u === 1 && s === 200).length;
        expect(confirmed).toBe(1);
        expect(undone).toBeLessThanOrEqual(1);
        expect(answers.every(([, s]) => s === 200 || s === 410)).toBe(true);
        // Whichever came first, the held change is live and nothing put back over it.
        expect((await stored()).bookingEmail).toBe(`held-${round}@tinakori.example`);
        const rows = await app.db
          .selectFrom("practice_contact_changes")
          .select("status")
          .where("practice_id", "=", A)
          .where("after_values", "like", `%-${round}@%`)
          .orderBy("requested_at")
          .orderBy("id")
          .execute();
        expect(rows.map((r) => r.status)).toEqual([undone ? "undone" : "live", "live"]);
        expect(before).not.toBe(`held-${round}@tinakori.example`);
      }
    },
    60_000,
  );
});
