import { describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { PRACTICE_A as A, PRACTICE_B as B, startPracticeApp } from "../../tests/server/practice-app";
import { formBody, OUR_PAGE, practiceHarness } from "../../tests/server/practice-harness";
import { startedForTests } from "../../tests/server/started-app";
import { OPERATOR_EMAIL } from "../../tests/server/signed-in-app";
import { SoftAuthenticator } from "../../tests/server/soft-authenticator";
import { tokenHash } from "./repository";

// Owners' passkeys and the practices' plans (issue 36 items 1 and 7), through the pages' own routes
// with real WebAuthn answers from a software authenticator (tests/server/soft-authenticator.ts).

// testConfig's PUBLIC_ORIGIN: the relying party every ceremony here is for.
const ORIGIN = "http://localhost:3000";
const RP_ID = "localhost";

describe.each(TEST_DATABASES)("passkeys and plans on $name", (kind) => {
  const clock = Date.parse("2026-12-01T00:00:00Z");
  const started = startedForTests(() => startPracticeApp(kind, () => new Date(clock)));

  const form = formBody;
  const harness = practiceHarness(() => started);
  const cookieOf = (response: { headers: Record<string, unknown> }, name: string) => {
    const all = [response.headers["set-cookie"]].flat().map(String);
    return all.find((c) => c.startsWith(`${name}=`))?.split(";")[0];
  };
  /** The page's text without React's separators between text parts. */
  const readable = <R extends { body: string }>(response: R): R =>
    Object.assign(response, { body: response.body.replaceAll("<!-- -->", "") });
  const get = async (url: string, cookie?: string) =>
    readable(await started.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} }));
  const post = async (url: string, cookie: string, values: Record<string, string>) =>
    readable(
      await started.app.inject({ method: "POST", url, headers: { ...OUR_PAGE, cookie }, payload: form(values) }),
    );

  const latestLink = async (email: string) => (await harness.linksTo(email)).at(-1)!;

  /** Asks for a link and presses its button: the response (a session, or the passkey step). */
  const pressNewLink = async (email: string) => {
    await started.app.db.deleteFrom("practice_link_requests").execute();
    expect((await harness.askLink(email)).statusCode).toBe(200);
    return harness.spendLink(await latestLink(email));
  };

  const signInByLink = async (email: string) => {
    const used = await pressNewLink(email);
    expect(used.statusCode).toBe(302);
    expect(used.headers.location).toBe("/practice");
    return cookieOf(used, "nzdd_practice")!;
  };

  /** Opens the security page (a fresh challenge for this session) and adds the authenticator's passkey. */
  const addPasskey = async (cookie: string, authenticator: SoftAuthenticator, name: string) => {
    expect((await get("/practice/security", cookie)).statusCode).toBe(200);
    const session = tokenHash(decodeURIComponent(cookie.split("=")[1]!));
    const { challenge } = await started.app.db
      .selectFrom("practice_passkey_challenges")
      .select("challenge")
      .where("session_hash", "=", session)
      .executeTakeFirstOrThrow();
    return post("/practice/security", cookie, {
      intent: "add",
      name,
      response: JSON.stringify(authenticator.register(challenge)),
    });
  };

  /** The passkey step: opens its page (a fresh challenge) and gives the challenge. */
  const passkeyStep = async (pending: string) => {
    const page = await get("/practice/sign-in/passkey", pending);
    expect(page.statusCode).toBe(200);
    const { challenge } = await started.app.db
      .selectFrom("practice_passkey_sign_ins")
      .select("challenge")
      .where("token_hash", "=", tokenHash(pending.split("=")[1]!))
      .executeTakeFirstOrThrow();
    return challenge!;
  };
  const answer = (pending: string, response: unknown) =>
    post("/practice/sign-in/passkey", pending, { response: JSON.stringify(response) });

  const laptopA = new SoftAuthenticator(RP_ID, ORIGIN);
  const keyB = new SoftAuthenticator(RP_ID, ORIGIN);

  it("lets an owner add a passkey, after which the e-mailed link alone opens no session", async () => {
    const cookie = await signInByLink(started.ownerA);
    const page = await get("/practice/security", cookie);
    expect(page.body).toContain("You have no passkey yet");

    const noName = await addPasskey(cookie, laptopA, "  ");
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain("Give the passkey a name");
    const noScript = await post("/practice/security", cookie, { intent: "add", name: "Laptop" });
    expect(noScript.statusCode).toBe(400);
    expect(noScript.body).toContain("needs JavaScript");
    expect(noScript.body).toContain('value="Laptop"');

    const added = await addPasskey(cookie, laptopA, "Reception laptop");
    expect(added.statusCode).toBe(200);
    expect(added.body).toContain("Passkey “Reception laptop” added");
    const listed = await get("/practice/security", cookie);
    expect(listed.body).toContain("Reception laptop");
    expect(listed.body).toContain("not used to sign in yet");

    const entry = await started.app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "practice-passkey-added")
      .executeTakeFirstOrThrow();
    expect(entry.actor).toMatch(/^practice-user:/);
    const stored = await started.app.db.selectFrom("practice_passkeys").selectAll().executeTakeFirstOrThrow();
    expect(entry.details).not.toContain(stored.public_key);
    expect(entry.details).not.toContain(stored.credential_id);

    // The same link flow now stops at the passkey step: no session cookie, and /practice is closed.
    const used = await pressNewLink(started.ownerA);
    expect(used.statusCode).toBe(302);
    expect(used.headers.location).toBe("/practice/sign-in/passkey");
    expect(cookieOf(used, "nzdd_practice")).toBeUndefined();
    const pending = cookieOf(used, "nzdd_practice_passkey")!;
    const home = await get("/practice", pending);
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe("/practice/sign-in");
  });

  it("refuses a wrong signature, a replayed challenge and another user's passkey; a good one signs in", async () => {
    // Owner B has a passkey of their own.
    const bCookie = await signInByLink(started.ownerB);
    expect((await addPasskey(bCookie, keyB, "B's phone")).statusCode).toBe(200);

    const pending = cookieOf(await pressNewLink(started.ownerA), "nzdd_practice_passkey")!;
    // Without JavaScript there is no answer to post: the page says what is needed.
    const noScript = await post("/practice/sign-in/passkey", pending, {});
    expect(noScript.statusCode).toBe(400);
    expect(noScript.body).toContain("needs JavaScript");
    const first = await passkeyStep(pending);
    const forged = await answer(pending, laptopA.assert(first, { signWith: keyB }));
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain("could not be checked");
    // The challenge went with that answer: a good signature over it is a replay now.
    const replayed = await answer(pending, laptopA.assert(first));
    expect(replayed.statusCode).toBe(400);

    // B's own passkey, properly signed, is not A's.
    const second = await passkeyStep(pending);
    const other = await answer(pending, keyB.assert(second));
    expect(other.statusCode).toBe(400);

    // A different origin's answer is refused too.
    const third = await passkeyStep(pending);
    expect((await answer(pending, laptopA.assert(third, { origin: "https://evil.example" }))).statusCode).toBe(400);

    const fourth = await passkeyStep(pending);
    const signedIn = await answer(pending, laptopA.assert(fourth));
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers.location).toBe("/practice");
    const session = cookieOf(signedIn, "nzdd_practice")!;
    expect((await get("/practice", session)).statusCode).toBe(200);
    // The pending sign-in is spent: the same cookie opens nothing again.
    expect((await get("/practice/sign-in/passkey", pending)).statusCode).toBe(410);

    const stored = await started.app.db
      .selectFrom("practice_passkeys")
      .select(["counter", "last_used_at"])
      .where("credential_id", "=", laptopA.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.counter)).toBe(laptopA.counter);
    expect(stored.last_used_at).not.toBeNull();
    const used = await started.app.db
      .selectFrom("audit_log")
      .select("actor")
      .where("action", "=", "practice-passkey-used")
      .execute();
    expect(used).toHaveLength(1);

    // A counter that went backwards (a cloned authenticator) is refused.
    const again = cookieOf(await pressNewLink(started.ownerA), "nzdd_practice_passkey")!;
    const challenge = await passkeyStep(again);
    const counter = laptopA.counter;
    expect((await answer(again, laptopA.assert(challenge, { counter: 1 }))).statusCode).toBe(400);
    laptopA.counter = counter;
  });

  it("removes a passkey only the owner's own, and an operator can remove someone's lost passkeys", async () => {
    const pending = cookieOf(await pressNewLink(started.ownerA), "nzdd_practice_passkey")!;
    const session = cookieOf(await answer(pending, laptopA.assert(await passkeyStep(pending))), "nzdd_practice")!;
    // B's passkey is not A's to remove.
    const notMine = await post("/practice/security", session, { intent: "remove", id: keyB.id });
    expect(notMine.statusCode).toBe(409);

    // An operator removes B's passkeys (B lost them): audited, B's sessions end, the link works alone.
    const bPeople = await started.app.inject({
      method: "GET",
      url: `/admin/api/practices/${B}/plan`,
      headers: started.operator,
    });
    const bUser = bPeople.json<{ passkeys: { userId: string; count: number }[] }>().passkeys[0]!;
    expect(bUser.count).toBe(1);
    expect(
      (
        await started.app.inject({
          method: "DELETE",
          url: `/admin/api/practices/${A}/people/${bUser.userId}/passkeys`,
          headers: started.operator,
        })
      ).statusCode,
    ).toBe(404);
    const reset = await started.app.inject({
      method: "DELETE",
      url: `/admin/api/practices/${B}/people/${bUser.userId}/passkeys`,
      headers: started.operator,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ removed: 1 });
    const audited = await started.app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "practice-passkeys-reset")
      .executeTakeFirstOrThrow();
    expect(audited.actor).toBe(OPERATOR_EMAIL);
    await signInByLink(started.ownerB);

    // A removes their own (in a session their passkey opened): the link alone works again.
    const removed = await post("/practice/security", session, { intent: "remove", id: laptopA.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toContain("the e-mailed link alone signs you in again");
    await signInByLink(started.ownerA);
  });

  it("keeps passkeys and the plan to owners: managers and reception get 403 from the server", async () => {
    for (const role of ["manager", "reception"]) {
      const email = `${role}.${Date.now()}@example.test`;
      const added = await started.app.inject({
        method: "POST",
        url: `/admin/api/practices/${A}/people`,
        headers: started.operator,
        payload: { email, role },
      });
      expect(added.statusCode).toBe(201);
      const used = await harness.spendLink(await latestLink(email));
      const cookie = cookieOf(used, "nzdd_practice")!;
      expect((await get("/practice/plan", cookie)).statusCode).toBe(403);
      expect((await get("/practice/security", cookie)).statusCode).toBe(403);
      expect((await post("/practice/security", cookie, { intent: "add", name: "x", response: "{}" })).statusCode).toBe(
        403,
      );
      expect((await get("/practice", cookie)).body).not.toContain('href="/practice/plan"');
    }
    expect((await get("/practice/plan")).statusCode).toBe(302);
  });

  it("moves a plan only as its state allows, audited, and each owner sees their own practice's", async () => {
    const change = (practice: string, payload: Record<string, string>) =>
      started.app.inject({
        method: "POST",
        url: `/admin/api/practices/${practice}/plan`,
        headers: started.operator,
        payload,
      });
    const planOf = async (practice: string) =>
      (
        await started.app.inject({
          method: "GET",
          url: `/admin/api/practices/${practice}/plan`,
          headers: started.operator,
        })
      ).json<{
        plan: { state: string; trialEndsAt: string | null; pauseReason: string | null };
      }>().plan;
    // Put both in a known state: a new trial row for each.
    await started.app.db.deleteFrom("practice_plans").where("practice_id", "in", [A, B]).execute();
    const { startTrial } = await import("./plan");
    await startTrial(started.app.db, A, new Date(clock), "test");
    await startTrial(started.app.db, B, new Date(clock), "test");

    const a = await signInByLink(started.ownerA);
    const trialPage = await get("/practice/plan", a);
    expect(trialPage.statusCode).toBe(200);
    // 30 days from 1 December 2026 (UTC midnight: 1 pm in New Zealand).
    expect(trialPage.body).toContain("Free trial until 31 December 2026");
    expect(trialPage.body).toContain("$299 a month");

    expect((await change(A, { kind: "extend-trial", trialEndsOn: "2026-11-30" })).statusCode).toBe(400);
    const extended = await change(A, { kind: "extend-trial", trialEndsOn: "2027-01-15" });
    expect(extended.statusCode).toBe(200);
    expect((await get("/practice/plan", a)).body).toContain("Free trial until 15 January 2027");

    const noReason = await change(B, { kind: "pause", reason: " " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ fields: Record<string, string> }>().fields.reason).toContain("Say why");
    expect((await change(B, { kind: "pause", reason: "Invoice unpaid since October." })).statusCode).toBe(200);
    expect((await change(B, { kind: "pause", reason: "Again" })).statusCode).toBe(409);
    expect((await change(B, { kind: "activate" })).statusCode).toBe(409);
    expect((await change(B, { kind: "extend-trial", trialEndsOn: "2027-01-15" })).statusCode).toBe(409);
    expect((await planOf(B)).state).toBe("paused");

    // A's owner sees A's trial, never B's pause; B's owner sees the pause and its reason.
    const aPage = (await get("/practice/plan", a)).body;
    expect(aPage).not.toContain("Invoice unpaid");
    const b = await signInByLink(started.ownerB);
    const bPage = (await get("/practice/plan", b)).body;
    expect(bPage).toContain("Paused since 1 December 2026");
    expect(bPage).toContain("Invoice unpaid since October.");

    expect((await change(B, { kind: "resume" })).statusCode).toBe(200);
    expect((await get("/practice/plan", b)).body).toContain("Active since 1 December 2026");
    expect((await change(B, { kind: "resume" })).statusCode).toBe(409);
    expect((await change(A, { kind: "activate" })).statusCode).toBe(200);
    expect((await planOf(A)).state).toBe("active");
    expect((await change(A, { kind: "bogus" })).statusCode).toBe(400);

    const audited = await started.app.db
      .selectFrom("audit_log")
      .select(["actor", "target", "details"])
      .where("action", "=", "practice-plan-changed")
      .where("actor", "=", OPERATOR_EMAIL)
      .execute();
    expect(audited.map((e) => e.target)).toEqual([A, B, B, A]);
    expect((await started.app.inject({ method: "GET", url: `/admin/api/practices/${A}/plan` })).statusCode).toBe(401);
  });

  it("lets a payment provider sit behind PlanBilling: its refusal leaves the plan, its webhook moves it", async () => {
    const { applyBillingWebhook, changePlan, NO_PROVIDER, planOf, startTrial } = await import("./plan");
    const practice = "waitemata-quay-dental-auckland";
    await started.app.db.deleteFrom("practice_plans").where("practice_id", "=", practice).execute();
    await startTrial(started.app.db, practice, new Date(clock), "test");
    const calls: string[] = [];
    const provider = {
      ...NO_PROVIDER,
      async startSubscription(id: string) {
        calls.push(`start ${id}`);
        throw new Error("card declined");
      },
      async webhook(input: { headers: Record<string, string | undefined>; body: string }) {
        if (input.headers["x-provider-signature"] !== "good") return null;
        return { practiceId: practice, change: { kind: "pause" as const, reason: "Payment failed." } };
      },
    };
    const deps = { db: started.app.db, now: () => new Date(clock), billing: provider };
    await expect(changePlan(deps, { practiceId: practice, change: { kind: "activate" }, actor: "op" })).rejects.toThrow(
      "card declined",
    );
    expect(calls).toEqual([`start ${practice}`]);
    expect((await planOf(started.app.db, practice))?.state).toBe("trial");

    expect(await applyBillingWebhook(deps, { headers: {}, body: "{}" })).toBeNull();
    const applied = await applyBillingWebhook(deps, { headers: { "x-provider-signature": "good" }, body: "{}" });
    expect(applied).toMatchObject({ kind: "done", plan: { state: "paused", pauseReason: "Payment failed." } });
    const entry = await started.app.db
      .selectFrom("audit_log")
      .select("actor")
      .where("action", "=", "practice-plan-changed")
      .where("target", "=", practice)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry.actor).toBe("billing-webhook");
  });

  it("gives every sample practice a plan, and a new account a 30-day trial from its first person", async () => {
    const plans = await started.app.db.selectFrom("practice_plans").select(["state"]).execute();
    const practices = await started.app.db.selectFrom("practices").select("id").execute();
    expect(plans.length).toBe(practices.length);
    expect(new Set(plans.map((p) => p.state))).toEqual(new Set(["trial", "active", "paused"]));
  });
});
