import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

import { type Practice, WEEKDAYS } from "../../rules/listings/types";
import { dayText, hoursField } from "../../rules/practice-listing";
import type { Config } from "../../server/platform/config";
import type { EmailSpec } from "../../server/platform/outbox/emails";
import { PRACTICE_SIGN_IN_LINK } from "../../server/accounts/sign-in-links";
import { openedEmail } from "./email-jobs";

/*
 * The practice-account steps the server tests share: posting as our own pages do, reading the
 * e-mails the outbox holds (opened as the worker would), signing a practice user in through the
 * single-use link e-mailed to them, and the listing page's facts form.
 */

/** A form post from our own pages (Sec-Fetch-Site: the practice routes refuse others). */
export const OUR_PAGE = {
  "sec-fetch-site": "same-origin",
  origin: "null",
  "content-type": "application/x-www-form-urlencoded",
};

/** A url-encoded body; a list is sent once per value, as a checkbox group is. */
export function formBody(values: Record<string, string | readonly string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    for (const v of typeof value === "string" ? [value] : value) params.append(key, v);
  return params.toString();
}

/** The listing page's facts form as it sends practice `p` at `version`, with `changes`. */
export function factsForm(p: Practice, version: string, changes: Record<string, string> = {}) {
  return {
    intent: "facts",
    version,
    name: p.name,
    address: p.address,
    phone: p.phone,
    email: p.email,
    website: p.website,
    bookingEmail: p.bookingEmail,
    languages: p.languages.join(", "),
    ...(p.access.wheelchair ? { wheelchair: "on" } : {}),
    ...(p.access.accessibleParking ? { accessibleParking: "on" } : {}),
    ...(p.access.hearingLoop ? { hearingLoop: "on" } : {}),
    ...Object.fromEntries(WEEKDAYS.map((d) => [hoursField(d), dayText(p.openingHours[d])])),
    ...changes,
  };
}

/** Posts `values` to `url` as a form of our own pages does, with the session `cookie` if one is given. */
export function postFromOurPage(
  app: FastifyInstance,
  url: string,
  values: Record<string, string | readonly string[]>,
  cookie?: string,
) {
  return app.inject({
    method: "POST",
    url,
    headers: { ...OUR_PAGE, ...(cookie === undefined ? {} : { cookie }) },
    payload: formBody(values),
  });
}

/**
 * Runs the outbox until no sign-in link job is left (their e-mail jobs are then written). Drain
 * alone can return while the worker's own loop, woken by the request, holds the job.
 */
export async function signInJobsRun(app: FastifyInstance) {
  for (;;) {
    await app.outbox.drain();
    const left = await app.db
      .selectFrom("jobs")
      .select("id")
      .where("kind", "=", PRACTICE_SIGN_IN_LINK)
      .where("status", "in", ["pending", "running"])
      .executeTakeFirst();
    if (!left) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The steps against one app; `current` is read at each call, so the harness can be made before the
 * app is built (in a describe block, before beforeAll).
 */
export function practiceHarness(current: () => { app: FastifyInstance; config: Config }) {
  const get = (url: string, cookie?: string) =>
    current().app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const post = (url: string, cookie: string, values: Record<string, string | readonly string[]>) =>
    postFromOurPage(current().app, url, values, cookie);

  /** Every e-mail job's spec, oldest first, opened as the worker would, with the job's run time. */
  const emails = async () => {
    const { app, config } = current();
    const jobs = await app.db
      .selectFrom("jobs")
      .select(["payload", "run_at"])
      .where("kind", "=", "email")
      .orderBy("id")
      .execute();
    return jobs.map(
      (job) => ({ ...openedEmail(job.payload, config), runAt: job.run_at }) as EmailSpec & { runAt: string },
    );
  };

  /** The tokens of the sign-in and invitation links e-mailed to `email`, newest last. */
  const linksTo = async (email: string) =>
    (await emails())
      .filter((s) => (s.template === "practice-sign-in" || s.template === "practice-invitation") && s.to === email)
      .map((s) => ("linkToken" in s ? s.linkToken : ""));

  /**
   * Asks for a sign-in link for `email`, as the sign-in form does, then runs the outbox until the
   * job the request wrote has decided what to e-mail (practice-accounts/sign-in-links.ts).
   */
  const askLink = async (email: string) => {
    const { app } = current();
    const response = await app.inject({
      method: "POST",
      url: "/practice/sign-in",
      headers: OUR_PAGE,
      payload: formBody({ email }),
    });
    await signInJobsRun(app);
    return response;
  };

  /** Spends a link: the POST its page's button makes. */
  const spendLink = (token: string) =>
    current().app.inject({ method: "POST", url: `/practice/sign-in/${token}`, headers: OUR_PAGE, payload: "" });

  /** Signs `email` in through a new e-mailed link (the newest sent to it): its session cookie header. */
  const signIn = async (email: string) => {
    // The per-address limit has its own test: here, each sign-in starts with none counted.
    await current().app.db.deleteFrom("practice_link_requests").execute();
    expect((await askLink(email)).statusCode).toBe(200);
    const used = await spendLink((await linksTo(email)).at(-1)!);
    expect(used.statusCode).toBe(302);
    return String(used.headers["set-cookie"]).split(";")[0]!;
  };

  return { get, post, emails, linksTo, askLink, spendLink, signIn };
}
