import { describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { PRACTICE_A as A, PRACTICE_B as B, startPracticeApp } from "../../tests/server/practice-app";
import { formBody, OUR_PAGE, practiceHarness } from "../../tests/server/practice-harness";
import { startedForTests } from "../../tests/server/started-app";
import { bookAtPractice } from "../../tests/server/practice-requests";

// Practice accounts (issue 36 items 1, 2, 5): a practice user signs in with a single-use e-mailed
// link, sees their practice's requests and answers them; owners manage people; nobody in practice A
// reaches anything of practice B; reception cannot do an owner's things.

const MINUTE = 60_000;

describe.each(TEST_DATABASES)("practice accounts on $name", (kind) => {
  let clock = Date.parse("2026-12-01T00:00:00Z");
  const started = startedForTests(() => startPracticeApp(kind, () => new Date(clock)));

  const form = formBody;
  const { askLink, linksTo, spendLink, get, post, ...harness } = practiceHarness(() => started);
  /** Signs `email` in through a new e-mailed link: the session cookie header. */
  const signIn = async (email: string) => ({ cookie: await harness.signIn(email) });

  /** A patient books dentist `practice` (its listing has the practice's id); the practice request's id. */
  const book = async (practice: string) => {
    const { reference, practiceRequestId } = await bookAtPractice(started.app, started.config, practice);
    return { reference, id: practiceRequestId };
  };

  const statusOf = async (id: string) =>
    (
      await started.app.db
        .selectFrom("practice_requests")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).status;

  it("answers the same whether or not the address belongs to a practice user, and e-mails only the user", async () => {
    const known = await askLink(started.ownerA);
    const unknown = await askLink("nobody-here@example.test");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const strip = (body: string, address: string) =>
      body
        .replaceAll(address, "ADDRESS")
        .replace(/nonce="[^"]*"/g, "")
        .replace(/nonce-[\w-]+/g, "");
    expect(strip(known.body, started.ownerA)).toBe(strip(unknown.body, "nobody-here@example.test"));
    expect(known.headers["set-cookie"]).toBeUndefined();
    expect(known.headers["cache-control"]).toBe("no-store");
    expect(await linksTo("nobody-here@example.test")).toHaveLength(0);
    expect(await linksTo(started.ownerA)).toHaveLength(1);
  });

  it("refuses an invalid address with the error beside the field and the typed value kept", async () => {
    const response = await askLink("not an address");
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('id="practice-email-error"');
    expect(response.body).toContain('value="not an address"');
  });

  // The per-address limit, and what happens past it: sign-in-links.test.ts and races.test.ts.

  it("signs in once per link: a second use, or a use after 15 minutes, signs nobody in", async () => {
    await askLink(started.ownerA);
    const token = (await linksTo(started.ownerA)).at(-1)!;
    expect((await get(`/practice/sign-in/${token}`)).statusCode).toBe(200);
    const first = await spendLink(token);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe("/practice");
    const cookie = String(first.headers["set-cookie"]);
    expect(cookie).toMatch(/^nzdd_practice=[\w-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    const again = await spendLink(token);
    expect(again.statusCode).toBe(410);
    expect(again.headers["set-cookie"]).toBeUndefined();

    await askLink(started.ownerA);
    const late = (await linksTo(started.ownerA)).at(-1)!;
    clock += 15 * MINUTE + 1000;
    const expired = await spendLink(late);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain("This link has expired");
  });

  it("ends a session after an hour unused, and signs out everywhere", async () => {
    const one = await signIn(started.ownerA);
    const two = await signIn(started.ownerA);
    expect((await get("/practice", one.cookie)).statusCode).toBe(200);
    const out = await post("/practice/sign-out", one.cookie, { everywhere: "1" });
    expect(out.statusCode).toBe(302);
    expect(String(out.headers["set-cookie"])).toContain("Max-Age=0");
    expect((await get("/practice", two.cookie)).headers.location).toBe("/practice/sign-in");

    const three = await signIn(started.ownerA);
    clock += 61 * MINUTE;
    expect((await get("/practice", three.cookie)).headers.location).toBe("/practice/sign-in");
    expect((await get("/practice")).headers.location).toBe("/practice/sign-in");
  });

  it("shows a practice its own requests, answered once whoever answers, and nothing of another practice's", async () => {
    const a = await signIn(started.ownerA);
    const b = await signIn(started.ownerB);
    const mine = await book(A);
    const list = await get("/practice", a.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.body).toContain(mine.reference);
    expect((await get("/practice?status=new", a.cookie)).body).toContain(mine.reference);
    expect((await get("/practice?status=confirmed", a.cookie)).body).not.toContain(mine.reference);

    // Practice B: not in its list, its page, nor answerable by it.
    expect((await get("/practice", b.cookie)).body).not.toContain(mine.reference);
    const page = await get(`/practice/inbox/${mine.id}`, b.cookie);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain(mine.reference);
    const declined = await post(`/practice/inbox/${mine.id}`, b.cookie, { answer: "decline", reason: "Not ours" });
    expect(declined.statusCode).toBe(404);
    expect(await statusOf(mine.id)).toBe("waiting");

    // Practice A answers from its account; the request is confirmed and a second answer is refused.
    const date = new Date(clock + 3 * 86_400_000).toISOString().slice(0, 10);
    const confirmed = await post(`/practice/inbox/${mine.id}`, a.cookie, {
      answer: "confirm",
      date,
      time: "10:00",
      minutes: "30",
    });
    expect(confirmed.statusCode).toBe(302);
    expect(await statusOf(mine.id)).toBe("confirmed");
    const twice = await post(`/practice/inbox/${mine.id}`, a.cookie, { answer: "decline", reason: "Too late" });
    expect(twice.statusCode).toBe(409);
    expect(await statusOf(mine.id)).toBe("confirmed");
    expect((await get("/practice?status=confirmed", a.cookie)).body).toContain(mine.reference);
  });

  it("refuses a post from another site", async () => {
    const a = await signIn(started.ownerA);
    const response = await started.app.inject({
      method: "POST",
      url: "/practice/team",
      headers: { ...OUR_PAGE, "sec-fetch-site": "cross-site", cookie: a.cookie },
      payload: form({ intent: "invite", email: "x@example.test", role: "owner" }),
    });
    expect(response.statusCode).toBe(403);
  });

  it("lets an owner invite reception, who answers requests but cannot manage people", async () => {
    const owner = await signIn(started.ownerA);
    const invited = await post("/practice/team", owner.cookie, {
      intent: "invite",
      email: "Desk@Example.test",
      role: "reception",
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.body).toContain("desk@example.test");
    const duplicate = await post("/practice/team", owner.cookie, {
      intent: "invite",
      email: "desk@example.test",
      role: "manager",
    });
    expect(duplicate.statusCode).toBe(400);

    // The invitation's link signs the receptionist in to practice A.
    const [invitation] = await linksTo("desk@example.test");
    const accepted = await spendLink(invitation!);
    expect(accepted.statusCode).toBe(302);
    const desk = String(accepted.headers["set-cookie"]).split(";")[0]!;
    const request = await book(A);
    expect((await get("/practice", desk)).body).toContain(request.reference);
    const date = new Date(clock + 4 * 86_400_000).toISOString().slice(0, 10);
    const offered = await post(`/practice/inbox/${request.id}`, desk, { answer: "offer", date1: date, time1: "09:00" });
    expect(offered.statusCode).toBe(302);
    expect(await statusOf(request.id)).toBe("offered");

    // Reception cannot see or change the practice's people.
    expect((await get("/practice/team", desk)).statusCode).toBe(403);
    const refused = await post("/practice/team", desk, {
      intent: "invite",
      email: "friend@example.test",
      role: "owner",
    });
    expect(refused.statusCode).toBe(403);
    expect(await linksTo("friend@example.test")).toHaveLength(0);

    // The owner of B cannot remove A's receptionist; A's owner can, and access ends at once.
    const deskId = (
      await started.app.db
        .selectFrom("practice_users")
        .select("id")
        .where("email", "=", "desk@example.test")
        .executeTakeFirstOrThrow()
    ).id;
    const b = await signIn(started.ownerB);
    expect((await post("/practice/team", b.cookie, { intent: "remove", userId: deskId })).statusCode).toBe(409);
    expect((await get("/practice", desk)).statusCode).toBe(200);
    expect((await post("/practice/team", owner.cookie, { intent: "remove", userId: deskId })).statusCode).toBe(302);
    expect((await get("/practice", desk)).statusCode).toBe(403);
  });

  it("keeps a practice's last owner", async () => {
    const owner = await signIn(started.ownerB);
    const id = (
      await started.app.db
        .selectFrom("practice_users")
        .select("id")
        .where("email", "=", started.ownerB)
        .executeTakeFirstOrThrow()
    ).id;
    const response = await post("/practice/team", owner.cookie, { intent: "remove", userId: id });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain("at least one owner");
  });

  it("lets one person in several practices switch between them, and only among their own", async () => {
    const added = await started.app.inject({
      method: "POST",
      url: `/admin/api/practices/${B}/people`,
      headers: started.operator,
      payload: { email: started.ownerA, role: "manager" },
    });
    expect(added.statusCode).toBe(201);
    const a = await signIn(started.ownerA);
    const bRequest = await book(B);
    expect((await post("/practice/switch", a.cookie, { practice: A })).statusCode).toBe(302);
    expect((await get("/practice", a.cookie)).body).not.toContain(bRequest.reference);
    expect((await post("/practice/switch", a.cookie, { practice: B })).statusCode).toBe(302);
    expect((await get("/practice", a.cookie)).body).toContain(bRequest.reference);
    expect((await post("/practice/switch", a.cookie, { practice: "waitemata-quay-dental-auckland" })).statusCode).toBe(
      403,
    );
  });

  it("lets operators list, add and remove anyone, and nobody else", async () => {
    const people = await started.app.inject({
      method: "GET",
      url: `/admin/api/practices/${A}/people`,
      headers: started.operator,
    });
    expect(people.statusCode).toBe(200);
    expect(people.json<{ people: { email: string; role: string }[] }>().people).toContainEqual(
      expect.objectContaining({ email: started.ownerA, role: "owner" }),
    );
    const bad = await started.app.inject({
      method: "POST",
      url: `/admin/api/practices/${A}/people`,
      headers: started.operator,
      payload: { email: "nope", role: "boss" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: object }>().fields).sort()).toEqual(["email", "role"]);
    const added = await started.app.inject({
      method: "POST",
      url: `/admin/api/practices/${A}/people`,
      headers: started.operator,
      payload: { email: "new-manager@example.test", role: "manager" },
    });
    expect(added.statusCode).toBe(201);
    expect(await linksTo("new-manager@example.test")).toHaveLength(1);
    const id = (
      await started.app.db
        .selectFrom("practice_users")
        .select("id")
        .where("email", "=", "new-manager@example.test")
        .executeTakeFirstOrThrow()
    ).id;
    expect((await started.app.inject({ method: "GET", url: `/admin/api/practices/${A}/people` })).statusCode).toBe(401);
    const removed = await started.app.inject({
      method: "DELETE",
      url: `/admin/api/practices/${A}/people/${id}`,
      headers: started.operator,
    });
    expect(removed.statusCode).toBe(200);
  });
});
