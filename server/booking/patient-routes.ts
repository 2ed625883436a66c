import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

import { appointmentCalendar, CALENDAR_CONTENT_TYPE, calendarFilename } from "./calendar";
import type { PatientActionResult } from "./patient-actions";
import { sameOrigin } from "../platform/plugins/same-origin";
import { PRIVATE_LINK_HEADERS } from "../platform/route-policies";
import type { RequestStatusView } from "../../rules/api/request-status";
import { paths } from "../../rules/paths";
import type { PagePostProblem } from "../../rules/request-status";

interface RequestsOptions {
  /** Requests allowed per client per minute on each status-link route. */
  rateLimit: number;
  /** The site's public address: its host names the calendar events (their UID). */
  publicOrigin: string;
}

/** The token's form is checked by the service, so a wrong one answers 404 like an unknown one. */
const TokenParams = z.object({ token: z.string() });

const NOT_FOUND = { error: "Not found." };

/** Accepting needs the time, as one of the offered ISO instants. */
const AcceptBody = z.object({ time: z.string().trim().min(1) });

/** What the status page's own form posts when the page runs without JavaScript. */
const PageBody = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept"), time: z.string().trim().min(1) }),
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("withdraw") }),
]);

/**
 * A booking's private status link: `GET /api/requests/:token` tells what happened to the request;
 * `POST …/withdraw` withdraws it and erases its personal details; `POST …/accept` accepts a time
 * the practice offered; `POST …/cancel` cancels a confirmed appointment; `GET …/calendar.ics` is
 * that appointment's calendar file. `POST /requests/:token` is the page's own form without
 * JavaScript: it does the same and answers 303 back to the page. The token is the only key; a
 * wrong one answers 404 with nothing else. Never cached, never indexed.
 */
