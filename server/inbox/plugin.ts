import { Readable } from "node:stream";

import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

import type { Config } from "../config";
import type { SubmissionStored } from "../plugins/events";
import { WorkflowError } from "../submissions/errors";
import { submissionsService } from "../submissions/service";
import { auditHashKey, rekeyAuditEmailHashes } from "./audit";
import { createNotifier, sendInBackground } from "./notify";
import { DEVICE_MS, findSession, endSession, type Session, signIn } from "./sessions";
import type { AuditResponse, ListResponse, SubmissionDetail } from "../../rules/api/inbox";
import { FORMS } from "../../rules/workflows";

declare module "fastify" {
  interface FastifyRequest {
    operator: Session | null;
  }
}

export const SESSION_COOKIE = "nzdd_session";
export const SECURE_SESSION_COOKIE = "__Host-nzdd_session";
/** Marks a browser where an operator signed in: it is not held out by the per-account ceiling. */
export const DEVICE_COOKIE = "nzdd_device";
export const SECURE_DEVICE_COOKIE = "__Host-nzdd_device";
const DAY_MS = 24 * 60 * 60 * 1000;

export interface InboxOptions {
  config: Config;
  /** Delay added per failed sign-in (tests shorten it). */
  failureDelayMs?: number;
}

const FilterSchema = z.object({
  form: z.enum(FORMS as [string, ...string[]]).optional(),
  status: z.string().max(40).optional(),
  city: z.string().max(80).optional(),
  urgency: z.string().max(40).optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  q: z.string().max(200).optional(),
  spam: z.enum(["1", "0"]).optional(),
});

function parseFilter(query: unknown) {
  const raw = Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, unknown>).filter(([, v]) => typeof v === "string" && v !== ""),
  );
  const parsed = FilterSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { spam, form, ...rest } = parsed.data;
  return { ...rest, form: form as (typeof FORMS)[number] | undefined, spam: spam === "1" };
}

const LoginSchema = z.object({ email: z.string().min(1).max(320), password: z.string().min(1).max(1000) });
const StatusSchema = z.object({
  to: z.string().min(1).max(40),
  note: z.string().max(2000).optional(),
  dentistId: z.string().max(200).optional(),
});
const NoteSchema = z.object({ note: z.string().trim().min(1).max(2000) });
const PersonSchema = z.object({ email: z.string().trim().min(3).max(320) });

/**
 * The operator inbox's JSON API under /admin/api: sign-in with database sessions, CSRF checks on
 * every state change, the inbox, workflow, privacy exports and deletion, and the audit log.
 * Also sends operator notifications and runs the retention purge.
 */
