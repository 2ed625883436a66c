import { randomUUID } from "node:crypto";

import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";

import type { Config } from "./platform/config";
// Features subscribe to each other's events before any request can publish one.
import "./features";
import { connectDatabase, type DatabaseHandle, sqliteFileIn } from "./platform/db/connect";
import { loggedPath, PathRedactingLogController } from "./platform/logged-path";
import { canonicalUrl } from "./platform/route-policies";
import { pageServices } from "./platform/pages/load-context";
import database from "./platform/plugins/database";
import errorHandler from "./platform/plugins/error-handler";
import securityHeaders from "./platform/plugins/security-headers";
import site from "./platform/plugins/site";
import submissions from "./booking/submissions-plugin";
import validation from "./platform/plugins/validation";
import forms from "./booking/forms";
import health from "./platform/health";
import inbox from "./inbox/plugin";
import listings from "./listings/plugin";
import rateLimits from "./platform/rate-limit/plugin";
import listingsReader from "./listings/reader-plugin";
import places from "./places/plugin";
import outbox from "./platform/outbox/plugin";
import timers from "./booking/timers-plugin";
import requests from "./booking/patient-routes";
import responseTimes from "./response-times/plugin";
import bookingLoop from "./booking/request-loop-plugin";
import reviews from "./reviews/plugin";
import practiceAccounts from "./accounts/plugin";
import reviewFigures from "./reviews/figures-reader-plugin";
import reviewsAfter from "./reviews/replies-reports-plugin";
import waitlist from "./waitlist/plugin";

/** Builds the whole server as one Fastify instance; main.ts only starts it, tests inject into it. */
export interface BuildOptions {
  /** A database the caller opened and will close (tests); otherwise one is opened from config. */
  database?: DatabaseHandle;
  /** Delay per failed operator sign-in (tests shorten it). */
  failureDelayMs?: number;
  /** Where logs go instead of stdout (tests read them to prove no personal data is logged). */
  logStream?: NodeJS.WritableStream;
  /** Rendered pages kept in memory (benchmarks turn it off); DEFAULT_PAGE_CACHE otherwise. */
  pageCache?: { maxBytes: number; maxAgeMs: number };
  /** The job worker's clock, which timed jobs (reminders, escalations) run by; tests control it. */
  now?: () => Date;
  /** "Now" for the pages, when a test moves it (otherwise listingsClock(config)). */
  pagesClock?: () => Date;
  /** Told of every route as it is registered (a test that sweeps every route cannot miss a new one). */
  onRoute?: (route: RouteOptions) => void;
}

