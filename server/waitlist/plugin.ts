import formbody from "@fastify/formbody";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import { z } from "zod";

import type { WaitlistLoadContext } from "../../rules/api/waitlist";
import { APPOINTMENT_MINUTES, latestAnswerDate } from "../../rules/booking-loop";
import { nzInstant, NZ_DATE, NZ_TIME, nzToday } from "../../rules/nz-time";
import { paths, practiceRequestPath } from "../../rules/paths";
import { practicePaths, waitlistOfferPath } from "../../rules/private-paths";
import { profileUntil, WAITLIST_SCOPES } from "../../rules/waitlist";
import { audit, auditHashKey } from "../platform/audit/audit";
import { practiceLinkHold, DEAD_LINK, type PracticeRequestRow } from "../booking";
import { refuseOtherSites } from "../platform/plugins/same-origin";
import { statusLinkSealKey } from "../platform/private-links/status-link-seal";
import { type Config, workingHours } from "../platform/config";
import type { Database } from "../platform/db/schema";
import { practiceGuard } from "../accounts";
import { PRIVATE_LINK_HEADERS } from "../platform/route-policies";
import { statusTokenHash } from "../platform/private-links/status-token";
import { claimFreedTime } from "./claim";
import { freedTimeOf, freeTime, offerView } from "./freed-times";
import { joinWaitlist, leaveWaitlist, waitlistStatusPart } from "./list";
import { confirmEntry, confirmView, joinFromProfile, leaveByConfirmToken } from "./profile-join";
import { scheduleWaitlistExpiry } from "./expiry";

declare module "fastify" {
  interface FastifyInstance {
    /** The waitlist for an earlier time: what the status page and the claim link's page are given. */
    waitlist: { loadContext: WaitlistLoadContext["waitlist"] };
  }
}

const TokenParams = z.object({ token: z.string().min(1).max(200) });
const JoinBody = z.object({
  intent: z.enum(["join", "leave"]),
  scope: z.enum(WAITLIST_SCOPES).default("practice"),
  until: z.string().trim().max(20).default(""),
});
const ClaimBody = z.object({ intent: z.enum(["claim", "leave", "confirm"]) });
const FreedBody = z.object({
  date: z.string().trim().max(20).default(""),
  time: z.string().trim().max(10).default(""),
  minutes: z.string().trim().max(5).default("30"),
});

/**
 * The waitlist for an earlier time (issue 37 item 5): the status page's join and leave (a plain
 * form post to /requests/:token/waitlist, answered 303 back to the page), the claim link's page
 * /waitlist/:token (rendered by waitlist-offer.tsx; its post claims or leaves, answered 303 back),
 * the practice link's "Offer a freed time" (/practice/requests/:token/freed-time), and the daily
 * deletion of entries whose date has passed. A profile's form (no booking) posts to the profile
 * itself, /dentists/:id, whose route's action joins (profile-join.ts; the page is rendered for that
 * post alone, with the form's errors or "check your e-mail"); the confirmation link it e-mails is
 * a /waitlist/:token link too, whose post confirms. Every post only from our own pages, rate-limited.
 */