export default async function inbox(app: FastifyInstance, options: InboxOptions) {
  const { config } = options;
  const db = app.db;
  const auditKey = auditHashKey(config);
  const submissions = submissionsService({ db, auditKey, scrubErasedData: () => app.scrubErasedData() });

  // Notifications: off without SMTP_HOST; never in the request's path.
  const notifier = createNotifier(config, db);
  if (notifier) {
    const pending = new Set<Promise<void>>();
    const listener = (event: SubmissionStored) => {
      const sending = sendInBackground(notifier, event, app.log);
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    };
    app.events.on("submission-stored", listener);
    app.addHook("onClose", async () => {
      app.events.off("submission-stored", listener);
      await Promise.all(pending);
    });
  }

  // Retention: purge at start and once a day, for the period the site's privacy notices state.
  const runPurge = async () => {
    try {
      await submissions.purge();
    } catch (error) {
      app.log.error({ error: error instanceof Error ? error.message : String(error) }, "retention purge failed");
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    try {
      const rekeyed = await rekeyAuditEmailHashes(db, auditKey);
      if (rekeyed > 0) app.log.info({ rekeyed }, "audit log: bare e-mail hashes replaced by keyed ones");
    } catch (error) {
      app.log.error({ error: error instanceof Error ? error.message : String(error) }, "audit rekeying failed");
    }
    await runPurge();
    timer = setInterval(() => void runPurge(), DAY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));

  await app.register(
    async (api) => {
      if (!api.hasReplyDecorator("setCookie")) await api.register(cookie);
      // Per-route limits (sign-in); if another area registered the plugin already, its instance applies them.
      if (!api.hasDecorator("rateLimit")) await api.register(rateLimit, { global: false });
      // JSON bodies here even if another area removes the parser elsewhere.
      if (!api.hasContentTypeParser("application/json")) {
        api.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
          try {
            done(null, JSON.parse(String(body)));
          } catch (error) {
            done(error as Error, undefined);
          }
        });
      }
      api.decorateRequest("operator", null);

      const cookieName = (request: FastifyRequest) =>
        request.protocol === "https" ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

      api.addHook("onRequest", async (request, reply) => {
        reply.header("cache-control", "no-store");
        const unsafe = !["GET", "HEAD", "OPTIONS"].includes(request.method);
        if (unsafe) {
          // Cross-site requests are refused before anything else.
          const origin = request.headers.origin;
          const site = request.headers["sec-fetch-site"];
          if (origin && origin !== `${request.protocol}://${request.host}`) {
            return reply.code(403).send({ error: "This request came from another site." });
          }
          if (site && site !== "same-origin" && site !== "none") {
            return reply.code(403).send({ error: "This request came from another site." });
          }
        }
        const path = request.url.split("?")[0];
        if (path === "/admin/api/login") return;
        const token = request.cookies[cookieName(request)];
        request.operator = token ? await findSession(db, token) : null;
        if (!request.operator) {
          return reply.code(401).send({ error: "Please sign in." });
        }
        if (unsafe && request.headers["x-csrf-token"] !== request.operator.csrfToken) {
          return reply.code(403).send({ error: "The page was out of date. Please reload it and try again." });
        }
      });

      const operatorOf = (request: FastifyRequest): Session => {
        if (!request.operator) throw new Error("no operator on an authenticated route");
        return request.operator;
      };

      const sendWorkflowError = (reply: FastifyReply, error: unknown) => {
        if (error instanceof WorkflowError) return reply.code(error.statusCode).send({ error: error.message });
        throw error;
      };

      const loginLimit = { rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: "1 minute" } };
      api.post("/login", { config: loginLimit }, async (request, reply) => {
        const body = LoginSchema.safeParse(request.body);
        if (!body.success) return reply.code(400).send({ error: "Enter your e-mail address and password." });
        const deviceCookie = request.protocol === "https" ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;
        const result = await signIn(
          db,
          { ...body.data, client: request.ip, deviceToken: request.cookies[deviceCookie] },
          { hashKey: auditKey, failureDelayMs: options.failureDelayMs },
        );
        if (result.outcome === "busy") {
          return reply
            .code(503)
            .header("retry-after", "5")
            .send({ error: "Too many sign-ins are being checked right now. Please try again in a few seconds." });
        }
        if (result.outcome === "locked") {
          const minutes = Math.max(1, Math.ceil((Date.parse(result.until) - Date.now()) / 60_000));
          return reply
            .code(423)
            .header("retry-after", String(minutes * 60))
            .send({
              error: `Too many failed sign-ins. This account is locked; try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
            });
        }
        if (result.outcome === "invalid") {
          return reply.code(401).send({ error: "The e-mail address or password is not right." });
        }
        reply.setCookie(cookieName(request), result.token, {
          path: "/",
          httpOnly: true,
          sameSite: "strict",
          secure: request.protocol === "https",
        });
        reply.setCookie(deviceCookie, result.deviceToken, {
          path: "/",
          httpOnly: true,
          sameSite: "strict",
          secure: request.protocol === "https",
          maxAge: DEVICE_MS / 1000,
        });
        return { email: result.email, csrfToken: result.csrfToken };
      });

      api.post("/logout", async (request, reply) => {
        await endSession(db, operatorOf(request));
        reply.clearCookie(cookieName(request), { path: "/" });
        return { ok: true };
      });

      api.get("/session", async (request) => {
        const operator = operatorOf(request);
        return { email: operator.email, csrfToken: operator.csrfToken };
      });

      api.get<{ Reply: ListResponse | { error: string } }>("/submissions", async (request, reply) => {
        const filter = parseFilter(request.query);
        if (!filter) return reply.code(400).send({ error: "Those filters are not valid." });
        return submissions.list(filter);
      });

      api.get("/submissions.csv", async (request, reply) => {
        const filter = parseFilter(request.query);
        if (!filter) return reply.code(400).send({ error: "Those filters are not valid." });
        // Streamed as the rows come from the database a batch at a time: memory does not grow with the row count.
        const csv = await submissions.exportCsv(filter, operatorOf(request).email);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="submissions-${day}.csv"`)
          .send(Readable.from(csv));
      });

      api.get<{ Params: { id: string }; Reply: SubmissionDetail | { error: string } }>(
        "/submissions/:id",
        async (request, reply) => {
          const found = await submissions.detail(request.params.id, operatorOf(request).email);
          if (!found)
            return reply.code(404).send({ error: "This submission does not exist (it may have been deleted)." });
          return found;
        },
      );

      api.post<{ Params: { id: string } }>("/submissions/:id/status", async (request, reply) => {
        const body = StatusSchema.safeParse(request.body);
        if (!body.success) return reply.code(400).send({ error: "Choose a status." });
        try {
          await submissions.changeStatus(request.params.id, operatorOf(request).email, body.data);
          return { ok: true };
        } catch (error) {
          return sendWorkflowError(reply, error);
        }
      });

      api.post<{ Params: { id: string } }>("/submissions/:id/note", async (request, reply) => {
        const body = NoteSchema.safeParse(request.body);
        if (!body.success) return reply.code(400).send({ error: "Write a note first." });
        try {
          await submissions.addNote(request.params.id, operatorOf(request).email, body.data.note);
          return { ok: true };
        } catch (error) {
          return sendWorkflowError(reply, error);
        }
      });

      for (const [path, spam] of [
        ["/submissions/:id/release-spam", false],
        ["/submissions/:id/mark-spam", true],
      ] as const) {
        api.post<{ Params: { id: string } }>(path, async (request, reply) => {
          try {
            await submissions.setSpam(request.params.id, operatorOf(request).email, spam);
            return { ok: true };
          } catch (error) {
            return sendWorkflowError(reply, error);
          }
        });
      }

      api.delete<{ Params: { id: string } }>("/submissions/:id", async (request, reply) => {
        const deleted = await submissions.delete(request.params.id, operatorOf(request).email);
        if (!deleted) return reply.code(404).send({ error: "This submission does not exist." });
        return { ok: true };
      });

      api.post("/people/export", async (request, reply) => {
        const body = PersonSchema.safeParse(request.body);
        if (!body.success) return reply.code(400).send({ error: "Enter an e-mail address." });
        const data = await submissions.personData(body.data.email, operatorOf(request).email);
        return reply.header("content-disposition", 'attachment; filename="personal-data.json"').send(data);
      });

      api.post("/people/delete", async (request, reply) => {
        const body = PersonSchema.safeParse(request.body);
        if (!body.success) return reply.code(400).send({ error: "Enter an e-mail address." });
        return { deleted: await submissions.deletePerson(body.data.email, operatorOf(request).email) };
      });

      api.get<{ Reply: AuditResponse }>("/audit", async () => {
        const entries = await db.selectFrom("audit_log").selectAll().orderBy("id", "desc").limit(500).execute();
        return { entries };
      });

      // Anything else under /admin/api is a JSON 404, not the app's page.
      api.all("/*", async (_request, reply) => reply.code(404).send({ error: "Not found." }));
    },
    { prefix: "/admin/api" },
  );
}