/** "Now" for the pages: LISTINGS_CLOCK when a test fixes it, otherwise the real clock. */
export function listingsClock(config: Pick<Config, "LISTINGS_CLOCK">): () => Date {
  const fixed = config.LISTINGS_CLOCK;
  return fixed ? () => new Date(fixed) : () => new Date();
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Request logs carry method, path and status only: never bodies, which hold health details.
      redact: ["req.headers.cookie", "req.headers.authorization"],
      // The path only, without a status link's token (a key) however it was encoded: see logged-path.ts.
      serializers: {
        req: (request: { method: string; url: string; ip?: string; routeOptions?: { url?: string } }) => ({
          method: request.method,
          url: loggedPath(request),
          remoteAddress: request.ip,
        }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new PathRedactingLogController(),
    // A 5xx answer carries its request id for the operator to find in the log: random, so it is
    // unique across restarts and instances (Fastify's own is a per-process counter).
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    // A private page's address however written (/Requests/T/, /practice/requests/T/.data) is routed
    // as its canonical one, so the routes that limit and answer privately get it (route-policies.ts).
    rewriteUrl: (request) => canonicalUrl(request.url ?? "/"),
    bodyLimit: 64 * 1024,
    // A slowly sent request holds a socket and its buffered body until it ends: these bound it.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    http: {
      // Node's own limit for the headers (its default, 60 s), never above the whole request's.
      headersTimeout: Math.min(60_000, config.REQUEST_TIMEOUT_MS),
      // How often Node looks for requests past those limits: its default, 30 s, would let a slow
      // client stay that much longer.
      connectionsCheckingInterval: Math.ceil(Math.min(5_000, config.REQUEST_TIMEOUT_MS / 4)),
    },
    // While stopping, a request that reaches an open keep-alive connection (the client cannot know
    // we are stopping) is served with Connection: close rather than answered 503: a client that
    // posted a form gets its answer, and new connections are refused by the closed listener.
    return503OnClosing: false,
    // A plugin's start is bounded by Fastify (10 s) in production. Tests start several apps at once
    // on two cores, where the SQLite submission thread alone can take longer to load: their own
    // hook timeout bounds a start there instead.
    ...(config.NODE_ENV === "test" ? { pluginTimeout: 0 } : {}),
  });

  if (options.onRoute) app.addHook("onRoute", options.onRoute);

  const databaseHandle =
    options.database ??
    connectDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: sqliteFileIn(config.DATA_DIR) });

  // External plugins, once each, in this order; routes set their own limits (config.rateLimit).
  await app.register(errorHandler);
  await app.register(validation);
  await app.register(securityHeaders);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  // Counted once across instances: in PostgreSQL or Redis when several may run (rate-limit/plugin.ts).
  await app.register(rateLimits, { config, database: databaseHandle });
  // App plugins: storage, then the submissions service and the listings on it.
  await app.register(database, { handle: databaseHandle, closeOnExit: !options.database });
  await app.register(submissions, { config });
  await app.register(listings);
  await app.register(places);
  await app.register(responseTimes, { refreshMs: config.RESPONSE_TIMES_REFRESH_MS });
  // Ratings come only from published reviews: their figures, beside the listings (issue 35).
  const pagesClock = options.pagesClock ?? listingsClock(config);
  await app.register(reviewFigures, { config, now: pagesClock });
  await app.register(listingsReader);
  // E-mails and timed actions, run by this instance's worker.
  await app.register(outbox, { config, now: options.now });
  await app.register(timers, { config, now: options.now });
  // The request loop: practices answer by a link (decorates app.practiceRequests; its routes).
  await app.register(bookingLoop, { config, rateLimit: config.FORM_RATE_LIMIT });
  // Verified reviews: the invitations' timers, the review link, the moderation queue (issue 35).
  await app.register(reviews, { config, rateLimit: config.FORM_RATE_LIMIT, now: options.now });
  // Reviews once published: the practice's reply link, reports, "did not attend" (issue 35).
  await app.register(reviewsAfter, { config, rateLimit: config.FORM_RATE_LIMIT, now: options.now });
  // The waitlist for an earlier time: join, freed times, claims (issue 37 item 5).
  await app.register(waitlist, { config, rateLimit: config.FORM_RATE_LIMIT, now: options.now });
  // Routes, by URL prefix.
  await app.register(health);
  await app.register(forms, { rateLimit: config.FORM_RATE_LIMIT });
  await app.register(inbox, { config, failureDelayMs: options.failureDelayMs });
  await app.register(practiceAccounts, { config, now: options.now, pagesNow: pagesClock });
  await app.register(requests, { rateLimit: config.FORM_RATE_LIMIT, publicOrigin: config.PUBLIC_ORIGIN });
  await app.register(site, {
    siteDir: config.SITE_DIR,
    serverBuildDir: config.SERVER_BUILD_DIR,
    services: pageServices(app, pagesClock),
    snapshot: () => app.listingsSnapshot.current(),
    // Both only increase, so their sum moves whenever either does.
    figuresVersion: () => app.responseTimes.version() + app.reviewFigures.version(),
    cache: options.pageCache,
    renderLimit: {
      perMinute: config.PAGE_RENDER_RATE_LIMIT,
      // A test that moves the pages' clock moves this one; LISTINGS_CLOCK (a fixed "now") does not.
      ...(options.pagesClock ? { clock: () => options.pagesClock!().getTime() } : {}),
    },
  });

  return app;
}