export default fp<{ config: Config; rateLimit: number; now?: () => Date }>(
  async (app, { config, rateLimit, now = () => new Date() }) => {
    const sealKey = statusLinkSealKey(auditHashKey(config));
    const hours = workingHours(config);
    const limit = { rateLimit: { max: rateLimit, timeWindow: 60_000 } };
    app.decorate("waitlist", {
      loadContext: {
        statusPart: (token) => waitlistStatusPart(app.db, token, now()),
        offer: async (token) => {
          const view = await offerView(app.db, token, now());
          return view.kind === "missing" ? ((await confirmView(app.db, token, now())) ?? view) : view;
        },
        profileUntil: () => profileUntil(nzToday(now())),
        joinFromProfile: async (practice, body) => {
          const result = await joinFromProfile(app.db, {
            practice,
            body,
            now: now(),
            sealKey,
            emailsPerAddress: config.UNCONFIRMED_EMAILS_PER_DAY,
          });
          if (result.kind === "check-email") app.outbox.wake();
          return result;
        },
      },
    });
    scheduleWaitlistExpiry(app, now);

    await app.register(async (routes) => {
      await routes.register(formbody);
      routes.addHook("onRequest", async (_request, reply) => {
        reply.headers(PRIVATE_LINK_HEADERS).header("cache-control", "no-store");
      });

      routes.post<{ Params: { token: string } }>(
        "/requests/:token/waitlist",
        { schema: { params: TokenParams }, config: limit, onRequest: refuseOtherSites },
        async (request, reply) => {
          const { token } = request.params;
          const back = (query: Record<string, string>) =>
            reply.redirect(`${paths.requestStatus(token)}?${new URLSearchParams(query)}#waitlist-heading`, 303);
          const body = JoinBody.safeParse(request.body ?? {});
          if (!body.success) return back({ waitlist: "unreadable" });
          if (body.data.intent === "leave") {
            await leaveWaitlist(app.db, token);
            return back({ waitlist: "left" });
          }
          const result = await joinWaitlist(app.db, { token, ...body.data, now: now() });
          if (result.outcome === "not-found") return reply.code(404).send({ error: "Not found." });
          if (result.outcome === "invalid") {
            return back({ waitlist: "invalid", until: body.data.until, scope: body.data.scope });
          }
          return back({ waitlist: result.outcome });
        },
      );

      routes.get("/waitlist/:token", { config: limit }, async (request, reply) => app.sendPrivatePage(request, reply));
      routes.post<{ Params: { token: string } }>(
        "/waitlist/:token",
        { schema: { params: TokenParams }, config: limit, onRequest: refuseOtherSites },
        async (request, reply) => {
          const { token } = request.params;
          const back = (done: string) => reply.redirect(`${waitlistOfferPath(token)}?done=${done}`, 303);
          const body = ClaimBody.safeParse(request.body ?? {});
          if (!body.success) return back("unreadable");
          if (body.data.intent === "confirm") {
            const confirmed = await confirmEntry(app.db, token, now());
            if (confirmed === "not-found") return reply.code(404).send({ error: "Not found." });
            return back(confirmed);
          }
          if (body.data.intent === "leave") {
            const view = await offerView(app.db, token, now());
            if (view.kind === "missing") {
              const left = await app.db.transaction().execute((trx) => leaveByConfirmToken(trx, token));
              return back(left ? "left" : "unreadable");
            }
            await leaveByOffer(token);
            return back("left");
          }
          const result = await claimFreedTime(app.db, { token, sealKey, now: now(), hours });
          if (result.outcome === "claimed" && result.changed) {
            app.outbox.wake();
            request.log.info("freed time claimed from the waitlist");
          }
          return back(
            result.outcome === "refused" ? "refused" : result.outcome === "claimed" ? "claimed" : "unreadable",
          );
        },
      );

      routes.post<{ Params: { token: string } }>(
        "/practice/requests/:token/freed-time",
        { schema: { params: TokenParams }, config: limit, onRequest: refuseOtherSites },
        async (request, reply) => {
          const { token } = request.params;
          const body = FreedBody.safeParse(request.body ?? {});
          const values = body.success ? body.data : { date: "", time: "", minutes: "30" };
          const back = (query: Record<string, string>) =>
            reply.redirect(`${practiceRequestPath(token)}?${new URLSearchParams(query)}#freed-time-heading`, 303);
          const at = now();
          // The link's hold is read, locked, in the offer's transaction: a decline or withdrawal
          // committed first makes it dead (D715), and nothing is offered.
          const result = await app.db.transaction().execute(async (trx) => {
            const hold = await practiceLinkHold(trx, token, at, app.dbDialect);
            if (hold.kind !== "held") return hold;
            const checked = checkFreedTime(values, at);
            if ("problem" in checked) return { kind: "problem" as const, problem: checked.problem };
            const told = await offerFreedTime(trx, hold.row, checked, { at, actor: "practice-link" });
            return { kind: "offered" as const, told, start: checked.start };
          });
          if (result.kind === "missing") return reply.code(404).send({ error: "Not found." });
          if (result.kind === "expired") return reply.code(410).send({ error: "This link has expired." });
          if (result.kind === "dead") return reply.code(410).send(DEAD_LINK);
          if (result.kind === "problem") return back({ "freed-problem": result.problem, ...values });
          app.outbox.wake();
          return back({ freed: String(result.told), at: result.start.toISOString() });
        },
      );
    });

    // The profile's waitlist form: posted to the profile, whose route's action reads the body as it
    // came; the page is rendered for this post alone (never cached: it holds what was typed).
    await app.register(async (routes) => {
      routes.removeAllContentTypeParsers();
      routes.addContentTypeParser(
        "application/x-www-form-urlencoded",
        { parseAs: "string", bodyLimit: 32 * 1024 },
        (_request, body, done) => done(null, body),
      );
      routes.post<{ Params: { id: string } }>(
        "/dentists/:id",
        {
          schema: { params: z.object({ id: z.string().min(1).max(200) }) },
          config: limit,
          onRequest: refuseOtherSites,
        },
        async (request, reply) =>
          app.sendPrivatePage(request, reply, {
            body: typeof request.body === "string" ? request.body : "",
            contentType: "application/x-www-form-urlencoded",
          }),
      );
    });

    // The same, for a signed-in practice user who may answer requests (owners, managers, reception),
    // from one of their practice's requests in the account's inbox.
    const guard = practiceGuard({ db: app.db, now });
    await app.register(async (routes) => {
      await routes.register(formbody);
      routes.addHook("onRequest", async (_request, reply) => {
        reply.header("cache-control", "no-store");
      });
      routes.post<{ Params: { id: string } }>(
        "/practice/inbox/:id/freed-time",
        {
          schema: { params: z.object({ id: z.string().min(1).max(100) }) },
          config: limit,
          onRequest: refuseOtherSites,
        },
        async (request, reply) => {
          const { id } = request.params;
          const body = FreedBody.safeParse(request.body ?? {});
          const values = body.success ? body.data : { date: "", time: "", minutes: "30" };
          const back = (query: Record<string, string>) =>
            reply.redirect(`${practicePaths.request(id)}?${new URLSearchParams(query)}#freed-time-heading`, 303);
          const web = new Request(`${request.protocol}://${request.host}${request.url}`, {
            headers: { cookie: request.headers.cookie ?? "" },
          });
          const at = now();
          const result = await guard.allowed(web, "answer-requests", async (me, session) => {
            const row = await app.db
              .selectFrom("practice_requests")
              .selectAll()
              .where("id", "=", id)
              .where("practice_id", "=", me.current.practiceId)
              .executeTakeFirst();
            if (!row) return { found: false as const };
            const checked = checkFreedTime(values, at);
            if ("problem" in checked) return { found: true as const, problem: checked.problem };
            // Signed in as the practice: any of its requests names the listing the time is at.
            const told = await app.db
              .transaction()
              .execute((trx) => offerFreedTime(trx, row, checked, { at, actor: `practice-user:${session.userId}` }));
            app.outbox.wake();
            return { found: true as const, told, start: checked.start };
          });
          if (result.kind === "signed-out") return reply.redirect(paths.practiceSignIn(), 303);
          if (result.kind !== "ok")
            return reply.code(403).send({ error: "You may not offer times for this practice." });
          if (!result.found) return reply.code(404).send({ error: "Not found." });
          if ("problem" in result) return back({ "freed-problem": result.problem ?? "time", ...values });
          return back({ freed: String(result.told), at: result.start.toISOString() });
        },
      );
    });

    /** A freed time's form values checked: its instant and length, or which field is wrong. */
    function checkFreedTime(
      values: z.infer<typeof FreedBody>,
      at: Date,
    ): { start: Date; minutes: number } | { problem: string } {
      const start = nzInstant(values.date, values.time);
      const minutes = Number(values.minutes);
      if (!NZ_DATE.test(values.date)) return { problem: "date" };
      if (!NZ_TIME.test(values.time) || !start) return { problem: "time" };
      if (start.getTime() <= at.getTime()) return { problem: "past" };
      if (values.date > latestAnswerDate(at)) return { problem: "far" };
      if (!(APPOINTMENT_MINUTES as readonly number[]).includes(minutes)) return { problem: "minutes" };
      return { start, minutes };
    }

    /**
     * The practice offers a time at the listing of one of its requests, in the caller's transaction:
     * the waitlist is e-mailed (by the outbox) and the offer goes in the audit log, with who made it.
     */
    async function offerFreedTime(
      trx: Kysely<Database>,
      row: PracticeRequestRow,
      time: { start: Date; minutes: number },
      by: { at: Date; actor: string },
    ) {
      const start = time.start.toISOString();
      const offered = {
        ...freedTimeOf({ ...row, appointment_start: start }),
        minutes: time.minutes,
        source: "offered" as const,
      };
      const told = await freeTime(trx, offered, { sealKey, now: by.at });
      await audit(trx, {
        actor: by.actor,
        action: "freed-time-offered",
        target: row.id,
        details: { practiceId: row.practice_id, listingRef: row.listing_ref, start, minutes: time.minutes, told },
      });
      return told;
    }

    /** Leaves the list from a claim link: the entry and every link sent to it go. */
    async function leaveByOffer(token: string) {
      await app.db.transaction().execute(async (trx) => {
        const offer = await trx
          .selectFrom("waitlist_offers")
          .select("entry_id")
          .where("token_hash", "=", statusTokenHash(token))
          .executeTakeFirst();
        if (!offer) return;
        await trx
          .deleteFrom("waitlist_offers")
          .where("entry_id", "=", offer.entry_id)
          .where("token_hash", "!=", statusTokenHash(token))
          .execute();
        await trx.deleteFrom("waitlist_entries").where("id", "=", offer.entry_id).execute();
      });
    }
  },
  { name: "waitlist", dependencies: ["database", "outbox"] },
);