export default async function requests(app: FastifyInstance, options: RequestsOptions) {
  const { submissions } = app;
  const siteHost = new URL(options.publicOrigin).hostname;
  const limit = { rateLimit: { max: options.rateLimit, timeWindow: 60_000 } };

  /**
   * Changes must come from our own pages: the browser's Origin header (sent with a fetch POST and
   * with a form's post) must name this host. Without it, or from elsewhere, nothing happens, so
   * another site cannot act for someone holding the link.
   */
  const fromOurPages = sameOrigin({
    missingOrigin: "refuse",
    fetchSite: { allowed: ["same-origin"] },
    sameScheme: false,
    refusal: { error: "Requests from other sites are not accepted." },
  });

  /**
   * The page's own form, posted without JavaScript: the page's Referrer-Policy (no-referrer, so the
   * token never leaves as a Referer) makes the browser send "Origin: null" with it. The browser's
   * Sec-Fetch-Site, which no page can set, then says where it came from: same-origin passes.
   */
  const fromOurPageForm = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.origin === "null" && request.headers["sec-fetch-site"] === "same-origin") return;
    return fromOurPages(request, reply);
  };

  const privateLink = async (_request: unknown, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    reply.headers(PRIVATE_LINK_HEADERS);
  };

  await app.register(
    async (api) => {
      await api.register(formbody);
      api.addHook("onRequest", privateLink);

      api.get<{ Params: { token: string }; Reply: RequestStatusView | typeof NOT_FOUND }>(
        "/:token",
        { schema: { params: TokenParams }, config: limit },
        async (request, reply) => {
          const view = await submissions.statusView(request.params.token);
          if (!view) return reply.code(404).send(NOT_FOUND);
          return view;
        },
      );

      api.post<{ Params: { token: string }; Reply: RequestStatusView | typeof NOT_FOUND }>(
        "/:token/withdraw",
        { schema: { params: TokenParams }, config: limit, onRequest: fromOurPages },
        async (request, reply) => {
          const { token } = request.params;
          const result = await submissions.withdraw(token);
          if (!result) return reply.code(404).send(NOT_FOUND);
          if (result.withdrawn) request.log.info({ reference: result.reference }, "request withdrawn by the patient");
          return (await submissions.statusView(token)) ?? reply.code(404).send(NOT_FOUND);
        },
      );

      /** A change's answer: the page's new view, 404 for an unknown link, 409 with why when refused. */
      const answer = async (token: string, result: PatientActionResult, reply: FastifyReply) => {
        if (result.outcome === "not-found") return reply.code(404).send(NOT_FOUND);
        if (result.outcome === "refused") return reply.code(409).send({ error: result.message });
        return (await submissions.statusView(token)) ?? reply.code(404).send(NOT_FOUND);
      };

      api.post<{ Params: { token: string } }>(
        "/:token/accept",
        { schema: { params: TokenParams }, config: limit, onRequest: fromOurPages },
        async (request, reply) => {
          const body = AcceptBody.safeParse(request.body ?? {});
          if (!body.success) {
            return reply
              .code(400)
              .send({ error: "Choose one of the times offered.", fields: { time: "Choose a time." } });
          }
          const { token } = request.params;
          const result = await submissions.acceptOfferedTime(token, body.data.time);
          if (result.outcome === "done" && result.changed) request.log.info("offered time accepted by the patient");
          return answer(token, result, reply);
        },
      );

      api.post<{ Params: { token: string } }>(
        "/:token/cancel",
        { schema: { params: TokenParams }, config: limit, onRequest: fromOurPages },
        async (request, reply) => {
          const { token } = request.params;
          const result = await submissions.cancelAppointment(token);
          if (result.outcome === "done" && result.changed) request.log.info("appointment cancelled by the patient");
          return answer(token, result, reply);
        },
      );

      api.get<{ Params: { token: string } }>(
        "/:token/calendar.ics",
        { schema: { params: TokenParams }, config: limit },
        async (request, reply) => {
          const appointment = await submissions.confirmedAppointment(request.params.token);
          if (!appointment) return reply.code(404).send(NOT_FOUND);
          return reply
            .type(CALENDAR_CONTENT_TYPE)
            .header("content-disposition", `attachment; filename="${calendarFilename(appointment.reference)}"`)
            .send(appointmentCalendar({ ...appointment, siteHost }));
        },
      );

      // Anything else under /api/requests is a JSON 404, not the app's page.
      api.all("/*", async (_request, reply) => reply.code(404).send(NOT_FOUND));
    },
    { prefix: "/api/requests" },
  );

  // The status page (and its `.data`), rendered for its visitor alone and limited per client like
  // the API: every way of writing its address arrives here (route-policies.ts canonicalUrl). And
  // its forms without JavaScript: a url-encoded post to the page's own address, answered with a
  // redirect back to it (with what went wrong, as a code the page puts in words).
  await app.register(async (page) => {
    await page.register(formbody);
    page.addHook("onRequest", privateLink);
    page.get("/requests/:token", { config: limit }, async (request, reply) => app.sendPrivatePage(request, reply));
    page.post<{ Params: { token: string } }>(
      "/requests/:token",
      { schema: { params: TokenParams }, config: limit, onRequest: fromOurPageForm },
      async (request, reply) => {
        const { token } = request.params;
        const back = (problem?: PagePostProblem) =>
          reply.redirect(`${paths.requestStatus(token)}${problem ? `?problem=${problem}` : ""}`, 303);
        const body = PageBody.safeParse(request.body ?? {});
        if (!body.success) return back("unreadable");
        if (body.data.intent === "withdraw") {
          const result = await submissions.withdraw(token);
          if (result?.withdrawn) request.log.info({ reference: result.reference }, "request withdrawn by the patient");
          return back();
        }
        const result =
          body.data.intent === "accept"
            ? await submissions.acceptOfferedTime(token, body.data.time)
            : await submissions.cancelAppointment(token);
        if (result.outcome === "done" && result.changed) request.log.info(`patient's ${body.data.intent} done`);
        return back(result.outcome === "refused" ? `${body.data.intent}-refused` : undefined);
      },
    );
  });
}
