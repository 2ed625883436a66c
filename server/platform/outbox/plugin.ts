import fp from "fastify-plugin";

import type { Config } from "../config";
import { statusLinkSealKey } from "../private-links/status-link-seal";
import { auditHashKey } from "../audit/audit";
import { mountOperatorRoutes } from "../operators/operator-auth";
import { emailJobHandler } from "./email-job";
import { sealClearLinkTokens } from "./link-tokens";
import { checkedHandler, type JobKind, type KindHandler } from "./job-kinds";
import { directJobStore, type JobStore } from "./job-store";
import { createThreadMailer } from "./mail-thread";
import type { Mailer } from "./mailer";
import outboxRoutes from "./routes";
import { type JobHandler, startWorker, type Worker } from "./worker";

declare module "fastify" {
  interface FastifyInstance {
    outbox: {
      /** Runs jobs of this declared kind, their payloads checked (register before the server is ready). */
      handle<Payload>(kind: JobKind<Payload>, handler: KindHandler<Payload>): void;
      /** Looks for due jobs now (after enqueueing one on this server). */
      wake(): void;
      /** Runs what is due now, until nothing is (tests under a controlled clock); how many jobs ran. */
      drain(): Promise<number>;
      /** The mail transport: `sends` is false without SMTP settings. */
      mailer: Mailer;
    };
  }
}

/** Jobs run at once when e-mails are kept, not sent (nothing waits on a mail server). */
const KEPT_AT_ONCE = 50;

/**
 * E-mails under way per SMTP connection: one being sent, the others queued in the pool. With one
 * a connection, each e-mail waited for a claim on the busy database thread and then for the main
 * thread's turn before the next began: under load the outbox sent 3 to 4 times fewer during a
 * run (docs/performance.md). Queued ones wait well within their lease (OUTBOX_LEASE_MS), even on
 * a stalled mail server (each try is cut after twice SMTP_TIMEOUT_MS).
 */
const SENDING_PER_CONNECTION = 4;

/** Who receives the operators' notices: OPERATOR_NOTIFY_TO, else every operator. */
async function operatorRecipients(config: Config, listOperators: () => Promise<string[]>): Promise<string[]> {
  if (!config.OPERATOR_NOTIFY_TO) return listOperators();
  return config.OPERATOR_NOTIFY_TO.split(",")
    .map((address) => address.trim())
    .filter(Boolean);
}

/**
 * The outbox: the pooled mail transport, the "email" job, and this instance's worker, started
 * when the server is ready and stopped (after its running jobs, briefly) when it closes. Jobs are
 * enqueued with `enqueue(trx, …)` (jobs.ts) in the transaction of the change that causes them.
 * Operators see failed and kept e-mails under /admin/api/outbox (routes.ts).
 */
export default fp<{ config: Config; now?: () => Date; jobKinds: readonly JobKind[] }>(
  async (app, { config, now, jobKinds }) => {
    // Its transport on a thread of its own, at a low priority (mail-thread.ts says why).
    const mailer = createThreadMailer(config);
    const handlers: Record<string, JobHandler> = {};
    let worker: Worker | null = null;
    // Opens the link tokens e-mail jobs store sealed (link-tokens.ts).
    const sealKey = statusLinkSealKey(auditHashKey(config));

    handlers.email = emailJobHandler({
      mailer,
      sealKey,
      publicOrigin: config.PUBLIC_ORIGIN,
      operators: () =>
        operatorRecipients(config, async () =>
          (await app.db.selectFrom("operators").select("email").execute()).map((o) => o.email),
        ),
    });

    app.decorate("outbox", {
      handle(jobKind, handler) {
        // Only kinds a manifest declares (platform/feature.ts): the appendix lists them all.
        if (!jobKinds.some((declared) => declared.kind === jobKind.kind)) {
          throw new Error(`job kind "${jobKind.kind}" is not declared in its feature's manifest`);
        }
        handlers[jobKind.kind] = checkedHandler(jobKind, handler);
      },
      wake: () => worker?.wake(),
      drain: async () => (worker ? worker.drain() : 0),
      mailer,
    });
    await mountOperatorRoutes(app, outboxRoutes, {
      publicOrigin: config.PUBLIC_ORIGIN,
      sealKey,
      emailsPerAddress: config.UNCONFIRMED_EMAILS_PER_DAY,
    });

    let store: JobStore | null = null;
    app.addHook("onReady", async () => {
      const unhandled = jobKinds.filter(({ kind }) => !handlers[kind]).map(({ kind }) => kind);
      if (unhandled.length > 0) throw new Error(`no handler for the declared job kinds: ${unhandled.join(", ")}`);
      // Jobs from before links were sealed, which may still run: sealed before any is claimed.
      try {
        const sealed = await sealClearLinkTokens(app.db, sealKey);
        if (sealed > 0) app.log.info({ jobs: sealed }, "sealed the link tokens of e-mail jobs stored in clear");
      } catch (error) {
        app.log.error(
          { error: error instanceof Error ? error.message : String(error) },
          "sealing job link tokens failed",
        );
      }
      // On a SQLite file, on the submission thread, the file's one writer (submission-thread.ts explains why).
      store = app.sqliteJobStore ?? directJobStore(app.db, app.dbDialect);
      worker = startWorker({
        store,
        handlers,
        log: app.log,
        // Sending: a few e-mails a connection, so each has its next one queued in the pool. Kept
        // without SMTP, an e-mail takes no time.
        concurrency: mailer.sends ? mailer.connections * SENDING_PER_CONNECTION : KEPT_AT_ONCE,
        pollMs: config.OUTBOX_POLL_MS,
        leaseMs: config.OUTBOX_LEASE_MS,
        retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
        retryMaxMs: config.OUTBOX_RETRY_MAX_MS,
        now,
      });
    });
    app.addHook("onClose", async () => {
      await worker?.stop();
      await store?.close();
      mailer.close();
    });
  },
  { name: "outbox", dependencies: ["database"] },
);
